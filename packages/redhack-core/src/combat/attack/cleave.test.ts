import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatActionError, CombatInputError } from '../errors.js';
import { attackDamageDistribution } from './attack.js';
import { assignCleave, cleaveDieAttack, cleavePool, parry, withCleaveDie } from './cleave.js';

const classic = { edition: 'classic' } as const;

describe('cleavePool', () => {
  it('gives a level-3 Warrior 3 cleave dice a round', () => {
    expect(cleavePool(3, classic).left).toBe(3);
    expect(() => cleavePool(3)).toThrow(CombatInputError);
  });
});

describe('assignCleave', () => {
  it('puts at most one die on each target and never more than are left', () => {
    const pool = cleavePool(3, classic);
    const plan = assignCleave(pool, 'a', ['a', 'b']);
    expect([plan.primary, plan.others, plan.pool.left]).toEqual([true, ['b'], 1]);
    expect(() => assignCleave(pool, 'a', ['b', 'b'])).toThrow(CombatActionError);
    expect(() => assignCleave(pool, 'a', ['a', 'b', 'c', 'd'])).toThrow(CombatActionError);
    expect(pool.left).toBe(3);
  });
  it('caps a Long Bow at 4 targets', () => {
    expect(() => assignCleave(cleavePool(6, classic), 'a', ['a', 'b', 'c', 'd', 'e'], 'longBow')).toThrow(CombatActionError);
    expect(assignCleave(cleavePool(6, classic), 'a', ['a', 'b', 'c', 'd', 'e'], 'shortBow').pool.left).toBe(1);
  });
});

describe('parry', () => {
  it('spends a die on an attacker once, and refuses with none left', () => {
    const p = parry(cleavePool(2, classic), 'orc');
    expect(() => parry(p, 'orc')).toThrow(CombatActionError);
    expect(() => parry(parry(p, 'gob'), 'x')).toThrow(CombatActionError);
  });
});

describe('withCleaveDie', () => {
  it('rolls the primary target’s cleave d6 with the weapon’s damage', () => {
    const d = attackDamageDistribution(withCleaveDie({ attribute: 19, ac: 0, damage: { count: 1, sides: 8 } }), classic);
    // hits on 2..19 and 20: hit 18/20 with 1d8+1d6 (max 14), crit 1/20 doubles it (max 28)
    expect(probability(d, 28)).toEqual(fraction(1n, 20n * 48n * 48n));
    expect(cleaveDieAttack({ attribute: 14, ac: 2, backstab: 2 }).damage).toEqual({ count: 1, sides: 6 });
  });
});
