import { ZILCH_SUITS, type Suit } from '../suits/suits.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { assertCharacter, chipCapacity, effectiveSuit, maxHp, type Character } from '../characters/character.js';
import { ALL_SUITS } from '../characters/character.js';
import { shown, quoted } from '../errors/shown.js';

/**
 * Damage to apply to a character, already scaled by size and reduced by DR.
 * @since 0.1.0
 * @category Injury
 */
export interface DamageInput {
  /** Points of damage (physical and energy alike at this stage), whole number ≥ 0. */
  readonly amount: number;
  /** Temporary damage (unarmed attacks, fatigue): lost HP go to the temporary-damage pool (seed § Temporary damage). */
  readonly temporary?: boolean;
  /** Tainted damage: adds as many taint counters to ♥ (seed § Taint). */
  readonly tainted?: boolean;
}

/**
 * What happened when damage or drain was applied.
 * @since 0.1.0
 * @category Injury
 */
export type InjuryEvent =
  | { 
/** What happened (discriminant). */
readonly type: 'hpLost'; 
/** Points. */
readonly amount: number; 
/** Whether it went to the temporary-damage pool. */
readonly temporary: boolean }
  | { 
/** What happened (discriminant). */
readonly type: 'unconscious' }
  | { 
/** What happened (discriminant). */
readonly type: 'drain'; 
/** The Suit. */
readonly suit: Suit; 
/** Points. */
readonly amount: number }
  | { 
/** What happened (discriminant). */
readonly type: 'chipsLost'; 
/** The Suit. */
readonly suit: Suit; 
/** Points. */
readonly amount: number }
  | { 
/** What happened (discriminant). */
readonly type: 'dead' };

/**
 * The result of an injury function: the new character and what happened.
 * @since 0.1.0
 * @category Injury
 */
export interface InjuryResult {
  /** The updated character. */
  readonly character: Character;
  /** What happened, in order. */
  readonly events: readonly InjuryEvent[];
}

function assertAmount(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_INJURY) {
    throw new SuitValueError(`${what} must be a whole number 0..${MAX_INJURY}, got ${shown(n)}`, 'amount', n);
  }
}

function assertSuitName(suit: unknown): asserts suit is Suit {
  if (typeof suit !== 'string' || !(ZILCH_SUITS as readonly string[]).includes(suit)) {
    throw new SuitValueError(`unknown Suit ${typeof suit === 'symbol' ? 'symbol' : quoted(suit)}; use clubs, spades, diamonds or hearts`, 'suit', suit);
  }
}

/**
 * Largest damage, drain or healing amount one call takes (far above any Zilch creature's
 * total); checked before any work.
 * @example
 * ```ts
 * MAX_INJURY; // 10000
 * ```
 * @since 0.2.0
 * @category Injury
 */
export const MAX_INJURY = 10_000;

/**
 * Drains a Suit (seed § Drain, [Z28](../../../../docs/rulings/zilch.md#z28)): adds negative tokens, lowering the effective value; chips
 * (and HP, for ♥) above the new capacity are lost. At 0: ♣/♠ Helpless, ♦ Unconscious, ♥ dead
 * (see {@link conditionsOf}).
 *
 * @param character - The character; never mutated.
 * @param suit - The drained Suit.
 * @param amount - Points of drain, whole number ≥ 0.
 * @param options - `tainted: true` also adds that many taint counters to the Suit.
 * @returns The character and events (`drain`, `chipsLost`, `dead`).
 * @throws {@link SuitValueError} naming `amount` if it is not a whole number 0..{@link MAX_INJURY}, or `suit` if it is not a Suit.
 * @example
 * ```ts
 * drainSuit(hero, 'clubs', 3).character.drain.clubs; // 3
 * ```
 * @since 0.1.0
 * @category Injury
 */
export function drainSuit(character: Character, suit: Suit, amount: number, options: { readonly tainted?: boolean } = {}): InjuryResult {
  assertCharacter(character);
  assertSuitName(suit);
  assertAmount(amount, 'drain');
  if (amount === 0) return Object.freeze({ character, events: Object.freeze([]) });
  const wasAlive = effectiveSuit(character, 'hearts') > 0;
  let c: Character = {
    ...character,
    drain: { ...character.drain, [suit]: character.drain[suit] + amount },
    taint: options.tainted === true ? { ...character.taint, [suit]: character.taint[suit] + amount } : character.taint,
  };
  const events: InjuryEvent[] = [{ type: 'drain', suit, amount }];
  const cap = chipCapacity(c, suit);
  if (c.chips[suit] > cap) {
    events.push({ type: 'chipsLost', suit, amount: c.chips[suit] - cap });
    c = { ...c, chips: { ...c.chips, [suit]: cap } };
  }
  if (suit === 'hearts' && c.chips.hearts + c.temporaryDamage > maxHp(c)) {
    c = { ...c, temporaryDamage: Math.max(0, maxHp(c) - c.chips.hearts) };
  }
  if (wasAlive && effectiveSuit(c, 'hearts') === 0) events.push({ type: 'dead' });
  return Object.freeze({ character: freezeCharacter(c), events: Object.freeze(events) });
}

/**
 * Applies damage (seed § Injury, [Z28](../../../../docs/rulings/zilch.md#z28)): each point removes 1 HP chip (into the temporary pool if
 * temporary); at 0 HP the character falls unconscious, and further points become Hearts drain
 * (death when ♥ reaches 0). Tainted damage adds taint counters to ♥.
 *
 * @param character - The character; never mutated.
 * @param damage - Amount and kind, after size and DR.
 * @returns The character and events.
 * @throws {@link SuitValueError} naming `amount` if it is not a whole number 0..{@link MAX_INJURY}.
 * @example
 * ```ts
 * applyDamage(hero, { amount: 3 }).character.chips.hearts; // 8 − 3 = 5
 * ```
 * @since 0.1.0
 * @category Injury
 */
