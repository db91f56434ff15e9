// Surprise and acting first: two 2d6 checks against 9 at the start of combat.
import { map, type Distribution, type Rng } from '@rollwright/dice';
import { checkDistribution, resolveCheck, rollCheck, type CheckResult } from './check.js';
import type { TwoDice } from './dice.js';

/**
 * A surprise roll's outcome: `ready`, or `surprised` (does not act in the first round).
 *
 * @since 0.1.0
 * @category Combat rolls
 */
export type SurpriseOutcome = 'ready' | 'surprised';

/**
 * An act-first roll's outcome: `first` (acts before the NPCs in round 1) or `after`.
 *
 * @since 0.1.0
 * @category Combat rolls
 */
export type ActFirstOutcome = 'first' | 'after';

/**
 * Resolves a surprise roll on given dice: 2d6 + Intellect (+2 Sharp Senses; an NPC group adds 0)
 * ≥ 9, else surprised (Source: vocations-2d6.txt › Combat;
 * [ruling V06](../../../../docs/rulings/vocations-2d6.md#v06)).
 *
 * @param bonus - Intellect + trait and situational modifiers (−50..50).
 * @param dice - The two faces.
 * @returns The check and the outcome.
 * @throws {@link VocationsInputError} on a bad bonus or face.
 * @example
 * ```ts
 * resolveSurprise(0, [4, 4]).outcome; // 'surprised' (8 < 9)
 * ```
 * @since 0.1.0
 * @category Combat rolls
 */
export function resolveSurprise(bonus: number, dice: TwoDice): {
  /** The check. */
  readonly check: CheckResult;
  /** The outcome. */
  readonly outcome: SurpriseOutcome } {
  const check = resolveCheck({ bonus }, dice);
  return Object.freeze({ check, outcome: check.success ? 'ready' : 'surprised' });
}

/**
 * The exact distribution of a surprise roll.
 *
 * @param bonus - As for {@link resolveSurprise}.
 * @returns `ready` / `surprised`, weights over 36.
 * @throws {@link VocationsInputError} on a bad bonus.
 * @example
 * ```ts
 * probability(surpriseDistribution(0), 'surprised'); // 26/36 = 13/18
 * ```
 * @since 0.1.0
 * @category Combat rolls
 */
export function surpriseDistribution(bonus: number): Distribution<SurpriseOutcome> {
  return map(checkDistribution({ bonus }), (o): SurpriseOutcome => (o === 'success' ? 'ready' : 'surprised'));
}

/**
 * Rolls for surprise.
 *
 * @param rng - Generator state; never mutated.
 * @param bonus - As for {@link resolveSurprise}.
 * @returns The outcome, the check and the next state.
 * @throws {@link VocationsInputError} on a bad bonus.
 * @example
 * ```ts
 * const [{ outcome }, next] = rollSurprise(seed(1), 1);
 * ```
 * @since 0.1.0
 * @category Combat rolls
 */
export function rollSurprise(rng: Rng, bonus: number): readonly [result: {
  /** The check. */
  readonly check: CheckResult;
  /** The outcome. */
  readonly outcome: SurpriseOutcome }, next: Rng] {
  const [check, next] = rollCheck(rng, { bonus });
  return [Object.freeze({ check, outcome: check.success ? 'ready' : 'surprised' }), next];
}

/**
 * Resolves an act-first roll on given dice: 2d6 + Agility (+2 Quick Reflexes, −2 Dull Reflexes,
 * −2 Easily Distracted, −1 heavy armour) ≥ 9 (Source: vocations-2d6.txt › Combat;
 * [ruling V07](../../../../docs/rulings/vocations-2d6.md#v07)).
 *
 * @param bonus - Agility + trait, flaw and armour modifiers (−50..50).
 * @param dice - The two faces.
 * @returns The check and the outcome.
 * @throws {@link VocationsInputError} on a bad bonus or face.
 * @example
 * ```ts
 * resolveActFirst(2, [3, 4]).outcome; // 'first'
 * ```
 * @since 0.1.0
 * @category Combat rolls
 */
export function resolveActFirst(bonus: number, dice: TwoDice): {
  /** The check. */
  readonly check: CheckResult;
  /** The outcome. */
  readonly outcome: ActFirstOutcome } {
  const check = resolveCheck({ bonus }, dice);
  return Object.freeze({ check, outcome: check.success ? 'first' : 'after' });
}

/**
 * The exact distribution of an act-first roll.
 *
 * @param bonus - As for {@link resolveActFirst}.
 * @returns `first` / `after`, weights over 36.
 * @throws {@link VocationsInputError} on a bad bonus.
 * @example
 * ```ts
 * probability(actFirstDistribution(0), 'first'); // 10/36
 * ```
 * @since 0.1.0
 * @category Combat rolls
 */
export function actFirstDistribution(bonus: number): Distribution<ActFirstOutcome> {
  return map(checkDistribution({ bonus }), (o): ActFirstOutcome => (o === 'success' ? 'first' : 'after'));
}

/**
 * Rolls to act first.
 *
 * @param rng - Generator state; never mutated.
 * @param bonus - As for {@link resolveActFirst}.
 * @returns The outcome, the check and the next state.
 * @throws {@link VocationsInputError} on a bad bonus.
 * @example
 * ```ts
 * const [{ outcome }, next] = rollActFirst(seed(1), 2);
 * ```
 * @since 0.1.0
 * @category Combat rolls
 */
export function rollActFirst(rng: Rng, bonus: number): readonly [result: {
  /** The check. */
  readonly check: CheckResult;
  /** The outcome. */
  readonly outcome: ActFirstOutcome }, next: Rng] {
  const [check, next] = rollCheck(rng, { bonus });
  return [Object.freeze({ check, outcome: check.success ? 'first' : 'after' }), next];
}
