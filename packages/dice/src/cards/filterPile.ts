import type { Card, Suit } from './cardTypes.js';
import { checkInt } from '../distribution/Distribution.js';
import { DrawError } from './DrawError.js';

/**
 * Which cards {@link filterPile} keeps. Every given criterion must hold.
 * @since 0.1.0
 * @category Cards and dominoes
 */
export interface PileFilter {
  /** Keep only these suits (default: all four). */
  readonly suits?: readonly Suit[];
  /** Lowest rank kept, 2..14 (default 2). */
  readonly minRank?: number;
  /** Highest rank kept, 2..14 (default 14). */
  readonly maxRank?: number;
}

/**
 * Keeps the cards of a pile that match a suit and rank filter, in their original order — for
 * example Zilch's character-generation piles (one suit, ranks 5..10).
 *
 * @param pile - The cards; never mutated.
 * @param filter - Suits and rank range to keep.
 * @returns A new frozen array with the matching cards.
 * @throws {@link DrawError} if a rank bound is not an integer in 2..14 or `minRank > maxRank`.
 * @example
 * ```ts
 * filterPile(standardDeck(), { suits: ['clubs'], minRank: 5, maxRank: 10 }).length; // 6
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export function filterPile(pile: readonly Card[], filter: PileFilter): readonly Card[] {
  if (!Array.isArray(pile)) throw new DrawError(`a pile to filter must be an array, got ${typeof pile}`);
  if (typeof filter !== 'object' || filter === null) throw new DrawError(`a pile filter must be an object, got ${filter === null ? 'null' : typeof filter}`);
  const min = filter.minRank ?? 2;
  const max = filter.maxRank ?? 14;
  for (const r of [min, max]) checkInt(r, 2, 14, 'a rank bound must be an integer', DrawError);
  if (min > max) throw new DrawError(`minRank ${min} is above maxRank ${max}`);
  const suits = filter.suits;
  return Object.freeze(
    pile.filter((c) => typeof c === 'object' && c !== null && c.rank >= min && c.rank <= max && (suits === undefined || suits.includes(c.suit))),
  );
}
