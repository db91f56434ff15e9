import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { maxValue } from './maxValue.js';
import { sumOf } from './sumOf.js';

describe('maxValue', () => {
  it('returns the largest outcome', () => {
    expect(maxValue(sumOf(3, die(6)))).toBe(18);
    expect(maxValue(fromWeights([[5, 1], [-2, 3], [9, 0]]))).toBe(5);
  });
  it('throws on leftover mass', () => {
    expect(() => maxValue({ ...die(6), leftover: 1n, total: 7n })).toThrow(DistributionError);
  });
});
