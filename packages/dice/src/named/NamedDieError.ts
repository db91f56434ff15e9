/**
 * Why a named-face die or pool was refused: `'die'` (a die that is not a list of named faces,
 * an empty or duplicate-but-different face name), `'symbol'` (a symbol count that is not a
 * whole number in range, an empty symbol name, a symbol asked for both sides of a cancellation)
 * `'face'` (a face name read off a die that the die does not have, or the wrong number of
 * faces for the pool) or `'limit'` (more dice or faces than the documented limits allow).
 * @example
 * ```ts
 * try { namedDie([]); } catch (e) { if (e instanceof NamedDieError) e.reason; } // 'die'
 * ```
 * @since 0.3.0
 * @category Named dice
 */
export type NamedDieErrorReason = 'die' | 'symbol' | 'face' | 'limit';

/**
 * Thrown by the named-face dice functions ({@link namedDie}, {@link rollNamedDice},
 * {@link tallyNamedDice} and the distributions) for a die, pool or symbol they cannot use. It is thrown before any work
 * starts, and the message names the face or die at fault.
 * @example
 * ```ts
 * try {
 *   namedDie([{ name: 'skull', symbols: { skull: 1 } }, { name: 'skull', symbols: { shield: 1 } }]);
 * } catch (e) {
 *   if (e instanceof NamedDieError) e.message; // names the face 'skull' and its two meanings
 * }
 * ```
 * @since 0.3.0
 * @category Named dice
 */
export class NamedDieError extends RangeError {
  /** Always `'NamedDieError'`, so the error can be told apart after serialization. */
  override readonly name = 'NamedDieError';
  /** The kind of problem. */
  declare readonly reason: NamedDieErrorReason;
  /**
   * @param message - What is wrong, naming the face, die or symbol.
   * @param reason - The kind of problem.
   */
  constructor(message: string, reason: NamedDieErrorReason) {
    super(message);
    this.reason = reason;
  }
}
