// assertDistribution is internal; every exact query (here mean and variance) runs it first on a
// hand-made object, so these tests go through the public queries.
import { describe, expect, it } from 'vitest';
import { DistributionError, type Distribution } from './Distribution.js';
import { mean } from './mean.js';
import { variance } from './variance.js';

const handMade = (weights: readonly bigint[], total: bigint): Distribution<number> =>
  Object.freeze({ outcomes: Object.freeze(weights.map((_, i) => i + 1)), weights: Object.freeze([...weights]), total, leftover: 0n });

describe('assertDistribution (through mean and variance)', () => {
  it('refuses a zero bigint weight even when the total adds up', () => {
    // weights 1n + 0n = total 1n: only the weight itself is wrong.
    const zero = handMade([1n, 0n], 1n);
    expect(() => mean(zero)).toThrow(new DistributionError('mean: every weight must be a positive bigint, got 0'));
    expect(() => variance(zero)).toThrow(new DistributionError('variance: every weight must be a positive bigint, got 0'));
  });

  it('refuses a negative bigint weight', () => {
    expect(() => mean(handMade([3n, -1n], 2n))).toThrow(new DistributionError('mean: every weight must be a positive bigint, got -1'));
  });

  it('refuses a weight that is a number, not a bigint', () => {
    const numberWeight = handMade([1n, 1 as unknown as bigint], 2n);
    expect(() => mean(numberWeight)).toThrow(new DistributionError('mean: every weight must be a positive bigint, got 1'));
  });

  it('names the query and says the distribution is empty when it has no outcome and no weight', () => {
    const empty = handMade([], 0n);
    expect(() => mean(empty)).toThrow(new DistributionError('mean of an empty distribution (no outcome, no weight)'));
    expect(() => variance(empty)).toThrow(new DistributionError('variance of an empty distribution (no outcome, no weight)'));
  });
});
