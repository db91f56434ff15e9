import { card, draw, type Card, type Rng } from '@rollwright/dice';
import { ZILCH_SUITS } from '../suits/suits.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { generateSuits, MAX_CHARGEN_DRAWS, type ChargenOptions, type GeneratedSuits } from './generateSuits.js';

/**
 * Options of {@link generateParty}: those of {@link generateSuits} plus shared piles ([Z22](../../../../docs/rulings/zilch.md#z22)).
 * @since 0.2.0
 * @category Characters
 */
export interface PartyChargenOptions extends ChargenOptions {
  /**
   * All players draw from the same four piles, without replacement ([Z22](../../../../docs/rulings/zilch.md#z22) `sharedPiles`, default
   * `true`): a card one player keeps is gone for the next. `false` gives every player fresh piles.
   */
  readonly sharedPiles?: boolean;
}

/**
 * Players one set of shared piles can serve: each pile holds 6 cards (5..10 or 6..J).
 * @example
 * ```ts
 * MAX_SHARED_PLAYERS; // 6
 * ```
 * @since 0.2.0
 * @category Characters
 */
export const MAX_SHARED_PLAYERS = 6;

/**
 * Generates Suit values for several players in turn (seed § Character Generation, [Z22](../../../../docs/rulings/zilch.md#z22)). With
 * shared piles (the default) each player draws one card from each of the four piles and keeps
 * them, so later players draw from what is left. A redraw (a total ≤ 25, up to `maxRedraws`; a
 * high-powered total ≤ 30, always) puts that player's four cards back and draws again.
 *
 * @param rng - Generator state; never mutated.
 * @param players - Number of players, 1..{@link MAX_SHARED_PLAYERS} with shared piles (1..64 without).
 * @param options - High-powered, redraws and `sharedPiles`.
 * @returns One result per player, in draw order, and the next state.
 * @throws {@link SuitValueError} for a bad player count or `maxRedraws`, or when the shared piles
 *   left can no longer give a high-powered total above 30.
 * @example
 * ```ts
 * const [party] = generateParty(seed(3), 4);
 * party.map((p) => p.suits.clubs); // four different Club cards
 * ```
 * @since 0.2.0
 * @category Characters
 */
export function generateParty(rng: Rng, players: number, options: PartyChargenOptions = {}): readonly [party: readonly GeneratedSuits[], next: Rng] {
  const shared = options.sharedPiles ?? true;
  const most = shared ? MAX_SHARED_PLAYERS : 64;
  if (!Number.isInteger(players) || players < 1 || players > most) {
    throw new SuitValueError(`players must be a whole number 1..${most}${shared ? ' with shared piles (6 cards a pile)' : ''}, got ${String(players)}`);
  }
  const hp = options.highPowered ?? false;
  const maxRedraws = options.maxRedraws ?? 1;
  if (!Number.isInteger(maxRedraws) || maxRedraws < 0 || maxRedraws > MAX_CHARGEN_DRAWS) {
    throw new SuitValueError(`maxRedraws must be a whole number 0..${MAX_CHARGEN_DRAWS}, got ${String(maxRedraws)}`);
  }
  let r = rng;
  const out: GeneratedSuits[] = [];
  if (!shared) {
    for (let i = 0; i < players; i++) {
      const [g, next] = generateSuits(r, options);
      out.push(g);
      r = next;
    }
    return [Object.freeze(out), r];
  }
  const [lo, hi] = hp ? [6, 11] : [5, 10];
  let piles: Card[][] = ZILCH_SUITS.map((s) => Array.from({ length: hi - lo + 1 }, (_, i) => card(s, lo + i)));
  const cut = hp ? 30 : 25;
  for (let p = 0; p < players; p++) {
    if (hp && piles.reduce((n, pile) => n + Math.max(...pile.map((c) => c.rank)), 0) <= cut) {
      throw new SuitValueError(`the shared high-powered piles left cannot give player ${p + 1} a total above 30 (Z22)`);
    }
    const hands: (readonly Card[])[] = [];
    for (let attempt = 0; ; attempt++) {
      const hand: Card[] = [];
      const rest: Card[][] = [];
      for (const pile of piles) {
        const [res, next] = draw(r, pile, 1);
        r = next;
        hand.push(res.drawn[0] as Card);
        rest.push([...res.rest]);
      }
      hands.push(Object.freeze(hand));
      const total = hand.reduce((n, c) => n + c.rank, 0);
      const redraw = hp ? total <= cut && attempt < MAX_CHARGEN_DRAWS : total <= cut && attempt < maxRedraws;
      if (!redraw) {
        piles = rest;
        const [c, s, d, h] = hand as [Card, Card, Card, Card];
        const suits = Object.freeze({ clubs: c.rank, spades: s.rank, diamonds: d.rank, hearts: h.rank });
        out.push(Object.freeze({ suits, cards: Object.freeze(hand), hands: Object.freeze(hands) }));
        break;
      }
    }
  }
  return [Object.freeze(out), r];
}
