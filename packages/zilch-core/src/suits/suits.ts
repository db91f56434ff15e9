import type { Suit } from '@rollwright/dice';
import { SuitValueError } from '../errors/SuitValueError.js';

export type { Suit };

/**
 * A character's four Suit values (seed § Suits): ♣ strength and attacks, ♠ dexterity and
 * defense, ♦ intellect and magic, ♥ health and will. Base values are 2..14 (Ace = 14); an
 * average human has 7 in each ([Z36](../../../../docs/rulings/zilch.md#z36)).
 * @example
 * ```ts
 * const human: SuitValues = { clubs: 7, spades: 7, diamonds: 7, hearts: 7 };
 * ```
 * @since 0.1.0
 * @category Characters
 */
export interface SuitValues {
  /** ♣ Clubs, 2..14 (0..14 once drained). */
  readonly clubs: number;
  /** ♠ Spades, 2..14 (0..14 once drained). */
  readonly spades: number;
  /** ♦ Diamonds, 2..14 (0..14 once drained). */
  readonly diamonds: number;
  /** ♥ Hearts, 2..14 (0..14 once drained). */
  readonly hearts: number;
}

/**
 * Lowest base Suit value (a 2 card).
 * @example
 * ```ts
 * MIN_SUIT; // 2
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const MIN_SUIT = 2;

/**
 * Highest base Suit value (an Ace).
 * @example
 * ```ts
 * MAX_SUIT; // 14
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const MAX_SUIT = 14;

/**
 * The four Suits in the seed's order ♣ ♠ ♦ ♥.
 * @example
 * ```ts
 * ZILCH_SUITS.length; // 4
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const ZILCH_SUITS: readonly Suit[] = Object.freeze(['clubs', 'spades', 'diamonds', 'hearts'] as const);

/**
 * Validates manually entered Suit values (seed § Suits) and returns a frozen copy.
 *
 * @param values - The four values, each a whole number 2..14 (J 11, Q 12, K 13, A 14).
 * @returns A frozen copy of the values.
 * @throws {@link SuitValueError} if a Suit is missing or not a whole number in 2..14.
 * @example
 * ```ts
 * makeSuits({ clubs: 9, spades: 7, diamonds: 5, hearts: 8 });
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function makeSuits(values: SuitValues): SuitValues {
  for (const s of ZILCH_SUITS) {
    const v: unknown = (values as unknown as Record<string, unknown>)[s];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < MIN_SUIT || v > MAX_SUIT) {
      throw new SuitValueError(`${s} must be a whole number ${MIN_SUIT}..${MAX_SUIT} (Ace = 14), got ${String(v)}`);
    }
  }
  return Object.freeze({ clubs: values.clubs, spades: values.spades, diamonds: values.diamonds, hearts: values.hearts });
}
