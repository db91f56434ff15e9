import { assertDistribution, assertCallback } from './exact.js';
import { DistributionError, freezeDist, type Distribution, type Outcome } from './Distribution.js';

/**
 * Options of {@link reroll}.
 * @since 0.1.0
 * @category Dice modifiers
 */
export interface RerollOptions {
  /**
   * `'once'`: a matching face is rerolled one time and the second result stands even if it
   * matches again (dice notation `ro`). `'until'`: matching faces are rerolled until a
   * non-matching face shows (`r`), i.e. the die conditioned on not matching.
   */
  readonly mode: 'once' | 'until';
}

/**
 * The distribution of one die with a reroll rule — e.g. Great Weapon Fighting
 * (`1d12ro<=2`, reroll 1s and 2s once) or "reroll 1s until they stop".
 *
 * Leftover: in `'once'` mode a path that meets `d`'s leftover on either roll is leftover
 * (`total = d.total²`). In `'until'` mode the result is `d` restricted to non-matching faces
 * with `d`'s leftover kept as is (`total = d.total − matching weight`).
 *
 * @param d - The distribution of one die (any outcome type).
 * @param match - Pure test: `true` for faces that are rerolled.
 * @param options - `{ mode: 'once' | 'until' }`.
 * @returns The distribution of the face that finally stands.
 * @throws {@link DistributionError} in `'until'` mode if every face matches and `d` has no
 *   leftover (the die would be rerolled forever), or if `mode` is unknown.
 * @example
 * ```ts
 * mean(reroll(die(12), (x) => x <= 2, { mode: 'once' })); // { num: 22n, den: 3n }
 * mean(reroll(die(6), (x) => x === 1, { mode: 'until' })); // { num: 4n, den: 1n }
 * ```
 * @see {@link explode}
 * @since 0.1.0
 * @category Dice modifiers
 */
export function reroll<T extends Outcome>(
  d: Distribution<T>,
  match: (face: T) => boolean,
  options: RerollOptions,
): Distribution<T> {
  assertDistribution(d, 'reroll');
  assertCallback(match, 'reroll: match');
  if (typeof options !== 'object' || options === null) throw new DistributionError('reroll needs options { mode: \'once\' | \'until\' }');
  let matched = 0n; // listed weight of the matching faces
  const hits = d.outcomes.map((o, i) => {
    const hit = match(o);
    if (hit) matched += d.weights[i] ?? 0n;
    return hit;
  });
  // The outcomes keep their order; only weights change, and those that become 0 are dropped.
  const keep = (weight: (i: number) => bigint, leftover: bigint): Distribution<T> => {
    const outcomes: T[] = [];
    const weights: bigint[] = [];
    let total = leftover;
    for (let i = 0; i < d.outcomes.length; i++) {
      const w = weight(i);
      if (w === 0n) continue;
      outcomes.push(d.outcomes[i] as T);
      weights.push(w);
      total += w;
    }
    if (outcomes.length === 0 && leftover === 0n) throw new DistributionError('reroll: no face stands');
    return freezeDist({ outcomes, weights, total, leftover, depth: d.depth });
  };
  if (options.mode === 'once') {
    return keep((i) => {
      const w = d.weights[i] ?? 0n;
      return (hits[i] ? 0n : w * d.total) + matched * w;
    }, d.leftover * d.total + matched * d.leftover);
  }
  if (options.mode === 'until') {
    if (matched === d.total - d.leftover && d.leftover === 0n) {
      throw new DistributionError('reroll until: every face matches, so the die would be rerolled forever');
    }
    return keep((i) => (hits[i] ? 0n : (d.weights[i] ?? 0n)), d.leftover);
  }
  throw new DistributionError(`unknown reroll mode ${JSON.stringify((options as { mode: unknown }).mode)}`);
}
