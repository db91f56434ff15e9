// Saves in combat (Z19, Z05), worked from given dominoes: the total, the refusals and the exact events.
import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { withCondition } from '../characters/character.js';
import { ActionError } from '../errors/ActionError.js';
import { ChipError } from '../errors/ChipError.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { caught, characterWith, deepFreeze, eventsOf, fight, setCombatant } from '../testing.js';
import { loadCombatState } from './vtt/load.js';
import { resolveSave, save } from './save.js';
import { startCombat } from './startCombat.js';
import type { Stance } from './stances.js';
import type { CombatState } from './types.js';

// Rex: ♣7 ♠9, a Rogue (9 Spade chips). Fia: ♣10 ♠6, a Fighter (10 Club chips).
const rex = characterWith('Rex', [7, 9, 6, 7], ['rogue']);
const fia = characterWith('Fia', [10, 6, 5, 8], ['fighter']);
// Rex holds 5|1 (Cautious: defends with G = 5), Fia 4|2 (Bold: defends with L = 2) unless told otherwise.
const start = (rexStance: Stance = 'cautious', fiaStance: Stance = 'bold', r = rex): CombatState =>
  fight([
    { c: r, side: 'a', stance: rexStance, tile: { greater: 5, lesser: 1 } },
    { c: fia, side: 'b', stance: fiaStance, tile: { greater: 4, lesser: 2 } },
  ]);
const chipsOf = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id)?.character.chips;

describe('resolveSave', () => {
  it('names the field that is not a whole number within ±50', () => {
    const ok = { suitValue: 9, defensivePips: 4, chips: 1, against: 12 };
    for (const [field, bad] of [
      ['suitValue', 51],
      ['defensivePips', 2.5],
      ['chips', -51],
      ['against', 60],
    ] as const) {
      const e = caught(() => resolveSave({ ...ok, [field]: bad }));
      expect(e).toBeInstanceOf(SuitValueError);
      expect(e).toMatchObject({ message: `${field} must be a whole number in -50..50, got ${bad}`, input: field, value: bad });
    }
  });
});

