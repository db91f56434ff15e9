import { ActionError } from '../errors/ActionError.js';
import { ChipError } from '../errors/ChipError.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { assertSkill } from '../suitTest/degree.js';
import { effectiveSuit, spendChips } from '../characters/character.js';
import { stancePips } from './stances.js';
import { conditionsIn, find, freezeState, replace } from './internal.js';
import { isDefenseless } from './modifiers.js';
import { reveal } from './strike.js';
import type { CombatEvent, CombatState, CombatStep } from './types.js';
import { quoted } from '../errors/shown.js';

/**
 * One save in combat ([Z19](../../../../docs/rulings/zilch.md#z19)): the saver's Suit, defensive pips and chips against a total to beat.
 * @since 0.2.0
 * @category Combat
 */
export interface SaveSetup {
  /** Effective value of the Suit saved with, ♣ or ♠ (0..14). */
  readonly suitValue: number;
  /** Defensive pips of the saver's domino (0 when Defenseless). */
  readonly defensivePips: number;
  /** Chips spent on this save: Club chips on a ♣ save, Spade chips on a ♠ save (default 0). */
  readonly chips?: number;
  /** The total the save must beat (the attacker's total). */
  readonly against: number;
}

/**
 * The result of {@link resolveSave}.
 * @since 0.2.0
 * @category Combat
 */
export interface SaveResult {
  /** Suit + defensive pips + chips. */
  readonly total: number;
  /** The total to beat. */
  readonly against: number;
  /** Resisted only when strictly greater, mirroring "an attack hits on ≥" ([Z19](../../../../docs/rulings/zilch.md#z19)). */
  readonly resisted: boolean;
}

/**
 * Resolves a save ([Z19](../../../../docs/rulings/zilch.md#z19)): total = Suit + defensive pips + chips; resisted when the total is
 * strictly greater than the attacker's.
 *
 * @param setup - Suit value, pips, chips and the total to beat (whole numbers within ±50).
 * @returns The total and whether it resisted.
 * @throws {@link SuitValueError} if a number is not a whole number within ±{@link SKILL_LIMIT}.
 * @example
 * ```ts
 * resolveSave({ suitValue: 9, defensivePips: 4, chips: 2, against: 14 }); // total 15 > 14: resisted
 * resolveSave({ suitValue: 9, defensivePips: 4, against: 13 });           // 13 is not > 13: fails
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function resolveSave(setup: SaveSetup): SaveResult {
  assertSkill(setup.suitValue, 'suitValue');
  assertSkill(setup.defensivePips, 'defensivePips');
  assertSkill(setup.chips ?? 0, 'chips');
  assertSkill(setup.against, 'against');
  const total = setup.suitValue + setup.defensivePips + (setup.chips ?? 0);
  return Object.freeze({ total, against: setup.against, resisted: total > setup.against });
}

/**
 * A combatant makes a ♣ or ♠ save in the fight ([Z19](../../../../docs/rulings/zilch.md#z19), seed § Stances): its domino turns face up,
 * its defensive pips count (none when Defenseless), and a Fighter may add Club chips to a ♣ save,
 * a Rogue Spade chips to a ♠ save.
 *
 * @param state - The combat in phase `turns`; never mutated.
 * @param id - Who saves.
 * @param input - `suit`, the total `against` it and `chips` to spend (default 0).
 * @returns The new state (chips spent, domino revealed) and a `save` event.
 * @throws {@link CombatStateError} for an unknown id or a combat not in phase `turns`.
 * @throws {@link ActionError} for a Suit other than ♣ or ♠, or chips of a class the saver lacks.
 * @throws {@link ChipError} for more chips than held.
 * @example
 * ```ts
 * const { events } = save(state, 'Rex', { suit: 'spades', against: 15, chips: 1 });
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function save(
  state: CombatState,
  id: string,
  input: { 
/** The Suit saved with. */
readonly suit: 'clubs' | 'spades'; 
/** The total to beat. */
readonly against: number; 
/** Chips to spend (default 0). */
readonly chips?: number },
): CombatStep {
  if (state.phase !== 'turns') throw new CombatStateError(`saves are made during turns, not in phase ${state.phase}`);
  const c = find(state, id);
  if (input.suit !== 'clubs' && input.suit !== 'spades') throw new ActionError(`a save in combat uses clubs or spades, not ${quoted(input.suit)} (Z19)`);
  const chips = input.chips ?? 0;
  if (chips !== 0) {
    const cls = input.suit === 'clubs' ? 'fighter' : 'rogue';
    if (!c.character.classes.includes(cls)) throw new ActionError(`${id} is not a ${cls === 'fighter' ? 'Fighter' : 'Rogue'} and has no ${input.suit} chips for this save`);
    if (isDefenseless(c, conditionsIn(c)) && input.suit === 'spades') throw new ActionError(`${id} is Defenseless and cannot add Spade chips (Z05)`);
    if (!Number.isInteger(chips) || chips < 0 || chips > c.character.chips[input.suit]) {
      throw new ChipError(`${id} has ${c.character.chips[input.suit]} ${input.suit} chips, cannot spend ${String(chips)}`);
    }
  }
  const pips = c.tile === null || c.stance === 'none' || isDefenseless(c, conditionsIn(c)) ? 0 : stancePips(c.stance, c.tile).defense;
  const result = resolveSave({ suitValue: effectiveSuit(c.character, input.suit), defensivePips: pips, chips, against: input.against });
  const events: CombatEvent[] = [];
  let s = reveal(state, id, events);
  if (chips > 0) {
    const cur = find(s, id);
    s = replace(s, { ...cur, character: spendChips(cur.character, input.suit, chips) });
    events.push({ type: 'chips', id, suit: input.suit, spent: chips });
  }
  events.push({ type: 'save', id, suit: input.suit, total: result.total, against: result.against, resisted: result.resisted });
  return Object.freeze({ state: freezeState(s), events: Object.freeze(events) });
}
