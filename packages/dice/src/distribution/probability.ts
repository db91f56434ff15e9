import { DistributionError, type Distribution, type Outcome } from './Distribution.js';
import type { Fraction } from './Fraction.js';
import { probabilityWhere } from './probabilityWhere.js';

/**
 * The exact probability that the outcome equals `value`.
 *
 * @param d - The distribution.
 * @param value - The outcome asked about (need not be possible).
 * @returns `weight / total` in lowest terms (`0/1` when impossible, e.g. 3.5 on a die).
 * @throws {@link DistributionError} if `value` is NaN (it equals nothing; a 0 would hide the bug).
 * @example
 * ```ts
 * probability(sumOf(2, die(6)), 7); // { num: 1n, den: 6n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probability<T extends Outcome>(d: Distribution<T>, value: T): Fraction {
  notNaN(value);
  return probabilityWhere(d, (x) => x === value);
}

/** NaN equals and compares to nothing: asking about it is a mistake, not a probability of 0. */
function notNaN(value: unknown): void {
  if (Number.isNaN(value)) throw new DistributionError('a probability needs a value to compare with, got NaN');
}

/**
 * The exact probability that a numeric outcome is at least `value` (leftover mass excluded:
 * it is reported, not guessed).
 *
 * @param d - A numeric distribution.
 * @param value - The threshold (inclusive).
 * @returns P(X ≥ value) in lowest terms (±Infinity allowed).
 * @throws {@link DistributionError} if `value` is NaN.
 * @example
 * ```ts
 * probabilityAtLeast(sumOf(2, die(6)), 7); // { num: 7n, den: 12n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probabilityAtLeast(d: Distribution<number>, value: number): Fraction {
  notNaN(value);
  return probabilityWhere(d, (x) => x >= value);
}

/**
 * The exact probability that a numeric outcome is at most `value` (leftover excluded).
 *
 * @param d - A numeric distribution.
 * @param value - The threshold (inclusive).
 * @returns P(X ≤ value) in lowest terms (±Infinity allowed).
 * @throws {@link DistributionError} if `value` is NaN.
 * @example
 * ```ts
 * probabilityAtMost(die(6), 2); // { num: 1n, den: 3n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probabilityAtMost(d: Distribution<number>, value: number): Fraction {
  notNaN(value);
  return probabilityWhere(d, (x) => x <= value);
}
