import type { Distribution } from './Distribution.js';
import { assertExact, integerOutcomes } from './exact.js';
import { fraction, type Fraction } from './Fraction.js';

/**
 * The exact variance Var[X] = E[X²] − E[X]² of an integer-valued distribution.
 *
 * @param d - An integer-valued distribution without leftover mass.
 * @returns The variance as a fraction in lowest terms (pips², or whatever unit the outcomes use, squared).
 * @throws {@link DistributionError} if `d` is not a Distribution, or has leftover mass (the variance would be a guess)
 *   or non-integer outcomes.
 * @example
 * ```ts
 * variance(die(6)); // { num: 35n, den: 12n }
 * variance(sumOf(3, die(6))); // { num: 35n, den: 4n }
 * ```
 * @see {@link standardDeviation}, {@link mean}
 * @since 0.1.0
 * @category Queries
 */
export function variance(d: Distribution<number>): Fraction {
  assertExact(d, 'variance');
  const o = integerOutcomes(d, 'variance');
  let s1 = 0n;
  let s2 = 0n;
  for (let i = 0; i < o.length; i++) {
    const x = BigInt(o[i] as number);
    const w = d.weights[i] ?? 0n;
    s1 += x * w;
    s2 += x * x * w;
  }
  return fraction(d.total * s2 - s1 * s1, d.total * d.total);
}
