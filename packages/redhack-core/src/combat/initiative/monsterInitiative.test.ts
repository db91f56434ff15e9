import { fraction, probability, seed } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { monsterFirstDistribution, monsterInitiativeCount, rollMonsterInitiative } from './monsterInitiative.js';

describe('monsterInitiativeCount', () => {
  it('places the fixed variants between the PC numbers', () => {
    expect(['standard', 'rogue', 'wizard', 'slow'].map((v) => monsterInitiativeCount(v as 'standard'))).toEqual([3.5, 4.5, 2.5, 0.75]);
    expect(monsterInitiativeCount(6, 5)).toBe(4.75);
  });
  it('refuses classic, a missing face and an unknown variant', () => {
    expect(() => monsterInitiativeCount('rogue', undefined, { edition: 'classic' })).toThrow(CombatInputError);
    expect(() => monsterInitiativeCount(8)).toThrow(CombatInputError);
    expect(() => monsterInitiativeCount('rogue', 3)).toThrow(CombatInputError);
    expect(() => monsterInitiativeCount('fast' as 'rogue')).toThrow(CombatInputError);
  });
});

describe('monsterFirstDistribution', () => {
  it('is certain for fixed variants and counts higher faces for a die', () => {
    expect(probability(monsterFirstDistribution('rogue', 4), 'monster')).toEqual(fraction(1n, 1n));
    expect(probability(monsterFirstDistribution('standard', 4), 'monster')).toEqual(fraction(0n, 1n));
    expect(probability(monsterFirstDistribution(6, 4), 'monster')).toEqual(fraction(2n, 6n));
    expect(probability(monsterFirstDistribution(8, 8), 'monster')).toEqual(fraction(0n, 1n));
  });
});

describe('rollMonsterInitiative', () => {
  it('uses no randomness for a fixed variant', () => {
    const r = seed(3);
    expect(rollMonsterInitiative(r, 'slow')).toEqual([0.75, r]);
    const [c] = rollMonsterInitiative(r, 4);
    expect([0.75, 1.75, 2.75, 3.75]).toContain(c);
  });
});
