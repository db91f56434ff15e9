/**
 * Thrown when a Suit value is out of range: base values must be whole numbers 2..14 (Ace = 14); effective values after drain may reach 0 (see {@link effectiveSuit}), and modified skills must lie within {@link SKILL_LIMIT}.
 *
 * @example
 * ```ts
 * try { makeSuits({ clubs: 15, spades: 7, diamonds: 7, hearts: 7 }); } catch (e) { if (e instanceof SuitValueError) console.log(e.message); }
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class SuitValueError extends RangeError {
  /** Always `'SuitValueError'`, so the error can be told apart after serialization. */
  override readonly name = 'SuitValueError';
  /** The parameter that was refused, when one input is to blame (e.g. `amount`, `suit`), else `null`. */
  readonly input: string | null;
  /** The value that was given for `input` (`undefined` when `input` is `null`). */
  readonly value: unknown;
  constructor(message: string, input: string | null = null, value?: unknown) {
    super(message);
    this.input = input;
    this.value = value;
  }
}
