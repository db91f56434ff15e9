// The game's one die roll: two six-sided dice.
import { type Rng } from '@rollwright/dice';
import { assertFaces, rollFaces } from './internal.js';

/**
 * The two faces of a 2d6 roll, each 1..6, in the order rolled.
 *
 * @since 0.1.0
 * @category Rolls
 */
export type TwoDice = readonly [first: number, second: number];

/** The sides of a 2d6 roll. */
export const TWO_D6: readonly [6, 6] = Object.freeze([6, 6] as const);

/**
 * Rolls 2d6.
 *
 * @param rng - Generator state; never mutated.
 * @returns The two faces (1..6 each) and the next state.
 * @example
 * ```ts
 * const [[a, b], next] = roll2d6(seed(1));
 * ```
 * @since 0.1.0
 * @category Rolls
 */
export function roll2d6(rng: Rng): readonly [dice: TwoDice, next: Rng] {
  const [f, next] = rollFaces(rng, TWO_D6);
  return [Object.freeze([f[0] ?? 1, f[1] ?? 1] as const), next];
}

/**
 * Whether a 2d6 roll shows doubles (both faces equal).
 *
 * @param dice - The two faces.
 * @returns `true` for 1-1, 2-2 … 6-6.
 * @example
 * ```ts
 * isDoubles([5, 5]); // true
 * ```
 * @since 0.1.0
 * @category Rolls
 */
export function isDoubles(dice: TwoDice): boolean {
  return dice[0] === dice[1];
}

/** @internal Checks two faces 1..6. */
export function assertTwoDice(dice: TwoDice, field = 'dice'): void {
  assertFaces(field, dice, TWO_D6);
}
