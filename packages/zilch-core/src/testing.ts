// Test helper (not exported from the package): seeded sampling loop.
import type { Outcome, Rng } from '@rollwright/dice';
import { seed } from '@rollwright/dice';

/** @internal Runs a sampler n times from a fixed seed and collects its outcomes. */
export function sampleMany<T extends Outcome>(s: number, n: number, f: (rng: Rng) => readonly [T, Rng]): T[] {
  let r = seed(s);
  const out: T[] = [];
  for (let i = 0; i < n; i++) {
    const [v, next] = f(r);
    out.push(v);
    r = next;
  }
  return out;
}

/** @internal The value `f` throws; fails the test when `f` returns normally (for checking an error's class, message and fields). */
export function caught(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw, but the call returned normally');
}

/** @internal Deep-freezes a value (to prove functions never mutate their inputs). */
export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

import { createCharacter, type Character } from './characters/character.js';
import type { Weapon } from './equipment/items.js';
import type { CombatOptions, CombatState } from './combat/types.js';
import type { DominoDraw, Stance } from './combat/stances.js';
import { startCombat } from './combat/startCombat.js';
import { declareStances } from './combat/declareStances.js';

/** @internal One participant of a test fight: who, which side, the stance and the domino it holds. */
export interface Fighter {
  readonly c: Character;
  readonly side: string;
  readonly stance: Stance;
  readonly tile: DominoDraw;
}

/** @internal A fight in phase `turns` with the given stances and dominoes (order by ♠ as usual). */
export function fight(people: readonly Fighter[], options: CombatOptions = {}): CombatState {
  const { state } = startCombat(
    seed(1),
    people.map((p) => ({ side: p.side, character: p.c })),
    options,
  );
  const stances = Object.fromEntries(people.map((p) => [p.c.name, p.stance]));
  const s = declareStances(state, stances).state;
  const tiles = new Map(people.map((p) => [p.c.name, p.tile]));
  return { ...s, combatants: s.combatants.map((c) => ({ ...c, tile: tiles.get(c.id) ?? c.tile })) };
}

/** @internal The events of one type. */
export function eventsOf<T extends { readonly type: string }, K extends T['type']>(events: readonly T[], type: K): Extract<T, { readonly type: K }>[] {
  return events.filter((e): e is Extract<T, { readonly type: K }> => e.type === type);
}

/** @internal A character with the given Suits (♣, ♠, ♦, ♥), classes and held weapons, no armour. */
export function characterWith(name: string, suits: readonly [number, number, number, number], classes: Character['classes'] = [], held: readonly Weapon[] = []): Character {
  return createCharacter({
    name,
    suits: { clubs: suits[0], spades: suits[1], diamonds: suits[2], hearts: suits[3] },
    classes,
    equipment: { held: [...held], armor: null, handy: [], pack: [] },
  });
}

/** @internal The state with one combatant's fields replaced (a hand-made position for a test). */
export function setCombatant(s: CombatState, id: string, patch: Partial<CombatState['combatants'][number]>): CombatState {
  return { ...s, combatants: s.combatants.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}
