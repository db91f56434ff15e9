import { describe, expect, it } from 'vitest';
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
});
