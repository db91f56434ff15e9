import { describe, expect, it } from 'vitest';
import { probability, seed } from '@rollwright/dice';
import { createCharacter, setChips } from '../../characters/character.js';
import { WEAPONS } from '../../equipment/items.js';
import { CombatStateError } from '../../errors/CombatStateError.js';
import { ActionError } from '../../errors/ActionError.js';
import { deepFreeze, eventsOf, fight } from '../../testing.js';
import { act, endTurn } from '../takeTurn.js';
import { startCombat, COMBAT_STATE_VERSION } from '../startCombat.js';
import { declareStances } from '../declareStances.js';
import { attackDistribution } from '../attackRoll.js';
import { isLegal, legalActions } from './legalActions.js';
import { previewAttack } from './previewAttack.js';
import { eventsFor, viewFor } from './view.js';
import { addCombatant, editCombatant, removeCombatant } from './gm.js';
import { loadCombatState } from './load.js';
import type { Action, CombatState } from '../types.js';

const ann = createCharacter({ name: 'Ann', suits: { clubs: 9, spades: 10, diamonds: 5, hearts: 8 }, classes: ['fighter'], equipment: { held: [WEAPONS.longsword], armor: null, handy: [WEAPONS.dagger], pack: [] } });
const orc = createCharacter({ name: 'Orc', suits: { clubs: 8, spades: 6, diamonds: 3, hearts: 9 }, equipment: { held: [WEAPONS.battleaxe], armor: null, handy: [], pack: [{ kind: 'gear', name: 'key' }] } });
const start = (): CombatState =>
  fight([
    { c: ann, side: 'pcs', stance: 'bold', tile: { greater: 5, lesser: 2 } },
    { c: orc, side: 'monsters', stance: 'cautious', tile: { greater: 4, lesser: 3 } },
  ]);

describe('legalActions', () => {
  it('lists exactly what the engine accepts, for the combatant whose turn it is', () => {
    const s = deepFreeze(start());
    const l = legalActions(s, 'Ann');
    expect(l.canAct).toBe(true);
    expect(l.actions).toContainEqual({ kind: 'attack', target: 'Orc', weapon: 'longsword' });
    expect(l.actions).toContainEqual({ kind: 'free', what: 'drawHandy', item: 'dagger' });
    expect(l.actions.some((a) => a.kind === 'charge')).toBe(false); // Bold, not Reckless
    expect(l.actions.some((a) => a.kind === 'ready')).toBe(false); // Cautious only
    expect(l).toMatchObject({ maxClubChips: 9, offensivePips: 5, moveRates: { walk: 10, swim: 2, climb: 2 }, canEndTurn: true });
    for (const a of l.actions) expect(() => act(s, 'Ann', a)).not.toThrow();
    expect(legalActions(s, 'Orc')).toMatchObject({ canAct: false, actions: [] });
  });
  it('follows the turn: after an Attack only Minor and free actions are left', () => {
    const { state } = act(start(), 'Ann', { kind: 'attack', target: 'Orc' });
    const kinds = new Set(legalActions(state, 'Ann').actions.map((a) => a.kind));
    expect(kinds.has('attack')).toBe(false);
    expect(kinds.has('move')).toBe(true);
    expect([...kinds].every((k) => ['move', 'manipulate', 'shiftStance', 'free', 'stand'].includes(k))).toBe(true);
  });
  it('agrees with the engine on hand-made actions', () => {
    const s = start();
    const bad: Action = { kind: 'charge', target: 'Orc' };
    expect(isLegal(s, 'Ann', bad)).toBe(false);
    expect(() => act(s, 'Ann', bad)).toThrow(ActionError);
  });
});

describe('previewAttack', () => {
  it('is certain against a face-up domino: Ann 9 + 5 = 14 vs Orc 6 + 4 = 10 → +0 bonus, longsword 3', () => {
    const s = { ...start(), combatants: start().combatants.map((c) => (c.id === 'Orc' ? { ...c, revealed: true } : c)) };
    const p = previewAttack(s, 'Ann', 'Orc');
    expect(p.defenderTileKnown).toBe(true);
    expect(probability(p.hit, true)).toEqual({ num: 1n, den: 1n });
    expect(probability(p.damage ?? p.hit as never, 3)).toEqual({ num: 1n, den: 1n });
  });
  it('counts the 20 tiles Ann has not seen for a face-down defender (Cautious: defense ♠6 + G)', () => {
    const p = previewAttack(start(), 'Ann', 'Orc');
    // attack 14 hits when 6 + G ≤ 14, i.e. always; bonus +1 when 14 − (6 + G) ≥ 5, i.e. G ≤ 3.
    // Of the 20 tiles other than 5|2: G = 1: 1, G = 2: 2, G = 3: 3 → 6 tiles give +1.
    expect(p.outcomes.total).toBe(20n);
    expect(probability(p.outcomes, 1)).toEqual({ num: 3n, den: 10n });
    expect(probability(p.damage ?? p.hit as never, 4)).toEqual({ num: 3n, den: 10n });
  });
  it('agrees with attackDistribution when the dice source has no memory', () => {
    const { state } = startCombat(seed(2), [{ side: 'a', character: ann }, { side: 'b', character: orc }], { dominoSource: '2d6' });
    const s = declareStances(state, { Ann: 'bold', Orc: 'cautious' }).state;
    const a = s.combatants.find((c) => c.id === 'Ann');
    const p = previewAttack(s, 'Ann', 'Orc');
    // with 2d6 the defender's roll is independent: P(hit) = Σ over its 36 rolls
    expect(p.outcomes.total).toBe(36n);
    expect(a?.tile).not.toBeNull();
    expect(attackDistribution({ attackSuit: 9, defenseSuit: 6, attackerStance: 'bold', defenderStance: 'cautious' }, '2d6').total).toBe(1296n);
  });
  it('refuses what the engine refuses', () => {
    expect(() => previewAttack(start(), 'Ann', 'Orc', { kind: 'cast' })).toThrow(ActionError);
  });
});

