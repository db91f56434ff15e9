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

export type { Distribution, Outcome } from './distribution/Distribution.js';
export { DistributionError, MAX_OUTCOMES } from './distribution/Distribution.js';
export { die } from './distribution/die.js';
export { constant } from './distribution/constant.js';
export { fromWeights } from './distribution/fromWeights.js';
export { map } from './distribution/map.js';
export { combine } from './distribution/combine.js';
export { add } from './distribution/add.js';
export { sumOf, MAX_SUM_DICE } from './distribution/sumOf.js';
export type { Fraction } from './distribution/Fraction.js';
export { fraction, fractionToNumber, formatFraction } from './distribution/Fraction.js';
export { probability, probabilityAtLeast, probabilityAtMost } from './distribution/probability.js';
export { mean } from './distribution/mean.js';
export { sample } from './distribution/sample.js';
export * from './cards/index.js';
export * from './dominoes/index.js';
export * from './stats/index.js';
