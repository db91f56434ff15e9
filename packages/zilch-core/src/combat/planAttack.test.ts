// What an attack plan decides before any domino or chip changes hands: delivery, weapon, label,
// Club chips and the refusals (seed § Combat › Combat Actions, § Clubs, § Distances, § Magic;
// Z04 Guarded, Z06 Helpless, Z12 Grappling, Z18 runes, Z34 Special Attacks).
import { describe, expect, it } from 'vitest';
import { withCondition, type Character } from '../characters/character.js';
import { WEAPONS } from '../equipment/items.js';
import { ActionError } from '../errors/ActionError.js';
import { ChipError } from '../errors/ChipError.js';
import { characterWith as who, fight, setCombatant } from '../testing.js';
import { planAttack } from './planAttack.js';
import type { CombatState } from './types.js';


// Cara: Fighter ♣8 with a longsword and a dagger, Bold 4|1. Wren: Wizard ♦9 holding a dagger,
// Bold 4|1. Dan: ♣6 ♠5, no class, Cautious 3|2.
const cara = who('Cara', [8, 9, 5, 8], ['fighter'], [WEAPONS.longsword, WEAPONS.dagger]);
const wren = who('Wren', [5, 6, 9, 7], ['wizard'], [WEAPONS.dagger]);
const start = (dan: Character = who('Dan', [6, 5, 5, 9])): CombatState =>
  fight([
    { c: cara, side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
    { c: wren, side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
    { c: dan, side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
  ]);

describe('planAttack', () => {
  it('delivers rune E as a ranged spell and rune T as a touch, with no weapon even when one is held (Z18)', () => {
    const e = planAttack(start(), 'Wren', { target: 'Dan' }, { mode: 'spell', rune: 'E' });
    expect(e).toMatchObject({ delivery: 'spell', weapon: null, label: 'rune E', distance: 'close' });
    expect(e.setup).toMatchObject({ attackSuit: 9, defenseSuit: 5 });
    const t = planAttack(start(), 'Wren', { target: 'Dan' }, { mode: 'spell', rune: 'T' });
    expect(t).toMatchObject({ delivery: 'touch', weapon: null, label: 'rune T', distance: 'adjacent' });
  });
  it('plans a spell without a rune as rune E', () => {
    expect(planAttack(start(), 'Wren', { target: 'Dan' }, { mode: 'spell' })).toMatchObject({ delivery: 'spell', label: 'rune E' });
  });
  it('refuses to throw a spell', () => {
    expect(() => planAttack(start(), 'Wren', { target: 'Dan', thrown: true }, { mode: 'spell', rune: 'E' })).toThrow(ActionError);
    expect(() => planAttack(start(), 'Wren', { target: 'Dan', thrown: true }, { mode: 'spell', rune: 'E' })).toThrow('a spell cannot be thrown');
  });
  it('throws a dart, which the catalogue makes a thrown weapon (seed § Distances, thrown weapons)', () => {
    const s = fight([
      { c: who('Cara', [8, 9, 5, 8], ['fighter'], [WEAPONS.dart]), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: who('Dan', [6, 5, 5, 9]), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]);
    expect(planAttack(s, 'Cara', { target: 'Dan', thrown: true }, { mode: 'weapon' })).toMatchObject({ delivery: 'thrown', label: 'dart' });
  });
  it('labels weapon, unarmed and Special attacks; a Special Attack without a kind is a Trip (Z34)', () => {
    expect(planAttack(start(), 'Cara', { target: 'Dan' }, { mode: 'weapon' }).label).toBe('longsword');
    expect(planAttack(start(), 'Cara', { target: 'Dan', weapon: 'unarmed' }, { mode: 'weapon' }).label).toBe('unarmed');
    expect(planAttack(start(), 'Cara', { target: 'Dan' }, { mode: 'special', special: 'grapple' }).label).toBe('grapple');
    expect(planAttack(start(), 'Cara', { target: 'Dan' }, { mode: 'special' }).label).toBe('trip');
  });
  it('adds Club chips to the attack, up to all the Fighter holds (seed § Clubs)', () => {
    const n = cara.chips.clubs;
    const p = planAttack(start(), 'Cara', { target: 'Dan', clubChips: n }, { mode: 'weapon' });
    expect(p.clubChips).toBe(n);
    expect(p.setup.attackModifier).toBe(n);
    expect(() => planAttack(start(), 'Cara', { target: 'Dan', clubChips: n + 1 }, { mode: 'weapon' })).toThrow(ChipError);
    expect(() => planAttack(start(), 'Cara', { target: 'Dan', clubChips: n + 1 }, { mode: 'weapon' })).toThrow(`Cara has ${n} clubs chips, cannot spend ${n + 1}`);
  });
  it('refuses Club chips that are negative or fractional', () => {
    for (const bad of [-1, 1.5]) {
      expect(() => planAttack(start(), 'Cara', { target: 'Dan', clubChips: bad }, { mode: 'weapon' })).toThrow(ChipError);
      expect(() => planAttack(start(), 'Cara', { target: 'Dan', clubChips: bad }, { mode: 'weapon' })).toThrow(`clubChips must be a whole number ≥ 0, got ${bad}`);
    }
  });
  it('refuses Club chips on a spell, and from a character who is not a Fighter (seed § Clubs)', () => {
    expect(() => planAttack(start(), 'Wren', { target: 'Dan', clubChips: 1 }, { mode: 'spell', rune: 'E' })).toThrow('Club chips add to Club-based attacks, not spells');
    expect(() => planAttack(start(), 'Wren', { target: 'Dan', clubChips: 1 }, { mode: 'weapon' })).toThrow(ActionError);
    expect(() => planAttack(start(), 'Wren', { target: 'Dan', clubChips: 1 }, { mode: 'weapon' })).toThrow('Wren is not a Fighter and has no Club chips to spend');
  });
  it('refuses an attack on oneself', () => {
    expect(() => planAttack(start(), 'Cara', { target: 'Cara' }, { mode: 'weapon' })).toThrow(ActionError);
    expect(() => planAttack(start(), 'Cara', { target: 'Cara' }, { mode: 'weapon' })).toThrow('Cara cannot attack itself');
  });
  it('refuses an attacker without a domino: no stance, or no tile (seed § Stances)', () => {
    const noStance = setCombatant(start(), 'Cara', { stance: 'none' });
    expect(() => planAttack(noStance, 'Cara', { target: 'Dan' }, { mode: 'weapon' })).toThrow('Cara has no domino this round');
    const noTile = setCombatant(start(), 'Cara', { tile: null });
    expect(() => planAttack(noTile, 'Cara', { target: 'Dan' }, { mode: 'weapon' })).toThrow('Cara has no domino this round');
  });
  it('refuses a Guarded attacker, naming it (Z04)', () => {
    const s = setCombatant(start(), 'Cara', { stance: 'guarded' });
    expect(() => planAttack(s, 'Cara', { target: 'Dan' }, { mode: 'weapon' })).toThrow('Cara is Guarded and must Defend, not attack (Z04)');
  });
  it('lets a grappler attack only its partner (Z12)', () => {
    const s = setCombatant(start(), 'Cara', { grappling: 'Wren' });
    expect(() => planAttack(s, 'Cara', { target: 'Dan' }, { mode: 'weapon', weapon: WEAPONS.dagger })).toThrow('Cara is grappling Wren and may only attack it (Z12)');
  });
  it('lets a grappler use a Tiny weapon, an unarmed blow or a rune on its partner, but not a longsword (Z12)', () => {
    const s = setCombatant(setCombatant(start(), 'Cara', { grappling: 'Dan' }), 'Dan', { grappling: 'Cara' });
    expect(planAttack(s, 'Cara', { target: 'Dan', weapon: 'dagger' }, { mode: 'weapon' }).label).toBe('dagger');
    expect(planAttack(s, 'Cara', { target: 'Dan', weapon: 'unarmed' }, { mode: 'weapon' }).label).toBe('unarmed');
    expect(() => planAttack(s, 'Cara', { target: 'Dan', weapon: 'longsword' }, { mode: 'weapon' })).toThrow(/Tiny weapons/);
    const w = setCombatant(setCombatant(start(), 'Wren', { grappling: 'Dan' }), 'Dan', { grappling: 'Wren' });
    expect(planAttack(w, 'Wren', { target: 'Dan' }, { mode: 'spell', rune: 'T' })).toMatchObject({ delivery: 'touch', weapon: null });
  });
  it('makes attacks on a Helpless defender hit automatically, and not on a Prone one (Z06)', () => {
    expect(planAttack(start(withCondition(who('Dan', [6, 5, 5, 9]), 'helpless')), 'Cara', { target: 'Dan' }, { mode: 'weapon' }).setup.autoHit).toBe(true);
    expect(planAttack(start(withCondition(who('Dan', [6, 5, 5, 9]), 'prone')), 'Cara', { target: 'Dan' }, { mode: 'weapon' }).setup.autoHit).toBe(false);
  });
});
