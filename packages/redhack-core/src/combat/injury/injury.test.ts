import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { samplerPValue } from '../chi.js';
import { applyDamage, classicInjuryDistribution, keepFightingDistribution, mortalWoundDistribution, npcInjuryDistribution, pcInjuryAfter, resolveClassicInjury, rollClassicInjury } from './injury.js';

describe('classicInjuryDistribution', () => {
  it('rolls the d6 table and a survivor gains 1d4 HP', () => {
    expect(probability(classicInjuryDistribution(), 'Doomed')).toEqual(fraction(1n, 6n));
    expect(resolveClassicInjury(2, 3)).toEqual({ label: 'Wounded', hpGained: 3, face: 2 });
    expect(resolveClassicInjury(6, 3).hpGained).toBe(0);
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    expect(samplerPValue(classicInjuryDistribution(), (r) => {
      const [i, n] = rollClassicInjury(r);
      return [i.label, n];
    })).toBeGreaterThan(1e-6);
  });
});

describe('mortalWoundDistribution', () => {
  it('ends a ud4 clock on the first check half the time', () => {
    expect(probability(mortalWoundDistribution(4), 1)).toEqual(fraction(1n, 2n));
  });
});

describe('applyDamage', () => {
  it('moves damage past 0 HP onto CON in draft31 and asks for a CON test', () => {
    expect(applyDamage({ hp: 2, con: 12 }, 5)).toEqual({ hp: 0, con: 9, conLost: 3, down: true, dead: false, conTest: true });
    expect(applyDamage({ hp: 2, con: 3 }, 9).dead).toBe(true);
  });
  it('stops at 0 HP in classic', () => {
    expect(applyDamage({ hp: 2, con: 12 }, 5, { edition: 'classic' })).toEqual({ hp: 0, con: 12, conLost: 0, down: true, dead: false, conTest: false });
  });
  it('refuses negative damage and never mutates its input', () => {
    const v = Object.freeze({ hp: 5, con: 10 });
    expect(() => applyDamage(v, -1)).toThrow(CombatInputError);
    expect(applyDamage(v, 1).hp).toBe(4);
  });
});

describe('keepFightingDistribution', () => {
  it('is a CON test at the new value', () => {
    expect(probability(keepFightingDistribution(9), 'fights')).toEqual(fraction(9n, 20n));
  });
});

describe('pcInjuryAfter', () => {
  it('reads CON lost 3 → Stunned, 6 → Injury, 10 → Maimed, all → Doomed', () => {
    expect([pcInjuryAfter(3, 14), pcInjuryAfter(6, 14), pcInjuryAfter(10, 14), pcInjuryAfter(14, 14)].map((x) => x.label)).toEqual(['Stunned', 'Injury', 'Maimed', 'Doomed']);
  });
  it('applies healing first and abandonment after', () => {
    expect(pcInjuryAfter(6, 14, { healed: 3 }).label).toBe('Stunned');
    expect(pcInjuryAfter(3, 14, { abandoned: true }).label).toBe('Wound');
  });
});

describe('npcInjuryDistribution', () => {
  it('adds 1 when abandoned (clamped at 6)', () => {
    expect(probability(npcInjuryDistribution({ abandoned: true }), 'Doomed')).toEqual(fraction(2n, 6n));
  });
});
