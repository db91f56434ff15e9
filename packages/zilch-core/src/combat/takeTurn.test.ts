// The step-by-step turn API (act, endTurn, takeTurn, triggerReady, threaten), worked from given dominoes.
import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { WEAPONS } from '../equipment/items.js';
import { ActionError } from '../errors/ActionError.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { StanceError } from '../errors/StanceError.js';
import { withCondition } from '../characters/character.js';
import { caught, characterWith, eventsOf, fight } from '../testing.js';
import { declareStances } from './declareStances.js';
import { startCombat } from './startCombat.js';
import { act, endTurn, takeTurn, threaten, triggerReady } from './takeTurn.js';
import type { Stance } from './stances.js';
import type { CombatState } from './types.js';

const whoseTurn = (s: CombatState): string | undefined => s.order[s.turn];
const combatant = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id);

// Ann ♣8 ♠8 with a longsword (3 damage); Orc ♣6 ♠2 with 2 HP. Ann acts first (♠8 > ♠2). Ann Bold 6|1
// attacks with G = 6: 8 + 6 = 14 against the Orc's Bold 2|1 defense 2 + 1 = 3, a hit for 3 + floor(11 / 5) = 5.
const ann = characterWith('Ann', [8, 8, 5, 8], ['fighter'], [WEAPONS.longsword]);
const duel = (annStance: Stance = 'bold', orcHearts = 2): CombatState =>
  fight([
    { c: ann, side: 'a', stance: annStance, tile: { greater: 6, lesser: 1 } },
    { c: characterWith('Orc', [6, 2, 5, orcHearts], [], [WEAPONS.longsword]), side: 'b', stance: 'bold', tile: { greater: 2, lesser: 1 } },
  ]);

// Rex, a Cautious Rogue (♣9 ♠10, short sword: 2 damage, 5|5: attack 9 + 5 = 14, defense 10 + 5 = 15), acts
// first and readies an attack on Ann. Gob (♣6 ♠9, Bold 4|1: attack 6 + 4 = 10) is on his side; Ann (♣13 ♠8,
// longsword, Bold 2|1: attack 13 + 2 = 15, defense 8 + 1 = 9) and Bea (♠7, Bold 3|1: defense 7 + 1 = 8) on the other.
// Rex on Ann: 14 against 9, 2 + floor(5 / 5) = 3 damage. Gob on Ann: 10 against 9, 2 damage. Ann on Rex: 15 against 15
// (a hit on equal), 3 damage. Heart values of 2 give 2 HP, so each of these hits drops its target.
const ambush = (o: { readonly annHp?: number; readonly rexHp?: number; readonly bea?: boolean } = {}): CombatState => {
  const s = fight([
    { c: characterWith('Rex', [9, 10, 6, o.rexHp ?? 8], ['rogue'], [WEAPONS.shortSword]), side: 'b', stance: 'cautious', tile: { greater: 5, lesser: 5 } },
    { c: characterWith('Gob', [6, 9, 5, 8], [], [WEAPONS.shortSword]), side: 'b', stance: 'bold', tile: { greater: 4, lesser: 1 } },
    { c: characterWith('Ann', [13, 8, 5, o.annHp ?? 8], ['fighter'], [WEAPONS.longsword]), side: 'a', stance: 'bold', tile: { greater: 2, lesser: 1 } },
    ...(o.bea === false ? [] : [{ c: characterWith('Bea', [8, 7, 5, 8], [], [WEAPONS.longsword]), side: 'a', stance: 'bold', tile: { greater: 3, lesser: 1 } } as const]),
  ]);
  expect(s.order).toEqual(o.bea === false ? ['Rex', 'Gob', 'Ann'] : ['Rex', 'Gob', 'Ann', 'Bea']);
  return takeTurn(s, 'Rex', [{ kind: 'ready', action: { kind: 'attack', target: 'Ann' } }]).state;
};

