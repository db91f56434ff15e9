import { assertDistribution } from './exact.js';
import type { Distribution } from './Distribution.js';
import { checkPool, keepHighestSum } from './pool.js';

/**
 * The distribution of the sum of the `k` highest of `n` independent copies of `d` — the
 * "keep highest" of dice notation (`4d6kh3`, `NdXkhK`). Works for any integer-valued die,
 * not just fair ones, and never enumerates the sides^n rolls: a dynamic programme over the
 * faces (highest first) counts, for each face, how many dice show it, with binomial
 * coefficients as bigints. Cost grows like faces × k² × (k × face span), so `50d20kh10`
 * takes milliseconds.
 *
 * Leftover: if `d` has leftover mass, every pool with a leftover die is leftover
 * (`total = d.total^n`), and `depth` is carried over.
 *
 * @param n - Number of dice rolled, an integer in `0..10_000` ({@link MAX_SUM_DICE}).
 * @param k - Number of dice kept, an integer in `0..n` (`k = 0` gives `constant(0)`, `k = n` the plain sum).
 * @param d - The distribution of one die (integer outcomes, e.g. {@link die}).
 * @returns The distribution of the kept dice's sum.
 * @throws {@link DistributionError} if `n` or `k` is out of range, `d` has non-integer
 *   outcomes, or the estimated work exceeds {@link MAX_POOL_WORK}.
 * @example
 * ```ts
 * mean(keepHighest(4, 3, die(6))); // { num: 15869n, den: 1296n } — 4d6 drop lowest
 * ```
 * @see {@link keepLowest}, {@link dropLowest}, {@link highestOf}
 * @since 0.1.0
 * @category Dice pools
 */
export function keepHighest(n: number, k: number, d: Distribution<number>): Distribution<number> {
  assertDistribution(d, 'keepHighest');
  checkPool('keepHighest', n, k, d);
  return keepHighestSum(n, k, d);
}
