/**
 * Thrown when a card or domino cannot be made or drawn: a rank outside 2..14, a domino end
 * outside its set, or a draw of more items than the pile (or boneyard) holds.
 *
 * @example
 * ```ts
 * try { draw(seed(1), [], 1); } catch (e) { if (e instanceof DrawError) console.log(e.message); }
 * ```
 * @since 0.1.0
 * @category Cards and dominoes
 */
export class DrawError extends RangeError {
  /** Always `'DrawError'`, so the error can be told apart after serialization. */
  override readonly name = 'DrawError';
  constructor(message: string) {
    super(message);
  }
}
