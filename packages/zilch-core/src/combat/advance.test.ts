// Turn sequencing through the public steps: skipped turns, readied actions cleared, burning at
// the start of a turn, and the reset at the end of a round (Z01, Z04, Z10, Z35, seed § Burning).
import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { withCondition } from '../characters/character.js';
import { characterWith, eventsOf } from '../testing.js';
import { startCombat } from './startCombat.js';
import { declareStances } from './declareStances.js';
import { act, endTurn, threaten } from './takeTurn.js';
import type { CombatState } from './types.js';

const ann = characterWith('Ann', [8, 9, 7, 7]);
const bob = characterWith('Bob', [8, 5, 7, 7]);
const hal = withCondition(characterWith('Hal', [8, 7, 7, 7]), 'helpless');
const cat = characterWith('Cat', [8, 3, 7, 7]);
const who = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id)!;

describe('advance', () => {
  it('skips an unaware combatant in the surprise round as inactive and a Helpless one as unable to act', () => {
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: ann, pc: true },
      { side: 'foes', character: hal },
      { side: 'foes', character: bob },
      { side: 'foes', character: cat, aware: false },
    ]);
    expect(state.order).toEqual(['Ann', 'Hal', 'Bob', 'Cat']);
    const r1 = declareStances(state, { Ann: 'bold', Hal: 'bold', Bob: 'bold' });
    expect(r1.events.at(-1)).toEqual({ type: 'reveal', id: 'Ann', tile: who(r1.state, 'Ann').tile });
    expect(r1.events.at(-2)).toEqual({ type: 'turnStarted', id: 'Ann' });
    const a = endTurn(r1.state, 'Ann');
    expect(a.events[0]).toEqual({ type: 'turnSkipped', id: 'Hal', reason: 'cannot act' });
    expect(a.events[1]).toEqual({ type: 'turnStarted', id: 'Bob' });
    expect(who(a.state, 'Hal').acted).toBe(true);
    expect(a.state.turn).toBe(2);
    const b = endTurn(a.state, 'Bob');
    expect(b.events).toEqual([
      { type: 'turnSkipped', id: 'Cat', reason: 'inactive' },
      { type: 'roundEnded', round: 1 },
    ]);
  });

  it('ends the round by clearing stances, dominoes and turn flags, and ends a surprise round for good', () => {
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: ann, pc: true },
      { side: 'foes', character: bob },
      { side: 'foes', character: cat, aware: false },
    ]);
    let s = declareStances(state, { Ann: 'bold', Bob: 'bold' }).state;
    s = threaten(threaten(s, 'Ann', 1), 'Bob', 2);
    s = endTurn(s, 'Ann').state;
    s = act(s, 'Bob', { kind: 'defend' }).state;
    expect(who(s, 'Bob').defended).toBe(true);
    const end = endTurn(s, 'Bob');
    expect(end.events.slice(-2)).toEqual([
      { type: 'turnSkipped', id: 'Cat', reason: 'inactive' },
      { type: 'roundEnded', round: 1 },
    ]);
    const n = end.state;
    expect([n.phase, n.round, n.surprise, n.turn, n.turnProgress]).toEqual(['stances', 2, false, 0, null]);
    for (const c of n.combatants) {
      expect([c.id, c.stance, c.tile, c.acted, c.defended, c.revealed]).toEqual([c.id, 'none', null, false, false, false]);
    }
    // Threatened until round 1 is over; until round 2 still holds in round 2 (Z11).
    expect(who(n, 'Ann').threatenedUntil).toBeNull();
    expect(who(n, 'Bob').threatenedUntil).toBe(2);
    // Round 2 is no surprise round: Cat, unaware in round 1, now draws a domino and gets a turn (Z35).
    const r2 = declareStances(n, { Ann: 'cautious', Bob: 'cautious', Cat: 'bold' });
    expect(r2.events[0]).toEqual({ type: 'roundStarted', round: 2, surprise: false });
    expect(r2.events).toContainEqual({ type: 'stance', id: 'Cat', stance: 'bold' });
    expect(who(r2.state, 'Cat').tile).not.toBeNull();
  });

  it('skips a Helpless combatant who is first in the order and starts the second one\'s turn (Z06)', () => {
    const first = withCondition(characterWith('Hal', [8, 10, 7, 7]), 'helpless');
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: ann, pc: true },
      { side: 'foes', character: first },
      { side: 'foes', character: bob },
    ]);
    expect(state.order).toEqual(['Hal', 'Ann', 'Bob']);
    const r = declareStances(state, { Ann: 'bold', Hal: 'bold', Bob: 'bold' });
    expect(r.events.slice(-3)).toEqual([
      { type: 'turnSkipped', id: 'Hal', reason: 'cannot act' },
      { type: 'turnStarted', id: 'Ann' },
      { type: 'reveal', id: 'Ann', tile: who(r.state, 'Ann').tile },
    ]);
    expect([r.state.phase, r.state.round, r.state.turn]).toEqual(['turns', 1, 1]);
  });

  it('drops an action readied last round when its holder starts the next turn (Z04)', () => {
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: ann, pc: true },
      { side: 'foes', character: bob },
    ]);
    let s = declareStances(state, { Ann: 'cautious', Bob: 'bold' }).state;
    s = act(s, 'Ann', { kind: 'ready', action: { kind: 'defend' } }).state;
    s = endTurn(s, 'Ann').state;
    s = endTurn(s, 'Bob').state;
    expect(who(s, 'Ann').readied).toEqual({ kind: 'defend' });
    const r2 = declareStances(s, { Ann: 'bold', Bob: 'bold' });
    expect(r2.events.at(-2)).toEqual({ type: 'turnStarted', id: 'Ann' });
    expect(who(r2.state, 'Ann').readied).toBeNull();
  });

  it('burns a Burning combatant for 2 HP when its turn starts, and it still acts', () => {
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: withCondition(ann, 'burning'), pc: true },
      { side: 'foes', character: bob },
    ]);
    const r = declareStances(state, { Ann: 'bold', Bob: 'bold' });
    const i = r.events.findIndex((e) => e.type === 'burning');
    expect(r.events[i]).toEqual({ type: 'burning', id: 'Ann' });
    expect(r.events[i - 2]).toEqual({ type: 'turnStarted', id: 'Ann' });
    expect(eventsOf(r.events, 'injury')).toEqual([{ type: 'injury', id: 'Ann', event: { type: 'hpLost', amount: 2, temporary: false } }]);
    expect(who(r.state, 'Ann').character.chips.hearts).toBe(5);
    expect(r.state.order[r.state.turn]).toBe('Ann');
    expect(r.state.phase).toBe('turns');
  });

  it('skips a combatant that Burning knocks out at the start of its turn and moves to the next (Z10)', () => {
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: ann, pc: true },
      { side: 'foes', character: withCondition(characterWith('Bob', [8, 5, 7, 2]), 'burning') },
      { side: 'foes', character: cat },
    ]);
    const s = declareStances(state, { Ann: 'bold', Bob: 'bold', Cat: 'bold' }).state;
    const e = endTurn(s, 'Ann');
    expect(e.events.slice(2)).toEqual([
      { type: 'burning', id: 'Bob' },
      { type: 'injury', id: 'Bob', event: { type: 'hpLost', amount: 2, temporary: false } },
      { type: 'injury', id: 'Bob', event: { type: 'unconscious' } },
      { type: 'turnSkipped', id: 'Bob', reason: 'cannot act' },
      { type: 'turnStarted', id: 'Cat' },
      { type: 'reveal', id: 'Cat', tile: who(e.state, 'Cat').tile },
    ]);
    expect(e.state.order[e.state.turn]).toBe('Cat');
  });

  it('ends the fight when Burning drops the last foe at the start of its turn', () => {
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: ann, pc: true },
      { side: 'foes', character: withCondition(characterWith('Bob', [8, 5, 7, 2]), 'burning') },
    ]);
    const s = declareStances(state, { Ann: 'bold', Bob: 'bold' }).state;
    const e = endTurn(s, 'Ann');
    expect(e.events.at(-1)).toEqual({ type: 'combatEnded', winner: 'pcs', rounds: 1 });
    expect(e.state.phase).toBe('ended');
  });

  // a Helpless combatant keeps its place in the order (Z06); the fire still burns at the start of its turn (D10)
  it('burns an Unconscious Burning combatant too, though it holds no domino and its turn is skipped as inactive (D10)', () => {
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: ann, pc: true },
      { side: 'foes', character: withCondition(withCondition(bob, 'unconscious'), 'burning') },
      { side: 'foes', character: cat },
    ]);
    const s = declareStances(state, { Ann: 'bold', Cat: 'bold' }).state;
    expect(who(s, 'Bob').stance).toBe('none');
    const e = endTurn(s, 'Ann');
    expect(e.events.filter((x) => x.type === 'burning')).toEqual([{ type: 'burning', id: 'Bob' }]);
    expect(e.events).toContainEqual({ type: 'turnSkipped', id: 'Bob', reason: 'inactive' });
    expect(who(e.state, 'Bob').character.chips.hearts).toBe(5);
  });

  it('burns a Helpless Burning combatant for 2 HP at the start of its (skipped) turn', () => {
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: ann, pc: true },
      { side: 'foes', character: withCondition(withCondition(bob, 'helpless'), 'burning') },
      { side: 'foes', character: cat },
    ]);
    const s = declareStances(state, { Ann: 'bold', Bob: 'bold', Cat: 'bold' }).state;
    const e = endTurn(s, 'Ann');
    expect(e.events.slice(0, 2)).toEqual([{ type: 'burning', id: 'Bob' }, { type: 'injury', id: 'Bob', event: expect.objectContaining({}) }]);
    expect(e.events.filter((x) => x.type === 'burning')).toHaveLength(1);
    expect(e.events).toContainEqual({ type: 'turnSkipped', id: 'Bob', reason: 'cannot act' });
    expect(who(e.state, 'Bob').character.chips.hearts).toBe(5);
    expect(e.state.order[e.state.turn]).toBe('Cat');
  });
  it('ends the fight when the fire drops the last foe at its skipped surprise-round turn, and logs nothing after the end (D10)', () => {
    // Bob, unaware, on fire, with 2 HP: his first turn is skipped, but the fire burns first
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: characterWith('Ann', [10, 6, 7, 8]), pc: true },
      { side: 'foes', character: withCondition(characterWith('Bob', [7, 9, 6, 2]), 'burning'), aware: false },
    ]);
    expect(state.order).toEqual(['Bob', 'Ann']);
    const r = declareStances(state, { Ann: 'bold' });
    expect(r.events.map((e) => e.type)).toEqual(['roundStarted', 'stance', 'stance', 'domino', 'burning', 'injury', 'injury', 'combatEnded']);
    expect(r.state.phase).toBe('ended');
    expect(who(r.state, 'Bob').character.chips.hearts).toBe(0);
  });
});
