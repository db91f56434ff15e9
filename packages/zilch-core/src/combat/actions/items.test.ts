// Use, Retrieve, Manipulate (stow) and the item free actions, worked from seed § Equipment,
// § Standard Actions (Use), § Full Actions (Retrieve), § Minor Actions (Manipulate), § Free Actions; D06.
import { describe, expect, it } from 'vitest';
import { createCharacter } from '../../characters/character.js';
import type { Equipment } from '../../equipment/equipment.js';
import { ActionError } from '../../errors/ActionError.js';
import { ARMORS, SHIELDS, WEAPONS, type Gear } from '../../equipment/items.js';
import { characterWith, deepFreeze, eventsOf, fight } from '../../testing.js';
import { act } from '../takeTurn.js';
import type { Action, CombatState } from '../types.js';

const gear = (name: string): Gear => ({ kind: 'gear', name });
const potion = gear('potion');
const rope = gear('rope');
const torch = gear('torch');
// Hal ♠9 acts before Dan ♠5.
const start = (eq: Partial<Equipment>): CombatState =>
  deepFreeze(
    fight([
      {
        c: createCharacter({ name: 'Hal', suits: { clubs: 8, spades: 9, diamonds: 5, hearts: 8 }, classes: ['fighter'], equipment: { held: [], armor: null, handy: [], pack: [], ...eq } }),
        side: 'a',
        stance: 'bold',
        tile: { greater: 4, lesser: 1 },
      },
      { c: characterWith('Dan', [6, 5, 5, 9]), side: 'b', stance: 'cautious', tile: { greater: 3, lesser: 2 } },
    ]),
  );
const hal = (s: CombatState) => s.combatants.find((c) => c.id === 'Hal')?.character.equipment;
const names = (xs: readonly { readonly name: string }[] | undefined) => xs?.map((i) => i.name);
const doing = (s: CombatState, a: Action) => act(s, 'Hal', a);
const draw = (s: CombatState, item?: string) => doing(s, item === undefined ? { kind: 'free', what: 'drawHandy' } : { kind: 'free', what: 'drawHandy', item });

describe('Use (Standard): a held item', () => {
  it('uses a held potion, a Standard action that changes nothing else', () => {
    const s = start({ held: [potion] });
    const { state, events } = doing(s, { kind: 'use', item: 'potion' });
    expect(events).toEqual([{ type: 'action', id: 'Hal', action: 'use' }]);
    expect(state.combatants).toEqual(s.combatants);
    expect(state.turnProgress).toMatchObject({ standard: 1, minor: 0 });
  });
  it('refuses an item not held even when another one is: oil beside a potion', () => {
    expect(() => doing(start({ held: [potion] }), { kind: 'use', item: 'oil' })).toThrow(new ActionError('Hal holds no "oil" to use'));
  });
  it('refuses an item that is only handy or in the pack', () => {
    expect(() => doing(start({ handy: [potion] }), { kind: 'use', item: 'potion' })).toThrow(new ActionError('Hal holds no "potion" to use'));
    expect(() => doing(start({ pack: [potion] }), { kind: 'use', item: 'potion' })).toThrow(new ActionError('Hal holds no "potion" to use'));
  });
});

