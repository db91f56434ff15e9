/**
 * Thrown when a domino is drawn from an empty boneyard, or a tile is returned that does not belong to it ([Z03](../../../../docs/rulings/zilch.md#z03)).
 *
 * @example
 * ```ts
 * drawFromBoneyard(rng, []); // throws BoneyardError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class BoneyardError extends RangeError {
  /** Always `'BoneyardError'`, so the error can be told apart after serialization. */
  override readonly name = 'BoneyardError';
  constructor(message: string) {
    super(message);
  }
}
