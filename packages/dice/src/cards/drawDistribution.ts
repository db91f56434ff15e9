import { build, type Distribution, type Outcome } from '../distribution/Distribution.js';
import { DrawError } from './DrawError.js';

/**
 * Something that can be drawn and reported in a distribution: a primitive outcome, or an
 * object with a unique `code` label (every {@link Card} and {@link Domino} has one).
 * @since 0.1.0
 * @category Cards and dominoes
 */
export type Drawable =
  | Outcome
  | {
      /** The item's unique label (e.g. `'QH'` for the queen of hearts). */
      readonly code: string;
    };

/**
 * The exact distribution of one random draw from a pile: each distinct item (by its `code`, or
 * by value for primitives) weighted by how many copies the pile holds. This is the law of
 * {@link draw} with `count = 1`.
 *
 * @param pile - The items, at least one; never mutated.
 * @returns A distribution over codes (or primitive values) with integer weights summing to `pile.length`.
 * @throws {@link DrawError} if the pile is empty.
 * @example
 * ```ts
 * const d = drawDistribution(dominoSet(6, { blanks: false })); // 21 tiles, each weight 1
 * probability(d, '6-6'); // 1/21
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export function drawDistribution<T extends Drawable>(
  pile: readonly T[],
): Distribution<
  T extends {
    /** The item's unique label. */
    readonly code: string;
  }
    ? string
    : Extract<T, Outcome>
> {
  if (!Array.isArray(pile)) throw new DrawError(`a pile to draw from must be an array, got ${typeof pile}`);
  if (pile.length === 0) throw new DrawError('cannot draw from an empty pile');
  type K = T extends { readonly code: string } ? string : Extract<T, Outcome>;
  return build(
    pile.map((item) => [(typeof item === 'object' && item !== null ? item.code : item) as K, 1n] as const),
  );
}
