import type { Character } from '../characters/character.js';
import { applyDamage, type InjuryResult } from './damage.js';

/**
 * Fire damage at the start of each turn on fire (seed § Burning).
 * @example
 * ```ts
 * BURNING_DAMAGE; // 2
 * ```
 * @since 0.1.0
 * @category Injury
 */
export const BURNING_DAMAGE = 2;

/**
 * Applies one turn of burning: 2 fire (energy) damage, which armor does not reduce (seed § Burning).
 * Put the fire out with a ♠ (First Aid) test as a full action ([Z31](../../../../docs/rulings/zilch.md#z31)), or by leaping into water.
 *
 * @param character - The burning character; never mutated.
 * @returns The character and injury events.
 * @example
 * ```ts
 * burn(hero).character.chips.hearts; // 2 less
 * ```
 * @since 0.1.0
 * @category Injury
 */
export function burn(character: Character): InjuryResult {
  return applyDamage(character, { amount: BURNING_DAMAGE });
}
