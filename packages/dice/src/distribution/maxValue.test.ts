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
  it('refuses a last outcome that is undefined (a malformed distribution) instead of returning it', () => {
    const bad = { outcomes: [undefined as unknown as number], weights: [1n], total: 1n, leftover: 0n };
    expect(() => maxValue(bad)).toThrow(new DistributionError('maxValue of an empty distribution'));
  });
});
