import type { Distribution } from './Distribution.js';
import { fractionToNumber } from './Fraction.js';
import { variance } from './variance.js';

/**
 * The standard deviation √Var[X] of an integer-valued distribution, as a double (the square
 * root is usually irrational, so this is the one query that is not exact).
 *
 * @param d - An integer-valued distribution without leftover mass.
 * @returns A number `≥ 0`, in the unit of the outcomes (e.g. pips).
 * @throws {@link DistributionError} if `d` has leftover mass or non-integer outcomes.
 * @example
 * ```ts
 * standardDeviation(die(6)); // 1.7078…
 * ```
 * @see {@link variance}
 * @since 0.1.0
 * @category Queries
 */
export function standardDeviation(d: Distribution<number>): number {
  return Math.sqrt(fractionToNumber(variance(d)));
}
