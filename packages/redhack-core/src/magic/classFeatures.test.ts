import { describe, expect, it } from 'vitest';
import { MagicError } from './MagicError.js';
import { CLASSIC_STARTING_SPELLS, divineSpellSource, monsterLoreDifficulty } from './classFeatures.js';

describe('divineSpellSource', () => {
  it('grants 1–2 through faith, 3–5 from a lesser entity, 6–7 from the deity', () => {
    expect([1, 2, 3, 5, 6, 7].map(divineSpellSource)).toEqual(['faith', 'faith', 'lesser-entity', 'lesser-entity', 'deity', 'deity']);
    expect(() => divineSpellSource(8)).toThrow(MagicError);
  });
});

describe('CLASSIC_STARTING_SPELLS', () => {
  it('starts a wizard with a cantrip and 3 spells, a cleric with 4', () => {
    expect(CLASSIC_STARTING_SPELLS.wizard).toEqual({ cantrips: 1, spells: 3, maxLevel: 1 });
    expect(CLASSIC_STARTING_SPELLS.cleric.spells).toBe(4);
  });
});

describe('monsterLoreDifficulty', () => {
  it('takes 1 off per odd level and stops at 0', () => {
    expect(monsterLoreDifficulty(8, 5)).toBe(5);
    expect(monsterLoreDifficulty(4, 1)).toBe(3);
    expect(monsterLoreDifficulty(2, 12)).toBe(0);
  });
});
