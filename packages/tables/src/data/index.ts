// Every table in the Rollwright seeds, as typed data, plus the registry.
export type { Entry } from './types.js';
export {
  classicReaction,
  classicEncounterCheck,
  classicSurvival,
  classicFatigue,
  classicInjury,
  classicSpellRetention,
  classicPrayer,
  classicCureTrade,
} from './redhack/classic/tables.js';
export type { VisibilityRow, UnitArmour, UnitDamageDie, HoardChance, HoardFind, HoardRow, HazardEntry, PcInjury } from './redhack/draft31/tables.js';
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
} from './redhack/draft31/tables.js';
export type { Gem } from './redhack/draft31/gems.js';
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
} from './redhack/draft31/gems.js';
export type { Weather } from './redhack/draft31/weather.js';
export { weatherFlower, weatherEffects } from './redhack/draft31/weather.js';
export { moraleTable } from './redhack/morale.js';
export type { HaggleStep } from './redhack/haggling.js';
export { hagglingSteps, hagglingDistribution, rollHaggling, MAX_HAGGLE_VALUE } from './redhack/haggling.js';
export { monsterAffectedChance } from './redhack/monsterSave.js';
export type { ZilchSize, ZilchDistance, ZilchCombatModifier } from './zilch/tables.js';
export { zilchSizes, zilchHalfStepSizes, zilchDistances, zilchCombatModifiers, zilchSwag, zilchSources } from './zilch/tables.js';
export type { LightSource, NpcStatBlock, NpcAttack } from './vocations2d6/tables.js';
export { vocationsReaction, vocationsWanderingMonster, vocationsLightSources, vocationsSampleNpcs } from './vocations2d6/tables.js';
export { allTables, seedTables, allBandTables, getTable, getBandTable } from './registry.js';
