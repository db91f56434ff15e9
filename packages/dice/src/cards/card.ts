import { SUIT_SYMBOLS, SUITS, type Card, type Suit } from './cardTypes.js';
import { checkInt } from '../distribution/Distribution.js';
import { DrawError } from './DrawError.js';

/**
 * Makes a (frozen) playing card.
 *
 * @param suit - One of {@link SUITS}.
 * @param rank - Rank 2..14 (J 11, Q 12, K 13, Ace 14).
 * @returns The card, with its `code` label (`'9♣'`, `'A♥'`).
 * @throws {@link DrawError} if `suit` is not a suit or `rank` is not an integer in 2..14.
 * @example
 * ```ts
 * card('hearts', 14).code; // 'A♥'
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export function card(suit: Suit, rank: number): Card {
  if (!SUITS.includes(suit)) throw new DrawError(`unknown suit ${typeof suit === 'string' ? JSON.stringify(suit) : typeof suit}`);
  checkInt(rank, 2, 14, 'a card rank (Ace = 14) must be an integer', DrawError);
  // Ranks 11..14 are J, Q, K, A; 'JQKA'[rank − 11] is undefined for the number ranks.
  return Object.freeze({ suit, rank, code: `${'JQKA'[rank - 11] ?? String(rank)}${SUIT_SYMBOLS[suit]}` });
}
