import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { enumerate } from '../../test/oracle.js';
import { smallDie } from '../../test/arbitraries.js';
import { add } from './add.js';
import { constant } from './constant.js';
import { DistributionError, type Distribution } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { die } from './die.js';
import { sumOf } from './sumOf.js';
import { probabilityAtLeast, probability } from './probability.js';
import { mean } from './mean.js';
import { fractionToNumber } from './Fraction.js';
import { explode } from './explode.js';

describe('sumOf', () => {
  it('gives P(2d6 ≥ 7) = 7/12', () => {
    expect(probabilityAtLeast(sumOf(2, die(6)), 7)).toEqual({ num: 7n, den: 12n });
  });
  it('gives 1000d6 exact weights and mean 3500', () => {
    const d = sumOf(1000, die(6));
    expect(d.outcomes.length).toBe(5001);
    expect(d.total).toBe(6n ** 1000n);
    expect(mean(d)).toEqual({ num: 3500n, den: 1n });
    expect(fractionToNumber(probability(d, 3500))).toBeCloseTo(0.00736, 4);
    expect(fractionToNumber(probability(d, 1000))).toBe(0); // 6^-1000 underflows a double, without NaN
  });
  test.prop([fc.integer({ min: 0, max: 4 }), smallDie()])('matches brute-force enumeration for any small die', (n, d) => {
    expect(sumOf(n, d)).toEqual(enumerate(n, d, (fs) => fs.reduce((a, b) => a + b, 0)));
  });
  test.prop([fc.integer({ min: 1, max: 30 }), smallDie()])('equals repeated add', (n, d) => {
    let acc: Distribution<number> = constant(0);
    for (let i = 0; i < n; i++) acc = add(acc, d);
    expect(sumOf(n, d)).toEqual(acc);
  });
  it('handles gaps between faces and weights that do not start at 1', () => {
    expect(sumOf(2, fromWeights([[0, 2], [3, 1]]))).toEqual(fromWeights([[0, 4], [3, 4], [6, 1]]));
  });
  it('carries leftover mass', () => {
    const t = { ...die(2), leftover: 1n, total: 3n, depth: 4 };
    const d = sumOf(2, t);
    expect([d.outcomes, d.weights, d.total, d.leftover, d.depth]).toEqual([[2, 3, 4], [1n, 2n, 1n], 9n, 5n, 4]);
  });
  test.prop([fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 1, max: 3 })])(
    'equals repeated add for uniform dice (the three-term recurrence)',
    (n, sides, low, weight) => {
      const d = fromWeights(Array.from({ length: sides }, (_, i) => [low + i, weight] as const));
      let acc: Distribution<number> = constant(0);
      for (let i = 0; i < n; i++) acc = add(acc, d);
      expect(sumOf(n, d)).toEqual(acc);
    },
  );
  it('refuses sums whose estimated work is over MAX_POOL_WORK before starting', () => {
    expect(() => sumOf(1000, die(1000))).toThrow(DistributionError);
    expect(() => sumOf(1000, die(1000))).toThrow(/the sum of 1000 dice with 1000 faces needs ~1\.9e\+8 steps, over the limit 50000000/);
    expect(() => sumOf(5000, die(100))).toThrow(DistributionError);
    const chain = explode(die(6), (x) => x === 6, { mode: 'explode', depth: 100 });
    expect(() => sumOf(20, chain)).toThrow(DistributionError);
  });
  it('still computes 300d1000 (just under the work limit) exactly', () => {
    const d = sumOf(300, die(1000));
    expect(d.outcomes.length).toBe(299_701);
    expect(d.total).toBe(1000n ** 300n);
    expect([d.weights[0], d.weights[1], d.weights[2]]).toEqual([1n, 300n, 45_150n]); // C(n+j−1, j)
    expect(d.weights[150_000]).toBe(d.weights[149_700]); // symmetric around 150,350
  });
  it('allows a sum of exactly MAX_OUTCOMES possible values and refuses one more', () => {
    // Three dice showing 1 or 333,334 span 3..1,000,002: 1,000,000 values, the limit itself.
    const wide = fromWeights(new Map([[1, 1n], [333_334, 1n]]));
    const three = sumOf(3, wide);
    expect(three.outcomes).toEqual([3, 333_336, 666_669, 1_000_002]);
    expect(probability(three, 1_000_002)).toEqual({ num: 1n, den: 8n });
    // Two dice showing 1 or 500,001 span 2..1,000,002: one value too many.
    const wider = fromWeights(new Map([[1, 1n], [500_001, 1n]]));
    expect(() => sumOf(2, wider)).toThrow(new DistributionError('2 copies would exceed 1000000 outcomes'));
  });
  it('throws on a count out of range', () => {
    expect(() => sumOf(-1, die(6))).toThrow(DistributionError);
    expect(() => sumOf(10_001, die(6))).toThrow(DistributionError);
  });
  it('names the count and the argument in its refusals', () => {
    expect(() => sumOf(-1, die(6))).toThrow(new DistributionError('sumOf needs a count in 0..10000, got -1'));
    expect(() => sumOf(10_001, die(6))).toThrow(new DistributionError('sumOf needs a count in 0..10000, got 10001'));
    expect(() => sumOf(2, null as unknown as Distribution<number>)).toThrow(new DistributionError('sumOf needs a Distribution (outcomes, weights, total, leftover), got null'));
    expect(sumOf(10_000, constant(1)).outcomes).toEqual([10_000]);
  });
  it('gives 0 for no dice and the die itself for one, leftover included', () => {
    const cut: Distribution<number> = { ...fromWeights([[1, 1n], [3, 1n]]), leftover: 2n, total: 4n, depth: 3 };
    const none = sumOf(0, cut);
    expect(none.outcomes).toEqual([0]);
    expect(none.weights).toEqual([1n]);
    expect(none.leftover).toBe(0n);
    expect(none.depth).toBe(3);
    const one = sumOf(1, cut);
    expect(one.outcomes).toEqual([1, 3]);
    expect(one.leftover).toBe(2n);
    expect(one.total).toBe(4n);
  });
  it('sums leftover-only dice to leftover only', () => {
    const lost: Distribution<number> = { outcomes: [], weights: [], total: 2n, leftover: 2n };
    const d = sumOf(3, lost);
    expect(d.outcomes).toEqual([]);
    expect(d.total).toBe(8n);
    expect(d.leftover).toBe(8n);
  });
  it('gives worked weights of 3d{1, 2×2} (not uniform, not mirrored) and 3d4 (mirrored)', () => {
    // (x + 2x²)³ = x³ + 6x⁴ + 12x⁵ + 8x⁶.
    expect(sumOf(3, fromWeights([[1, 1n], [2, 2n]])).weights).toEqual([1n, 6n, 12n, 8n]);
    // (2 + x + 2x²)²: mirrored weights, not uniform.
    expect(sumOf(2, fromWeights([[0, 2n], [1, 1n], [2, 2n]])).weights).toEqual([4n, 4n, 9n, 4n, 4n]);
    expect(sumOf(3, die(4)).weights).toEqual([1n, 3n, 6n, 10n, 12n, 12n, 10n, 6n, 3n, 1n]);
    expect(sumOf(2, fromWeights([[0, 1n], [2, 1n]])).weights).toEqual([1n, 2n, 1n]);
  });
});
