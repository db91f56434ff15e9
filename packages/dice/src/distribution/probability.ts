import { assertDistribution } from './exact.js';
import { DistributionError, type Distribution, type Outcome } from './Distribution.js';
import type { Fraction } from './Fraction.js';
import { probabilityWhere } from './probabilityWhere.js';
import { safeString } from '../notation/internal.js';

/**
 * The exact probability that the outcome equals `value`.
 *
 * @param d - The distribution.
 * @param value - The outcome asked about (need not be possible).
 * @returns `weight / total` in lowest terms (`0/1` when impossible, e.g. 3.5 on a die).
 * @throws {@link DistributionError} if `value` is NaN (it equals nothing; a 0 would hide the bug),
 *   `undefined`, `null`, an object, or of the wrong type for an outcome it stands for (`'3'` or `3n` on a
 *   die showing 3: `===` never matches it, so again a 0 would hide the bug). A value of a type
 *   the distribution could hold but does not list (`'miss'` for `Distribution<number | 'miss'>`)
 *   is simply impossible: 0.
 * @example
 * ```ts
 * probability(sumOf(2, die(6)), 7); // { num: 1n, den: 6n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probability<T extends Outcome>(d: Distribution<T>, value: T): Fraction {
  assertDistribution(d, 'probability');
  check(value, value == null || typeof value === 'object' || typeof value === 'function' || d.outcomes.some((o) => o == value && o !== value));
  return probabilityWhere(d, (x) => x === value);
}

/**
 * NaN equals and compares to nothing, and `===` never matches a value of the wrong type (`'3'`
 * on a die): asking about either is a mistake, not a probability of 0. `bad` flags the type.
 */
function check(value: unknown, bad: boolean): void {
  if (bad || Number.isNaN(value)) {
    throw new DistributionError(`a probability needs a value to compare with, got ${typeof value} ${safeString(value)}`);
  }
}

/**
 * The exact probability that a numeric outcome is at least `value` (leftover mass excluded:
 * it is reported, not guessed).
 *
 * @param d - A numeric distribution.
 * @param value - The threshold (inclusive).
 * @returns P(X ≥ value) in lowest terms (±Infinity allowed).
 * @throws {@link DistributionError} if `value` is NaN or not a number.
 * @example
 * ```ts
 * probabilityAtLeast(sumOf(2, die(6)), 7); // { num: 7n, den: 12n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probabilityAtLeast(d: Distribution<number>, value: number): Fraction {
  assertDistribution(d, 'probabilityAtLeast');
  check(value, typeof value != 'number');
  return probabilityWhere(d, (x) => x >= value);
}

/**
 * The exact probability that a numeric outcome is at most `value` (leftover excluded).
 *
 * @param d - A numeric distribution.
 * @param value - The threshold (inclusive).
 * @returns P(X ≤ value) in lowest terms (±Infinity allowed).
 * @throws {@link DistributionError} if `value` is NaN or not a number.
 * @example
 * ```ts
 * probabilityAtMost(die(6), 2); // { num: 1n, den: 3n }
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function probabilityAtMost(d: Distribution<number>, value: number): Fraction {
  assertDistribution(d, 'probabilityAtMost');
  check(value, typeof value != 'number');
  return probabilityWhere(d, (x) => x <= value);
}
