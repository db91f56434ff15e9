import { DistributionError, type Distribution } from './Distribution.js';
import { addUniform, convolve, fromDense, toDense, type Dense } from './dense.js';

/**
 * The most dice one {@link sumOf} call may add up (10,000). Larger counts throw before any
 * work starts.
 * @since 0.1.0
 * @category Limits
 */
export const MAX_SUM_DICE = 10_000;

/**
 * The distribution of the sum of `n` independent copies of `d` (the `NdX` of dice notation),
 * by convolution: uniform dice take one sliding-window pass per die, other shapes use
 * exponentiation by squaring. `1000d6` has 5,001 outcomes with exact weights up to 6^1000.
 *
 * Leftover mass: a sum with any leftover part is leftover.
 *
 * @param n - Number of copies, an integer in `0..10_000` ({@link MAX_SUM_DICE}); 0 gives `constant(0)`.
 * @param d - An integer-valued distribution.
 * @returns The distribution of the sum.
 * @throws {@link DistributionError} if `n` is out of range, `d` has non-integer outcomes, or
 *   the result would exceed {@link MAX_OUTCOMES} outcomes.
 * @example
 * ```ts
 * probabilityAtLeast(sumOf(2, die(6)), 7); // { num: 7n, den: 12n }
 * ```
 * @since 0.1.0
 * @category Distributions
 */
export function sumOf(n: number, d: Distribution<number>): Distribution<number> {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_SUM_DICE) {
    throw new DistributionError(`sumOf needs a count in 0..${MAX_SUM_DICE}, got ${String(n)}`);
  }
  const base = toDense(d);
  const span = (base.w.length - 1) * n + 1;
  if (span > 1_000_000) throw new DistributionError(`${n} copies would exceed 1000000 outcomes`);
  const leftover = d.total ** BigInt(n) - (d.total - d.leftover) ** BigInt(n);
  let acc: Dense = { min: 0, w: [1n] };
  const uniform = base.w.length > 0 && base.w.every((w) => w === base.w[0]);
  if (uniform) {
    const unit = base.w[0] ?? 1n;
    for (let i = 0; i < n; i++) acc = addUniform(acc, base.w.length, base.min);
    if (unit !== 1n) {
      const scale = unit ** BigInt(n);
      acc = { min: acc.min, w: acc.w.map((x) => x * scale) };
    }
  } else {
    let p: Dense = base;
    let k = n;
    while (k > 0) {
      if (k & 1) acc = convolve(acc, p);
      k >>= 1;
      if (k > 0) p = convolve(p, p);
    }
  }
  return fromDense(acc, leftover, d.depth);
}
