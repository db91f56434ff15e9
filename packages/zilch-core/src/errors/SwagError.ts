/**
 * Thrown when Swag would go negative or an award is not a whole number (seed § Swag).
 *
 * @example
 * ```ts
 * spendSwag(hero, 10); // throws SwagError when hero has less than 10 Swag
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class SwagError extends RangeError {
  /** Always `'SwagError'`, so the error can be told apart after serialization. */
  override readonly name = 'SwagError';
  constructor(message: string) {
    super(message);
  }
}
