// Hostile input for the combat state objects: a frozen state, actions parsed from JSON, bad ids,
// acting out of turn, and saved fights edited by hand. Every call must return a well-formed,
// frozen result or throw one of the package's typed errors — never a plain TypeError, NaN, a hang,
// or a changed input.
import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import * as Z from './index.js';
import * as D from '@rollwright/dice';
import { deepFreeze, fight } from './testing.js';

const ERROR_NAMES = new Set(
  [...Object.values(Z), ...Object.values(D)]
    .filter((v) => typeof v === 'function' && (v as { prototype?: unknown }).prototype instanceof Error)
    .map((c) => (c as { name: string }).name),
);

/** Values a JSON client may send (so no undefined, no symbol, no NaN: JSON has none). */
const jsonHostile = fc.constantFrom<unknown>(2 ** 60, 1e308, 1.5, -1, 0, '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'bogus', '', null, {}, [], true, false, 'Ann', 'Orc');
/** What a JavaScript caller may pass on top of that. */
const hostile = fc.oneof(jsonHostile, fc.constantFrom<unknown>(Number.NaN, Number.POSITIVE_INFINITY, undefined, Symbol('x'), () => 1));

const ann = Z.createCharacter({
  name: 'Ann',
  suits: { clubs: 9, spades: 10, diamonds: 6, hearts: 8 },
  classes: ['fighter', 'wizard'],
  equipment: { held: [Z.WEAPONS.longsword, Z.WEAPONS.dagger], armor: null, handy: [Z.WEAPONS.dart], pack: [{ kind: 'gear', name: 'rope' }] },
});
const orc = Z.createCharacter({ name: 'Orc', suits: { clubs: 8, spades: 6, diamonds: 3, hearts: 9 }, equipment: { held: [Z.WEAPONS.battleaxe], armor: null, handy: [], pack: [] } });
const live = (): Z.CombatState =>
  deepFreeze(
    fight([
      { c: ann, side: 'pcs', stance: 'bold', tile: { greater: 5, lesser: 2 } },
      { c: orc, side: 'monsters', stance: 'cautious', tile: { greater: 4, lesser: 3 } },
    ]),
  );

/** One valid action of each kind for Ann (her turn comes first: ♠10). */
const ACTIONS: readonly Z.Action[] = [
  { kind: 'attack', target: 'Orc', weapon: 'longsword', clubChips: 1, distance: 'adjacent', cover: 0, modifier: 0 },
  { kind: 'specialAttack', special: 'bullrush', target: 'Orc' },
  { kind: 'twoWeaponFighting', target: 'Orc', firstPips: 3, weapon: 'longsword' },
  { kind: 'cast', rune: 'E', target: 'Orc', distance: 'close' },
  { kind: 'cast', rune: 'T', target: 'Orc', willing: false },
  { kind: 'defend' },
  { kind: 'use', item: 'rope' },
  { kind: 'retrieve', item: 'rope' },
  { kind: 'extinguish' },
  { kind: 'move', squares: 3, mode: 'walk' },
  { kind: 'manipulate', what: 'open a door' },
  { kind: 'shiftStance', to: 'cautious' },
  { kind: 'stand' },
  { kind: 'free', what: 'dropItem', item: 'dagger' },
];

/** Runs f on a deep-frozen state and checks the state was not changed and the outcome is typed. */
function outcome(state: Z.CombatState, f: () => unknown): 'ok' | string {
  const before = JSON.stringify(state);
  let out: unknown;
  let error: unknown = null;
  try {
    out = f();
  } catch (e) {
    error = e;
  }
  expect(JSON.stringify(state)).toBe(before);
  if (error !== null) {
    expect(error).toBeInstanceOf(Error);
    expect(ERROR_NAMES, String(error)).toContain((error as Error).name);
    return (error as Error).name;
  }
  if (typeof out === 'object' && out !== null && 'state' in out) {
    const s = (out as Z.CombatStep).state;
    expect(Object.isFrozen(s), 'state frozen').toBe(true);
    expect(Object.isFrozen(s.combatants), 'combatants frozen').toBe(true);
    for (const c of s.combatants) expect(Number.isFinite(c.character.chips.hearts), 'HP finite').toBe(true);
    // a stepped state survives a JSON round trip
    expect(Z.loadCombatState(JSON.parse(JSON.stringify(s)))).toEqual(s);
  }
  return 'ok';
}

describe('hostile combat input', () => {
  it('runs every valid action on a deep-frozen state without touching it', () => {
    const s = live();
    for (const a of ACTIONS) outcome(s, () => Z.act(s, 'Ann', deepFreeze(structuredClone(a))));
    expect(outcome(s, () => Z.act(s, 'Ann', ACTIONS[0] as Z.Action))).toBe('ok');
  });

  test.prop([fc.nat({ max: ACTIONS.length - 1 }), fc.nat({ max: 12 }), jsonHostile], { numRuns: 300 })(
    'act takes an action parsed from JSON with one field replaced',
    (i, k, bad) => {
      const a = ACTIONS[i] as Record<string, unknown>;
      const keys = [...Object.keys(a), 'weapon', 'target', 'clubChips', 'defenderChips', 'modifier', 'second', 'action', 'item', 'to'];
      const key = keys[k % keys.length] as string;
      const json = JSON.parse(JSON.stringify({ ...a, [key]: bad })) as Z.Action;
      const s = live();
      outcome(s, () => Z.act(s, 'Ann', json));
      outcome(s, () => Z.takeTurn(s, 'Ann', [json]));
      outcome(s, () => Z.legalActions(s, 'Ann'));
    },
  );

  test.prop([hostile], { numRuns: 60 })('act and takeTurn take a hostile action value', (bad) => {
    const s = live();
    outcome(s, () => Z.act(s, 'Ann', bad as Z.Action));
    outcome(s, () => Z.takeTurn(s, 'Ann', [bad as Z.Action]));
    outcome(s, () => Z.takeTurn(s, 'Ann', bad as Z.Action[]));
  });

  it('refuses an action whose prototype carries the fields (JSON __proto__ key)', () => {
    const s = live();
    const a = JSON.parse('{"__proto__": {"kind": "attack", "target": "Orc"}}') as Z.Action;
    expect(outcome(s, () => Z.act(s, 'Ann', a))).toBe('ActionError');
  });

  test.prop([hostile], { numRuns: 60 })('every id-taking function takes a hostile id', (bad) => {
    const s = live();
    const id = bad as string;
    outcome(s, () => Z.act(s, id, { kind: 'defend' }));
    outcome(s, () => Z.endTurn(s, id));
    outcome(s, () => Z.takeTurn(s, id, []));
    outcome(s, () => Z.legalActions(s, id));
    outcome(s, () => Z.previewAttack(s, id, 'Orc'));
    outcome(s, () => Z.previewAttack(s, 'Ann', id));
    outcome(s, () => Z.act(s, 'Ann', { kind: 'attack', target: id }));
    outcome(s, () => Z.triggerReady(s, id));
    outcome(s, () => Z.threaten(s, id));
    outcome(s, () => Z.removeCombatant(s, id));
    outcome(s, () => Z.editCombatant(s, id, { aware: false }));
    outcome(s, () => Z.viewFor(s, { ids: [id] }));
    outcome(s, () => Z.viewFor(s, bad as Z.Viewer));
  });

  test.prop([hostile], { numRuns: 60 })('editCombatant takes a hostile patch value', (bad) => {
    const s = live();
    for (const key of ['hp', 'stance', 'conditions', 'side', 'initiative']) outcome(s, () => Z.editCombatant(s, 'Orc', { [key]: bad } as Z.CombatantPatch));
    outcome(s, () => Z.editCombatant(s, 'Orc', bad as Z.CombatantPatch));
  });

  test.prop([jsonHostile, fc.constantFrom('round', 'turn', 'phase', 'order', 'version', 'winner', 'boneyard', 'combatants', 'options', 'rng', 'turnProgress', 'surprise')], { numRuns: 200 })(
    'loadCombatState reads or refuses a saved fight with one field replaced',
    (bad, key) => {
      const saved = JSON.parse(JSON.stringify(live())) as Record<string, unknown>;
      saved[key] = bad;
      const before = JSON.stringify(saved);
      const r = outcome(live(), () => Z.act(Z.loadCombatState(saved), 'Ann', { kind: 'defend' }));
      expect(JSON.stringify(saved)).toBe(before);
      expect(['ok', 'CombatStateError', 'ActionError', 'StanceError', 'ChipError']).toContain(r);
    },
  );

  test.prop([jsonHostile, fc.constantFrom('id', 'side', 'initiative', 'stance', 'tile', 'acted', 'defended', 'readied', 'grappling', 'threatenedUntil', 'character', 'revealed')], { numRuns: 200 })(
    'loadCombatState reads or refuses a saved fight with one combatant field replaced',
    (bad, key) => {
      const saved = JSON.parse(JSON.stringify(live())) as { combatants: Record<string, unknown>[] };
      (saved.combatants[1] as Record<string, unknown>)[key] = bad;
      outcome(live(), () => {
        const s = Z.loadCombatState(saved);
        for (const id of s.order) Z.legalActions(s, id);
        return Z.act(s, 'Ann', { kind: 'attack', target: 'Orc' });
      });
    },
  );
});

describe('acting out of turn', () => {
  it('refuses the combatant whose turn it is not, naming both', () => {
    const s = live();
    expect(() => Z.act(s, 'Orc', { kind: 'defend' })).toThrow(expect.objectContaining({ name: 'CombatStateError', message: "it is Ann's turn, not Orc's" }));
    expect(() => Z.endTurn(s, 'Orc')).toThrow(Z.CombatStateError);
    expect(() => Z.takeTurn(s, 'Orc', [])).toThrow(Z.CombatStateError);
    expect(Z.legalActions(s, 'Orc')).toMatchObject({ canAct: false, actions: [] });
  });
  it('refuses turns before stances are declared and after the fight ended', () => {
    const { state } = Z.startCombat(D.seed(1), [{ side: 'pcs', character: ann }, { side: 'monsters', character: orc }]);
    expect(() => Z.act(deepFreeze(state), 'Ann', { kind: 'defend' })).toThrow(expect.objectContaining({ name: 'CombatStateError', message: 'no turns are taken in phase stances' }));
    const ended = deepFreeze({ ...live(), phase: 'ended' as const, winner: 'pcs' });
    expect(() => Z.act(ended, 'Ann', { kind: 'defend' })).toThrow(expect.objectContaining({ name: 'CombatStateError', message: 'no turns are taken in phase ended' }));
  });
  it('refuses a second turn for the same combatant in the same round', () => {
    const { state } = Z.endTurn(live(), 'Ann');
    expect(() => Z.act(state, 'Ann', { kind: 'defend' })).toThrow(expect.objectContaining({ name: 'CombatStateError', message: "it is Orc's turn, not Ann's" }));
  });
  it('refuses declaring stances twice in a round', () => {
    expect(() => Z.declareStances(live(), { Ann: 'bold', Orc: 'bold' })).toThrow(Z.CombatStateError);
  });
});

describe('malformed values (worked cases)', () => {
  it('refuses a missing or null action with an ActionError, also inside a whole turn', () => {
    const s = live();
    for (const bad of [null, undefined, 7, 'attack']) {
      expect(() => Z.act(s, 'Ann', bad as never)).toThrow(expect.objectContaining({ name: 'ActionError', message: `an action must be an object with a kind, got ${String(bad)}` }));
      expect(() => Z.takeTurn(s, 'Ann', [bad as never])).toThrow(Z.ActionError);
    }
    expect(() => Z.act(s, 'Ann', { kind: 'toString' } as never)).toThrow(expect.objectContaining({ name: 'ActionError', message: 'unknown action kind toString' }));
  });
  it('editCombatant treats a field given as undefined as left out', () => {
    const { state, events } = Z.editCombatant(live(), 'Orc', { side: undefined, aware: false } as never);
    expect(state.combatants.find((c) => c.id === 'Orc')).toMatchObject({ side: 'monsters', aware: false });
    expect(events).toEqual([{ type: 'combatantEdited', id: 'Orc', fields: ['aware'] }]);
    expect(Z.loadCombatState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
  it('editCombatant still refuses an unknown field given as undefined', () => {
    expect(() => Z.editCombatant(live(), 'Orc', { hp: undefined } as never)).toThrow(expect.objectContaining({ name: 'CombatStateError', message: 'editCombatant changes character, side, aware, threatenedUntil, not hp' }));
  });
});

describe('viewFor (stances are public)', () => {
  it("shows every combatant's stance to every viewer while hiding the foe's face-down domino", () => {
    const s = live();
    for (const viewer of [{ sides: ['pcs'] }, { ids: ['Orc'] }, {}]) {
      const v = Z.viewFor(s, viewer);
      expect(v.combatants.map((c) => [c.id, c.stance])).toEqual([
        ['Ann', 'bold'],
        ['Orc', 'cautious'],
      ]);
    }
    expect(Z.viewFor(s, { sides: ['pcs'] }).combatants.find((c) => c.id === 'Orc')).toMatchObject({ tile: null, tileHidden: true, stance: 'cautious' });
  });
});
