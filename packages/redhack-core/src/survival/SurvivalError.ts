import { RedhackRuleError } from '../errors/index.js';

/**
 * Thrown for survival input the rules refuse: a full-day rest in a dungeon (classic), an
 * unknown condition, rest kind or privation, a fatigue step or exhaustion level out of range.
 * `rule` names the rule (`R31`, `R80`, `R89`, `R90`, …).
 *
 * @example
 * ```ts
 * try { fatigueStatus(9); } catch (e) { if (e instanceof SurvivalError) e.rule; } // 'R31'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class SurvivalError extends RedhackRuleError {
  /** Always `'SurvivalError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'SurvivalError';
}
