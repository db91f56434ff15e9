import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { mode } from './mode.js';
import { sumOf } from './sumOf.js';

describe('mode', () => {
  it('returns the single most likely outcome', () => {
    expect(mode(sumOf(2, die(6)))).toEqual([7]);
  });
  it('returns every tied outcome in order', () => {
    expect(mode(sumOf(3, die(6)))).toEqual([10, 11]);
    expect(mode(die(4))).toEqual([1, 2, 3, 4]);
    expect(mode(fromWeights([['b', 2], ['a', 2], ['c', 1]]))).toEqual(['b', 'a']);
  });
  it('throws on leftover mass', () => {
    expect(() => mode({ ...die(6), leftover: 1n, total: 7n })).toThrow(DistributionError);
  });
});
