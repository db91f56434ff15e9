// Test helpers (not exported from the package): seeded sampling checked against an exact distribution.
import { expect } from 'vitest';
import { goodnessOfFit, seed, type Distribution, type Outcome, type Rng } from '@rollwright/dice';

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

/** @internal Asserts that a seeded sampler fits the exact distribution (chi-square, p > 1e-6). */
export function expectFits<T extends Outcome>(d: Distribution<T>, f: (rng: Rng) => readonly [T, Rng], s = 2026, n = 20_000): void {
  const fit = goodnessOfFit(d, sampleMany(s, n, f));
  expect(fit.degreesOfFreedom).toBeGreaterThan(0);
  expect(fit.pValue).toBeGreaterThan(1e-6);
}

/** @internal Deep-freezes a value (to prove functions never mutate their inputs). */
export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** @internal A probability as a reduced "n/d" string. */
export function p<T extends Outcome>(d: Distribution<T>, v: T): string {
  const i = d.outcomes.indexOf(v);
  const w = i < 0 ? 0n : (d.weights[i] ?? 0n);
  const g = gcd(w, d.total);
  return `${w / g}/${d.total / g}`;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

import type { CharacterInput } from './characters/character.js';

/** @internal A legal starting sheet to vary in tests. */
export function wren(over: Partial<CharacterInput> = {}): CharacterInput {
  return {
    name: 'Wren',
    goal: 'Find her brother',
    attributes: { strength: 1, agility: 1, intellect: 1, willpower: 1 },
    skills: { brawling: 0, melee: 2, range: 1, defense: 1 },
    vocations: [{ name: 'Ranger', rating: 2 }, { name: 'Mage', rating: 1, magic: true }, { name: 'Sailor', rating: 1 }, { name: 'Thief', rating: 0 }],
    traits: [{ id: 'lucky' }],
    flaws: [],
    kit: { weapon: { name: 'Sword', kind: 'martial', style: 'melee' }, armour: 'light', shield: false, supplies: 6, currency: 10, memento: "Mother's ring", toolset: { name: 'Snares', vocation: 'Ranger' } },
    ...over,
  };
}
