import { RedhackRuleError } from './RedhackRuleError.js';

/**
 * Thrown for a chaser die other than cd12, cd10, cd8, cd6 or cd4, for a magic bonus that is not a whole number 1 or more, or for a chaser face that die cannot show.
 *
 * @example
 * ```ts
 * try { chaserForBonus(0); } catch (e) { if (e instanceof ChaserDieError) e.value; } // 0
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class ChaserDieError extends RedhackRuleError {
  /** Always `'ChaserDieError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'ChaserDieError';
}
