import { describe, expect, it } from 'vitest';
import { logGamma, regularizedGammaQ } from './gamma.js';

/** Expects `actual` within a relative `tol` of `expected`. */
const near = (actual: number, expected: number, tol = 1e-13): void => {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tol * Math.abs(expected));
};
/** Q(n, x) for whole n in closed form: e^{-x} Σ_{k<n} x^k / k!. */
const wholeQ = (n: number, x: number): number => {
  let term = 1;
  let sum = 1;
  for (let k = 1; k < n; k++) sum += (term *= x / k);
  return Math.exp(-x) * sum;
};

describe('logGamma', () => {
  it('gives ln Γ at half and whole arguments', () => {
    near(logGamma(0.5), 0.5 * Math.log(Math.PI));
    near(logGamma(1.5), Math.log(Math.sqrt(Math.PI) / 2));
    expect(Math.abs(logGamma(1))).toBeLessThan(1e-14);
    expect(Math.abs(logGamma(2))).toBeLessThan(1e-14);
    near(logGamma(5), Math.log(24));
    near(logGamma(10), Math.log(362880));
    near(logGamma(100), 359.1342053695754);
  });
});

describe('regularizedGammaQ', () => {
  it('is exactly 1 at x = 0 and exactly 0 at x = ∞', () => {
    expect(regularizedGammaQ(0.5, 0)).toBe(1);
    expect(regularizedGammaQ(3, Infinity)).toBe(0);
  });

  it('is e^{-x} for a = 1 on both sides of x = a + 1', () => {
    for (const x of [1e-10, 0.5, 1.999, 2, 3, 30]) near(regularizedGammaQ(1, x), Math.exp(-x));
  });

  it('is erfc(√x) for a = 1/2', () => {
    near(regularizedGammaQ(0.5, 0.25), 0.4795001221869535); // erfc(1/2)
    near(regularizedGammaQ(0.5, 4), 0.004677734981047266); // erfc(2)
    near(regularizedGammaQ(0.5, 1e-10), 0.9999887162083294, 1e-15);
  });

  it('matches the closed form for whole a, series and continued fraction alike', () => {
    for (const [a, x] of [[3, 1], [3, 4], [3, 10], [50, 40], [50, 60], [2, 700]] as const) near(regularizedGammaQ(a, x), wholeQ(a, x), 1e-12);
  });

  it('stays inside [0, 1] next to its limits', () => {
    const q = regularizedGammaQ(0.5, 1e-300);
    expect(q).toBeLessThanOrEqual(1);
    expect(q).toBeGreaterThan(0.999999);
    const tail = regularizedGammaQ(1, 745);
    expect(tail).toBeGreaterThanOrEqual(0);
    expect(tail).toBeLessThan(1e-300);
  });
});
