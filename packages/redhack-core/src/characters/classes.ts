import type { Edition } from '../options/options.js';
import type { AdvantageSource } from '../tests/spec.js';
import type { AttributeName } from './attributes.js';
import { frozen } from '../internal/freeze.js';

const cls = /* @__NO_SIDE_EFFECTS__ */ (x: ClassSpec): ClassSpec => frozen(x);

/**
 * One class feature: its name, a short paraphrase, and the advantage sources it grants
 * (tag-matched, [ruling R54](../../../../docs/rulings/redhack.md#r54)).
 * @since 0.1.0
 * @category Characters
 */
export interface ClassFeature {
  /** The feature's name in the seed, e.g. `'Thief Skills'`. */
  readonly name: string;
  /** What it does, in a sentence. */
  readonly summary: string;
  /** Advantage or disadvantage it grants on tagged tests (none when it is not a test rule). */
  readonly sources?: readonly AdvantageSource[];
}

/**
 * A class of either edition as typed data.
 * @since 0.1.0
 * @category Characters
 */
export interface ClassSpec {
  /** Catalogue key, e.g. `'warrior'`, `'fighter'`. */
  readonly id: string;
  /** The class's name. */
  readonly name: string;
  /** The edition that has it. */
  readonly edition: Edition;
  /** The hit die's sides (d4 … d10). */
  readonly hitDie: 4 | 6 | 8 | 10;
  /** Starting hit points: one hit die + 4 (classic as printed; the draft by the same rule, R41). */
  readonly startingHp: { readonly dice: 1; readonly sides: 4 | 6 | 8 | 10; readonly bonus: 4 };
  /** Classic: the class's attack damage die (d4 … d8). */
  readonly damageDie?: 4 | 6 | 8;
  /** Classic: damage when improvised or unarmed (one step lower). */
  readonly improvisedDie?: 3 | 4 | 6;
  /** Draft: the initiative die (d4, d6 or d8). */
  readonly initiativeDie?: 4 | 6 | 8;
  /** Prime requisites (classic two, the draft one). */
  readonly primeRequisites: readonly AttributeName[];
  /** Draft: the secondary requisites to choose one of. */
  readonly secondaryRequisites?: readonly AttributeName[];
  /** Class features, paraphrased. */
  readonly features: readonly ClassFeature[];
}

const adv = /* @__NO_SIDE_EFFECTS__ */ (name: string, anyOf: readonly string[], allOf: readonly string[] = []): AdvantageSource =>
  Object.freeze({ name, effect: 'advantage' as const, anyOf: Object.freeze([...anyOf]), ...(allOf.length > 0 ? { allOf: Object.freeze([...allOf]) } : {}) });
const hp = <S extends 4 | 6 | 8 | 10>(sides: S): { readonly dice: 1; readonly sides: S; readonly bonus: 4 } => Object.freeze({ dice: 1 as const, sides, bonus: 4 as const });

/**
 * The tags of the classic Thief's skills (advantage on each): lock picking and trap disabling
 * need thieves' tools (`has:thieves-tools`), wall climbing a rope (`has:rope`).
 * @example
 * ```ts
 * THIEF_SKILL_TAGS.includes('skill:pick-pockets'); // true
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const THIEF_SKILL_TAGS: readonly string[] = /* @__PURE__ */ Object.freeze([
  'skill:pick-locks',
  'skill:listen',
  'skill:find-traps',
  'skill:disable-traps',
  'skill:pick-pockets',
  'skill:move-silently',
  'skill:hide',
  'skill:climb-walls',
  'skill:gather-information',
]);

