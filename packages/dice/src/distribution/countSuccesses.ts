import { assertDistribution, assertCallback } from './exact.js';
import { build, DistributionError, type Distribution, type Outcome } from './Distribution.js';
import { sumOf } from './sumOf.js';

/**
 * The distribution of the net number of successes — successes minus failures — over `n`
 * independent copies of `d`: success counting as in World of Darkness (`10d10`, 8+ succeeds,
 * 1 cancels one success) or Shadowrun (5–6 hit). Each die counts +1, −1 or 0, and the dice are
 * combined by exact binomial/trinomial convolution, so hundreds of dice are cheap.
 * The result can be negative when failures outnumber successes.
 *
 * Leftover: a pool with any leftover die is leftover, as in {@link sumOf}.
 *
 * @param n - Number of dice, an integer in `0..10_000` ({@link MAX_SUM_DICE}).
 * @param d - The distribution of one die (any outcome type).
 * @param isSuccess - Pure test: `true` for a face that counts as one success.
 * @param isFailure - Optional pure test: `true` for a face that cancels one success. A face
 *   may not be both.
 * @returns The distribution of #successes − #failures, over `−n..n`.
 * @throws {@link DistributionError} if `n` is out of range, some face is both a success
 *   and a failure, or the work estimated as for {@link sumOf} exceeds {@link MAX_POOL_WORK}.
 * @example
 * ```ts
 * const hits = countSuccesses(6, die(6), (x) => x >= 5); // Shadowrun, 6 dice
 * probabilityAtLeast(hits, 1); // { num: 665n, den: 729n }
 * ```
 * @see {@link sumOf}
 * @since 0.1.0
 * @category Dice pools
 */
export function countSuccesses<T extends Outcome>(
  n: number,
  d: Distribution<T>,
  isSuccess: (face: T) => boolean,
  isFailure?: (face: T) => boolean,
): Distribution<number> {
  assertDistribution(d, 'countSuccesses');
  assertCallback(isSuccess, 'countSuccesses: isSuccess');
  if (isFailure !== undefined) assertCallback(isFailure, 'countSuccesses: isFailure');
  const perDie = d.outcomes.map((o, i) => {
    const s = isSuccess(o);
    const f = isFailure?.(o) ?? false;
    if (s && f) throw new DistributionError(`face ${String(o)} is both a success and a failure`);
    return [s ? 1 : f ? -1 : 0, d.weights[i] ?? 0n] as const;
  });
  return sumOf(n, build(perDie, d.leftover, d.depth));
}
