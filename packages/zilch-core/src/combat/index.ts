export type { Stance, DominoDraw, Pips } from './stances.js';
export { STANCES, assertStance, stancePips, shiftStance } from './stances.js';
export type { DominoSource } from './dominoSource.js';
export {
  DOMINO_SOURCES,
  newBoneyard,
  drawFromBoneyard,
  shuffleBoneyard,
  rollDomino,
  dominoDistribution,
  dominoPairs,
  drawDominoPair,
} from './dominoSource.js';
export type { AttackSetup, AttackRoll, AttackOutcome } from './attackRoll.js';
export { resolveAttack, attackDistribution, rollAttack } from './attackRoll.js';
export type {
  Distance,
  CombatOptions,
  RoundInput,
  CombatantInput,
  Combatant,
  CombatState,
  AttackOptions,
  Action,
  CombatEvent,
  CombatStep,
  TurnProgress,
  MoveMode,
} from './types.js';
export { MAX_COMBATANTS, COMBAT_STATE_VERSION, startCombat } from './startCombat.js';
export { isActive, declareStances } from './declareStances.js';
export { MAX_ACTIONS_PER_TURN, checkActionEconomy } from './economy.js';
export { act, endTurn, takeTurn, triggerReady, threaten } from './takeTurn.js';
export { MAX_DUEL_ROUNDS, chooseStance, chooseTurn, runDuel } from './duel.js';
export type { SaveSetup, SaveResult } from './save.js';
export { resolveSave, save } from './save.js';
export * from './vtt/index.js';
