import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { samplerPValue } from '../chi.js';
import { attackDamageDistribution, attackDistribution, prepareAttack, resolveAttack, rollAttack, type AttackSpec } from './attack.js';

const classic = { edition: 'classic' } as const;

describe('prepareAttack', () => {
  it('lets a +3 sword count every foe AC two lower for STR 18 (classic)', () => {
    const p = prepareAttack({ attribute: 18, ac: 5, bonus: 3 }, classic);
    expect([p.attribute, p.difficulty]).toEqual([19, 3]);
  });
  it('makes a PC attacking a PC of AC 15 roll over 7 (classic, R14)', () => {
    expect(prepareAttack({ attribute: 12, ac: 15, target: 'pc' }, classic).difficulty).toBe(7);
  });
  it('adds HD to AC against a broken foe', () => {
    expect(prepareAttack({ attribute: 12, ac: 3, brokenHd: 4 }, classic).difficulty).toBe(7);
  });
  it('gives a classic backstab advantage and 2d6 + level damage', () => {
    const p = prepareAttack({ attribute: 14, ac: 3, backstab: 3 }, classic);
    expect([p.levels, p.damage.count, p.damage.sides, p.flat]).toEqual([1, 2, 6, 3]);
  });
  it('turns a draft31 +3 weapon into a cd8 and +3 damage', () => {
    const p = prepareAttack({ attribute: 14, ac: 3, bonus: 3 });
    expect([p.chaser, p.damage.bonus]).toEqual(['cd8', 3]);
  });
  it('adds 2 AC per range increment beyond in draft31', () => {
    expect(prepareAttack({ attribute: 14, ac: 3, beyondRange: 2 }).difficulty).toBe(7);
  });
  it('refuses a draft31 PC-against-PC attack roll and an out-of-range attribute', () => {
    expect(() => prepareAttack({ attribute: 12, ac: 15, target: 'pc' })).toThrow(CombatInputError);
    expect(() => prepareAttack({ attribute: 25, ac: 3 })).toThrow(CombatInputError);
  });
});

describe('resolveAttack', () => {
  it('rolls damage twice on a natural 20 and adds both (R17)', () => {
    const r = resolveAttack({ d20: [20], damage: [3, 5] }, { attribute: 12, ac: 4, damage: { count: 1, sides: 6, bonus: 1 } });
    expect([r.outcome, r.damage]).toEqual(['critical', 10]);
  });
  it('hits with a splendid weapon on a natural 19 above the attribute (draft31)', () => {
    expect(resolveAttack({ d20: [19], damage: [2] }, { attribute: 10, ac: 4, splendid: true }).outcome).toBe('hit');
    expect(resolveAttack({ d20: [19], damage: [] }, { attribute: 10, ac: 4 }).outcome).toBe('miss');
  });
  it('deals triple + level on a draft31 backstab and the level on a miss', () => {
    expect(resolveAttack({ d20: [10], damage: [4] }, { attribute: 12, ac: 4, backstab: 3, damage: { count: 1, sides: 4 } }).damage).toBe(15);
    expect(resolveAttack({ d20: [2], damage: [] }, { attribute: 12, ac: 4, backstab: 3, damage: { count: 1, sides: 4 } }).damage).toBe(3);
  });
  it('deals double + 1 per odd level on an Exploit (level 3 → +2)', () => {
    expect(resolveAttack({ d20: [10], damage: [4] }, { attribute: 12, ac: 4, exploit: 3, damage: { count: 1, sides: 6 } }).damage).toBe(10);
  });
  it('refuses damage faces that do not fit the outcome', () => {
    expect(() => resolveAttack({ d20: [10], damage: [] }, { attribute: 12, ac: 4 })).toThrow(CombatInputError);
  });
  it('never mutates a frozen spec or dice', () => {
    const spec: AttackSpec = Object.freeze({ attribute: 12, ac: 4, damage: Object.freeze({ count: 1, sides: 6 }) });
    const dice = Object.freeze({ d20: Object.freeze([7]), damage: Object.freeze([3]) });
    expect(resolveAttack(dice, spec).damage).toBe(3);
  });
});

describe('attackDistribution', () => {
  it('gives STR 14 against AC 6 8/20 hit, 1/20 critical', () => {
    const d = attackDistribution({ attribute: 14, ac: 6 });
    expect(probability(d, 'hit')).toEqual(fraction(8n, 20n));
    expect(probability(d, 'critical')).toEqual(fraction(1n, 20n));
  });
  it('makes a classic far target in cover unhittable without advantage', () => {
    expect(probability(attackDistribution({ attribute: 14, ac: 2, beyondRange: 1, cover: true }, classic), 'miss')).toEqual(fraction(1n, 1n));
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    for (const [spec, o] of [
      [{ attribute: 14, ac: 6, advantage: 1 }, classic],
      [{ attribute: 12, ac: 4, bonus: 2, disadvantage: 1 }, {}],
    ] as const) {
      expect(samplerPValue(attackDistribution(spec, o), (r) => {
        const [a, n] = rollAttack(r, spec, o);
        return [a.outcome, n];
      })).toBeGreaterThan(1e-6);
    }
  });
});

describe('attack advantage sources', () => {
  it('applies a tag-matched source such as a Long weapon in the first round', () => {
    const long = { name: 'Long weapon, first round', effect: 'advantage', allOf: ['melee', 'long-first-round'] } as const;
    const d = attackDistribution({ attribute: 14, ac: 6, tags: ['long-first-round'], sources: [long] });
    expect(probability(d, 'critical')).toEqual(fraction(39n, 400n));
    expect(probability(attackDistribution({ attribute: 14, ac: 6, ranged: true, tags: ['long-first-round'], sources: [long] }), 'critical')).toEqual(fraction(1n, 20n));
  });
});

describe('attackDamageDistribution', () => {
  it('puts the miss mass at 0 and a critical 1d6 at 2..12', () => {
    const d = attackDamageDistribution({ attribute: 14, ac: 6 });
    expect(probability(d, 0)).toEqual(fraction(11n, 20n));
    expect(probability(d, 12)).toEqual(fraction(1n, 20n * 36n));
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    const spec = { attribute: 13, ac: 3, damage: { count: 1, sides: 8, bonus: 1 }, backstab: 2 };
    expect(samplerPValue(attackDamageDistribution(spec), (r) => {
      const [a, n] = rollAttack(r, spec);
      return [a.damage, n];
    })).toBeGreaterThan(1e-6);
  });
});