export function applyDamage(character: Character, damage: DamageInput): InjuryResult {
  assertCharacter(character);
  if (typeof damage !== 'object' || damage === null) throw new SuitValueError('damage must be an object { amount, temporary?, tainted? }', 'damage', damage);
  assertAmount(damage.amount, 'damage');
  const temporary = damage.temporary === true;
  const fromHp = Math.min(character.chips.hearts, damage.amount);
  const overflow = damage.amount - fromHp;
  let c: Character = {
    ...character,
    chips: { ...character.chips, hearts: character.chips.hearts - fromHp },
    temporaryDamage: character.temporaryDamage + (temporary ? fromHp : 0),
    taint: damage.tainted === true ? { ...character.taint, hearts: character.taint.hearts + damage.amount } : character.taint,
  };
  const events: InjuryEvent[] = [];
  if (fromHp > 0) events.push({ type: 'hpLost', amount: fromHp, temporary });
  if (fromHp > 0 && c.chips.hearts === 0) events.push({ type: 'unconscious' });
  if (overflow > 0) {
    const r = drainSuit(freezeCharacter(c), 'hearts', overflow);
    c = r.character;
    events.push(...r.events);
  }
  return Object.freeze({ character: freezeCharacter(c), events: Object.freeze(events) });
}

/**
 * Heals HP (magic or natural; seed § Taint, [Z28](../../../../docs/rulings/zilch.md#z28)): each point first removes a ♥ taint counter if
 * there is one, otherwise restores an HP chip, up to max HP minus the temporary pool.
 *
 * @param character - The character; never mutated.
 * @param amount - Points of healing, whole number ≥ 0.
 * @returns The healed character.
 * @throws {@link SuitValueError} naming `amount` if it is not a whole number 0..{@link MAX_INJURY}, or `suit` if it is not a Suit.
 * @example
 * ```ts
 * heal(applyDamage(hero, { amount: 3 }).character, 2).chips.hearts; // 7
 * ```
 * @since 0.1.0
 * @category Injury
 */
export function heal(character: Character, amount: number): Character {
  assertCharacter(character);
  assertAmount(amount, 'healing');
  const taintUsed = Math.min(character.taint.hearts, amount);
  const room = Math.max(0, maxHp(character) - character.temporaryDamage - character.chips.hearts);
  const gained = Math.min(room, amount - taintUsed);
  return freezeCharacter({
    ...character,
    taint: { ...character.taint, hearts: character.taint.hearts - taintUsed },
    chips: { ...character.chips, hearts: character.chips.hearts + gained },
  });
}

/**
 * Returns HP chips from the temporary-damage pool (seed § Temporary damage).
 *
 * @param character - The character; never mutated.
 * @param amount - Chips to return, whole number ≥ 0 (`Infinity` is not allowed; pass `character.temporaryDamage` for all).
 * @returns The character with up to `amount` chips moved back to HP.
 * @throws {@link SuitValueError} naming `amount` if it is not a whole number 0..{@link MAX_INJURY}, or `suit` if it is not a Suit.
 * @example
 * ```ts
 * recoverTemporary(c, c.temporaryDamage);
 * ```
 * @since 0.1.0
 * @category Injury
 */
export function recoverTemporary(character: Character, amount: number): Character {
  assertCharacter(character);
  assertAmount(amount, 'temporary recovery');
  const n = Math.min(amount, character.temporaryDamage, Math.max(0, maxHp(character) - character.chips.hearts));
  return freezeCharacter({
    ...character,
    temporaryDamage: character.temporaryDamage - n,
    chips: { ...character.chips, hearts: character.chips.hearts + n },
  });
}

/**
 * Recovers drain on a Suit (seed § Taint): on ♣ ♠ ♦ each point first removes a taint counter
 * instead; ♥ drain always recovers normally (♥ taint only slows HP recovery).
 *
 * @param character - The character; never mutated.
 * @param suit - The Suit.
 * @param amount - Points, whole number ≥ 0.
 * @returns The character.
 * @throws {@link SuitValueError} naming `amount` if it is not a whole number 0..{@link MAX_INJURY}, or `suit` if it is not a Suit.
 * @example
 * ```ts
 * recoverDrain(drainSuit(hero, 'clubs', 3).character, 'clubs', 2).drain.clubs; // 1
 * ```
 * @since 0.1.0
 * @category Injury
 */
export function recoverDrain(character: Character, suit: Suit, amount: number): Character {
  assertCharacter(character);
  assertSuitName(suit);
  assertAmount(amount, 'drain recovery');
  const taintUsed = suit === 'hearts' ? 0 : Math.min(character.taint[suit], amount);
  const recovered = Math.min(character.drain[suit], amount - taintUsed);
  return freezeCharacter({
    ...character,
    taint: { ...character.taint, [suit]: character.taint[suit] - taintUsed },
    drain: { ...character.drain, [suit]: character.drain[suit] - recovered },
  });
}

/** @internal Deep-freezes the nested records of a character. */
export function freezeCharacter(c: Character): Character {
  for (const k of ['chips', 'drain', 'taint', 'rallyMarkers'] as const) Object.freeze(c[k]);
  Object.freeze(c.conditions);
  return Object.freeze(c);
}

/** @internal */
export const SUIT_LIST: readonly Suit[] = ALL_SUITS;
