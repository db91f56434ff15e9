// Worked values for the combat rules, each from given dominoes (never from what a seed rolls).
import { describe, expect, it } from 'vitest';
import { createCharacter, withCondition, type Character } from '../characters/character.js';
import { WEAPONS, SHIELDS, ARMORS, type Weapon, type Shield } from '../equipment/items.js';
import type { Equipment } from '../equipment/equipment.js';
import { act, endTurn, takeTurn } from './takeTurn.js';
import { resolveSave, save } from './save.js';
import { startCombat } from './startCombat.js';
import { ActionError } from '../errors/ActionError.js';
import { StanceError } from '../errors/StanceError.js';
import { deepFreeze, eventsOf, fight } from '../testing.js';
import type { CombatEvent, CombatState } from './types.js';
import { seed } from '@rollwright/dice';

const gear = (held: (Weapon | Shield)[] = [], more: Partial<Equipment> = {}): Equipment => ({ held, armor: null, handy: [], pack: [], ...more });
const who = (
  name: string,
  suits: [number, number, number, number],
  classes: Character['classes'] = [],
  equipment: Equipment = gear(),
  extra: { readonly undead?: boolean } = {},
): Character =>
  createCharacter({ name, suits: { clubs: suits[0], spades: suits[1], diamonds: suits[2], hearts: suits[3] }, classes, equipment, ...extra });
const attacks = (events: readonly CombatEvent[]) => eventsOf(events, 'attack');
const hp = (s: CombatState, id: string): number => s.combatants.find((c) => c.id === id)?.character.chips.hearts ?? NaN;
const setCombatant = (s: CombatState, id: string, patch: Partial<CombatState['combatants'][number]>): CombatState => ({
  ...s,
  combatants: s.combatants.map((c) => (c.id === id ? { ...c, ...patch } : c)),
});

describe('Defend and the Guarded stance (Z04)', () => {
  // Ann ♠10 holds 6|1 Cautious (defense 10 + 6 = 16; Guarded would be 10 + 7 = 17). Bob ♣11 Bold 5|2 attacks at 16.
  const ann = who('Ann', [8, 10, 5, 8], ['fighter'], gear([WEAPONS.longsword]));
  const bob = who('Bob', [11, 6, 5, 8], ['fighter'], gear([WEAPONS.longsword]));
  const start = () =>
    fight([
      { c: ann, side: 'a', stance: 'cautious', tile: { greater: 6, lesser: 1 } },
      { c: bob, side: 'b', stance: 'bold', tile: { greater: 5, lesser: 2 } },
    ]);
  it('refuses a shift into Guarded after an Attack, in one call or step by step', () => {
    const s = start();
    expect(() => takeTurn(s, 'Ann', [{ kind: 'attack', target: 'Bob' }, { kind: 'shiftStance', to: 'guarded' }])).toThrow(StanceError);
    expect(() => takeTurn(s, 'Ann', [{ kind: 'attack', target: 'Bob' }, { kind: 'shiftStance', to: 'guarded' }])).toThrow(/cannot shift into Guarded/);
    const { state } = act(s, 'Ann', { kind: 'attack', target: 'Bob' });
    expect(() => act(state, 'Ann', { kind: 'shiftStance', to: 'guarded' })).toThrow(StanceError);
  });
  it("so Bob's 16 meets Ann's Cautious 16 and hits", () => {
    const s = takeTurn(start(), 'Ann', [{ kind: 'attack', target: 'Bob' }]).state;
    const [a] = attacks(takeTurn(s, 'Bob', [{ kind: 'attack', target: 'Ann' }]).events);
    expect(a?.roll).toMatchObject({ attack: 16, defense: 16, hit: true });
  });
  it('allows Shift Stance into Guarded with Defend, and then Guarded pips count (17)', () => {
    const s = takeTurn(start(), 'Ann', [{ kind: 'shiftStance', to: 'guarded' }, { kind: 'defend' }]).state;
    const [a] = attacks(takeTurn(s, 'Bob', [{ kind: 'attack', target: 'Ann' }]).events);
    expect(a?.roll).toMatchObject({ attack: 16, defense: 17, hit: false });
  });
  it('will not end a Guarded turn without Defend', () => {
    const { state } = act(start(), 'Ann', { kind: 'shiftStance', to: 'guarded' });
    expect(() => endTurn(state, 'Ann')).toThrow(ActionError);
    expect(() => endTurn(act(state, 'Ann', { kind: 'defend' }).state, 'Ann')).not.toThrow();
  });
});

