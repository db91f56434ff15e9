import type { ClassName } from '../classes/classes.js';
import { CLASSES } from '../classes/classes.js';
import { effectiveSuit, type Character } from '../characters/character.js';
import type { Degree } from '../suitTest/degree.js';

/**
 * English Scrabble letter values, the chip cost of each rune ([Z18](../../../../docs/rulings/zilch.md#z18), S-Z3/S-Sc).
 * @example
 * ```ts
 * SCRABBLE_VALUES.Q; // 10
 * ```
 * @since 0.1.0
 * @category Magic
 */
export const SCRABBLE_VALUES: Readonly<Record<string, number>> = Object.freeze({
  A: 1, B: 3, C: 3, D: 2, E: 1, F: 4, G: 2, H: 4, I: 1, J: 8, K: 5, L: 1, M: 3,
  N: 1, O: 1, P: 3, Q: 10, R: 1, S: 1, T: 1, U: 1, V: 4, W: 4, X: 8, Y: 4, Z: 10,
});

/**
 * A rune known by Lite casters ([Z18](../../../../docs/rulings/zilch.md#z18)).
 * @since 0.1.0
 * @category Magic
 */
export interface Rune {
  /** The letter. */
  readonly letter: 'E' | 'T';
  /** Diamond chips to cast it: its Scrabble value (1 for E and T). */
  readonly cost: number;
  /** What it does, in short. */
  readonly effect: string;
  /** Base energy damage on a hit. */
  readonly damage: number;
  /** Range: `close` (E; Medium −2, Long −5) or `adjacent` (T). */
  readonly range: 'close' | 'adjacent';
}

/**
 * The Lite runes ([Z18](../../../../docs/rulings/zilch.md#z18), [PROP] effects): E (Energy) a ranged energy attack for 2 + 1 per full 5;
 * T (Touch) adjacent only — heals 2 HP of a willing target of the right kind, or hits a hostile
 * one as E with +1 damage.
 * @example
 * ```ts
 * RUNES.E.cost; // 1
 * ```
 * @since 0.1.0
 * @category Magic
 */
export const RUNES: Readonly<Record<'E' | 'T', Rune>> = Object.freeze({
  E: { letter: 'E', cost: 1, effect: 'energy attack, Close range', damage: 2, range: 'close' },
  T: { letter: 'T', cost: 1, effect: 'touch: heal 2 (willing) or energy attack +1 (hostile)', damage: 3, range: 'adjacent' },
} as const satisfies Record<'E' | 'T', Rune>);

/**
 * The character's Spellcaster class, or `null`.
 *
 * @param character - The character.
 * @returns Wizard, Healer, Necromancer, Druid or `null`.
 * @example
 * ```ts
 * spellcasterClass(hero); // 'wizard'
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function spellcasterClass(character: Character): ClassName | null {
  return character.classes.find((c) => CLASSES[c].spellcaster) ?? null;
}

/**
 * Most runes a caster may know: its ♦ value (S-Z3 via [Z18](../../../../docs/rulings/zilch.md#z18)).
 *
 * @param character - The character.
 * @returns Effective ♦, or 0 for non-casters.
 * @example
 * ```ts
 * maxRunesKnown(wizard); // e.g. 9
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function maxRunesKnown(character: Character): number {
  return spellcasterClass(character) === null ? 0 : effectiveSuit(character, 'diamonds');
}

/**
 * Whether a caster's energy affects a target for harm ([Z18](../../../../docs/rulings/zilch.md#z18)): Wizard and Druid energy harms
 * anyone; Life (Healer) harms only undead; Death (Necromancer) harms only the living.
 *
 * @param caster - Caster class.
 * @param targetUndead - Whether the target is undead.
 * @returns True if the spell can deal damage.
 * @example
 * ```ts
 * spellHarms('healer', false); // false
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function spellHarms(caster: ClassName, targetUndead: boolean): boolean {
  if (caster === 'healer') return targetUndead;
  if (caster === 'necromancer') return !targetUndead;
  return true;
}

/**
 * Energy damage of a spell hit ([Z18](../../../../docs/rulings/zilch.md#z18)): the rune's base damage + 1 per full 5 of margin; a Druid
 * deals 1 less (never below 0).
 *
 * @param rune - `'E'` or `'T'`.
 * @param caster - Caster class.
 * @param bonusDamage - floor(margin / 5) from the attack resolution, ≥ 0.
 * @returns Energy damage before size scaling (DR never applies).
 * @example
 * ```ts
 * spellDamage('E', 'wizard', 1); // 3
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function spellDamage(rune: 'E' | 'T', caster: ClassName, bonusDamage: number): number {
  return Math.max(0, RUNES[rune].damage + bonusDamage - (caster === 'druid' ? 1 : 0));
}

/**
 * HP a willing touch (rune T) restores ([Z18](../../../../docs/rulings/zilch.md#z18)): 2 (Druid 1) when the energy suits the target —
 * Healer or Druid on the living, Necromancer on the undead; otherwise 0.
 *
 * @param caster - Caster class.
 * @param targetUndead - Whether the target is undead.
 * @returns HP restored, 0..2.
 * @example
 * ```ts
 * touchHealing('healer', false); // 2
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function touchHealing(caster: ClassName, targetUndead: boolean): number {
  if (caster === 'healer') return targetUndead ? 0 : 2;
  if (caster === 'necromancer') return targetUndead ? 2 : 0;
  if (caster === 'druid') return targetUndead ? 0 : 1;
  return 0;
}

/**
 * Mental casting for a bound or Helpless caster (S-Z3 via [Z18](../../../../docs/rulings/zilch.md#z18)): a ♦ test decides — CS cast as a
 * Standard action, S as a Full action (or abort for free), F chips spent and nothing happens,
 * CF chips spent plus a mishap.
 *
 * @param degree - The ♦ test result.
 * @returns What happens.
 * @example
 * ```ts
 * mentalCasting('S'); // 'fullAction'
 * ```
 * @since 0.1.0
 * @category Magic
 */
export function mentalCasting(degree: Degree): 'standardAction' | 'fullAction' | 'fizzle' | 'mishap' {
  return degree === 'CS' ? 'standardAction' : degree === 'S' ? 'fullAction' : degree === 'F' ? 'fizzle' : 'mishap';
}
