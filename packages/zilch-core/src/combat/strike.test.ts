// Resolving one planned attack against the live state: reveal, chips, thrown weapons, damage and
// Special Attack effects (seed § Combat › Stances, § Clubs, § Spades, § Weapons, § Magic,
// § Temporary damage; Z12 Grappling, Z13 Invisible, Z18 runes, Z19 chip order, Z34 Special Attacks).
import { describe, expect, it } from 'vitest';
import type { Character } from '../characters/character.js';
import { WEAPONS, type Weapon } from '../equipment/items.js';
import { characterWith as who, eventsOf, fight, setCombatant } from '../testing.js';
import { reveal, specialEffect, strike, weaponHitDamage } from './strike.js';
import { resolveAttack } from './attackRoll.js';
import type { CombatEvent, CombatState } from './types.js';

const get = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id);

// Cara: Fighter ♣8, Bold 4|1 → attack 12. Dan: ♣6 ♠5 ♥9, Cautious 3|2 → defense 8 (♣ 9 against
// a Special Attack). Every attack below hits by 4 unless it says otherwise.
const start = (held: Weapon[] = [WEAPONS.longsword], other: Character = who('Dan', [6, 5, 5, 9])): CombatState =>
  fight([
    { c: who('Cara', [8, 9, 5, 8], ['fighter'], held), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
    { c: other, side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
  ]);

describe('reveal', () => {
  it('turns a domino face up once, with one reveal event', () => {
    const events: CombatEvent[] = [];
    const s = reveal(start(), 'Dan', events);
    expect(events).toEqual([{ type: 'reveal', id: 'Dan', tile: { greater: 3, lesser: 2 } }]);
    expect(get(s, 'Dan')?.revealed).toBe(true);
  });
  it('does nothing for a combatant without a domino', () => {
    const events: CombatEvent[] = [];
    const s = setCombatant(start(), 'Dan', { tile: null, stance: 'none', revealed: false });
    expect(reveal(s, 'Dan', events)).toBe(s);
    expect(events).toEqual([]);
  });
});

describe('strike', () => {
  it('logs the Club chips of the attacker, then the Spade chips of a Rogue defender (Z19)', () => {
    const events: CombatEvent[] = [];
    const ros = who('Ros', [6, 5, 5, 9], ['rogue']);
    strike(start([WEAPONS.longsword], ros), 'Cara', { target: 'Ros', clubChips: 2, defenderChips: 1 }, { mode: 'weapon' }, events);
    expect(eventsOf(events, 'chips')).toEqual([
      { type: 'chips', id: 'Cara', suit: 'clubs', spent: 2 },
      { type: 'chips', id: 'Ros', suit: 'spades', spent: 1 },
    ]);
  });
  it('keeps a thrown dart in hand (darts are ammunition), but a thrown dagger leaves it, not the longsword', () => {
    const darts: CombatEvent[] = [];
    const s = strike(start([WEAPONS.dart]), 'Cara', { target: 'Dan', thrown: true }, { mode: 'weapon' }, darts);
    expect(eventsOf(darts, 'itemThrown')).toEqual([]);
    expect(get(s, 'Cara')?.character.equipment.held.map((w) => w.name)).toEqual(['dart']);
    const events: CombatEvent[] = [];
    const t = strike(start([WEAPONS.longsword, WEAPONS.dagger]), 'Cara', { target: 'Dan', thrown: true, weapon: 'dagger' }, { mode: 'weapon' }, events);
    expect(eventsOf(events, 'itemThrown')).toEqual([{ type: 'itemThrown', id: 'Cara', item: 'dagger', target: 'Dan' }]);
    expect(get(t, 'Cara')?.character.equipment.held.map((w) => w.name)).toEqual(['longsword']);
  });
  it('releases nothing when the thrown weapon is not in hand', () => {
    const events: CombatEvent[] = [];
    const s = strike(start([WEAPONS.longsword]), 'Cara', { target: 'Dan', thrown: true }, { mode: 'weapon', weapon: WEAPONS.dagger }, events);
    expect(eventsOf(events, 'itemThrown')).toEqual([]);
    expect(get(s, 'Cara')?.character.equipment.held.map((w) => w.name)).toEqual(['longsword']);
  });
  it('makes a wrong-square guess at an Invisible target a plain miss, never a cover hit (Z13)', () => {
    const events: CombatEvent[] = [];
    strike(start(), 'Cara', { target: 'Dan', invisible: 'wrong', cover: 2 }, { mode: 'weapon' }, events);
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ damage: null, roll: { hit: false, bonusDamage: 0, hitCover: false } });
  });
  it('trips the target when a Special Attack names no kind (Z34): 12 against ♣6 + 3 = 9', () => {
    const events: CombatEvent[] = [];
    const s = strike(start(), 'Cara', { target: 'Dan' }, { mode: 'special' }, events);
    expect(eventsOf(events, 'special')).toEqual([{ type: 'special', id: 'Cara', target: 'Dan', special: 'trip' }]);
    expect(get(s, 'Dan')?.character.conditions).toContain('prone');
  });
  it('has no effect from a spell by a non-caster, or from a Healer’s rune E on the living (Z18)', () => {
    for (const caster of [who('Hal', [5, 6, 9, 7]), who('Hal', [5, 6, 9, 7], ['healer'])]) {
      const events: CombatEvent[] = [];
      const s0 = fight([
        { c: caster, side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
        { c: who('Dan', [6, 5, 5, 9]), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
      ]);
      const s = strike(s0, 'Hal', { target: 'Dan' }, { mode: 'spell', rune: 'E' }, events);
      expect(events.filter((e) => e.type === 'attack' || e.type === 'noEffect')).toEqual([
        expect.objectContaining({ type: 'attack', id: 'Hal', target: 'Dan', with: 'rune E', damage: null, roll: expect.objectContaining({ hit: true }) }),
        { type: 'noEffect', id: 'Hal', target: 'Dan', reason: 'this energy does not harm that target (Z18)' },
      ]);
      expect(get(s, 'Dan')?.character.chips.hearts).toBe(9);
    }
  });
  it('deals rune E damage for a spell without a rune: ♦9 + 4 = 13 against 8, margin 5 → 2 + 1 = 3 energy (Z18)', () => {
    const events: CombatEvent[] = [];
    const s0 = fight([
      { c: who('Wren', [5, 6, 9, 7], ['wizard']), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: who('Dan', [6, 5, 5, 9]), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]);
    const s = strike(s0, 'Wren', { target: 'Dan' }, { mode: 'spell' }, events);
    expect(eventsOf(events, 'attack')[0]?.damage).toEqual({ physical: 0, energy: 3, dealt: 3 });
    expect(get(s, 'Dan')?.character.chips.hearts).toBe(6);
  });
  it('puts unarmed damage in the temporary pool and longsword damage not (seed § Temporary damage)', () => {
    const fist: CombatEvent[] = [];
    const s = strike(start([]), 'Cara', { target: 'Dan' }, { mode: 'weapon' }, fist);
    expect(get(s, 'Dan')?.character).toMatchObject({ temporaryDamage: 1, chips: expect.objectContaining({ hearts: 8 }) });
    expect(eventsOf(fist, 'injury')).toEqual([expect.objectContaining({ type: 'injury', id: 'Dan', event: expect.objectContaining({ temporary: true }) })]);
    const sword: CombatEvent[] = [];
    const t = strike(start(), 'Cara', { target: 'Dan' }, { mode: 'weapon' }, sword);
    expect(get(t, 'Dan')?.character).toMatchObject({ temporaryDamage: 0, chips: expect.objectContaining({ hearts: 6 }) });
    expect(eventsOf(sword, 'injury')).toEqual([expect.objectContaining({ type: 'injury', id: 'Dan', event: expect.objectContaining({ temporary: false }) })]);
  });
});

describe('weaponHitDamage', () => {
  it('adds the pip bonus to a longsword’s 3 physical damage, no energy (Z15)', () => {
    const roll = resolveAttack({ attackSuit: 9, defenseSuit: 7, attackerStance: 'bold', defenderStance: 'cautious' }, { greater: 6, lesser: 3 }, { greater: 2, lesser: 1 });
    expect(weaponHitDamage(WEAPONS.longsword, roll, false)).toEqual({ physical: 4, energy: 0 });
  });
  it('lets greatCategory: false count a greatsword as Heavy 3 (Z15): 4 + 1 with the Great category, 3 + 1 without', () => {
    const roll = resolveAttack({ attackSuit: 9, defenseSuit: 7, attackerStance: 'bold', defenderStance: 'cautious' }, { greater: 6, lesser: 3 }, { greater: 2, lesser: 1 });
    expect(weaponHitDamage(WEAPONS.greatsword, roll, true)).toEqual({ physical: 5, energy: 0 });
    expect(weaponHitDamage(WEAPONS.greatsword, roll, false)).toEqual({ physical: 4, energy: 0 });
  });
});

describe('specialEffect', () => {
  it('logs a Disarm of an empty-handed target and drops nothing (Z34)', () => {
    const events: CombatEvent[] = [];
    const s = start();
    expect(specialEffect(s, 'Cara', 'Dan', 'disarm', 0, events)).toBe(s);
    expect(events).toEqual([{ type: 'special', id: 'Cara', target: 'Dan', special: 'disarm' }]);
  });
  it('starts a grapple, and a grappler’s Grapple hit on its partner ends it (Z12)', () => {
    const events: CombatEvent[] = [];
    const s = specialEffect(start(), 'Cara', 'Dan', 'grapple', 0, events);
    expect(events).toEqual([{ type: 'special', id: 'Cara', target: 'Dan', special: 'grapple' }]);
    expect([get(s, 'Cara')?.grappling, get(s, 'Dan')?.grappling]).toEqual(['Dan', 'Cara']);
    const t = specialEffect(s, 'Cara', 'Dan', 'grapple', 0, []);
    expect([get(t, 'Cara')?.grappling, get(t, 'Dan')?.grappling]).toEqual([null, null]);
  });
});
