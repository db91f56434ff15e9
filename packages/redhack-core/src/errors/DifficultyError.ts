import { RedhackRuleError } from './RedhackRuleError.js';

/**
 * Thrown for a difficulty, bonus or penalty that is negative or not a whole number.
 *
 * @example
 * ```ts
 * try { testDistribution({ attribute: 12, difficulty: -1 }); } catch (e) { if (e instanceof DifficultyError) e.rule; } // 'difficulty'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class DifficultyError extends RedhackRuleError {
  /** Always `'DifficultyError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'DifficultyError';
}
