import { fraction, probability, seed } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { MoraleError } from '../errors.js';
import { intimidateDistribution, resolveIntimidate, rollIntimidate } from './intimidate.js';

describe('intimidateDistribution', () => {
  it('multiplies the CHA test by the immediate morale test (CHA 13 vs HD 3, morale 7 after one test)', () => {
    // CHA test: faces 4..13 and 20 = 11/20; morale 7 after one test breaks on 2d6 > 6 = 21/36 = 7/12
    const d = intimidateDistribution(Object.freeze({ cha: 13, hd: 3, morale: 7, testsTaken: 1 }));
    expect(probability(d, 'broken')).toEqual(fraction(77n, 240n));
    expect(probability(d, 'resisted')).toEqual(fraction(9n, 20n));
  });
  it('allows the third test but not a fourth, and only in draft31', () => {
    expect(() => intimidateDistribution({ cha: 13, hd: 3, morale: 7, testsTaken: 2 })).not.toThrow();
    expect(() => intimidateDistribution({ cha: 13, hd: 3, morale: 7, testsTaken: 3 })).toThrow(MoraleError);
    expect(() => intimidateDistribution({ cha: 13, hd: 3, morale: 7 }, { edition: 'classic' })).toThrow(MoraleError);
  });
});

describe('resolveIntimidate and rollIntimidate', () => {
  it('succeeds over the HD and at or under CHA', () => {
    expect([3, 4, 13, 14, 20].map((f) => resolveIntimidate(f, { cha: 13, hd: 3, morale: 7 }))).toEqual([false, true, true, false, true]);
    const [ok] = rollIntimidate(seed(2), { cha: 13, hd: 3, morale: 7 });
    expect(typeof ok).toBe('boolean');
  });
});
