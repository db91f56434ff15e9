import { RedhackRuleError } from './RedhackRuleError.js';

/**
 * Thrown for Hit Dice that are negative or not whole numbers.
 *
 * @example
 * ```ts
 * try { monsterSaveDistribution(-1, 'other'); } catch (e) { if (e instanceof HitDiceError) e.value; } // -1
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class HitDiceError extends RedhackRuleError {
  /** Always `'HitDiceError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'HitDiceError';
}
