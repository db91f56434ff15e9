import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { samplerPValue } from '../chi.js';
import { defenceDamageDistribution, defenceDistribution, resolveDefence, rollDefence } from './defence.js';
import { npcShieldAttackDistribution, resolveShieldBlock, rollShieldBlock, shieldBlockDistribution } from './shield.js';

const classic = { edition: 'classic' } as const;

describe('defenceDistribution', () => {
  it('gives an unarmoured DEX 14 PC against a 6 HD monster 9/20 (7–14 or a natural 20)', () => {
    expect(probability(defenceDistribution({ ac: 14, hd: 6 }, classic), 'dodged')).toEqual(fraction(9n, 20n));
    expect(probability(defenceDistribution({ ac: 14, hd: 6 }, classic), 'critical')).toEqual(fraction(1n, 20n));
  });
  it('lets a draft31 helm turn a critical into a hit on a CON save at difficulty 2 (R65)', () => {
    const d = defenceDistribution({ ac: 14, hd: 6, helm: true, con: 12 });
    // a natural 1 (1/20) then the save succeeds on 3..12 or 20 (11/20)
    expect(probability(d, 'critical')).toEqual(fraction(9n, 400n));
  });
  it('makes a broken foe attack as 1 HD and a draft31 monster defend on 10 + AC', () => {
    expect(probability(defenceDistribution({ ac: 10, hd: 6, attackerBroken: true }), 'dodged')).toEqual(fraction(10n, 20n));
    expect(probability(defenceDistribution({ ac: 3, hd: 4, monsterDefender: true }), 'dodged')).toEqual(fraction(10n, 20n));
  });
  it('refuses a negative HD', () => {
    expect(() => defenceDistribution({ ac: 14, hd: -1 })).toThrow(CombatInputError);
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    const spec = { ac: 12, hd: 4, helm: true, advantage: 1 };
    expect(samplerPValue(defenceDistribution(spec), (r) => {
      const [d, n] = rollDefence(r, spec);
      return [d.outcome, n];
    })).toBeGreaterThan(1e-6);
  });
});

describe('resolveDefence', () => {
  it('doubles the damage on a natural 1 (two damage rolls)', () => {
    const r = resolveDefence({ d20: [1], damage: [4, 2] }, { ac: 14, hd: 6 }, classic);
    expect([r.outcome, r.damage]).toEqual(['critical', 6]);
  });
  it('asks for the helm save only after a natural 1', () => {
    expect(resolveDefence({ d20: [1], helmSave: 15, damage: [4] }, { ac: 14, hd: 6, helm: true, con: 15 }).outcome).toBe('hit');
    expect(() => resolveDefence({ d20: [10], helmSave: 15, damage: [] }, { ac: 14, hd: 6, helm: true })).toThrow(CombatInputError);
  });
});

describe('defenceDamageDistribution', () => {
  it('matches the sampler (chi-square, fixed seed)', () => {
    const spec = { ac: 11, hd: 3, damage: { count: 1, sides: 8 } };
    expect(samplerPValue(defenceDamageDistribution(spec), (r) => {
      const [d, n] = rollDefence(r, spec);
      return [d.damage, n];
    })).toBeGreaterThan(1e-6);
  });
});

describe('shieldBlockDistribution', () => {
  it('blocks on STR 13 vs HD 4 half the time, and sunders on a successful reroll', () => {
    const d = shieldBlockDistribution({ str: 13, hd: 4 });
    expect(probability(d, 'blocked')).toEqual(fraction(1n, 2n));
    expect(probability(d, 'sundered')).toEqual(fraction(1n, 4n));
    expect(resolveShieldBlock([2, 12], { str: 13, hd: 4 })).toBe('sundered');
  });
  it('is not a classic rule', () => {
    expect(() => shieldBlockDistribution({ str: 13, hd: 4 }, classic)).toThrow(CombatInputError);
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    const spec = { str: 12, hd: 5 };
    expect(samplerPValue(shieldBlockDistribution(spec), (r) => rollShieldBlock(r, spec))).toBeGreaterThan(1e-6);
  });
});

describe('npcShieldAttackDistribution', () => {
  it('keeps the worse of the roll against AC and the roll against HD', () => {
    const d = npcShieldAttackDistribution({ attribute: 14, ac: 3 }, 9);
    // both must succeed: (11/20 + 1/20)·(5/20 + 1/20) hit or better; critical needs two natural 20s
    expect(probability(d, 'critical')).toEqual(fraction(1n, 400n));
    expect(probability(d, 'miss')).toEqual(fraction(400n - 12n * 6n, 400n));
  });
});
