import { assertDistribution } from './exact.js';
import type { Distribution } from './Distribution.js';
import { checkPool, keepHighestSum } from './pool.js';

/**
 * The distribution of the sum of `n` independent copies of `d` after dropping the `k`
 * lowest — "drop lowest" (`4d6dl1`, the classic ability-score roll). Same as
 * `keepHighest(n, n − k, d)`.
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
 * mean(dropLowest(4, 1, die(6))); // { num: 15869n, den: 1296n } ≈ 12.24
 * ```
 * @see {@link keepHighest}
 * @since 0.1.0
 * @category Dice pools
 */
export function dropLowest(n: number, k: number, d: Distribution<number>): Distribution<number> {
  assertDistribution(d, 'dropLowest');
  checkPool('dropLowest', n, k, d);
  return keepHighestSum(n, n - k, d);
}
