// @rollwright/dice — public surface. One export per module; see each file's TSDoc.
export type { Rng } from './rng/Rng.js';
export { assertRng } from './rng/Rng.js';
export { RngStateError } from './rng/RngStateError.js';
export { seed } from './rng/seed.js';
export { seedFromEntropy } from './rng/seedFromEntropy.js';
export { nextInt } from './rng/nextInt.js';
export { rollDie } from './rng/rollDie.js';
export { split } from './rng/split.js';
export { Roller } from './rng/Roller.js';
export { SecureRoller } from './rng/SecureRoller.js';
export type { DiceRoller } from './rng/DiceRoller.js';

export * from './distribution/index.js';
export * from './cards/index.js';
export * from './dominoes/index.js';
export * from './stats/index.js';
export * from './notation/index.js';
export * from './usage/index.js';
export * from './named/index.js';
