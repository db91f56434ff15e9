// Putting out fire (seed § Burning: a Full action and a ♠ (First Aid) test, by the one burning or by
// a helper with a cloak; Z08 Hampered −2 on ♠ tests; Z31 each rule keeps its own Suit).
import { seed } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { withCondition, type Character } from '../../characters/character.js';
import { ActionError } from '../../errors/ActionError.js';
import { rollSuitTest } from '../../suitTest/suitTest.js';
import { characterWith, eventsOf, fight } from '../../testing.js';
import { act } from '../takeTurn.js';
import type { CombatState } from '../types.js';
import { physicalTestModifier } from './extinguish.js';

// Ann ♠8 acts first; Bea (♠6) is her ally, Orc (♠2) the foe.
const ann = characterWith('Ann', [8, 8, 5, 8]);
const bea = characterWith('Bea', [6, 6, 5, 9]);
const start = (a: Character = ann, b: Character = bea, rng = 1): CombatState => {
  const s = fight([
    { c: a, side: 'a', stance: 'bold', tile: { greater: 4, lesser: 1 } },
    { c: b, side: 'a', stance: 'bold', tile: { greater: 3, lesser: 2 } },
    { c: characterWith('Orc', [6, 2, 5, 9]), side: 'b', stance: 'bold', tile: { greater: 6, lesser: 2 } },
  ]);
  return { ...s, rng: seed(rng), turn: s.order.indexOf('Ann') };
};
const burning = (s: CombatState, id: string) => s.combatants.find((c) => c.id === id)?.character.conditions.includes('burning');
const fire = (c: Character) => withCondition(c, 'burning');

describe('physicalTestModifier (Z08)', () => {
  it('is −2 when Hampered (which brings Slowed along) and 0 otherwise', () => {
    expect(physicalTestModifier([])).toBe(0);
    expect(physicalTestModifier(['hampered'])).toBe(-2);
    expect(physicalTestModifier(['hampered', 'slowed'])).toBe(-2);
    expect(physicalTestModifier(['burning', 'prone', 'slowed'])).toBe(0);
  });
});

describe('stop, drop and roll: your own fire', () => {
  it('is a ♠ test at the actor’s ♠ 8, a Full action, and the RNG moves on', () => {
    const s = start(fire(ann));
    const { state, events } = act(s, 'Ann', { kind: 'extinguish' });
    const [expected, next] = rollSuitTest(s.rng, 8, 0);
    expect(eventsOf(events, 'test')).toEqual([{ type: 'test', id: 'Ann', purpose: 'extinguish (♠ First Aid, Z31)', result: expected }]);
    expect(state.rng).toEqual(next);
    expect(state.turnProgress).toMatchObject({ full: 1, standard: 0, minor: 0 });
  });
  it('puts the fire out exactly when the test succeeds, over many seeds', () => {
    const outcomes = new Set<boolean>();
    for (let n = 1; n <= 30; n++) {
      const { state, events } = act(start(fire(ann), bea, n), 'Ann', { kind: 'extinguish' });
      const ok = eventsOf(events, 'test')[0]?.result.success;
      expect(ok).toBeTypeOf('boolean');
      outcomes.add(ok === true);
      expect(burning(state, 'Ann')).toBe(!ok);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });
  it('tests a Hampered actor at ♠ − 2 = 6, and a drained ♠ at its effective value', () => {
    expect(eventsOf(act(start(fire(withCondition(ann, 'hampered'))), 'Ann', { kind: 'extinguish' }).events, 'test')[0]?.result.skill).toBe(6);
    const drained = { ...fire(ann), drain: { ...ann.drain, spades: 3 } };
    expect(eventsOf(act(start(drained), 'Ann', { kind: 'extinguish' }).events, 'test')[0]?.result.skill).toBe(5);
  });
  it('refuses when not burning', () => {
    expect(() => act(start(), 'Ann', { kind: 'extinguish' })).toThrow(new ActionError('Ann is not burning'));
  });
});

describe('smothering another’s fire with a cloak', () => {
  it('is the helper’s ♠ test (Ann’s 8, not Bea’s 6), named for the one burning', () => {
    const { events } = act(start(ann, fire(bea)), 'Ann', { kind: 'extinguish', target: 'Bea' });
    expect(eventsOf(events, 'test')).toMatchObject([{ id: 'Ann', purpose: "smother Bea's fire (♠ First Aid, Z31)", result: { skill: 8 } }]);
  });
  it('uses the helper’s conditions: a Hampered Bea does not lower Ann’s test, a Hampered Ann does', () => {
    expect(eventsOf(act(start(ann, fire(withCondition(bea, 'hampered'))), 'Ann', { kind: 'extinguish', target: 'Bea' }).events, 'test')[0]?.result.skill).toBe(8);
    expect(eventsOf(act(start(withCondition(ann, 'hampered'), fire(bea)), 'Ann', { kind: 'extinguish', target: 'Bea' }).events, 'test')[0]?.result.skill).toBe(6);
  });
  it('puts out Bea’s fire on a success and leaves a burning helper burning', () => {
    const outcomes = new Set<boolean>();
    for (let n = 1; n <= 30; n++) {
      const { state, events } = act(start(fire(ann), fire(bea), n), 'Ann', { kind: 'extinguish', target: 'Bea' });
      const ok = eventsOf(events, 'test')[0]?.result.success === true;
      outcomes.add(ok);
      expect([burning(state, 'Bea'), burning(state, 'Ann')]).toEqual([!ok, true]);
    }
    expect(outcomes.size).toBe(2);
  });
  it('refuses a target that is not burning, even when the helper is', () => {
    expect(() => act(start(fire(ann)), 'Ann', { kind: 'extinguish', target: 'Bea' })).toThrow(new ActionError('Bea is not burning'));
  });
});
