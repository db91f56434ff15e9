import { DistributionError, type Distribution } from './Distribution.js';
import { assertExact, doubleToRatio, assertDistribution } from './exact.js';

/**
 * The `p`-quantile of a numeric distribution: the smallest outcome `x` with
 * P(X ≤ x) ≥ `p` (the "inverse CDF" definition, so the result is always a possible outcome
 * and no interpolation happens). `p = 0` gives the minimum, `p = 1` the maximum,
 * `p = 0.5` the (lower) median. The comparison is exact: `p` is taken as the exact binary
 * value of the double.
 *
 * @param d - A numeric distribution without leftover mass.
 * @param p - A probability in `0..1` (e.g. 0.9 for the 90th percentile).
 * @returns The quantile, one of `d.outcomes`.
 * @throws {@link DistributionError} if `p` is outside `0..1` or NaN, or `d` is not a Distribution or has leftover mass
 *   (the cut-off paths could land below any outcome).
 * @example
 * ```ts
 * percentile(sumOf(2, die(6)), 0.5); // 7
 * percentile(die(20), 0.95); // 19
 * ```
 * @since 0.1.0
 * @category Queries
 */
export function percentile(d: Distribution<number>, p: number): number {
  assertDistribution(d, 'percentile');
  if (typeof p !== 'number') throw new DistributionError(`a percentile must be a number in 0..1, got ${typeof p}`);
  if (!(p >= 0 && p <= 1)) throw new DistributionError(`percentile needs p in 0..1, got ${String(p)}`);
  assertExact(d, 'percentile');
  const { num, den } = doubleToRatio(p);
  const target = num * d.total; // compare cum/total ≥ num/den as cum·den ≥ num·total
  let cum = 0n;
  for (let i = 0; i < d.outcomes.length; i++) {
    cum += d.weights[i] ?? 0n;
    if (cum * den >= target) return d.outcomes[i] as number;
  }
  throw new DistributionError('percentile of an empty distribution');
}
