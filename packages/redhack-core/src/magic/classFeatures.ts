// Small class features of the casters: where classic divine spells come from, classic starting
// spells, the draft wizard's Learned & Wise.
import { MagicError } from './MagicError.js';
import { wholeIn } from './enumerate.js';
import { CLASSIC_MAX_SPELL_LEVEL, casterLevel } from './classic/slots.js';

/**
 * Who grants a classic cleric a spell of this level: levels 1–2 come through the cleric's own
 * faith (the starting prayerbook holds 4 of them), 3–5 from a lesser divine entity, 6–7 from the
 * deity. Source: redhack-rules.txt › Spellcasting › Divine Magic.
 *
 * @param spellLevel - The spell's level, 1..7.
 * @returns `faith`, `lesser-entity` or `deity`.
 * @throws {@link MagicError} for a level outside 1..7.
 * @example
 * ```ts
 * divineSpellSource(4); // 'lesser-entity'
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function divineSpellSource(spellLevel: number): 'faith' | 'lesser-entity' | 'deity' {
  const l = wholeIn(spellLevel, 1, CLASSIC_MAX_SPELL_LEVEL, 'spell level', (m) => new MagicError('spell-level', m, spellLevel));
  return l <= 2 ? 'faith' : l <= 5 ? 'lesser-entity' : 'deity';
}

/**
 * What a classic caster starts with: a wizard has one cantrip (cast at will) and 3 other spells;
 * a cleric a prayerbook of 4 spells of levels 1 and 2. Source: redhack-rules.txt › Spellcasting.
 * @example
 * ```ts
 * CLASSIC_STARTING_SPELLS.wizard.spells; // 3
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const CLASSIC_STARTING_SPELLS: {
  readonly wizard: { readonly cantrips: 1; readonly spells: 3; readonly maxLevel: 1 };
  readonly cleric: { readonly cantrips: 0; readonly spells: 4; readonly maxLevel: 2 };
} = Object.freeze({
  wizard: Object.freeze({ cantrips: 1, spells: 3, maxLevel: 1 } as const),
  cleric: Object.freeze({ cantrips: 0, spells: 4, maxLevel: 2 } as const),
});

/**
 * The draft wizard's Learned & Wise: −1 difficulty on Monster Lore checks for each odd level
 * reached (1, 3, 5, …), never below 0. Source: redhack-3.1-draft.txt › Wizard › Learned & Wise.
 *
 * @param difficulty - The check's difficulty before the discount, whole, ≥ 0.
 * @param level - Wizard level, 1..20.
 * @returns The discounted difficulty.
 * @throws {@link MagicError} for a bad level or difficulty.
 * @example
 * ```ts
 * monsterLoreDifficulty(8, 5); // 5
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function monsterLoreDifficulty(difficulty: number, level: number): number {
  const l = casterLevel(level);
  const d = wholeIn(difficulty, 0, 1000, 'difficulty', (m) => new MagicError('difficulty', m, difficulty));
  return Math.max(0, d - Math.ceil(l / 2));
}
