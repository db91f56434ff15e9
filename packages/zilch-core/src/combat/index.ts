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
