// The classic cleric's prayerbook: the four starting spells of levels 1–2, and the higher
// spells a cleric learns from a lesser entity (3–5) or the deity (6–7).
import { MagicError } from '../MagicError.js';
import { wholeIn } from '../enumerate.js';
import { divineSpellSource } from '../classFeatures.js';
import { CLASSIC_MAX_SPELL_LEVEL } from './slots.js';
import type { Spell } from '../draft31/spellbooks.js';

/**
 * A spell written in a classic cleric's prayerbook, with who granted it.
 * @since 0.2.0
 * @category RedHack magic
 */
export interface PrayerbookSpell extends Spell {
  /** Who granted it: `faith` (levels 1–2), a `lesser-entity` (3–5) or the `deity` (6–7). */
  readonly grantedBy: 'faith' | 'lesser-entity' | 'deity';
}

/**
 * A classic cleric's prayerbook (frozen).
 * @since 0.2.0
 * @category RedHack magic
 */
export interface Prayerbook {
  /** Its spells in the order they were written. */
  readonly spells: readonly PrayerbookSpell[];
}

/**
 * What writing a spell into a prayerbook returns.
 * @since 0.2.0
 * @category RedHack magic
 */
export interface PrayerbookChange {
  /** The prayerbook afterwards (a new frozen object). */
  readonly prayerbook: Prayerbook;
  /** One line saying what was learned and from whom. */
  readonly log: readonly string[];
}

/** Spells a prayerbook may hold (a bound on input, far above play). */
const MAX_PRAYERBOOK = 200;

function spellOf(x: unknown): Spell {
  const sp = x as Spell;
  if (typeof sp !== 'object' || sp === null || typeof sp.name !== 'string' || sp.name === '' || sp.name.length > 200) {
    throw new MagicError('prayerbook', 'a spell needs a name of 1..200 characters and a level', x);
  }
  wholeIn(sp.level, 1, CLASSIC_MAX_SPELL_LEVEL, `level of ${sp.name}`, (m) => new MagicError('spell-level', m, sp.level));
  return sp;
}

function freezeBook(spells: readonly PrayerbookSpell[]): Prayerbook {
  return Object.freeze({ spells: Object.freeze(spells.map((s) => Object.freeze({ name: s.name, level: s.level, grantedBy: s.grantedBy }))) });
}

/**
 * A classic cleric's starting prayerbook: exactly 4 spells of levels 1 and 2, cast through the
 * cleric's own faith. Source: redhack-rules.txt › Spellcasting › Divine Magic.
 *
 * @param spells - The four spells (distinct names, levels 1..2); never mutated.
 * @returns The prayerbook, every spell granted by `faith`.
 * @throws {@link MagicError} (`prayerbook`) for a count other than 4, a repeated name or a
 *   spell above level 2; (`spell-level`) for a level outside 1..7.
 * @example
 * ```ts
 * const book = startingPrayerbook([
 *   { name: 'Cure Light Wounds', level: 1 }, { name: 'Bless', level: 1 },
 *   { name: 'Hold Person', level: 2 }, { name: 'Silence', level: 2 },
 * ]);
 * book.spells[0]?.grantedBy; // 'faith'
 * ```
 * @since 0.2.0
 * @category RedHack magic
 */
export function startingPrayerbook(spells: readonly Spell[]): Prayerbook {
  if (!Array.isArray(spells) || spells.length !== 4) {
    throw new MagicError('prayerbook', `a cleric's starting prayerbook holds 4 spells, got ${Array.isArray(spells) ? spells.length : String(spells)}`, spells);
  }
  let book = freezeBook([]);
  for (const x of spells as readonly unknown[]) {
    const sp = spellOf(x);
    if (sp.level > 2) throw new MagicError('prayerbook', `the starting prayerbook holds spells of levels 1 and 2, got ${sp.name} (level ${sp.level})`, sp);
    book = learnDivineSpell(book, sp, 'faith').prayerbook;
  }
  return book;
}

