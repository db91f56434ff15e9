// One small function per attack-modifier rule. The engine (planAttack) and previewAttack both
// build an attack from these, so each rule is found, read and tested in one place.
import { ActionError } from '../errors/ActionError.js';
import { ChipError } from '../errors/ChipError.js';
import { CONDITIONS, type Condition } from '../conditions/conditions.js';
import { effectiveSuit, type Character } from '../characters/character.js';
import { guardedShieldBonus } from '../equipment/equipment.js';
import { sight, type LightLevel, type Vision } from '../lighting/lighting.js';
import type { WeaponDelivery } from '../equipment/items.js';
import type { Combatant, Distance } from './types.js';
import { zilchDistances } from '../data/distances.js';
import { combatModifier } from '../data/combatModifiers.js';
import { quoted } from '../errors/shown.js';

/** @internal How an attack reaches its target: a weapon's delivery, or `spell` for rune E (ranged like a projectile, [Z18](../../../../docs/rulings/zilch.md#z18)). */
export type AttackDelivery = WeaponDelivery | 'touch' | 'spell';

/** @internal True for attacks that are not made in melee (thrown, projectile, rune E). */
export function isRanged(delivery: AttackDelivery): boolean {
  return delivery === 'thrown' || delivery === 'projectile' || delivery === 'spell';
}

/**
 * @internal Seed § Distances: melee and touch reach Adjacent only; ranged attacks are −2 at
 * Medium and −5 at Long; Long is out of reach of thrown weapons; Far is out of reach of all.
 */
export function rangeModifier(delivery: AttackDelivery, distance: Distance): number {
  if (!isRanged(delivery)) {
    if (distance !== 'adjacent') throw new ActionError(`a ${delivery} attack needs an Adjacent target, not ${distance}`);
    return 0;
  }
  const row = zilchDistances.find((d) => d.key === distance);
  if (row === undefined) throw new ActionError(`unknown distance ${quoted(distance)}`);
  if (row.rangedModifier === null) throw new ActionError('a target at Far distance is too far away to affect (seed § Distances)');
  if (delivery === 'thrown' && !row.thrownReach) throw new ActionError(`${row.name} is out of reach for thrown weapons; only projectiles reach it, at ${row.rangedModifier} (seed § Distances)`);
  return row.rangedModifier;
}

/** @internal [Z09](../../../../docs/rulings/zilch.md#z09): a Prone attacker is −2 on melee attacks (its ranged attacks are not affected). */
export function proneAttackerModifier(attacker: readonly Condition[], delivery: AttackDelivery): number {
  return attacker.includes('prone') && !isRanged(delivery) ? CONDITIONS.prone.attackModifier : 0;
}

/**
 * @internal [Z09](../../../../docs/rulings/zilch.md#z09): against a Prone target, Adjacent melee attackers get +2 and ranged attackers
 * beyond Adjacent −2; a ranged shot from an Adjacent square gets neither.
 */
export function proneTargetModifier(defender: readonly Condition[], delivery: AttackDelivery, distance: Distance): number {
  if (!defender.includes('prone')) return 0;
  if (!isRanged(delivery)) return CONDITIONS.prone.meleeAttackerModifier;
  return distance === 'adjacent' ? 0 : CONDITIONS.prone.rangedAttackerModifier;
}

/** @internal [Z08](../../../../docs/rulings/zilch.md#z08) and the other condition rows: the attacker's own attack modifiers (Prone is {@link proneAttackerModifier}). */
export function conditionAttackModifier(attacker: readonly Condition[]): number {
  return attacker.filter((k) => k !== 'prone').reduce((n, k) => n + CONDITIONS[k].attackModifier, 0);
}

/** @internal [Z08](../../../../docs/rulings/zilch.md#z08): the defender's own defense modifiers from its conditions (Hampered −2). */
export function conditionDefenseModifier(defender: readonly Condition[]): number {
  return defender.reduce((n, k) => n + CONDITIONS[k].defenseModifier, 0);
}

/** @internal What the attacker needs to say about seeing the target. */
export interface SightInput {
  /** Target Occluded by the caller. */
  readonly occluded?: boolean;
  /** Invisible target: the guessed square was right or wrong. */
  readonly invisible?: 'right' | 'wrong';
  /** Light at the target's square. */
  readonly light?: LightLevel;
  /** The attacker's vision. */
  readonly vision?: Vision;
}

