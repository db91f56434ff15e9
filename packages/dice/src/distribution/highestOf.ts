import { assertDistribution } from './exact.js';
import type { Distribution } from './Distribution.js';
import { extremeOf } from './extremeOf.js';

/**
 * The distribution of the largest of several independent numeric values — e.g. advantage
 * (`highestOf(die(20), die(20))`) or a Savage Worlds trait die with a wild die
 * (`highestOf(traitDie, wildDie)`). Uses P(max ≤ x) = Π P(Xᵢ ≤ x), so the cost is linear in
 * the number of distinct outcomes and the inputs may differ in shape.
 *
 * Leftover: a combination with any leftover input is leftover (`total` is the product of the
 * totals); `depth` comes from the first input that has one.
 *
 * @param ds - One or more independent numeric distributions.
 * @returns The distribution of their maximum.
 * @throws {@link DistributionError} if no distribution is given, or (number of inputs) ×
 *   (distinct values) exceeds {@link MAX_POOL_WORK}.
 * @example
 * ```ts
 * probabilityAtLeast(highestOf(die(20), die(20)), 11); // { num: 3n, den: 4n }
 * ```
 * @see {@link lowestOf}, {@link keepHighest}
 * @since 0.1.0
 * @category Dice pools
 */
export function highestOf(...ds: readonly Distribution<number>[]): Distribution<number> {
  for (const d of ds) assertDistribution(d, 'highestOf');
  return extremeOf('highestOf', ds, true);
}
