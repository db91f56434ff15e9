import { RedhackRuleError } from '../errors/index.js';

/**
 * Thrown for downtime input the rules refuse: a second downtime action in one week, an action
 * not open on the road, haggling over an order under 10 gp, a relationship level outside 0–4,
 * or a fortune table or role that cannot be read. `rule` names the rule (`one-a-week`, `R43`,
 * `relationship`, `R42`, …).
 *
 * @example
 * ```ts
 * try { haggleDistribution({ value: 5, cha: 12 }); } catch (e) { if (e instanceof DowntimeError) e.rule; } // 'R43'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class DowntimeError extends RedhackRuleError {
  /** Always `'DowntimeError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'DowntimeError';
}