describe('save', () => {
  // Rex acts first (♠9 > ♠6), so his domino is already face up; Fia's is still face down.
  it('totals ♣ + defensive pips + Club chips and logs reveal, chips and save in that order: 10 + 2 + 3 = 15 > 14', () => {
    const { state, events } = save(deepFreeze(start()), 'Fia', { suit: 'clubs', against: 14, chips: 3 });
    expect(events).toEqual([
      { type: 'reveal', id: 'Fia', tile: { greater: 4, lesser: 2 } },
      { type: 'chips', id: 'Fia', suit: 'clubs', spent: 3 },
      { type: 'save', id: 'Fia', suit: 'clubs', total: 15, against: 14, resisted: true },
    ]);
    expect(chipsOf(state, 'Fia')?.clubs).toBe(7);
    expect(state.combatants.find((c) => c.id === 'Fia')?.revealed).toBe(true);
  });

  it('spends nothing and logs no chips event when no chips are given: 10 + 2 = 12 does not beat 12', () => {
    for (const input of [{ suit: 'clubs', against: 12 }, { suit: 'clubs', against: 12, chips: 0 }] as const) {
      const { state, events } = save(start(), 'Fia', input);
      expect(events).toEqual([
        { type: 'reveal', id: 'Fia', tile: { greater: 4, lesser: 2 } },
        { type: 'save', id: 'Fia', suit: 'clubs', total: 12, against: 12, resisted: false },
      ]);
      expect(chipsOf(state, 'Fia')?.clubs).toBe(10);
    }
  });

  it('does not reveal a domino that is already face up, and spends Spade chips: 9 + 5 + 2 = 16 > 14', () => {
    const { state, events } = save(start(), 'Rex', { suit: 'spades', against: 14, chips: 2 });
    expect(events).toEqual([
      { type: 'chips', id: 'Rex', suit: 'spades', spent: 2 },
      { type: 'save', id: 'Rex', suit: 'spades', total: 16, against: 14, resisted: true },
    ]);
    expect(chipsOf(state, 'Rex')?.spades).toBe(7);
  });

  it('lets anyone save with ♣ or ♠ without chips, whatever the class: the Rogue’s ♣ 7 + 5 = 12 > 11', () => {
    expect(eventsOf(save(start(), 'Rex', { suit: 'clubs', against: 11 }).events, 'save')).toEqual([
      { type: 'save', id: 'Rex', suit: 'clubs', total: 12, against: 11, resisted: true },
    ]);
    expect(eventsOf(save(start(), 'Fia', { suit: 'spades', against: 7, chips: 0 }).events, 'save')).toEqual([
      { type: 'save', id: 'Fia', suit: 'spades', total: 8, against: 7, resisted: true },
    ]);
  });

  it('refuses chips of a class the saver lacks, naming the class it would need', () => {
    const a = caught(() => save(start(), 'Rex', { suit: 'clubs', against: 10, chips: 1 }));
    expect(a).toBeInstanceOf(ActionError);
    expect(a).toHaveProperty('message', 'Rex is not a Fighter and has no clubs chips for this save');
    const b = caught(() => save(start(), 'Fia', { suit: 'spades', against: 10, chips: 1 }));
    expect(b).toBeInstanceOf(ActionError);
    expect(b).toHaveProperty('message', 'Fia is not a Rogue and has no spades chips for this save');
  });

  it('refuses Spade chips from a Defenseless (Reckless) Rogue (Z05)', () => {
    const e = caught(() => save(start('reckless'), 'Rex', { suit: 'spades', against: 10, chips: 1 }));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toHaveProperty('message', 'Rex is Defenseless and cannot add Spade chips (Z05)');
  });

  it('still lets a Defenseless (Reckless) Fighter add Club chips to a ♣ save: 10 + 0 + 3 = 13 > 12', () => {
    const { state, events } = save(start('bold', 'reckless'), 'Fia', { suit: 'clubs', against: 12, chips: 3 });
    expect(eventsOf(events, 'save')).toEqual([{ type: 'save', id: 'Fia', suit: 'clubs', total: 13, against: 12, resisted: true }]);
    expect(chipsOf(state, 'Fia')?.clubs).toBe(7);
  });

  it('refuses a chip count that is negative, fractional or more than held, with a ChipError', () => {
    for (const chips of [-1, 1.5, 10, 51]) {
      const e = caught(() => save(start(), 'Rex', { suit: 'spades', against: 14, chips }));
      expect(e).toBeInstanceOf(ChipError);
      expect(e).toHaveProperty('message', `Rex has 9 spades chips, cannot spend ${chips}`);
    }
  });

  it('lets the saver spend every chip it holds: 9 + 5 + 9 = 23', () => {
    const { state, events } = save(start(), 'Rex', { suit: 'spades', against: 22, chips: 9 });
    expect(eventsOf(events, 'save')).toEqual([{ type: 'save', id: 'Rex', suit: 'spades', total: 23, against: 22, resisted: true }]);
    expect(chipsOf(state, 'Rex')?.spades).toBe(0);
  });

  it('counts no defensive pips for a Defenseless saver, whatever its stance (Z05): Cautious 5|1 gives ♠9 + 0', () => {
    const s = start('cautious', 'bold', withCondition(rex, 'defenseless'));
    expect(eventsOf(save(s, 'Rex', { suit: 'spades', against: 8 }).events, 'save')).toEqual([
      { type: 'save', id: 'Rex', suit: 'spades', total: 9, against: 8, resisted: true },
    ]);
  });

  it('counts no defensive pips for a saver holding no domino (a saved fight whose tile was lost)', () => {
    // loadCombatState accepts a stance without a tile; the save must not read pips from a missing domino
    const loaded = loadCombatState(JSON.parse(JSON.stringify(setCombatant(start(), 'Rex', { tile: null }))));
    const { events } = save(loaded, 'Rex', { suit: 'spades', against: 8 });
    expect(events).toEqual([{ type: 'save', id: 'Rex', suit: 'spades', total: 9, against: 8, resisted: true }]);
  });

  it('is refused outside the turns phase', () => {
    const { state } = startCombat(seed(1), [
      { side: 'a', character: rex },
      { side: 'b', character: fia },
    ]);
    const e = caught(() => save(state, 'Rex', { suit: 'spades', against: 8 }));
    expect(e).toBeInstanceOf(CombatStateError);
    expect(e).toHaveProperty('message', 'saves are made during turns, not in phase stances');
  });

  it('is refused with a Suit other than ♣ or ♠ (Z19)', () => {
    const e = caught(() => save(start(), 'Rex', { suit: 'hearts' as never, against: 8 }));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toHaveProperty('message', 'a save in combat uses clubs or spades, not "hearts" (Z19)');
  });
});
