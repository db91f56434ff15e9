import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { setChips, withCondition } from '../../characters/character.js';
import { WEAPONS } from '../../equipment/items.js';
import { CombatStateError } from '../../errors/CombatStateError.js';
import { SuitValueError } from '../../errors/SuitValueError.js';
import { characterWith, deepFreeze, fight, setCombatant } from '../../testing.js';
import { MAX_COMBATANTS, startCombat } from '../startCombat.js';
import { endTurn } from '../takeTurn.js';
import { addCombatant, editCombatant, removeCombatant, type CombatantPatch } from './gm.js';
import type { Combatant, CombatState } from '../types.js';

// Initiative is ♠ (half, rounded down, if Slowed; seed § Combat, Z24).
const ann = characterWith('Ann', [9, 10, 5, 8], ['fighter'], [WEAPONS.longsword]);
const orc = characterWith('Orc', [8, 6, 3, 9], [], [WEAPONS.battleaxe]);
const gob = characterWith('Gob', [5, 8, 3, 5], [], [WEAPONS.dagger]);
const imp = characterWith('Imp', [4, 4, 4, 4]);

/** Ann (initiative 10) and the Orc (6); Ann's turn. */
const duel = (): CombatState =>
  fight([
    { c: ann, side: 'pcs', stance: 'bold', tile: { greater: 5, lesser: 2 } },
    { c: orc, side: 'monsters', stance: 'cautious', tile: { greater: 4, lesser: 3 } },
  ]);
const get = (s: CombatState, id: string): Combatant | undefined => s.combatants.find((c) => c.id === id);

