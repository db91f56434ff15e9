import { assertDistribution } from './exact.js';
import type { Distribution } from './Distribution.js';
import { checkPool, keepHighestSum, negate } from './pool.js';

/**
 * The distribution of the sum of `n` independent copies of `d` after dropping the `k`
 * highest — "drop highest" (`3d6dh1`). Same as `keepLowest(n, n − k, d)`.
 *
 * Leftover: as in {@link keepHighest}.
 *
 * @param n - Number of dice rolled, an integer in `0..10_000` ({@link MAX_SUM_DICE}).
 * @param k - Number of dice dropped, an integer in `0..n`.
 * @param d - The distribution of one die (integer outcomes).
 * @returns The distribution of the remaining dice's sum.
 * @throws {@link DistributionError} if `n` or `k` is out of range, `d` has non-integer
 *   outcomes, or the estimated work exceeds {@link MAX_POOL_WORK}.
 * @example
 * ```ts
 * probability(dropHighest(2, 1, die(6)), 1); // { num: 11n, den: 36n }
 * ```
 * @see {@link keepLowest}
 * @since 0.1.0
 * @category Dice pools
 */
export function dropHighest(n: number, k: number, d: Distribution<number>): Distribution<number> {
  assertDistribution(d, 'dropHighest');
  checkPool('dropHighest', n, k, d);
  return negate(keepHighestSum(n, n - k, negate(d)));
}
