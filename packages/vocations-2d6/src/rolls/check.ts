// The core roll of the game: 2d6 + modifiers against a target number.
import { type Distribution, type Rng } from '@rollwright/dice';
import { assertInt, assertModifier, exactOf, MAX_MODIFIER } from './internal.js';
import { assertTwoDice, roll2d6, TWO_D6, type TwoDice } from './dice.js';

/**
 * The target of a roll when the rules name none ([ruling V02](../../../../docs/rulings/vocations-2d6.md#v02)).
 *
 * @example
 * ```ts
 * DEFAULT_TARGET; // 9
 * ```
 * @since 0.1.0
 * @category Rolls
 */
export const DEFAULT_TARGET = 9;

/**
 * What a 2d6 check adds and must reach.
 *
 * @since 0.1.0
 * @category Rolls
 */
export interface CheckSetup {
  /** Everything added to the 2d6: attribute, skill or vocation, trait and situational modifiers (−50..50). */
  readonly bonus: number;
  /** The number to reach; a tie succeeds (default {@link DEFAULT_TARGET}, 0..50). */
  readonly target?: number;
  /** Lucky: double 5s or double 6s succeed whatever the total. */
  readonly lucky?: boolean;
}

/**
 * A resolved check.
 *
 * @since 0.1.0
 * @category Rolls
 */
export interface CheckResult {
  /** The two faces rolled. */
  readonly dice: TwoDice;
  /** Faces + bonus. */
  readonly total: number;
  /** The target used. */
  readonly target: number;
  /** `total ≥ target`, or an automatic success. */
  readonly success: boolean;
  /** Whether Lucky made it succeed regardless of the total. */
  readonly automatic: boolean;
}

/**
 * The two outcomes of a check.
 *
 * @since 0.1.0
 * @category Rolls
 */
export type CheckOutcome = 'success' | 'failure';

/** @internal */
export function assertCheck(setup: CheckSetup): void {
  assertModifier('bonus', setup.bonus);
  if (setup.target !== undefined) assertInt('target', setup.target, 0, MAX_MODIFIER);
}

/**
 * Resolves a check on given dice: succeed when 2d6 + bonus ≥ target, ties succeeding, target 9
 * unless told ([ruling V02](../../../../docs/rulings/vocations-2d6.md#v02)); with Lucky, 5-5 and
 * 6-6 always succeed ([ruling V03](../../../../docs/rulings/vocations-2d6.md#v03)).
 * Source: vocations-2d6.txt › Combat, Exploration.
 *
 * @param setup - Bonus, target, Lucky.
 * @param dice - The two faces (1..6).
 * @returns The result.
 * @throws {@link VocationsInputError} if the bonus, target or a face is out of range.
 * @example
 * ```ts
 * resolveCheck({ bonus: 2 }, [3, 4]).success; // true: 3 + 4 + 2 = 9 meets 9
 * ```
 * @since 0.1.0
 * @category Rolls
 */
export function resolveCheck(setup: CheckSetup, dice: TwoDice): CheckResult {
  assertCheck(setup);
  assertTwoDice(dice);
  const target = setup.target ?? DEFAULT_TARGET;
  const total = dice[0] + dice[1] + setup.bonus;
  const automatic = setup.lucky === true && dice[0] === dice[1] && dice[0] >= 5 && total < target;
  return Object.freeze({ dice, total, target, success: automatic || total >= target, automatic });
}

/**
 * The exact distribution of a check's outcome, from {@link resolveCheck} over the 36 rolls.
 *
 * @param setup - Bonus, target, Lucky.
 * @returns `success` / `failure`, weights over 36.
 * @throws {@link VocationsInputError} on a bad bonus or target.
 * @example
 * ```ts
 * probability(checkDistribution({ bonus: 0 }), 'success'); // 10/36 = 5/18
 * ```
 * @since 0.1.0
 * @category Rolls
 */
export function checkDistribution(setup: CheckSetup): Distribution<CheckOutcome> {
  assertCheck(setup);
  return exactOf<CheckOutcome>(TWO_D6, (f) => (resolveCheck(setup, [f[0] ?? 1, f[1] ?? 1]).success ? 'success' : 'failure'), ['success', 'failure']);
}

/**
 * Rolls a check: 2d6, resolved by {@link resolveCheck}.
 *
 * @param rng - Generator state; never mutated.
 * @param setup - Bonus, target, Lucky.
 * @returns The result (with the dice) and the next state.
 * @throws {@link VocationsInputError} on a bad bonus or target.
 * @example
 * ```ts
 * const [result, next] = rollCheck(seed(1), { bonus: 1, target: 10 });
 * ```
 * @since 0.1.0
 * @category Rolls
 */
export function rollCheck(rng: Rng, setup: CheckSetup): readonly [result: CheckResult, next: Rng] {
  assertCheck(setup);
  const [dice, next] = roll2d6(rng);
  return [resolveCheck(setup, dice), next];
}
