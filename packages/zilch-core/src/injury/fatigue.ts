import { constant, die, fromWeights, map, rollDie, sumOf, type Distribution, type Rng } from '@rollwright/dice';
import type { Degree } from '../suitTest/degree.js';
import { rollSuitTest, suitTestDistribution, type SuitTestResult } from '../suitTest/suitTest.js';
import { effectiveSuit, type Character } from '../characters/character.js';
import { applyDamage, freezeCharacter, type InjuryEvent } from './damage.js';

/**
 * The highest fatigue level: 1 Slowed, 2 + Hampered, 3 + Unconscious (seed § Fatigue).
 * @example
 * ```ts
 * MAX_FATIGUE; // 3
 * ```
 * @since 0.1.0
 * @category Fatigue
 */
export const MAX_FATIGUE = 3;

/**
 * Fatigue levels gained for a ♥ test degree (seed § Fatigue): CS/S 0, F 1, CF 2.
 *
 * @param degree - The test's Degree of Success.
 * @returns 0, 1 or 2.
 * @example
 * ```ts
 * fatigueLevelsFor('CF'); // 2
 * ```
 * @since 0.1.0
 * @category Fatigue
 */
export function fatigueLevelsFor(degree: Degree): number {
  return degree === 'CF' ? 2 : degree === 'F' ? 1 : 0;
}

/**
 * The exact distribution of fatigue levels gained by one ♥ test (0, 1 or 2), over 216.
 *
 * @param hearts - Effective ♥ (the modified skill before `modifier`).
 * @param modifier - Test modifier (default 0).
 * @returns The distribution of levels gained.
 * @throws {@link SuitValueError} if the modified skill is out of range.
 * @example
 * ```ts
 * probability(fatigueTestDistribution(7), 0); // P(CS or S) = 108/216
 * ```
 * @since 0.1.0
 * @category Fatigue
 */
export function fatigueTestDistribution(hearts: number, modifier = 0): Distribution<number> {
  return map(suitTestDistribution(hearts, modifier), fatigueLevelsFor);
}

/**
 * The exact distribution of the temporary damage one fatigue test deals: 1d6 per level gained
 * ([Z29](../../../../docs/rulings/zilch.md#z29)), so 0, 1d6 or 2d6 mixed by the test's degree.
 *
 * @param hearts - Effective ♥.
 * @param modifier - Test modifier (default 0).
 * @returns The distribution of damage points, 0..12.
 * @throws {@link SuitValueError} if the modified skill is out of range.
 * @example
 * ```ts
 * probability(fatigueDamageDistribution(7), 0); // 1/2
 * ```
 * @since 0.1.0
 * @category Fatigue
 */
export function fatigueDamageDistribution(hearts: number, modifier = 0): Distribution<number> {
  const levels = fatigueTestDistribution(hearts, modifier);
  const acc = new Map<number, bigint>();
  levels.outcomes.forEach((k, i) => {
    const dmg = k === 0 ? constant(0) : sumOf(k, die(6));
    const scale = 36n / dmg.total; // common denominator 216 · 36
    dmg.outcomes.forEach((x, j) => acc.set(x, (acc.get(x) ?? 0n) + (levels.weights[i] ?? 0n) * (dmg.weights[j] ?? 0n) * scale));
  });
  return fromWeights(acc);
}

/**
 * The result of {@link fatigueTest}.
 * @since 0.1.0
 * @category Fatigue
 */
export interface FatigueResult {
  /** The updated character. */
  readonly character: Character;
  /** The ♥ test. */
  readonly test: SuitTestResult;
  /** Levels gained, 0..2 (also counted past level 3, [Z29](../../../../docs/rulings/zilch.md#z29)). */
  readonly levels: number;
  /** Temporary damage dealt, 1d6 per level. */
  readonly damage: number;
  /** Injury events from the damage. */
  readonly events: readonly InjuryEvent[];
}

/**
 * Makes a fatigue test (seed § Fatigue, [Z29](../../../../docs/rulings/zilch.md#z29)): ♥ test; F +1 level, CF +2; every level gained
 * deals 1d6 temporary damage, even past level 3 (the level stays at 3).
 *
 * @param rng - Generator state; never mutated.
 * @param character - The character; never mutated.
 * @param modifier - Test modifier (default 0).
 * @returns The result and the next state.
 * @throws {@link SuitValueError} if the modified skill is out of range.
 * @example
 * ```ts
 * const [{ character, levels }, next] = fatigueTest(seed(1), hero);
 * ```
 * @since 0.1.0
 * @category Fatigue
 */
export function fatigueTest(rng: Rng, character: Character, modifier = 0): readonly [result: FatigueResult, next: Rng] {
  const [test, r1] = rollSuitTest(rng, effectiveSuit(character, 'hearts'), modifier);
  const levels = fatigueLevelsFor(test.degree);
  let r = r1;
  let damage = 0;
  for (let i = 0; i < levels; i++) {
    const [d, next] = rollDie(r, 6);
    damage += d;
    r = next;
  }
  const tired = freezeCharacter({ ...character, fatigue: Math.min(MAX_FATIGUE, character.fatigue + levels) });
  const hurt = applyDamage(tired, { amount: damage, temporary: true });
  return [Object.freeze({ character: hurt.character, test, levels, damage, events: hurt.events }), r];
}
