// Typed errors of the combat rules and the round engine.
import { RedhackRuleError } from '../errors/index.js';

/**
 * Base class of every RedHack combat error (a {@link RedhackRuleError}). `rule` names the rule or ruling the input broke
 * (for example `R56` or `attack`), `value` holds the offending input.
 *
 * @example
 * ```ts
 * try { attackDistribution({ attribute: 25, ac: 3 }); } catch (e) { if (e instanceof CombatError) e.rule; }
 * ```
 * @since 0.1.0
 * @category Combat errors
 */
export class CombatError extends RedhackRuleError {
  /** Class name, for logs and `instanceof`-free checks. */
  override readonly name: string = 'CombatError';
}

/**
 * A combat spec, given dice or option is malformed or out of range (an attribute of 25, three
 * faces for a one-die roll, an unknown edition).
 *
 * @example
 * ```ts
 * defenceDistribution({ ac: 14, hd: -1 }); // throws CombatInputError (rule 'defence')
 * ```
 * @since 0.1.0
 * @category Combat errors
 */
export class CombatInputError extends CombatError {
  /** Class name. */
  override readonly name: string = 'CombatInputError';
}

/**
 * A combat action breaks a rule of the round: acting out of phase or out of turn, an unknown
 * combatant, a reaction with none left, a second reaction attack against the same action, too
 * many cleave dice, Parry with no cleave die left, blocking after a double move, a crossbow
 * firing twice in one round. The state it was given is left untouched.
 *
 * @example
 * ```ts
 * takeTurn(state, 'ghost', { kind: 'attack', target: 'm1' }); // throws CombatActionError (rule 'turn')
 * ```
 * @since 0.1.0
 * @category Combat errors
 */
export class CombatActionError extends CombatError {
  /** Class name. */
  override readonly name: string = 'CombatActionError';
}

/**
 * A morale test that the rules do not allow: a PC (PCs never test), or a test past the
 * edition's limit (draft31: two per combat, three with intimidation).
 *
 * @example
 * ```ts
 * moraleDistribution({ morale: 7, testsTaken: 3 }); // throws MoraleError
 * ```
 * @since 0.1.0
 * @category Combat errors
 */
export class MoraleError extends CombatError {
  /** Class name. */
  override readonly name: string = 'MoraleError';
}

/**
 * A documented size limit was exceeded before any work started: too many combatants, rounds,
 * unit dice or ongoing-damage steps.
 *
 * @example
 * ```ts
 * unitAttackDistribution({ dice: 6, armour: 'leather', damage: 'd6' }); // throws CombatLimitError
 * ```
 * @since 0.1.0
 * @category Combat errors
 */
export class CombatLimitError extends CombatError {
  /** Class name. */
  override readonly name: string = 'CombatLimitError';
  /** The limit that was exceeded. */
  readonly limit: number;
  /**
   * @param rule - Rule id.
   * @param message - What was too large.
   * @param value - The value given.
   * @param limit - The limit.
   */
  constructor(rule: string, message: string, value: unknown, limit: number) {
    super(rule, message, value);
    this.limit = limit;
  }
}
