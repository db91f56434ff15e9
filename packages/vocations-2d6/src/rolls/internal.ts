// Internals shared by every rule of the game (not exported from the package): enumerating dice
// faces for exact distributions, rolling the same faces for samplers, and input checks.
import { fromWeights, rollDie, type Distribution, type Outcome, type Rng } from '@rollwright/dice';
import { VocationsInputError } from '../errors/errors.js';

/** @internal Most face combinations one exact distribution may enumerate (checked first). */
export const MAX_COMBINATIONS = 3_000_000;

/** @internal Product of the sides (the number of equally likely face combinations). */
export function combinations(sides: readonly number[]): number {
  return sides.reduce((a, s) => a * s, 1);
}

/** @internal Calls `visit` once per face combination (each equally likely). */
export function enumerate(sides: readonly number[], visit: (faces: readonly number[]) => void): void {
  const n = combinations(sides);
  if (n > MAX_COMBINATIONS) throw new VocationsInputError('dice', sides, `too many dice to enumerate: ${n} combinations (limit ${MAX_COMBINATIONS})`);
  const faces = sides.map(() => 1);
  for (;;) {
    visit(faces);
    let i = faces.length - 1;
    while (i >= 0 && faces[i] === sides[i]) {
      faces[i] = 1;
      i--;
    }
    if (i < 0) return;
    faces[i] = (faces[i] ?? 0) + 1;
  }
}

/** @internal The exact distribution of `key(faces)` over every face combination, keys in `order` first. */
export function exactOf<K extends Outcome>(sides: readonly number[], key: (faces: readonly number[]) => K, order: readonly K[] = []): Distribution<K> {
  const acc = new Map<K, bigint>(order.map((k) => [k, 0n] as const));
  enumerate(sides, (f) => {
    const k = key(f);
    acc.set(k, (acc.get(k) ?? 0n) + 1n);
  });
  return fromWeights([...acc].filter(([, w]) => w > 0n));
}

/** @internal Rolls one die of each size in `sides`, in order. */
export function rollFaces(rng: Rng, sides: readonly number[]): readonly [faces: readonly number[], next: Rng] {
  let r = rng;
  const out: number[] = [];
  for (const s of sides) {
    const [f, n] = rollDie(r, s);
    out.push(f);
    r = n;
  }
  return [Object.freeze(out), r];
}

/** @internal Adds weighted entries into an accumulator. */
export function addWeight<K>(acc: Map<K, bigint>, k: K, w: bigint): void {
  acc.set(k, (acc.get(k) ?? 0n) + w);
}

/** @internal Most any single bonus, modifier or target may be in absolute value. */
export const MAX_MODIFIER = 50;

/** @internal Checks a whole number in `min..max`. */
export function assertInt(field: string, value: unknown, min: number, max: number): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new VocationsInputError(field, value, `${field} must be a whole number in ${min}..${max}, got ${String(value)}`);
  }
}

/** @internal Checks a modifier (−50..50). */
export function assertModifier(field: string, value: unknown): asserts value is number {
  assertInt(field, value, -MAX_MODIFIER, MAX_MODIFIER);
}

/** @internal Checks die faces against their sizes. */
export function assertFaces(field: string, faces: readonly number[], sides: readonly number[]): void {
  if (!Array.isArray(faces) || faces.length !== sides.length) {
    throw new VocationsInputError(field, faces, `${field} must hold ${sides.length} die faces, got ${Array.isArray(faces) ? faces.length : String(faces)}`);
  }
  faces.forEach((f, i) => assertInt(`${field}[${i}]`, f, 1, sides[i] ?? 1));
}

/** @internal Sum of numbers. */
export function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
