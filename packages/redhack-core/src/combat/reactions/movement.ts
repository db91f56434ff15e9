// draft31 movement without a map: one range band per move, the Evade / Stick / Block reactions,
// the openings that movement gives, and the extra openings of quaffing, readying and reloading.
import { CombatInputError } from '../errors.js';
import { optionsOf, whole, type CombatRuleOptions } from '../core.js';
import { RANGE_BANDS } from '../ranged/ranged.js';

/**
 * The band one move leaves you in: one step closer or farther along the edition's range bands
 * (draft31: every move changes the band by one step; classic moves Close to Near or Near to Far
 * the same way, and Elsewhere is not reached by moving). A second move (the action spent moving)
 * is a second call ([ruling RC10](../../../../../docs/rulings/redhack.md#rc10)).
 *
 * Source: redhack-3.1-draft.txt › Movement; redhack-rules.txt › Movement & Blocking.
 *
 * @param band - The band name now (`Close`, `Near`, `Far`, `Distant`, and `Extreme` in draft31).
 * @param direction - `closer` or `away`.
 * @param options - Edition (default `draft31`).
 * @returns The band name after the move (unchanged at either end).
 * @throws {@link CombatInputError} for an unknown band or direction.
 * @example
 * ```ts
 * moveBand('Far', 'closer'); // 'Near'
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function moveBand(band: string, direction: 'closer' | 'away', options: CombatRuleOptions = {}): string {
  const o = optionsOf(options);
  const bands = RANGE_BANDS[o.edition].filter((b) => b.name !== 'Elsewhere');
  const i = bands.findIndex((b) => b.name === band);
  if (i < 0) throw new CombatInputError('DR-22', `unknown ${o.edition} range band ${String(band)} (one of ${bands.map((b) => b.name).join(', ')})`, band);
  if (direction !== 'closer' && direction !== 'away') throw new CombatInputError('DR-22', `direction must be 'closer' or 'away', got ${String(direction)}`, direction);
  const j = Math.min(bands.length - 1, Math.max(0, i + (direction === 'closer' ? -1 : 1)));
  return (bands[j] ?? bands[i])?.name ?? band;
}

/**
 * A movement reaction of the draft: `evade` (a foe comes closer; move away), `stick` (a foe moves
 * away; follow, and its leaving gives no opening), `block` (a foe moves close to a target near
 * you; stop it close to you and near its target), `spearCounter` (a foe comes Close; attack it
 * with a Long weapon).
 *
 * @since 0.2.0
 * @category Combat
 */
export type MoveReaction = 'evade' | 'stick' | 'block' | 'spearCounter';

/**
 * The situation of one movement reaction.
 *
 * @since 0.2.0
 * @category Combat
 */
export interface MoveReactionSpec {
  /** The reactor carries more than its burden (draft31 encumbered: no reactions). */
  readonly encumbered?: boolean;
  /** The reactor already moved this round. */
  readonly moved?: boolean;
  /** What the foe did: `closer` (to the reactor), `away` (from the reactor), `closeToAlly` (close to someone near the reactor). */
  readonly foeMove: 'closer' | 'away' | 'closeToAlly';
  /** The reactor wields a Long weapon (spear counter). */
  readonly longWeapon?: boolean;
  /** Reactions the reactor has left (a spear counter spends one), ≥ 0. */
  readonly reactionsLeft?: number;
}

