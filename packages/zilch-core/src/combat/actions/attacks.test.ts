// Attack, Charge and Special Attack, worked from seed § Standard Actions and Z04, Z07, Z34.
import { describe, expect, it } from 'vitest';
import { withCondition, type Character } from '../../characters/character.js';
import { ActionError } from '../../errors/ActionError.js';
import { WEAPONS, type Weapon } from '../../equipment/items.js';
import { characterWith, deepFreeze, eventsOf, fight } from '../../testing.js';
import type { DominoDraw, Stance } from '../stances.js';
import { act } from '../takeTurn.js';
import type { Action, CombatState } from '../types.js';

// Cara ♣8 ♠9 (Fighter, 8 Club chips) holds 4|1: Bold attacks with 4 (12), Reckless with 4 + 1 (13).
// Dan ♣6 ♠5 ♥9 Cautious 3|2 defends with 3: ♠ 5 + 3 = 8, or ♣ 6 + 3 = 9 against a Special Attack.
const cara = (held: readonly Weapon[] = [WEAPONS.longsword]) => characterWith('Cara', [8, 9, 5, 8], ['fighter'], held);
const dan = characterWith('Dan', [6, 5, 5, 9], [], [WEAPONS.club]);
const start = (c: Character = cara(), stance: Stance = 'bold', danTile: DominoDraw = { greater: 3, lesser: 2 }): CombatState => {
  const s = fight([
    { c, side: 'a', stance, tile: { greater: 4, lesser: 1 } },
    { c: dan, side: 'b', stance: 'cautious', tile: danTile },
  ]);
  return deepFreeze({ ...s, turn: s.order.indexOf('Cara') }); // Cara's turn even when Slowed halves her initiative
};
const get = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id);
const attackRoll = (attack: number, defense: number) => {
  const margin = attack - defense;
  return { attack, defense, hit: margin >= 0, margin, bonusDamage: margin >= 0 ? Math.floor(margin / 5) : 0, hitCover: false };
};

describe('Attack (seed § Attack: ♣ + offensive pips against ♠ + defensive pips)', () => {
  it('hits 12 against 8 with a longsword for 3 (Heavy), logged in full', () => {
    const { state, events } = act(start(), 'Cara', { kind: 'attack', target: 'Dan' });
    expect(events).toEqual([
      { type: 'action', id: 'Cara', action: 'attack' },
      { type: 'reveal', id: 'Dan', tile: { greater: 3, lesser: 2 } },
      { type: 'attack', id: 'Cara', target: 'Dan', with: 'longsword', roll: attackRoll(12, 8), damage: { physical: 3, energy: 0, dealt: 3 } },
      { type: 'injury', id: 'Dan', event: { type: 'hpLost', amount: 3, temporary: false } },
    ]);
    expect(get(state, 'Dan')?.character.chips.hearts).toBe(6);
    expect(state.turnProgress).toMatchObject({ taken: ['attack'], standard: 1, minor: 0, full: 0, moved: false });
  });
  it('adds 1 damage for a margin of 5: one Club chip makes it 13 against 8 → 4', () => {
    const { state, events } = act(start(), 'Cara', { kind: 'attack', target: 'Dan', clubChips: 1 });
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ roll: attackRoll(13, 8), damage: { dealt: 4 } });
    expect(get(state, 'Cara')?.character.chips.clubs).toBe(7);
    expect(get(state, 'Dan')?.character.chips.hearts).toBe(5);
  });
  it('leaves room for a Minor action but not a second Standard one', () => {
    const { state } = act(start(), 'Cara', { kind: 'attack', target: 'Dan' });
    expect(() => act(state, 'Cara', { kind: 'move', squares: 3 })).not.toThrow();
    expect(() => act(state, 'Cara', { kind: 'attack', target: 'Dan' })).toThrow(ActionError);
  });
});

