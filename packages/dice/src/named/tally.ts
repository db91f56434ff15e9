import { add } from '../distribution/add.js';
import { build, type Distribution } from '../distribution/Distribution.js';
import { sumOf } from '../distribution/sumOf.js';
import { countOf, type NamedDie, type NamedFace } from './namedDie.js';

/**
 * @internal The one definition both the distributions and the sampler read: how much one face
 * scores, the count of the `plus` symbols it shows minus the count of the `minus` symbols.
 */
export function score(face: NamedFace, plus: readonly string[], minus: readonly string[]): number {
  let n = 0;
  for (const s of plus) n += countOf(face, s);
  for (const s of minus) n -= countOf(face, s);
  return n;
}

/**
 * @internal The exact distribution of the summed {@link score} of a pool's dice (0 for an empty
 * pool). Copies of one die (the same object) are summed at once with {@link sumOf}.
 */
export function scoreDistribution(pool: readonly NamedDie[], plus: readonly string[], minus: readonly string[]): Distribution<number> {
  const copies = new Map<NamedDie, number>();
  for (const die of pool) copies.set(die, (copies.get(die) ?? 0) + 1);
  let d: Distribution<number> = build([[0, 1n]]);
  for (const [die, n] of copies) d = add(d, sumOf(n, build(die.faces.map((f) => [score(f, plus, minus), 1n] as const))));
  return d;
}
