// Engine internals seen through worked positions: when a fight is over and who won, and the
// drop of held items on falling Unconscious (Z10).
import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { withCondition } from '../characters/character.js';
import { WEAPONS } from '../equipment/items.js';
import { applyDamage } from '../injury/damage.js';
import { characterWith, fight } from '../testing.js';
import { checkEnd, isOver, withCharacter } from './internal.js';
import { declareStances } from './declareStances.js';
import { startCombat } from './startCombat.js';
import { editCombatant } from './vtt/gm.js';
import type { CombatEvent, CombatState } from './types.js';

const ann = characterWith('Ann', [8, 9, 7, 7]);
const bob = characterWith('Bob', [8, 5, 7, 7]);
const who = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id)!;
const duel = () =>
  fight([
    { c: ann, side: 'pcs', stance: 'bold', tile: { greater: 4, lesser: 2 } },
    { c: bob, side: 'foes', stance: 'bold', tile: { greater: 3, lesser: 1 } },
  ]);
// Bob drops (Unconscious): only the pcs side is left standing, so the fight is over.
const wonByPcs = () => editCombatant(duel(), 'Bob', { character: withCondition(bob, 'unconscious') });

describe('checkEnd', () => {
  it('ends the fight for the last side standing, with one combatEnded event', () => {
    const { state, events } = wonByPcs();
    expect(events).toEqual([
      { type: 'combatantEdited', id: 'Bob', fields: ['character'] },
      { type: 'combatEnded', winner: 'pcs', rounds: 1 },
    ]);
    expect([state.phase, state.winner]).toEqual(['ended', 'pcs']);
  });

  it('leaves an ended fight as it is: no second end, the winner kept', () => {
    const ended = wonByPcs().state;
    // Moving Ann to the other side afterwards would make 'foes' the last side standing.
    const { state, events } = editCombatant(ended, 'Ann', { side: 'foes' });
    expect(events).toEqual([{ type: 'combatantEdited', id: 'Ann', fields: ['side'] }]);
    expect([state.phase, state.winner]).toEqual(['ended', 'pcs']);
    const direct: CombatEvent[] = [];
    expect(checkEnd(state, direct)).toBe(state);
    expect(direct).toEqual([]);
  });

  it('ends a fight where nobody is standing with no winner', () => {
    // Both Helpless (Z06): they draw dominoes but neither side has anyone able to act.
    const { state } = startCombat(seed(3), [
      { side: 'pcs', character: withCondition(ann, 'helpless') },
      { side: 'foes', character: withCondition(bob, 'helpless') },
    ]);
    const r = declareStances(state, { Ann: 'bold', Bob: 'bold' });
    expect(r.events.at(-1)).toStrictEqual({ type: 'combatEnded', winner: null, rounds: 1 });
    expect(r.state.phase).toBe('ended');
    expect(r.state.winner).toBeNull();
  });
});

describe('isOver', () => {
  it('is true for an ended fight even when a GM edit put a second side back on its feet', () => {
    const ended = wonByPcs().state;
    const revived = editCombatant(ended, 'Bob', { character: bob }).state;
    expect(revived.phase).toBe('ended');
    expect(isOver(revived)).toBe(true);
    expect(isOver(duel())).toBe(false);
  });
});

describe('withCharacter', () => {
  const armed = characterWith('Bob', [8, 5, 7, 2], [], [WEAPONS.dagger, WEAPONS.club]);
  const armedFight = () =>
    fight([
      { c: ann, side: 'pcs', stance: 'bold', tile: { greater: 4, lesser: 2 } },
      { c: armed, side: 'foes', stance: 'bold', tile: { greater: 3, lesser: 1 } },
    ]);

  it('drops everything held when the combatant falls Unconscious, naming the items (Z10)', () => {
    const c = who(armedFight(), 'Bob');
    const down = applyDamage(c.character, { amount: 2 }).character; // ♥2 → 0 HP
    const events: CombatEvent[] = [];
    const next = withCharacter(c, down, events);
    expect(events).toEqual([{ type: 'itemsDropped', id: 'Bob', items: ['dagger', 'club'] }]);
    expect(next.character.equipment.held).toEqual([]);
    expect(next.character.chips.hearts).toBe(0);
  });

  it('logs no drop for a fall with empty hands, nor for a hit that leaves the holder standing', () => {
    const bare = who(duel(), 'Bob');
    const e1: CombatEvent[] = [];
    withCharacter(bare, applyDamage(bare.character, { amount: 7 }).character, e1);
    expect(e1).toEqual([]);
    const c = who(armedFight(), 'Bob');
    const e2: CombatEvent[] = [];
    const hurt = withCharacter(c, applyDamage(c.character, { amount: 1 }).character, e2);
    expect(e2).toEqual([]);
    expect(hurt.character.equipment.held.map((i) => i.name)).toEqual(['dagger', 'club']);
  });

  it('logs no drop for one who was already Unconscious before this damage (the drop belongs to the fall)', () => {
    // A creature brought into the fight Unconscious, its gear still listed on it.
    const c = { ...who(armedFight(), 'Bob'), character: withCondition(armed, 'unconscious') };
    const events: CombatEvent[] = [];
    const next = withCharacter(c, applyDamage(c.character, { amount: 1 }).character, events);
    expect(events).toEqual([]);
    expect(next.character.equipment.held.map((i) => i.name)).toEqual(['dagger', 'club']);
  });
});
