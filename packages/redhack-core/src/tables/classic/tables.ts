// RedHack, classic edition (redhack-rules.txt): every random table of the seed.
import { defineTable, type Table } from '@rollwright/tables';
import { defineBandTable, type BandTable } from '@rollwright/tables';
import { classic } from '../source.js';
import type { Entry } from '@rollwright/tables';

/**
 * Classic reaction roll, 2d6 (R25). A CHA test afterwards moves the result one step up or down;
 * that shift is the caller's (it is not a modifier on the roll).
 *
 * @example
 * ```ts
 * probability(tableDistribution(classicReaction), 'Cautious'); // 4/9 (16 of 36)
 * ```
 * @since 0.1.0
 * @category RedHack classic
 */
export const classicReaction: Table<Entry> = defineTable<Entry>({
  name: 'redhack/classic/reaction',
  title: 'Reaction roll (classic)',
  die: '2d6',
  source: classic('Exploration & Dungeons › Reactions'),
  rulings: ['R25'],
  rows: [
    { range: '≤2', label: 'Hostile', result: { summary: 'Attacks as soon as it sees the party.' } },
    { range: '3-5', label: 'Threatening', result: { summary: 'Wants tribute, or wants the party gone.' } },
    { range: '6-8', label: 'Cautious', result: { summary: 'Stays on guard; neither attacks nor relaxes without a reason.' } },
    { range: '9-11', label: 'Friendly', result: { summary: 'Opens talks, treats the party as possible friends.' } },
    { range: '12+', label: 'Ingratiating', result: { summary: 'Surrenders, offers tribute or help, or asks to join.' } },
  ],
});

/**
 * Classic dungeon encounter check, d6 every 3 ticks (R35). A visible fire is −1 (wilderness).
 *
 * @example
 * ```ts
 * lookup(classicEncounterCheck, 2).row.label; // 'Sign'
 * ```
 * @since 0.1.0
 * @category RedHack classic
 */
export const classicEncounterCheck: Table<Entry> = defineTable<Entry>({
  name: 'redhack/classic/encounter-check',
  title: 'Random encounter check (classic)',
  die: 'd6',
  source: classic('Exploration & Dungeons › Random Encounters'),
  rulings: ['R35'],
  rows: [
    { range: '≤1', label: 'Encounter', result: { summary: 'A creature turns up now.' } },
    { range: '2', label: 'Sign', result: { summary: 'Traces of a creature; the next 1 or 2 brings it.' } },
    { range: '3+', label: 'Nothing', result: { summary: 'No encounter this time.' } },
  ],
});

/**
 * Classic wilderness survival table: the leader rolls d20 + WIS and CON modifiers − the hex
 * penalty (R32: −2 per 5-mile hex equivalent). A natural 20 is always Discovery; otherwise a
 * modified 20+ is Bounty and anything ≤ 5 (even ≤ 0) is Injury.
 *
 * @example
 * ```ts
 * lookup(classicSurvival, 20, { modifier: -4 }).row.label; // 'Discovery'
 * ```
 * @since 0.1.0
 * @category RedHack classic
 */
export const classicSurvival: Table<Entry> = defineTable<Entry>({
  name: 'redhack/classic/survival',
  title: 'Wilderness survival (classic)',
  die: 'd20',
  source: classic('Wilderness Survival › Survival Tables'),
  rulings: ['R32'],
  rows: [
    { range: '≤5', label: 'Injury or Hazard', result: { summary: 'A life-threatening setback: illness, a bad fall, an ambush by a stronger force, or lost without knowing it.' } },
    { range: '6-10', label: 'Trouble or Loss', result: { summary: 'Supplies spoil, someone is hurt or worn out, or the party is lost until nightfall.' } },
    { range: '11-15', label: 'Difficulty', result: { summary: 'A role takes a penalty for a day or until resupplied, or the party strays for one hex.' } },
    { range: '16-19', label: 'Uneventful', result: { summary: 'Nothing happens; describe the land.' } },
    { range: 20, natural: true, label: 'Discovery', result: { summary: 'The party finds a new or hidden place on the map.' } },
    { range: '20+', label: 'Bounty', result: { summary: 'Food or water gathered, or an extra hex travelled.' } },
  ],
});

