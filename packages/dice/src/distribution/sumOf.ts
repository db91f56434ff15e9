import { assertDistribution } from './exact.js';
import { checkInt, checkSum, DistributionError, MAX_OUTCOMES, productLeftover, words, type Distribution } from './Distribution.js';
import { fromDense, toDense, type Dense } from './dense.js';

/**
 * The most dice one {@link sumOf} call may add up (10,000). Larger counts throw before any
 * work starts.
 * @since 0.1.0
 * @category Limits
 */
export const MAX_SUM_DICE = 10_000;

/**
 * The distribution of the sum of `n` independent copies of `d` (the `NdX` of dice notation),
 * computed as the n-th power of the die's generating polynomial with J.C.P. Miller's
 * recurrence: each of the `n·span + 1` result weights costs one small multiply-add per
 * face (four for a uniform die), so `1000d6` (5,001 outcomes, exact weights up to 6^1000) takes milliseconds.
 *
 * Leftover mass: a sum with any leftover part is leftover.
 *
 * @param n - Number of copies, an integer in `0..10_000` ({@link MAX_SUM_DICE}); 0 gives `constant(0)`.
 * @param d - An integer-valued distribution.
 * @returns The distribution of the sum.
 * @throws {@link DistributionError} if `n` is out of range, `d` has non-integer outcomes, the
 *   result would exceed {@link MAX_OUTCOMES} outcomes, or the estimated work (outcomes × faces,
 *   or × 4 for a uniform die, weighted by the weights' size) exceeds {@link MAX_POOL_WORK}
 *   (`1000d1000` and `5000d100` do; `300d1000` and `2000d100` take a few seconds).
 * @example
 * ```ts
 * probabilityAtLeast(sumOf(2, die(6)), 7); // { num: 7n, den: 12n }
 * ```
 * @since 0.1.0
 * @category Distributions
 */
export function sumOf(n: number, d: Distribution<number>): Distribution<number> {
  assertDistribution(d, 'sumOf');
  checkInt(n, 0, MAX_SUM_DICE, 'sumOf needs a count');
  const base = toDense(d);
  const span = (base.w.length - 1) * n + 1;
  if (span > MAX_OUTCOMES) throw new DistributionError(`${n} copies would exceed ${MAX_OUTCOMES} outcomes`);
  const acc: Dense = n === 0 ? { min: 0, w: [1n] } : base.w.length === 0 || n === 1 ? base : power(base, n, span);
  return fromDense(acc, productLeftover([d], n), d.depth);
}

/**
 * `f(x)^n` for a dense polynomial `f` with `f_0 > 0` (the die's lowest face has positive
 * weight), by Miller's recurrence from `P'·f = n·f'·P`:
 * `a_0 = f_0^n`, `a_j = Σ_{k=1..min(j,deg)} (k(n+1) − j)·f_k·a_{j−k} / (j·f_0)` (an exact division).
 * For a uniform die (`w` equal weights, `f = f_0·(1 − x^w)/(1 − x)`) the same identity has only
 * three terms: `(j+1)·a_{j+1} = (j+n)·a_j + (j+1−w−nw)·a_{j+1−w} + (nw−n+w−j)·a_{j−w}`, so
 * `1000d1000`-sized sums cost one pass instead of one per face.
 */
function power(f: Dense, n: number, length: number): Dense {
  const f0 = f.w[0] ?? 0n;
  const w = f.w.length;
  const ks: number[] = [];
  const fk: bigint[] = [];
  let sum = f0;
  let big = f0;
  for (let k = 1; k < w; k++) {
    const x = f.w[k] ?? 0n;
    sum += x;
    if (x > big) big = x;
    if (x !== 0n) {
      ks.push(k);
      fk.push(x);
    }
  }
  const uniform = f.w.every((x) => x === f0);
  // Each result weight costs one multiply-add per face (4 for a uniform die) on weights of up to sum^n.
  checkSum(length * (uniform ? 4 : ks.length), words(big), words(sum, n), `the sum of ${n} dice with ${w} faces`);
  const a = new Array<bigint>(length);
  a[0] = f0 ** BigInt(n);
  const n1 = n + 1;
  // A die whose weights read the same both ways (every fair die) has a sum that does too:
  // the upper half is the lower half mirrored, so only the lower half is worked out.
  const mirrored = length === (w - 1) * n + 1 && f.w.every((x, k) => x === f.w[w - 1 - k]);
  const half = mirrored ? (length + 1) >> 1 : length;
  for (let j = 1; j < half; j++) {
    let s = 0n;
    if (uniform) {
      // a[negative] is undefined, read as 0.
      s = BigInt(j + n - 1) * (a[j - 1] as bigint) + BigInt(j - w - n * w) * (a[j - w] ?? 0n) + BigInt(n * w - n + w - j + 1) * (a[j - 1 - w] ?? 0n);
      a[j] = s / BigInt(j);
      continue;
    }
    for (let i = 0; i < ks.length; i++) {
      const k = ks[i] as number;
      if (k > j) break;
      const c = k * n1 - j;
      if (c !== 0) s += BigInt(c) * (fk[i] as bigint) * (a[j - k] as bigint);
    }
    a[j] = s === 0n ? 0n : s / (BigInt(j) * f0);
  }
  for (let j = half; j < length; j++) a[j] = a[length - 1 - j] as bigint;
  return { min: f.min * n, w: a };
}
