import { RedhackRuleError } from './RedhackRuleError.js';

/**
 * Thrown for an unknown edition, or for something the chosen edition does not have: a chaser die or splendid weapon in `classic`, a class, kit or item from the other edition's catalogue.
 *
 * @example
 * ```ts
 * try { resolveTest({ d20: [12] }, { attribute: 12, chaser: 'cd8' }, { edition: 'classic' }); } catch (e) { if (e instanceof EditionError) e.rule; } // 'R06'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class EditionError extends RedhackRuleError {
  /** Always `'EditionError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'EditionError';
}