/**
 * @internal [Z13](../../../../docs/rulings/zilch.md#z13)/Z14: Occluded −2 (stated, or from light and vision; not stacked), Invisible
 * −5 on a right guess. A Blinded attacker treats every target as Invisible and must guess.
 */
export function sightModifier(o: SightInput, attackerBlinded: boolean): number {
  if (o.vision !== undefined && o.light === undefined) throw new ActionError('vision needs the light level at the target (light) to matter (Z14)');
  const seeing = o.light === undefined ? 'ok' : sight(o.light, o.vision ?? 'normal');
  if ((attackerBlinded || seeing === 'blinded') && o.invisible === undefined) {
    throw new ActionError("the attacker is Blinded, so the target counts as Invisible: state the guessed square with invisible 'right' or 'wrong' (Z13, Z14)");
  }
  let mod = 0;
  if (o.occluded === true || seeing === 'occluded') mod += combatModifier('occluded');
  if (o.invisible === 'right') mod += combatModifier('invisible');
  return mod;
}

/**
 * @internal [Z12](../../../../docs/rulings/zilch.md#z12) and seed § Cover: two grappling creatures are cover (+2) for each other against
 * attacks from outside the grapple. Stated cover and grapple cover do not stack (the better counts).
 */
export function coverPips(stated: 0 | 2 | 5 | undefined, defender: Combatant, attackerId: string): number {
  const grapple = defender.grappling !== null && defender.grappling !== attackerId ? combatModifier('allyCover') : 0;
  return Math.max(stated ?? 0, grapple);
}

/**
 * @internal [Z34](../../../../docs/rulings/zilch.md#z34): the Suit a Special Attack is defended with (default the higher, ♠ on a tie);
 * every other attack is defended with ♠.
 */
export function defenseSuitFor(defender: Character, special: boolean, choice: 'spades' | 'clubs' | undefined): 'spades' | 'clubs' {
  if (!special) {
    if (choice === 'clubs') throw new ActionError('only a Special Attack may be defended with Clubs (Z34)');
    return 'spades';
  }
  if (choice !== undefined) {
    if (choice !== 'spades' && choice !== 'clubs') throw new ActionError(`defenseSuit must be 'spades' or 'clubs', not ${quoted(choice)}`);
    return choice;
  }
  return effectiveSuit(defender, 'clubs') > effectiveSuit(defender, 'spades') ? 'clubs' : 'spades';
}

/**
 * @internal Pips the defender adds to its own defensive pips (seed § Spades, § Shields; [Z05](../../../../docs/rulings/zilch.md#z05)):
 * Spade chips of a Rogue, only on a Spade-based defense and never while Defenseless; a held
 * shield's DR while Guarded.
 */
export function defensivePipBonus(defender: Combatant, suit: 'spades' | 'clubs', chips: number, defenseless: boolean): number {
  let pips = 0;
  if (chips !== 0) {
    if (!Number.isInteger(chips) || chips < 0) throw new ChipError(`defenderChips must be a whole number ≥ 0, got ${String(chips)}`);
    if (!defender.character.classes.includes('rogue')) throw new ActionError(`${defender.id} is not a Rogue and has no Spade chips to spend`);
    if (suit !== 'spades') throw new ActionError(`Spade chips add only to a Spade-based defense; ${defender.id} defends with Clubs (seed § Spades)`);
    if (defenseless) throw new ActionError(`${defender.id} is Defenseless and cannot add Spade chips (Z05)`);
    if (chips > defender.character.chips.spades) throw new ChipError(`${defender.id} has ${defender.character.chips.spades} spades chips, cannot spend ${chips}`);
    pips += chips;
  }
  if (defender.stance === 'guarded') pips += guardedShieldBonus(defender.character.equipment);
  return pips;
}

/** @internal [Z05](../../../../docs/rulings/zilch.md#z05), [Z35](../../../../docs/rulings/zilch.md#z35): Defenseless when flagged (Helpless, unconscious…), without a domino, or Reckless. */
export function isDefenseless(defender: Combatant, conditions: readonly Condition[]): boolean {
  return conditions.includes('defenseless') || defender.stance === 'none' || defender.stance === 'reckless';
}
