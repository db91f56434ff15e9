import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DistributionError } from '../distribution/Distribution.js';
import { chiSquareSurvival } from './chiSquareSurvival.js';

/** Closed form for even k: Q(k/2, x/2) = e^{-x/2} Σ_{j<k/2} (x/2)^j / j!. */
function evenTail(x: number, k: number): number {
  let term = 1;
  let sum = 1;
  for (let j = 1; j < k / 2; j++) {
    term *= x / 2 / j;
    sum += term;
  }
  return Math.exp(-x / 2) * sum;
}

describe('chiSquareSurvival', () => {
  it.each([
    [3.841458820694124, 1, 0.05],
    [18.307038053275146, 10, 0.05],
    [11.070497693516351, 5, 0.05],
    [6.6348966010212145, 1, 0.01],
    [16.266236196238129, 3, 0.001],
    [124.34211340400407, 100, 0.05],
    [0.454936423119572, 1, 0.5],
  ])('gives the tabulated tail at x=%d, k=%d', (x, k, p) => {
    expect(chiSquareSurvival(x, k)).toBeCloseTo(p, 10);
  });
  it.each([100, 1000, 5000])('agrees with the Wilson–Hilferty approximation for k = %d', (k) => {
    // (X/k)^(1/3) ≈ Normal(1 − 2/(9k), 2/(9k)); at the cube of the mean the tail is ≈ 1/2
    const x = k * (1 - 2 / (9 * k)) ** 3;
    expect(chiSquareSurvival(x, k)).toBeCloseTo(0.5, 2);
    expect(chiSquareSurvival(k + 5 * Math.sqrt(2 * k), k)).toBeLessThan(1e-4);
  });
  it('is 1 at 0 and 0 at infinity', () => {
    expect(chiSquareSurvival(0, 4)).toBe(1);
    expect(chiSquareSurvival(Infinity, 4)).toBe(0);
  });
  it('is tiny but positive far in the tail', () => {
    const p = chiSquareSurvival(200, 10);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-30);
  });
  test.prop([fc.double({ min: 0, max: 400, noNaN: true }), fc.integer({ min: 1, max: 60 })])(
    'matches the closed form for even degrees of freedom',
    (x, half) => {
      expect(chiSquareSurvival(x, 2 * half)).toBeCloseTo(evenTail(x, 2 * half), 12);
    },
  );
  test.prop([fc.double({ min: 0, max: 200, noNaN: true }), fc.double({ min: 0, max: 200, noNaN: true }), fc.integer({ min: 1, max: 300 })])(
    'decreases in x',
    (a, b, k) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      // Monotone up to the series' rounding: relative 1e-12 (two x 5e-15 apart once differed by 2.4e-14).
      const upper = chiSquareSurvival(hi, k);
      expect(chiSquareSurvival(lo, k)).toBeGreaterThanOrEqual(upper - 1e-12 * upper - 1e-15);
    },
  );
  it('throws on bad input', () => {
    expect(() => chiSquareSurvival(-1, 2)).toThrow(DistributionError);
    expect(() => chiSquareSurvival(Number.NaN, 2)).toThrow(DistributionError);
    expect(() => chiSquareSurvival(1, 0)).toThrow(DistributionError);
    expect(() => chiSquareSurvival(1, 1.5)).toThrow(DistributionError);
  });
});