describe('act', () => {
  it('refuses a combatant whose turn it is not, naming whose turn it is', () => {
    const e = caught(() => act(duel(), 'Orc', { kind: 'defend' }));
    expect(e).toBeInstanceOf(CombatStateError);
    expect(e).toHaveProperty('message', "it is Ann's turn, not Orc's");
  });

  it('ends the fight on the blow that drops the last foe, leaving no turn in progress', () => {
    const { state, events } = act(duel(), 'Ann', { kind: 'attack', target: 'Orc' });
    expect(state.phase).toBe('ended');
    expect(state.winner).toBe('a');
    expect(state.turnProgress).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'combatEnded', winner: 'a', rounds: 1 });
  });

  it('ends the turn of a combatant a Readied attack knocks out during it, and starts the next (Z06)', () => {
    // Ann (2 HP) starts her turn; Rex's readied attack fires as she moves and drops her.
    let s = ambush({ annHp: 2 });
    s = takeTurn(s, 'Gob', [{ kind: 'defend' }]).state;
    expect(whoseTurn(s)).toBe('Ann');
    s = act(s, 'Ann', { kind: 'move', squares: 1 }).state;
    const fired = triggerReady(s, 'Rex');
    s = fired.state;
    expect(combatant(s, 'Ann')?.character.chips.hearts).toBe(0);
    expect(combatant(s, 'Ann')?.acted).toBe(true);
    expect(whoseTurn(s)).toBe('Bea');
    expect(s.turnProgress?.id).toBe('Bea');
    expect(fired.events.slice(-2)).toEqual([
      { type: 'turnStarted', id: 'Bea' },
      { type: 'reveal', id: 'Bea', tile: { greater: 3, lesser: 1 } },
    ]);
    const e = caught(() => act(s, 'Ann', { kind: 'free', what: 'speak' }));
    expect(e).toBeInstanceOf(CombatStateError);
    expect(e).toHaveProperty('message', "it is Bea's turn, not Ann's");
  });

  it('refuses an action from a Helpless combatant whose turn it is in a hand-made or loaded state (Z06)', () => {
    const s0 = duel();
    const s: CombatState = {
      ...s0,
      combatants: s0.combatants.map((c) => (c.id === 'Ann' ? { ...c, character: withCondition(c.character, 'helpless') } : c)),
    };
    expect(whoseTurn(s)).toBe('Ann');
    const e = caught(() => act(s, 'Ann', { kind: 'free', what: 'speak' }));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toHaveProperty('message', 'Ann is Helpless and cannot act (Z06)');
  });
});

describe('endTurn', () => {
  it('marks the combatant as having acted and starts the next turn', () => {
    const { state, events } = endTurn(duel('bold', 8), 'Ann');
    expect(combatant(state, 'Ann')?.acted).toBe(true);
    expect(whoseTurn(state)).toBe('Orc');
    expect(events).toEqual([
      { type: 'turnStarted', id: 'Orc' },
      { type: 'reveal', id: 'Orc', tile: { greater: 2, lesser: 1 } },
    ]);
  });

  it('refuses to end a Guarded turn before Defend, saying why (Z04)', () => {
    const e = caught(() => endTurn(duel('guarded', 8), 'Ann'));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toHaveProperty('message', 'Ann is Guarded and must take the Defend action this turn (Z04)');
  });
});

describe('takeTurn', () => {
  it('refuses a Guarded turn whose Standard action is not Defend before any action is taken (Z04)', () => {
    const e = caught(() => takeTurn(duel('guarded', 8), 'Ann', [{ kind: 'attack', target: 'Orc' }]));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toHaveProperty('message', 'a Guarded combatant must spend its Standard action on Defend (Z04)');
  });

  it('refuses a turn that shifts into Guarded and never takes Defend (Z04)', () => {
    const e = caught(() => takeTurn(duel('cautious', 8), 'Ann', [{ kind: 'shiftStance', to: 'guarded' }]));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toHaveProperty('message', 'Ann is Guarded and must take the Defend action this turn (Z04)');
  });

  it('stops at the blow that ends the fight: the actions after it are not taken', () => {
    const { state, events } = takeTurn(duel(), 'Ann', [
      { kind: 'attack', target: 'Orc' },
      { kind: 'move', squares: 1 },
    ]);
    expect(state.phase).toBe('ended');
    expect(eventsOf(events, 'action')).toEqual([{ type: 'action', id: 'Ann', action: 'attack' }]);
    expect(events.at(-1)).toEqual({ type: 'combatEnded', winner: 'a', rounds: 1 });
  });
});

