import { checkInt } from '../distribution/Distribution.js';
import { formulaOf, type Formula } from './compile.js';
import { checkFormulaWork, type DistributionOptions } from './distribution.js';

/**
 * How big {@link distribution} of a formula would be, worked out from the formula alone in
 * microseconds, without building anything: upper bounds on its number of outcomes and on the
 * decimal digits of its total weight (every weight has at most that many digits). Use it to
 * refuse or warn before asking for an exact table that would not fit a screen, a message or a
 * budget. It also runs the work estimate `distribution` runs first, so a formula
 * `distribution` would refuse at once is refused here too.
 *
 * The bounds are exact for sums of plain dice (`10000d6`: 50,001 outcomes, 7,782 digits) and
 * may be larger than the real figures for rerolls, unique dice, keep/drop, success counting,
 * rolled side counts (`1d(1d6)`: 4 digits for a total of 360) and explosions (whose weights
 * are counted to the full `depth`).
 *
 * @param formula - A {@link Formula} or a notation string.
 * @param options - As for {@link distribution} (the explosion `depth`, 0..100, default 20).
 * @returns `outcomes` (≥ 1) and `digits` (≥ 1), both upper bounds.
 * @throws {@link DiceNotationError} if the notation or the `rounding` option is invalid.
 * @throws {@link DistributionError} for a bad `depth`, or if `distribution` would refuse the
 *   formula before starting (over `MAX_OUTCOMES` outcomes or `MAX_POOL_WORK` steps).
 * @example
 * ```ts
 * estimateDistribution('300d1000'); // { outcomes: 299701, digits: 901 }
 * estimateDistribution('2d6');      // { outcomes: 11, digits: 2 }
 * ```
 * @see {@link distribution}
 * @since 1.0.0
 * @category Dice notation
 */
export function estimateDistribution(
  formula: Formula | string,
  options?: DistributionOptions,
): {
  /** At most this many outcomes. */
  readonly outcomes: number;
  /** The total weight (and so every weight) has at most this many decimal digits. */
  readonly digits: number;
} {
  const f = formulaOf(formula, options);
  const depth = options?.depth ?? 20;
  checkInt(depth, 0, 100, 'depth must be an integer');
  const shape = checkFormulaWork(f, depth);
  // A number below 2^bits has at most ⌊bits·log10 2⌋ + 1 digits (a hair added against rounding).
  return { outcomes: shape.width, digits: Math.floor(shape.weightBits * Math.LOG10E * Math.LN2 + 1e-9) + 1 };
}