describe('Prone targets and range (Z09, seed § Distances)', () => {
  // Cara ♣8 Bold 4|1 (offense 4); Dan ♠5 Cautious 3|2 (defense 5 + 3 = 8), Prone.
  const dan = withCondition(who('Dan', [6, 5, 5, 9]), 'prone');
  const start = (w: Weapon) =>
    fight([
      { c: who('Cara', [8, 9, 5, 8], ['fighter'], gear([w])), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: dan, side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]);
  const total = (w: Weapon, distance: 'adjacent' | 'close' | 'medium' | 'long') =>
    attacks(takeTurn(start(w), 'Cara', [{ kind: 'attack', target: 'Dan', distance }]).events)[0]?.roll.attack;
  it('gives a ranged shot from an Adjacent square no Prone penalty: 8 + 4 = 12', () => expect(total(WEAPONS.shortbow, 'adjacent')).toBe(12));
  it('gives ranged shots beyond Adjacent −2, and Medium another −2: 10 at Close, 8 at Medium, 5 at Long', () => {
    expect(total(WEAPONS.shortbow, 'close')).toBe(10);
    expect(total(WEAPONS.shortbow, 'medium')).toBe(8);
    expect(total(WEAPONS.shortbow, 'long')).toBe(5);
  });
  it('gives an Adjacent melee attacker +2: 14', () => expect(total(WEAPONS.dagger, 'adjacent')).toBe(14));
  it('takes −2 from a Prone attacker in melee but not at range', () => {
    const s = fight([
      { c: withCondition(who('Cara', [8, 9, 5, 8], ['fighter'], gear([WEAPONS.dagger, WEAPONS.dart])), 'prone'), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: who('Dan', [6, 5, 5, 9]), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]);
    expect(attacks(takeTurn(s, 'Cara', [{ kind: 'attack', target: 'Dan', weapon: 'dagger' }]).events)[0]?.roll.attack).toBe(10);
    expect(attacks(takeTurn(s, 'Cara', [{ kind: 'attack', target: 'Dan', weapon: 'dart' }]).events)[0]?.roll.attack).toBe(12);
  });
});

describe('Thrown and projectile weapons (seed § Distances)', () => {
  const start = (held: Weapon[]) =>
    fight([
      { c: who('Cara', [8, 9, 5, 8], ['fighter'], gear(held)), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: who('Dan', [6, 5, 5, 9]), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]);
  it('keeps Long out of reach for a thrown dart, but a shortbow reaches it at −5', () => {
    expect(() => takeTurn(start([WEAPONS.dart]), 'Cara', [{ kind: 'attack', target: 'Dan', distance: 'long' }])).toThrow(/Long is out of reach/);
    const [a] = attacks(takeTurn(start([WEAPONS.shortbow]), 'Cara', [{ kind: 'attack', target: 'Dan', distance: 'long' }]).events);
    expect(a?.roll.attack).toBe(8 + 4 - 5);
  });
  it('throws a dagger at −2 at Medium, after which it has left the hand', () => {
    const { state, events } = takeTurn(start([WEAPONS.dagger]), 'Cara', [{ kind: 'attack', target: 'Dan', thrown: true, distance: 'medium' }]);
    expect(attacks(events)[0]?.roll.attack).toBe(10);
    expect(eventsOf(events, 'itemThrown')).toEqual([{ type: 'itemThrown', id: 'Cara', item: 'dagger', target: 'Dan' }]);
    expect(state.combatants.find((c) => c.id === 'Cara')?.character.equipment.held).toEqual([]);
  });
  it('refuses to throw a longsword, or to throw a dagger at Long', () => {
    expect(() => takeTurn(start([WEAPONS.longsword]), 'Cara', [{ kind: 'attack', target: 'Dan', thrown: true, distance: 'close' }])).toThrow(/cannot be thrown/);
    expect(() => takeTurn(start([WEAPONS.dagger]), 'Cara', [{ kind: 'attack', target: 'Dan', thrown: true, distance: 'long' }])).toThrow(ActionError);
  });
  it('tells thrown and projectile weapons apart in the catalogue', () => {
    expect([WEAPONS.dart, WEAPONS.sling, WEAPONS.shortbow, WEAPONS.dagger].map((w) => [w.delivery, w.throwable])).toEqual([
      ['thrown', false],
      ['projectile', false],
      ['projectile', false],
      ['melee', true],
    ]);
  });
});

describe('Spade chips (seed § Spades, Z34)', () => {
  // Rex the Rogue ♣9 ♠7, Cautious 5|1 (defense pips 5), is tripped by Ada ♣10 Bold 6|3 (16).
  const rex = who('Rex', [9, 7, 6, 7], ['rogue'], gear([WEAPONS.shortSword]));
  const start = () => {
    const s = fight([
      { c: who('Ada', [10, 6, 7, 8], ['fighter'], gear([WEAPONS.longsword])), side: 'a', stance: 'bold', tile: { greater: 6, lesser: 3 } },
      { c: rex, side: 'b', stance: 'cautious', tile: { greater: 5, lesser: 1 } },
    ]);
    return takeTurn(s, 'Rex', [{ kind: 'defend' }]).state;
  };
  it('defends a Trip with ♣ by default: 9 + 5 = 14', () => {
    expect(attacks(takeTurn(start(), 'Ada', [{ kind: 'specialAttack', special: 'trip', target: 'Rex' }]).events)[0]?.roll.defense).toBe(14);
  });
  it('refuses Spade chips on a ♣ defense', () => {
    expect(() => takeTurn(start(), 'Ada', [{ kind: 'specialAttack', special: 'trip', target: 'Rex', defenderChips: 1 }])).toThrow(/Spade chips add only/);
  });
  it('adds them to a ♠ defense the Rogue chooses: 7 + 5 + 2 = 14', () => {
    const { state, events } = takeTurn(start(), 'Ada', [{ kind: 'specialAttack', special: 'trip', target: 'Rex', defenseSuit: 'spades', defenderChips: 2 }]);
    expect(attacks(events)[0]?.roll.defense).toBe(14);
    expect(state.combatants.find((c) => c.id === 'Rex')?.character.chips.spades).toBe(5);
  });
  it('never lets an ordinary attack be defended with ♣', () => {
    expect(() => takeTurn(start(), 'Ada', [{ kind: 'attack', target: 'Rex', defenseSuit: 'clubs' }])).toThrow(ActionError);
  });
});

describe('Two-Weapon Fighting (Z33)', () => {
  // Fia ♣10 Bold 5|3: 5 offensive pips to split. Ada ♠6 and Gob ♠5, both Cautious.
  const foes = [
    { c: who('Ada', [7, 6, 5, 8]), side: 'b', stance: 'cautious', tile: { greater: 2, lesser: 1 } },
    { c: who('Gob', [5, 5, 5, 6]), side: 'b', stance: 'cautious', tile: { greater: 4, lesser: 2 } },
  ] as const;
  const start = (held: Weapon[], classes: Character['classes'] = ['fighter']) =>
    fight([{ c: who('Fia', [10, 9, 5, 8], classes, gear(held)), side: 'a', stance: 'bold', tile: { greater: 5, lesser: 3 } }, ...foes]);
  it('gives Club chips to one attack only', () => {
    const s = start([WEAPONS.shortSword, WEAPONS.dagger]);
    expect(() =>
      takeTurn(s, 'Fia', [{ kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2, clubChips: 1, second: { target: 'Ada', clubChips: 1 } }]),
    ).toThrow(/Club chips go to one/);
    const ok = takeTurn(s, 'Fia', [{ kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2, second: { target: 'Ada', clubChips: 2 } }]);
    expect(attacks(ok.events).map((a) => a.roll.attack)).toEqual([12, 15]);
  });
  it('lets the second attack come after the first result, a step, and a new target', () => {
    let { state } = act(start([WEAPONS.shortSword, WEAPONS.dagger]), 'Fia', { kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2 });
    expect(state.turnProgress?.secondAttack).toEqual({ pips: 3, weapon: 'dagger', chipsSpent: false });
    ({ state } = act(state, 'Fia', { kind: 'free', what: 'step' }));
    const { events } = act(state, 'Fia', { kind: 'secondAttack', target: 'Gob' });
    expect(attacks(events)[0]).toMatchObject({ target: 'Gob', with: 'dagger', roll: { attack: 13, defense: 9 } });
  });
  it('refuses a second attack without the first', () => {
    expect(() => act(start([WEAPONS.shortSword, WEAPONS.dagger]), 'Fia', { kind: 'secondAttack', target: 'Gob' })).toThrow(ActionError);
  });
  it('uses a staff as two Light weapons: 2 damage each', () => {
    const { events } = takeTurn(start([WEAPONS.staff]), 'Fia', [{ kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2, second: { target: 'Gob' } }]);
    // 10 + 2 = 12 vs 6 + 2 = 8 (margin 4), 10 + 3 = 13 vs 5 + 4 = 9 (margin 4): 2 each
    expect(attacks(events).map((a) => [a.with, a.damage?.dealt])).toEqual([
      ['staff', 2],
      ['staff', 2],
    ]);
  });
  it('throws a dagger and swings a sword (Heavy + Tiny)', () => {
    const { events } = takeTurn(start([WEAPONS.dagger, WEAPONS.longsword]), 'Fia', [
      { kind: 'twoWeaponFighting', target: 'Gob', weapon: 'dagger', thrown: true, distance: 'close', firstPips: 1 },
      { kind: 'secondAttack', target: 'Ada' },
    ]);
    expect(attacks(events).map((a) => [a.with, a.target, a.roll.attack])).toEqual([
      ['dagger', 'Gob', 11],
      ['longsword', 'Ada', 14],
    ]);
    expect(eventsOf(events, 'itemThrown')).toHaveLength(1);
  });
  it('fires a shortbow twice, but not a longbow or a light crossbow', () => {
    const { events } = takeTurn(start([WEAPONS.shortbow]), 'Fia', [{ kind: 'twoWeaponFighting', target: 'Ada', firstPips: 4, second: { target: 'Gob' } }]);
    expect(attacks(events).map((a) => [a.with, a.roll.attack])).toEqual([
      ['shortbow', 14],
      ['shortbow', 11],
    ]);
    for (const w of [WEAPONS.longbow, WEAPONS.lightCrossbow]) {
      expect(() => takeTurn(start([w]), 'Fia', [{ kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2 }])).toThrow(ActionError);
    }
  });
  it('is for Fighters and Rogues only', () => {
    expect(() => takeTurn(start([WEAPONS.shortSword, WEAPONS.dagger], ['wizard']), 'Fia', [{ kind: 'twoWeaponFighting', target: 'Ada', firstPips: 2 }])).toThrow(
      /Fighters and Rogues/,
    );
  });
});

describe('Handy items and Manipulate (seed § Equipment, § Free Actions)', () => {
  const start = (eq: Equipment) =>
    fight([
      { c: who('Hal', [8, 9, 5, 8], ['fighter'], eq), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: who('Dan', [6, 5, 5, 9]), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]);
  it('draws a handy dagger for free and attacks with it', () => {
    const { state, events } = takeTurn(start(gear([], { handy: [WEAPONS.dagger] })), 'Hal', [
      { kind: 'free', what: 'drawHandy', item: 'dagger' },
      { kind: 'attack', target: 'Dan', weapon: 'dagger' },
    ]);
    expect(attacks(events)[0]).toMatchObject({ with: 'dagger', damage: { physical: 1 } });
    expect(state.combatants.find((c) => c.id === 'Hal')?.character.equipment).toMatchObject({ held: [WEAPONS.dagger], handy: [] });
  });
  it('stows a held weapon in a handy slot with Manipulate, then draws another', () => {
    const { state, events } = takeTurn(start(gear([WEAPONS.longsword, SHIELDS.shield], { handy: [WEAPONS.dagger] })), 'Hal', [
      { kind: 'manipulate', what: 'sheathe the sword', stow: 'longsword' },
      { kind: 'free', what: 'drawHandy', item: 'dagger' },
    ]);
    expect(eventsOf(events, 'itemMoved').map((e) => `${e.item}:${e.from}>${e.to}`)).toEqual(['longsword:held>handy', 'dagger:handy>held']);
    expect(state.combatants.find((c) => c.id === 'Hal')?.character.equipment.held.map((i) => i.name)).toEqual(['shield', 'dagger']);
  });
  it('needs a free hand to draw', () => {
    expect(() => takeTurn(start(gear([WEAPONS.longsword, SHIELDS.shield], { handy: [WEAPONS.dagger] })), 'Hal', [{ kind: 'free', what: 'drawHandy', item: 'dagger' }])).toThrow(
      /no free hand/,
    );
  });
});

describe('A willing touch (Z18)', () => {
  const start = (ally: Character) =>
    fight([
      { c: who('Hea', [5, 9, 8, 7], ['healer']), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: ally, side: 'a', stance: 'bold', tile: { greater: 3, lesser: 2 } },
      { c: who('Orc', [8, 4, 4, 8]), side: 'b', stance: 'bold', tile: { greater: 6, lesser: 2 } },
    ]);
  it('logs 0 HP restored to an unhurt target', () => {
    const { events } = takeTurn(start(who('Ivo', [7, 6, 5, 8])), 'Hea', [{ kind: 'cast', rune: 'T', willing: true, target: 'Ivo' }]);
    expect(eventsOf(events, 'heal')).toEqual([{ type: 'heal', id: 'Hea', target: 'Ivo', amount: 0, taintRemoved: 0 }]);
  });
  it('logs what was restored: 1 HP to a target 1 below its maximum', () => {
    const ivo = { ...who('Ivo', [7, 6, 5, 8]), chips: { clubs: 0, spades: 0, diamonds: 0, hearts: 7 } };
    const { state, events } = takeTurn(start(ivo), 'Hea', [{ kind: 'cast', rune: 'T', willing: true, target: 'Ivo' }]);
    expect(eventsOf(events, 'heal')[0]?.amount).toBe(1);
    expect(hp(state, 'Ivo')).toBe(8);
  });
});

describe('Cover between grapplers (Z12)', () => {
  it('gives a grappler +2 cover against an attacker outside the grapple, not against its partner', () => {
    let s = fight([
      { c: who('Cara', [5, 9, 5, 8], ['fighter'], gear([WEAPONS.shortbow])), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: who('Ada', [7, 6, 5, 8]), side: 'a', stance: 'bold', tile: { greater: 6, lesser: 1 } },
      { c: who('Gob', [5, 5, 5, 6]), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]);
    // Cara 5 + 4 = 9 against Gob ♠5 + 3 = 8
    expect(attacks(takeTurn(s, 'Cara', [{ kind: 'attack', target: 'Gob' }]).events)[0]?.roll).toMatchObject({ defense: 8, hit: true });
    s = setCombatant(setCombatant(s, 'Gob', { grappling: 'Ada' }), 'Ada', { grappling: 'Gob' });
    // grappling Ada, Gob has cover: 8 + 2 = 10, and Cara's 9 hits the cover
    expect(attacks(takeTurn(s, 'Cara', [{ kind: 'attack', target: 'Gob' }]).events)[0]?.roll).toMatchObject({ defense: 10, hit: false, hitCover: true });
    // no cover against the partner: Ada 7 + 6 = 13 vs 8
    const t = takeTurn(s, 'Cara', [{ kind: 'defend' }]).state;
    expect(attacks(takeTurn(t, 'Ada', [{ kind: 'attack', target: 'Gob' }]).events)[0]?.roll.defense).toBe(8);
  });
});

describe('Move rates (Z07, Z32)', () => {
  const start = (spades: number) =>
    fight([
      { c: who('Sal', [8, spades, 5, 8]), side: 'a', stance: 'reckless', tile: { greater: 4, lesser: 1 } },
      { c: who('Dan', [6, 2, 5, 9]), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]);
  it('swims and climbs at ¼ Move, rounded down: ♠9 → 2', () => {
    expect(() => takeTurn(start(9), 'Sal', [{ kind: 'move', squares: 2, mode: 'swim' }])).not.toThrow();
    expect(() => takeTurn(start(9), 'Sal', [{ kind: 'move', squares: 3, mode: 'climb' }])).toThrow(/0\.\.2 squares/);
  });
  it('never goes below 1 square: ♠3 swims 1', () => {
    expect(() => takeTurn(start(3), 'Sal', [{ kind: 'move', squares: 1, mode: 'swim' }])).not.toThrow();
  });
  it('runs ×1.5 and sprints ×2 when Reckless: ♠9 → 13 and 18', () => {
    expect(() => takeTurn(start(9), 'Sal', [{ kind: 'move', squares: 13, mode: 'run' }])).not.toThrow();
    expect(() => takeTurn(start(9), 'Sal', [{ kind: 'move', squares: 14, mode: 'run' }])).toThrow(ActionError);
    expect(() => takeTurn(start(9), 'Sal', [{ kind: 'move', squares: 18, mode: 'sprint' }])).not.toThrow();
  });
});

describe('Smothering fire (seed § Burning)', () => {
  it("puts out another's fire with the helper's ♠ test", () => {
    const s = fight([
      { c: who('Ann', [8, 14, 5, 8]), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: withCondition(who('Bea', [6, 5, 5, 9]), 'burning'), side: 'a', stance: 'bold', tile: { greater: 3, lesser: 2 } },
      { c: who('Orc', [6, 2, 5, 9]), side: 'b', stance: 'bold', tile: { greater: 6, lesser: 2 } },
    ]);
    const { state, events } = takeTurn(s, 'Ann', [{ kind: 'extinguish', target: 'Bea' }]);
    const [t] = eventsOf(events, 'test');
    expect(t).toMatchObject({ id: 'Ann', purpose: expect.stringContaining("smother Bea's fire"), result: { skill: 14 } });
    expect(state.combatants.find((c) => c.id === 'Bea')?.character.conditions.includes('burning')).toBe(!t?.result.success);
  });
  it('refuses to put out a fire that is not burning', () => {
    const s = fight([
      { c: who('Ann', [8, 14, 5, 8]), side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
      { c: who('Orc', [6, 2, 5, 9]), side: 'b', stance: 'bold', tile: { greater: 6, lesser: 2 } },
    ]);
    expect(() => takeTurn(s, 'Ann', [{ kind: 'extinguish', target: 'Orc' }])).toThrow(/not burning/);
  });
});

describe('resolveSave (Z19)', () => {
  it('resists only on a strictly greater total', () => {
    expect(resolveSave({ suitValue: 9, defensivePips: 4, chips: 2, against: 14 })).toEqual({ total: 15, against: 14, resisted: true });
    expect(resolveSave({ suitValue: 9, defensivePips: 4, against: 13 })).toEqual({ total: 13, against: 13, resisted: false });
  });
});

describe('save (Z19)', () => {
  const start = () =>
    fight([
      { c: who('Rex', [7, 9, 6, 7], ['rogue']), side: 'a', stance: 'cautious', tile: { greater: 5, lesser: 1 } },
      { c: who('Fia', [10, 6, 5, 8], ['fighter']), side: 'b', stance: 'bold', tile: { greater: 4, lesser: 2 } },
    ]);
  it('adds Spade chips to a ♠ save and reveals the domino: 9 + 5 + 1 = 15 > 14', () => {
    const { state, events } = save(deepFreeze(start()), 'Rex', { suit: 'spades', against: 14, chips: 1 });
    expect(eventsOf(events, 'save')[0]).toMatchObject({ total: 15, resisted: true });
    expect(state.combatants.find((c) => c.id === 'Rex')?.character.chips.spades).toBe(8);
  });
  it('adds Club chips to a Fighter’s ♣ save: 10 + 2 + 3 = 15', () => {
    expect(eventsOf(save(start(), 'Fia', { suit: 'clubs', against: 15, chips: 3 }).events, 'save')[0]).toMatchObject({ total: 15, resisted: false });
  });
  it('refuses chips the saver has no class for', () => {
    expect(() => save(start(), 'Rex', { suit: 'clubs', against: 10, chips: 1 })).toThrow(ActionError);
    expect(() => save(start(), 'Fia', { suit: 'spades', against: 10, chips: 1 })).toThrow(ActionError);
  });
});

describe('startCombat initiative (Z07, Z24)', () => {
  it('halves the Spades of a Slowed combatant: ♠9 → 4', () => {
    const slow = withCondition(who('Slo', [5, 9, 5, 5]), 'slowed');
    const { events } = startCombat(seed(1), [
      { side: 'a', character: slow },
      { side: 'b', character: who('Qik', [5, 5, 5, 5]) },
    ]);
    const [e] = eventsOf(events, 'combatStarted');
    expect(e?.initiative).toEqual({ Slo: 4, Qik: 5 });
    expect(e?.order).toEqual(['Qik', 'Slo']);
  });

  it('breaks a tie by the unmodified Spades, drain left out, before player characters', () => {
    // ♠8 drained by 2 starts at 6, as does an undrained ♠6 player character: the higher ♠ on the sheet goes first
    const drained: Character = { ...who('Drn', [5, 8, 5, 5]), drain: { clubs: 0, spades: 2, diamonds: 0, hearts: 0 } };
    const { events } = startCombat(seed(1), [
      { side: 'a', character: who('Pcx', [5, 6, 5, 5]), pc: true },
      { side: 'b', character: drained },
    ]);
    const [e] = eventsOf(events, 'combatStarted');
    expect(e?.initiative).toEqual({ Pcx: 6, Drn: 6 });
    expect(e?.order).toEqual(['Drn', 'Pcx']);
  });

  it('breaks a tie of equal Spades in favour of a player character', () => {
    const { events } = startCombat(seed(1), [
      { side: 'a', character: who('Npc', [5, 6, 5, 5]) },
      { side: 'b', character: who('Pcy', [5, 6, 5, 5]), pc: true },
    ]);
    expect(eventsOf(events, 'combatStarted')[0]?.order).toEqual(['Pcy', 'Npc']);
  });
});

describe('conditions in an attack (Z05–Z09)', () => {
  const start = (attacker: Character, defender: Character, defenderStance: 'cautious' | 'guarded' | 'reckless' = 'cautious', attackerStance: 'bold' | 'reckless' = 'bold') =>
    fight([
      { c: attacker, side: 'a', stance: attackerStance, tile: { greater: 4, lesser: 1 } },
      { c: defender, side: 'b', stance: defenderStance, tile: { greater: 3, lesser: 2 } },
      { c: who('Orc', [5, 2, 5, 5]), side: 'b', stance: 'bold', tile: { greater: 6, lesser: 6 } },
    ]);
  const toCara = (s: CombatState): CombatState => {
    const first = s.order[s.turn] ?? '';
    return first === 'Cara' ? s : takeTurn(s, first, [{ kind: 'defend' }]).state;
  };
  const roll = (s: CombatState, o: Partial<{ clubChips: number }> = {}) => takeTurn(toCara(s), 'Cara', [{ kind: 'attack', target: 'Dan', ...o }]);
  const cara = who('Cara', [8, 9, 5, 8], ['fighter'], gear([WEAPONS.longsword]));
  const dan = who('Dan', [6, 5, 5, 9]);
  it('takes 2 from a Hampered attacker and from a Hampered defender', () => {
    expect(attacks(roll(start(withCondition(cara, 'hampered'), dan)).events)[0]?.roll.attack).toBe(8 + 4 - 2);
    expect(attacks(roll(start(cara, withCondition(dan, 'hampered'))).events)[0]?.roll.defense).toBe(5 + 3 - 2);
  });
  it('adds a held shield’s DR to a Guarded defense, but not a buckler’s', () => {
    const shielded = who('Dan', [6, 5, 5, 9], [], gear([SHIELDS.large]));
    expect(attacks(roll(start(cara, shielded, 'guarded')).events)[0]?.roll.defense).toBe(5 + 5 + 2);
    const buckler = who('Dan', [6, 5, 5, 9], [], gear([], { handy: [SHIELDS.buckler] }));
    expect(attacks(roll(start(cara, buckler, 'guarded')).events)[0]?.roll.defense).toBe(5 + 5);
  });
  it('gives a Reckless defender no pips and no chips (Z05): defense is ♠ alone', () => {
    expect(attacks(roll(start(cara, dan, 'reckless')).events)[0]?.roll.defense).toBe(5);
  });
  it('lets energy damage through armor: a flaming longsword on plate deals 1', () => {
    const flaming: Weapon = { ...WEAPONS.longsword, energy: { amount: 1, type: 'fire' } };
    const tin = who('Dan', [6, 5, 5, 9], [], gear([], { armor: ARMORS.plate }));
    // 8 + 4 = 12 vs 5 + 3 = 8: margin 4, so 3 physical − DR 3 = 0, + 1 fire
    expect(attacks(roll(start(who('Cara', [8, 9, 5, 8], [], gear([flaming])), tin)).events)[0]?.damage).toEqual({ physical: 3, energy: 1, dealt: 1 });
  });
  it('refuses a Charge while Slowed (Z07), even when Reckless', () => {
    const s = toCara(start(withCondition(cara, 'slowed'), dan, 'cautious', 'reckless'));
    expect(() => takeTurn(s, 'Cara', [{ kind: 'charge', target: 'Dan' }])).toThrow(/Slowed/);
    expect(() => takeTurn(toCara(start(cara, dan, 'cautious', 'reckless')), 'Cara', [{ kind: 'charge', target: 'Dan' }])).not.toThrow();
  });
  it('lets an unaware, domino-less defender add nothing: ♠ only (Z35)', () => {
    const s = setCombatant(toCara(start(cara, dan)), 'Dan', { stance: 'none', tile: null });
    expect(attacks(takeTurn(s, 'Cara', [{ kind: 'attack', target: 'Dan' }]).events)[0]?.roll.defense).toBe(5);
  });
  it('hits a Helpless defender automatically, with bonus damage against bare ♠ (Z06)', () => {
    const helpless = withCondition(who('Dan', [6, 5, 5, 9]), 'helpless');
    // 8 + 4 + 4 chips = 16 vs ♠5: margin 11 → +2 → longsword 5
    const { events } = roll(start(cara, helpless), { clubChips: 4 });
    expect(attacks(events)[0]).toMatchObject({ roll: { hit: true, bonusDamage: 2 }, damage: { dealt: 5 } });
  });
});

describe('Special Attacks (Z12, Z34)', () => {
  const start = () =>
    fight([
      { c: who('Ada', [10, 9, 7, 8], ['fighter'], gear([WEAPONS.longsword])), side: 'a', stance: 'bold', tile: { greater: 6, lesser: 3 } },
      { c: who('Orc', [7, 5, 4, 8], [], gear([WEAPONS.battleaxe, SHIELDS.shield])), side: 'b', stance: 'cautious', tile: { greater: 2, lesser: 1 } },
    ]);
  it('pushes 1 + margin squares on a Bullrush: 16 vs 9 → 8 squares', () => {
    const { events } = takeTurn(start(), 'Ada', [{ kind: 'specialAttack', special: 'bullrush', target: 'Orc' }]);
    expect(attacks(events)[0]?.roll).toMatchObject({ attack: 16, defense: 9, margin: 7 });
    expect(eventsOf(events, 'special')[0]).toMatchObject({ special: 'bullrush', squares: 8 });
  });
  it('drops the first held item on a Disarm', () => {
    const { state, events } = takeTurn(start(), 'Ada', [{ kind: 'specialAttack', special: 'disarm', target: 'Orc' }]);
    expect(eventsOf(events, 'itemsDropped')).toEqual([{ type: 'itemsDropped', id: 'Orc', items: ['battleaxe'] }]);
    expect(state.combatants.find((c) => c.id === 'Orc')?.character.equipment.held.map((i) => i.name)).toEqual(['shield']);
  });
  it('makes both Grappling, allows only Tiny or unarmed attacks on the partner, and a second hit ends it', () => {
    const g = takeTurn(start(), 'Ada', [{ kind: 'specialAttack', special: 'grapple', target: 'Orc' }]).state;
    expect(g.combatants.map((c) => [c.id, c.grappling])).toEqual([
      ['Ada', 'Orc'],
      ['Orc', 'Ada'],
    ]);
    expect(() => takeTurn(g, 'Orc', [{ kind: 'attack', target: 'Ada' }])).toThrow(/Tiny/);
    expect(() => takeTurn(g, 'Orc', [{ kind: 'move', squares: 1 }])).toThrow(/grappling/);
    const free = takeTurn(g, 'Orc', [{ kind: 'specialAttack', special: 'grapple', target: 'Ada', weapon: 'unarmed', defenseSuit: 'clubs' }]);
    const hit = attacks(free.events)[0]?.roll.hit;
    expect(free.state.combatants.every((c) => c.grappling === (hit === true ? null : c.id === 'Ada' ? 'Orc' : 'Ada'))).toBe(true);
  });
  it('defends with the better of ♠ and ♣ by default (Z34): Orc ♣7 > ♠5 → 7 + 2 = 9', () => {
    expect(attacks(takeTurn(start(), 'Ada', [{ kind: 'specialAttack', special: 'trip', target: 'Orc' }]).events)[0]?.roll.defense).toBe(9);
  });
});

describe('stance actions (Z04) — edge cases', () => {
  const cara = who('Cara', [8, 9, 5, 8], ['fighter'], gear([WEAPONS.longsword]));
  const dan = who('Dan', [6, 5, 5, 9]);
  const start = (stance: 'cautious' | 'bold' | 'guarded', threatened = false) => {
    const s = fight([
      { c: cara, side: 'a', stance, tile: { greater: 4, lesser: 1 } },
      { c: dan, side: 'b', stance: 'bold', tile: { greater: 3, lesser: 2 } },
    ]);
    return threatened ? setCombatant(s, 'Cara', { threatenedUntil: 5 }) : s;
  };
  it('allows Defend, then a shift into Guarded', () => {
    const { state, events } = takeTurn(start('cautious'), 'Cara', [{ kind: 'defend' }, { kind: 'shiftStance', to: 'guarded' }]);
    expect(eventsOf(events, 'stanceShift')).toEqual([{ type: 'stanceShift', id: 'Cara', from: 'cautious', to: 'guarded' }]);
    expect(state.combatants.find((c) => c.id === 'Cara')?.stance).toBe('guarded');
  });
  it('refuses a shift into Guarded after a Use (any other Standard action)', () => {
    const s = start('cautious');
    expect(() => takeTurn(s, 'Cara', [{ kind: 'use', item: 'longsword' }, { kind: 'shiftStance', to: 'guarded' }])).toThrow(/took use this turn/);
  });
  it('allows a shift out of Guarded after Defend, and marks Defend taken', () => {
    expect(() => act(start('guarded'), 'Cara', { kind: 'shiftStance', to: 'cautious' })).toThrow(/must Defend before leaving Guarded/);
    const { state } = act(start('guarded'), 'Cara', { kind: 'defend' });
    expect(state.combatants.find((c) => c.id === 'Cara')?.defended).toBe(true);
    expect(() => act(state, 'Cara', { kind: 'shiftStance', to: 'cautious' })).not.toThrow();
  });
  it('keeps a Threatened combatant defensive when shifting', () => {
    const s = start('cautious', true);
    expect(() => takeTurn(s, 'Cara', [{ kind: 'shiftStance', to: 'bold' }])).toThrow(/Threatened/);
    expect(() => takeTurn(s, 'Cara', [{ kind: 'shiftStance', to: 'guarded' }, { kind: 'defend' }])).not.toThrow();
  });
  it('holds back only a Standard action with Ready, and stores it', () => {
    const s = start('cautious');
    expect(() => takeTurn(start('bold'), 'Cara', [{ kind: 'ready', action: { kind: 'attack', target: 'Dan' } }])).toThrow(/Ready needs a Cautious stance/);
    expect(() => takeTurn(s, 'Cara', [{ kind: 'ready', action: { kind: 'move', squares: 1 } }])).toThrow(/one Standard action/);
    expect(() => takeTurn(s, 'Cara', [{ kind: 'ready', action: null as never }])).toThrow(ActionError);
    const { state } = takeTurn(s, 'Cara', [{ kind: 'ready', action: { kind: 'attack', target: 'Dan' } }]);
    expect(state.combatants.find((c) => c.id === 'Cara')?.readied).toEqual({ kind: 'attack', target: 'Dan' });
  });
  it('names Ready in the refusal of a held-back value that is not an action (null, 7)', () => {
    const s = start('cautious');
    for (const bad of [null, 7]) expect(() => act(s, 'Cara', { kind: 'ready', action: bad as never })).toThrow(new ActionError('Ready holds back one Standard action'));
  });
  it('allows a shift to a stance other than Guarded after an Attack: Cautious → Bold', () => {
    const { state } = takeTurn(start('cautious'), 'Cara', [{ kind: 'attack', target: 'Dan' }, { kind: 'shiftStance', to: 'bold' }]);
    expect(state.combatants.find((c) => c.id === 'Cara')?.stance).toBe('bold');
  });
  it('lets a combatant that is not Threatened shift away from the defensive stances: Cautious → Bold', () => {
    expect(act(start('cautious'), 'Cara', { kind: 'shiftStance', to: 'bold' }).state.combatants.find((c) => c.id === 'Cara')?.stance).toBe('bold');
  });
  it('lets a Threatened combatant shift from Guarded to Cautious after Defend', () => {
    const { state } = takeTurn(start('guarded', true), 'Cara', [{ kind: 'defend' }, { kind: 'shiftStance', to: 'cautious' }]);
    expect(state.combatants.find((c) => c.id === 'Cara')?.stance).toBe('cautious');
  });
  it('refuses a Shift Stance by a combatant without a stance (a hand-made state)', () => {
    const s = setCombatant(start('bold'), 'Cara', { stance: 'none', tile: null });
    expect(() => act(s, 'Cara', { kind: 'shiftStance', to: 'bold' })).toThrow(new StanceError('Cara has no stance to shift'));
  });
});
