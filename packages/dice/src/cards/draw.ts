import type { Rng } from '../rng/Rng.js';
import { nextInt } from '../rng/nextInt.js';
import { DrawError } from './DrawError.js';

/**
 * The result of {@link draw}: what was drawn and what stays in the pile.
 * @since 0.1.0
 * @category Cards and dominoes
 */
export interface Drawn<T> {
  /** The drawn items, in draw order. */
  readonly drawn: readonly T[];
  /** The items left, in their original relative order. */
  readonly rest: readonly T[];
}

/**
 * Draws `count` items at random without replacement. Every item is conserved: `drawn` plus
 * `rest` is exactly the original multiset. Each ordered selection is equally likely (a partial
 * Fisher–Yates shuffle over the positions).
 *
 * @param rng - Generator state; never mutated.
 * @param pile - The items; never mutated.
 * @param count - How many to draw, an integer `0..pile.length` (default 1).
 * @returns The drawn items and the rest, and the next state.
 * @throws {@link DrawError} if `count` is not an integer or exceeds the pile (an empty pile cannot be drawn from).
 * @example
 * ```ts
 * const [{ drawn, rest }, next] = draw(seed(1), standardDeck(), 5); // a poker hand, 47 left
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export function draw<T>(rng: Rng, pile: readonly T[], count = 1): readonly [result: Drawn<T>, next: Rng] {
  if (!Array.isArray(pile)) throw new DrawError(`a pile to draw from must be an array, got ${typeof pile}`);
  if (!Number.isInteger(count) || count < 0) throw new DrawError(`count must be a whole number ≥ 0, got ${typeof count === 'number' ? String(count) : typeof count}`);
  if (count > pile.length) {
    throw new DrawError(`cannot draw ${count} from a pile of ${pile.length}${pile.length === 0 ? ' (the pile is empty)' : ''}`);
  }
  const idx = pile.map((_, i) => i);
  let r = rng;
  for (let i = 0; i < count; i++) {
    const [j, next] = nextInt(r, i, idx.length - 1);
    r = next;
    [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
  }
  const taken = idx.slice(0, count);
  const takenSet = new Set(taken);
  const drawn = Object.freeze(taken.map((i) => pile[i] as T));
  const rest = Object.freeze(pile.filter((_, i) => !takenSet.has(i)));
  return [Object.freeze({ drawn, rest }), r];
}