describe('Retrieve (Full): from the pack into a free hand', () => {
  const retrieve = (s: CombatState, item: string) => doing(s, { kind: 'retrieve', item });
  it('pulls rope out beside a one-handed sword, as a Full action', () => {
    const { state, events } = retrieve(start({ held: [WEAPONS.longsword], pack: [rope, torch] }), 'rope');
    expect(eventsOf(events, 'itemMoved')).toEqual([{ type: 'itemMoved', id: 'Hal', item: 'rope', from: 'pack', to: 'held' }]);
    expect([names(hal(state)?.held), names(hal(state)?.pack)]).toEqual([['longsword', 'rope'], ['torch']]);
    expect(state.turnProgress).toMatchObject({ full: 1, standard: 0, minor: 0 });
  });
  it('takes only one of two potions', () => {
    const { state } = retrieve(start({ pack: [potion, rope, potion] }), 'potion');
    expect([names(hal(state)?.held), names(hal(state)?.pack)]).toEqual([['potion'], ['rope', 'potion']]);
  });
  it('takes a two-handed bow into two empty hands, but not beside a sword', () => {
    expect(names(hal(retrieve(start({ pack: [WEAPONS.shortbow] }), 'shortbow').state)?.held)).toEqual(['shortbow']);
    expect(() => retrieve(start({ held: [WEAPONS.longsword], pack: [WEAPONS.shortbow] }), 'shortbow')).toThrow(new ActionError('shortbow needs more free hands'));
  });
  it('needs a free hand: none with sword and shield, or with a greatsword', () => {
    const msg = new ActionError('Retrieve needs a free hand; Hal has none');
    expect(() => retrieve(start({ held: [WEAPONS.longsword, SHIELDS.shield], pack: [rope] }), 'rope')).toThrow(msg);
    expect(() => retrieve(start({ held: [WEAPONS.greatsword], pack: [rope] }), 'rope')).toThrow(msg);
  });
  it('refuses an item the pack lacks, and armor', () => {
    expect(() => retrieve(start({ pack: [rope], handy: [torch] }), 'torch')).toThrow(new ActionError('Hal\'s pack holds no "torch"'));
    expect(() => retrieve(start({ pack: [ARMORS.leather] }), 'leather')).toThrow(new ActionError('armor cannot be held'));
  });
  // seed § Shields: a buckler or heavy bracers are strapped to the forearm, need no hand and take a
  // handy slot; so Retrieve refuses them (drawHandy refuses the same), while a hand-held shield is
  // taken into a hand
  it('refuses a strapped buckler or bracers, and takes a hand-held shield', () => {
    for (const s of [SHIELDS.buckler, SHIELDS.heavyBracers]) {
      expect(() => retrieve(start({ pack: [s] }), s.name)).toThrow(new ActionError(`${s.name} is strapped to the forearm and is not held`));
    }
    expect(names(hal(retrieve(start({ pack: [SHIELDS.shield] }), 'shield').state)?.held)).toEqual(['shield']);
  });
});

describe('Manipulate (Minor): stow a held item in a handy slot', () => {
  const stow = (s: CombatState, item?: string) => doing(s, item === undefined ? { kind: 'manipulate', what: 'open a door' } : { kind: 'manipulate', what: 'sheathe', stow: item });
  it('does nothing to the items without stow, at the cost of a Minor action', () => {
    const s = start({ held: [WEAPONS.longsword] });
    const { state, events } = stow(s);
    expect(events).toEqual([{ type: 'action', id: 'Hal', action: 'manipulate' }]);
    expect(state.combatants).toEqual(s.combatants);
    expect(state.turnProgress).toMatchObject({ minor: 1 });
  });
  it('sheathes the sword into a handy slot', () => {
    const { state, events } = stow(start({ held: [WEAPONS.longsword, SHIELDS.shield], handy: [torch] }), 'longsword');
    expect(eventsOf(events, 'itemMoved')).toEqual([{ type: 'itemMoved', id: 'Hal', item: 'longsword', from: 'held', to: 'handy' }]);
    expect([names(hal(state)?.held), names(hal(state)?.handy)]).toEqual([['shield'], ['torch', 'longsword']]);
  });
  it('stows the named item, not the first one held', () => {
    const { state } = stow(start({ held: [WEAPONS.longsword, WEAPONS.dagger] }), 'dagger');
    expect([names(hal(state)?.held), names(hal(state)?.handy)]).toEqual([['longsword'], ['dagger']]);
  });
  it('fills the fifth handy slot, and refuses a sixth', () => {
    const four = [torch, rope, potion, gear('chalk')];
    expect(names(hal(stow(start({ held: [WEAPONS.dagger], handy: four }), 'dagger').state)?.handy)).toEqual(['torch', 'rope', 'potion', 'chalk', 'dagger']);
    expect(() => stow(start({ held: [WEAPONS.dagger], handy: [...four, gear('bell')] }), 'dagger')).toThrow(new ActionError("Hal's 5 handy slots are full"));
  });
  it('refuses an item not in hand', () => {
    expect(() => stow(start({ handy: [WEAPONS.dagger] }), 'dagger')).toThrow(new ActionError('Hal holds no "dagger" to stow'));
  });
});

