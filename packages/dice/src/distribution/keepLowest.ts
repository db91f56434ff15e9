import { assertDistribution } from './exact.js';
import type { Distribution } from './Distribution.js';
import { checkPool, keepHighestSum, negate } from './pool.js';

/**
 * The distribution of the sum of the `k` lowest of `n` independent copies of `d` — "keep
 * lowest" (`2d20kl1` is disadvantage). Computed as the negated keep-highest of the negated
 * die, with the same algorithm and cost as {@link keepHighest}.
 *
 * Leftover: as in {@link keepHighest}.
 *
 * @param n - Number of dice rolled, an integer in `0..10_000` ({@link MAX_SUM_DICE}).
 * @param k - Number of dice kept, an integer in `0..n`.
 * @param d - The distribution of one die (integer outcomes).
 * @returns The distribution of the kept dice's sum.
 * @throws {@link DistributionError} if `n` or `k` is out of range, `d` has non-integer
 *   outcomes, or the estimated work exceeds {@link MAX_POOL_WORK}.
 * @example
 * ```ts
 * probabilityAtLeast(keepLowest(2, 1, die(20)), 11); // { num: 1n, den: 4n } — disadvantage
 * ```
 * @see {@link keepHighest}, {@link dropHighest}, {@link lowestOf}
 * @since 0.1.0
 * @category Dice pools
 */
export function keepLowest(n: number, k: number, d: Distribution<number>): Distribution<number> {
  assertDistribution(d, 'keepLowest');
  checkPool('keepLowest', n, k, d);
  return negate(keepHighestSum(n, k, negate(d)));
}
