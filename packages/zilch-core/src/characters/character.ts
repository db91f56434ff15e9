import type { Suit } from '../suits/suits.js';
import { makeSuits, ZILCH_SUITS, type SuitValues } from '../suits/suits.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { ChipError } from '../errors/ChipError.js';
import { ConditionError } from '../errors/ConditionError.js';
import { classSuits, validateClasses, type ClassName } from '../classes/classes.js';
import { NO_EQUIPMENT, validateEquipment, isOverProficiency, type Equipment } from '../equipment/equipment.js';
import { scaleBySize, type Size } from '../size/size.js';
import { withImplied, assertCondition, type Condition } from '../conditions/conditions.js';
import { shown, quoted } from '../errors/shown.js';

/**
 * A Zilch character or creature. Plain frozen data: every rule function takes one and returns
 * a new one.
 * @since 0.1.0
 * @category Characters
 */
export interface Character {
  /** Display name; also the default combatant id. */
  readonly name: string;
  /** Base Suit values, 2..14. */
  readonly suits: SuitValues;
  /** Classes (at most one Spellcaster). */
  readonly classes: readonly ClassName[];
  /** Size category (default `medium`). */
  readonly size: Size;
  /** True for undead creatures (Life energy harms them, Death energy heals them, [Z18](../../../../docs/rulings/zilch.md#z18)). */
  readonly undead: boolean;
  /** Current chips: class chips on ♣ ♠ ♦, and HP on ♥ (seed § Suits). */
  readonly chips: SuitValues;
  /** Drain per Suit (negative tokens), ≥ 0 (seed § Drain). */
  readonly drain: SuitValues;
  /** Taint counters per Suit, ≥ 0; may exceed the Suit value (seed § Taint). */
  readonly taint: SuitValues;
  /** HP chips in the temporary-damage pool (seed § Temporary damage). */
  readonly temporaryDamage: number;
  /** Rally markers per class Suit (seed § Recovery; Hearts always 0). */
  readonly rallyMarkers: SuitValues;
  /** Fatigue level 0..3 ([Z29](../../../../docs/rulings/zilch.md#z29)). */
  readonly fatigue: number;
  /** Conditions imposed by effects (prone, threatened, burning…); derived ones come from {@link conditionsOf}. */
  readonly conditions: readonly Condition[];
  /** Carried equipment. */
  readonly equipment: Equipment;
  /** Swag points (seed § Swag). */
  readonly swag: number;
}

/**
 * Input of {@link createCharacter}.
 * @since 0.1.0
 * @category Characters
 */
export interface CharacterInput {
  /** Display name (non-empty). */
  readonly name: string;
  /** Base Suit values, each 2..14. */
  readonly suits: SuitValues;
  /** Classes (default none). */
  readonly classes?: readonly ClassName[];
  /** Size (default `medium`). */
  readonly size?: Size;
  /** Undead (default `false`). */
  readonly undead?: boolean;
  /** Equipment (default {@link NO_EQUIPMENT}). */
  readonly equipment?: Equipment;
}

/**
 * Throws unless `value` looks like a {@link Character}: an object with Suit, chip, drain and
 * taint values and equipment (a cheap shape check, run by the rule functions before any work).
 *
 * @param value - Anything.
 * @throws {@link SuitValueError} naming `character` when it is not a character.
 * @example
 * ```ts
 * assertCharacter(hero); // ok
 * assertCharacter(42);   // throws SuitValueError
 * ```
 * @since 0.2.0
 * @category Characters
 */
export function assertCharacter(value: unknown): asserts value is Character {
  const v = value as Partial<Character> | null;
  const ok =
    typeof v === 'object' && v !== null &&
    [v.suits, v.chips, v.drain, v.taint].every((x) => typeof x === 'object' && x !== null) &&
    typeof v.equipment === 'object' && v.equipment !== null && Array.isArray(v.equipment.held) && Array.isArray(v.conditions);
  if (!ok) throw new SuitValueError(`expected a character (see createCharacter), got ${shown(value)}`, 'character', value);
}

/** @internal Throws unless `suit` is one of the four Suits. */
export function assertSuit(suit: unknown): asserts suit is Suit {
  if (typeof suit !== 'string' || !(ZILCH_SUITS as readonly string[]).includes(suit)) {
    throw new SuitValueError(`unknown Suit ${typeof suit === 'symbol' ? 'symbol' : quoted(suit)}; use clubs, spades, diamonds or hearts`, 'suit', suit);
  }
}

const ZERO: SuitValues = Object.freeze({ clubs: 0, spades: 0, diamonds: 0, hearts: 0 });