describe('addCombatant', () => {
  it('a newcomer during turns: every field, acted this round already, and the event', () => {
    const s = deepFreeze(duel());
    const { state, events } = addCombatant(s, { side: 'monsters', character: gob });
    expect(get(state, 'Gob')).toEqual({
      id: 'Gob',
      side: 'monsters',
      pc: false,
      aware: true,
      character: gob,
      initiative: 8,
      stance: 'none',
      tile: null,
      acted: true,
      defended: false,
      readied: null,
      grappling: null,
      threatenedUntil: null,
      revealed: false,
    });
    expect(state.order).toEqual(['Ann', 'Gob', 'Orc']);
    expect(state.turn).toBe(0);
    expect(events).toEqual([{ type: 'combatantAdded', id: 'Gob', side: 'monsters' }]);
    expect(Object.isFrozen(state)).toBe(true);
    expect(Object.isFrozen(events)).toBe(true);
    expect(Object.isFrozen(get(state, 'Gob'))).toBe(true);
    expect(s.combatants).toHaveLength(2);
  });

  it('takes the id, pc and aware given', () => {
    const { state } = addCombatant(duel(), { id: 'Gob 2', side: 'pcs', pc: true, aware: false, character: gob });
    expect(get(state, 'Gob 2')).toMatchObject({ id: 'Gob 2', side: 'pcs', pc: true, aware: false });
  });

  it('draws no domino this round: the Gob is passed over when the turn moves on', () => {
    const { state } = addCombatant(duel(), { side: 'monsters', character: gob });
    const next = endTurn(state, 'Ann');
    expect(next.state.order[next.state.turn]).toBe('Orc');
    expect(next.events).toContainEqual({ type: 'turnStarted', id: 'Orc' });
    expect(next.events.some((e) => 'id' in e && e.id === 'Gob')).toBe(false);
  });

  it('in the stance phase the newcomer has not acted', () => {
    const { state } = startCombat(seed(1), [
      { side: 'pcs', character: ann },
      { side: 'monsters', character: orc },
    ]);
    const r = addCombatant(state, { side: 'monsters', character: gob });
    expect(get(r.state, 'Gob')?.acted).toBe(false);
    expect(r.state.turn).toBe(state.turn);
    // even slotted in at the front, the stance phase's turn index is not moved
    const front = addCombatant(state, { side: 'monsters', character: imp, initiative: 20 });
    expect(front.state.order[0]).toBe('Imp');
    expect(front.state.turn).toBe(0);
  });

  it('places by initiative, after everyone with the same score', () => {
    const at = (initiative: number): readonly string[] => addCombatant(duel(), { side: 'monsters', character: imp, initiative }).state.order;
    expect(at(11)).toEqual(['Imp', 'Ann', 'Orc']);
    expect(at(10)).toEqual(['Ann', 'Imp', 'Orc']);
    expect(at(7)).toEqual(['Ann', 'Imp', 'Orc']);
    expect(at(6)).toEqual(['Ann', 'Orc', 'Imp']);
    expect(at(0)).toEqual(['Ann', 'Orc', 'Imp']);
    expect(at(-3)).toEqual(['Ann', 'Orc', 'Imp']);
    expect(addCombatant(duel(), { side: 'monsters', character: imp }).state.order).toEqual(['Ann', 'Orc', 'Imp']); // ♠4
  });

  it('a Slowed newcomer has half its ♠, rounded down: 8 → 4 (Z24)', () => {
    const slow = withCondition(gob, 'slowed');
    const { state } = addCombatant(duel(), { side: 'monsters', character: slow });
    expect(get(state, 'Gob')?.initiative).toBe(4);
    expect(state.order).toEqual(['Ann', 'Orc', 'Gob']);
    const odd = withCondition(characterWith('Odd', [5, 7, 3, 5]), 'slowed');
    expect(get(addCombatant(duel(), { side: 'monsters', character: odd }).state, 'Odd')?.initiative).toBe(3);
    // an initiative given wins over the Slowed rule
    expect(get(addCombatant(duel(), { side: 'monsters', character: slow, initiative: 9 }).state, 'Gob')?.initiative).toBe(9);
  });

  it('keeps the current combatant’s turn when someone is slotted in before it', () => {
    const orcTurn = endTurn(duel(), 'Ann').state;
    expect(orcTurn.turn).toBe(1);
    // before the Orc (index 1): the turn index moves to 2, still the Orc
    const before = addCombatant(orcTurn, { side: 'monsters', character: gob }).state;
    expect(before.order).toEqual(['Ann', 'Gob', 'Orc']);
    expect(before.turn).toBe(2);
    expect(before.order[before.turn]).toBe('Orc');
    // after the Orc: the turn index stays
    const after = addCombatant(orcTurn, { side: 'monsters', character: imp }).state;
    expect(after.order).toEqual(['Ann', 'Orc', 'Imp']);
    expect(after.turn).toBe(1);
    // at the very front
    const front = addCombatant(orcTurn, { side: 'monsters', character: imp, initiative: 20 }).state;
    expect(front.turn).toBe(2);
    expect(front.order[front.turn]).toBe('Orc');
  });

  it('refuses an ended fight, a bad character, empty ids and sides, a taken id', () => {
    const ended: CombatState = { ...duel(), phase: 'ended', winner: 'pcs' };
    expect(() => addCombatant(ended, { side: 'monsters', character: gob })).toThrow(CombatStateError);
    expect(() => addCombatant(ended, { side: 'monsters', character: gob })).toThrow('the combat has ended');
    expect(() => addCombatant(duel(), { side: 'monsters', character: { name: 'x' } as never })).toThrow(SuitValueError);
    expect(() => addCombatant(duel(), { id: '', side: 'monsters', character: gob })).toThrow('a combatant needs a non-empty id');
    expect(() => addCombatant(duel(), { id: 7 as never, side: 'monsters', character: gob })).toThrow('a combatant needs a non-empty id');
    expect(() => addCombatant(duel(), { side: '', character: gob })).toThrow('a combatant needs a non-empty side');
    expect(() => addCombatant(duel(), { side: 3 as never, character: gob })).toThrow(CombatStateError);
    expect(() => addCombatant(duel(), { side: 'monsters', character: orc })).toThrow('combatant ids must be unique: Orc is taken');
    expect(() => addCombatant(duel(), { id: 'Ann', side: 'monsters', character: gob })).toThrow(CombatStateError);
  });

  it('refuses an initiative that is not a whole number', () => {
    for (const bad of [2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => addCombatant(duel(), { side: 'monsters', character: gob, initiative: bad })).toThrow(CombatStateError);
    }
    expect(() => addCombatant(duel(), { side: 'monsters', character: gob, initiative: 2.5 })).toThrow('initiative must be a whole number, got 2.5');
    expect(() => addCombatant(duel(), { side: 'monsters', character: gob, initiative: '5' as never })).toThrow('initiative must be a whole number, got 5');
  });

  it(`holds at most ${MAX_COMBATANTS}: the ${MAX_COMBATANTS}th is accepted, the ${MAX_COMBATANTS + 1}th refused`, () => {
    const s = duel();
    const filler = (n: number): Combatant[] => Array.from({ length: n }, (_, i) => ({ ...(get(s, 'Orc') as Combatant), id: `m${i}` }));
    const with62: CombatState = { ...s, combatants: [...s.combatants, ...filler(MAX_COMBATANTS - 3)], order: [...s.order, ...filler(MAX_COMBATANTS - 3).map((c) => c.id)] };
    expect(with62.combatants).toHaveLength(MAX_COMBATANTS - 1);
    const full = addCombatant(with62, { side: 'monsters', character: gob }).state;
    expect(full.combatants).toHaveLength(MAX_COMBATANTS);
    expect(() => addCombatant(full, { side: 'monsters', character: imp })).toThrow(CombatStateError);
    expect(() => addCombatant(full, { side: 'monsters', character: imp })).toThrow(`a combat holds at most ${MAX_COMBATANTS} combatants`);
  });
});

