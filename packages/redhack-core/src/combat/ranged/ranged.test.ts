import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { samplerPValue } from '../chi.js';
import { RANGE_BANDS, ammunitionDistribution, ammunitionRecoveryDistribution, bystanderHit, firingIntoMeleeDistribution, rollAmmunition, rollAmmunitionRecovery } from './ranged.js';

describe('bystanderHit', () => {
  it('subtracts 8 from the roll against a monster-AC bystander', () => {
    expect(bystanderHit(12, { ac: 3, monsterAc: true })).toBe(true);
    expect(bystanderHit(11, { ac: 3, monsterAc: true })).toBe(false);
    expect(bystanderHit(16, { ac: 15 })).toBe(true);
  });
});

describe('firingIntoMeleeDistribution', () => {
  it('sends a miss above the bystander AC into the bystander', () => {
    // DEX 10 vs AC 4: hits 5..10; misses 11..19 over 3 + 8 hit the monster-AC 3 bystander (12..19)
    const d = firingIntoMeleeDistribution({ attribute: 10, ac: 4 }, { ac: 3, monsterAc: true });
    expect(probability(d, 'hit')).toEqual(fraction(6n, 20n));
    expect(probability(d, 'bystander')).toEqual(fraction(8n, 20n));
  });
});

describe('ammunitionDistribution', () => {
  it('rolls once per shot with disadvantage in classic, once per round in draft31', () => {
    expect(probability(ammunitionDistribution(12, 2, { edition: 'classic' }), 12)).toEqual(fraction(100n * 100n, 144n * 144n));
    expect(probability(ammunitionDistribution(12, 2), 12)).toEqual(fraction(100n, 144n));
    expect(probability(ammunitionDistribution(12, 1), 10)).toEqual(fraction(1n, 6n));
    expect(probability(ammunitionDistribution(20, 0), 20)).toEqual(fraction(1n, 1n));
  });
  it('refuses a die off the usage ladder', () => {
    expect(() => ammunitionDistribution(7 as 4, 1)).toThrow(CombatInputError);
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    expect(samplerPValue(ammunitionDistribution(6, 3, { edition: 'classic' }), (r) => {
      const [a, n] = rollAmmunition(r, 6, 3, { edition: 'classic' });
      return [a.ammo, n];
    })).toBeGreaterThan(1e-6);
  });
});

describe('RANGE_BANDS', () => {
  it('lists five bands per edition', () => {
    expect(RANGE_BANDS.classic.map((b) => b.name)).toEqual(['Close', 'Near', 'Far', 'Distant', 'Elsewhere']);
    expect(RANGE_BANDS.draft31.map((b) => b.squares)).toEqual([2, 6, 12, 18, 24]);
  });
});

describe('ammunitionRecoveryDistribution', () => {
  const classic = { edition: 'classic' } as const;
  it('rerolls each step of the fight once on the die that stepped, a 3+ undoing it', () => {
    expect(probability(ammunitionRecoveryDistribution(10, 1, classic), 12)).toEqual(fraction(10n, 12n));
    expect(probability(ammunitionRecoveryDistribution('exhausted', 2, classic), 6)).toEqual(fraction(2n * 4n, 4n * 6n));
    expect(() => ammunitionRecoveryDistribution(20, 1, classic)).toThrow(CombatInputError);
    expect(() => ammunitionRecoveryDistribution(10, 1)).toThrow(CombatInputError);
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    expect(samplerPValue(ammunitionRecoveryDistribution(6, 3, classic), (r) => {
      const [a, n] = rollAmmunitionRecovery(r, 6, 3, classic);
      return [a.ammo, n];
    })).toBeGreaterThan(1e-6);
  });
});
