// Class features and techniques that change combat rolls: the Bard's Tricksy, the sample
// techniques Defensive Fighting and Twist the Knife (classic), the draft Fighter's Suppression and
// Snipe, the draft chase, and "bloodied".
import { add, die, fromWeights, type Distribution } from '@rollwright/dice';
import { opposedDistribution } from '../../tests/index.js';
import { CombatInputError } from '../errors.js';
import { d20Distribution, optionsOf, successWeight, whole, type CombatRuleOptions } from '../core.js';
import type { AttackSpec } from '../attack/attack.js';
import type { DefenceSpec } from '../defence/defence.js';

/**
 * Whether a character is bloodied: at half its HP or less (draft31).
 *
 * @param hp - HP now, ≥ 0.
 * @param maxHp - HP at full, ≥ 1.
 * @returns `true` at or under half.
 * @throws {@link CombatInputError} for bad numbers.
 * @example
 * ```ts
 * isBloodied(5, 10); // true
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function isBloodied(hp: number, maxHp: number): boolean {
  const m = whole('DR-42', 'maxHp', maxHp, 1, 1_000_000);
  return whole('DR-42', 'hp', hp, 0, m) * 2 <= m;
}

/**
 * The four tricks a classic Bard may pick after a successful Tricksy test.
 *
 * @example
 * ```ts
 * TRICKSY_EFFECTS.length; // 4
 * ```
 * @since 0.1.0
 * @category Combat
 */
export const TRICKSY_EFFECTS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'dirty tricks: the target takes 1d6 damage',
  'the target attacks with disadvantage',
  'the target is made to block a creature moving into combat, even an ally',
  'the target makes a free attack on the Bard; on a miss it hits a target of the Bard’s choice',
]);

