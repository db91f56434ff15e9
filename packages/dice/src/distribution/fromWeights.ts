import { build, DistributionError, type Distribution, type Outcome } from './Distribution.js';

/**
 * Builds a distribution from outcome/weight pairs. Repeated outcomes are merged; weight 0
 * outcomes can never occur and are dropped.
 *
 * @param entries - Pairs `[outcome, weight]`; weights are non-negative integers (number or bigint).
 * @returns The normalized distribution.
 * @throws {@link DistributionError} if a weight is negative, fractional or not finite, if an
 *   outcome is NaN, ±Infinity, `undefined` or `null`, or if no outcome has a positive weight.
 * @example
 * ```ts
 * const coin = fromWeights([['heads', 1], ['tails', 1]]);
 * ```
 * @since 0.1.0
 * @category Distributions
 */
export function fromWeights<T extends Outcome>(
  entries: Iterable<readonly [T, number | bigint]>,
): Distribution<T> {
  if (typeof (entries as { [Symbol.iterator]?: unknown } | null)?.[Symbol.iterator] !== 'function' || typeof entries === 'string') throw new DistributionError(`fromWeights needs an iterable of [outcome, weight] pairs, got ${typeof entries}`);
  const out: [T, bigint][] = [];
  for (const entry of entries) {
    if (!Array.isArray(entry) || entry.length !== 2) throw new DistributionError('fromWeights needs [outcome, weight] pairs');
    const [o, w] = entry as readonly [T, number | bigint];
    if (typeof w === 'number' && !Number.isSafeInteger(w)) {
      throw new DistributionError(`weight of ${String(o)} must be a whole number, got ${String(w)}`);
    }
    out.push([o, BigInt(w)]);
  }
  return build(out);
}
