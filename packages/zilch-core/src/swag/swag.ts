import { SwagError } from '../errors/SwagError.js';
import { assertCharacter, type Character } from '../characters/character.js';
import { freezeCharacter } from '../injury/damage.js';
import { shown, quoted } from '../errors/shown.js';

/**
 * Swag earned per encounter overcome (seed § Swag): easy 2, average 3, hard 4.
 * @example
 * ```ts
 * SWAG_PER_ENCOUNTER.hard; // 4
 * ```
 * @since 0.1.0
 * @category Swag
 */
export const SWAG_PER_ENCOUNTER: Readonly<{
  /** Easy encounter: 2. */
  easy: 2;
  /** Average encounter: 3. */
  average: 3;
  /** Hard encounter: 4. */
  hard: 4;
}> = Object.freeze({ easy: 2, average: 3, hard: 4 } as const);

/**
 * Swag cost of resurrecting a dead character in Town (seed § Swag).
 * @example
 * ```ts
 * RESURRECTION_COST; // 10
 * ```
 * @since 0.1.0
 * @category Swag
 */
export const RESURRECTION_COST = 10;

/**
 * Swag cost of a mundane pack item (seed § Swag).
 * @example
 * ```ts
 * MUNDANE_ITEM_COST; // 1
 * ```
 * @since 0.1.0
 * @category Swag
 */
export const MUNDANE_ITEM_COST = 1;

/**
 * Awards Swag for an encounter, plus any bonus the GM grants.
 *
 * @param character - The character; never mutated.
 * @param difficulty - `easy`, `average` or `hard`.
 * @param bonus - Extra Swag for roleplaying or objectives, whole number ≥ 0 (default 0).
 * @returns The character with more Swag.
 * @throws {@link SwagError} if `bonus` is not a whole number ≥ 0 or the difficulty is unknown.
 * @example
 * ```ts
 * awardSwag(hero, 'average').swag; // +3
 * ```
 * @since 0.1.0
 * @category Swag
 */
export function awardSwag(character: Character, difficulty: keyof typeof SWAG_PER_ENCOUNTER, bonus = 0): Character {
  assertCharacter(character);
  if (typeof difficulty !== 'string') throw new SwagError(`unknown encounter difficulty ${String(typeof difficulty)}`);
  if (!Object.hasOwn(SWAG_PER_ENCOUNTER, difficulty)) throw new SwagError(`unknown encounter difficulty ${quoted(difficulty)}`);
  if (!Number.isSafeInteger(bonus) || bonus < 0 || bonus > 1_000_000) throw new SwagError(`bonus Swag must be a whole number ≥ 0, got ${shown(bonus)}`);
  return freezeCharacter({ ...character, swag: character.swag + SWAG_PER_ENCOUNTER[difficulty] + bonus });
}

/**
 * Spends Swag (items in Town, in-dungeon conversion).
 *
 * @param character - The character; never mutated.
 * @param amount - Swag to spend, whole number ≥ 0.
 * @returns The character with less Swag.
 * @throws {@link SwagError} if `amount` is not a whole number ≥ 0 or exceeds the Swag held.
 * @example
 * ```ts
 * spendSwag(hero, MUNDANE_ITEM_COST);
 * ```
 * @since 0.1.0
 * @category Swag
 */
export function spendSwag(character: Character, amount: number): Character {
  assertCharacter(character);
  if (!Number.isSafeInteger(amount) || amount < 0) throw new SwagError(`Swag to spend must be a whole number ≥ 0, got ${shown(amount)}`);
  if (amount > character.swag) throw new SwagError(`${character.name} has ${character.swag} Swag, cannot spend ${amount}`);
  return freezeCharacter({ ...character, swag: character.swag - amount });
}

/**
 * Resurrects a dead character in Town for {@link RESURRECTION_COST} Swag. Ruling (not in the
 * seed): the Hearts drain and ♥ taint are cleared and the character comes back with 1 HP, no
 * temporary damage, no fatigue and no stored conditions; other drain stays.
 *
 * @param character - The dead character; never mutated.
 * @param payer - Who pays (default the character itself; a party member may pay).
 * @returns The living character and the payer after paying (the same object when self-paid).
 * @throws {@link SwagError} if the payer has less than 10 Swag.
 * @example
 * ```ts
 * const { character } = resurrect(deadHero);
 * ```
 * @since 0.1.0
 * @category Swag
 */
export function resurrect(character: Character, payer: Character = character): { 
/** The resurrected character. */
readonly character: Character; 
/** The payer after paying (the same object when self-paid). */
readonly payer: Character } {
  const paid = spendSwag(payer, RESURRECTION_COST);
  const base = payer === character ? paid : character;
  const alive = freezeCharacter({
    ...base,
    drain: { ...base.drain, hearts: 0 },
    taint: { ...base.taint, hearts: 0 },
    chips: { ...base.chips, hearts: 1 },
    temporaryDamage: 0,
    fatigue: 0,
    conditions: [],
  });
  return Object.freeze({ character: alive, payer: payer === character ? alive : paid });
}
