import type { Rng } from '../rng/Rng.js';
import { nextInt } from '../rng/nextInt.js';
import { DrawError } from './DrawError.js';

/**
 * Shuffles any pile (cards, dominoes, anything) with the Fisher–Yates algorithm: every one of
 * the `n!` orders is equally likely, because each swap index is drawn with the unbiased
 * {@link nextInt}.
 *
 * @param rng - Generator state; never mutated.
 * @param pile - The items; never mutated.
 * @returns A new frozen array with the same items in random order, and the next state.
 * @throws {@link RngStateError} if `rng` is not a valid state.
 * @throws {@link DrawError} if `pile` is not an array.
 * @example
 * ```ts
 * const [deck, next] = shuffle(seed(7), standardDeck());
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export function shuffle<T>(rng: Rng, pile: readonly T[]): readonly [shuffled: readonly T[], next: Rng] {
  if (!Array.isArray(pile)) throw new DrawError(`a pile to shuffle must be an array, got ${typeof pile}`);
  const out = pile.slice();
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(r, 0, i);
    r = next;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [Object.freeze(out), r];
}
