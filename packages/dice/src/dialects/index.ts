// @rollwright/dice/dialects — other tools' dice notation read into Rollwright formulas.
export type { Dialect, DialectName } from './Dialect.js';
export { rollwright } from './rollwright.js';
export { foundry } from './foundry.js';
export { roll20 } from './roll20.js';
export { rpgDiceRoller } from './rpgDiceRoller.js';
export { DIALECT_NAMES, dialectByName } from './dialectByName.js';