/**
 * Creates a character from validated manual entry, with full chips and HP.
 *
 * @param input - Name, Suits 2..14, classes, size, equipment.
 * @returns A frozen character.
 * @throws {@link SuitValueError} for a Suit outside 2..14.
 * @throws {@link ClassError} for an unknown or repeated class or a second Spellcaster.
 * @throws {@link EquipmentError} for equipment that does not fit the slots.
 * @example
 * ```ts
 * const hero = createCharacter({ name: 'Ada', suits: { clubs: 10, spades: 6, diamonds: 7, hearts: 8 }, classes: ['fighter', 'wizard'] });
 * hero.chips; // { clubs: 5, spades: 0, diamonds: 3, hearts: 8 }
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function createCharacter(input: CharacterInput): Character {
  if (typeof input.name !== 'string' || input.name.length === 0) throw new SuitValueError('a character needs a non-empty name');
  const suits = makeSuits(input.suits);
  const classes = validateClasses(input.classes ?? []);
  const equipment = validateEquipment(input.equipment ?? NO_EQUIPMENT);
  const draft: Character = {
    name: input.name,
    suits,
    classes,
    size: input.size ?? 'medium',
    undead: input.undead ?? false,
    chips: ZERO,
    drain: ZERO,
    taint: ZERO,
    temporaryDamage: 0,
    rallyMarkers: ZERO,
    fatigue: 0,
    conditions: Object.freeze([]),
    equipment,
    swag: 0,
  };
  return Object.freeze({
    ...draft,
    chips: Object.freeze({
      clubs: chipCapacity(draft, 'clubs'),
      spades: chipCapacity(draft, 'spades'),
      diamonds: chipCapacity(draft, 'diamonds'),
      hearts: chipCapacity(draft, 'hearts'),
    }),
  });
}

/**
 * A Suit's effective value: base minus drain, never below 0 (seed § Drain). A 0 has a meaning:
 * ♣ or ♠ at 0 paralyzes (Helpless), ♦ at 0 is a coma (Unconscious), ♥ at 0 is death.
 *
 * @param character - The character.
 * @param suit - The Suit.
 * @returns The effective value, 0..14.
 * @example
 * ```ts
 * effectiveSuit({ ...hero, drain: { ...hero.drain, clubs: 3 } }, 'clubs'); // 10 − 3 = 7
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function effectiveSuit(character: Character, suit: Suit): number {
  assertCharacter(character);
  assertSuit(suit);
  return Math.max(0, character.suits[suit] - character.drain[suit]);
}

/**
 * Maximum HP: effective Hearts × the size multiplier, rounded half up (seed § Size, [Z27](../../../../docs/rulings/zilch.md#z27), [Z28](../../../../docs/rulings/zilch.md#z28)).
 *
 * @param character - The character.
 * @returns Max HP ≥ 0.
 * @example
 * ```ts
 * maxHp(createCharacter({ name: 'Dog', suits: { clubs: 5, spades: 8, diamonds: 3, hearts: 7 }, size: 'small' })); // 4
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function maxHp(character: Character): number {
  return scaleBySize(effectiveSuit(character, 'hearts'), character.size);
}

/**
 * Chip capacity of a Suit: on a class Suit, floor(effective value / number of classes) (seed
 * § Multi-classing, [Z23](../../../../docs/rulings/zilch.md#z23)); on Hearts, {@link maxHp}; on any other Suit, 0.
 *
 * @param character - The character.
 * @param suit - The Suit.
 * @returns Capacity ≥ 0.
 * @example
 * ```ts
 * // the seed's fighter/wizard with 10♣ and 7♦
 * chipCapacity(hero, 'clubs');    // 5
 * chipCapacity(hero, 'diamonds'); // 3
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function chipCapacity(character: Character, suit: Suit): number {
  assertCharacter(character);
  assertSuit(suit);
  if (suit === 'hearts') return maxHp(character);
  if (!classSuits(character.classes).includes(suit)) return 0;
  return Math.floor(effectiveSuit(character, suit) / character.classes.length);
}

/**
 * Sets the chips on a Suit, checking capacity ([Z23](../../../../docs/rulings/zilch.md#z23)).
 *
 * @param character - The character; never mutated.
 * @param suit - The Suit (Hearts chips are HP).
 * @param count - New chip count, a whole number 0..{@link chipCapacity}.
 * @returns The updated character.
 * @throws {@link ChipError} if `count` is negative, fractional or above capacity (this includes any chip on a non-class Suit).
 * @example
 * ```ts
 * setChips(hero, 'clubs', 6); // throws ChipError: capacity 5
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function setChips(character: Character, suit: Suit, count: number): Character {
  assertCharacter(character);
  assertSuit(suit);
  const cap = chipCapacity(character, suit);
  if (!Number.isInteger(count) || count < 0) throw new ChipError(`chip count must be a whole number ≥ 0, got ${shown(count)}`);
  if (count > cap) throw new ChipError(`${character.name} can hold at most ${cap} ${suit} chips, not ${count}`);
  return Object.freeze({ ...character, chips: Object.freeze({ ...character.chips, [suit]: count }) });
}

/**
 * Spends class chips (Club chips for attacks, Spade chips for defenses, Diamond chips for
 * spells; seed § Suits).
 *
 * @param character - The character; never mutated.
 * @param suit - ♣, ♠ or ♦.
 * @param count - Chips to spend, a whole number 0..current chips.
 * @returns The updated character.
 * @throws {@link ChipError} if `count` is negative, fractional, more than held, or `suit` is Hearts.
 * @example
 * ```ts
 * spendChips(hero, 'clubs', 2).chips.clubs; // 3
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function spendChips(character: Character, suit: Suit, count: number): Character {
  assertCharacter(character);
  assertSuit(suit);
  if (suit === 'hearts') throw new ChipError('Heart chips are HP: they are lost to damage, not spent');
  if (!Number.isInteger(count) || count < 0) throw new ChipError(`chips to spend must be a whole number ≥ 0, got ${shown(count)}`);
  if (count > character.chips[suit]) throw new ChipError(`${character.name} has ${character.chips[suit]} ${suit} chips, cannot spend ${count}`);
  return Object.freeze({ ...character, chips: Object.freeze({ ...character.chips, [suit]: character.chips[suit] - count }) });
}

/**
 * Every condition a character is in: its stored conditions plus those derived from its state
 * (0 HP ⇒ Unconscious, [Z10](../../../../docs/rulings/zilch.md#z10)/Z28; ♣ or ♠ drained to 0 ⇒ Helpless; ♦ at 0 ⇒ Unconscious; ♥ at 0
 * ⇒ dead; fatigue 1 Slowed, 2 Hampered, 3 Unconscious, [Z29](../../../../docs/rulings/zilch.md#z29); armor over proficiency ⇒ Hampered,
 * [Z17](../../../../docs/rulings/zilch.md#z17)), closed under implication.
 *
 * @param character - The character.
 * @returns The conditions, sorted and frozen.
 * @example
 * ```ts
 * conditionsOf({ ...hero, fatigue: 2 }); // ['hampered', 'slowed']
 * ```
 * @since 0.1.0
 * @category Conditions
 */
