import { DistributionError } from '../distribution/Distribution.js';
import { regularizedGammaQ } from './gamma.js';

/**
 * The upper tail of the chi-square distribution, P(χ²ₖ ≥ `statistic`): the p-value of a
 * chi-square test. Computed as the regularized upper incomplete gamma function
 * Q(k/2, x/2) (series or continued fraction, absolute error below 1e-14 in tests).
 *
 * @param statistic - The observed chi-square value, a number `≥ 0` (`Infinity` gives 0).
 * @param degreesOfFreedom - k, an integer `≥ 1`.
 * @returns A probability in `0..1`.
 * @throws {@link DistributionError} if `statistic` is negative or NaN, or
 *   `degreesOfFreedom` is not a positive safe integer.
 * @example
 * ```ts
 * chiSquareSurvival(3.841458820694124, 1); // ≈ 0.05
 * chiSquareSurvival(18.307038053275146, 10); // ≈ 0.05
 * ```
 * @see {@link goodnessOfFit}
 * @since 0.1.0
 * @category Statistics
 */
export function chiSquareSurvival(statistic: number, degreesOfFreedom: number): number {
  if (!Number.isSafeInteger(degreesOfFreedom) || degreesOfFreedom < 1) {
    throw new DistributionError(`degrees of freedom must be a positive integer, got ${typeof degreesOfFreedom === 'number' ? String(degreesOfFreedom) : typeof degreesOfFreedom}`);
  }
  if (typeof statistic !== 'number' || Number.isNaN(statistic) || statistic < 0) {
    throw new DistributionError(`a chi-square statistic must be a number ≥ 0, got ${typeof statistic === 'number' ? String(statistic) : typeof statistic}`);
  }
  if (statistic === Infinity) return 0;
  return regularizedGammaQ(degreesOfFreedom / 2, statistic / 2);
}
