import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { minValue } from './minValue.js';
import { sumOf } from './sumOf.js';

describe('minValue', () => {
  it('returns the smallest outcome', () => {
    expect(minValue(sumOf(3, die(6)))).toBe(3);
    expect(minValue(fromWeights([[5, 1], [-2, 3], [0, 0]]))).toBe(-2);
  });
  it('throws on leftover mass', () => {
    expect(() => minValue({ ...die(6), leftover: 1n, total: 7n })).toThrow(DistributionError);
  });
});
