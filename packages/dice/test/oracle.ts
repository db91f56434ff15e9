// Brute-force oracle: enumerate every roll of n dice (sides^n of them) and apply a function.
// Only for small n and sides; the fast algorithms are checked against it (style habit 4).
import { build, type Distribution } from '../src/distribution/Distribution.js';

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
