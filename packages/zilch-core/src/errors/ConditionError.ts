/**
 * Thrown for an unknown condition name ([Z05](../../../../docs/rulings/zilch.md#z05)–[Z14](../../../../docs/rulings/zilch.md#z14), [Z29](../../../../docs/rulings/zilch.md#z29)). `condition` holds what was given.
 *
 * @example
 * ```ts
 * try { withCondition(hero, 'bogus' as Condition); } catch (e) { if (e instanceof ConditionError) console.log(e.condition); } // 'bogus'
 * ```
 * @since 0.2.0
 * @category Errors
 */
export class ConditionError extends RangeError {
  /** Always `'ConditionError'`, so the error can be told apart after serialization. */
  override readonly name = 'ConditionError';
  /** The refused condition name (or value). */
  readonly condition: unknown;
  constructor(condition: unknown, message: string) {
    super(message);
    this.condition = condition;
  }
}
