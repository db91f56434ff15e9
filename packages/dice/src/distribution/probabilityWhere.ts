import { assertDistribution, assertCallback } from './exact.js';
import type { Distribution, Outcome } from './Distribution.js';
import { fraction, type Fraction } from './Fraction.js';

/**
 * The exact probability that the outcome satisfies `predicate`. Leftover mass is excluded
 * (counted as "not satisfied"), like {@link probabilityAtLeast}: the result is a lower bound
 * that is off by at most `leftover / total`.
 *
 * @param d - The distribution.
 * @param predicate - Pure test of one outcome.
 * @returns Σ weights of matching outcomes / total, in lowest terms.
 * @example
 * ```ts
 * probabilityWhere(sumOf(2, die(6)), (x) => x % 2 === 0); // { num: 1n, den: 2n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probabilityWhere<T extends Outcome>(d: Distribution<T>, predicate: (value: T) => boolean): Fraction {
  assertDistribution(d, 'probabilityWhere');
  assertCallback(predicate, 'probabilityWhere: predicate');
  let w = 0n;
  for (let i = 0; i < d.outcomes.length; i++) if (predicate(d.outcomes[i] as T)) w += d.weights[i] ?? 0n;
  return fraction(w, d.total);
}
