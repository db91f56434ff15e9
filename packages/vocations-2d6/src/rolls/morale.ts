// Morale: NPCs keep fighting when 2d6 reaches their morale score (lower is braver).
import { type Distribution, type Rng } from '@rollwright/dice';
import { assertInt, exactOf } from './internal.js';
import { assertTwoDice, roll2d6, TWO_D6, type TwoDice } from './dice.js';

/**
 * A morale check's outcome.
 *
 * @since 0.1.0
 * @category Morale
 */
export type MoraleOutcome = 'keeps-fighting' | 'fails';

/**
 * Ordinary bravery.
 *
 * @example
 * ```ts
 * ORDINARY_MORALE; // 7
 * ```
 * @since 0.1.0
 * @category Morale
 */
export const ORDINARY_MORALE = 7;

/**
 * A resolved morale check.
 *
 * @since 0.1.0
 * @category Morale
 */
export interface MoraleResult {
  /** The two faces. */
  readonly dice: TwoDice;
  /** Their sum. */
  readonly total: number;
  /** The morale score. */
  readonly morale: number;
  /** The outcome. */
  readonly outcome: MoraleOutcome;
}

/**
 * Resolves a morale check on given dice: the NPCs keep fighting when 2d6 ≥ morale — the opposite
 * direction to B/X, where high morale is brave (Source: vocations-2d6.txt › Morale Check;
 * [ruling V04](../../../../docs/rulings/vocations-2d6.md#v04)).
 *
 * @param morale - The morale score, 2..12 (7 ordinary; lower is braver).
 * @param dice - The two faces.
 * @returns The result.
 * @throws {@link VocationsInputError} on a bad score or face.
 * @example
 * ```ts
 * resolveMorale(7, [3, 4]).outcome; // 'keeps-fighting'
 * ```
 * @since 0.1.0
 * @category Morale
 */
export function resolveMorale(morale: number, dice: TwoDice): MoraleResult {
  assertInt('morale', morale, 2, 12);
  assertTwoDice(dice);
  const total = dice[0] + dice[1];
  return Object.freeze({ dice, total, morale, outcome: total >= morale ? 'keeps-fighting' : 'fails' });
}

/**
 * The exact distribution of a morale check, from {@link resolveMorale}.
 *
 * @param morale - The morale score, 2..12.
 * @returns `keeps-fighting` / `fails`, weights over 36.
 * @throws {@link VocationsInputError} on a bad score.
 * @example
 * ```ts
 * probability(moraleDistribution(7), 'keeps-fighting'); // 21/36 = 7/12
 * ```
 * @since 0.1.0
 * @category Morale
 */
export function moraleDistribution(morale: number): Distribution<MoraleOutcome> {
  assertInt('morale', morale, 2, 12);
  return exactOf<MoraleOutcome>(TWO_D6, (f) => resolveMorale(morale, [f[0] ?? 1, f[1] ?? 1]).outcome, ['keeps-fighting', 'fails']);
}

/**
 * Rolls a morale check.
 *
 * @param rng - Generator state; never mutated.
 * @param morale - The morale score, 2..12.
 * @returns The result and the next state.
 * @throws {@link VocationsInputError} on a bad score.
 * @example
 * ```ts
 * const [{ outcome }, next] = rollMorale(seed(2), 7);
 * ```
 * @since 0.1.0
 * @category Morale
 */
export function rollMorale(rng: Rng, morale: number): readonly [result: MoraleResult, next: Rng] {
  assertInt('morale', morale, 2, 12);
  const [dice, next] = roll2d6(rng);
  return [resolveMorale(morale, dice), next];
}
