// Exploration: reactions, dungeon time, encounters, light, hazards and skills (both editions).
export { ExplorationError } from './ExplorationError.js';
export type { ChaTest, ReactionResult } from './reaction.js';
export type { CombatReactionTest } from './reaction.js';
export { CHA_TESTS, REACTION_BANDS, reactionDiceCount, reactionTable, resolveReaction, reactionDistribution, rollReaction, combatReactionTest } from './reaction.js';
export type { SpellExpiry, Pace, EncounterCheckResult, EncounterCheckSpec, DungeonEventSpec, DungeonEvent, EncounterRollSpec, SightBand, LightSpec } from './dungeon.js';
export {
  DRAFT31_FEET_PER_TURN,
  DRAFT31_TURN_MINUTES,
  checkInterval,
  paceModifier,
  turnsForMoves,
  encounterCheckDice,
  resolveEncounterCheck,
  encounterCheckDistribution,
  encounterChanceOver,
  resolveDungeonEvent,
  dungeonEventDistribution,
  encounterRollModifier,
  encounterRollDistribution,
  TORCHES_FOR_BAND,
  torchEquivalents,
  sightBand,
  spellExpiry,
  DUNGEON_ACTIONS,
} from './dungeon.js';
export type { LightSource, DelveState, DelveEvent, DelveResult, DelveSpec, DelveTestEffect } from './delve.js';
export { startDelve, delve, MAX_DELVE_TURNS } from './delve.js';
export type { TrapSpec, TrapOutcome, ListenSpec, KnowledgeSpec, IdentifyOutcome, LanguageOutcome, LoreOutcome, StealthOutcome } from './skills.js';
export {
  thiefDifficulty,
  thiefSkillSpec,
  pickPocketsOutcome,
  pickPocketsDistribution,
  resolveTrap,
  trapDistribution,
  resolveListen,
  listenDistribution,
  resolveIdentify,
  identifyDistribution,
  LANGUAGE_DIFFICULTY,
  LORE_DIFFICULTY,
  languageDistribution,
  loreDistribution,
  pushConsequence,
  stealthDistribution,
} from './skills.js';
export type { ClimbSpec, FallResult, ClimbRoll, SheerWallFallResult } from './climb.js';
export { climbDifficulty, fallDiceCap, classicClimbSpec, resolveFall, classicClimbDistribution, rollClassicClimb, sheerWallFall, sheerWallDistribution } from './climb.js';
export type { RopedFall } from './ropedTeam.js';
export { resolveRopedTeamFall, ropedTeamFall, ropedTeamDistribution } from './ropedTeam.js';
export type { PartyRank, PartyMember, PartyOrder } from './partyOrder.js';
export { PARTY_RANKS, partyOrder } from './partyOrder.js';
