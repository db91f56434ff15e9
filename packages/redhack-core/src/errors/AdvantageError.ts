import { RedhackRuleError } from './RedhackRuleError.js';

/**
 * Thrown for advantage input that cannot be read: `levels` together with advantage or disadvantage counts, levels under the no-stacking rule, or more levels than {@link MAX_ADVANTAGE_LEVELS}.
 *
 * @example
 * ```ts
 * try { testDistribution({ attribute: 12, levels: 2, advantage: 1 }); } catch (e) { if (e instanceof AdvantageError) e.rule; } // 'R04'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class AdvantageError extends RedhackRuleError {
  /** Always `'AdvantageError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'AdvantageError';
}
