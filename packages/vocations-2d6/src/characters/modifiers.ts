// The roll bonuses a character brings: attribute + skill or vocation, traits, flaws, fatigue, armour.
import type { AttackSetup, Cover } from '../rolls/attack.js';
import { WEAPON_DAMAGE } from '../rolls/damage.js';
import { derive } from './derived.js';
import { FLAWS, TRAITS, type RollKind } from './traits.js';
import type { Character, Weapon } from './character.js';

/**
 * Circumstances that switch conditional traits and flaws on.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface RollContext {
  /** This PC leads the party (Attractive, Ugly). */
  readonly leading?: boolean;
  /** The addiction has not been satisfied today (Addiction −2 to all). */
  readonly addictionUnmet?: boolean;
  /** The feared thing is present (Fear −2 to all). */
  readonly feared?: boolean;
  /** Frightened (the Dragon's presence): −2 to all. */
  readonly frightened?: boolean;
  /** Any other situational modifier (−50..50). */
  readonly modifier?: number;
}

/**
 * The modifier traits, flaws and fatigue give one kind of roll: each matching effect whose
 * condition holds, −1 per fatigue level ([ruling V05](../../../../docs/rulings/vocations-2d6.md#v05)),
 * −2 when frightened, and the context's own modifier (Source: vocations-2d6.txt › Traits, Flaws;
 * [ruling V15](../../../../docs/rulings/vocations-2d6.md#v15)).
 *
 * @param c - The character.
 * @param roll - The kind of roll, or `null` for a roll no trait names.
 * @param context - Conditions in play.
 * @returns The sum of the modifiers.
 * @example
 * ```ts
 * traitModifier(hero, 'surprise'); // +2 with Sharp Senses
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function traitModifier(c: Character, roll: RollKind | null, context: RollContext = {}): number {
  let m = -c.fatigue + (context.frightened === true ? -2 : 0) + (context.modifier ?? 0);
  const picks = [...c.traits.map((t) => TRAITS[t.id]), ...c.flaws.map((f) => FLAWS[f.id])];
  for (const spec of picks) {
    for (const e of spec.effects) {
      if (e.roll !== roll && e.roll !== 'all') continue;
      if (e.when !== undefined && context[e.when] !== true) continue;
      m += e.value;
    }
  }
  return m;
}

/**
 * Whether the character has Lucky.
 *
 * @param c - The character.
 * @returns `true` with Lucky.
 * @example
 * ```ts
 * isLucky(hero); // false
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function isLucky(c: Character): boolean {
  return c.traits.some((t) => TRAITS[t.id].lucky === true);
}

/**
 * Bonus to a surprise roll: Intellect + Sharp Senses + modifiers ([V06](../../../../docs/rulings/vocations-2d6.md#v06)).
 *
 * @param c - The character.
 * @param context - Conditions in play.
 * @returns The bonus.
 * @example
 * ```ts
 * surpriseBonus(hero);
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function surpriseBonus(c: Character, context: RollContext = {}): number {
  return c.attributes.intellect + traitModifier(c, 'surprise', context);
}

/**
 * Bonus to act first: Agility (after heavy armour) + Quick Reflexes, Dull Reflexes, Easily
 * Distracted ([V07](../../../../docs/rulings/vocations-2d6.md#v07), [V34](../../../../docs/rulings/vocations-2d6.md#v34)).
 *
 * @param c - The character.
 * @param context - Conditions in play.
 * @returns The bonus.
 * @example
 * ```ts
 * actFirstBonus(hero);
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function actFirstBonus(c: Character, context: RollContext = {}): number {
  return derive(c).agility + traitModifier(c, 'actFirst', context);
}

/**
 * Bonus to dodge a trap: Agility (after heavy armour) + Quick Reflexes / Dull Reflexes.
 *
 * @param c - The character.
 * @param context - Conditions in play.
 * @returns The bonus.
 * @example
 * ```ts
 * dodgeTrapBonus(hero);
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function dodgeTrapBonus(c: Character, context: RollContext = {}): number {
  return derive(c).agility + traitModifier(c, 'dodgeTraps', context);
}

/**
 * Modifier to a reaction roll when this PC is the closest: Willpower + reputation (−2..+2) +
 * Attractive / Ugly when leading ([V19](../../../../docs/rulings/vocations-2d6.md#v19)).
 *
 * @param c - The closest PC.
 * @param reputation - The party's local reputation modifier (default 0).
 * @param context - Conditions in play (`leading`).
 * @returns The modifier.
 * @example
 * ```ts
 * reactionModifier(hero, 1, { leading: true });
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function reactionModifier(c: Character, reputation = 0, context: RollContext = {}): number {
  return c.attributes.willpower + reputation + traitModifier(c, 'reaction', context);
}

/**
 * Bonus to resist fatigue (a forced march, a cold night): Strength + Diehard − fatigue.
 *
 * @param c - The character.
 * @param context - Conditions in play.
 * @returns The bonus.
 * @example
 * ```ts
 * fatigueBonus(hero);
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function fatigueBonus(c: Character, context: RollContext = {}): number {
  return c.attributes.strength + traitModifier(c, 'fatigue', context);
}

/**
 * Bonus to resist disease, fatigue or poison: Strength + Diehard (+1) + modifiers.
 *
 * @param c - The character.
 * @param against - `disease`, `fatigue` or `poison`.
 * @param context - Conditions in play.
 * @returns The bonus.
 * @example
 * ```ts
 * resistBonus(hero, 'poison');
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function resistBonus(c: Character, against: 'disease' | 'fatigue' | 'poison', context: RollContext = {}): number {
  return c.attributes.strength + traitModifier(c, against, context);
}

/**
 * Bonus to a Willpower roll: resisting fear, charm or confusion, a loyalty check, the Fear flaw's
 * roll against being stunned: Willpower + modifiers.
 *
 * @param c - The character.
 * @param context - Conditions in play.
 * @returns The bonus.
 * @example
 * ```ts
 * willpowerBonus(hero);
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function willpowerBonus(c: Character, context: RollContext = {}): number {
  return c.attributes.willpower + traitModifier(c, null, context);
}

/**
 * Bonus to a non-combat check: an attribute + a vocation that fits (by name, 0 if not held) +
 * modifiers.
 *
 * @param c - The character.
 * @param attribute - The attribute rolled.
 * @param vocation - The vocation that applies, if any.
 * @param context - Conditions in play.
 * @returns The bonus.
 * @example
 * ```ts
 * checkBonus(hero, 'intellect', 'Thief'); // picking a lock
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function checkBonus(c: Character, attribute: keyof Character['attributes'], vocation?: string, context: RollContext = {}): number {
  const att = attribute === 'agility' ? derive(c).agility : c.attributes[attribute];
  return att + vocationRating(c, vocation) + traitModifier(c, null, context);
}

/**
 * A vocation's rating by name (case-insensitive), or 0 when the character lacks it.
 *
 * @param c - The character.
 * @param vocation - Its name.
 * @returns The rating.
 * @example
 * ```ts
 * vocationRating(hero, 'mage'); // 2
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function vocationRating(c: Character, vocation: string | undefined): number {
  if (vocation === undefined) return 0;
  return c.vocations.find((v) => v.name.toLowerCase() === vocation.toLowerCase())?.rating ?? 0;
}

/**
 * Total Defense while defending ([ruling V10](../../../../docs/rulings/vocations-2d6.md#v10)):
 * 9 + the best of Defense, Brawling and (holding a melee weapon) Melee, + 2. With
 * `stacks: false` the skill swap and the +2 are alternatives: 9 + max(Defense + 2, Brawling, Melee).
 *
 * @param c - The defender.
 * @param stacks - Whether the swap and the +2 stack (default `true`).
 * @returns Total Defense until the character's next action.
 * @example
 * ```ts
 * defendingDefense(hero); // Defense 1, Melee 2 with a sword → 13
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function defendingDefense(c: Character, stacks = true): number {
  const d = derive(c).defense;
  const melee = c.kit.weapon.style === 'melee' ? c.skills.melee : -Infinity;
  const best = Math.max(c.skills.brawling, melee);
  return stacks ? 9 + Math.max(d, best) + 2 : 9 + Math.max(d + 2, best);
}

/**
 * Options for {@link attackSetupFor}.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface AttackOptions extends RollContext {
  /** The weapon used (default: the kit's weapon; pass `null` for a barehanded strike). */
  readonly weapon?: Weapon | null;
  /** The target's cover. */
  readonly cover?: Cover;
  /** The attacker cannot see. */
  readonly blind?: boolean;
  /** The target cannot or will not defend itself. */
  readonly defenseless?: boolean;
  /** Add Agility to ranged damage (the `rangedDamageAttr` variant of [V11](../../../../docs/rulings/vocations-2d6.md#v11)). */
  readonly rangedDamageAttr?: boolean;
}