describe('Charge (seed § Charge; Z04 Reckless, Z07 not Slowed)', () => {
  const charge = (s: CombatState, o: Partial<Extract<Action, { kind: 'charge' }>> = {}) => act(s, 'Cara', { kind: 'charge', target: 'Dan', ...o });
  it('moves and attacks at the end of the move: Reckless 13 against 8 → longsword 3 + 1 = 4', () => {
    const { state, events } = charge(start(cara(), 'reckless'));
    expect(eventsOf(events, 'attack')).toEqual([
      { type: 'attack', id: 'Cara', target: 'Dan', with: 'longsword', roll: attackRoll(13, 8), damage: { physical: 4, energy: 0, dealt: 4 } },
    ]);
    expect(events[0]).toEqual({ type: 'action', id: 'Cara', action: 'charge' });
    expect(get(state, 'Dan')?.character.chips.hearts).toBe(5);
    expect(state.turnProgress).toMatchObject({ taken: ['charge'], standard: 1, minor: 0, moved: true, stepped: false });
  });
  it('always attacks from an Adjacent square, whatever distance is given', () => {
    // A melee weapon would be refused at Medium; a shortbow would be at −5 at Long. After a Charge both are Adjacent.
    expect(eventsOf(charge(start(cara(), 'reckless'), { distance: 'medium' }).events, 'attack')[0]?.roll.attack).toBe(13);
    expect(eventsOf(charge(start(cara([WEAPONS.shortbow]), 'reckless'), { distance: 'long' }).events, 'attack')[0]?.roll.attack).toBe(13);
  });
  it('refuses every stance but Reckless, naming it', () => {
    for (const stance of ['bold', 'cautious', 'guarded'] as const) {
      expect(() => charge(start(cara(), stance))).toThrow(new ActionError(`Charge needs a Reckless stance (Z04); Cara is ${stance}`));
    }
  });
  it('refuses a Slowed or Hampered charger, even when Reckless', () => {
    for (const k of ['slowed', 'hampered'] as const) {
      expect(() => charge(start(withCondition(cara(), k), 'reckless'))).toThrow(new ActionError('Cara is Slowed and cannot Charge (Z07)'));
    }
  });
  it('refuses a grappler, even when Reckless: a Charge moves, and neither grappler may move (Z12)', () => {
    const s = start(cara(), 'reckless');
    const grappled = deepFreeze({ ...s, combatants: s.combatants.map((c) => ({ ...c, grappling: c.id === 'Cara' ? 'Dan' : 'Cara' })) });
    expect(() => charge(grappled)).toThrow(new ActionError('Cara is grappling and cannot Charge (Z12)'));
  });
  it('is a Standard action: a Move may follow, an Attack may not', () => {
    const { state } = charge(start(cara(), 'reckless'));
    expect(() => act(state, 'Cara', { kind: 'move', squares: 2 })).not.toThrow();
    expect(() => act(state, 'Cara', { kind: 'attack', target: 'Dan' })).toThrow(ActionError);
  });
});

describe('Special Attack (seed § Special Attack; Z34)', () => {
  const special = (s: CombatState, kind: string, o: Partial<Extract<Action, { kind: 'specialAttack' }>> = {}) =>
    act(s, 'Cara', { kind: 'specialAttack', special: kind as 'trip', target: 'Dan', ...o });
  it('trips on a hit, 12 against ♣ 9, dealing no damage', () => {
    const { state, events } = special(start(), 'trip');
    expect(eventsOf(events, 'attack')).toEqual([{ type: 'attack', id: 'Cara', target: 'Dan', with: 'trip', roll: attackRoll(12, 9), damage: null }]);
    expect(eventsOf(events, 'special')).toEqual([{ type: 'special', id: 'Cara', target: 'Dan', special: 'trip' }]);
    expect(get(state, 'Dan')?.character.conditions).toEqual(['prone']);
    expect(get(state, 'Dan')?.character.chips.hearts).toBe(9);
    expect(state.turnProgress).toMatchObject({ taken: ['specialAttack'], standard: 1 });
  });
  it('bullrushes 1 + margin squares: 1 + 3 against ♣, 1 + 4 when Dan defends with ♠', () => {
    expect(eventsOf(special(start(), 'bullrush').events, 'special')).toEqual([{ type: 'special', id: 'Cara', target: 'Dan', special: 'bullrush', squares: 4 }]);
    expect(eventsOf(special(start(), 'bullrush', { defenseSuit: 'spades' }).events, 'special')[0]?.squares).toBe(5);
  });
  it('disarms: Dan drops his club', () => {
    const { state, events } = special(start(), 'disarm');
    expect(eventsOf(events, 'itemsDropped')).toEqual([{ type: 'itemsDropped', id: 'Dan', items: ['club'] }]);
    expect(get(state, 'Dan')?.character.equipment.held).toEqual([]);
  });
  it('grapples: both are Grappling each other', () => {
    const { state } = special(start(), 'grapple');
    expect([get(state, 'Cara')?.grappling, get(state, 'Dan')?.grappling]).toEqual(['Dan', 'Cara']);
  });
  it('hits on an equal total and misses one below: 12 against Dan 6|5 (♣ 6 + 6), then 11 with −1', () => {
    const s = start(cara(), 'bold', { greater: 6, lesser: 5 });
    expect(get(special(s, 'trip').state, 'Dan')?.character.conditions).toEqual(['prone']);
    const miss = special(s, 'trip', { modifier: -1 });
    expect(eventsOf(miss.events, 'attack')[0]?.roll).toEqual(attackRoll(11, 12));
    expect(eventsOf(miss.events, 'special')).toEqual([]);
    expect(get(miss.state, 'Dan')?.character.conditions).toEqual([]);
  });
  it('refuses an unknown Special Attack, listing the four', () => {
    const list = 'use bullrush, disarm, grapple, trip (Z34)';
    expect(() => special(start(), 'shove')).toThrow(new ActionError(`unknown Special Attack "shove"; ${list}`));
    expect(() => special(start(), 42 as never)).toThrow(new ActionError(`unknown Special Attack 42; ${list}`));
    expect(() => special(start(), 'Trip')).toThrow(ActionError);
  });
});
