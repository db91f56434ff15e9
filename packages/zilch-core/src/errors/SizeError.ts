/**
 * Thrown for a bad size or scaling input: an unknown size category, or a value to scale or round
 * that is not a whole number in range ([Z25](../../../../docs/rulings/zilch.md#z25), [Z27](../../../../docs/rulings/zilch.md#z27)). `input` names the parameter and `value` holds
 * what was given.
 *
 * @example
 * ```ts
 * try { scaleBySize(7, 'bogus' as Size); } catch (e) { if (e instanceof SizeError) console.log(e.input); } // 'size'
 * ```
 * @since 0.2.0
 * @category Errors
 */
export class SizeError extends RangeError {
  /** Always `'SizeError'`, so the error can be told apart after serialization. */
  override readonly name = 'SizeError';
  /** The parameter that was refused (`num`, `den`, `value`, `size`, `physical`, `energy`). */
  readonly input: string;
  /** The value that was given. */
  readonly value: unknown;
  constructor(input: string, value: unknown, message: string) {
    super(message);
    this.input = input;
    this.value = value;
  }
}
