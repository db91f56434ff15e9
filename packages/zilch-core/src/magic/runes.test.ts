import { describe, expect, it } from 'vitest';
import { createCharacter, type Character } from '../characters/character.js';
import { ARMORS } from '../equipment/items.js';
import { takeTurn } from '../combat/takeTurn.js';
import { eventsOf, fight } from '../testing.js';
import { mentalCasting, spellDamage, spellHarms, touchHealing, RUNES, SCRABBLE_VALUES, maxRunesKnown, spellcasterClass } from './runes.js';

const caster = (classes: Character['classes'], diamonds = 9): Character =>
  createCharacter({ name: 'Mag', suits: { clubs: 5, spades: 9, diamonds, hearts: 7 }, classes });

describe('spellDamage', () => {
  it('is 2 for E and 3 for a hostile T, +1 per bonus, a Druid 1 less (Z18)', () => {
    expect(spellDamage('E', 'wizard', 0)).toBe(2);
    expect(spellDamage('E', 'wizard', 2)).toBe(4);
    expect(spellDamage('T', 'necromancer', 0)).toBe(3);
    expect(spellDamage('E', 'druid', 0)).toBe(1);
    expect(spellDamage('T', 'druid', 1)).toBe(3);
  });
});

describe('spellHarms', () => {
  it('lets Life harm only the undead and Death only the living (Z18)', () => {
    expect([spellHarms('healer', false), spellHarms('healer', true)]).toEqual([false, true]);
    expect([spellHarms('necromancer', false), spellHarms('necromancer', true)]).toEqual([true, false]);
    expect([spellHarms('wizard', false), spellHarms('druid', true)]).toEqual([true, true]);
  });
});

describe('touchHealing', () => {
  it('heals 2 (a Druid 1) when the energy suits the target, else 0 (Z18)', () => {
    expect([touchHealing('healer', false), touchHealing('healer', true)]).toEqual([2, 0]);
    expect([touchHealing('necromancer', true), touchHealing('necromancer', false)]).toEqual([2, 0]);
    expect([touchHealing('druid', false), touchHealing('wizard', false)]).toEqual([1, 0]);
  });
});

describe('RUNES', () => {
  it('costs the Scrabble value, 1 for E and T (Z18)', () => {
    expect([RUNES.E.cost, RUNES.T.cost, SCRABBLE_VALUES['Q'], SCRABBLE_VALUES['K']]).toEqual([1, 1, 10, 5]);
  });
});

describe('maxRunesKnown', () => {
  it('is ♦ for a caster and 0 for anyone else', () => {
    expect(maxRunesKnown(caster(['wizard'], 8))).toBe(8);
    expect(maxRunesKnown(caster(['fighter'], 8))).toBe(0);
    expect(spellcasterClass(caster(['fighter', 'healer']))).toBe('healer');
  });
});

describe('mentalCasting', () => {
  it('maps CS, S, F, CF to standard, full, fizzle, mishap (Z18)', () => {
    expect((['CS', 'S', 'F', 'CF'] as const).map(mentalCasting)).toEqual(['standardAction', 'fullAction', 'fizzle', 'mishap']);
  });
});

describe('Cast in combat (Z18)', () => {
  // Mag ♦9 Bold 4|1: 9 + 4 = 13 against Tin ♠5 Cautious 3|2 in plate: 5 + 3 = 8, margin 5 → +1.
  const start = (classes: Character['classes'], undead = false) =>
    fight([
      { c: caster(classes), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: createCharacter({ name: 'Tin', suits: { clubs: 5, spades: 5, diamonds: 5, hearts: 9 }, undead, equipment: { held: [], armor: ARMORS.plate, handy: [], pack: [] } }), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]);
  it('deals E energy damage 2 + 1 through plate, and spends a ♦ chip', () => {
    const { state, events } = takeTurn(start(['wizard']), 'Mag', [{ kind: 'cast', rune: 'E', target: 'Tin' }]);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ with: 'rune E', roll: { attack: 13, defense: 8 }, damage: { physical: 0, energy: 3, dealt: 3 } });
    expect(state.combatants.find((c) => c.id === 'Mag')?.character.chips.diamonds).toBe(8);
  });
  it('deals a Druid 1 less', () => {
    expect(eventsOf(takeTurn(start(['druid']), 'Mag', [{ kind: 'cast', rune: 'E', target: 'Tin' }]).events, 'attack')[0]?.damage?.dealt).toBe(2);
  });
  it('does not harm the living with Life energy', () => {
    const { events } = takeTurn(start(['healer']), 'Mag', [{ kind: 'cast', rune: 'E', target: 'Tin' }]);
    expect(eventsOf(events, 'noEffect')).toHaveLength(1);
    expect(eventsOf(events, 'injury')).toHaveLength(0);
  });
  it('harms the undead with Life energy', () => {
    expect(eventsOf(takeTurn(start(['healer'], true), 'Mag', [{ kind: 'cast', rune: 'E', target: 'Tin' }]).events, 'attack')[0]?.damage?.dealt).toBe(3);
  });
  it('adds 1 to a hostile touch, Adjacent only', () => {
    expect(eventsOf(takeTurn(start(['wizard']), 'Mag', [{ kind: 'cast', rune: 'T', target: 'Tin' }]).events, 'attack')[0]?.damage?.dealt).toBe(4);
    expect(() => takeTurn(start(['wizard']), 'Mag', [{ kind: 'cast', rune: 'T', target: 'Tin', distance: 'close' }])).toThrow();
  });
});
