import { assertDistribution, assertCallback } from './exact.js';
import { build, type Distribution, type Outcome } from './Distribution.js';

/**
 * Applies a function to every outcome, merging outcomes that map to the same value.
 * The leftover mass (if any) is carried over unchanged.
 *
 * @param d - Source distribution.
 * @param f - Pure function of one outcome.
 * @returns The distribution of `f(X)`.
 * @throws {@link DistributionError} if `f` returns NaN, ±Infinity, `undefined` or `null` (the
 *   error names the value).
 * @example
 * ```ts
 * const even = map(die(6), (x) => x % 2 === 0); // true 3/6, false 3/6
 * ```
 * @since 0.1.0
 * @category Distributions
 */
export function map<T extends Outcome, U extends Outcome>(d: Distribution<T>, f: (value: T) => U): Distribution<U> {
  assertDistribution(d, 'map');
  assertCallback(f, 'map: f');
  return build(
    d.outcomes.map((o, i) => [f(o), d.weights[i] ?? 0n] as const),
    d.leftover,
    d.depth,
  );
}
