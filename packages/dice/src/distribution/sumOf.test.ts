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
  it('throws on a count out of range', () => {
    expect(() => sumOf(-1, die(6))).toThrow(DistributionError);
    expect(() => sumOf(10_001, die(6))).toThrow(DistributionError);
  });
});
