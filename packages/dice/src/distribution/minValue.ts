import { DistributionError, type Distribution } from './Distribution.js';
import { assertExact } from './exact.js';

/**
 * The smallest possible outcome of a numeric distribution.
 *
 * @param d - A numeric distribution without leftover mass.
 * @returns The minimum outcome.
 * @throws {@link DistributionError} if `d` is not a Distribution, or has leftover mass (the cut-off paths could end
 *   anywhere, so the minimum would be a guess).
 * @example
 * ```ts
 * minValue(sumOf(3, die(6))); // 3
 * ```
 * @see {@link maxValue}
 * @since 0.1.0
 * @category Queries
 */
export function minValue(d: Distribution<number>): number {
  assertExact(d, 'minValue');
  const x = d.outcomes[0];
  if (x === undefined) throw new DistributionError('minValue of an empty distribution');
  return x;
}
