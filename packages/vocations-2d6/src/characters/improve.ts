// Improvement with experience: every purchase priced and checked.
import { ImprovementError } from '../errors/errors.js';
import { ATTRIBUTES, COMBAT_SKILLS, STAT_CAP, checkPicks, checkVocations, freezeCharacter, type Attribute, type Character, type Choice, type CombatSkill } from './character.js';
import { derive } from './derived.js';
import type { FlawId, TraitId } from './traits.js';

/**
 * Experience earned per adventure.
 *
 * @example
 * ```ts
 * EXP_PER_ADVENTURE; // 2
 * ```
 * @since 0.1.0
 * @category Improvement
 */
export const EXP_PER_ADVENTURE = 2;

/**
 * One thing to buy with exp.
 *
 * - `raise`: +1 to an attribute, combat skill or vocation (`stat`), costing the new value (at least 1), cap 5
 * - `trait`: a new trait, 2 exp
 * - `vocation`: a new vocation at 0, 2 exp
 * - `buyOffFlaw`: lose a flaw held, 2 exp
 * - `health` / `capacity`: +1 max health or carrying capacity, 1 exp, up to 20 + Strength (an optional rule)
 *
 * @since 0.1.0
 * @category Improvement
 */
export type Purchase =
  | {
    /** Kind. */
    readonly kind: 'raise';
    /** Attribute, combat skill, or a vocation's name. */
    readonly stat: Attribute | CombatSkill | string }
  | {
    /** Kind. */
    readonly kind: 'trait';
    /** The trait. */
    readonly trait: Choice<TraitId> }
  | {
    /** Kind. */
    readonly kind: 'vocation';
    /** Its name. */
    readonly name: string;
    /** Whether it grants magic. */
    readonly magic?: boolean }
  | {
    /** Kind. */
    readonly kind: 'buyOffFlaw';
    /** The flaw. */
    readonly flaw: FlawId }
  | {
    /** Kind. */
    readonly kind: 'health' | 'capacity' };

/**
 * Adds the exp of finished adventures.
 *
 * @param c - The character (never mutated).
 * @param adventures - Adventures finished (1..100; default 1).
 * @returns The character with 2 exp per adventure more.
 * @throws {@link ImprovementError} on a bad count.
 * @example
 * ```ts
 * awardExp(hero).exp; // hero.exp + 2
 * ```
 * @since 0.1.0
 * @category Improvement
 */
export function awardExp(c: Character, adventures = 1): Character {
  if (!Number.isSafeInteger(adventures) || adventures < 1 || adventures > 100) throw new ImprovementError('award', 'count', `adventures must be 1..100, got ${String(adventures)}`);
  return freezeCharacter({ ...c, exp: c.exp + EXP_PER_ADVENTURE * adventures });
}

/**
 * What a purchase would cost ([ruling V26](../../../../docs/rulings/vocations-2d6.md#v26): a raise costs
 * the new value, at least 1).
 *
 * @param c - The character.
 * @param purchase - The purchase.
 * @returns The exp cost.
 * @throws {@link ImprovementError} if the purchase is not allowed.
 * @example
 * ```ts
 * improvementCost(strength3, { kind: 'raise', stat: 'strength' }); // 4
 * ```
 * @since 0.1.0
 * @category Improvement
 */
export function improvementCost(c: Character, purchase: Purchase): number {
  return plan(c, purchase)[0];
}

/**
 * Buys one improvement (Source: vocations-2d6.txt › Improvement; rulings
 * [V16](../../../../docs/rulings/vocations-2d6.md#v16), [V26](../../../../docs/rulings/vocations-2d6.md#v26)).
 *
 * @param c - The character (never mutated).
 * @param purchase - What to buy.
 * @returns The improved character and the exp spent.
 * @throws {@link ImprovementError} naming the rule: `"cap"` (past 5 or 20 + Strength), `"exp"` (too little exp), `"flaw-not-held"`, `"duplicate"`, `"unknown"`.
 * @example
 * ```ts
 * const { character, cost } = improve(hero, { kind: 'raise', stat: 'melee' });
 * ```
 * @since 0.1.0
 * @category Improvement
 */
