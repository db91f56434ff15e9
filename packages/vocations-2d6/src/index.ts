// @rollwright/vocations-2d6 — public surface. See each module's TSDoc.
// The game's tables and data (defined with the @rollwright/tables engine).
export type { LightSource, NpcStatBlock, NpcAttack } from './tables/tables.js';
export { vocationsReaction, vocationsWanderingMonster, vocationsLightSources, vocationsSampleNpcs } from './tables/tables.js';
export { vocationsTables, vocationsTableSet } from './tables/registry.js';
