import { belowBig } from '../rng/draw.js';
import { fromGenerator, toGenerator, type Rng } from '../rng/Rng.js';
import { DistributionError, type Distribution, type Outcome } from './Distribution.js';
import { assertExact } from './exact.js';

/**
 * Draws one outcome from an exact distribution, with probability exactly `weight / total`
 * (no float rounding: the draw is an unbiased integer in `0..total-1`).
 *
 * @param rng - Generator state; never mutated.
 * @param d - The distribution. It must have no leftover mass (a truncated explosion cannot
 *   be sampled faithfully: roll the formula instead).
 * @returns The outcome and the next state.
 * @throws {@link DistributionError} if `d` is not a well-formed Distribution (weights that do not add
 *   up to its total, an empty hand-made one), or `d.leftover > 0n`.
 * @example
 * ```ts
 * const [total, next] = sample(seed(5), sumOf(3, die(6)));
 * ```
 * @since 0.1.0
 * @category Distributions
 */
export function sample<T extends Outcome>(rng: Rng, d: Distribution<T>): readonly [value: T, next: Rng] {
  assertExact(d, 'sampling');
  const g = toGenerator(rng);
  const r = belowBig(g, d.total);
  let acc = 0n;
  for (let i = 0; i < d.outcomes.length; i++) {
    acc += d.weights[i] ?? 0n;
    if (r < acc) return [d.outcomes[i] as T, fromGenerator(g)];
  }
  throw new DistributionError('distribution weights do not add up to its total');
}
