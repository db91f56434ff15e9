// Test helpers (not exported from the package).
import type { Outcome, Rng } from '@rollwright/dice';
import { seed } from '@rollwright/dice';

/** @internal Runs a sampler n times from a fixed seed and collects what `pick` reads off each result. */
export function sampleMany<R, T extends Outcome>(s: number, n: number, f: (rng: Rng) => readonly [R, Rng], pick: (r: R) => T): T[] {
  let r = seed(s);
  const out: T[] = [];
  for (let i = 0; i < n; i++) {
    const [v, next] = f(r);
    out.push(pick(v));
    r = next;
  }
  return out;
}

/** @internal Deep-freezes a value (to prove functions never mutate their inputs). */
export function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}