/**
 * Builds the {@link AttackSetup} for a PC's attack: 2d6 + Strength + Brawling or Melee, or
 * Agility (after heavy armour) + Range; Weapon Specialty +1; damage of the weapon's kind plus
 * Strength (melee and brawling), Brute's extra die; Lucky (rulings [V09](../../../../docs/rulings/vocations-2d6.md#v09),
 * [V11](../../../../docs/rulings/vocations-2d6.md#v11), [V34](../../../../docs/rulings/vocations-2d6.md#v34)).
 *
 * @param c - The attacker.
 * @param target - The target's defense and DR.
 * @param options - Weapon and circumstances.
 * @returns The attack setup.
 * @example
 * ```ts
 * attackDistribution(attackSetupFor(hero, { defense: 9, dr: 0 }));
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function attackSetupFor(c: Character, target: {
  /** Defense to reach. */
  readonly defense: number;
  /** The target's DR. */
  readonly dr: number }, options: AttackOptions = {}): AttackSetup {
  const w: Weapon = options.weapon === undefined ? c.kit.weapon : (options.weapon ?? { name: 'Fists', kind: 'barehanded', style: 'brawling' });
  const der = derive(c);
  const ranged = w.style === 'ranged';
  const base = ranged ? der.agility + c.skills.range : c.attributes.strength + (w.style === 'melee' ? c.skills.melee : c.skills.brawling);
  const specialty = c.traits.some((t) => t.id === 'weaponSpecialty' && t.detail?.toLowerCase() === w.name.toLowerCase());
  const bonus = base + (specialty ? 1 : 0) + traitModifier(c, null, options);
  const attribute = ranged ? (options.rangedDamageAttr === true ? der.agility : 0) : c.attributes.strength;
  return Object.freeze({
    bonus,
    defense: target.defense,
    dr: target.dr,
    damage: WEAPON_DAMAGE[w.kind],
    attribute,
    brute: !ranged && c.traits.some((t) => TRAITS[t.id].bonusDamageDie === true),
    lucky: isLucky(c),
    ...(options.cover === undefined ? {} : { cover: options.cover }),
    ...(options.blind === undefined ? {} : { blind: options.blind }),
    ...(options.defenseless === undefined ? {} : { defenseless: options.defenseless }),
  });
}

/**
 * Bonus to a casting roll: the magic attribute (Willpower by default, Intellect as the setting's
 * option) + the best magic vocation + modifiers ([V14](../../../../docs/rulings/vocations-2d6.md#v14)).
 *
 * @param c - The caster.
 * @param attribute - `willpower` (default) or `intellect`.
 * @param context - Conditions in play.
 * @returns The bonus.
 * @example
 * ```ts
 * castBonus(hero); // Willpower + Mage
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function castBonus(c: Character, attribute: 'willpower' | 'intellect' = 'willpower', context: RollContext = {}): number {
  const magic = c.vocations.filter((v) => v.magic === true).map((v) => v.rating);
  return c.attributes[attribute] + (magic.length === 0 ? 0 : Math.max(...magic)) + traitModifier(c, null, context);
}
