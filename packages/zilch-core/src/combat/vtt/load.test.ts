import { describe, expect, it } from 'vitest';
import { WEAPONS } from '../../equipment/items.js';
import { CombatStateError } from '../../errors/CombatStateError.js';
import { characterWith, deepFreeze, fight } from '../../testing.js';
import { COMBAT_STATE_VERSION } from '../startCombat.js';
import { act, endTurn } from '../takeTurn.js';
import { addCombatant, editCombatant } from './gm.js';
import { loadCombatState } from './load.js';
import type { CombatOptions, CombatState } from '../types.js';

const ann = characterWith('Ann', [9, 10, 5, 8], ['fighter'], [WEAPONS.longsword]);
const orc = characterWith('Orc', [8, 6, 3, 9], [], [WEAPONS.battleaxe]);
const live = (): CombatState =>
  fight([
    { c: ann, side: 'pcs', stance: 'bold', tile: { greater: 5, lesser: 2 } },
    { c: orc, side: 'monsters', stance: 'cautious', tile: { greater: 4, lesser: 3 } },
  ]);
type Json = Record<string, unknown>;
const saved = (s: CombatState = live()): Json => JSON.parse(JSON.stringify(s)) as Json;
const combatantsOf = (j: Json): Json[] => j['combatants'] as Json[];
const withCombatant = (j: Json, i: number, patch: Json): Json => ({ ...j, combatants: combatantsOf(j).map((c, k) => (k === i ? { ...c, ...patch } : c)) });
/** A 0.1.x save: no version, no turnProgress, no Combatant.revealed. */
const old = (s: CombatState = live()): Json => {
  const { version: _v, turnProgress: _t, ...rest } = saved(s);
  return { ...rest, combatants: combatantsOf(rest).map(({ revealed: _r, ...c }) => c) };
};
const refused = (json: unknown, message: string | RegExp): void => {
  expect(() => loadCombatState(json)).toThrow(CombatStateError);
  expect(() => loadCombatState(json)).toThrow(message);
};

