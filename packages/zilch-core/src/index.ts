// @rollwright/zilch-core — Zilch Lite as data and pure functions. One section per rule area.
export * from './errors/index.js';
export * from './suits/suits.js';
export * from './suitTest/index.js';
export * from './classes/classes.js';
export * from './size/size.js';
export * from './equipment/index.js';
export * from './conditions/conditions.js';
export * from './characters/index.js';
export * from './combat/index.js';
export * from './injury/index.js';
export * from './recovery/index.js';
export * from './swag/swag.js';
export * from './magic/runes.js';
export * from './lighting/index.js';
export * from './terrain/index.js';
// Zilch reference data (sizes, distances, combat modifiers, swag), moved from @rollwright/tables.
export type { ZilchSize, ZilchDistance, ZilchCombatModifier } from './data/tables.js';
export { zilchSizes, zilchHalfStepSizes, zilchDistances, zilchCombatModifiers, zilchSwag, zilchSources } from './data/tables.js';
