// @rollwright/redhack-core — public surface. See each module's TSDoc.
// Tables of both editions (defined with the @rollwright/tables engine).
export {
  classicReaction,
  classicEncounterCheck,
  classicSurvival,
  classicFatigue,
  classicInjury,
  classicSpellRetention,
  classicPrayer,
  classicCureTrade,
} from './tables/classic/tables.js';
export type { VisibilityRow, UnitArmour, UnitDamageDie, HoardChance, HoardFind, HoardRow, HazardEntry, PcInjury } from './tables/draft31/tables.js';
export {
  draft31Reaction,
  draft31ReactionChaSuccess,
  draft31ReactionChaFail,
  draft31ReactionChaCrit,
  draft31ReactionChaFumble,
  draft31ReactionPredator,
  draft31ReactionGuard,
  draft31ReactionPassing,
  draft31ReactionBandit,
  draft31EncounterDistance,
  draft31Visibility,
  draft31DungeonEvent,
  draft31WildernessEvent,
  draft31Hazard,
  draft31PcInjury,
  pcInjury,
  draft31NpcInjury,
  draft31TreasureHoard,
  draft31MonsterSave,
  draft31MonsterReactChance,
  draft31UnitCombat,
  unitHitChance,
} from './tables/draft31/tables.js';
export type { Gem } from './tables/draft31/gems.js';
export {
  draft31GemValue,
  draft31JewelryValue,
  draft31Gems10,
  draft31Gems50,
  draft31Gems100,
  draft31Gems500,
  draft31Gems1000,
  draft31Gems5000,
  draft31GemsTop,
  GEM_RAISE_STEPS,
} from './tables/draft31/gems.js';
export type { Weather } from './tables/draft31/weather.js';
export { weatherFlower, weatherEffects } from './tables/draft31/weather.js';
export { moraleTable } from './tables/morale.js';
export type { HaggleStep } from './tables/haggling.js';
export { hagglingSteps, hagglingDistribution, rollHaggling, MAX_HAGGLE_VALUE } from './tables/haggling.js';
export { monsterAffectedChance } from './tables/monsterSave.js';
export { redhackTables, redhackTableSet, redhackBandTables } from './tables/registry.js';

// Options, errors and d20 tests.
export * from './options/index.js';
export * from './errors/index.js';
export * from './tests/index.js';
export * from './equipment/index.js';
export * from './characters/index.js';

// Magic, advancement and downtime (both editions).
export * from './magic/index.js';
export * from './advancement/index.js';
export * from './downtime/index.js';
// Combat: attack, defence, cleave, shields, initiative and surprise, reactions, ranged and
// ammunition, ongoing damage, morale, injuries, unit combat, and the round engine.
export * from './combat/index.js';

// Exploration, survival, travel and treasure (both editions).
export * from './exploration/index.js';
export * from './survival/index.js';
export * from './travel/index.js';
export * from './treasure/index.js';