describe('removeCombatant', () => {
  /** Ann (10), Gob (8), Orc (6); turn given. */
  const three = (turn = 0): CombatState => ({ ...fight([
    { c: ann, side: 'pcs', stance: 'bold', tile: { greater: 5, lesser: 2 } },
    { c: gob, side: 'monsters', stance: 'bold', tile: { greater: 3, lesser: 1 } },
    { c: orc, side: 'monsters', stance: 'cautious', tile: { greater: 4, lesser: 3 } },
  ]), turn });

  it('someone after the current turn: the turn index stays, one event', () => {
    const { state, events } = removeCombatant(deepFreeze(three()), 'Orc');
    expect(state.order).toEqual(['Ann', 'Gob']);
    expect(state.combatants.map((c) => c.id)).toEqual(['Ann', 'Gob']);
    expect(state.turn).toBe(0);
    expect(state.phase).toBe('turns');
    expect(events).toEqual([{ type: 'combatantRemoved', id: 'Orc' }]);
    expect(Object.isFrozen(state)).toBe(true);
  });

  it('someone before the current turn: the index moves back by one, the same combatant keeps its turn', () => {
    const s = three(2); // the Orc's turn
    const { state } = removeCombatant(s, 'Ann');
    expect(state.order).toEqual(['Gob', 'Orc']);
    expect(state.turn).toBe(1);
    expect(state.order[state.turn]).toBe('Orc');
  });

  it('the one whose turn it is: the next combatant’s turn starts', () => {
    const s = { ...three(1), turnProgress: { id: 'Gob', taken: ['move'], full: 0, standard: 0, minor: 1, moved: true, stepped: false, secondAttack: null } } as CombatState;
    const { state, events } = removeCombatant(s, 'Gob');
    expect(state.order).toEqual(['Ann', 'Orc']);
    expect(state.order[state.turn]).toBe('Orc');
    expect(state.turnProgress).toEqual({ id: 'Orc', taken: [], full: 0, standard: 0, minor: 0, moved: false, stepped: false, secondAttack: null });
    expect(events).toEqual([
      { type: 'combatantRemoved', id: 'Gob' },
      { type: 'turnStarted', id: 'Orc' },
      { type: 'reveal', id: 'Orc', tile: { greater: 4, lesser: 3 } },
    ]);
  });

  it('in the stance phase the turn is left alone', () => {
    const { state } = startCombat(seed(1), [
      { side: 'pcs', character: ann },
      { side: 'pcs', character: gob },
      { side: 'monsters', character: orc },
    ]);
    expect(state.order[0]).toBe('Ann');
    const r = removeCombatant(state, 'Ann');
    expect(r.state.phase).toBe('stances');
    expect(r.state.turn).toBe(state.turn);
    expect(r.events).toEqual([{ type: 'combatantRemoved', id: 'Ann' }]);
  });

  it('ends a grapple with the one who leaves', () => {
    const s = setCombatant(setCombatant(three(), 'Ann', { grappling: 'Orc' }), 'Orc', { grappling: 'Ann' });
    const { state } = removeCombatant(s, 'Orc');
    expect(get(state, 'Ann')?.grappling).toBeNull();
    const other = setCombatant(three(), 'Ann', { grappling: 'Gob' });
    expect(get(removeCombatant(other, 'Orc').state, 'Ann')?.grappling).toBe('Gob');
  });

  it('ends the fight when one side is left', () => {
    const plus = addCombatant(duel(), { side: 'pcs', character: gob }).state;
    const { state, events } = removeCombatant(plus, 'Orc');
    expect(state.phase).toBe('ended');
    expect(state.winner).toBe('pcs');
    expect(events).toEqual([
      { type: 'combatantRemoved', id: 'Orc' },
      { type: 'combatEnded', winner: 'pcs', rounds: 1 },
    ]);
  });

  it('refuses an unknown id, an ended fight, and going below two', () => {
    expect(() => removeCombatant(three(), 'Nobody')).toThrow(CombatStateError);
    expect(() => removeCombatant(three(), 'Nobody')).toThrow('no combatant with id "Nobody"');
    const ended: CombatState = { ...three(), phase: 'ended', winner: 'pcs' };
    expect(() => removeCombatant(ended, 'Orc')).toThrow('the combat has ended');
    expect(() => removeCombatant(duel(), 'Orc')).toThrow(CombatStateError);
    expect(() => removeCombatant(duel(), 'Orc')).toThrow('a combat needs at least two combatants; end it instead');
  });
});

