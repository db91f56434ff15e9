import { map, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { assertSkill, degreeOf, type Degree } from './degree.js';
import { suitTestRollDistribution } from './suitTestRoll.js';

/**
 * The recommended skill modifiers (seed § Skills): very hard −5, hard −2, easy +2; +5 means
 * the task is so easy that a roll is probably not needed.
 * @example
 * ```ts
 * rollSuitTest(rng, 9, SUIT_TEST_MODIFIERS.hard);
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export const SUIT_TEST_MODIFIERS: Readonly<{
  /** Very hard: −5. */
  veryHard: -5;
  /** Hard: −2. */
  hard: -2;
  /** Easy: +2. */
  easy: 2;
  /** So easy that a roll is probably not needed: +5. */
  trivial: 5;
}> = Object.freeze({
  veryHard: -5,
  hard: -2,
  easy: 2,
  trivial: 5,
} as const);

/**
 * The result of one Suit test.
 * @since 0.1.0
 * @category Suit tests
 */
export interface SuitTestResult {
  /** The three dice as read, each 0..5 (a rolled 6 reads 0). */
  readonly dice: readonly [number, number, number];
  /** Their sum, 0..15; lower is better. */
  readonly roll: number;
  /** The modified skill the roll was compared with. */
  readonly skill: number;
  /** The Degree of Success ([Z20](../../../../docs/rulings/zilch.md#z20)). */
  readonly degree: Degree;
  /** `true` for CS and S. */
  readonly success: boolean;
}

/**
 * The exact distribution of the Degree of Success of a Suit test. It is the roll distribution
 * {@link suitTestRollDistribution} mapped through {@link degreeOf} — the same definition
 * {@link rollSuitTest} samples.
 *
 * @param skill - The Suit value (0..14; 0 after full drain) or any base skill, a whole number.
 * @param modifier - Situational modifier, e.g. {@link SUIT_TEST_MODIFIERS} (default 0).
 * @returns Weights over 216 for `CS`, `S`, `F`, `CF` (absent degrees are omitted).
 * @throws {@link SuitValueError} if `skill + modifier` is outside ±{@link SKILL_LIMIT}.
 * @example
 * ```ts
 * const d = suitTestDistribution(9);
 * probability(d, 'CS'); // 35/216 (roll ≤ 4)
 * probability(d, 'CF'); // 1/216 (only a 15)
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export function suitTestDistribution(skill: number, modifier = 0): Distribution<Degree> {
  assertSkill(skill, 'skill');
  assertSkill(modifier, 'modifier');
  const s = skill + modifier;
  assertSkill(s, 'modified skill');
  return map(suitTestRollDistribution(), (r) => degreeOf(r, s));
}

/**
 * Rolls a Suit test: 3d6 with 6s read as 0, succeeding on a roll ≤ the modified skill, with
 * the criticals of [Z20](../../../../docs/rulings/zilch.md#z20) (a 0 is CS unless skill ≤ 2; a 15 is CF unless skill ≥ 14).
 *
 * @param rng - Generator state; never mutated.
 * @param skill - The Suit value or skill, a whole number (0 is a fully drained Suit).
 * @param modifier - Situational modifier (default 0).
 * @returns The result and the next state.
 * @throws {@link SuitValueError} if `skill + modifier` is outside ±{@link SKILL_LIMIT}.
 * @example
 * ```ts
 * const [test, next] = rollSuitTest(seed(1), 9); // the 9♣ cliff climb
 * if (test.degree === 'CF') console.log('she falls');
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export function rollSuitTest(rng: Rng, skill: number, modifier = 0): readonly [result: SuitTestResult, next: Rng] {
  assertSkill(skill, 'skill');
  assertSkill(modifier, 'modifier');
  const s = skill + modifier;
  assertSkill(s, 'modified skill');
  const [a, r1] = rollDie(rng, 6);
  const [b, r2] = rollDie(r1, 6);
  const [c, r3] = rollDie(r2, 6);
  const dice = Object.freeze([a % 6, b % 6, c % 6] as const);
  const roll = dice[0] + dice[1] + dice[2];
  const degree = degreeOf(roll, s);
  return [Object.freeze({ dice, roll, skill: s, degree, success: degree === 'CS' || degree === 'S' }), r3];
}
