// Brute-force oracle: enumerate every roll of n dice (sides^n of them) and apply a function.
// Only for small n and sides; the fast algorithms are checked against it (style habit 4).
import { expect } from 'vitest';
import { build, type Distribution } from '../src/distribution/Distribution.js';
import { fraction } from '../src/distribution/Fraction.js';
import { beginRoll, type RollSession } from '../src/notation/beginRoll.js';
import type { RollResult } from '../src/notation/RollResult.js';

export function enumerate(
  n: number,
  d: Distribution<number>,
  f: (faces: readonly number[]) => number,
): Distribution<number> {
  const acc = new Map<number, bigint>();
  const faces: number[] = [];
  const walk = (weight: bigint): void => {
    if (faces.length === n) {
      const x = f(faces);
      acc.set(x, (acc.get(x) ?? 0n) + weight);
      return;
    }
    for (let i = 0; i < d.outcomes.length; i++) {
      faces.push(d.outcomes[i] as number);
      walk(weight * (d.weights[i] ?? 0n));
      faces.pop();
    }
  };
  walk(1n);
  const listed = d.total - d.leftover;
  return build(acc, d.total ** BigInt(n) - listed ** BigInt(n), d.depth);
}

/** Sum of the k highest faces. */
export const sumHighest = (k: number) => (fs: readonly number[]): number =>
  [...fs].sort((a, b) => b - a).slice(0, k).reduce((s, x) => s + x, 0);

/** Sum of the k lowest faces. */
export const sumLowest = (k: number) => (fs: readonly number[]): number =>
  [...fs].sort((a, b) => a - b).slice(0, k).reduce((s, x) => s + x, 0);

/**
 * Oracle: every face sequence the roller can ask for (custom faces included), weighted by its
 * chance, run through `beginRoll`, so an exact distribution is checked against the roller's own
 * rules. Finite rolls only: no explosions, no `u` that rerolls until new. Totals map to reduced
 * fraction strings.
 */
export function sessionOracle(notation: string): Map<string, string> {
  const probs = new Map<number, { num: bigint; den: bigint }>();
  const walk = (s: RollSession, p: { num: bigint; den: bigint }): void => {
    if (s.done) {
      const old = probs.get(s.result.total) ?? { num: 0n, den: 1n };
      probs.set(s.result.total, fraction(old.num * p.den + p.num * old.den, old.den * p.den));
      return;
    }
    const dice = s.request.flatMap((r) =>
      Array.from({ length: r.count }, () => r.faces ?? (r.sides === 'F' ? [-1, 0, 1] : Array.from({ length: r.sides }, (_, i) => i + 1))),
    );
    const n = dice.reduce((a, f) => a * BigInt(f.length), 1n);
    const faces: number[] = [];
    const rec = (i: number): void => {
      if (i === dice.length) return walk(s.supply(faces), { num: p.num, den: p.den * n });
      for (const f of dice[i] ?? []) {
        faces[i] = f;
        rec(i + 1);
      }
    };
    rec(0);
  };
  walk(beginRoll(notation), { num: 1n, den: 1n });
  return new Map([...probs].sort((a, b) => a[0] - b[0]).map(([k, v]) => [String(k), `${v.num}/${v.den}`]));
}

/** A distribution's outcomes as reduced fraction strings, to compare with {@link sessionOracle}. */
export function asFractions(d: Distribution<number>): Map<string, string> {
  return new Map(d.outcomes.map((o, i) => {
    const f = fraction(d.weights[i] ?? 0n, d.total);
    return [String(o), `${f.num}/${f.den}`];
  }));
}

/** Drives a session with faces taken in order from `faces`, and checks that all were used. */
export function replay(s0: RollSession, faces: readonly number[]): RollResult {
  let s = s0;
  let i = 0;
  while (!s.done) {
    const n = s.request.reduce((a, r) => a + r.count, 0);
    s = s.supply(faces.slice(i, i + n));
    i += n;
  }
  expect(i).toBe(faces.length);
  return s.result;
}
