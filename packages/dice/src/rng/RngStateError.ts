/**
 * Thrown when a value passed as an RNG state, or a seed, is not valid.
 *
 * @example
 * ```ts
 * try { seed(1.5); } catch (e) { if (e instanceof RngStateError) console.log(e.message); }
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class RngStateError extends TypeError {
  /** Always `'RngStateError'`, so the error can be told apart after serialization. */
  override readonly name = 'RngStateError';
  constructor(message: string) {
    super(message);
  }
}
