import { DrawError } from '../cards/DrawError.js';
import { checkInt } from '../distribution/Distribution.js';
import type { Domino } from './dominoTypes.js';
import { domino } from './domino.js';

/**
 * Options of {@link dominoSet}.
 * @since 0.1.0
 * @category Cards and dominoes
 */
export interface DominoSetOptions {
  /** Include tiles with a blank (0) end (default `true`). Zilch plays without them. */
  readonly blanks?: boolean;
}

/**
 * A complete "double-n" domino set: one tile for every unordered pair of ends. A double-six set
 * has 28 tiles (21 without blanks); a double-nine set has 55 (45 without blanks). Tiles are
 * ordered by greater end, then lesser end, ascending.
 *
 * @param maxPips - The highest end, an integer 1..18 (6 for double-six, 9 for double-nine, 12…).
 * @param options - `blanks: false` drops every tile with a 0 end.
 * @returns A new frozen array of frozen tiles.
 * @throws {@link DrawError} if `maxPips` is not an integer in 1..18.
 * @example
 * ```ts
 * dominoSet(6).length;                    // 28
 * dominoSet(6, { blanks: false }).length; // 21
 * dominoSet(9).length;                    // 55
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export function dominoSet(maxPips: number, options: DominoSetOptions = {}): readonly Domino[] {
  checkInt(maxPips, 1, 18, "a domino set's highest end must be an integer", DrawError);
  if (typeof options !== 'object' || options === null) throw new DrawError(`domino set options must be an object, got ${options === null ? 'null' : typeof options}`);
  const first = options.blanks === false ? 1 : 0;
  const out: Domino[] = [];
  for (let high = first; high <= maxPips; high++) for (let low = first; low <= high; low++) out.push(domino(high, low));
  return Object.freeze(out);
}
