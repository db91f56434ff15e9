import { describe, expect, it } from 'vitest';
import { constant } from './constant.js';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { standardDeviation } from './standardDeviation.js';
import { sumOf } from './sumOf.js';

describe('standardDeviation', () => {
  it('is √(35/12) for a d6 and 0 for a constant', () => {
    expect(standardDeviation(die(6))).toBeCloseTo(Math.sqrt(35 / 12), 14);
    expect(standardDeviation(constant(4))).toBe(0);
  });
  it('is finite for 1000d6 (huge weights)', () => {
    expect(standardDeviation(sumOf(1000, die(6)))).toBeCloseTo(Math.sqrt((1000 * 35) / 12), 10);
  });
  it('throws on leftover mass', () => {
    expect(() => standardDeviation({ ...die(6), leftover: 1n, total: 7n })).toThrow(DistributionError);
  });
});
