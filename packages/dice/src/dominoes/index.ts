// Domino tiles and sets; shuffle, draw and drawDistribution come from ../cards (they are generic).
export type { Domino } from './dominoTypes.js';
export { domino } from './domino.js';
export type { DominoSetOptions } from './dominoSet.js';
export { dominoSet } from './dominoSet.js';
