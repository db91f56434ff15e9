import { assertDistribution } from './exact.js';
import type { Distribution } from './Distribution.js';
import { extremeOf } from './extremeOf.js';

/**
 * The distribution of the smallest of several independent numeric values — e.g.
 * disadvantage (`lowestOf(die(20), die(20))`), or a RedHack roll-under with advantage
 * (lower is better). Uses P(min ≥ x) = Π P(Xᵢ ≥ x).
 *
 * Leftover: as in {@link highestOf}.
 *
 * @param ds - One or more independent numeric distributions.
 * @returns The distribution of their minimum.
 * @throws {@link DistributionError} if no distribution is given, or (number of inputs) ×
 *   (distinct values) exceeds {@link MAX_POOL_WORK}.
 * @example
 * ```ts
 * probabilityAtLeast(lowestOf(die(20), die(20)), 11); // { num: 1n, den: 4n }
 * ```
 * @see {@link highestOf}, {@link keepLowest}
 * @since 0.1.0
 * @category Dice pools
 */
export function lowestOf(...ds: readonly Distribution<number>[]): Distribution<number> {
  for (const d of ds) assertDistribution(d, 'lowestOf');
  return extremeOf('lowestOf', ds, false);
}
