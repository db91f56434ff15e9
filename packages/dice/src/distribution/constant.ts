import { build, type Distribution, type Outcome } from './Distribution.js';

/**
 * The distribution that is always `value` (weight 1 of 1).
 *
 * @param value - The sure outcome.
 * @returns A one-outcome distribution.
 * @throws {@link DistributionError} if `value` is NaN, ±Infinity, `undefined` or `null`.
 * @example
 * ```ts
 * sumOf(1, die(6)); // … + constant(2) with combine(…) gives 1d6+2
 * probability(constant(3), 3); // { num: 1n, den: 1n }
 * ```
 * @since 0.1.0
 * @category Distributions
 */
export function constant<T extends Outcome>(value: T): Distribution<T> {
  return build([[value, 1n] as const]);
}
