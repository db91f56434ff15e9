import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing.js';
import { MagicError } from '../MagicError.js';
import { emptySpellState, memoriseClassic } from '../spellState.js';
import { learnDivineSpell, prayerbookSpellsFor, startingPrayerbook } from './prayerbook.js';
import { classicClericSlots } from './slots.js';

const FOUR = deepFreeze([
  { name: 'Cure Light Wounds', level: 1 },
  { name: 'Bless', level: 1 },
  { name: 'Hold Person', level: 2 },
  { name: 'Silence', level: 2 },
]);

describe('startingPrayerbook', () => {
  it('holds the four level-1 and level-2 spells a cleric starts with, granted through faith', () => {
    const book = startingPrayerbook(FOUR);
    expect(book.spells.map((s) => [s.name, s.level, s.grantedBy])).toEqual([
      ['Cure Light Wounds', 1, 'faith'],
      ['Bless', 1, 'faith'],
      ['Hold Person', 2, 'faith'],
      ['Silence', 2, 'faith'],
    ]);
    expect(Object.isFrozen(book.spells)).toBe(true);
  });
  it('refuses three or five spells, a level-3 spell and a repeated name', () => {
    expect(() => startingPrayerbook(FOUR.slice(0, 3))).toThrow(MagicError);
    expect(() => startingPrayerbook([...FOUR, { name: 'Light', level: 1 }])).toThrow(MagicError);
    expect(() => startingPrayerbook([...FOUR.slice(0, 3), { name: 'Cure Disease', level: 3 }])).toThrow(MagicError);
    expect(() => startingPrayerbook([...FOUR.slice(0, 3), { name: 'Bless', level: 1 }])).toThrow(MagicError);
  });
});

describe('learnDivineSpell', () => {
  const book = deepFreeze(startingPrayerbook(FOUR));
  it('takes levels 3–5 from a lesser entity and 6–7 from the deity', () => {
    const a = learnDivineSpell(book, { name: 'Cure Disease', level: 3 }, 'lesser-entity');
    expect(a.prayerbook.spells).toHaveLength(5);
    expect(a.log).toEqual(['Cure Disease (level 3) is written into the prayerbook, granted from a lesser divine entity']);
    expect(learnDivineSpell(a.prayerbook, { name: 'Word of Recall', level: 6 }, 'deity').prayerbook.spells.at(-1)?.grantedBy).toBe('deity');
    expect(book.spells).toHaveLength(4);
  });
  it('refuses a spell from the wrong power, a level outside 1..7 and a repeat', () => {
    expect(() => learnDivineSpell(book, { name: 'Cure Disease', level: 3 }, 'faith')).toThrow(expect.objectContaining({ rule: 'prayerbook' }));
    expect(() => learnDivineSpell(book, { name: 'Earthquake', level: 7 }, 'lesser-entity')).toThrow(MagicError);
    expect(() => learnDivineSpell(book, { name: 'Miracle', level: 8 }, 'deity')).toThrow(expect.objectContaining({ rule: 'spell-level' }));
    expect(() => learnDivineSpell(book, { name: 'Bless', level: 1 }, 'faith')).toThrow(MagicError);
  });
});

describe('prayerbookSpellsFor', () => {
  it('offers the spells that fit the slots, ready for memoriseClassic', () => {
    const book = startingPrayerbook(FOUR);
    const slots = classicClericSlots(2, 13);
    const fit = prayerbookSpellsFor(book, slots);
    expect(Math.max(...fit.map((s) => s.level))).toBeLessThanOrEqual(Math.max(...slots));
    expect(prayerbookSpellsFor(book, [1]).map((s) => s.name)).toEqual(['Cure Light Wounds', 'Bless']);
    expect(memoriseClassic(emptySpellState(), [1], prayerbookSpellsFor(book, [1]).slice(0, 1), 'long').state.memorised[0]?.name).toBe('Cure Light Wounds');
    expect(() => prayerbookSpellsFor(book, [9])).toThrow(MagicError);
  });
});
