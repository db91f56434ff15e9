// The side-based skirmish engine.
export type { Side, SkirmishOptions, Combatant, Action, Declaration, Phase, SkirmishState, SkirmishEvent, SkirmishStep } from './types.js';
export { MAX_SIDE, checkTurn, startSkirmish, canAct, declareActions, resolvePhase, partyAfter } from './skirmish.js';
export { chooseActions, runSkirmish } from './runSkirmish.js';
