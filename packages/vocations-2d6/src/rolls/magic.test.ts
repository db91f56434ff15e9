import { describe, expect, it } from 'vitest';
import { MagicError } from '../errors/errors.js';
import { SAMPLE_SPELLS, castDistribution, castEffectDistribution, findSpell, recoverEther, resolveCast, rollCast, spellCost, spendEther } from './magic.js';
import { deepFreeze, expectFits, p } from '../testing.js';

describe('spellCost', () => {
  it('costs Healing Hands 1, Magic Dart 2, Flammeria 3 (V14)', () => {
    expect([SAMPLE_SPELLS.healingHands, SAMPLE_SPELLS.magicDart, SAMPLE_SPELLS.flammeria].map(spellCost)).toEqual([1, 2, 3]);
  });
  it('charges at least 1 and refuses more than 3', () => {
    expect(spellCost({ name: 'Light', kind: 'effect', dice: 0, effects: 0, extraTargets: 0 })).toBe(1);
    expect(() => spellCost(deepFreeze({ name: 'Meteor', kind: 'damage' as const, dice: 3, effects: 0, extraTargets: 1 }))).toThrow(MagicError);
  });
});

describe('spendEther', () => {
  it('spellburns at 0 ether', () => {
    expect(spendEther({ ether: 2, canCast: true }, SAMPLE_SPELLS.magicDart)).toEqual({ cost: 2, ether: 0, spellburned: true });
  });
  it('refuses more ether than held, and casting without a source of magic (V36)', () => {
    expect(() => spendEther(deepFreeze({ ether: 2, canCast: true }), SAMPLE_SPELLS.flammeria)).toThrow(expect.objectContaining({ rule: 'ether' }));
    expect(() => spendEther({ ether: 10, canCast: false }, SAMPLE_SPELLS.healingHands)).toThrow(expect.objectContaining({ rule: 'permission' }));
  });
});

describe('recoverEther', () => {
  it('recovers all, a half or a quarter (rounded down)', () => {
    expect(recoverEther(0, 12, 'fed', false)).toBe(12);
    expect(recoverEther(1, 12, 'unfed', false)).toBe(6);
    expect(recoverEther(0, 12, 'fed', true)).toBe(3);
  });
});

describe('castDistribution', () => {
  it('hits on 2d6 + bonus ≥ defense and is automatic on a willing target', () => {
    expect(p(castDistribution({ spell: SAMPLE_SPELLS.magicDart, bonus: 2, defense: 9 }), 'success')).toBe('7/12');
    expect(p(castDistribution({ spell: SAMPLE_SPELLS.healingHands, bonus: 0 }), 'success')).toBe('1/1');
  });
  it('gives Magic Dart 2d6 + Willpower on a hit', () => {
    expect(resolveCast({ spell: SAMPLE_SPELLS.magicDart, bonus: 3, defense: 9, power: 2 }, [3, 3], [4, 5]).amount).toBe(11);
    expect(findSpell('magic-dart')).toBe(SAMPLE_SPELLS.magicDart);
    expect(() => findSpell('fireball')).toThrow(MagicError);
  });
  it('samples the exact effect distribution', () => {
    const s = { spell: SAMPLE_SPELLS.magicDart, bonus: 2, defense: 10, power: 1 };
    expectFits(castEffectDistribution(s), (r) => {
      const [c, n] = rollCast(r, s);
      return [c.amount, n] as const;
    });
  });
});
