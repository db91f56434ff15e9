import { RedhackRuleError } from './RedhackRuleError.js';

/**
 * Thrown for a character that breaks a creation rule: more than one attribute swap, a swap of an attribute with itself, a kit the class cannot take, a secondary requisite the class does not offer.
 *
 * @example
 * ```ts
 * try { createCharacter({ edition: 'draft31', className: 'fighter', rolled: [10, 11, 12, 13, 14, 15], swaps: [['STR', 'DEX'], ['CON', 'INT']] }); } catch (e) { if (e instanceof CharacterError) e.rule; } // 'swap'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class CharacterError extends RedhackRuleError {
  /** Always `'CharacterError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'CharacterError';
}