/**
 * The classic classes: Warrior, Thief, Cleric, Wizard and Bard, with hit points, damage dice,
 * prime requisites and features (paraphrased; advantage features as tag-matched sources).
 * Source: redhack-rules.txt › Character Creation › 2. Class.
 * @example
 * ```ts
 * CLASSIC_CLASSES.find((c) => c.id === 'warrior')?.startingHp; // { dice: 1, sides: 10, bonus: 4 }
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const CLASSIC_CLASSES: readonly ClassSpec[] = /* @__PURE__ */ Object.freeze([
  cls({
    id: 'warrior', name: 'Warrior', edition: 'classic', hitDie: 10, startingHp: hp(10), damageDie: 8, improvisedDie: 6, primeRequisites: ['STR', 'DEX'],
    features: [
      { name: 'Armour Maintenance', summary: "Rolls the usage die of armourer's tools with advantage." },
      { name: 'Cleave', summary: 'Per level, one extra d6 damage die for another target in reach, each hit rolled as normal.' },
      { name: 'Parry', summary: 'After a successful defence, may spend a remaining cleave die on that attacker.' },
    ],
  }),
  cls({
    id: 'thief', name: 'Thief', edition: 'classic', hitDie: 6, startingHp: hp(6), damageDie: 6, improvisedDie: 4, primeRequisites: ['DEX', 'WIS'],
    features: [
      {
        name: 'Thief Skills',
        summary: 'Advantage on nine thieving tasks; locks and traps need thieves\u2019 tools, walls a rope.',
        sources: [
          adv('Thief Skills', ['skill:pick-locks', 'skill:disable-traps'], ['has:thieves-tools']),
          adv('Thief Skills', ['skill:climb-walls'], ['has:rope']),
          adv('Thief Skills', ['skill:listen', 'skill:find-traps', 'skill:pick-pockets', 'skill:move-silently', 'skill:hide', 'skill:gather-information']),
        ],
      },
      { name: 'Backstab', summary: 'With a small or missile weapon against an unsuspecting foe: advantage and 2d6 + level damage.' },
    ],
  }),
  cls({
    id: 'cleric', name: 'Cleric', edition: 'classic', hitDie: 8, startingHp: hp(8), damageDie: 6, improvisedDie: 4, primeRequisites: ['WIS', 'CON'],
    features: [
      { name: 'Turn Undead', summary: 'A WIS test as an action, penalised by the creature\u2019s HD; disadvantage without a holy symbol.' },
      { name: 'Divine Fortitude', summary: 'Advantage on CON saves against poison and paralysis.', sources: [adv('Divine Fortitude', ['vs:death-poison', 'vs:paralysis-petrification', 'vs:poison', 'vs:paralysis'], ['save', 'attribute:CON'])] },
      { name: 'Divine Magic', summary: 'Casts divine spells (see spellcasting).' },
    ],
  }),
  cls({
    id: 'wizard', name: 'Wizard', edition: 'classic', hitDie: 4, startingHp: hp(4), damageDie: 4, improvisedDie: 3, primeRequisites: ['INT', 'WIS'],
    features: [
      { name: 'Learned & Wise', summary: 'Advantage on checks of arcane lore, history, the planes and the like.', sources: [adv('Learned & Wise', ['lore:arcane', 'lore:history', 'lore:planes'])] },
      { name: 'Legend Lore', summary: 'Identifies magic items with a secret INT check.' },
      { name: 'Arcane Magic', summary: 'Casts arcane spells (see spellcasting).' },
    ],
  }),
  cls({
    id: 'bard', name: 'Bard', edition: 'classic', hitDie: 6, startingHp: hp(6), damageDie: 6, improvisedDie: 4, primeRequisites: ['DEX', 'CHA'],
    features: [
      { name: 'Performance', summary: 'Advantage to perform, entertain, gather information, carouse or develop a relationship.', sources: [adv('Performance', ['skill:perform', 'skill:entertain', 'skill:gather-information', 'skill:carouse', 'skill:develop-relationship'])] },
      { name: 'Folklore', summary: 'Advantage on knowledge of almost any human concern, as rumour and legend; identifies magic items; casts from scrolls like a wizard.', sources: [adv('Folklore', ['lore:history', 'lore:politics', 'lore:magic', 'lore:religion', 'lore:monsters', 'lore:geography', 'lore:folklore'])] },
      { name: 'Tricksy', summary: 'A DEX (or CHA) test against a foe to trick it: 1d6 damage, disadvantage on its attack, a forced block, or a redirected attack.' },
    ],
  }),
]);

