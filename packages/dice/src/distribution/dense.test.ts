import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError, MAX_POOL_WORK } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { convolve, fromDense, toDense } from './dense.js';

describe('toDense', () => {
  it('spreads the weights over min..max, with 0 in the gaps', () => {
    expect(toDense(fromWeights([[-1, 2n], [2, 3n]]))).toEqual({ min: -1, w: [2n, 0n, 0n, 3n] });
    expect(toDense(die(3))).toEqual({ min: 1, w: [1n, 1n, 1n] });
  });
  it('gives no weights for a distribution of leftover only', () => {
    expect(toDense({ outcomes: [], weights: [], total: 1n, leftover: 1n })).toEqual({ min: 0, w: [] });
  });
  it('refuses non-integer outcomes and ranges over MAX_OUTCOMES', () => {
    expect(() => toDense(fromWeights([[0.5, 1n]]))).toThrow(new DistributionError('dense form needs integer outcomes, got 0.5'));
    expect(() => toDense(fromWeights([[0, 1n], [1_000_000, 1n]]))).toThrow(new DistributionError('range 0..1000000 exceeds 1000000 outcomes'));
    expect(toDense(fromWeights([[1, 1n], [1_000_000, 1n]])).w.length).toBe(1_000_000);
  });
});

describe('fromDense', () => {
  it('drops zero weights and adds the leftover to the total', () => {
    const d = fromDense({ min: -2, w: [0n, 3n, 0n, 1n] }, 2n, 5);
    expect(d.outcomes).toEqual([-1, 1]);
    expect(d.weights).toEqual([3n, 1n]);
    expect(d.total).toBe(6n);
    expect(d.leftover).toBe(2n);
    expect(d.depth).toBe(5);
    expect(fromDense({ min: 0, w: [1n] }).depth).toBeUndefined();
  });
  it('takes leftover alone, and refuses nothing at all', () => {
    expect(fromDense({ min: 0, w: [0n] }, 1n).total).toBe(1n);
    expect(() => fromDense({ min: 0, w: [0n, 0n] })).toThrow(new DistributionError('empty distribution'));
  });
});

describe('convolve', () => {
  it('gives the distribution of the sum', () => {
    expect(convolve({ min: 1, w: [1n, 1n] }, { min: -1, w: [2n, 0n, 1n] })).toEqual({ min: 0, w: [2n, 2n, 1n, 1n] });
  });
  it('gives nothing when either side has nothing', () => {
    expect(convolve({ min: 3, w: [] }, { min: 1, w: [1n] })).toEqual({ min: 0, w: [] });
    expect(convolve({ min: 1, w: [1n] }, { min: 3, w: [] })).toEqual({ min: 0, w: [] });
  });
  it('refuses a sum over MAX_OUTCOMES outcomes, and allows one of exactly that many', () => {
    const ends = (n: number): { min: number; w: bigint[] } => {
      const w = new Array<bigint>(n).fill(0n);
      w[0] = 1n;
      w[n - 1] = 1n;
      return { min: 0, w };
    };
    expect(() => convolve(ends(500_001), ends(500_001))).toThrow(new DistributionError('a sum would exceed 1000000 outcomes'));
    // 500,000 + 500,001 − 1 = 1,000,000 outcomes: at the limit.
    expect(convolve(ends(500_000), ends(500_001)).w.length).toBe(1_000_000);
  });
  it('refuses work over MAX_POOL_WORK, counting only the non-zero weights of the first side', () => {
    const a = { min: 0, w: new Array<bigint>(10_000).fill(1n) };
    // 10^4 × 10^4 multiply-adds of one-word weights: 10^8 × (8 + 1/4).
    expect(() => convolve(a, a)).toThrow(new DistributionError(`a sum of 10000 and 10000 outcomes needs ~8.3e+8 steps, over the limit ${MAX_POOL_WORK}`));
    const sparse = { min: 0, w: [1n, ...new Array<bigint>(9_998).fill(0n), 1n] };
    expect(convolve(sparse, a).w.length).toBe(19_999);
  });
});