/**
 * Whether a draft movement reaction is allowed: never while encumbered; Evade, Stick and Block
 * only before the reactor's own move this round and only against the foe move they answer
 * (Evade a foe coming closer, Stick a foe moving away, Block a foe closing on an ally); a spear
 * counter needs a Long weapon, a foe coming Close and a reaction left
 * ([ruling RC10](../../../../../docs/rulings/redhack.md#rc10)).
 *
 * Source: redhack-3.1-draft.txt › Movement (reactions) and the reactions table.
 *
 * @param kind - The reaction.
 * @param spec - The situation; never mutated.
 * @returns `true` when allowed, else the reason it is not.
 * @throws {@link CombatInputError} for an unknown reaction or foe move, or a bad reaction count.
 * @example
 * ```ts
 * canMoveReact('evade', { foeMove: 'closer' });              // true
 * canMoveReact('stick', { foeMove: 'away', encumbered: true }); // 'an encumbered character takes no reactions'
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function canMoveReact(kind: MoveReaction, spec: MoveReactionSpec): true | string {
  if (typeof spec !== 'object' || spec === null) throw new CombatInputError('DR-24', 'a movement reaction spec must be an object', spec);
  const need: Record<MoveReaction, MoveReactionSpec['foeMove']> = { evade: 'closer', stick: 'away', block: 'closeToAlly', spearCounter: 'closer' };
  if (!Object.hasOwn(need, kind)) throw new CombatInputError('DR-24', `unknown movement reaction ${String(kind)}`, kind);
  if (spec.foeMove !== 'closer' && spec.foeMove !== 'away' && spec.foeMove !== 'closeToAlly') throw new CombatInputError('DR-24', `foeMove must be 'closer', 'away' or 'closeToAlly', got ${String(spec.foeMove)}`, spec.foeMove);
  const left = whole('DR-34', 'reactionsLeft', spec.reactionsLeft ?? 1, 0, 20);
  if (spec.encumbered === true) return 'an encumbered character takes no reactions';
  if (spec.foeMove !== need[kind]) return `${kind} answers a foe moving ${need[kind] === 'closeToAlly' ? 'close to an ally' : need[kind]}, not ${spec.foeMove}`;
  if (kind === 'spearCounter') {
    if (spec.longWeapon !== true) return 'a spear counter needs a Long weapon';
    if (left < 1) return 'a spear counter spends a reaction and none is left';
    return true;
  }
  if (spec.moved === true) return `${kind} uses the move, and it was already used this round`;
  return true;
}

/**
 * How a character moved, for the openings movement gives (draft31).
 *
 * @since 0.2.0
 * @category Combat
 */
export interface MovementOpeningSpec {
  /** It moved Close to this enemy. */
  readonly closeToEnemy?: boolean;
  /** That enemy wields a Long weapon (a spear and the like). */
  readonly enemyLongWeapon?: boolean;
  /** It left cover or melee in this enemy's sight. */
  readonly leftCoverOrMelee?: boolean;
  /** That enemy holds a ranged weapon. */
  readonly enemyRanged?: boolean;
}

/**
 * Whether a move gives one enemy an opening (draft31): moving does not, except moving Close to
 * an enemy with a Long weapon (for that enemy only) or leaving cover or melee in sight of an
 * enemy with a ranged weapon (for that enemy only).
 *
 * Source: redhack-3.1-draft.txt › Openings.
 *
 * @param spec - The move as that enemy sees it; never mutated.
 * @returns `true` when that enemy gains an opening.
 * @throws {@link CombatInputError} if `spec` is not an object.
 * @example
 * ```ts
 * movementGivesOpening({ closeToEnemy: true, enemyLongWeapon: true }); // true
 * movementGivesOpening({ closeToEnemy: true });                        // false
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function movementGivesOpening(spec: MovementOpeningSpec): boolean {
  if (typeof spec !== 'object' || spec === null) throw new CombatInputError('DR-38', 'a movement spec must be an object', spec);
  return (spec.closeToEnemy === true && spec.enemyLongWeapon === true) || (spec.leftCoverOrMelee === true && spec.enemyRanged === true);
}

/**
 * What a character did this turn, for the number of openings it gives (draft31).
 *
 * @since 0.2.0
 * @category Combat
 */
export interface TurnOpeningSpec {
  /** It took an action (an attack, a spell …): one opening. */
  readonly action?: boolean;
  /** Potions quaffed without an action, 0..5: one further opening each. */
  readonly quaffed?: number;
  /** Items or weapons readied, 0..5: one further opening each. */
  readonly readied?: number;
  /** Crossbows reloaded after firing, 0..5 (a free action): one further opening each. */
  readonly reloaded?: number;
}

/**
 * Openings one character's turn gives (draft31): one for its action, and one more for each
 * potion quaffed, item readied or crossbow reloaded. With two or more, even someone it attacked
 * this round may exploit one (see {@link canExploitOpening};
 * [ruling RC11](../../../../../docs/rulings/redhack.md#rc11)).
 *
 * Source: redhack-3.1-draft.txt › Openings; Weapons (reloading).
 *
 * @param spec - The turn; never mutated.
 * @returns Openings, 0..16.
 * @throws {@link CombatInputError} for a count out of range.
 * @example
 * ```ts
 * turnOpenings({ action: true, reloaded: 1 }); // 2 (a crossbow shot and its reload)
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function turnOpenings(spec: TurnOpeningSpec): number {
  if (typeof spec !== 'object' || spec === null) throw new CombatInputError('DR-38', 'a turn spec must be an object', spec);
  const n = (k: 'quaffed' | 'readied' | 'reloaded'): number => whole(k === 'reloaded' ? 'DR-114' : 'DR-38', k, spec[k] ?? 0, 0, 5);
  return (spec.action === true ? 1 : 0) + n('quaffed') + n('readied') + n('reloaded');
}
