import { RedhackRuleError } from '../errors/index.js';

/**
 * Thrown for a level-up that the rules refuse: too few experiences, no mentor where one is
 * needed, two extra rolls on one attribute (+2 in one level-up), levelling past the edition's
 * cap, or a character or choice that cannot be read. `rule` names the rule (`R41`, `R74`,
 * `experiences`, `mentor`, …) and `value` holds the offending input.
 *
 * @example
 * ```ts
 * try { experiencesToLevel('draft31', 12); } catch (e) { if (e instanceof AdvancementError) e.rule; } // 'R74'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class AdvancementError extends RedhackRuleError {
  /** Always `'AdvancementError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'AdvancementError';
}
