// draft31 spell data: the beginner's spellbooks, the sample book, the sample prayer, conversion.
import { MagicError } from '../MagicError.js';
import { wholeIn } from '../enumerate.js';

/**
 * A spell and its level (draft31: the lowest character level that casts it; wizard spells odd,
 * cleric spells even).
 * @since 0.1.0
 * @category RedHack magic
 */
export interface Spell {
  /** The spell's name. */
  readonly name: string;
  /** Its level. */
  readonly level: number;
}

/**
 * A spellbook: its title and its spells in the order they are inscribed.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface Spellbook {
  /** The book's title. */
  readonly title: string;
  /** Its spells, in inscription order. */
  readonly spells: readonly Spell[];
}

/**
 * Converts a spell level from another old-school game to draft31: a cleric spell's level
 * doubles, a wizard spell's level doubles less one (Cure Light Wounds 1 → 2, Fireball 3 → 5).
 * Source: redhack-3.1-draft.txt › Spell levels; [ruling R39](../../../../../docs/rulings/redhack.md#r39).
 *
 * @param level - The other game's spell level, 1..9.
 * @param caster - `cleric` or `wizard`.
 * @returns The draft31 spell level (cleric 2..18 even, wizard 1..17 odd).
 * @throws {@link MagicError} for a level outside 1..9 or an unknown caster.
 * @example
 * ```ts
 * convertSpellLevel(1, 'cleric'); // 2
 * convertSpellLevel(3, 'wizard'); // 5
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function convertSpellLevel(level: number, caster: 'cleric' | 'wizard'): number {
  const l = wholeIn(level, 1, 9, 'spell level to convert', (m) => new MagicError('spell-level', m, level));
  if (caster === 'cleric') return 2 * l;
  if (caster === 'wizard') return 2 * l - 1;
  throw new MagicError('caster', `caster must be 'cleric' or 'wizard', got ${String(caster)}`, caster);
}

const s = (name: string, level: number): Spell => Object.freeze({ name, level });
const book = (title: string, spells: readonly Spell[]): Spellbook => Object.freeze({ title, spells: Object.freeze([...spells]) });

/**
 * The sample spellbook of the draft's magic rules, with the levels it prints: Charm Person (1),
 * Sleep (1), Invisibility (3). Source: redhack-3.1-draft.txt › Wizard magic › sample book.
 * @example
 * ```ts
 * ELEMENTARY_ENCHANTER.spells.map((x) => x.level); // [1, 1, 3]
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const ELEMENTARY_ENCHANTER: Spellbook = book('The Elementary Enchanter', [s('Charm Person', 1), s('Sleep', 1), s('Invisibility', 3)]);

/**
 * The eight beginner's spellbooks a draft31 wizard may start with, three spells each. The seed
 * prints levels only for The Elementary Enchanter; the other levels are the usual old-school
 * levels converted with {@link convertSpellLevel} (so first-level spells stay 1, second-level
 * spells become 3). Source: redhack-3.1-draft.txt › Wizard › Spellbook;
 * [ruling R38b](../../../../../docs/rulings/redhack.md#r38b).
 * @example
 * ```ts
 * BEGINNER_SPELLBOOKS.length; // 8
 * BEGINNER_SPELLBOOKS[0]?.title; // "Evoker's Primer"
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const BEGINNER_SPELLBOOKS: readonly Spellbook[] = Object.freeze([
  book("Evoker's Primer", [s('Magic Missile', 1), s('Shield', 1), s('Web', 3)]),
  book("Majordomo's Magicks", [s('Hold Portal', 1), s('Unseen Servant', 1), s('Knock', 3)]),
  ELEMENTARY_ENCHANTER,
  book("Diviner's Digest", [s('Detect Magic', 1), s('Read Languages', 1), s('Locate Object', 3)]),
  book('Luminous Ledger', [s('Detect Magic', 1), s('Light', 1), s('Continual Light', 3)]),
  book('Anthology of Abjuration', [s('Protection from Evil', 1), s('Detect Evil', 3), s('Wizard Lock', 3)]),
  book("Trickster's Tractates", [s('Unseen Servant', 1), s('Ventriloquism', 1), s('ESP', 3)]),
  book('Introduction to Illusions', [s('Detect Magic', 1), s('Ventriloquism', 1), s('Phantasmal Force', 3)]),
]);

/**
 * One line of a draft31 prayer: a spell (numbered lines are gained one per cleric level, `P.`
 * lines are purity spells), and the affinity spell it may be swapped for.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface PrayerLine {
  /** The cleric level that grants a numbered line; `undefined` for a purity (`P.`) line. */
  readonly number?: number;
  /** The spell and its level. */
  readonly spell: Spell;
  /** Cast only in a state of purity. */
  readonly purity: boolean;
  /** The affinity spell (for most clerics a Cure) it may be swapped for, with what it cures. */
  readonly affinity: string;
}

/**
 * A draft31 prayer: the deity and its spell lines in order (the recited verses are not reproduced).
 * @since 0.1.0
 * @category RedHack magic
 */
export interface Prayer {
  /** The deity prayed to. */
  readonly deity: string;
  /** The prayer's title. */
  readonly title: string;
  /** Its lines, in order. */
  readonly lines: readonly PrayerLine[];
}

const line = (number: number | undefined, name: string, level: number, affinity: string): PrayerLine =>
  Object.freeze({ ...(number === undefined ? {} : { number }), spell: s(name, level), purity: number === undefined, affinity });

/**
 * The sample prayer of the draft: a prayer to Mitra with its purity and numbered spells and their
 * Cure affinities (the verses themselves are left to the text). Source: redhack-3.1-draft.txt › Cleric magic › sample prayer.
 * @example
 * ```ts
 * PRAYER_OF_MITRA.lines.filter((l) => l.purity).length; // 5
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const PRAYER_OF_MITRA: Prayer = Object.freeze({
  deity: 'Mitra',
  title: 'Prayer of Mitra',
  lines: Object.freeze([
    line(undefined, 'Light', 2, 'Cure Light Wounds (Poison)'),
    line(2, 'Protection From Evil', 2, 'Cure Light Wounds (Poison)'),
    line(3, 'Remove Fear', 2, 'Cure Light Wounds (Poison)'),
    line(undefined, 'Augury', 4, 'Cure Minor (Paralysis)'),
    line(4, 'Bless', 4, 'Cure Minor (Paralysis)'),
    line(5, "Silence 10' Radius", 4, 'Cure Minor (Paralysis)'),
    line(undefined, 'Predict Weather', 6, 'Cure Moderate (Disease)'),
    line(6, 'Striking', 6, 'Cure Moderate (Disease)'),
    line(7, 'Meld Into Stone', 6, 'Cure Moderate (Disease)'),
    line(undefined, 'Lower Water', 8, 'Cure Serious (Deafness/Blindness)'),
    line(8, 'Create Food & Water', 8, 'Cure Serious (Deafness/Blindness)'),
    line(9, 'Tongues', 8, 'Cure Serious (Deafness/Blindness)'),
    line(undefined, 'True Seeing', 10, 'Cure Critical (Curse)'),
    line(10, 'Commune', 10, 'Cure Critical (Curse)'),
    line(11, 'Quest', 10, 'Cure Critical (Curse)'),
  ]),
});
