import { describe, expect, it } from 'vitest';
import { attackDamageDistribution, attackDistribution, resolveAttack, resolveAttackRoll, rollAttack } from './attack.js';
import { WEAPON_DAMAGE, parseDamage } from './damage.js';
import { VocationsInputError } from '../errors/errors.js';
import { deepFreeze, expectFits, p } from '../testing.js';

describe('attackDistribution', () => {
  it('lets a Goblin (+2) hit a PC with Defense 1 (Total Defense 10) 15/36', () => {
    const d = attackDistribution({ bonus: 2, defense: 10 });
    expect(p(d, 'miss')).toBe('7/12');
    expect(p(d, 'hit')).toBe('7/18'); // 14/36 plus the 6-6 critical
    expect(p(d, 'critical')).toBe('1/36');
  });
  it('has Str 1 + Melee 2 hit a Goblin (Def 9) 26/36, critical 1/36 (V03)', () => {
    const d = attackDistribution({ bonus: 3, defense: 9 });
    expect(p(d, 'miss')).toBe('5/18');
    expect(p(d, 'critical')).toBe('1/36');
  });
  it('sends double 1s and 2s into the obstacle in partial cover, 2/36 (V21)', () => {
    const d = attackDistribution({ bonus: 20, defense: 9, cover: 'partial' });
    expect(p(d, 'obstacle')).toBe('1/18');
  });
  it('has a blind attacker strike an adjacent ally on doubles except 6-6, after the obstacle (V20, V35)', () => {
    expect(p(attackDistribution({ bonus: 20, defense: 9, blind: true }), 'ally')).toBe('5/36');
    const both = attackDistribution({ bonus: 20, defense: 9, blind: true, cover: 'partial' });
    expect(p(both, 'obstacle')).toBe('1/18');
    expect(p(both, 'ally')).toBe('1/12');
  });
  it('hits a defenseless target automatically (V14a) and lets Lucky hit on 5-5 and 6-6', () => {
    expect(p(attackDistribution({ bonus: -10, defense: 19, defenseless: true }), 'miss')).toBe('0/1');
    const lucky = attackDistribution({ bonus: -10, defense: 19, lucky: true });
    expect(p(lucky, 'hit')).toBe('1/36');
    expect(p(lucky, 'critical')).toBe('1/36');
  });
  it('makes 6-6 always hit and crit under natural12AutoHit', () => {
    expect(p(attackDistribution({ bonus: -10, defense: 19, critOn: 'natural12AutoHit' }), 'critical')).toBe('1/36');
    expect(p(attackDistribution({ bonus: -10, defense: 19 }), 'critical')).toBe('0/1');
  });
  it('rejects a target in full cover and bad numbers, input untouched', () => {
    expect(() => attackDistribution(deepFreeze({ bonus: 0, defense: 9, cover: 'full' as const }))).toThrow(VocationsInputError);
    expect(() => attackDistribution({ bonus: 0, defense: 99 })).toThrow(VocationsInputError);
  });
});

describe('resolveAttack', () => {
  it('subtracts DR on a hit and ignores it, adding 2d6, on a critical (V12)', () => {
    const setup = { bonus: 3, defense: 9, damage: WEAPON_DAMAGE.martial, attribute: 1, dr: 2 };
    expect(resolveAttack(setup, [4, 4], [5], null).damage).toBe(4);
    expect(resolveAttack(setup, [6, 6], [5], [3, 2]).damage).toBe(11);
    expect(resolveAttack(setup, [1, 1], [5], null).damage).toBe(0);
  });
  it('reads the roll without damage dice too', () => {
    expect(resolveAttackRoll({ bonus: 0, defense: 12 }, [6, 5]).outcome).toBe('miss');
  });
});

describe('attackDamageDistribution', () => {
  it('puts the miss chance on 0 and sums to 36 × 6 × 36', () => {
    const d = attackDamageDistribution({ bonus: 3, defense: 9, damage: WEAPON_DAMAGE.martial, attribute: 1, dr: 2 });
    expect(d.total).toBe(36n * 6n * 36n);
    // miss 10/36, plus a hit rolling 1 (1 + 1 − 2 = 0): 25/36 × 1/6
    expect(p(d, 0)).toBe('85/216');
  });
  it('samples the exact distribution (chi-square)', () => {
    const setup = { bonus: 2, defense: 10, damage: parseDamage('1d3+1') };
    expectFits(attackDamageDistribution(setup), (r) => {
      const [res, next] = rollAttack(r, setup);
      return [res.damage, next] as const;
    });
    const outcome = { bonus: 3, defense: 9, damage: WEAPON_DAMAGE.small, cover: 'partial' as const };
    expectFits(attackDistribution(outcome), (r) => {
      const [res, next] = rollAttack(r, outcome);
      return [res.roll.outcome, next] as const;
    });
  });
});
