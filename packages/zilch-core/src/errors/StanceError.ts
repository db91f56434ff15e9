/**
 * Thrown for an illegal stance: an unknown stance, Guarded without a Standard action, a non-defensive stance while Threatened ([Z04](../../../../docs/rulings/zilch.md#z04)), or a shift by more than one degree ([Z01](../../../../docs/rulings/zilch.md#z01)).
 *
 * @example
 * ```ts
 * declareStances(state, { hero: 'reckless' }); // throws StanceError when the hero is Threatened
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class StanceError extends Error {
  /** Always `'StanceError'`, so the error can be told apart after serialization. */
  override readonly name = 'StanceError';
  constructor(message: string) {
    super(message);
  }
}
