import { RedhackRuleError } from '../errors/index.js';

/**
 * Thrown for exploration input the rules refuse: a CHA-test result that is not one of the
 * five, negative or fractional turns or feet, caution and haste together, a light source that
 * is not a usage die, a thief level or listening criterion out of range. `rule` names the rule
 * (`R25`, `R35a`, `R36`, `R44`, `turns`, …).
 *
 * @example
 * ```ts
 * try { reactionDistribution('lucky' as ChaTest); } catch (e) { if (e instanceof ExplorationError) e.rule; } // 'R25'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class ExplorationError extends RedhackRuleError {
  /** Always `'ExplorationError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'ExplorationError';
}
