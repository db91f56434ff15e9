import { RedhackRuleError } from '../errors/index.js';

/**
 * Thrown for spellcasting input that breaks a magic rule: a spell level the edition or class
 * does not have, more spells than slots, casting a spell that is not memorised, a draft31 cleric
 * below level 2 praying, a relationship out of range, or a caster level outside 1–20.
 * `rule` names the rule (`spell-level`, `slots`, `not-memorised`, `R72`, …).
 *
 * @example
 * ```ts
 * try { classicWizardSlots(0, 10); } catch (e) { if (e instanceof MagicError) e.rule; } // 'caster-level'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class MagicError extends RedhackRuleError {
  /** Always `'MagicError'`, so the error can be told apart after serialization. */
  override readonly name: string = 'MagicError';
}
