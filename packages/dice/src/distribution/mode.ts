import type { Distribution, Outcome } from './Distribution.js';
import { assertExact } from './exact.js';

/**
 * The most likely outcomes (all of them when several tie), in the distribution's order
 * (ascending for numbers).
 *
 * @param d - A distribution without leftover mass.
 * @returns A frozen, non-empty array of the outcomes with the largest weight.
 * @throws {@link DistributionError} if `d` is not a Distribution, or has leftover mass (it could change which outcome
 *   is most likely).
 * @example
 * ```ts
 * mode(sumOf(2, die(6))); // [7]
 * mode(sumOf(3, die(6))); // [10, 11]
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function mode<T extends Outcome>(d: Distribution<T>): readonly T[] {
  assertExact(d, 'mode');
  let best = 0n;
  for (const w of d.weights) if (w > best) best = w;
  return Object.freeze(d.outcomes.filter((_, i) => d.weights[i] === best));
}
