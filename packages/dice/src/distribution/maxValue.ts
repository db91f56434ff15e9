import { DistributionError, type Distribution } from './Distribution.js';
import { assertExact } from './exact.js';

/**
 * The largest possible outcome of a numeric distribution.
 *
 * @param d - A numeric distribution without leftover mass.
 * @returns The maximum outcome.
 * @throws {@link DistributionError} if `d` is not a Distribution, or has leftover mass (a truncated explosion has no
 *   known maximum).
 * @example
 * ```ts
 * maxValue(sumOf(3, die(6))); // 18
 * ```
 * @see {@link minValue}
 * @since 0.1.0
 * @category Queries
 */
export function maxValue(d: Distribution<number>): number {
  assertExact(d, 'maxValue');
  const x = d.outcomes[d.outcomes.length - 1];
  if (x === undefined) throw new DistributionError('maxValue of an empty distribution');
  return x;
}
