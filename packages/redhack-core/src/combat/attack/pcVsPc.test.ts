import { fraction, probability, seed } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { samplerPValue } from '../chi.js';
import { CombatInputError } from '../errors.js';
import { pcAttackDamageDistribution, pcAttackDistribution, resolvePcAttack, rollPcAttack } from './pcVsPc.js';

const classic = { edition: 'classic' } as const;

describe('pcAttackDistribution', () => {
  it('classic: rolls over half the listed AC (AC 15 → over 7)', () => {
    const d = pcAttackDistribution(Object.freeze({ attribute: 12, ac: 15 }), classic);
    // faces 8..12 hit (5/20), 20 is a critical (1/20)
    expect(probability(d, 'hit')).toEqual(fraction(5n, 20n));
    expect(probability(d, 'critical')).toEqual(fraction(1n, 20n));
  });
  it('draft31: an opposed test of attribute against AC, both at difficulty 1', () => {
    // equal attributes: by symmetry a wins as often as b; a tie of equal successes is nobody's
    const d = pcAttackDistribution({ attribute: 10, ac: 10 });
    const pa = probability(d, 'hit').num * 400n / probability(d, 'hit').den + probability(d, 'critical').num * 400n / probability(d, 'critical').den;
    // successes 2..10 and 20 (10 faces each side): a wins when a succeeds and b fails (10·10), or both succeed and a is higher (45 of the 100, ties 10)
    expect(pa).toBe(145n);
    // critical: a natural 20 beats every b except b's own 20 (which ties at equal attributes): 19/400
    expect(probability(d, 'critical')).toEqual(fraction(19n, 400n));
  });
  it('refuses defender advantage with halfAc and a bad AC', () => {
    expect(() => pcAttackDistribution({ attribute: 10, ac: 12, defenceAdvantage: 1 }, classic)).toThrow(CombatInputError);
    expect(() => pcAttackDistribution({ attribute: 10, ac: 25 })).toThrow(CombatInputError);
  });
});

describe('resolvePcAttack', () => {
  it('hits when the attacker wins and deals a critical on a winning natural 20', () => {
    expect(resolvePcAttack(Object.freeze({ attack: [14], defence: [9], damage: [4] }), { attribute: 15, ac: 12 })).toEqual({ outcome: 'hit', damage: 4, kept: 14, defenceKept: 9 });
    expect(resolvePcAttack({ attack: [20], defence: [9], damage: [4, 5] }, { attribute: 15, ac: 12 })).toMatchObject({ outcome: 'critical', damage: 9 });
    expect(resolvePcAttack({ attack: [8], defence: [11], damage: [] }, { attribute: 15, ac: 12 })).toMatchObject({ outcome: 'miss', damage: 0 });
    // both fail: nobody wins, a miss
    expect(resolvePcAttack({ attack: [17], defence: [15], damage: [] }, { attribute: 15, ac: 12 }).outcome).toBe('miss');
  });
  it('classic takes no defence faces', () => {
    expect(resolvePcAttack({ attack: [9], defence: [], damage: [3] }, { attribute: 12, ac: 15 }, classic).outcome).toBe('hit');
    expect(() => resolvePcAttack({ attack: [9], defence: [3], damage: [3] }, { attribute: 12, ac: 15 }, classic)).toThrow(CombatInputError);
  });
});

describe('rollPcAttack', () => {
  it('samples the exact distribution', () => {
    const spec = { attribute: 13, ac: 11, advantage: 1 };
    expect(samplerPValue(pcAttackDistribution(spec), (r) => {
      const [x, next] = rollPcAttack(r, spec);
      return [x.outcome, next];
    }, 6000)).toBeGreaterThan(1e-6);
    const [a] = rollPcAttack(seed(5), spec);
    expect(['miss', 'hit', 'critical']).toContain(a.outcome);
  });
  it('damage odds put the miss mass at 0', () => {
    const d = pcAttackDamageDistribution({ attribute: 10, ac: 10, damage: { count: 1, sides: 4 } });
    expect(probability(d, 0)).toEqual(fraction(255n, 400n));
  });
});
