import { assertDistribution } from '../distribution/exact.js';
import { DistributionError, type Distribution, type Outcome } from '../distribution/Distribution.js';
import { fractionToNumber } from '../distribution/Fraction.js';
import { chiSquareSurvival } from './chiSquareSurvival.js';

/**
 * The result of a chi-square goodness-of-fit test ({@link goodnessOfFit}).
 * @since 0.1.0
 * @category Statistics
 */
export interface GoodnessOfFit {
  /** Pearson's χ² = Σ (observed − expected)² / expected over the merged bins; `Infinity` when a sample was impossible. */
  readonly statistic: number;
  /** Number of merged bins minus 1 (0 when the distribution has a single possible outcome). */
  readonly degreesOfFreedom: number;
  /** P(χ² ≥ statistic) under the hypothesis that the samples follow the distribution, in `0..1`. */
  readonly pValue: number;
}

/** Smallest expected count per bin for the chi-square approximation to hold (Cochran's rule). */
const MIN_EXPECTED = 5;

/**
 * Pearson's chi-square goodness-of-fit test of observed samples against an exact
 * distribution: use it to check that a sampler (or any RNG-driven roller, e.g. a virtual
 * tabletop's) produces the frequencies it should.
 *
 * Bins follow the distribution's outcome order (ascending for numbers). Neighbouring outcomes
 * whose expected count is below 5 are merged until every bin expects at least 5, so the
 * chi-square approximation is valid; the leftover mass of a truncated distribution (if any) is
 * one more bin that can never be observed. A sample that is not a possible outcome makes the
 * test fail outright: `statistic` is `Infinity` and `pValue` is 0.
 *
 * Use a very small threshold in automated tests (the project uses `pValue > 1e-6` with fixed
 * seeds), so a correct sampler practically never fails.
 *
 * @param d - The exact distribution the samples should follow.
 * @param samples - Either the raw samples, or a map from outcome to how many times it was
 *   seen (non-negative safe integers). At least one sample.
 * @returns The statistic, degrees of freedom and p-value.
 * @throws {@link DistributionError} if there are no samples, a count is negative or not a
 *   safe integer, or there are too few samples to form two bins of expected count ≥ 5 while
 *   the distribution has two or more possible outcomes (the test would have no power).
 * @example
 * ```ts
 * let rng = seed(1);
 * const twoD6 = sumOf(2, die(6));
 * const rolls: number[] = [];
 * for (let i = 0; i < 10_000; i++) {
 *   const [x, next] = sample(rng, twoD6);
 *   rolls.push(x);
 *   rng = next;
 * }
 * goodnessOfFit(twoD6, rolls).pValue > 1e-6; // true for a correct sampler
 * ```
 * @see {@link chiSquareSurvival}
 * @since 0.1.0
 * @category Statistics
 */
export function goodnessOfFit<T extends Outcome>(
  d: Distribution<T>,
  samples: readonly T[] | ReadonlyMap<T, number>,
): GoodnessOfFit {
  assertDistribution(d, 'goodnessOfFit');
  if (!Array.isArray(samples) && !(samples instanceof Map)) throw new DistributionError(`goodnessOfFit needs an array or a Map of samples, got ${typeof samples}`);
  const index = new Map<T, number>();
  for (let i = 0; i < d.outcomes.length; i++) index.set(d.outcomes[i] as T, i);
  const observed = new Array<number>(d.outcomes.length).fill(0);
  let impossible = 0;
  let n = 0;
  const tally = (o: T, count: number): void => {
    const i = index.get(o);
    if (i === undefined) impossible += count;
    else observed[i] = (observed[i] ?? 0) + count;
    n += count;
  };
  if (Array.isArray(samples)) {
    for (const o of samples as readonly T[]) tally(o, 1);
  } else {
    for (const [o, count] of samples as ReadonlyMap<T, number>) {
      if (!Number.isSafeInteger(count) || count < 0) {
        throw new DistributionError(`count of ${String(o)} must be a non-negative integer, got ${String(count)}`);
      }
      tally(o, count);
    }
  }
  if (n === 0) throw new DistributionError('goodnessOfFit needs at least one sample');
  if (!Number.isSafeInteger(n)) throw new DistributionError('goodnessOfFit: sample count exceeds 2^53');

  // Categories in order, then the never-observable leftover bin.
  const probs = (d.leftover > 0n ? [...d.weights, d.leftover] : d.weights).map((w) =>
    fractionToNumber({ num: w, den: d.total }),
  );
  const categories = probs.length;

  // Greedy merge of neighbours until each bin expects ≥ MIN_EXPECTED; bins are [observed, expected].
  const bins: [number, number][] = [];
  let accObs = 0;
  let accExp = 0;
  for (let i = 0; i < categories; i++) {
    accObs += observed[i] ?? 0;
    accExp += n * (probs[i] ?? 0);
    if (accExp >= MIN_EXPECTED) {
      bins.push([accObs, accExp]);
      accObs = accExp = 0;
    }
  }
  // A short tail joins the last bin (or is the only one).
  if (accExp > 0 || accObs > 0) {
    if (bins.length === 0) bins.push([0, 0]);
    const last = bins[bins.length - 1] as [number, number];
    last[0] += accObs;
    last[1] += accExp;
  }
  const degreesOfFreedom = Math.max(0, bins.length - 1);
  if (impossible > 0) return Object.freeze({ statistic: Infinity, degreesOfFreedom, pValue: 0 });
  if (degreesOfFreedom === 0) {
    if (categories > 1) {
      throw new DistributionError(
        `${n} samples are too few: no two bins reach an expected count of ${MIN_EXPECTED}`,
      );
    }
    return Object.freeze({ statistic: 0, degreesOfFreedom: 0, pValue: 1 });
  }
  let statistic = 0;
  for (const [o, e] of bins) statistic += ((o - e) * (o - e)) / e;
  return Object.freeze({ statistic, degreesOfFreedom, pValue: chiSquareSurvival(statistic, degreesOfFreedom) });
}
