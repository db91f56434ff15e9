import { SuitValueError } from '../errors/SuitValueError.js';
import { shown } from '../errors/shown.js';

/**
 * A Degree of Success (seed § Skills): `CS` critical success, `S` success, `F` failure,
 * `CF` critical failure.
 * @example
 * ```ts
 * const d: Degree = 'CS';
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export type Degree = 'CS' | 'S' | 'F' | 'CF';

/**
 * The four degrees, best first.
 * @example
 * ```ts
 * DEGREES.indexOf('S'); // 1
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export const DEGREES: readonly Degree[] = Object.freeze(['CS', 'S', 'F', 'CF'] as const);

/**
 * Largest magnitude accepted for a modified skill: skills must be whole numbers in
 * `-SKILL_LIMIT..SKILL_LIMIT`. Anything outside is surely a bug (a roll is always 0..15).
 * @example
 * ```ts
 * SKILL_LIMIT; // 50
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export const SKILL_LIMIT = 50;

/** @internal Validates a modified skill. */
export function assertSkill(skill: number, label = 'skill'): void {
  if (!Number.isInteger(skill) || Math.abs(skill) > SKILL_LIMIT) {
    throw new SuitValueError(`${label} must be a whole number in -${SKILL_LIMIT}..${SKILL_LIMIT}, got ${shown(skill)}`, label, skill);
  }
}

/**
 * The Degree of Success of a Suit-test roll against a (modified) skill, checked in the order
 * of ruling [Z20](../../../../docs/rulings/zilch.md#z20): (1) a 0 is CS when skill ≥ 3; (2) a 15 is CF when skill ≤ 13; (3) roll ≤
 * skill − 5 is CS; (4) roll ≤ skill is S; (5) roll > skill + 5 is CF; (6) otherwise F.
 *
 * @param roll - The test roll, 0..15 (3d6 with 6s as 0).
 * @param skill - The modified skill, a whole number within ±{@link SKILL_LIMIT} (Suit value plus modifiers).
 * @returns The degree.
 * @throws {@link SuitValueError} if `roll` is not 0..15 or `skill` is out of range.
 * @example
 * ```ts
 * // the seed's cliff climb with 9♣
 * degreeOf(4, 9);  // 'CS'
 * degreeOf(9, 9);  // 'S'
 * degreeOf(14, 9); // 'F'
 * degreeOf(15, 9); // 'CF'
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export function degreeOf(roll: number, skill: number): Degree {
  if (!Number.isInteger(roll) || roll < 0 || roll > 15) throw new SuitValueError(`a Suit-test roll is 0..15, got ${String(roll)}`);
  assertSkill(skill);
  if (roll === 0 && skill >= 3) return 'CS';
  if (roll === 15 && skill <= 13) return 'CF';
  if (roll <= skill - 5) return 'CS';
  if (roll <= skill) return 'S';
  if (roll > skill + 5) return 'CF';
  return 'F';
}