/**
 * Writes a spell into a classic cleric's prayerbook, checking that it comes from the right
 * power: spells of levels 1–2 through faith (learned like a wizard's spells), 3–5 granted by a
 * lesser divine entity, 6–7 by the cleric's deity ({@link divineSpellSource}). Source:
 * redhack-rules.txt › Spellcasting › Divine Magic;
 * [ruling R94](../../../../../docs/rulings/redhack.md#r94-the-classic-prayerbook).
 *
 * @param prayerbook - The prayerbook; never mutated.
 * @param spell - The spell learned (level 1..7); never mutated.
 * @param grantedBy - Who grants it; must match the spell's level.
 * @returns The new prayerbook and a log line.
 * @throws {@link MagicError} (`prayerbook`) for a spell already in the book, a source that does
 *   not grant spells of that level, or a full book (200 spells); (`spell-level`) for a level
 *   outside 1..7.
 * @example
 * ```ts
 * learnDivineSpell(book, { name: 'Cure Disease', level: 3 }, 'lesser-entity').prayerbook.spells.length; // 5
 * ```
 * @since 0.2.0
 * @category RedHack magic
 */
export function learnDivineSpell(prayerbook: Prayerbook, spell: Spell, grantedBy: 'faith' | 'lesser-entity' | 'deity'): PrayerbookChange {
  if (typeof prayerbook !== 'object' || prayerbook === null || !Array.isArray(prayerbook.spells)) throw new MagicError('prayerbook', 'a prayerbook needs a spells array', prayerbook);
  if (prayerbook.spells.length >= MAX_PRAYERBOOK) throw new MagicError('prayerbook', `a prayerbook holds at most ${MAX_PRAYERBOOK} spells`, prayerbook.spells.length);
  const sp = spellOf(spell);
  const source = divineSpellSource(sp.level);
  if (grantedBy !== source) {
    const who = { faith: 'faith alone', 'lesser-entity': 'a lesser divine entity', deity: 'the deity' } as const;
    throw new MagicError('prayerbook', `${sp.name} (level ${sp.level}) must be granted by ${who[source]}, not ${String(grantedBy)}`, grantedBy);
  }
  if (prayerbook.spells.some((s) => s.name === sp.name)) throw new MagicError('prayerbook', `${sp.name} is already in the prayerbook`, sp.name);
  const next = freezeBook([...prayerbook.spells, { name: sp.name, level: sp.level, grantedBy }]);
  const from = { faith: 'through faith', 'lesser-entity': 'from a lesser divine entity', deity: 'from the deity' }[grantedBy];
  return Object.freeze({ prayerbook: next, log: Object.freeze([`${sp.name} (level ${sp.level}) is written into the prayerbook, granted ${from}`]) });
}

/**
 * The prayerbook's spells a classic cleric can memorise into slots of these levels: every
 * spell whose level is at most the highest slot (a lower spell may fill a higher slot). Feed
 * the choice to {@link memoriseClassic}.
 *
 * @param prayerbook - The prayerbook; never mutated.
 * @param slots - The cleric's slot levels (as {@link classicClericSlots} gives them); never mutated.
 * @returns The spells that fit, in book order.
 * @throws {@link MagicError} (`prayerbook`) for a malformed prayerbook; (`spell-level`) for a slot level outside 1..7.
 * @example
 * ```ts
 * prayerbookSpellsFor(book, [1, 1]).map((s) => s.name); // ['Cure Light Wounds', 'Bless']
 * ```
 * @since 0.2.0
 * @category RedHack magic
 */
export function prayerbookSpellsFor(prayerbook: Prayerbook, slots: readonly number[]): readonly PrayerbookSpell[] {
  if (typeof prayerbook !== 'object' || prayerbook === null || !Array.isArray(prayerbook.spells)) throw new MagicError('prayerbook', 'a prayerbook needs a spells array', prayerbook);
  if (!Array.isArray(slots) || slots.length > MAX_PRAYERBOOK) throw new MagicError('prayerbook', 'slots must be a list of slot levels', slots);
  const top = slots.reduce((m: number, l: unknown) => Math.max(m, wholeIn(l, 1, CLASSIC_MAX_SPELL_LEVEL, 'slot level', (msg) => new MagicError('spell-level', msg, l))), 0);
  return Object.freeze(prayerbook.spells.filter((s) => s.level <= top));
}
