// Exploration: the wilderness (hexes, marches, camping), dungeons (turns, light, checks) and space.
export type { Alternative, DayPlan, DayResult, ForcedMarchInput, EncounterCheck, CampConditions } from './wilderness.js';
export {
  HEX_MILES, PACE_MILES, planDay, forcedMarchSetup, resolveForcedMarch, forcedMarchDistribution, rollForcedMarch, forcedMarchParty,
  resolveEncounterCheck, encounterCheckDistribution, rollEncounterCheck, campNight, naturalHealing, firstAid,
} from './wilderness.js';
export type { Light, DungeonState, DungeonEvent, DungeonCheck } from './dungeon.js';
export { TURN_MINUTES, WANDERING_EVERY, lightUp, canSee, rollWanderingCheck, wanderingCheckDistribution, spendTurns, dungeonCheck } from './dungeon.js';
export type { RangeBand } from './space.js';
export { RANGE_BANDS, rangeBand, SPEEDS, movement } from './space.js';
