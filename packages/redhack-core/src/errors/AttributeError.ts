import { RedhackRuleError } from './RedhackRuleError.js';

/**
 * Thrown for an attribute that is not a whole number, or lies outside 3–18 at character creation or outside the edition's range in play (classic 2–19, draft31 0–19; ruling R46).
 *
 * @example
 * ```ts
 * try { resolveTest({ d20: [5] }, { attribute: 25 }); } catch (e) { if (e instanceof AttributeError) e.value; } // 25
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class AttributeError extends RedhackRuleError {
  /** Always `'AttributeError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'AttributeError';
}