describe('drawing a handy item (Free; D06: it needs a free hand)', () => {
  it('draws a dagger into an empty hand, at no action cost', () => {
    const { state, events } = draw(start({ handy: [torch, WEAPONS.dagger] }), 'dagger');
    expect(events).toEqual([
      { type: 'action', id: 'Hal', action: 'free' },
      { type: 'itemMoved', id: 'Hal', item: 'dagger', from: 'handy', to: 'held' },
    ]);
    expect([names(hal(state)?.held), names(hal(state)?.handy)]).toEqual([['dagger'], ['torch']]);
    expect(state.turnProgress).toMatchObject({ full: 0, standard: 0, minor: 0 });
  });
  it('draws into the second hand beside a sword, and a bow into two empty hands', () => {
    expect(names(hal(draw(start({ held: [WEAPONS.longsword], handy: [WEAPONS.dagger] }), 'dagger').state)?.held)).toEqual(['longsword', 'dagger']);
    expect(names(hal(draw(start({ handy: [WEAPONS.shortbow] }), 'shortbow').state)?.held)).toEqual(['shortbow']);
  });
  it('draws twice in one turn, and the turn still has its Full action', () => {
    const { state } = draw(draw(start({ handy: [WEAPONS.dagger, torch] }), 'dagger').state, 'torch');
    expect(names(hal(state)?.held)).toEqual(['dagger', 'torch']);
    expect(state.turnProgress).toMatchObject({ taken: ['free', 'free'], full: 0, standard: 0, minor: 0 });
  });
  it('refuses without a free hand', () => {
    expect(() => draw(start({ held: [WEAPONS.longsword, SHIELDS.shield], handy: [WEAPONS.dagger] }), 'dagger')).toThrow(new ActionError('Hal has no free hand for dagger'));
    expect(() => draw(start({ held: [WEAPONS.longsword], handy: [WEAPONS.shortbow] }), 'shortbow')).toThrow(new ActionError('Hal has no free hand for shortbow'));
  });
  it('draws a hand-held shield from a handy slot (only strapped ones stay put)', () => {
    expect(names(hal(draw(start({ held: [WEAPONS.longsword], handy: [SHIELDS.shield] }), 'shield').state)?.held)).toEqual(['longsword', 'shield']);
  });
  it('refuses a strapped buckler, which is worn and not held (seed § Shields)', () => {
    expect(() => draw(start({ handy: [SHIELDS.buckler] }), 'buckler')).toThrow(new ActionError('buckler is strapped to the forearm and is not held'));
  });
  it('refuses an item that is not handy, or no item at all', () => {
    expect(() => draw(start({ pack: [torch] }), 'torch')).toThrow(new ActionError('Hal has no handy "torch" to draw'));
    expect(() => draw(start({ handy: [torch] }))).toThrow(new ActionError('Hal has no handy undefined to draw'));
  });
});

describe('dropping a held item (Free)', () => {
  const drop = (s: CombatState, item: string) => doing(s, { kind: 'free', what: 'dropItem', item });
  it('drops the shield and keeps the sword, at no action cost', () => {
    const { state, events } = drop(start({ held: [WEAPONS.longsword, SHIELDS.shield] }), 'shield');
    expect(eventsOf(events, 'itemsDropped')).toEqual([{ type: 'itemsDropped', id: 'Hal', items: ['shield'] }]);
    expect(names(hal(state)?.held)).toEqual(['longsword']);
    expect(state.turnProgress).toMatchObject({ full: 0, standard: 0, minor: 0 });
  });
  it('frees the hand for a Retrieve afterwards', () => {
    const dropped = drop(start({ held: [WEAPONS.longsword, SHIELDS.shield], pack: [rope] }), 'shield').state;
    expect(names(hal(doing(dropped, { kind: 'retrieve', item: 'rope' }).state)?.held)).toEqual(['longsword', 'rope']);
  });
  it('refuses an item not in hand', () => {
    expect(() => drop(start({ handy: [WEAPONS.dagger] }), 'dagger')).toThrow(new ActionError('Hal holds no "dagger"'));
  });
});
