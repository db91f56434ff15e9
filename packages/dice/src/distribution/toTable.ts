import { assertDistribution } from './exact.js';
import type { Distribution } from './Distribution.js';
import { fraction, type Fraction } from './Fraction.js';

/**
 * One row of {@link toTable}: an outcome with its exact weight and probabilities.
 * @since 0.1.0
 * @category Queries
 */
export interface DistributionRow {
  /** The outcome. */
  readonly value: number;
  /** Its integer weight (out of the distribution's `total`). */
  readonly weight: bigint;
  /** P(X = value) = weight / total. */
  readonly probability: Fraction;
  /** P(X ≥ value), leftover mass excluded. */
  readonly atLeast: Fraction;
  /** P(X ≤ value), leftover mass excluded. */
  readonly atMost: Fraction;
}

/**
 * The distribution as a table, one row per possible outcome in ascending order, with the
 * exact probability and both cumulative probabilities (what AnyDice shows as "normal",
 * "at least" and "at most"). Leftover mass is not a row and is in no cumulative column, so
 * for a truncated distribution the columns are exact lower bounds and `atLeast` of the
 * lowest row is `1 − leftover / total`.
 *
 * @param d - A numeric distribution.
 * @returns Frozen rows, ascending by `value`.
 * @example
 * ```ts
 * toTable(sumOf(2, die(6)))[5];
 * // { value: 7, weight: 6n, probability: 1/6, atLeast: 7/12, atMost: 7/12 } (as Fractions)
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function toTable(d: Distribution<number>): readonly DistributionRow[] {
  assertDistribution(d, 'toTable');
  const listed = d.total - d.leftover;
  const rows: DistributionRow[] = [];
  let below = 0n;
  for (let i = 0; i < d.outcomes.length; i++) {
    const weight = d.weights[i] ?? 0n;
    rows.push(
      Object.freeze({
        value: d.outcomes[i] as number,
        weight,
        probability: fraction(weight, d.total),
        atLeast: fraction(listed - below, d.total),
        atMost: fraction(below + weight, d.total),
      }),
    );
    below += weight;
  }
  return Object.freeze(rows);
}
