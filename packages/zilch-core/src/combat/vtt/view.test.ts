import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { createCharacter } from '../../characters/character.js';
import { WEAPONS } from '../../equipment/items.js';
import { CombatStateError } from '../../errors/CombatStateError.js';
import { deepFreeze, fight, setCombatant } from '../../testing.js';
import { startCombat } from '../startCombat.js';
import { declareStances } from '../declareStances.js';
import { act, endTurn } from '../takeTurn.js';
import { addCombatant, editCombatant, removeCombatant } from './gm.js';
import { eventsFor, viewFor, type Viewer } from './view.js';
import type { CombatEvent, CombatState } from '../types.js';

// D08: a player's view hides other players' face-down dominoes, readied actions and packs,
// and never carries the RNG state; stances are public.
const ann = createCharacter({ name: 'Ann', suits: { clubs: 9, spades: 10, diamonds: 5, hearts: 8 }, classes: ['fighter'], equipment: { held: [WEAPONS.longsword], armor: null, handy: [WEAPONS.dagger], pack: [{ kind: 'gear', name: 'map' }] } });
const bea = createCharacter({ name: 'Bea', suits: { clubs: 7, spades: 8, diamonds: 9, hearts: 7 }, classes: ['wizard'], equipment: { held: [], armor: null, handy: [], pack: [{ kind: 'gear', name: 'ink' }, { kind: 'gear', name: 'quill' }] } });
const orc = createCharacter({ name: 'Orc', suits: { clubs: 8, spades: 6, diamonds: 3, hearts: 9 }, equipment: { held: [WEAPONS.battleaxe], armor: null, handy: [], pack: [{ kind: 'gear', name: 'key' }] } });

/** Ann (acting, face up), Bea (ally, face down, readied) and the Orc (face down, readied). */
const table = (): CombatState => {
  const s = fight([
    { c: ann, side: 'pcs', stance: 'bold', tile: { greater: 5, lesser: 2 } },
    { c: bea, side: 'pcs', stance: 'cautious', tile: { greater: 6, lesser: 1 } },
    { c: orc, side: 'monsters', stance: 'cautious', tile: { greater: 4, lesser: 3 } },
  ]);
  const ready = setCombatant(s, 'Bea', { readied: { kind: 'cast', rune: 'E', target: 'Orc' } });
  return setCombatant(ready, 'Orc', { readied: { kind: 'attack', target: 'Bea' } });
};
const rngJson = (s: CombatState): string => JSON.stringify(s.rng.state);

