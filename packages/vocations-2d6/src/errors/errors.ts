// Typed errors of the 2d6 vocations game: each names the rule or input it rejects.

/**
 * A number given to a roll is out of range or not a whole number (a bonus, a target, a die face,
 * a morale score…).
 *
 * @example
 * ```ts
 * checkDistribution({ bonus: 1.5 }); // throws VocationsInputError (field "bonus")
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class VocationsInputError extends RangeError {
  /** Always `'VocationsInputError'`. */
  override readonly name = 'VocationsInputError';
  /** The input that was rejected, e.g. `"bonus"`. */
  readonly field: string;
  /** The value given. */
  readonly value: unknown;
  /**
   * @param field - The input rejected.
   * @param value - The value given.
   * @param message - What is wrong.
   */
  constructor(field: string, value: unknown, message: string) {
    super(message);
    this.field = field;
    this.value = value;
  }
}

/**
 * A character breaks a creation rule (points, caps, the −1, vocations, traits and flaws, kit).
 *
 * @example
 * ```ts
 * createCharacter({ ...input, attributes: { strength: 4, agility: 0, intellect: 0, willpower: 0 } }); // throws (rule "start-cap")
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class CharacterRuleError extends Error {
  /** Always `'CharacterRuleError'`. */
  override readonly name = 'CharacterRuleError';
  /** Short id of the broken rule, e.g. `"attribute-points"`, `"start-cap"`, `"minus-one"`, `"vocation-count"`, `"extra-trait-flaw"`, `"duplicate-trait"`, `"kit"`. */
  readonly rule: string;
  /** The field of the character input at fault, e.g. `"attributes.strength"`. */
  readonly field: string;
  /**
   * @param rule - The broken rule's id.
   * @param field - The field at fault.
   * @param message - What is wrong.
   */
  constructor(rule: string, field: string, message: string) {
    super(message);
    this.rule = rule;
    this.field = field;
  }
}

/**
 * An experience purchase is not allowed (too little exp, past the cap of 5, a flaw not held…).
 *
 * @example
 * ```ts
 * improve(hero, { kind: 'buyOffFlaw', flaw: 'ugly' }); // throws if hero is not Ugly
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class ImprovementError extends Error {
  /** Always `'ImprovementError'`. */
  override readonly name = 'ImprovementError';
  /** The purchase kind rejected (`"raise"`, `"trait"`, `"vocation"`, `"buyOffFlaw"`, `"health"`, `"capacity"`). */
  readonly purchase: string;
  /** Short id of the broken rule, e.g. `"cap"`, `"exp"`, `"flaw-not-held"`. */
  readonly rule: string;
  /**
   * @param purchase - The purchase kind.
   * @param rule - The broken rule's id.
   * @param message - What is wrong.
   */
  constructor(purchase: string, rule: string, message: string) {
    super(message);
    this.purchase = purchase;
    this.rule = rule;
  }
}

/**
 * A spell cannot be cast: over 3 ether, more ether than held, or no magic vocation, Magic
 * Bloodline or item.
 *
 * @example
 * ```ts
 * spellCost({ name: 'Meteor', dice: 3, effects: 0, extraTargets: 1, kind: 'damage' }); // throws (rule "max-3")
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class MagicError extends Error {
  /** Always `'MagicError'`. */
  override readonly name = 'MagicError';
  /** Short id of the broken rule: `"max-3"`, `"ether"`, `"permission"`, `"spellburned"`, `"spell"`. */
  readonly rule: string;
  /**
   * @param rule - The broken rule's id.
   * @param message - What is wrong.
   */
  constructor(rule: string, message: string) {
    super(message);
    this.rule = rule;
  }
}

/**
 * A combat declaration or step is not allowed (two actions in one turn, such as Attack and Defend;
 * an unknown or downed actor; a target in full cover; the wrong phase).
 *
 * @example
 * ```ts
 * checkTurn([{ kind: 'attack', target: 'goblin-1' }, { kind: 'defend' }]); // throws
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class CombatActionError extends Error {
  /** Always `'CombatActionError'`. */
  override readonly name = 'CombatActionError';
  /** The combatant the error is about (empty when none). */
  readonly actor: string;
  /**
   * @param actor - The combatant concerned.
   * @param message - What is wrong.
   */
  constructor(actor: string, message: string) {
    super(message);
    this.actor = actor;
  }
}

/**
 * No sample NPC has this name.
 *
 * @example
 * ```ts
 * sampleNpc('Beholder'); // throws UnknownNpcError
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class UnknownNpcError extends Error {
  /** Always `'UnknownNpcError'`. */
  override readonly name = 'UnknownNpcError';
  /** The name asked for. */
  readonly npc: string;
  /**
   * @param npc - The name asked for.
   * @param known - The names that exist.
   */
  constructor(npc: string, known: readonly string[]) {
    super(`unknown NPC ${JSON.stringify(npc)}; the sample NPCs are ${known.join(', ')}`);
    this.npc = npc;
  }
}

/**
 * An exploration step is not allowed (more than two alternatives a day, a lock picked without
 * tools, a light that is out…).
 *
 * @example
 * ```ts
 * planDay({ kind: 'march', alternatives: ['forage', 'search', 'hunt'] }); // throws
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class ExplorationError extends Error {
  /** Always `'ExplorationError'`. */
  override readonly name = 'ExplorationError';
  /** Short id of the broken rule. */
  readonly rule: string;
  /**
   * @param rule - The broken rule's id.
   * @param message - What is wrong.
   */
  constructor(rule: string, message: string) {
    super(message);
    this.rule = rule;
  }
}
