import { RedhackRuleError } from '../errors/index.js';

/**
 * Thrown for travel input the rules refuse: negative or fractional hexes or days, more than ten
 * hexes a day (draft31), an unknown weather hex, mount or hex size, or a party with no leader or
 * two. `rule` names the rule (`R32`, `R33`, `R34`, `R88`, `leader`, …).
 *
 * @example
 * ```ts
 * try { hexEventChance(11); } catch (e) { if (e instanceof TravelError) e.rule; } // 'R33'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class TravelError extends RedhackRuleError {
  /** Always `'TravelError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'TravelError';
}