describe('editCombatant', () => {
  it('each field, with an event naming exactly the fields given, in order', () => {
    const s = deepFreeze(duel());
    const hurt = setChips(orc, 'hearts', 4);
    const r = editCombatant(s, 'Orc', { threatenedUntil: 3, aware: false, side: 'beasts', character: hurt });
    expect(get(r.state, 'Orc')).toEqual({ ...get(s, 'Orc'), threatenedUntil: 3, aware: false, side: 'beasts', character: hurt });
    expect(r.events).toEqual([{ type: 'combatantEdited', id: 'Orc', fields: ['threatenedUntil', 'aware', 'side', 'character'] }]);
    expect(Object.isFrozen(get(r.state, 'Orc'))).toBe(true);
    expect(get(s, 'Orc')?.aware).toBe(true);
  });

  it('ends the turn of the combatant whose turn it is when the edit leaves it unable to act (Z06), and starts the next', () => {
    // Ann (initiative 10), the Orc (6) and the Imp (4), on Ann's side so the fight goes on without her
    const s = deepFreeze(
      fight([
        { c: ann, side: 'pcs', stance: 'bold', tile: { greater: 5, lesser: 2 } },
        { c: orc, side: 'monsters', stance: 'cautious', tile: { greater: 4, lesser: 3 } },
        { c: imp, side: 'pcs', stance: 'bold', tile: { greater: 1, lesser: 0 } },
      ]),
    );
    expect(s.order[s.turn]).toBe('Ann');
    const r = editCombatant(s, 'Ann', { character: withCondition(ann, 'helpless') });
    expect(r.events).toEqual([
      { type: 'combatantEdited', id: 'Ann', fields: ['character'] },
      { type: 'turnStarted', id: 'Orc' },
      { type: 'reveal', id: 'Orc', tile: { greater: 4, lesser: 3 } },
    ]);
    expect(r.state.order[r.state.turn]).toBe('Orc');
    expect(get(r.state, 'Ann')?.acted).toBe(true);
    expect(r.state.turnProgress?.id).toBe('Orc');
    // an edit of someone else, or one that leaves the actor able to act, keeps the turn
    const other = editCombatant(s, 'Imp', { character: withCondition(imp, 'helpless') });
    expect(other.state.order[other.state.turn]).toBe('Ann');
    expect(other.events).toEqual([{ type: 'combatantEdited', id: 'Imp', fields: ['character'] }]);
    const prone = editCombatant(s, 'Ann', { character: withCondition(ann, 'prone') });
    expect(prone.state.order[prone.state.turn]).toBe('Ann');
  });

  it('lifts Threatened with null; a field given as undefined changes nothing and is not named', () => {
    const threatened = setCombatant(duel(), 'Ann', { threatenedUntil: 2 });
    const r = editCombatant(threatened, 'Ann', { threatenedUntil: null, side: undefined } as unknown as CombatantPatch);
    expect(get(r.state, 'Ann')?.threatenedUntil).toBeNull();
    expect(get(r.state, 'Ann')?.side).toBe('pcs');
    expect(r.events).toEqual([{ type: 'combatantEdited', id: 'Ann', fields: ['threatenedUntil'] }]);
    const none = editCombatant(duel(), 'Ann', {});
    expect(none.events).toEqual([{ type: 'combatantEdited', id: 'Ann', fields: [] }]);
    expect(get(none.state, 'Ann')).toEqual(get(duel(), 'Ann'));
  });

  it('ends the fight when the edit leaves one side standing (a side change, or 0 HP)', () => {
    const turned = editCombatant(duel(), 'Orc', { side: 'pcs' });
    expect(turned.state).toMatchObject({ phase: 'ended', winner: 'pcs' });
    expect(turned.events).toEqual([
      { type: 'combatantEdited', id: 'Orc', fields: ['side'] },
      { type: 'combatEnded', winner: 'pcs', rounds: 1 },
    ]);
    const down = editCombatant(duel(), 'Orc', { character: setChips(orc, 'hearts', 0) });
    expect(down.state.winner).toBe('pcs');
    const fine = editCombatant(duel(), 'Orc', { aware: false });
    expect(fine.state.phase).toBe('turns');
    expect(fine.events).toHaveLength(1);
  });

  it('refuses an unknown id, a non-object patch, an unknown field and bad values', () => {
    const s = duel();
    expect(() => editCombatant(s, 'Nobody', {})).toThrow('no combatant with id "Nobody"');
    for (const bad of [null, 'side', 3]) {
      expect(() => editCombatant(s, 'Ann', bad as unknown as CombatantPatch)).toThrow(CombatStateError);
      expect(() => editCombatant(s, 'Ann', bad as unknown as CombatantPatch)).toThrow('a patch is an object of fields');
    }
    expect(() => editCombatant(s, 'Ann', { initiative: 3 } as unknown as CombatantPatch)).toThrow('editCombatant changes character, side, aware, threatenedUntil, not initiative');
    expect(() => editCombatant(s, 'Ann', { side: 'x', tile: null } as unknown as CombatantPatch)).toThrow('editCombatant changes character, side, aware, threatenedUntil, not tile');
    expect(() => editCombatant(s, 'Ann', { character: { name: 'x' } as never })).toThrow(SuitValueError);
    // also after the fight has ended (where nothing else would look at the character)
    const ended: CombatState = { ...s, phase: 'ended', winner: 'pcs' };
    expect(() => editCombatant(ended, 'Ann', { character: { name: 'x' } as never })).toThrow(SuitValueError);
    expect(editCombatant(ended, 'Ann', { aware: false }).events).toEqual([{ type: 'combatantEdited', id: 'Ann', fields: ['aware'] }]);
    expect(() => editCombatant(s, 'Ann', { side: '' })).toThrow('side must be a non-empty string');
    expect(() => editCombatant(s, 'Ann', { side: 4 as never })).toThrow('side must be a non-empty string');
    expect(() => editCombatant(s, 'Ann', { aware: 'yes' as never })).toThrow('aware must be true or false');
    expect(() => editCombatant(s, 'Ann', { threatenedUntil: 1.5 })).toThrow('threatenedUntil must be a whole number or null');
    expect(() => editCombatant(s, 'Ann', { threatenedUntil: '2' as never })).toThrow(CombatStateError);
    expect(editCombatant(s, 'Ann', { threatenedUntil: 0 }).state.combatants[0]?.threatenedUntil).toBe(0);
  });

  it('a new character keeps its conditions: a Prone Ann stays Prone', () => {
    const { state } = editCombatant(duel(), 'Ann', { character: withCondition(ann, 'prone') });
    expect(get(state, 'Ann')?.character.conditions).toEqual(['prone']);
  });
});