/**
 * Classic fatigue table, read by the number of fatigue tests failed (R31).
 *
 * @example
 * ```ts
 * lookupBand(classicFatigue, 5).label; // 'Drained'
 * ```
 * @since 0.1.0
 * @category RedHack classic
 */
export const classicFatigue: BandTable<Entry> = defineBandTable<Entry>({
  name: 'redhack/classic/fatigue',
  title: 'Fatigue table (classic)',
  index: 'fatigue tests failed',
  source: classic('Wilderness Survival › Fatigue Table'),
  rulings: ['R31'],
  bands: [
    { range: 1, label: 'Distressed', result: { summary: 'Uncomfortable and out of sorts; no rules effect.' } },
    { range: 2, label: 'Distracted', result: { summary: 'Disadvantage on CHA, INT and WIS tests.' } },
    { range: 3, label: 'Debilitated', result: { summary: 'Disadvantage on every attribute test.' } },
    { range: 4, label: 'Dragging', result: { summary: 'Speed −1; moving in combat two rounds running costs a full action.' } },
    { range: 5, label: 'Drained', result: { summary: 'Maximum HP halved.' } },
    { range: 6, label: 'Delirious', result: { summary: 'Unconscious or incoherent; no purposeful action.' } },
    { range: '7+', label: 'Dead', result: { summary: 'Dies within a day unless aided; with aid, roll on the injury table.' } },
  ],
});

/**
 * Classic injury table, d6 when a downed character is bandaged (R22).
 *
 * @example
 * ```ts
 * probability(tableDistribution(classicInjury), 'Doomed'); // 1/6
 * ```
 * @since 0.1.0
 * @category RedHack classic
 */
export const classicInjury: Table<Entry> = defineTable<Entry>({
  name: 'redhack/classic/injury',
  title: 'Injury table (classic)',
  die: 'd6',
  source: classic('Combat › Damage & Injuries'),
  rulings: ['R22'],
  rows: [
    { range: 1, label: 'Unconscious', result: { summary: 'Knocked out, nothing worse.' } },
    { range: 2, label: 'Wounded', result: { summary: 'Disadvantage on STR, DEX and CON until treated on a long rest.' } },
    { range: 3, label: 'Injured', result: { summary: 'Disadvantage on all attribute rolls until treated on a long rest.' } },
    { range: 4, label: 'Debilitated', result: { summary: 'One attribute −2 (random or DM pick).' } },
    { range: 5, label: 'Disabled', result: { summary: 'A limb or an eye is lost; disadvantage where it matters until magic, training or a prosthetic.' } },
    { range: 6, label: 'Doomed', result: { summary: 'Dead, or mortally wounded (a ud4 clock) at the DM’s choice.' } },
  ],
});

/**
 * Classic spell retention, 1d6 + 1 for a level-1 spell + 1 with spell components (R38, S-R2).
 * 8 (Epiphany) rolls again without modifiers and also grants an Inspiration spell.
 *
 * @example
 * ```ts
 * probability(tableDistribution(classicSpellRetention, { modifier: 2 }), 'Endurance'); // 1/6
 * ```
 * @since 0.1.0
 * @category RedHack classic
 */
export const classicSpellRetention: Table<Entry> = defineTable<Entry>({
  name: 'redhack/classic/spell-retention',
  title: 'Spell retention (classic)',
  die: '1d6',
  source: classic('Spellcasting › Arcane Magic'),
  rulings: ['R38'],
  rows: [
    { range: '≤1', label: 'Oblivion', result: { summary: 'The spell is gone from memory.' } },
    { range: '2-4', label: 'Entropy', result: { summary: 'Swapped for a random spell one level lower from the book.' } },
    { range: 5, label: 'Equilibrium', result: { summary: 'Swapped for a random spell of the same level from the book.' } },
    { range: 6, label: 'Inspiration', result: { summary: 'Swapped for an unknown spell the DM picks.' } },
    { range: 7, label: 'Endurance', result: { summary: 'The spell stays memorised.' } },
    { range: '8+', label: 'Epiphany', result: { summary: 'Roll again unmodified and also gain an Inspiration spell.' }, then: [{ again: 1 }] },
  ],
});

