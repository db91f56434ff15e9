import { SUITS, type Card } from './cardTypes.js';
import { card } from './card.js';

/**
 * The 52 cards of a standard deck, unshuffled: ♣ 2..A, then ♠, ♦ and ♥.
 *
 * @returns A new frozen array of 52 frozen cards.
 * @example
 * ```ts
 * standardDeck().length; // 52
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export function standardDeck(): readonly Card[] {
  const out: Card[] = [];
  for (const suit of SUITS) for (let rank = 2; rank <= 14; rank++) out.push(card(suit, rank));
  return Object.freeze(out);
}
