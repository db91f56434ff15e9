import type { Distribution, Outcome } from './Distribution.js';
import type { Fraction } from './Fraction.js';
import { probabilityWhere } from './probabilityWhere.js';

/**
 * The exact probability that the outcome equals `value`.
 *
 * @param d - The distribution.
 * @param value - The outcome asked about (need not be possible).
 * @returns `weight / total` in lowest terms (`0/1` when impossible).
 * @example
 * ```ts
 * probability(sumOf(2, die(6)), 7); // { num: 1n, den: 6n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probability<T extends Outcome>(d: Distribution<T>, value: T): Fraction {
  return probabilityWhere(d, (x) => x === value);
}

/**
 * The exact probability that a numeric outcome is at least `value` (leftover mass excluded:
 * it is reported, not guessed).
 *
 * @param d - A numeric distribution.
 * @param value - The threshold (inclusive).
 * @returns P(X ≥ value) in lowest terms.
 * @example
 * ```ts
 * probabilityAtLeast(sumOf(2, die(6)), 7); // { num: 7n, den: 12n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probabilityAtLeast(d: Distribution<number>, value: number): Fraction {
  return probabilityWhere(d, (x) => x >= value);
}

/**
 * The exact probability that a numeric outcome is at most `value` (leftover excluded).
 *
 * @param d - A numeric distribution.
 * @param value - The threshold (inclusive).
 * @returns P(X ≤ value) in lowest terms.
 * @example
 * ```ts
 * probabilityAtMost(die(6), 2); // { num: 1n, den: 3n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probabilityAtMost(d: Distribution<number>, value: number): Fraction {
  return probabilityWhere(d, (x) => x <= value);
}