/**
 * The 3.1 draft's classes: Fighter, Thief, Cleric and Wizard, with hit and initiative dice,
 * prime and secondary requisites and features (paraphrased). The draft gives no starting hit
 * points; like classic they are one hit die + 4.
 * Source: redhack-3.1-draft.txt › Classes.
 * @example
 * ```ts
 * DRAFT31_CLASSES.find((c) => c.id === 'thief')?.initiativeDie; // 8
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const DRAFT31_CLASSES: readonly ClassSpec[] = /* @__PURE__ */ Object.freeze([
  cls({
    id: 'fighter', name: 'Fighter', edition: 'draft31', hitDie: 10, startingHp: hp(10), initiativeDie: 6, primeRequisites: ['STR'], secondaryRequisites: ['DEX', 'CON', 'CHA'],
    features: [
      { name: 'Combatant', summary: 'Another reaction attack every even level.' },
      { name: 'Heavy Hitter', summary: 'The weapon\u2019s damage die is one step larger.' },
      { name: 'Techniques', summary: 'One technique from a pair at first level and every third level after.' },
    ],
  }),
  cls({
    id: 'thief', name: 'Thief', edition: 'draft31', hitDie: 6, startingHp: hp(6), initiativeDie: 8, primeRequisites: ['DEX'], secondaryRequisites: ['WIS', 'STR', 'CHA'],
    features: [
      { name: 'Exploit', summary: 'Bonus attacks with the better of STR or DEX deal double damage plus 1 per odd Thief level.' },
      { name: 'Backstab', summary: 'A reaction attack on an unaware, helpless or surprised foe for triple damage plus level; a miss still deals the level.' },
      { name: 'Read Scrolls', summary: 'An INT test against the spell\u2019s level to use a scroll.' },
      { name: 'Read Languages', summary: 'May reroll a failed attempt to know a language (written form only).' },
      { name: 'Thief Skills', summary: 'Difficulty 7 on the thieving tasks, 1 less per odd Thief level.' },
    ],
  }),
  cls({
    id: 'cleric', name: 'Cleric', edition: 'draft31', hitDie: 8, startingHp: hp(8), initiativeDie: 6, primeRequisites: ['WIS'], secondaryRequisites: ['STR', 'CON', 'CHA'],
    features: [
      { name: 'Divine Magic', summary: 'A spell slot of the cleric\u2019s level each even level, of the level before each odd level.' },
      { name: 'Healing Focus', summary: 'In purity, twice as many spells, the extra ones Cure spells.' },
      { name: 'Rituals', summary: 'Rituals gain spells and other ends (see deities).' },
      { name: 'Turn Undead', summary: 'Once per combat, 2d6 on the turning rules.' },
      { name: 'Combatant', summary: 'Another reaction attack every even level.' },
    ],
  }),
  cls({
    id: 'wizard', name: 'Wizard', edition: 'draft31', hitDie: 4, startingHp: hp(4), initiativeDie: 4, primeRequisites: ['INT'], secondaryRequisites: ['WIS', 'DEX', 'CHA'],
    features: [
      { name: 'Arcane Magic', summary: 'Memorises one spell per level from a spellbook, lowest level first; casts from scrolls.' },
      { name: 'Cantrips', summary: 'One minor trick learned per level, cast at will.' },
      { name: 'Advanced Studies', summary: 'A spell from a second book per level over 6, from a third per level over 9.' },
      { name: 'Magical Research', summary: 'See downtimes.' },
      { name: 'Armour', summary: 'In armour or with a shield, must fail an AC test to cast.' },
      { name: 'Learned & Wise', summary: '1 less difficulty on monster lore per odd level.' },
      { name: 'Spellbook', summary: 'Starts with a beginner\u2019s spellbook of three spells.' },
    ],
  }),
]);