describe('loadCombatState: accepted versions', () => {
  it(`the current version (${COMBAT_STATE_VERSION}) reads back equal, frozen throughout, and continues with the same dice`, () => {
    const s = live();
    const json = deepFreeze(saved(s));
    const again = loadCombatState(json);
    expect(again).toEqual(s);
    expect(Object.isFrozen(again)).toBe(true);
    expect(Object.isFrozen(again.combatants)).toBe(true);
    expect(Object.isFrozen(again.combatants[0])).toBe(true);
    expect(Object.isFrozen(again.combatants[0]?.tile)).toBe(true);
    expect(Object.isFrozen(again.order)).toBe(true);
    expect(Object.isFrozen(again.boneyard)).toBe(true);
    expect(Object.isFrozen(again.boneyard[0])).toBe(true);
    expect(Object.isFrozen(again.options)).toBe(true);
    expect(Object.isFrozen(again.turnProgress)).toBe(true);
    expect(Object.isFrozen(again.turnProgress?.taken)).toBe(true);
    // new objects, not the parsed JSON's
    expect(again.order).not.toBe(json['order']);
    expect(again.combatants[0]?.tile).not.toBe(combatantsOf(json)[0]?.['tile']);
    const a = endTurn(act(again, 'Ann', { kind: 'attack', target: 'Orc' }).state, 'Ann');
    const b = endTurn(act(s, 'Ann', { kind: 'attack', target: 'Orc' }).state, 'Ann');
    expect(a.events).toEqual(b.events);
    expect(a.state.rng).toEqual(b.state.rng);
  });

  it('version 0 given explicitly is read as a 0.1 state and upgraded', () => {
    const s = loadCombatState({ ...old(), version: 0 });
    expect(s.version).toBe(COMBAT_STATE_VERSION);
    expect(COMBAT_STATE_VERSION).toBe(1);
  });

  it('a 0.1 state in the turns phase: only the current combatant’s domino counts as face up, a fresh turn progress', () => {
    const s = loadCombatState(old());
    expect(s.version).toBe(1);
    expect(s.combatants.map((c) => [c.id, c.revealed])).toEqual([
      ['Ann', true],
      ['Orc', false],
    ]);
    expect(s.turnProgress).toEqual({ id: 'Ann', taken: [], full: 0, standard: 0, minor: 0, moved: false, stepped: false, secondAttack: null });
    expect(s.options.threatenedByAdjacency).toBe(false);
    // the Orc's turn: its domino is the face-up one
    const orcTurn = loadCombatState({ ...old(), turn: 1 });
    expect(orcTurn.combatants.map((c) => c.revealed)).toEqual([false, true]);
    expect(orcTurn.turnProgress?.id).toBe('Orc');
  });

  it('a 0.1 state whose current combatant has no domino: nothing is face up', () => {
    const j = old();
    const s = loadCombatState(withCombatant(j, 0, { tile: null, stance: 'none' }));
    expect(s.combatants.map((c) => c.revealed)).toEqual([false, false]);
  });

  it('a 0.1 state in the stances phase: nothing face up, no turn progress', () => {
    const j = { ...old(), phase: 'stances' };
    const s = loadCombatState(j);
    expect(s.combatants.map((c) => c.revealed)).toEqual([false, false]);
    expect(s.turnProgress).toBeNull();
  });

  it('a 0.1 state whose turn is past the last combatant (end of round): no turn progress', () => {
    const s = loadCombatState({ ...old(), turn: 2 });
    expect(s.turn).toBe(2);
    expect(s.turnProgress).toBeNull();
    expect(s.combatants.map((c) => c.revealed)).toEqual([false, false]);
  });

  it('keeps revealed, turnProgress (null or a value) and threatenedByAdjacency as saved', () => {
    const j = saved();
    const flags = loadCombatState(withCombatant(withCombatant(j, 0, { revealed: false }), 1, { revealed: true }));
    expect(flags.combatants.map((c) => c.revealed)).toEqual([false, true]);
    expect(loadCombatState({ ...j, turnProgress: null }).turnProgress).toBeNull();
    const progress = { id: 'Ann', taken: ['move'], full: 0, standard: 0, minor: 1, moved: true, stepped: false, secondAttack: { pips: 2, weapon: 'longsword', chipsSpent: true } };
    expect(loadCombatState({ ...j, turnProgress: progress }).turnProgress).toEqual(progress);
    const adj = loadCombatState({ ...j, options: { ...(j['options'] as Json), threatenedByAdjacency: true } });
    expect(adj.options.threatenedByAdjacency).toBe(true);
    const { threatenedByAdjacency: _t, ...opts } = j['options'] as Json;
    expect(loadCombatState({ ...j, options: opts }).options.threatenedByAdjacency).toBe(false);
  });

  it('accepts the edges: tiles 0..12, 64 combatants, round 1, turn 0, minor 2', () => {
    const j = saved();
    expect(loadCombatState(withCombatant(j, 0, { tile: { greater: 12, lesser: 0 } })).combatants[0]?.tile).toEqual({ greater: 12, lesser: 0 });
    expect(loadCombatState({ ...j, turnProgress: { ...(j['turnProgress'] as Json), minor: 2, full: 1, standard: 1 } }).turnProgress?.minor).toBe(2);
    const many = Array.from({ length: 64 }, (_, i) => ({ ...combatantsOf(j)[i % 2], id: `c${i}` }));
    const big = loadCombatState({ ...j, combatants: many, order: many.map((c) => c.id), turnProgress: { ...(j['turnProgress'] as Json), id: 'c0' } });
    expect(big.combatants).toHaveLength(64);
  });
});

