import { combine, type Distribution, type Rng } from '@rollwright/dice';
import { assertSkill, degreeOf } from './degree.js';
import { suitTestRollDistribution } from './suitTestRoll.js';
import { rollSuitTest, type SuitTestResult } from './suitTest.js';

/**
 * The winner of a contest: contestant `a` (the initiator, if there is one), `b`, or `draw`.
 * @since 0.1.0
 * @category Suit tests
 */
export type ContestWinner = 'a' | 'b' | 'draw';

/**
 * Options of a contest ([Z21](../../../../docs/rulings/zilch.md#z21)).
 * @since 0.1.0
 * @category Suit tests
 */
export interface ContestOptions {
  /**
   * How a tie between two successes with equal rolls is settled when a victor is needed now:
   * `'none'` (default) leaves it a draw (the struggle goes on); `'initiator'` gives it to `a`;
   * `'higherSkill'` gives it to the higher modified skill (still a draw when equal — reroll).
   * Two failures are always a draw (a non-starter).
   */
  readonly tieBreak?: 'none' | 'initiator' | 'higherSkill';
}

/**
 * Decides a non-combat contest from two Suit-test rolls ([Z21](../../../../docs/rulings/zilch.md#z21)): both fail → draw; one succeeds
 * → it wins; both succeed → the lower roll wins (a CS does not beat a lower S); equal rolls →
 * draw unless `tieBreak` says otherwise.
 *
 * @param rollA - `a`'s roll, 0..15.
 * @param skillA - `a`'s modified skill.
 * @param rollB - `b`'s roll, 0..15.
 * @param skillB - `b`'s modified skill.
 * @param options - Tie-breaking rule.
 * @returns The winner.
 * @throws {@link SuitValueError} for a roll outside 0..15 or a skill outside ±{@link SKILL_LIMIT}.
 * @example
 * ```ts
 * contestWinner(3, 9, 5, 12); // 'a' (both succeed, lower roll wins)
 * contestWinner(10, 9, 11, 9); // 'draw' (both fail)
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export function contestWinner(
  rollA: number,
  skillA: number,
  rollB: number,
  skillB: number,
  options: ContestOptions = {},
): ContestWinner {
  const okA = degreeOf(rollA, skillA) === 'CS' || degreeOf(rollA, skillA) === 'S';
  const okB = degreeOf(rollB, skillB) === 'CS' || degreeOf(rollB, skillB) === 'S';
  if (okA && !okB) return 'a';
  if (okB && !okA) return 'b';
  if (!okA && !okB) return 'draw';
  if (rollA < rollB) return 'a';
  if (rollB < rollA) return 'b';
  const tie = options.tieBreak ?? 'none';
  if (tie === 'initiator') return 'a';
  if (tie === 'higherSkill' && skillA !== skillB) return skillA > skillB ? 'a' : 'b';
  return 'draw';
}

/**
 * The exact distribution of a contest's winner, over 216² = 46 656: the two roll
 * distributions combined through {@link contestWinner}, the same definition {@link rollContest} samples.
 *
 * @param skillA - `a`'s modified skill (the initiator).
 * @param skillB - `b`'s modified skill.
 * @param options - Tie-breaking rule ([Z21](../../../../docs/rulings/zilch.md#z21)).
 * @returns The distribution of `'a' | 'b' | 'draw'`.
 * @throws {@link SuitValueError} if a skill is outside ±{@link SKILL_LIMIT}.
 * @example
 * ```ts
 * probability(contestDistribution(7, 7), 'a'); // equal to P('b') by symmetry
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export function contestDistribution(skillA: number, skillB: number, options: ContestOptions = {}): Distribution<ContestWinner> {
  assertSkill(skillA, 'skill a');
  assertSkill(skillB, 'skill b');
  const r = suitTestRollDistribution();
  return combine(r, r, (x, y) => contestWinner(x, skillA, y, skillB, options));
}

/**
 * The result of {@link rollContest}.
 * @since 0.1.0
 * @category Suit tests
 */
export interface ContestResult {
  /** `a`'s Suit test. */
  readonly a: SuitTestResult;
  /** `b`'s Suit test. */
  readonly b: SuitTestResult;
  /** Who won. */
  readonly winner: ContestWinner;
}

/**
 * Rolls a contest: each side makes a Suit test, then {@link contestWinner} decides ([Z21](../../../../docs/rulings/zilch.md#z21)).
 *
 * @param rng - Generator state; never mutated.
 * @param skillA - `a`'s modified skill (the initiator).
 * @param skillB - `b`'s modified skill.
 * @param options - Tie-breaking rule.
 * @returns Both tests and the winner, and the next state.
 * @throws {@link SuitValueError} if a skill is outside ±{@link SKILL_LIMIT}.
 * @example
 * ```ts
 * const [{ winner }, next] = rollContest(seed(3), 9, 7);
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export function rollContest(
  rng: Rng,
  skillA: number,
  skillB: number,
  options: ContestOptions = {},
): readonly [result: ContestResult, next: Rng] {
  const [a, r1] = rollSuitTest(rng, skillA);
  const [b, r2] = rollSuitTest(r1, skillB);
  return [Object.freeze({ a, b, winner: contestWinner(a.roll, skillA, b.roll, skillB, options) }), r2];
}
