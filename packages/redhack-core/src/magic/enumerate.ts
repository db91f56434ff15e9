// Internal: one dice definition feeds both an exact distribution (every face combination,
// equal weight) and a sampler (the same dice rolled from an explicit RNG state).
import { fromWeights, rollDie, type Distribution, type Outcome, type Rng } from '@rollwright/dice';

/** @internal Largest number of face combinations a distribution here enumerates. */
export const MAX_COMBINATIONS = 1_000_000;

/** @internal Exact distribution of `f` over every face combination of dice with these sides. */
export function enumerateDice<T extends Outcome>(sides: readonly number[], f: (faces: readonly number[]) => T): Distribution<T> {
  const total = sides.reduce((a, s) => a * s, 1);
  if (total > MAX_COMBINATIONS) throw new RangeError(`${total} face combinations exceed ${MAX_COMBINATIONS}`);
  const acc = new Map<T, number>();
  const faces = sides.map(() => 1);
  for (let n = 0; n < total; n++) {
    const v = f(faces.slice());
    acc.set(v, (acc.get(v) ?? 0) + 1);
    for (let i = faces.length - 1; i >= 0; i--) {
      const s = sides[i] ?? 1;
      if ((faces[i] ?? 1) < s) {
        faces[i] = (faces[i] ?? 1) + 1;
        break;
      }
      faces[i] = 1;
    }
  }
  return fromWeights(acc);
}

/** @internal Rolls dice with these sides, in order. */
export function rollDice(rng: Rng, sides: readonly number[]): readonly [faces: readonly number[], next: Rng] {
  let r = rng;
  const out: number[] = [];
  for (const s of sides) {
    const [f, next] = rollDie(r, s);
    out.push(f);
    r = next;
  }
  return [Object.freeze(out), r];
}

/** @internal Validates a whole number in a range, throwing `make(message)` otherwise. */
export function wholeIn(value: unknown, min: number, max: number, what: string, fail: (message: string) => Error): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw fail(`${what} must be a whole number in ${min}..${max}, got ${String(value)}`);
  }
  return value;
}

/** @internal Validates one die face. */
export function face(value: unknown, sides: number, what: string, fail: (message: string) => Error): number {
  return wholeIn(value, 1, sides, `${what} (a d${sides} face)`, fail);
}

/** @internal Re-orders a distribution's outcomes (missing ones are left out). */
export function inOrder<T extends Outcome>(d: Distribution<T>, order: readonly T[]): Distribution<T> {
  const w = new Map(d.outcomes.map((o, i) => [o, d.weights[i] ?? 0n] as const));
  return fromWeights(order.filter((o) => w.has(o)).map((o) => [o, w.get(o) ?? 0n] as const));
}