describe('loadCombatState: every stance, option, phase and readied action the engine writes', () => {
  const duel = (ann0: 'reckless' | 'bold' | 'cautious' | 'guarded', orc0: 'reckless' | 'bold' | 'cautious' | 'guarded', options: CombatOptions = {}): CombatState =>
    fight(
      [
        { c: ann, side: 'pcs', stance: ann0, tile: { greater: 5, lesser: 2 } },
        { c: orc, side: 'monsters', stance: orc0, tile: { greater: 4, lesser: 3 } },
      ],
      options,
    );

  it('reads back a Reckless attacker and a Guarded defender (Z02 stances)', () => {
    const s = duel('reckless', 'guarded');
    const again = loadCombatState(saved(s));
    expect(again).toEqual(s);
    expect(again.combatants.map((c) => c.stance)).toEqual(['reckless', 'guarded']);
  });

  it('reads back each domino source, initiative dice and Defenseless option as saved', () => {
    const variants: CombatOptions[] = [
      { dominoSource: '2d6' },
      { dominoSource: 'd8d4' },
      { initiativeDice: 'perCharacter' },
      { initiativeDice: 'perSide' },
      { defenseless: 'zeroDefense' },
    ];
    for (const o of variants) {
      const s = duel('bold', 'cautious', o);
      const again = loadCombatState(saved(s));
      expect(again).toEqual(s);
      expect(again.options).toMatchObject(o);
    }
  });

  it('reads back an ended fight, its winner and the GM edit that ended it', () => {
    const { state: ended } = editCombatant(duel('bold', 'cautious'), 'Orc', { side: 'pcs' });
    expect(ended.phase).toBe('ended');
    const again = loadCombatState(saved(ended));
    expect(again.phase).toBe('ended');
    expect(again.winner).toBe('pcs');
    expect(again).toEqual(ended);
  });

  it('reads back a readied attack held by a Cautious combatant (seed § Ready)', () => {
    const { state } = act(duel('cautious', 'bold'), 'Ann', { kind: 'ready', action: { kind: 'attack', target: 'Orc' } });
    const again = loadCombatState(saved(state));
    expect(again.combatants[0]?.readied).toEqual({ kind: 'attack', target: 'Orc' });
    expect(again).toEqual(state);
  });

  it('a combatant whose readied field is missing altogether is refused, not an error of another kind', () => {
    const j = saved();
    const { readied: _r, ...noReadied } = combatantsOf(j)[0] as Json;
    refused({ ...j, combatants: [noReadied, combatantsOf(j)[1]] }, 'not a saved fight: combatants.0.readied: Invalid input');
  });

  it('a newcomer who joined mid-round holds no domino and reads back with tile null', () => {
    const { state } = addCombatant(live(), { side: 'monsters', character: characterWith('Gob', [5, 8, 3, 5]) });
    const again = loadCombatState(saved(state));
    expect(again.combatants.find((c) => c.id === 'Gob')?.tile).toBeNull();
    expect(again).toEqual(state);
    // a 0.1 save of it: still no domino, and the newcomer's is not face up
    const { version: _v, turnProgress: _t, ...rest } = saved(state);
    const upgraded = loadCombatState({ ...rest, combatants: combatantsOf(rest).map(({ revealed: _r, ...c }) => c) });
    expect(upgraded.combatants.find((c) => c.id === 'Gob')).toMatchObject({ tile: null, revealed: false });
  });
});

