// Cast (seed § Cast, § Magic), worked from Z18: runes E and T, their ♦ cost, the free hand, healing.
import { describe, expect, it } from 'vitest';
import { createCharacter, type Character } from '../../characters/character.js';
import { ActionError } from '../../errors/ActionError.js';
import { ChipError } from '../../errors/ChipError.js';
import { CombatStateError } from '../../errors/CombatStateError.js';
import { ARMORS, SHIELDS, WEAPONS, type Gear, type Shield, type Weapon } from '../../equipment/items.js';
import { characterWith, deepFreeze, eventsOf, fight } from '../../testing.js';
import { act } from '../takeTurn.js';
import type { Action, CombatState } from '../types.js';

const gear = (name: string): Gear => ({ kind: 'gear', name });
// The caster ♠9 acts first, holding 4|1 Bold: ♦9 + 4 = 13. Dan ♠5 Cautious 3|2 defends at 8, in plate (DR 3).
// Ivo (♥8, an ally) is hurt down to 5 HP.
const caster = (classes: Character['classes'], held: readonly (Weapon | Shield | Gear)[] = []) =>
  createCharacter({ name: 'Mag', suits: { clubs: 5, spades: 9, diamonds: 9, hearts: 7 }, classes, equipment: { held: [...held], armor: null, handy: [], pack: [] } });
