import { SUIT_SYMBOLS, SUITS, type Card, type Suit } from './cardTypes.js';
import { checkInt } from '../distribution/Distribution.js';
import { DrawError } from './DrawError.js';

const FACE: Readonly<Record<number, string>> = Object.freeze({ 11: 'J', 12: 'Q', 13: 'K', 14: 'A' });

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
  if (!SUITS.includes(suit)) throw new DrawError(`unknown suit ${JSON.stringify(suit)}`);
  checkInt(rank, 2, 14, 'a card rank (Ace = 14) must be an integer', DrawError);
  return Object.freeze({ suit, rank, code: `${FACE[rank] ?? String(rank)}${SUIT_SYMBOLS[suit]}` });
}
