/**
 * One of the four French suits, named in English: ♣ `clubs`, ♠ `spades`, ♦ `diamonds`, ♥ `hearts`.
 * @since 0.1.0
 * @category Cards and dominoes
 */
export type Suit = 'clubs' | 'spades' | 'diamonds' | 'hearts';

/**
 * The four suits in the order ♣ ♠ ♦ ♥ (the order Zilch lists them).
 * @example
 * ```ts
 * SUITS.map((s) => SUIT_SYMBOLS[s]).join(''); // '♣♠♦♥'
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export const SUITS: readonly ['clubs', 'spades', 'diamonds', 'hearts'] = Object.freeze([
  'clubs',
  'spades',
  'diamonds',
  'hearts',
] as const);

/**
 * The Unicode symbol of each suit.
 * @example
 * ```ts
 * SUIT_SYMBOLS.hearts; // '♥'
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = Object.freeze({
  clubs: '♣',
  spades: '♠',
  diamonds: '♦',
  hearts: '♥',
});

/**
 * A playing card of a standard 52-card deck. Ranks are numbers 2..14 with J = 11, Q = 12,
 * K = 13 and Ace = 14 (aces high).
 * @example
 * ```ts
 * const nine: Card = card('clubs', 9); // { suit: 'clubs', rank: 9, code: '9♣' }
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export interface Card {
  /** The suit. */
  readonly suit: Suit;
  /** The rank, 2..14 (J 11, Q 12, K 13, A 14). */
  readonly rank: number;
  /** A short unique label such as `'9♣'`, `'10♦'` or `'A♥'`; used as the outcome of draw distributions. */
  readonly code: string;
}
