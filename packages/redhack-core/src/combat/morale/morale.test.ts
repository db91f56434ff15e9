import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { MoraleError } from '../errors.js';
import { samplerPValue } from '../chi.js';
import { moraleDistribution, resolveMorale, rollMorale } from './morale.js';

describe('moraleDistribution', () => {
  it('breaks morale 7 on 2d6 > 7 (5/12), and after one test on > 6 (7/12)', () => {
    expect(probability(moraleDistribution({ morale: 7 }), 'broken')).toEqual(fraction(5n, 12n));
    expect(probability(moraleDistribution({ morale: 7, testsTaken: 1 }), 'broken')).toEqual(fraction(7n, 12n));
  });
  it('allows a third test only with intimidation, and never a fourth', () => {
    expect(() => moraleDistribution({ morale: 7, testsTaken: 2 })).toThrow(MoraleError);
    expect(probability(moraleDistribution({ morale: 7, testsTaken: 2, intimidated: true }), 'broken')).toEqual(fraction(26n, 36n));
    expect(() => moraleDistribution({ morale: 7, testsTaken: 3, intimidated: true })).toThrow(MoraleError);
  });
  it('refuses a PC', () => {
    expect(() => moraleDistribution({ morale: 7, pc: true })).toThrow(MoraleError);
  });
  it('uses the classic PC CHA test when given (a success breaks the foes)', () => {
    expect(probability(moraleDistribution({ morale: 7, cha: 12 }, { edition: 'classic' }), 'broken')).toEqual(fraction(12n, 20n));
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    expect(samplerPValue(moraleDistribution({ morale: 8, testsTaken: 1 }), (r) => {
      const [m, n] = rollMorale(r, { morale: 8, testsTaken: 1 });
      return [m.outcome, n];
    })).toBeGreaterThan(1e-6);
  });
});

describe('resolveMorale', () => {
  it('holds on or under the morale', () => {
    expect(resolveMorale([3, 4], { morale: 7 })).toBe('holds');
    expect(resolveMorale([4, 4], { morale: 7 })).toBe('broken');
  });
});
