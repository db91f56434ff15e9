/**
 * Thrown by a {@link RollSession}'s `supply` when the faces do not fit the request: the wrong
 * number of faces, a face that is not a whole number the die can show, a label the die does
 * not have, or a value shown by faces of two labels, which must be supplied as the label
 * ([ruling N45](../../../../docs/rulings/dice.md#n45)).
 *
 * @example
 * ```ts
 * const s = beginRoll('1d6');
 * try { if (!s.done) s.supply([7]); } catch (e) { if (e instanceof DiceFaceError) e.index; } // 0
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class DiceFaceError extends RangeError {
  /** Always `'DiceFaceError'`, so the error can be told apart after serialization. */
  override readonly name = 'DiceFaceError';
  /** Position in the supplied faces of the bad face (or the faces' length when the count is wrong). */
  declare readonly index: number;
  /**
   * @param message - What is wrong.
   * @param index - Position of the bad face.
   */
  constructor(message: string, index: number) {
    super(message);
    this.index = index;
  }
}
