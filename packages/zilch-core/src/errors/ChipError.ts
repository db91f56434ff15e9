/**
 * Thrown when chips would exceed a Suit's chip capacity ([Z23](../../../../docs/rulings/zilch.md#z23)), when more chips are spent than are held, or when chips are placed on a Suit that is not a class Suit.
 *
 * @example
 * ```ts
 * spendChips(fighter, 'clubs', 99); // throws ChipError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class ChipError extends RangeError {
  /** Always `'ChipError'`, so the error can be told apart after serialization. */
  override readonly name = 'ChipError';
  constructor(message: string) {
    super(message);
  }
}
