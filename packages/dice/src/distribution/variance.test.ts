import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { fractionToNumber } from './Fraction.js';
import { fromWeights } from './fromWeights.js';
import { sumOf } from './sumOf.js';
import { variance } from './variance.js';

const truncated = { ...die(6), leftover: 1n, total: 7n };

describe('variance', () => {
  it('gives 35/12 for a d6 and 35/4 for 3d6', () => {
    expect(variance(die(6))).toEqual({ num: 35n, den: 12n });
    expect(variance(sumOf(3, die(6)))).toEqual({ num: 35n, den: 4n });
  });
  test.prop([fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 6 })])(
    'is additive over independent dice (Var[nDs] = n·(s²−1)/12)',
    (s, n) => {
      const v = variance(sumOf(n, die(s)));
      expect(v.num * 12n).toBe(BigInt(n * (s * s - 1)) * v.den);
    },
  );
  test.prop([fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 1, max: 9 })), { minLength: 1 })])(
    'matches the floating-point definition',
    (pairs) => {
      const d = fromWeights(pairs);
      const t = Number(d.total);
      const m = d.outcomes.reduce((s, x, i) => s + x * Number(d.weights[i]), 0) / t;
      const v = d.outcomes.reduce((s, x, i) => s + (x - m) ** 2 * Number(d.weights[i]), 0) / t;
      expect(fractionToNumber(variance(d))).toBeCloseTo(v, 8);
    },
  );
  it('throws on leftover mass or non-integer outcomes', () => {
    expect(() => variance(truncated)).toThrow(DistributionError);
    expect(() => variance(fromWeights([[0.5, 1]]))).toThrow(DistributionError);
  });
});
