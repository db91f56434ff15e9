/**
 * Thrown when a usage roll is asked for a mode other than `'normal'`, `'advantage'` or
 * `'disadvantage'`.
 *
 * @example
 * ```ts
 * try { rollUsageDie(seed(1), 8, 'bogus' as UsageRollMode); } catch (e) { if (e instanceof UsageModeError) e.mode; } // 'bogus'
 * ```
 * @since 1.0.0
 * @category Errors
 */
export class UsageModeError extends RangeError {
  /** Always `'UsageModeError'`, so the error can be told apart after serialization. */
  override readonly name = 'UsageModeError';
  /** The mode that was given. */
  declare readonly mode: unknown;
  /** @param mode - The mode that is not one of the three. */
  constructor(mode: unknown) {
    super(`a usage roll mode must be 'normal', 'advantage' or 'disadvantage', got ${typeof mode === 'string' ? JSON.stringify(mode) : String(mode)}`);
    this.mode = mode;
  }
}