describe('triggerReady', () => {
  it('fires the readied attack at the target the trigger names, and logs the action first', () => {
    const { events } = triggerReady(ambush(), 'Rex', { target: 'Bea' });
    expect(events[0]).toEqual({ type: 'action', id: 'Rex', action: 'attack' });
    // Rex's 14 against Bea's 8: a hit
    expect(eventsOf(events, 'attack').map((a) => [a.target, a.roll.attack, a.roll.defense, a.roll.hit])).toEqual([['Bea', 14, 8, true]]);
  });

  it('fires at the readied target when no other is named: 14 against Ann’s 9', () => {
    const { events } = triggerReady(ambush(), 'Rex');
    expect(eventsOf(events, 'attack').map((a) => [a.target, a.roll.attack, a.roll.defense, a.roll.hit])).toEqual([['Ann', 14, 9, true]]);
  });

  it('refuses a combatant with nothing readied', () => {
    const e = caught(() => triggerReady(ambush(), 'Gob'));
    expect(e).toBeInstanceOf(CombatStateError);
    expect(e).toHaveProperty('message', 'Gob has no readied action');
  });

  it('refuses a readied attack once the fight is over', () => {
    // Ann (2 HP) stands alone; Gob's hit drops her and ends the fight while Rex still holds his attack.
    const s = takeTurn(ambush({ annHp: 2, bea: false }), 'Gob', [{ kind: 'attack', target: 'Ann' }]).state;
    expect(s.phase).toBe('ended');
    expect(combatant(s, 'Rex')?.readied).toEqual({ kind: 'attack', target: 'Ann' });
    const e = caught(() => triggerReady(s, 'Rex'));
    expect(e).toBeInstanceOf(CombatStateError);
    expect(e).toHaveProperty('message', 'the combat has ended');
  });

  it('refuses a readied attack whose owner has been knocked out since', () => {
    // Ann's 15 meets Rex's 15 and drops him (2 HP); Gob still stands, so the fight goes on.
    let s = ambush({ rexHp: 2 });
    s = takeTurn(s, 'Gob', [{ kind: 'defend' }]).state;
    s = takeTurn(s, 'Ann', [{ kind: 'attack', target: 'Rex' }]).state;
    expect(combatant(s, 'Rex')?.character.chips.hearts).toBe(0);
    const e = caught(() => triggerReady(s, 'Rex'));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toHaveProperty('message', 'Rex can no longer act');
  });
});

describe('threaten', () => {
  const begin = () =>
    startCombat(seed(1), [
      { side: 'a', character: ann },
      { side: 'b', character: characterWith('Orc', [6, 2, 5, 8]) },
    ]).state;

  it('lasts to the end of the next round by default (Z11)', () => {
    let s = threaten(begin(), 'Ann');
    expect(() => declareStances(s, { Ann: 'bold', Orc: 'bold' })).toThrow(StanceError);
    s = declareStances(s, { Ann: 'cautious', Orc: 'bold' }).state;
    s = takeTurn(takeTurn(s, 'Ann', [{ kind: 'defend' }]).state, 'Orc', [{ kind: 'defend' }]).state;
    expect(s.round).toBe(2);
    expect(() => declareStances(s, { Ann: 'bold', Orc: 'bold' })).toThrow(StanceError);
    s = declareStances(s, { Ann: 'cautious', Orc: 'bold' }).state;
    s = takeTurn(takeTurn(s, 'Ann', [{ kind: 'defend' }]).state, 'Orc', [{ kind: 'defend' }]).state;
    expect(s.round).toBe(3);
    expect(() => declareStances(s, { Ann: 'bold', Orc: 'bold' })).not.toThrow();
  });

  it('refuses a last round that is not a whole number', () => {
    const e = caught(() => threaten(begin(), 'Ann', 1.5));
    expect(e).toBeInstanceOf(CombatStateError);
    expect(e).toHaveProperty('message', 'untilRound must be a whole number, got 1.5');
  });
});
