import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { fraction, goodnessOfFit, mean, minValue, probability } from '@rollwright/dice';
import { deepFreeze, sampleMany } from '../../testing.js';
import { MagicError } from '../MagicError.js';
import { classicClericSlots, classicWizardSlots, CLASSIC_MAX_SPELL_LEVEL } from './slots.js';
import { resolveRetention, retentionDistribution, retentionTotalDistribution, rollRetention } from './retention.js';
import { prayerDistribution, prayerModifier, resolvePrayer, rollPrayer } from './prayer.js';
import { cureTrade } from './cureTrade.js';

const f = (n: number, d: number): ReturnType<typeof fraction> => fraction(BigInt(n), BigInt(d));

describe('classicWizardSlots', () => {
  it('gives a level-5 wizard one slot each of levels 3, 2 and 1', () => {
    expect(classicWizardSlots(5, 10)).toEqual([3, 2, 1]);
  });
  it('adds a level-1 slot at INT 13, a level-2 at 16 and a level-3 at 18', () => {
    expect(classicWizardSlots(1, 12)).toEqual([1]);
    expect(classicWizardSlots(1, 13)).toEqual([1, 1]);
    expect(classicWizardSlots(1, 16)).toEqual([2, 1, 1]);
    expect(classicWizardSlots(1, 18)).toEqual([3, 2, 1, 1]);
  });
  it('stops slot levels at 7 (R70)', () => {
    expect(classicWizardSlots(13, 10)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(classicWizardSlots(15, 10)).toEqual([7, 7, 6, 5, 4, 3, 2, 1]);
  });
  test.prop([fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 19 })])('never exceeds spell level 7 and grows with level', (l, int) => {
    const s = classicWizardSlots(l, int);
    expect(Math.max(...s)).toBeLessThanOrEqual(CLASSIC_MAX_SPELL_LEVEL);
    if (l < 20) expect(classicWizardSlots(l + 1, int).length).toBeGreaterThanOrEqual(s.length);
  });
  it('refuses a level outside 1..20 or a bad INT with MagicError', () => {
    expect(() => classicWizardSlots(0, 10)).toThrow(MagicError);
    expect(() => classicWizardSlots(21, 10)).toThrow(MagicError);
    expect(() => classicWizardSlots(2.5, 10)).toThrow(MagicError);
    expect(() => classicWizardSlots(3, 25)).toThrow(MagicError);
  });
});

describe('classicClericSlots', () => {
  it('follows the wizard ladder on even levels, only WIS slots at level 1 (R69)', () => {
    expect(classicClericSlots(1, 10)).toEqual([]);
    expect(classicClericSlots(1, 13)).toEqual([1]);
    expect(classicClericSlots(2, 10)).toEqual([1]);
    expect(classicClericSlots(4, 10)).toEqual([2, 1]);
    expect(classicClericSlots(6, 16)).toEqual([3, 2, 2, 1, 1]);
  });
  it('adds a level-1 slot at level 1 with clericSlotAtLevel1', () => {
    expect(classicClericSlots(1, 10, { clericSlotAtLevel1: true })).toEqual([1]);
    expect(classicClericSlots(2, 10, { clericSlotAtLevel1: true })).toEqual([1, 1]);
  });
});

