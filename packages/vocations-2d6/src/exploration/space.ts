// Abstract space: range bands and movement speeds.
import { VocationsInputError } from '../errors/errors.js';

/**
 * A range band: `close` (≤ 5 ft, melee reach), `near` (5–30 ft, thrown weapons), `far`
 * (30–120 ft, slings, bows, firearms), `distant` (> 120 ft).
 *
 * @since 0.1.0
 * @category Space
 */
export type RangeBand = 'close' | 'near' | 'far' | 'distant';

/**
 * The upper edge of each band in feet (`distant` has none).
 *
 * @example
 * ```ts
 * RANGE_BANDS.far; // 120
 * ```
 * @since 0.1.0
 * @category Space
 */
export const RANGE_BANDS: Readonly<Record<RangeBand, number | null>> = Object.freeze({ close: 5, near: 30, far: 120, distant: null });

/**
 * The band a distance falls in (Source: vocations-2d6.txt › Abstract Space).
 *
 * @param feet - Distance in feet (0..100000).
 * @returns The band.
 * @throws {@link VocationsInputError} on a bad distance.
 * @example
 * ```ts
 * rangeBand(70); // 'far' — a wandering monster 70 ft away
 * ```
 * @since 0.1.0
 * @category Space
 */
export function rangeBand(feet: number): RangeBand {
  if (typeof feet !== 'number' || !Number.isFinite(feet) || feet < 0 || feet > 100_000) throw new VocationsInputError('feet', feet, 'a distance must be 0..100000 ft');
  return feet <= 5 ? 'close' : feet <= 30 ? 'near' : feet <= 120 ? 'far' : 'distant';
}

/**
 * Movement speeds in feet per round: `slow` 15 (crawling, climbing, swimming, sneaking, hazards,
 * wading, encumbered), `normal` 30, `fast` 45 (movement only: no other action besides the charge
 * or tackle it allows, [ruling V24](../../../../docs/rulings/vocations-2d6.md#v24)).
 *
 * @example
 * ```ts
 * SPEEDS.fast; // 45
 * ```
 * @since 0.1.0
 * @category Space
 */
export const SPEEDS: Readonly<Record<'slow' | 'normal' | 'fast', number>> = Object.freeze({ slow: 15, normal: 30, fast: 45 });

/**
 * How far a character moves this round: the pace's speed (an encumbered character is always
 * slow); changing posture other than dropping prone costs half of it.
 *
 * @param pace - `slow`, `normal` or `fast`.
 * @param options - Encumbered; changing posture (standing up…); dropping prone (free).
 * @returns Feet moved, and whether the character may still take another action (not when fast).
 * @throws {@link VocationsInputError} on an unknown pace.
 * @example
 * ```ts
 * movement('normal', { changePosture: true }); // { feet: 15, canAct: true }
 * ```
 * @since 0.1.0
 * @category Space
 */
export function movement(pace: 'slow' | 'normal' | 'fast', options: {
  /** Encumbered. */
  readonly encumbered?: boolean;
  /** Standing up or another posture change. */
  readonly changePosture?: boolean } = {}): {
  /** Feet moved. */
  readonly feet: number;
  /** May take another action. */
  readonly canAct: boolean } {
  if (!(pace in SPEEDS)) throw new VocationsInputError('pace', pace, 'pace must be slow, normal or fast');
  const speed = options.encumbered === true ? SPEEDS.slow : SPEEDS[pace];
  return Object.freeze({ feet: options.changePosture === true ? speed / 2 : speed, canAct: pace !== 'fast' || options.encumbered === true });
}
