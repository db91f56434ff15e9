import { describe, expect, it } from 'vitest';
import { mean } from '@rollwright/dice';
import { WEAPON_DAMAGE, WEAPON_KINDS, damageDistribution, parseDamage, resolveDamage, rollDamage } from './damage.js';
import { VocationsInputError } from '../errors/errors.js';
import { deepFreeze, expectFits, p } from '../testing.js';

describe('resolveDamage', () => {
  it('deals 1 + Strength barehanded', () => {
    expect(resolveDamage({ damage: WEAPON_DAMAGE.barehanded, attribute: 2 }, [], null)).toBe(3);
  });
  it('keeps a small weapon at least 1 before the attribute (V11)', () => {
    expect(resolveDamage({ damage: WEAPON_DAMAGE.small }, [1], null)).toBe(1);
    expect(resolveDamage({ damage: WEAPON_DAMAGE.small, attribute: 2 }, [1], null)).toBe(3);
  });
  it('takes nothing when DR meets the damage', () => {
    expect(resolveDamage({ damage: WEAPON_DAMAGE.light, dr: 3 }, [3], null)).toBe(0);
  });
  it('adds one die of the kind for Brute, 1d3 barehanded (V27)', () => {
    expect(resolveDamage({ damage: WEAPON_DAMAGE.barehanded, attribute: 1, brute: true }, [3], null)).toBe(5);
    expect(resolveDamage({ damage: WEAPON_DAMAGE.martial, brute: true }, [6, 6], null)).toBe(12);
  });
});

describe('damageDistribution', () => {
  it('gives each weapon kind its seed dice', () => {
    const means = WEAPON_KINDS.map((k) => {
      const m = mean(damageDistribution({ damage: WEAPON_DAMAGE[k] }));
      return `${k} ${m.num}/${m.den}`;
    });
    expect(means).toEqual(['barehanded 1/1', 'light 2/1', 'martial 7/2', 'small 8/3', 'heavy 9/2', 'heavy2 11/2']);
    expect(p(damageDistribution({ damage: WEAPON_DAMAGE.small }), 1)).toBe('1/3');
  });
  it('adds 2d6 and ignores DR on a critical', () => {
    const d = damageDistribution({ damage: WEAPON_DAMAGE.martial, dr: 3 }, true);
    expect(d.total).toBe(216n);
    expect(d.outcomes[0]).toBe(3);
  });
  it('samples each rolled weapon kind exactly (fixed seed)', () => {
    for (const k of WEAPON_KINDS.filter((w) => WEAPON_DAMAGE[w].dice > 0)) {
      const s = { damage: WEAPON_DAMAGE[k], attribute: 1 };
      expectFits(damageDistribution(s), (r) => {
        const [x, n] = rollDamage(r, s);
        return [x.damage, n] as const;
      }, 99, 6_000);
    }
  });
  it('samples the exact distribution', () => {
    const s = { damage: WEAPON_DAMAGE.heavy, attribute: 1, dr: 2, brute: true };
    expectFits(damageDistribution(s), (r) => {
      const [x, n] = rollDamage(r, s);
      return [x.damage, n] as const;
    });
  });
});

describe('parseDamage', () => {
  it('reads the stat-block notation', () => {
    expect(parseDamage('1d3+1')).toEqual({ dice: 1, sides: 3, plus: 1, minimum: 0 });
    expect(parseDamage('3d6')).toEqual({ dice: 3, sides: 6, plus: 0, minimum: 0 });
    expect(parseDamage('1d6-1').minimum).toBe(1);
  });
  it('rejects other text', () => {
    expect(() => parseDamage('d6+')).toThrow(VocationsInputError);
    expect(() => resolveDamage(deepFreeze({ damage: WEAPON_DAMAGE.martial }), [7], null)).toThrow(VocationsInputError);
  });
});
