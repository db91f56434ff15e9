import { assertDistribution } from './exact.js';
import { productLeftover, type Distribution } from './Distribution.js';
import { convolve, fromDense, toDense } from './dense.js';

/**
 * The distribution of `A + B` for independent integer-valued `A` and `B`, by convolution.
 *
 * @param a - First term.
 * @param b - Second term.
 * @returns The distribution of the sum; leftover as in {@link combine}.
 * @throws {@link DistributionError} if either has non-integer outcomes, the result would exceed
 *   {@link MAX_OUTCOMES} outcomes, or the estimated work exceeds {@link MAX_POOL_WORK}
 *   (`add(sumOf(1000, die(6)), sumOf(1000, die(6)))` does).
 * @example
 * ```ts
 * const attack = add(die(20), constant(5)); // 1d20+5
 * ```
 * @since 0.1.0
 * @category Distributions
 */
export function add(a: Distribution<number>, b: Distribution<number>): Distribution<number> {
  assertDistribution(a, 'add');
  assertDistribution(b, 'add');
  return fromDense(convolve(toDense(a), toDense(b)), productLeftover([a, b]), a.depth ?? b.depth);
}
