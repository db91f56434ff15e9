import type { Distribution } from './Distribution.js';
import { assertExact, integerOutcomes } from './exact.js';
import { fraction, type Fraction } from './Fraction.js';

/**
 * The exact mean of an integer-valued distribution.
 *
 * @param d - An integer-valued distribution without leftover mass.
 * @returns E[X] as a fraction in lowest terms.
 * @throws {@link DistributionError} if `d` is not a Distribution, or has leftover mass (the mean would be a guess) or
 *   non-integer outcomes.
 * @example
 * ```ts
 * mean(die(6)); // { num: 7n, den: 2n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function mean(d: Distribution<number>): Fraction {
  assertExact(d, 'mean');
  let s = 0n;
  integerOutcomes(d, 'mean').forEach((o, i) => (s += BigInt(o) * (d.weights[i] ?? 0n)));
  return fraction(s, d.total);
}