describe('viewFor: each combatant as one player sees it', () => {
  it('Ann’s player (ids [Ann]): herself in full, her ally Bea and the Orc with domino, readied action and pack hidden', () => {
    const s = deepFreeze(table());
    const v = viewFor(s, { ids: ['Ann'] });
    const [a, b, o] = ['Ann', 'Bea', 'Orc'].map((id) => v.combatants.find((c) => c.id === id));
    const raw = (id: string) => s.combatants.find((c) => c.id === id);
    expect(a).toEqual({ ...raw('Ann'), tileHidden: false, readiedHidden: false, packSize: 1 });
    expect(a?.character).toBe(raw('Ann')?.character);
    expect(a?.tile).toEqual({ greater: 5, lesser: 2 });
    expect(b).toEqual({
      ...raw('Bea'),
      tile: null,
      tileHidden: true,
      readied: null,
      readiedHidden: true,
      character: { ...bea, equipment: { ...bea.equipment, pack: [] } },
      packSize: 2,
    });
    expect(o).toEqual({
      ...raw('Orc'),
      tile: null,
      tileHidden: true,
      readied: null,
      readiedHidden: true,
      character: { ...orc, equipment: { ...orc.equipment, pack: [] } },
      packSize: 1,
    });
    // stances are public (D08); held and handy items stay visible
    expect(v.combatants.map((c) => c.stance)).toEqual(['bold', 'cautious', 'cautious']);
    expect(o?.character.equipment.held).toEqual([WEAPONS.battleaxe]);
    expect(Object.isFrozen(v)).toBe(true);
    expect(Object.isFrozen(v.combatants)).toBe(true);
    expect(Object.isFrozen(o)).toBe(true);
    expect(Object.isFrozen(o?.character)).toBe(true);
    expect(Object.isFrozen(o?.character.equipment)).toBe(true);
  });

  it('a side-owner (sides [pcs]) sees Ann and Bea in full, the Orc hidden', () => {
    const s = table();
    const v = viewFor(s, { sides: ['pcs'] });
    const b = v.combatants.find((c) => c.id === 'Bea');
    expect(b).toMatchObject({ tile: { greater: 6, lesser: 1 }, tileHidden: false, readied: { kind: 'cast', rune: 'E', target: 'Orc' }, readiedHidden: false, packSize: 2 });
    expect(b?.character.equipment.pack).toHaveLength(2);
    expect(v.combatants.find((c) => c.id === 'Orc')).toMatchObject({ tile: null, tileHidden: true, readied: null, readiedHidden: true, packSize: 1 });
  });

  it('ids and sides add up: ids [Orc] + sides [pcs] sees everyone', () => {
    const v = viewFor(table(), { ids: ['Orc'], sides: ['pcs'] });
    expect(v.combatants.map((c) => [c.tileHidden, c.readiedHidden])).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect(v.combatants.map((c) => c.tile)).toEqual([
      { greater: 5, lesser: 2 },
      { greater: 6, lesser: 1 },
      { greater: 4, lesser: 3 },
    ]);
  });

  it('a spectator ({}) sees only face-up dominoes; Ann’s is face up because her turn started', () => {
    const v = viewFor(table(), {});
    expect(v.combatants.map((c) => [c.id, c.tile, c.tileHidden, c.readiedHidden, c.character.equipment.pack.length, c.packSize])).toEqual([
      ['Ann', { greater: 5, lesser: 2 }, false, false, 0, 1],
      ['Bea', null, true, true, 0, 2],
      ['Orc', null, true, true, 0, 1],
    ]);
  });

  it('a revealed domino is shown to everyone; no domino at all is not “hidden”', () => {
    const revealed = setCombatant(table(), 'Orc', { revealed: true });
    expect(viewFor(revealed, { ids: ['Ann'] }).combatants.find((c) => c.id === 'Orc')).toMatchObject({ tile: { greater: 4, lesser: 3 }, tileHidden: false });
    const none = setCombatant(table(), 'Orc', { tile: null, stance: 'none', readied: null });
    expect(viewFor(none, { ids: ['Ann'] }).combatants.find((c) => c.id === 'Orc')).toMatchObject({ tile: null, tileHidden: false, readied: null, readiedHidden: false });
  });

  it('the fight-level fields are kept, the RNG state and the boneyard are not', () => {
    const s = table();
    const v = viewFor(s, { ids: ['Ann'] });
    expect(Object.keys(v).sort()).toEqual(['boneyardSize', 'combatants', 'options', 'order', 'phase', 'round', 'surprise', 'turn', 'turnProgress', 'version', 'winner']);
    const { rng: _r, boneyard: _b, combatants: _c, ...rest } = s;
    expect(v).toMatchObject(rest);
    expect(v.boneyardSize).toBe(s.boneyard.length);
    expect(v.boneyardSize).toBe(18); // 21 tiles, three drawn
    expect(JSON.stringify(v)).not.toContain(rngJson(s));
    expect(JSON.stringify(v)).not.toContain('xoroshiro');
  });

  it('refuses a malformed viewer', () => {
    const s = table();
    for (const bad of [null, 'pcs', 7]) {
      expect(() => viewFor(s, bad as unknown as Viewer)).toThrow(CombatStateError);
      expect(() => viewFor(s, bad as unknown as Viewer)).toThrow('a viewer is { ids?, sides? }');
    }
    expect(() => viewFor(s, { ids: 'Ann' } as unknown as Viewer)).toThrow('viewer.ids must be an array of strings');
    expect(() => viewFor(s, { ids: ['Ann', 3] } as unknown as Viewer)).toThrow('viewer.ids must be an array of strings');
    expect(() => viewFor(s, { sides: [null] } as unknown as Viewer)).toThrow('viewer.sides must be an array of strings');
    expect(() => eventsFor([], s, { sides: 'pcs' } as unknown as Viewer)).toThrow('viewer.sides must be an array of strings');
    expect(() => eventsFor([], s, null as unknown as Viewer)).toThrow(CombatStateError);
    expect(viewFor(s, { ids: [], sides: [] }).combatants.every((c) => c.packSize >= 0)).toBe(true);
  });
});

