import { checkInt, DistributionError, MAX_OUTCOMES, productLeftover, type Distribution } from './Distribution.js';
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
 * face, so `1000d6` (5,001 outcomes, exact weights up to 6^1000) takes milliseconds.
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
  checkInt(n, 0, MAX_SUM_DICE, 'sumOf needs a count');
  const base = toDense(d);
  const span = (base.w.length - 1) * n + 1;
  if (span > MAX_OUTCOMES) throw new DistributionError(`${n} copies would exceed ${MAX_OUTCOMES} outcomes`);
  const acc: Dense =
    n === 0
      ? { min: 0, w: [1n] }
      : base.w.length === 0 || n === 1
        ? base
        : isUniform(base) && n < 2 * base.w.length
          ? slidingPower(base, n)
          : power(base, n, span);
  return fromDense(acc, productLeftover([d], n), d.depth);
}

/**
 * `f(x)^n` for a dense polynomial `f` with `f_0 > 0` (the die's lowest face has positive
 * weight), by Miller's recurrence from `P'·f = n·f'·P`:
 * `a_0 = f_0^n`, `a_j = Σ_{k=1..min(j,deg)} (k(n+1) − j)·f_k·a_{j−k} / (j·f_0)` (an exact division).
 */
function power(f: Dense, n: number, length: number): Dense {
  const f0 = f.w[0] ?? 0n;
  const ks: number[] = [];
  const fk: bigint[] = [];
  for (let k = 1; k < f.w.length; k++) {
    const w = f.w[k] ?? 0n;
    if (w !== 0n) {
      ks.push(k);
      fk.push(w);
    }
  }
  const a = new Array<bigint>(length);
  a[0] = f0 ** BigInt(n);
  const n1 = n + 1;
  for (let j = 1; j < length; j++) {
    let s = 0n;
    for (let i = 0; i < ks.length; i++) {
      const k = ks[i] as number;
      if (k > j) break;
      const c = k * n1 - j;
      if (c !== 0) s += BigInt(c) * (fk[i] as bigint) * (a[j - k] as bigint);
    }
    a[j] = s === 0n ? 0n : s / (BigInt(j) * f0);
  }
  return { min: f.min * n, w: a };
}

function isUniform(f: Dense): boolean {
  const w0 = f.w[0];
  return f.w.every((w) => w === w0);
}

/**
 * n-th power of a uniform die by sliding-window sums: about n²·width/2 additions, against
 * span·width for the power recurrence, so it wins for wide dice and few copies (`2d100000`).
 */
function slidingPower(f: Dense, n: number): Dense {
  const width = f.w.length;
  let w: bigint[] = f.w.slice();
  for (let i = 1; i < n; i++) {
    const next = new Array<bigint>(w.length + width - 1);
    let window = 0n;
    for (let k = 0; k < next.length; k++) {
      if (k < w.length) window += w[k] as bigint;
      if (k >= width) window -= w[k - width] as bigint;
      next[k] = window;
    }
    w = next;
  }
  // Each added die contributed its (equal) face weight once per window: scale at the end.
  const unit = f.w[0] ?? 1n;
  if (unit !== 1n) {
    const scale = unit ** BigInt(n - 1);
    w = w.map((x) => x * scale);
  }
  return { min: f.min * n, w };
}
