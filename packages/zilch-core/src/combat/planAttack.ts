// Builds the full setup of one attack from the live state, without changing it. The engine
// (strike), previewAttack and legalActions all go through here, so they agree by construction.
import { ActionError } from '../errors/ActionError.js';
import { ChipError } from '../errors/ChipError.js';
import { effectiveSuit } from '../characters/character.js';
import { CONDITIONS } from '../conditions/conditions.js';
import type { Weapon } from '../equipment/items.js';
import type { AttackSetup } from './attackRoll.js';
import { stancePips, type DominoDraw, type Stance } from './stances.js';
import { conditionsIn, find } from './internal.js';
import {
  conditionAttackModifier,
  conditionDefenseModifier,
  coverPips,
  defenseSuitFor,
  defensivePipBonus,
  isDefenseless,
  isRanged,
  proneAttackerModifier,
  proneTargetModifier,
  rangeModifier,
  sightModifier,
  type AttackDelivery,
} from './modifiers.js';
import { pickWeapon } from './weaponChoice.js';
import type { AttackOptions, Combatant, CombatState, Distance } from './types.js';

/** @internal What kind of attack is made. */
export interface StrikeSpec {
  /** A weapon attack, a Special Attack (no damage, [Z34](../../../../docs/rulings/zilch.md#z34)) or a spell (rune E or hostile T, [Z18](../../../../docs/rulings/zilch.md#z18)). */
  readonly mode: 'weapon' | 'special' | 'spell';
  /** Which Special Attack. */
  readonly special?: 'bullrush' | 'disarm' | 'grapple' | 'trip';
  /** Which rune. */
  readonly rune?: 'E' | 'T';
  /** Offensive pips of this attack when they are split (Two-Weapon Fighting, [Z33](../../../../docs/rulings/zilch.md#z33)). */
  readonly offensePips?: number;
  /** The weapon, when the action already decided it (a staff end used as a Light weapon). */
  readonly weapon?: Weapon;
}

/** @internal Everything an attack needs, decided before any die or chip changes hands. */
export interface AttackPlan {
  readonly attacker: Combatant;
  readonly defender: Combatant;
  readonly attackerStance: Stance;
  readonly attackerTile: DominoDraw;
  readonly weapon: Weapon | null;
  readonly delivery: AttackDelivery;
  readonly distance: Distance;
  readonly label: string;
  readonly clubChips: number;
  readonly defenderChips: number;
  readonly defenseSuit: 'spades' | 'clubs';
  readonly wrongSquare: boolean;
  /** The setup without the two tiles: resolveAttack(setup, attackerTile, defenderTile). */
  readonly setup: AttackSetup;
}

/** @internal The attack's delivery: the rune's (E ranged, T touch), a thrown weapon, or the weapon's own. */
function deliveryOf(spec: StrikeSpec, weapon: Weapon | null, o: AttackOptions): AttackDelivery {
  if (spec.mode === 'spell') {
    if (o.thrown === true) throw new ActionError('a spell cannot be thrown');
    return spec.rune === 'T' ? 'touch' : 'spell';
  }
  if (weapon === null) return 'melee';
  if (o.thrown === true) {
    if (weapon.delivery === 'thrown') return 'thrown';
    if (!weapon.throwable) throw new ActionError(`${weapon.name} cannot be thrown (seed § Distances)`);
    return 'thrown';
  }
  return weapon.delivery;
}

/** @internal Club chips of a Fighter on a Club-based attack (seed § Clubs). */
function checkClubChips(a: Combatant, spec: StrikeSpec, n: number): number {
  if (n === 0) return 0;
  if (!Number.isInteger(n) || n < 0) throw new ChipError(`clubChips must be a whole number ≥ 0, got ${String(n)}`);
  if (spec.mode === 'spell') throw new ActionError('Club chips add to Club-based attacks, not spells');
  if (!a.character.classes.includes('fighter')) throw new ActionError(`${a.id} is not a Fighter and has no Club chips to spend`);
  if (n > a.character.chips.clubs) throw new ChipError(`${a.id} has ${a.character.chips.clubs} clubs chips, cannot spend ${n}`);
  return n;
}

/** @internal Plans an attack of `attackerId` on `o.target`; throws ActionError / ChipError when it is not allowed. */
export function planAttack(state: CombatState, attackerId: string, o: AttackOptions, spec: StrikeSpec): AttackPlan {
  const a = find(state, attackerId);
  const d = find(state, o.target);
  if (a.id === d.id) throw new ActionError(`${a.id} cannot attack itself`);
  if (a.stance === 'none' || a.tile === null) throw new ActionError(`${a.id} has no domino this round`);
  if (a.stance === 'guarded') throw new ActionError(`${a.id} is Guarded and must Defend, not attack (Z04)`);
  if (a.grappling !== null && a.grappling !== d.id) throw new ActionError(`${a.id} is grappling ${a.grappling} and may only attack it (Z12)`);
  const aConds = conditionsIn(a);
  const dConds = conditionsIn(d);
  const weapon = spec.mode === 'spell' ? null : (spec.weapon ?? pickWeapon(a.character, o.weapon));
  if (weapon !== null && a.grappling !== null && weapon.category !== 'unarmed' && weapon.category !== 'tiny') {
    throw new ActionError(`while grappling, ${a.id} may only use unarmed attacks or Tiny weapons (Z12)`);
  }
  const delivery = deliveryOf(spec, weapon, o);
  const distance: Distance = o.distance ?? (isRanged(delivery) ? 'close' : 'adjacent');
  let attackMod = (o.modifier ?? 0) + rangeModifier(delivery, distance);
  attackMod += conditionAttackModifier(aConds) + proneAttackerModifier(aConds, delivery) + proneTargetModifier(dConds, delivery, distance);
  attackMod += sightModifier(o, aConds.includes('blinded'));
  const clubChips = checkClubChips(a, spec, o.clubChips ?? 0);
  attackMod += clubChips;
  if (spec.offensePips !== undefined) attackMod += spec.offensePips - stancePips(a.stance, a.tile).offense;
  const defenseless = isDefenseless(d, dConds);
  const defenseSuit = defenseSuitFor(d.character, spec.mode === 'special', o.defenseSuit);
  const defenderChips = o.defenderChips ?? 0;
  const pipBonus = defensivePipBonus(d, defenseSuit, defenderChips, defenseless);
  const cover = coverPips(o.cover, d, a.id);
  const setup: AttackSetup = {
    attackSuit: effectiveSuit(a.character, spec.mode === 'spell' ? 'diamonds' : 'clubs'),
    defenseSuit: effectiveSuit(d.character, defenseSuit),
    attackerStance: a.stance,
    defenderStance: d.stance,
    attackModifier: attackMod,
    defenseModifier: cover + conditionDefenseModifier(dConds),
    defensivePipBonus: pipBonus,
    coverPips: cover,
    defenderDefenseless: defenseless,
    autoHit: dConds.some((k) => CONDITIONS[k].autoHit),
    defenseless: state.options.defenseless,
  };
  const label = spec.mode === 'spell' ? `rune ${spec.rune ?? 'E'}` : spec.mode === 'special' ? (spec.special ?? 'trip') : (weapon?.name ?? 'unarmed');
  return {
    attacker: a,
    defender: d,
    attackerStance: a.stance,
    attackerTile: a.tile,
    weapon,
    delivery,
    distance,
    label,
    clubChips,
    defenderChips,
    defenseSuit,
    wrongSquare: o.invisible === 'wrong',
    setup,
  };
}
