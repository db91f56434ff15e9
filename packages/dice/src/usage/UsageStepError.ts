/**
 * Thrown when a usage die is given a `stepOn` other than 1 (only a 1 steps the die down) or 2
 * (a 1 or a 2 does, the default).
 *
 * @example
 * ```ts
 * try { rollUsageDie(seed(1), 8, 'normal', { stepOn: 3 as 1 }); } catch (e) { if (e instanceof UsageStepError) e.stepOn; } // 3
 * ```
 * @since 1.0.0
 * @category Errors
 */
export class UsageStepError extends RangeError {
  /** Always `'UsageStepError'`, so the error can be told apart after serialization. */
  override readonly name = 'UsageStepError';
  /** The `stepOn` value that was given. */
  declare readonly stepOn: unknown;
  /** @param stepOn - The value that is neither 1 nor 2. */
  constructor(stepOn: unknown) {
    super(`a usage die's stepOn must be 1 or 2, got ${typeof stepOn === 'string' ? JSON.stringify(stepOn) : String(stepOn)}`);
    this.stepOn = stepOn;
  }
}
