import { checkInt, DistributionError, type Distribution } from './Distribution.js';
import { convolve, fromDense, toDense, type Dense } from './dense.js';
import { checkWork } from './pool.js';

/**
 * The most extra rolls per die that {@link explode} accepts as `depth` (100).
 * @since 0.1.0
 * @category Limits
 */
export const MAX_EXPLODE_DEPTH = 100;

/**
 * Options of {@link explode}.
 * @since 0.1.0
 * @category Dice modifiers
 */
export interface ExplodeOptions {
  /**
   * `'explode'` (`!`): a matching face adds another roll, which may match again.
   * `'compound'` (`!!`): the same rolls, shown as one die — the per-die sum is identical.
   * `'penetrate'` (`!p`): like explode, but each extra roll counts one less (a 6 then a 4
   * on a d6 gives 6 + 3); whether an extra roll explodes is decided on its face before the −1.
   */
  readonly mode: 'explode' | 'compound' | 'penetrate';
  /**
   * Most EXTRA rolls per die, an integer in `0..100` ({@link MAX_EXPLODE_DEPTH}) — icepool's
   * convention, so `depth: 0` rolls once. A path whose last permitted roll still matches
   * would explode again: its mass goes to `leftover` (and `depth` is recorded on the result),
   * never dropped and never spread over the other outcomes.
   */
  readonly depth: number;
}

/** Splits a die into its non-matching (`keep`) and matching (`again`) faces, each shifted by `shift`. */
function split(d: Dense, match: (face: number) => boolean, shift: number): { keep: Dense; again: Dense } {
  const hit = d.w.map((_, i) => match(d.min + i));
  const part = (again: boolean): Dense => ({ min: d.min + shift, w: d.w.map((w, i) => (hit[i] === again ? w : 0n)) });
  return { keep: part(false), again: part(true) };
}

/** The pointwise sum of two dense weight lists (a mixture, not a convolution). */
function addDense(a: Dense, b: Dense): Dense {
  const min = Math.min(a.min, b.min);
  const w = new Array<bigint>(Math.max(a.min + a.w.length, b.min + b.w.length) - min).fill(0n);
  for (const x of [a, b]) x.w.forEach((v, i) => (w[x.min - min + i] = (w[x.min - min + i] as bigint) + v));
  return { min, w };
}

/**
 * The distribution of ONE exploding die's contribution (sum of its rolls) — e.g. `1d6!`,
 * Savage Worlds aces, or HackMaster penetration. Use {@link sumOf} for several dice
 * (`sumOf(8, explode(die(10), (x) => x === 10, { mode: 'explode', depth: 3 }))` is `8d10!`
 * with at most 3 extra rolls per die).
 *
 * Exact and honest: the result's `total` is `d.total^(depth+1)`; the mass of rolls still
 * exploding when the depth limit is reached is `leftover`, and `depth` is set on the result.
 * For a d6 exploding on 6 with depth 20, leftover is exactly 1/6^21 and the truncated mean is
 * within 1e-12 of the limit 21/5. Leftover of `d` itself stays leftover.
 *
 * @param d - The distribution of one die (integer outcomes).
 * @param match - Pure test: `true` for faces that explode (e.g. `(x) => x === 6`).
 * @param options - Mode and depth, see {@link ExplodeOptions}.
 * @returns The distribution of the die's total, with the truncated mass as leftover.
 * @throws {@link DistributionError} if `depth` is not an integer in `0..100`, `mode` is
 *   unknown (or `options` is missing), `d` has non-integer outcomes, the estimated work (exploding faces × face span ×
 *   depth²/2, and each roll's sum as for {@link add}) exceeds {@link MAX_POOL_WORK}, or the result would exceed {@link MAX_OUTCOMES} outcomes.
 * @example
 * ```ts
 * const ace = explode(die(6), (x) => x === 6, { mode: 'explode', depth: 20 });
 * ace.leftover * 6n ** 21n === ace.total; // true: 1/6^21 of the mass is cut off
 * ```
 * @see {@link reroll}, {@link MAX_EXPLODE_DEPTH}
 * @since 0.1.0
 * @category Dice modifiers
 */
export function explode(
  d: Distribution<number>,
  match: (face: number) => boolean,
  options: ExplodeOptions,
): Distribution<number> {
  const { mode, depth } = options ?? {};
  if (mode !== 'explode' && mode !== 'compound' && mode !== 'penetrate') {
    throw new DistributionError(`unknown explode mode ${JSON.stringify(mode)}`);
  }
  checkInt(depth, 0, MAX_EXPLODE_DEPTH, 'explode depth must be an integer');
  const base = toDense(d);
  const first = split(base, match, 0);
  const exploding = first.again.w.reduce((c, w) => (w === 0n ? c : c + 1), 0);
  const width = base.w.length;
  const work = exploding * width * ((depth * (depth + 1)) / 2 + 1);
  checkWork(work, `exploding ${exploding} of ${width} faces to depth ${depth}`);
  const extra = mode === 'penetrate' ? split(base, match, -1) : first;
  // F = contribution of roll j and everything after it, with total T^(depth − j + 1).
  // Last permitted roll: keep non-matching faces; matching ones are leftover.
  let acc: Dense = depth === 0 ? first.keep : extra.keep;
  let scale = 1n;
  for (let j = depth - 1; j >= 0; j--) {
    scale *= d.total;
    const part = j === 0 ? first : extra;
    acc = addDense({ min: part.keep.min, w: part.keep.w.map((w) => w * scale) }, convolve(part.again, acc));
  }
  const total = d.total ** BigInt(depth + 1);
  let listed = 0n;
  for (const w of acc.w) listed += w;
  const leftover = total - listed;
  return fromDense(acc, leftover, exploding > 0 && leftover > 0n ? depth : d.depth);
}