describe('viewFor', () => {
  it('hides the other side’s face-down domino, its pack and the RNG state', () => {
    const v = viewFor(start(), { sides: ['pcs'] });
    const o = v.combatants.find((c) => c.id === 'Orc');
    expect(o).toMatchObject({ tile: null, tileHidden: true, packSize: 1, character: { equipment: { pack: [] } } });
    expect(v.combatants.find((c) => c.id === 'Ann')?.tile).toEqual({ greater: 5, lesser: 2 });
    expect('rng' in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(v.boneyardSize).toBe(19);
  });
  it('shows a domino once it is revealed for a defense', () => {
    const { state } = act(start(), 'Ann', { kind: 'attack', target: 'Orc' });
    expect(viewFor(state, { ids: ['Ann'] }).combatants.find((c) => c.id === 'Orc')?.tile).toEqual({ greater: 4, lesser: 3 });
  });
});

describe('eventsFor', () => {
  it('drops the tile from another player’s draw', () => {
    const { state } = startCombat(seed(1), [{ side: 'pcs', character: ann }, { side: 'monsters', character: orc }]);
    const r = declareStances(state, { Ann: 'bold', Orc: 'bold' });
    const mine = eventsFor(r.events, r.state, { sides: ['pcs'] });
    const draws = eventsOf(mine, 'domino');
    expect(draws.find((d) => d.id === 'Ann')?.tile).not.toBeNull();
    expect(draws.find((d) => d.id === 'Orc')?.tile).toBeNull();
  });
});

describe('addCombatant', () => {
  it('slots a newcomer into the order by ♠ and lets it act next round', () => {
    const gob = createCharacter({ name: 'Gob', suits: { clubs: 5, spades: 8, diamonds: 3, hearts: 5 } });
    const { state, events } = addCombatant(start(), { side: 'monsters', character: gob });
    expect(state.order).toEqual(['Ann', 'Gob', 'Orc']);
    expect(events).toEqual([{ type: 'combatantAdded', id: 'Gob', side: 'monsters' }]);
    expect(() => addCombatant(state, { side: 'monsters', character: gob })).toThrow(CombatStateError);
  });
});

describe('removeCombatant', () => {
  it('removes one and ends the fight when one side is left', () => {
    const gob = createCharacter({ name: 'Gob', suits: { clubs: 5, spades: 8, diamonds: 3, hearts: 5 } });
    const three = addCombatant(start(), { side: 'monsters', character: gob }).state;
    const { state, events } = removeCombatant(three, 'Orc');
    expect(state.order).toEqual(['Ann', 'Gob']);
    expect(events[0]).toEqual({ type: 'combatantRemoved', id: 'Orc' });
    expect(() => removeCombatant(state, 'Gob')).toThrow(CombatStateError);
  });
});

describe('editCombatant', () => {
  it('changes a value with an event naming the field', () => {
    const { state, events } = editCombatant(start(), 'Ann', { character: setChips(ann, 'hearts', 3) });
    expect(state.combatants.find((c) => c.id === 'Ann')?.character.chips.hearts).toBe(3);
    expect(events).toEqual([{ type: 'combatantEdited', id: 'Ann', fields: ['character'] }]);
    expect(() => editCombatant(start(), 'Ann', { initiative: 3 } as never)).toThrow(CombatStateError);
  });
});

describe('loadCombatState', () => {
  it('reads its own JSON back and continues the same fight', () => {
    const s = start();
    const again = loadCombatState(JSON.parse(JSON.stringify(s)));
    expect(again.version).toBe(COMBAT_STATE_VERSION);
    expect(act(again, 'Ann', { kind: 'attack', target: 'Orc' }).events).toEqual(act(s, 'Ann', { kind: 'attack', target: 'Orc' }).events);
  });
  it('upgrades a 0.1 state (no version, no revealed, no turnProgress)', () => {
    const { version: _v, turnProgress: _t, ...old } = JSON.parse(JSON.stringify(start())) as Record<string, unknown>;
    const oldState = { ...old, combatants: (old['combatants'] as Record<string, unknown>[]).map(({ revealed: _r, ...c }) => c) };
    const s = loadCombatState(oldState);
    expect(s.version).toBe(1);
    expect(s.turnProgress).toEqual({ id: 'Ann', taken: [], full: 0, standard: 0, minor: 0, moved: false, stepped: false, secondAttack: null });
    expect(s.combatants.map((c) => c.revealed)).toEqual([true, false]);
    expect(() => endTurn(s, 'Ann')).not.toThrow();
  });
  it('refuses a newer version and non-fights', () => {
    expect(() => loadCombatState({ ...start(), version: 99 })).toThrow(/newer release/);
    for (const bad of [null, 42, {}, { ...start(), order: ['Ann'] }]) expect(() => loadCombatState(bad)).toThrow(CombatStateError);
  });
});