describe('loadCombatState: refusals and their messages', () => {
  it(`a newer version is refused, the first one above ${COMBAT_STATE_VERSION}`, () => {
    refused({ ...saved(), version: COMBAT_STATE_VERSION + 1 }, `this fight was saved by a newer release (state version ${COMBAT_STATE_VERSION + 1}; this release reads up to ${COMBAT_STATE_VERSION})`);
    refused({ ...saved(), version: 99 }, /newer release \(state version 99;/);
  });

  it('a bad version field', () => {
    refused({ ...saved(), version: -1 }, 'not a saved fight: version: Invalid input');
    refused({ ...saved(), version: '1' }, 'not a saved fight: version: Invalid input');
    refused({ ...saved(), version: '2' }, 'not a saved fight: version: Invalid input'); // a string is not a newer version
  });

  it('not an object', () => {
    for (const bad of [null, 42, 'fight', [], undefined]) refused(bad, 'not a saved fight: (root): Invalid input');
  });

  it('names the first bad field by its path', () => {
    const j = saved();
    refused({}, 'not a saved fight: rng: not an Rng state');
    refused({ ...j, rng: { algorithm: 'x', state: [] } }, 'not a saved fight: rng: not an Rng state');
    refused(withCombatant(j, 0, { character: {} }), 'not a saved fight: combatants.0.character: not a character');
    refused(withCombatant(j, 1, { id: '' }), 'not a saved fight: combatants.1.id: Invalid input');
    refused(withCombatant(j, 0, { side: '' }), 'not a saved fight: combatants.0.side: Invalid input');
    refused(withCombatant(j, 0, { stance: 'neutral' }), 'not a saved fight: combatants.0.stance: Invalid input');
    refused(withCombatant(j, 0, { tile: { greater: 13, lesser: 1 } }), 'not a saved fight: combatants.0.tile.greater: Invalid input');
    refused(withCombatant(j, 0, { tile: { greater: 5, lesser: -1 } }), 'not a saved fight: combatants.0.tile.lesser: Invalid input');
    refused(withCombatant(j, 0, { tile: { greater: 2.5, lesser: 1 } }), 'not a saved fight: combatants.0.tile.greater: Invalid input');
    refused(withCombatant(j, 0, { readied: { kind: 3 } }), 'not a saved fight: combatants.0.readied: Invalid input');
    refused(withCombatant(j, 0, { readied: 'attack' }), 'not a saved fight: combatants.0.readied: Invalid input');
    refused(withCombatant(j, 0, { initiative: 1.5 }), 'not a saved fight: combatants.0.initiative: Invalid input');
    refused(withCombatant(j, 0, { revealed: 'yes' }), 'not a saved fight: combatants.0.revealed: Invalid input');
    refused({ ...j, combatants: [combatantsOf(j)[0]], order: ['Ann'] }, 'not a saved fight: combatants: Invalid input');
    refused({ ...j, options: { ...(j['options'] as Json), dominoSource: 'd20' } }, 'not a saved fight: options.dominoSource: Invalid input');
    refused({ ...j, round: 0 }, 'not a saved fight: round: Invalid input');
    refused({ ...j, turn: -1 }, 'not a saved fight: turn: Invalid input');
    refused({ ...j, phase: 'over' }, 'not a saved fight: phase: Invalid input');
    refused({ ...j, surprise: 'no' }, 'not a saved fight: surprise: Invalid input');
    refused({ ...j, winner: 3 }, 'not a saved fight: winner: Invalid input');
    refused({ ...j, boneyard: [{ greater: 7, lesser: 1 }, { greater: 1 }] }, 'not a saved fight: boneyard.1.lesser: Invalid input');
    refused({ ...j, turnProgress: { ...(j['turnProgress'] as Json), minor: 3 } }, 'not a saved fight: turnProgress.minor: Invalid input');
    refused({ ...j, turnProgress: { ...(j['turnProgress'] as Json), full: 2 } }, 'not a saved fight: turnProgress.full: Invalid input');
    refused({ ...j, turnProgress: { ...(j['turnProgress'] as Json), secondAttack: { pips: 0, weapon: 'x', chipsSpent: false } } }, 'not a saved fight: turnProgress.secondAttack.pips: Invalid input');
  });

  it('65 combatants are too many', () => {
    const j = saved();
    const many = Array.from({ length: 65 }, (_, i) => ({ ...combatantsOf(j)[i % 2], id: `c${i}` }));
    refused({ ...j, combatants: many, order: many.map((c) => c.id) }, 'not a saved fight: combatants: Invalid input');
  });

  it('an order that does not list every combatant id once', () => {
    const j = saved();
    const msg = 'not a saved fight: the order must list every combatant id once';
    refused({ ...j, order: ['Ann'] }, msg);
    refused({ ...j, order: ['Ann', 'Orc', 'Orc'] }, msg);
    refused({ ...j, order: ['Ann', 'Gob'] }, msg);
    refused(withCombatant(j, 1, { id: 'Ann' }), msg);
    refused({ ...withCombatant(j, 1, { id: 'Ann' }), order: ['Ann', 'Ann'] }, msg);
  });

  // an order that names one combatant twice and leaves another out has the right length and only
  // known ids, but the left-out combatant would never get a turn
  it('an order naming Ann twice and leaving the Orc out is refused', () => {
    refused({ ...saved(), order: ['Ann', 'Ann'] }, 'not a saved fight: the order must list every combatant id once');
  });

  it('a turn in progress that is not the current combatant\'s (takeTurn would drop the actions asked of it)', () => {
    const j = saved();
    expect(loadCombatState(j).turnProgress?.id).toBe('Ann');
    refused({ ...j, turnProgress: { ...(j['turnProgress'] as Json), id: 'Orc' } }, "not a saved fight: the turn in progress is Orc's, but order[turn] is Ann");
    expect(loadCombatState({ ...j, turnProgress: null }).turnProgress).toBeNull();
  });

  it('a turn past the end of the order (the end itself is accepted)', () => {
    refused({ ...saved(), turn: 3 }, 'not a saved fight: turn is past the end of the order');
    expect(loadCombatState({ ...saved(), turn: 2, turnProgress: null }).turn).toBe(2);
  });
});
