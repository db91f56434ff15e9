import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError, MAX_POOL_WORK, type Distribution } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { checkPool, keepHighestSum, negate } from './pool.js';

describe('checkPool', () => {
  it('accepts counts at the limits', () => {
    expect(() => checkPool('keepHighest', 0, 0, die(6))).not.toThrow();
    expect(() => checkPool('keepHighest', 10_000, 10_000, die(6))).not.toThrow();
  });
  it('refuses a dice count outside 0..10000 with the exact message', () => {
    expect(() => checkPool('keepHighest', -1, 0, die(6))).toThrow(new DistributionError('keepHighest needs a dice count in 0..10000, got -1'));
    expect(() => checkPool('keepHighest', 10_001, 0, die(6))).toThrow(new DistributionError('keepHighest needs a dice count in 0..10000, got 10001'));
  });
  it('refuses a kept count above the dice count with the exact message', () => {
    expect(() => checkPool('dropLowest', 3, 4, die(6))).toThrow(new DistributionError('dropLowest needs a count (at most the number of dice) in 0..3, got 4'));
    expect(() => checkPool('dropLowest', 3, -1, die(6))).toThrow(new DistributionError('dropLowest needs a count (at most the number of dice) in 0..3, got -1'));
  });
  it('refuses non-integer faces, naming the operation', () => {
    expect(() => checkPool('keepLowest', 2, 1, fromWeights([[1, 1n], [1.5, 1n]]))).toThrow(new DistributionError('keepLowest needs integer outcomes, got 1.5'));
  });
});

describe('keepHighestSum', () => {
  it('keeps no dice: 0 with the whole listed weight, and the leftover of the dice', () => {
    const t: Distribution<number> = { ...fromWeights([[1, 1n], [2, 1n]]), leftover: 1n, total: 3n, depth: 4 };
    const d = keepHighestSum(2, 0, t);
    expect(d.outcomes).toEqual([0]);
    expect(d.weights).toEqual([4n]);
    expect(d.leftover).toBe(5n);
    expect(d.total).toBe(9n);
    expect(d.depth).toBe(4);
  });
  it('gives only leftover for dice that are all leftover, whatever is kept', () => {
    const lost: Distribution<number> = { outcomes: [], weights: [], total: 2n, leftover: 2n };
    const d = keepHighestSum(2, 1, lost);
    expect(d.outcomes).toEqual([]);
    expect(d.total).toBe(4n);
    expect(d.leftover).toBe(4n);
  });
  it('keeps the highest of 2d6 with weights 1, 3, 5, 7, 9, 11 over 36', () => {
    const d = keepHighestSum(2, 1, die(6));
    expect(d.outcomes).toEqual([1, 2, 3, 4, 5, 6]);
    expect(d.weights).toEqual([1n, 3n, 5n, 7n, 9n, 11n]);
    expect(d.total).toBe(36n);
    expect(d.leftover).toBe(0n);
    expect(d.depth).toBeUndefined();
  });
  it('refuses work over MAX_POOL_WORK with the exact message, before the work', () => {
    // 100 faces × 5000 kept × (5000·99 + 1) × 5000 steps.
    const work = 100 * 5000 * (5000 * 99 + 1) * 5000;
    expect(() => keepHighestSum(10_000, 5000, die(100))).toThrow(
      new DistributionError(`keeping 5000 of 10000 dice with 100 faces (span 99) needs ~${work.toExponential(1)} steps, over the limit ${MAX_POOL_WORK}`),
    );
  });
});

describe('negate', () => {
  it('reverses the outcomes and their weights, with 0 staying 0 (not -0)', () => {
    const d = negate(fromWeights([[-2, 1n], [0, 2n], [3, 4n]]));
    expect(d.outcomes).toEqual([-3, 0, 2]);
    expect(Object.is(d.outcomes[1], 0)).toBe(true);
    expect(d.weights).toEqual([4n, 2n, 1n]);
    expect(d.total).toBe(7n);
    expect(Object.isFrozen(d)).toBe(true);
  });
  it('keeps leftover and depth', () => {
    const d = negate({ ...fromWeights([[1, 1n], [2, 1n]]), leftover: 1n, total: 3n, depth: 2 });
    expect(d.leftover).toBe(1n);
    expect(d.total).toBe(3n);
    expect(d.depth).toBe(2);
    expect(d.outcomes).toEqual([-2, -1]);
  });
});
