import { DrawError } from '../cards/DrawError.js';
import { checkInt } from '../distribution/Distribution.js';
import type { Domino } from './dominoTypes.js';

/**
 * Makes a (frozen) domino tile from its two ends, in either order.
 *
 * @param a - One end, in pips: an integer 0..18.
 * @param b - The other end, in pips: an integer 0..18.
 * @returns The tile with `high = max(a, b)` and `low = min(a, b)`.
 * @throws {@link DrawError} if an end is not an integer in 0..18.
 * @example
 * ```ts
 * domino(3, 6).code; // '6-3'
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export function domino(a: number, b: number): Domino {
  for (const e of [a, b]) checkInt(e, 0, 18, 'a domino end must be an integer', DrawError);
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  return Object.freeze({ high, low, code: `${high}-${low}` });
}
