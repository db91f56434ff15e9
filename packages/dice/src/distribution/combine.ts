import { assertDistribution, assertCallback } from './exact.js';
import { build, DistributionError, MAX_OUTCOMES, productLeftover, type Distribution, type Outcome } from './Distribution.js';

/**
 * The distribution of `f(A, B)` for independent `A` and `B` (any binary operation).
 * Costs `|A|·|B|` calls of `f`; that product may not exceed 10^8.
 *
 * Leftover mass: a pair counts as leftover when either side is leftover, so the result's
 * `total` is `a.total · b.total` and still sums to 1.
 *
 * @param a - First operand.
 * @param b - Second operand (independent of `a`).
 * @param f - Pure binary function.
 * @returns The distribution of `f(A, B)`.
 * @throws {@link DistributionError} if `|A|·|B|` exceeds 10^8, the result has more than
 *   {@link MAX_OUTCOMES} outcomes, or `f` returns NaN, ±Infinity (`x / 0`), `undefined` or
 *   `null` (the error names the value).
 * @example
 * ```ts
 * const adv = combine(die(20), die(20), Math.max);
 * probabilityAtLeast(adv, 11); // { num: 3n, den: 4n }
 * ```
 * @since 0.1.0
 * @category Distributions
 */
export function combine<A extends Outcome, B extends Outcome, R extends Outcome>(
  a: Distribution<A>,
  b: Distribution<B>,
  f: (x: A, y: B) => R,
): Distribution<R> {
  assertDistribution(a, 'combine');
  assertDistribution(b, 'combine');
  assertCallback(f, 'combine: f');
  if (a.outcomes.length * b.outcomes.length > 100_000_000) {
    throw new DistributionError(
      `combining ${a.outcomes.length} × ${b.outcomes.length} outcomes exceeds the limit of 10^8 pairs`,
    );
  }
  const acc = new Map<R, bigint>();
  for (let i = 0; i < a.outcomes.length; i++) {
    const x = a.outcomes[i] as A;
    const wx = a.weights[i] ?? 0n;
    for (let j = 0; j < b.outcomes.length; j++) {
      const r = f(x, b.outcomes[j] as B);
      acc.set(r, (acc.get(r) ?? 0n) + wx * (b.weights[j] ?? 0n));
    }
    if (acc.size > MAX_OUTCOMES) throw new DistributionError(`result exceeds ${MAX_OUTCOMES} outcomes`);
  }
  return build(acc, productLeftover([a, b]), a.depth ?? b.depth);
}