export function improve(c: Character, purchase: Purchase): {
  /** The improved character. */
  readonly character: Character;
  /** Exp spent. */
  readonly cost: number } {
  const [cost, next] = plan(c, purchase);
  if (cost > c.exp) throw new ImprovementError(purchase.kind, 'exp', `this costs ${cost} exp; ${c.exp} held`);
  return Object.freeze({ character: freezeCharacter({ ...next, exp: c.exp - cost }), cost });
}

function plan(c: Character, p: Purchase): readonly [number, Character] {
  const err = (rule: string, msg: string): never => {
    throw new ImprovementError(p?.kind ?? 'unknown', rule, msg);
  };
  switch (p?.kind) {
    case 'raise': {
      const stat = p.stat;
      const isAttr = (ATTRIBUTES as readonly string[]).includes(stat);
      const isSkill = (COMBAT_SKILLS as readonly string[]).includes(stat);
      const voc = c.vocations.find((v) => v.name.toLowerCase() === String(stat).toLowerCase());
      if (!isAttr && !isSkill && voc === undefined) return err('unknown', `no attribute, combat skill or vocation named ${JSON.stringify(stat)}`);
      const now = isAttr ? c.attributes[stat as Attribute] : isSkill ? c.skills[stat as CombatSkill] : (voc?.rating ?? 0);
      const value = now + 1;
      if (value > STAT_CAP) return err('cap', `${stat} is already ${now}; stats cap at ${STAT_CAP}`);
      const cost = Math.max(1, value);
      if (isAttr) {
        const gained = stat === 'strength' ? 1 : 0;
        return [cost, { ...c, attributes: { ...c.attributes, [stat]: value }, health: c.health + gained }];
      }
      if (isSkill) return [cost, { ...c, skills: { ...c.skills, [stat]: value } }];
      const vocations = c.vocations.map((v) => (v === voc ? { ...v, rating: value } : v));
      return [cost, { ...c, vocations, ether: voc?.magic === true ? c.ether + 1 : c.ether }];
    }
    case 'trait': {
      if (c.traits.some((t) => t.id === p.trait?.id && (t.detail ?? '') === (p.trait.detail ?? ''))) return err('duplicate', `already has ${p.trait.id}`);
      const traits = [...c.traits, p.trait];
      try {
        checkPicks(traits, c.flaws);
      } catch (e) {
        return err('invalid', (e as Error).message);
      }
      return [2, { ...c, traits }];
    }
    case 'vocation': {
      const vocations = [...c.vocations, { name: p.name, rating: 0, ...(p.magic === true ? { magic: true } : {}) }];
      try {
        checkVocations(vocations, STAT_CAP);
      } catch (e) {
        return err('invalid', (e as Error).message);
      }
      return [2, { ...c, vocations }];
    }
    case 'buyOffFlaw': {
      const i = c.flaws.findIndex((f) => f.id === p.flaw);
      if (i < 0) return err('flaw-not-held', `cannot buy off ${JSON.stringify(p.flaw)}: not a flaw held`);
      return [2, { ...c, flaws: c.flaws.filter((_, j) => j !== i) }];
    }
    case 'health':
    case 'capacity': {
      const d = derive(c);
      const now = p.kind === 'health' ? d.maxHealth : d.capacity;
      if (now + 1 > d.raiseCap) return err('cap', `max ${p.kind} is ${now}; exp raises it only up to 20 + Strength = ${d.raiseCap}`);
      return p.kind === 'health' ? [1, { ...c, healthBonus: c.healthBonus + 1, health: c.health + 1 }] : [1, { ...c, capacityBonus: c.capacityBonus + 1 }];
    }
    default:
      return err('unknown', `unknown purchase ${JSON.stringify((p as { kind?: unknown })?.kind)}`);
  }
}
