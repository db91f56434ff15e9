// classic Warrior cleave dice and Parry (R56, R57): a pool of one d6 per level each round; each
// target takes at most one cleave die per attack (the primary's is rolled with the weapon's
// damage, others roll to hit); after a successful defence one die may go to the attacker.
import { CombatActionError, CombatInputError } from '../errors.js';
import { optionsOf, whole, type CombatRuleOptions } from '../core.js';
import type { AttackSpec } from './attack.js';

/**
 * A Warrior's cleave dice this round.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface CleavePool {
  /** Warrior level = dice per round, 1..20. */
  readonly level: number;
  /** Dice left this round. */
  readonly left: number;
  /** Attackers already given a Parry die this round. */
  readonly parried: readonly string[];
}

/**
 * A bow's cap on cleave targets (R57): a Short Bow spreads dice over any number of targets, a
 * Long Bow over at most 4.
 *
 * @since 0.1.0
 * @category Combat
 */
export type CleaveWeapon = 'melee' | 'shortBow' | 'longBow';

/**
 * A fresh pool at the start of a round: one d6 per level (R56).
 *
 * @param level - Warrior level, 1..20.
 * @param options - Edition; must be `classic`.
 * @returns The pool.
 * @throws {@link CombatInputError} for a bad level or the draft31 edition.
 * @example
 * ```ts
 * cleavePool(3, { edition: 'classic' }).left; // 3
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function cleavePool(level: number, options: CombatRuleOptions = {}): CleavePool {
  if (optionsOf(options).edition !== 'classic') throw new CombatInputError('R56', 'cleave dice are a classic Warrior feature', options);
  const l = whole('R56', 'level', level, 1, 20);
  return Object.freeze({ level: l, left: l, parried: Object.freeze([]) });
}

/**
 * A cleave plan: the targets of one attack that take a cleave die.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface CleavePlan {
  /** The pool after the dice were spent. */
  readonly pool: CleavePool;
  /** The primary target takes a die, rolled with the weapon's damage (no second to-hit roll). */
  readonly primary: boolean;
  /** Other targets, each rolling to hit as normal for a d6. */
  readonly others: readonly string[];
}

/**
 * Spends cleave dice on one attack.
 *
 * @param pool - The pool; never mutated.
 * @param primaryId - The primary target.
 * @param targets - Targets that take a cleave die (may include the primary once).
 * @param weapon - Bow caps (R57); default `melee`.
 * @returns The plan and the pool after.
 * @throws {@link CombatActionError} for more dice than are left, a target named twice, or more
 *   targets than a Long Bow allows.
 * @example
 * ```ts
 * assignCleave(cleavePool(3, { edition: 'classic' }), 'orc1', ['orc1', 'orc2']).others; // ['orc2']
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function assignCleave(pool: CleavePool, primaryId: string, targets: readonly string[], weapon: CleaveWeapon = 'melee'): CleavePlan {
  if (!Array.isArray(targets)) throw new CombatActionError('R56', 'targets must be an array of ids', targets);
  if (new Set(targets).size !== targets.length) throw new CombatActionError('R56', 'each target takes at most one cleave die', targets);
  if (targets.length > pool.left) throw new CombatActionError('R56', `${targets.length} cleave dice asked for, ${pool.left} left of ${pool.level} this round`, targets.length);
  if (weapon === 'longBow' && targets.length > 4) throw new CombatActionError('R57', 'a Long Bow spreads cleave dice over at most 4 targets', targets.length);
  const others = targets.filter((t) => t !== primaryId);
  return Object.freeze({
    pool: Object.freeze({ ...pool, left: pool.left - targets.length }),
    primary: targets.includes(primaryId),
    others: Object.freeze(others),
  });
}

/**
 * Spends one cleave die on an attacker after a successful defence (Parry). The die then rolls to
 * hit that attacker like any cleave die ([ruling R56](../../../../../docs/rulings/redhack.md#r56-cleave-dice-and-parry)).
 *
 * @param pool - The pool; never mutated.
 * @param attackerId - Who missed the Warrior.
 * @returns The pool after.
 * @throws {@link CombatActionError} with no die left, or a second Parry on the same attacker.
 * @example
 * ```ts
 * parry(cleavePool(1, { edition: 'classic' }), 'orc1').left; // 0
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function parry(pool: CleavePool, attackerId: string): CleavePool {
  if (pool.left <= 0) throw new CombatActionError('R56', 'Parry needs a cleave die left this round', pool.left);
  if (pool.parried.includes(attackerId)) throw new CombatActionError('R56', `${attackerId} was already given a Parry die this round`, attackerId);
  return Object.freeze({ ...pool, left: pool.left - 1, parried: Object.freeze([...pool.parried, attackerId]) });
}

/**
 * The attack spec of a cleave die on a primary target: the weapon's damage plus one d6.
 *
 * @param spec - The primary attack.
 * @returns The same attack with a d6 added to each damage roll.
 * @throws {@link CombatInputError} if the damage already carries four extra dice.
 * @example
 * ```ts
 * withCleaveDie({ attribute: 14, ac: 3, damage: { count: 1, sides: 8 } }).damage; // 1d8 + 1d6
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function withCleaveDie(spec: AttackSpec): AttackSpec {
  const d = spec.damage ?? { count: 1, sides: 6 };
  const plus = [...(d.plus ?? []), 6];
  if (plus.length > 4) throw new CombatInputError('R56', 'a damage roll carries at most four extra dice', plus);
  return { ...spec, damage: { ...d, plus } };
}

/**
 * The attack spec of a cleave die on another target: its own to-hit roll, one d6 of damage.
 *
 * @param spec - The attack against that target (attribute, its AC, advantage …).
 * @returns The same attack dealing 1d6.
 * @example
 * ```ts
 * cleaveDieAttack({ attribute: 14, ac: 2 }).damage; // { count: 1, sides: 6 }
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function cleaveDieAttack(spec: AttackSpec): AttackSpec {
  const { backstab: _b, exploit: _e, ...rest } = spec;
  return { ...rest, damage: { count: 1, sides: 6 } };
}
