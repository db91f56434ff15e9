import { RedhackRuleError } from '../errors/index.js';

/**
 * Thrown for treasure input the rules refuse: a hoard level below 1 or not whole, a coin count
 * that is negative or fractional, or a silver-to-gold rate that is not a positive whole number.
 * `rule` names the rule (`R87`, `R50`).
 *
 * @example
 * ```ts
 * try { rollHoard(seed(1), 0); } catch (e) { if (e instanceof TreasureError) e.rule; } // 'R87'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class TreasureError extends RedhackRuleError {
  /** Always `'TreasureError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'TreasureError';
}
