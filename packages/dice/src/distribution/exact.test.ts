// assertDistribution is internal; every exact query (here mean and variance) runs it first on a
// hand-made object, so these tests go through the public queries.
import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError, type Distribution } from './Distribution.js';
import { assertCallback, assertDistribution, assertExact, doubleToRatio, integerOutcomes } from './exact.js';
import { fromWeights } from './fromWeights.js';
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

describe('assertExact', () => {
  it('lets an exact distribution through', () => {
    expect(() => assertExact(die(6), 'mean')).not.toThrow();
  });
  it('refuses a truncated distribution, with its leftover and depth in the message', () => {
    const cut: Distribution<number> = { ...die(2), leftover: 1n, total: 3n, depth: 4 };
    expect(() => assertExact(cut, 'mean')).toThrow(new DistributionError('mean of a truncated distribution (leftover 1/3, depth 4) would be a guess'));
    const noDepth: Distribution<number> = { ...die(2), leftover: 2n, total: 4n };
    expect(() => assertExact(noDepth, 'variance')).toThrow(new DistributionError('variance of a truncated distribution (leftover 2/4) would be a guess'));
  });
  it('checks the sums first (strict)', () => {
    expect(() => assertExact(handMade([1n, 1n], 3n), 'mean')).toThrow(new DistributionError('mean: total 3 is not the weights plus leftover (2)'));
  });
});

describe('integerOutcomes', () => {
  it('returns the outcomes when every one is a safe integer', () => {
    const d = fromWeights([[-3, 1n], [0, 1n], [2 ** 53 - 1, 1n]]);
    expect(integerOutcomes(d, 'q')).toBe(d.outcomes);
  });
  it('names the query and the first outcome that is no safe integer', () => {
    expect(() => integerOutcomes(fromWeights([[1, 1n], [2.5, 1n], [3.5, 1n]]), 'keepHighest')).toThrow(new DistributionError('keepHighest needs integer outcomes, got 2.5'));
    expect(() => integerOutcomes(fromWeights([[2 ** 53, 1n]]), 'q')).toThrow(new DistributionError('q needs integer outcomes, got 9007199254740992'));
  });
});

describe('doubleToRatio', () => {
  it('gives the exact value of a double over a power of two', () => {
    expect(doubleToRatio(3)).toEqual({ num: 3n, den: 1n });
    expect(doubleToRatio(0.75)).toEqual({ num: 3n, den: 4n });
    expect(doubleToRatio(-2.5)).toEqual({ num: -5n, den: 2n });
    expect(doubleToRatio(0.1)).toEqual({ num: 3602879701896397n, den: 2n ** 55n });
  });
});

describe('assertDistribution', () => {
  it('refuses what is no distribution, showing it (bigints written with n, cut at 80 characters)', () => {
    const msg = (got: string): DistributionError => new DistributionError(`q needs a Distribution (outcomes, weights, total, leftover), got ${got}`);
    expect(() => assertDistribution(null, 'q')).toThrow(msg('null'));
    expect(() => assertDistribution(undefined, 'q')).toThrow(msg('undefined'));
    expect(() => assertDistribution(7, 'q')).toThrow(msg('7'));
    expect(() => assertDistribution({ outcomes: [1], weights: [1n], total: 1n }, 'q')).toThrow(msg('{"outcomes":[1],"weights":["1n"],"total":"1n"}'));
    expect(() => assertDistribution({ outcomes: 1, weights: [], total: 1n, leftover: 0n }, 'q')).toThrow(msg('{"outcomes":1,"weights":[],"total":"1n","leftover":"0n"}'));
    expect(() => assertDistribution({ outcomes: [], weights: 1, total: 1n, leftover: 0n }, 'q')).toThrow(msg('{"outcomes":[],"weights":1,"total":"1n","leftover":"0n"}'));
    expect(() => assertDistribution({ outcomes: [], weights: [], total: 1, leftover: 0n }, 'q')).toThrow(msg('{"outcomes":[],"weights":[],"total":1,"leftover":"0n"}'));
    const long = { outcomes: Array.from({ length: 40 }, (_, i) => i), weights: [], total: 1n };
    expect(() => assertDistribution(long, 'q')).toThrow(msg(JSON.stringify({ outcomes: long.outcomes }).slice(0, 80)));
  });
  it('refuses outcomes and weights of different lengths', () => {
    expect(() => assertDistribution({ outcomes: [1, 2], weights: [1n], total: 1n, leftover: 0n }, 'q')).toThrow(new DistributionError('q: 2 outcomes but 1 weights'));
  });
  it('checks the weights and sums only when strict', () => {
    const bad = { outcomes: [1], weights: [1n], total: 5n, leftover: 0n };
    expect(() => assertDistribution(bad, 'q')).not.toThrow();
    expect(() => assertDistribution(bad, 'q', true)).toThrow(new DistributionError('q: total 5 is not the weights plus leftover (1)'));
    expect(() => assertDistribution({ outcomes: [1], weights: [1n], total: 0n, leftover: -1n }, 'q', true)).toThrow(new DistributionError('q: leftover must be ≥ 0, got -1'));
    expect(() => assertDistribution({ outcomes: [], weights: [], total: 2n, leftover: 2n }, 'q', true)).not.toThrow();
  });
  it('remembers a frozen distribution that passed, and checks an unfrozen one each time', () => {
    const weights = [1n, 1n];
    const open = { outcomes: [1, 2], weights, total: 2n, leftover: 0n };
    expect(() => assertDistribution(open, 'q', true)).not.toThrow();
    weights[1] = 0n;
    expect(() => assertDistribution(open, 'q', true)).toThrow(new DistributionError('q: every weight must be a positive bigint, got 0'));
  });
});

describe('assertCallback', () => {
  it('refuses what is not a function, naming its type', () => {
    expect(() => assertCallback(() => 1, 'map needs f')).not.toThrow();
    expect(() => assertCallback(3, 'map needs f')).toThrow(new DistributionError('map needs f must be a function, got number'));
    expect(() => assertCallback(undefined, 'a predicate')).toThrow(new DistributionError('a predicate must be a function, got undefined'));
  });
});