/**
 * Classic cleric prayer table: d20 − 1 per slot left + 1 per relationship point + WIS modifier,
 * clamped to 1..24 (R39).
 *
 * @example
 * ```ts
 * lookup(classicPrayer, 20, { modifier: 6 }).row.label; // 'Healed or protected' (clamped to 24)
 * ```
 * @since 0.1.0
 * @category RedHack classic
 */
export const classicPrayer: Table<Entry> = defineTable<Entry>({
  name: 'redhack/classic/prayer',
  title: 'Cleric prayer (classic)',
  die: 'd20',
  source: classic('Spellcasting › Divine Magic'),
  rulings: ['R39'],
  rows: [
    { range: '≤1', label: 'Absent deity', result: { summary: 'No sense of the god at all; something is wrong.' } },
    { range: 2, label: 'Silence', result: { summary: 'No answer, and no more praying today.' } },
    { range: '3-5', label: 'No spells', result: { summary: 'Nothing granted; a lesson in self-reliance.' } },
    { range: '6-7', label: 'Lose slots', result: { summary: 'Lose a slot per full 2 points of roll, highest first.' } },
    { range: '8-9', label: 'Lose highest slot', result: { summary: 'The highest slot is lost; the other requested spells return.' } },
    { range: 10, label: 'Deity chooses', result: { summary: 'Every slot back, filled with spells the god picks.' } },
    { range: 11, label: 'Sacrifice', result: { summary: 'All spells back for alms of 10 × level × 1d6 gp.' }, dice: '1d6', unit: '× 10 × level gp' },
    { range: '12-13', label: 'Quest', result: { summary: 'All spells back, plus a local quest.' } },
    { range: '14-16', label: 'Humility', result: { summary: 'All spells back but give up a first-level spell if you have one.' } },
    { range: '17-19', label: 'As asked', result: { summary: 'Exactly the spells prayed for.' } },
    { range: 20, label: 'Perfect spell', result: { summary: 'All spells back plus the ideal spell, at any level.' } },
    { range: 21, label: 'Blessed', result: { summary: 'The whole party is Blessed.' } },
    { range: 22, label: 'Healed or blessed', result: { summary: 'Injured party members heal 1d8; otherwise the party is Blessed.' }, dice: '1d8', unit: 'HP' },
    { range: 23, label: 'Flamestrike', result: { summary: 'Flame strikes the largest foe present; otherwise as 22.' } },
    { range: '24+', label: 'Healed or protected', result: { summary: 'The party is healed, or Blessed and protected from evil for two fights.' } },
  ],
});

/**
 * Classic Cure trade: the Cure spell a cleric may swap a memorised spell for, by the traded
 * spell's level.
 *
 * @example
 * ```ts
 * lookupBand(classicCureTrade, 4).label; // 'Cure Serious Wounds'
 * ```
 * @since 0.1.0
 * @category RedHack classic
 */
export const classicCureTrade: BandTable<Entry> = defineBandTable<Entry>({
  name: 'redhack/classic/cure-trade',
  title: 'Cure trade (classic)',
  index: 'level of spell traded',
  source: classic('Spellcasting › Divine Magic'),
  rulings: ['R39'],
  bands: [
    { range: '1-2', label: 'Cure Light Wounds', result: { summary: 'Any spell of level 1 or more.' } },
    { range: '3-4', label: 'Cure Serious Wounds', result: { summary: 'Needs a spell of level 3 or more.' } },
    { range: 5, label: 'Cure Critical Wounds', result: { summary: 'Needs a spell of level 5 or more.' } },
    { range: '6+', label: 'Heal', result: { summary: 'Needs a spell of level 6 or more.' } },
  ],
});

/** Every classic random table (rolled on). */
export const classicTables: readonly Table<Entry>[] = [
  classicReaction,
  classicEncounterCheck,
  classicSurvival,
  classicInjury,
  classicSpellRetention,
  classicPrayer,
];

/** Every classic reference table (read by a number). */
export const classicBandTables: readonly BandTable<Entry>[] = [classicFatigue, classicCureTrade];