export function conditionsOf(character: Character): readonly Condition[] {
  assertCharacter(character);
  const c: Condition[] = [...character.conditions];
  if (effectiveSuit(character, 'hearts') === 0) c.push('dead');
  if (character.chips.hearts === 0) c.push('unconscious');
  if (effectiveSuit(character, 'clubs') === 0 || effectiveSuit(character, 'spades') === 0) c.push('helpless');
  if (effectiveSuit(character, 'diamonds') === 0) c.push('unconscious');
  if (character.fatigue >= 1) c.push('slowed');
  if (character.fatigue >= 2) c.push('hampered');
  if (character.fatigue >= 3) c.push('unconscious');
  if (isOverProficiency(character.classes, character.equipment)) c.push('hampered');
  return withImplied(c);
}

/**
 * Adds or removes a stored condition.
 *
 * @param character - The character; never mutated.
 * @param condition - The condition.
 * @param on - `true` to add (default), `false` to remove.
 * @returns The updated character.
 * @throws {@link ConditionError} for a condition that is not one of {@link CONDITIONS}, or an `on` that is not a boolean.
 * @example
 * ```ts
 * withCondition(hero, 'prone').conditions; // ['prone']
 * ```
 * @since 0.1.0
 * @category Conditions
 */
export function withCondition(character: Character, condition: Condition, on = true): Character {
  assertCharacter(character);
  assertCondition(condition);
  if (typeof on !== 'boolean') throw new ConditionError(condition, `on must be true or false, got ${shown(on)}`);
  const set = new Set(character.conditions);
  if (on) set.add(condition);
  else set.delete(condition);
  return Object.freeze({ ...character, conditions: Object.freeze([...set].sort()) });
}

/** @internal All four suits. */
export const ALL_SUITS: readonly Suit[] = ZILCH_SUITS;
