import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatActionError, CombatInputError } from '../errors.js';
import { checkTechniques, FIGHTER_TECHNIQUES, parryTechniqueDistribution, ritualCastingMinutes, techniqueSlots, warOnTwoFronts } from './fighter.js';

describe('FIGHTER_TECHNIQUES', () => {
  it('holds four pairs and six ranged techniques', () => {
    const groups = FIGHTER_TECHNIQUES.map((x) => x.group);
    for (const g of ['brutality', 'retaliation', 'maneuvers', 'rebuttal'] as const) expect(groups.filter((x) => x === g)).toHaveLength(2);
    expect(groups.filter((x) => x === 'ranged')).toHaveLength(6);
  });
});

describe('techniqueSlots', () => {
  it('gives one at level 1 and one more at every third level', () => {
    expect([1, 2, 3, 5, 6, 9, 20].map(techniqueSlots)).toEqual([1, 1, 2, 2, 3, 4, 7]);
    expect(() => techniqueSlots(0)).toThrow(CombatInputError);
  });
});

describe('checkTechniques', () => {
  it('accepts one of a pair plus ranged techniques', () => {
    expect(checkTechniques(3, Object.freeze(['riposte', 'snipe'])).map((x) => x.id)).toEqual(['riposte', 'snipe']);
    expect(checkTechniques(6, ['snipe', 'suppression', 'return-fire'])).toHaveLength(3);
  });
  it('refuses both of a pair, repeats, unknown ids and too many', () => {
    expect(() => checkTechniques(3, ['riposte', 'vengeance'])).toThrow(/one pair/);
    expect(() => checkTechniques(3, ['snipe', 'snipe'])).toThrow(/twice/);
    expect(() => checkTechniques(3, ['kick'])).toThrow(CombatInputError);
    expect(() => checkTechniques(1, ['parry', 'snipe'])).toThrow(/knows 1 technique/);
  });
});

describe('parryTechniqueDistribution', () => {
  it('rerolls a failed defence once (AC 12 against HD 4: 9/20 becomes 279/400)', () => {
    const d = parryTechniqueDistribution({ ac: 12, hd: 4 });
    expect(probability(d, 'dodged')).toEqual(fraction(279n, 400n));
    // a critical needs two failures, the second a natural 1: 11/20 · 1/20
    expect(probability(d, 'critical')).toEqual(fraction(11n, 400n));
  });
});

describe('warOnTwoFronts', () => {
  it('gives each attack a cleave die while the pool has one', () => {
    const pool = Object.freeze({ level: 3, left: 3, parried: Object.freeze([]) });
    expect(warOnTwoFronts(pool, 'a', 'b')).toEqual({ targets: ['a', 'b'], cleave: [true, true], pool: { level: 3, left: 1, parried: [] } });
    expect(warOnTwoFronts({ ...pool, left: 1 }, 'a', 'b').cleave).toEqual([true, false]);
    expect(warOnTwoFronts({ ...pool, left: 0 }, 'a', 'b').cleave).toEqual([false, false]);
  });
  it('refuses one target twice', () => {
    expect(() => warOnTwoFronts({ level: 1, left: 1, parried: [] }, 'a', 'a')).toThrow(CombatActionError);
  });
});

describe('ritualCastingMinutes', () => {
  it('takes 10 minutes per level, levels 1–2 only, classic only', () => {
    expect([1, 2].map((l) => ritualCastingMinutes(l, { edition: 'classic' }))).toEqual([10, 20]);
    expect(() => ritualCastingMinutes(3, { edition: 'classic' })).toThrow(CombatInputError);
    expect(() => ritualCastingMinutes(1)).toThrow(CombatInputError);
  });
});