const dan = createCharacter({ name: 'Dan', suits: { clubs: 6, spades: 5, diamonds: 5, hearts: 9 }, equipment: { held: [], armor: ARMORS.plate, handy: [], pack: [] } });
const ivo0 = characterWith('Ivo', [7, 6, 5, 8]);
const ivo = { ...ivo0, chips: { ...ivo0.chips, hearts: 5 } };
const start = (mag: Character, ally: Character = ivo, foe: Character = dan): CombatState => {
  const s = fight([
    { c: mag, side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
    { c: ally, side: 'a', stance: 'bold', tile: { greater: 2, lesser: 1 } },
    { c: foe, side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
  ]);
  return deepFreeze({ ...s, turn: s.order.indexOf('Mag') }); // a Wizard with a shield is Hampered (Z17), so Slowed initiative
};
const cast = (s: CombatState, o: Partial<Extract<Action, { kind: 'cast' }>> = {}) => act(s, 'Mag', { kind: 'cast', rune: 'E', target: o.willing === true ? 'Ivo' : 'Dan', ...o });
const get = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id);
const roll = (attack: number, defense: number) => ({ attack, defense, hit: attack >= defense, margin: attack - defense, bonusDamage: Math.max(0, Math.floor((attack - defense) / 5)), hitCover: false });

describe('who can cast (Z18)', () => {
  it('refuses a Fighter', () => expect(() => cast(start(caster(['fighter'])))).toThrow(new ActionError('Mag is not a Spellcaster')));
  it('needs a free hand: refused with sword and shield, or a greatsword', () => {
    const msg = new ActionError('Mag needs a free hand (or a staff, wand or holy symbol) to cast (Z18)');
    expect(() => cast(start(caster(['wizard'], [WEAPONS.longsword, SHIELDS.shield])))).toThrow(msg);
    expect(() => cast(start(caster(['wizard'], [WEAPONS.greatsword])))).toThrow(msg);
  });
  it('casts with one hand free, or with both hands full when one holds a staff, wand or holy symbol', () => {
    const ok: (Weapon | Shield | Gear)[][] = [[], [WEAPONS.dagger], [WEAPONS.staff], [gear('wand'), SHIELDS.shield], [WEAPONS.longsword, gear('holySymbol')]];
    for (const held of ok) expect(eventsOf(cast(start(caster(['wizard'], held))).events, 'attack')).toHaveLength(1);
  });
  it('does not take a torch for a focus', () => {
    expect(() => cast(start(caster(['wizard'], [WEAPONS.longsword, gear('torch')])))).toThrow(ActionError);
  });
  it('knows only E and T in Lite', () => {
    expect(() => cast(start(caster(['wizard'])), { rune: 'Q' as 'E' })).toThrow(new ActionError('unknown rune "Q"; Lite casters know E and T (Z18)'));
  });
});

describe('paying the rune (Z18: its Scrabble value in ♦ chips, 1 for E and T)', () => {
  it('spends 1 Diamond chip first, logged before the attack', () => {
    const { state, events } = cast(start(caster(['wizard'])));
    expect(events.slice(0, 2)).toEqual([
      { type: 'action', id: 'Mag', action: 'cast' },
      { type: 'chips', id: 'Mag', suit: 'diamonds', spent: 1 },
    ]);
    expect(get(state, 'Mag')?.character.chips.diamonds).toBe(8);
    expect(state.turnProgress).toMatchObject({ standard: 1, taken: ['cast'] });
  });
  it('refuses a caster with no ♦ chips left', () => {
    const broke = caster(['wizard']);
    const s = start({ ...broke, chips: { ...broke.chips, diamonds: 0 } });
    expect(() => cast(s)).toThrow(new ChipError('Mag has 0 diamonds chips, cannot spend 1'));
  });
});

describe('rune E: a ranged energy attack (Z18)', () => {
  it('hits 13 against 8 for 2 + 1 energy, which plate does not reduce', () => {
    const { state, events } = cast(start(caster(['wizard'])));
    expect(eventsOf(events, 'attack')).toEqual([{ type: 'attack', id: 'Mag', target: 'Dan', with: 'rune E', roll: roll(13, 8), damage: { physical: 0, energy: 3, dealt: 3 } }]);
    expect(get(state, 'Dan')?.character.chips.hearts).toBe(6);
  });
  it('takes −2 at Medium and −5 at Long, and cannot reach Far', () => {
    expect(eventsOf(cast(start(caster(['wizard'])), { distance: 'medium' }).events, 'attack')[0]).toMatchObject({ roll: roll(11, 8), damage: { dealt: 2 } });
    expect(eventsOf(cast(start(caster(['wizard'])), { distance: 'long' }).events, 'attack')[0]?.roll).toEqual(roll(8, 8));
    expect(() => cast(start(caster(['wizard'])), { distance: 'far' })).toThrow(ActionError);
  });
  it('deals a Druid 1 less: 2 + 1 − 1 = 2', () => {
    expect(eventsOf(cast(start(caster(['druid']))).events, 'attack')[0]?.damage).toEqual({ physical: 0, energy: 2, dealt: 2 });
  });
});

describe('rune T against a foe: a touch, E + 1 (Z18)', () => {
  it('hits 13 against 8 at Adjacent for 3 + 1 energy', () => {
    const { events } = cast(start(caster(['wizard'])), { rune: 'T' });
    expect(eventsOf(events, 'attack')[0]).toMatchObject({ with: 'rune T', roll: roll(13, 8), damage: { physical: 0, energy: 4, dealt: 4 } });
  });
  it('cannot touch a foe at Very Close', () => expect(() => cast(start(caster(['wizard'])), { rune: 'T', distance: 'veryClose' })).toThrow(ActionError));
});

describe('rune T on a willing target: healing without a roll (Z18)', () => {
  const touch = (s: CombatState, o: Partial<Extract<Action, { kind: 'cast' }>> = {}) => cast(s, { rune: 'T', willing: true, ...o });
  it('heals 2 from a Healer, with no attack roll', () => {
    const { state, events } = touch(start(caster(['healer'])));
    expect(eventsOf(events, 'heal')).toEqual([{ type: 'heal', id: 'Mag', target: 'Ivo', amount: 2, taintRemoved: 0 }]);
    expect(eventsOf(events, 'attack')).toEqual([]);
    expect(get(state, 'Ivo')?.character.chips.hearts).toBe(7);
    expect(get(state, 'Mag')?.character.chips.diamonds).toBe(8);
  });
  it('heals 1 from a Druid', () => {
    expect(eventsOf(touch(start(caster(['druid']))).events, 'heal')[0]?.amount).toBe(1);
  });
  it('spends the 2 on a ♥ taint counter first (seed § Taint): 1 counter gone, 1 HP back', () => {
    const tainted = { ...ivo, taint: { ...ivo.taint, hearts: 1 } };
    const { state, events } = touch(start(caster(['healer']), tainted));
    expect(eventsOf(events, 'heal')).toEqual([{ type: 'heal', id: 'Mag', target: 'Ivo', amount: 1, taintRemoved: 1 }]);
    expect(get(state, 'Ivo')?.character.chips.hearts).toBe(6);
  });
  it('spends all of it on taint when there are more counters: 3 counters → 1 left, no HP', () => {
    const tainted = { ...ivo, taint: { ...ivo.taint, hearts: 3 } };
    const { state, events } = touch(start(caster(['healer']), tainted));
    expect(eventsOf(events, 'heal')).toEqual([{ type: 'heal', id: 'Mag', target: 'Ivo', amount: 0, taintRemoved: 2 }]);
    expect(get(state, 'Ivo')?.character).toMatchObject({ chips: { hearts: 5 }, taint: { hearts: 1 } });
  });
  it('heals the undead from a Necromancer, not the living', () => {
    const zed = createCharacter({ name: 'Ivo', suits: { clubs: 7, spades: 6, diamonds: 5, hearts: 8 }, equipment: { held: [], armor: null, handy: [], pack: [] }, undead: true });
    const hurtZed = { ...zed, chips: { ...zed.chips, hearts: 5 } };
    expect(eventsOf(touch(start(caster(['necromancer']), hurtZed)).events, 'heal')[0]?.amount).toBe(2);
    const living = touch(start(caster(['necromancer'])));
    expect(eventsOf(living.events, 'heal')).toEqual([]);
    expect(eventsOf(living.events, 'noEffect')).toEqual([{ type: 'noEffect', id: 'Mag', target: 'Ivo', reason: 'this energy does not heal that target (Z18)' }]);
    expect(get(living.state, 'Ivo')?.character.chips.hearts).toBe(5);
    expect(get(living.state, 'Mag')?.character.chips.diamonds).toBe(8); // the chip is spent all the same
  });
  it('has no healing from a Wizard', () => {
    expect(eventsOf(touch(start(caster(['wizard']))).events, 'noEffect')).toHaveLength(1);
  });
  it('needs the target Adjacent: refused at Close, accepted when Adjacent is said', () => {
    expect(() => touch(start(caster(['healer'])), { distance: 'close' })).toThrow(new ActionError('rune T needs an Adjacent target (Z18)'));
    expect(eventsOf(touch(start(caster(['healer'])), { distance: 'adjacent' }).events, 'heal')).toHaveLength(1);
  });
  it('refuses an unknown target before any chip is spent, even by a caster out of chips', () => {
    expect(() => touch(start(caster(['healer'])), { target: 'Nobody' })).toThrow(new CombatStateError('no combatant with id "Nobody"'));
    const broke = caster(['healer']);
    expect(() => touch(start({ ...broke, chips: { ...broke.chips, diamonds: 0 } }), { target: 'Nobody' })).toThrow(new CombatStateError('no combatant with id "Nobody"'));
  });
  it('never heals with rune E, even when willing is said', () => {
    const { events } = cast(start(caster(['healer'])), { rune: 'E', willing: true, target: 'Ivo' });
    expect(eventsOf(events, 'heal')).toEqual([]);
    expect(eventsOf(events, 'attack')[0]?.target).toBe('Ivo');
  });
  it('is only willing when willing is true: otherwise it attacks the ally', () => {
    const { events } = cast(start(caster(['wizard'])), { rune: 'T', target: 'Ivo' });
    expect(eventsOf(events, 'attack')[0]?.target).toBe('Ivo');
    expect(eventsOf(events, 'heal')).toEqual([]);
  });
});