/**
 * Exact odds of a classic Bard's Tricksy test: DEX (or CHA against foes who understand the Bard)
 * against the creature's HD ([ruling RC4](../../../../../docs/rulings/redhack.md#rc4-the-bards-tricksy)).
 *
 * @param spec - `attribute` (DEX or CHA, 0..19) and the creature's `hd` (0..30).
 * @param options - Options (default draft31 rules for the d20; the feature is classic).
 * @returns Weights over `tricked` and `resisted`.
 * @throws {@link CombatInputError} for bad numbers.
 * @example
 * ```ts
 * probability(tricksyDistribution({ attribute: 14, hd: 3 }, { edition: 'classic' }), 'tricked'); // 12/20
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function tricksyDistribution(spec: { readonly attribute: number; readonly hd: number }, options: CombatRuleOptions = {}): Distribution<'tricked' | 'resisted'> {
  const d = d20Distribution({ attribute: whole('CL-19', 'attribute', spec.attribute, 0, 19), difficulty: whole('CL-19', 'hd', spec.hd, 0, 30), levels: 0 }, optionsOf(options));
  const ok = successWeight(d);
  return fromWeights<'tricked' | 'resisted'>([['tricked', ok], ['resisted', d.total - ok]]);
}

/**
 * Defensive Fighting (classic sample technique): forgoing the attack this round gives advantage
 * on defence.
 *
 * @param spec - The defence; never mutated.
 * @returns The same defence with one more advantage source.
 * @example
 * ```ts
 * defensiveFighting({ ac: 14, hd: 6 }).advantage; // 1
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function defensiveFighting(spec: DefenceSpec): DefenceSpec {
  return { ...spec, advantage: (spec.advantage ?? 0) + 1 };
}

/**
 * Twist the Knife (classic sample technique): the next attack on a foe whose wound holds your
 * small blade has advantage and deals the level as bonus damage (on each damage roll).
 *
 * @param spec - The follow-up attack; never mutated.
 * @param level - The attacker's level, 1..20.
 * @returns The attack with advantage and the bonus damage.
 * @throws {@link CombatInputError} for a bad level.
 * @example
 * ```ts
 * twistTheKnife({ attribute: 13, ac: 4 }, 3).damage; // { count: 1, sides: 6, bonus: 3 }
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function twistTheKnife(spec: AttackSpec, level: number): AttackSpec {
  const l = whole('CL-22', 'level', level, 1, 20);
  const d = spec.damage ?? { count: 1, sides: 6 };
  return { ...spec, advantage: (spec.advantage ?? 0) + 1, damage: { ...d, bonus: (d.bonus ?? 0) + l } };
}

/**
 * Exact odds that an NPC under a draft Fighter's Suppression may still shoot: 2d6 at or under its
 * morale ([ruling R63](../../../../../docs/rulings/redhack.md#r63-suppression)).
 *
 * @param morale - The NPC's morale, 2..12.
 * @returns Weights over `may shoot` and `suppressed`.
 * @throws {@link CombatInputError} for a bad morale.
 * @example
 * ```ts
 * probability(suppressionDistribution(7), 'may shoot'); // 7/12
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function suppressionDistribution(morale: number): Distribution<'may shoot' | 'suppressed'> {
  const m = whole('R63', 'morale', morale, 2, 12);
  const d = add(die(6), die(6));
  let ok = 0n;
  d.outcomes.forEach((s, i) => {
    if (s <= m) ok += d.weights[i] ?? 0n;
  });
  return fromWeights<'may shoot' | 'suppressed'>([['may shoot', ok], ['suppressed', d.total - ok]]);
}

/**
 * Exact odds that a draft Fighter's Snipe scores a critical: one d20 per reaction spent, any 20.
 *
 * @param reactions - Reactions spent, 1..10.
 * @returns Weights over `critical` and `none` (1 − (19/20)^n critical).
 * @throws {@link CombatInputError} for a bad count.
 * @example
 * ```ts
 * probability(snipeDistribution(2), 'critical'); // 39/400
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function snipeDistribution(reactions: number): Distribution<'critical' | 'none'> {
  const n = BigInt(whole('DR-100', 'reactions', reactions, 1, 10));
  const total = 20n ** n;
  const none = 19n ** n;
  return fromWeights<'critical' | 'none'>([['critical', total - none], ['none', none]]);
}

/**
 * One side of a draft chase.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface ChaseSide {
  /** Carries nothing heavy. */
  readonly unencumbered: boolean;
  /** Spends both move and action on the chase. */
  readonly allOut: boolean;
  /** Its DEX, 0..19 (for the test when both are unencumbered and all out). */
  readonly dex: number;
}

/**
 * Exact odds of a draft chase: the unencumbered side wins, else the side spending move and
 * action; when both are unencumbered and all out it is an opposed DEX test
 * ([ruling R62](../../../../../docs/rulings/redhack.md#r62-chases)).
 *
 * @param a - The first side.
 * @param b - The second side.
 * @param options - Options (the opposed-test rules).
 * @returns Weights over `a`, `b` and `none` (nobody gains).
 * @throws {@link CombatInputError} for a bad DEX.
 * @example
 * ```ts
 * chaseDistribution({ unencumbered: true, allOut: false, dex: 9 }, { unencumbered: false, allOut: true, dex: 15 }); // a wins
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function chaseDistribution(a: ChaseSide, b: ChaseSide, options: CombatRuleOptions = {}): Distribution<'a' | 'b' | 'none'> {
  const da = whole('R62', 'a.dex', a.dex, 0, 19);
  const db = whole('R62', 'b.dex', b.dex, 0, 19);
  if (typeof a.unencumbered !== 'boolean' || typeof b.unencumbered !== 'boolean') throw new CombatInputError('R62', 'unencumbered must be true or false', [a, b]);
  if (a.unencumbered !== b.unencumbered) return fromWeights([[a.unencumbered ? 'a' : 'b', 1]]);
  if (a.allOut !== b.allOut) return fromWeights([[a.allOut ? 'a' : 'b', 1]]);
  if (!a.unencumbered || !a.allOut) return fromWeights([['none', 1]]);
  return opposedDistribution({ attribute: da }, { attribute: db }, optionsOf(options));
}
