import { DrawError } from '../cards/DrawError.js';
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
  for (const e of [a, b]) {
    if (!Number.isInteger(e) || e < 0 || e > 18) throw new DrawError(`a domino end must be an integer 0..18, got ${String(e)}`);
  }
  const high = Math.max(a, b);
  const low = Math.min(a, b);
  return Object.freeze({ high, low, code: `${high}-${low}` });
}
