import { DistributionError, type Distribution } from './Distribution.js';
import { fraction, type Fraction } from './Fraction.js';

/**
 * The exact mean of an integer-valued distribution.
 *
 * @param d - An integer-valued distribution without leftover mass.
 * @returns E[X] as a fraction in lowest terms.
 * @throws {@link DistributionError} if `d` has leftover mass (the mean would be a guess) or
 *   non-integer outcomes.
 * @example
 * ```ts
 * mean(die(6)); // { num: 7n, den: 2n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function mean(d: Distribution<number>): Fraction {
  if (d.leftover !== 0n) throw new DistributionError('mean of a truncated distribution is not exact');
  let s = 0n;
  for (let i = 0; i < d.outcomes.length; i++) {
    const o = d.outcomes[i] as number;
    if (!Number.isSafeInteger(o)) throw new DistributionError('mean needs integer outcomes');
    s += BigInt(o) * (d.weights[i] ?? 0n);
  }
  return fraction(s, d.total);
}
