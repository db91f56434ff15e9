/**
 * A domino tile, stored by its ends: `high` is the greater end (G) and `low` the lesser (L);
 * a double has `high === low`. Pips are counted per end.
 * @example
 * ```ts
 * domino(2, 5); // { high: 5, low: 2, code: '5-2' }
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export interface Domino {
  /** The greater end, in pips (0 = blank). */
  readonly high: number;
  /** The lesser end, in pips (0 = blank), ≤ `high`. */
  readonly low: number;
  /** A unique label `'high-low'`, e.g. `'6-4'`; used as the outcome of draw distributions. */
  readonly code: string;
}