describe('eventsFor: every event kind', () => {
  /** A whole fight's log: start, stances and draws, attacks, spells, GM edits, the end. */
  function longLog(): { events: CombatEvent[]; state: CombatState } {
    const events: CombatEvent[] = [];
    const gob = createCharacter({ name: 'Gob', suits: { clubs: 5, spades: 7, diamonds: 3, hearts: 2 }, equipment: { held: [WEAPONS.dagger], armor: null, handy: [], pack: [] } });
    const started = startCombat(seed(5), [
      { side: 'pcs', character: ann },
      { side: 'pcs', character: bea },
      { side: 'monsters', character: orc },
    ]);
    events.push(...started.events);
    let s = started.state;
    const push = (r: { state: CombatState; events: readonly CombatEvent[] }): void => {
      events.push(...r.events);
      s = r.state;
    };
    push(declareStances(s, { Ann: 'bold', Bea: 'cautious', Orc: 'cautious' }));
    push(addCombatant(s, { side: 'monsters', character: gob }));
    push(act(s, 'Ann', { kind: 'attack', target: 'Orc', clubChips: 1 }));
    push(act(s, 'Ann', { kind: 'shiftStance', to: 'cautious' }));
    push(endTurn(s, 'Ann'));
    push(act(s, 'Bea', { kind: 'cast', rune: 'E', target: 'Orc' }));
    push(endTurn(s, 'Bea'));
    push(editCombatant(s, 'Orc', { aware: true }));
    push(removeCombatant(s, 'Gob'));
    return { events, state: s };
  }

  it('only another player’s draw loses its tile; every other event is passed on as it is (same object)', () => {
    const { events, state } = longLog();
    const kinds = new Set(events.map((e) => e.type));
    for (const k of ['combatStarted', 'roundStarted', 'stance', 'domino', 'turnStarted', 'reveal', 'action', 'attack', 'chips', 'stanceShift', 'combatantAdded', 'combatantEdited', 'combatantRemoved']) {
      expect(kinds.has(k as CombatEvent['type']), k).toBe(true);
    }
    const seen = eventsFor(events, state, { sides: ['pcs'] });
    expect(seen).toHaveLength(events.length);
    events.forEach((e, i) => {
      if (e.type === 'domino' && e.id === 'Orc') expect(seen[i]).toEqual({ type: 'domino', id: 'Orc', tile: null });
      else expect(seen[i]).toBe(e);
    });
    expect(Object.isFrozen(seen)).toBe(true);
  });

  it('hides the draw of a combatant no longer in the fight from every side, even a viewer listing the empty side, but not from its own id', () => {
    const { state } = longLog();
    const ghost: CombatEvent = { type: 'domino', id: 'Ghost', tile: { greater: 2, lesser: 1 } };
    expect(eventsFor([ghost], state, { sides: ['', 'pcs'] })).toEqual([{ type: 'domino', id: 'Ghost', tile: null }]);
    expect(eventsFor([ghost], state, { ids: ['Ghost'] })).toEqual([ghost]);
  });

  it('the player of the Orc sees the others’ draws without tiles and its own with it', () => {
    const { events, state } = longLog();
    const seen = eventsFor(events, state, { ids: ['Orc'] });
    const draws = seen.filter((e) => e.type === 'domino');
    expect(draws.map((d) => [d.id, d.tile === null])).toEqual([
      ['Ann', true],
      ['Bea', true],
      ['Orc', false],
    ]);
    const own = events.find((e) => e.type === 'domino' && e.id === 'Orc');
    expect(draws[2]).toBe(own);
    const hidden = draws[0];
    expect(Object.isFrozen(hidden)).toBe(true);
    expect(Object.keys(hidden ?? {}).sort()).toEqual(['id', 'tile', 'type']);
  });

  it('the round’s stance events leak no face-down tile and no RNG state: the Orc’s tile shows only in its reveal', () => {
    const started = startCombat(seed(3), [
      { side: 'pcs', character: ann },
      { side: 'monsters', character: orc },
    ]);
    const r = declareStances(started.state, { Ann: 'bold', Orc: 'cautious' });
    const orcTile = r.state.combatants.find((c) => c.id === 'Orc')?.tile;
    const seen = eventsFor(r.events, r.state, { sides: ['pcs'] });
    // Ann acts first (♠10): her tile is revealed; the Orc's stays face down this early
    expect(seen.filter((e) => 'tile' in e && e.id === 'Orc' && e.tile !== null)).toEqual([]);
    expect(seen.some((e) => e.type === 'reveal' && e.id === 'Ann')).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(rngJson(r.state));
    // once the Orc defends, its tile arrives in a public reveal
    const hit = act(r.state, 'Ann', { kind: 'attack', target: 'Orc' });
    const after = eventsFor(hit.events, hit.state, { sides: ['pcs'] });
    expect(after.filter((e) => e.type === 'reveal')).toEqual([{ type: 'reveal', id: 'Orc', tile: orcTile }]);
  });

  it('a draw by an id the state does not know is treated as no one’s (hidden from a viewer of a named side)', () => {
    const e: CombatEvent = { type: 'domino', id: 'Ghost', tile: { greater: 2, lesser: 1 } };
    expect(eventsFor([e], table(), { sides: ['pcs'] })).toEqual([{ type: 'domino', id: 'Ghost', tile: null }]);
    expect(eventsFor([e], table(), { ids: ['Ghost'] })).toEqual([e]);
  });
});
