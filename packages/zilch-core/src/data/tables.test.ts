import { describe, expect, it } from 'vitest';
import { zilchCombatModifiers, zilchDistances, zilchHalfStepSizes, zilchSizes, zilchSources, zilchSwag } from './tables.js';

describe('zilchSizes', () => {
  it('multiplies by ¼ … 8 (Z27)', () => {
    expect(zilchSizes.map((s) => s.num / s.den)).toEqual([0.25, 0.5, 1, 2, 4, 8]);
  });
});

describe('zilchHalfStepSizes', () => {
  it('adds the half steps ⅜, ¾, 1½, 3 and 6 (Z27)', () => {
    expect(zilchHalfStepSizes.map((s) => `${s.num}/${s.den}`)).toEqual(['1/4', '3/8', '1/2', '3/4', '1/1', '3/2', '2/1', '3/1', '4/1', '6/1', '8/1']);
  });
});

describe('zilchDistances', () => {
  it('penalises ranged attacks −2 at Medium and −5 at Long', () => {
    expect(zilchDistances.map((d) => d.rangedModifier)).toEqual([0, 0, 0, -2, -5, null]);
  });
});

describe('zilchCombatModifiers', () => {
  it('lists cover, distance, occlusion and invisibility', () => {
    expect(zilchCombatModifiers).toHaveLength(8);
    expect(zilchCombatModifiers.find((m) => m.situation.startsWith('Invisible'))?.modifier).toBe(-5);
  });
});

describe('zilchSwag', () => {
  it('pays 2, 3 or 4 swag per encounter', () => {
    expect(zilchSwag).toEqual({ easy: 2, average: 3, hard: 4 });
  });
});

describe('one definition per datum', () => {
  it('derives the rules’ size multipliers from zilchHalfStepSizes', async () => {
    const { SIZE_MULTIPLIERS_HALF_STEP } = await import('../size/size.js');
    for (const r of zilchHalfStepSizes) expect(SIZE_MULTIPLIERS_HALF_STEP[r.key]).toEqual({ num: r.num, den: r.den });
    for (const r of zilchSizes) expect(zilchHalfStepSizes.find((h) => h.key === r.key)).toMatchObject({ num: r.num, den: r.den });
  });
  it('shares the Swag table with awardSwag', async () => {
    const { SWAG_PER_ENCOUNTER } = await import('../swag/swag.js');
    expect(zilchSwag).toBe(SWAG_PER_ENCOUNTER);
  });
  it('gives the combat modifiers their distance rows from zilchDistances', () => {
    expect(zilchCombatModifiers.filter((m) => m.key === 'medium' || m.key === 'long').map((m) => m.modifier)).toEqual(
      zilchDistances.filter((d) => d.key === 'medium' || d.key === 'long').map((d) => d.rangedModifier),
    );
    expect(zilchDistances.filter((d) => !d.thrownReach).map((d) => d.key)).toEqual(['long', 'far']);
  });
});

describe('zilchCombatModifiers rows (mutation triage)', () => {
  it('holds every row with its key, situation, side and value (seed § Combat Modifiers, Z13)', () => {
    expect(zilchCombatModifiers).toStrictEqual([
      { key: 'cover', situation: 'Cover (behind a corner or tree)', appliesTo: 'defense', modifier: 2 },
      { key: 'peering', situation: 'Peering around cover', appliesTo: 'defense', modifier: 5 },
      { key: 'totalCover', situation: 'Total cover', appliesTo: 'defense', modifier: null },
      { key: 'allyCover', situation: 'Target in melee with an ally (ally is cover)', appliesTo: 'defense', modifier: 2 },
      { key: 'medium', situation: 'Ranged attack at Medium distance', appliesTo: 'attack', modifier: -2 },
      { key: 'long', situation: 'Ranged attack at Long distance', appliesTo: 'attack', modifier: -5 },
      { key: 'occluded', situation: 'Occluded target', appliesTo: 'attack', modifier: -2 },
      { key: 'invisible', situation: 'Invisible target (right square guessed)', appliesTo: 'attack', modifier: -5 },
    ]);
  });
});

describe('zilchSources', () => {
  it('points every table at its section of zilch-lite.txt', () => {
    expect(zilchSources).toStrictEqual({
      zilchSizes: { seed: 'zilch-lite.txt', section: 'Combat Modifiers › Size' },
      zilchHalfStepSizes: { seed: 'zilch-lite.txt', section: 'Combat Modifiers › Size (half steps, ruling Z27)' },
      zilchDistances: { seed: 'zilch-lite.txt', section: 'Distances' },
      zilchCombatModifiers: { seed: 'zilch-lite.txt', section: 'Combat Modifiers' },
      zilchSwag: { seed: 'zilch-lite.txt', section: 'Swag' },
    });
  });
});
