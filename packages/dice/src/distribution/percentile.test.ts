import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { fractionToNumber } from './Fraction.js';
import { fromWeights } from './fromWeights.js';
import { percentile } from './percentile.js';
import { probabilityAtMost } from './probability.js';
import { sumOf } from './sumOf.js';

describe('percentile', () => {
  it('gives the median, the ends and exact boundaries', () => {
    const twoD6 = sumOf(2, die(6));
    expect(percentile(twoD6, 0.5)).toBe(7);
    expect(percentile(twoD6, 0)).toBe(2);
    expect(percentile(twoD6, 1)).toBe(12);
    expect(percentile(die(4), 0.5)).toBe(2); // P(X ≤ 2) = 1/2 exactly: the lower median
    expect(percentile(die(4), 0.5000001)).toBe(3);
    expect(percentile(die(20), 0.95)).toBe(19);
  });
  test.prop([fc.integer({ min: 1, max: 5 }), fc.integer({ min: 2, max: 10 }), fc.double({ min: 0, max: 1, noNaN: true })])(
    'returns the smallest x with P(X ≤ x) ≥ p',
    (n, s, p) => {
      const d = sumOf(n, die(s));
      const x = percentile(d, p);
      expect(fractionToNumber(probabilityAtMost(d, x))).toBeGreaterThanOrEqual(p - 1e-15);
      if (x > n) expect(fractionToNumber(probabilityAtMost(d, x - 1))).toBeLessThan(p + 1e-15);
    },
  );
  it('throws on p outside 0..1 or leftover mass', () => {
    expect(() => percentile(die(6), 1.01)).toThrow(DistributionError);
    expect(() => percentile(die(6), -0.1)).toThrow(DistributionError);
    expect(() => percentile(die(6), Number.NaN)).toThrow(DistributionError);
    expect(() => percentile({ ...die(6), leftover: 1n, total: 7n }, 0.5)).toThrow(DistributionError);
  });
});

describe('percentile (exact refusals and boundaries)', () => {
  it('names what is wrong with p, and a truncated distribution', () => {
    expect(() => percentile(die(6), '0.5' as unknown as number)).toThrow(new DistributionError('a percentile must be a number in 0..1, got string'));
    expect(() => percentile(die(6), 1.01)).toThrow(new DistributionError('percentile needs p in 0..1, got 1.01'));
    expect(() => percentile(die(6), -0.1)).toThrow(new DistributionError('percentile needs p in 0..1, got -0.1'));
    expect(() => percentile(die(6), Number.NaN)).toThrow(new DistributionError('percentile needs p in 0..1, got NaN'));
    expect(() => percentile({ ...die(6), leftover: 1n, total: 7n }, 0.5)).toThrow(new DistributionError('percentile of a truncated distribution (leftover 1/7) would be a guess'));
  });
  it('takes the first outcome whose cumulative weight reaches p exactly (weighted faces)', () => {
    const d = fromWeights([[1, 1n], [5, 2n], [9, 1n]]);
    expect(percentile(d, 0.25)).toBe(1);
    expect(percentile(d, 0.2500001)).toBe(5);
    expect(percentile(d, 0.75)).toBe(5);
    expect(percentile(d, 0.7500001)).toBe(9);
    expect(percentile(d, 1)).toBe(9);
  });
});