describe('retentionDistribution', () => {
  it('rolls 1d6+2 for a level-1 spell with components: never Oblivion first, Endurance and Epiphany 1/6 each', () => {
    const first = retentionTotalDistribution({ spellLevel: 1, components: true });
    expect(minValue(first)).toBe(3);
    expect(probability(first, 8)).toEqual(f(1, 6));
    expect(probability(first, 7)).toEqual(f(1, 6));
    const d = retentionDistribution({ spellLevel: 1, components: true });
    expect(probability(d, 'endurance')).toEqual(f(1, 6));
    expect(probability(d, 'oblivion')).toEqual(f(0, 1));
    expect(probability(d, 'entropy')).toEqual(f(1, 3));
    expect(probability(d, 'equilibrium')).toEqual(f(1, 6));
    expect(probability(d, 'inspiration')).toEqual(f(1, 6));
    // The Epiphany reroll is a plain d6: it can reach Oblivion (1/36) but never Endurance.
    expect(probability(d, 'epiphany+oblivion')).toEqual(f(1, 36));
    expect(probability(d, 'epiphany+entropy')).toEqual(f(1, 12));
    expect(probability(d, 'epiphany+equilibrium')).toEqual(f(1, 36));
    expect(probability(d, 'epiphany+inspiration')).toEqual(f(1, 36));
  });
  it('gives a plain level-3 cast 1/6 of each face and no Epiphany', () => {
    const d = retentionDistribution({ spellLevel: 3 });
    expect(probability(d, 'oblivion')).toEqual(f(1, 6));
    expect(probability(d, 'entropy')).toEqual(f(1, 2));
    expect(probability(d, 'endurance')).toEqual(f(0, 1));
  });
  it('rolls two d6 and keeps the lower in armour (R68): Oblivion 11/36', () => {
    const d = retentionDistribution({ spellLevel: 3, armour: true });
    expect(probability(d, 'oblivion')).toEqual(f(11, 36));
    expect(probability(d, 'inspiration')).toEqual(f(1, 36));
  });
  it('lets armour and advantage-components cancel (R38a variant)', () => {
    const o = { edition: 'classic', retentionComponents: 'advantage' } as const;
    expect(retentionDistribution({ spellLevel: 2, components: true, armour: true }, o)).toEqual(retentionDistribution({ spellLevel: 2 }));
    expect(probability(retentionDistribution({ spellLevel: 2, components: true }, o), 'oblivion')).toEqual(f(1, 36));
  });
  it('mean first total of 1d6+1 is 9/2', () => {
    expect(mean(retentionTotalDistribution({ spellLevel: 1 }))).toEqual(f(9, 2));
  });
  it('samples as it computes (chi-square, fixed seed)', () => {
    const spec = { spellLevel: 1, components: true, armour: true };
    const xs = sampleMany(41, 20_000, (r) => rollRetention(r, spec), (x) => x.outcome);
    expect(goodnessOfFit(retentionDistribution(spec), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('resolveRetention', () => {
  it('applies the Epiphany reroll with no modifiers', () => {
    const r = resolveRetention({ first: [6], reroll: 1 }, { spellLevel: 1, components: true });
    expect(r.total).toBe(8);
    expect(r.first).toBe('Epiphany');
    expect(r.outcome).toBe('epiphany+oblivion');
    expect(resolveRetention({ first: [5] }, { spellLevel: 1, components: true }).result).toBe('endurance');
    expect(resolveRetention({ first: [2, 5] }, { spellLevel: 4, armour: true }).result).toBe('entropy');
  });
  it('refuses a spell level outside 1..7 and mismatched dice, leaving frozen inputs untouched', () => {
    const spec = deepFreeze({ spellLevel: 8 });
    expect(() => resolveRetention(deepFreeze({ first: [3] }), spec)).toThrow(MagicError);
    expect(() => resolveRetention({ first: [3, 4] }, { spellLevel: 2 })).toThrow(MagicError);
    expect(() => resolveRetention({ first: [6] }, { spellLevel: 1, components: true })).toThrow(/reroll/);
    expect(() => resolveRetention({ first: [3], reroll: 2 }, { spellLevel: 2 })).toThrow(MagicError);
    expect(() => resolveRetention({ first: [7] }, { spellLevel: 2 })).toThrow(MagicError);
  });
});

describe('prayerModifier', () => {
  it('gives 2 slots left, relationship 1, WIS 16 a +1 on the d20', () => {
    expect(prayerModifier({ slotsLeft: 2, relationship: 1, wis: 16 })).toBe(1);
  });
  it('refuses a negative or fractional relationship (R72)', () => {
    expect(() => prayerModifier(deepFreeze({ slotsLeft: 0, relationship: -1, wis: 10 }))).toThrow(MagicError);
    expect(() => prayerModifier({ slotsLeft: 0, relationship: 1.5, wis: 10 })).toThrow(MagicError);
  });
});

describe('prayerDistribution', () => {
  it('reads d20 + 1 on the prayer table, clamped to 1..24', () => {
    const d = prayerDistribution({ slotsLeft: 2, relationship: 1, wis: 16 });
    expect(probability(d, 'Absent deity')).toEqual(f(0, 1));
    expect(probability(d, 'Silence')).toEqual(f(1, 20));
    expect(probability(d, 'As asked')).toEqual(f(3, 20));
    expect(probability(d, 'Blessed')).toEqual(f(1, 20));
    const low = prayerDistribution({ slotsLeft: 10, relationship: 0, wis: 3 });
    expect(probability(low, 'Absent deity')).toEqual(f(7, 10));
  });
  it('samples as it computes (chi-square, fixed seed)', () => {
    const spec = { slotsLeft: 1, relationship: 2, wis: 13 };
    const xs = sampleMany(42, 20_000, (r) => rollPrayer(r, spec), (x) => x.label);
    expect(goodnessOfFit(prayerDistribution(spec), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('resolvePrayer', () => {
  const base = { slotsLeft: 0, relationship: 0, wis: 10, requested: [2, 1, 1, 1], level: 3 } as const;
  it('keeps back one slot per full 2 prayed for on 6–7, highest first (R39a)', () => {
    const r = resolvePrayer({ d20: 6 }, base);
    expect(r.label).toBe('Lose slots');
    expect(r.lost).toEqual([2, 1]);
    expect(r.regained).toEqual([1, 1]);
  });
  it('keeps back only the highest on 8–9 and a level-1 slot on 14–16', () => {
    expect(resolvePrayer({ d20: 9 }, base).lost).toEqual([2]);
    expect(resolvePrayer({ d20: 15 }, base).lost).toEqual([1]);
    expect(resolvePrayer({ d20: 15 }, base).regained).toEqual([2, 1, 1]);
  });
  it('charges 10 × level × d6 alms on an 11 and stops praying on a 2', () => {
    expect(resolvePrayer({ d20: 11, alms: 4 }, base).alms).toBe(120);
    expect(resolvePrayer({ d20: 2 }, base).mayPrayAgainToday).toBe(false);
    expect(resolvePrayer({ d20: 2 }, base).regained).toEqual([]);
    expect(resolvePrayer({ d20: 20 }, base).regained).toEqual([2, 1, 1, 1]);
  });
  it('refuses a missing alms die and bad faces, leaving frozen inputs untouched', () => {
    const spec = deepFreeze({ ...base, requested: [2, 1, 1, 1] });
    expect(() => resolvePrayer(deepFreeze({ d20: 11 }), spec)).toThrow(MagicError);
    expect(() => resolvePrayer({ d20: 21 }, spec)).toThrow(MagicError);
    expect(() => resolvePrayer({ d20: 5, alms: 3 }, spec)).toThrow(MagicError);
    expect(() => resolvePrayer({ d20: 5 }, { ...base, requested: [8] })).toThrow(MagicError);
  });
});

describe('cureTrade', () => {
  it('turns a level-4 spell into Cure Serious Wounds', () => {
    expect(cureTrade(4)).toBe('Cure Serious Wounds');
    expect(cureTrade(1)).toBe('Cure Light Wounds');
    expect(cureTrade(5)).toBe('Cure Critical Wounds');
    expect(cureTrade(7)).toBe('Heal');
  });
  it('refuses a level outside 1..7', () => {
    expect(() => cureTrade(0)).toThrow(MagicError);
    expect(() => cureTrade(8)).toThrow(MagicError);
  });
});
