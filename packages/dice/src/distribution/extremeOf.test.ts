import { describe, expect, it } from 'vitest';
import { constant } from './constant.js';
import { die } from './die.js';
import { DistributionError, MAX_POOL_WORK, type Distribution } from './Distribution.js';
import { extremeOf } from './extremeOf.js';
import { fromWeights } from './fromWeights.js';

const b = fromWeights([[0, 1n], [2, 3n], [5, 1n]]);

describe('extremeOf', () => {
  it('gives the highest of unlike dice: max(d2, {0, 2×3, 5}) over 10', () => {
    const d = extremeOf('highestOf', [die(2), b], true);
    expect(d.outcomes).toEqual([1, 2, 5]);
    expect(d.weights).toEqual([1n, 7n, 2n]);
    expect(d.total).toBe(10n);
    expect(d.leftover).toBe(0n);
    expect(d.depth).toBeUndefined();
  });
  it('gives the lowest of unlike dice in ascending order', () => {
    const d = extremeOf('lowestOf', [die(2), b], false);
    expect(d.outcomes).toEqual([0, 1, 2]);
    expect(d.weights).toEqual([2n, 4n, 4n]);
    expect(d.total).toBe(10n);
  });
  it('gives the highest and lowest of three dice (d2, d3, d3)', () => {
    // P(max ≤ m) = m·m·m / 18 capped per die: 1, 8, 18 → weights 1, 7, 10.
    expect(extremeOf('highestOf', [die(2), die(3), die(3)], true).weights).toEqual([1n, 7n, 10n]);
    // P(min ≥ m): 18, 2·2·1 = 4, 0 → weights 14, 4.
    const low = extremeOf('lowestOf', [die(2), die(3), die(3)], false);
    expect(low.outcomes).toEqual([1, 2]);
    expect(low.weights).toEqual([14n, 4n]);
  });
  it('leaves the mass of any cut-off input over, and keeps its depth', () => {
    const cut: Distribution<number> = { ...die(2), leftover: 1n, total: 3n, depth: 2 };
    const hi = extremeOf('highestOf', [die(2), cut], true);
    expect(hi.weights).toEqual([1n, 3n]);
    expect(hi.leftover).toBe(2n);
    expect(hi.total).toBe(6n);
    expect(hi.depth).toBe(2);
    const lo = extremeOf('lowestOf', [cut, die(2)], false);
    expect(lo.weights).toEqual([3n, 1n]);
    expect(lo.leftover).toBe(2n);
  });
  it('refuses no input with the exact message', () => {
    expect(() => extremeOf('highestOf', [], true)).toThrow(new DistributionError('highestOf needs at least one distribution'));
  });
  it('refuses work over MAX_POOL_WORK with the exact message', () => {
    // 5001 × 10,000 outcomes listed.
    const big = die(10_000);
    const ds = Array.from({ length: 5001 }, () => big);
    expect(() => extremeOf('lowestOf', ds, false)).toThrow(new DistributionError(`lowestOf of 5001 distributions needs ~5.0e+7 steps, over the limit ${MAX_POOL_WORK}`));
    // 8,000 one-outcome inputs: 8,000 outcomes listed, but 8,000 values × 8,000 inputs.
    const many = Array.from({ length: 8000 }, (_, i) => constant(i));
    expect(() => extremeOf('highestOf', many, true)).toThrow(new DistributionError(`highestOf of 8000 distributions needs ~6.4e+7 steps, over the limit ${MAX_POOL_WORK}`));
  });
});
