// RedHack 3.1 draft (redhack-3.1-draft.txt, variant `draft31`): every random table of the seed
// except the gem and weather tables (see gems.ts, weather.ts).
import { defineTable, type RowSpec, type Table } from '@rollwright/tables';
import { defineBandTable, type BandTable } from '@rollwright/tables';
import { draft31 } from '../source.js';
import type { Entry } from '@rollwright/tables';
import { RollOutOfRangeError } from '@rollwright/tables';

const REACTION_ROWS: readonly RowSpec<Entry>[] = [
  { range: '≤2', label: 'Hostile', result: { summary: 'They attack — perhaps mistaking the party for someone else.' } },
  { range: '3-5', label: 'Unfriendly', result: { summary: 'Likely to attack if they have a grudge; otherwise threats and demands.' } },
  { range: '6-8', label: 'Neutral', result: { summary: 'Wary; weighs how the party helps or hinders them, may order trespassers off.' } },
  { range: '9-11', label: 'Hospitable', result: { summary: 'Gives the party a break: softer demands, trade, a shared fire, an alliance.' } },
  { range: '12+', label: 'Friendly', result: { summary: 'As well disposed as the situation allows.' } },
];

/* @__NO_SIDE_EFFECTS__ */
function reaction(name: string, title: string, die: string): Table<Entry> {
  return defineTable<Entry>({ name, title, die, source: draft31('Reaction Roll'), rulings: ['R25'], rows: REACTION_ROWS });
}

/**
 * Draft reaction roll, 2d6 with no CHA test (R25).
 *
 * @example
 * ```ts
 * probability(tableDistribution(draft31Reaction), 'Neutral'); // 4/9
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31Reaction: Table<Entry> = reaction('redhack/draft31/reaction', 'Reaction roll (draft31)', '2d6');
/**
 * Draft reaction roll after a successful CHA introduction: 3d6 keep the highest 2 (R25).
 *
 * @example
 * ```ts
 * probability(tableDistribution(draft31ReactionChaSuccess), 'Friendly'); // 16/216 = 2/27
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31ReactionChaSuccess: Table<Entry> = reaction('redhack/draft31/reaction-cha-success', 'Reaction roll after a successful CHA test (draft31)', '3d6kh2');
/**
 * Draft reaction roll after a failed CHA introduction: 3d6 keep the lowest 2 (R25).
 *
 * @example
 * ```ts
 * probability(tableDistribution(draft31ReactionChaFail), 'Hostile'); // 16/216 = 2/27
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31ReactionChaFail: Table<Entry> = reaction('redhack/draft31/reaction-cha-fail', 'Reaction roll after a failed CHA test (draft31)', '3d6kl2');
/**
 * Draft reaction roll after a natural-20 CHA introduction: 4d6 keep the highest 2 (R25).
 *
 * @example
 * ```ts
 * probability(tableDistribution(draft31ReactionChaCrit), 'Friendly'); // 171/1296 = 19/144
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31ReactionChaCrit: Table<Entry> = reaction('redhack/draft31/reaction-cha-crit', 'Reaction roll after a critical CHA test (draft31)', '4d6kh2');
/**
 * Draft reaction roll after a natural-1 CHA introduction: 4d6 keep the lowest 2 (R25, our
 * symmetric reading).
 *
 * @example
 * ```ts
 * probability(tableDistribution(draft31ReactionChaFumble), 'Hostile'); // 19/144
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31ReactionChaFumble: Table<Entry> = reaction('redhack/draft31/reaction-cha-fumble', 'Reaction roll after a fumbled CHA test (draft31)', '4d6kl2');

/** Typical NPC attitudes of the draft's reaction-by-attitude table. */
type Attitude = 'predator' | 'guard' | 'passing' | 'bandit';
const ATTITUDE_COLUMNS: Record<Attitude, readonly [string, string, string, string, string]> = {
  predator: ['Attack', 'Attack', 'Stalk', 'Flee', 'Avoid'],
  guard: ['Attack', 'Attack', 'Demand', 'Parlay', 'Advise'],
  passing: ['Attack', 'Menace', 'Parlay', 'Trade', 'Assist'],
  bandit: ['Attack', 'Demand', 'Menace', 'Parlay', 'Trade'],
};
const ATTITUDE_RANGES = ['≤2', '3-5', '6-8', '9-11', '12+'] as const;

/* @__NO_SIDE_EFFECTS__ */
function attitude(kind: Attitude): Table<string> {
  return defineTable<string>({
    name: `redhack/draft31/reaction-${kind}`,
    title: `Reaction of a ${kind} NPC (draft31)`,
    die: '2d6',
    source: draft31('Reaction Roll › typical NPC attitudes'),
    rulings: ['R25'],
    rows: ATTITUDE_RANGES.map((range, i) => ({ range, label: ATTITUDE_COLUMNS[kind][i] ?? '' })),
  });
}

/**
 * Draft reactions of a predator (2d6): Attack, Attack, Stalk, Flee, Avoid.
 *
 * @example
 * ```ts
 * lookup(draft31ReactionPredator, 10).row.label; // 'Flee'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31ReactionPredator: Table<string> = attitude('predator');
/**
 * Draft reactions of a guard (2d6): Attack, Attack, Demand, Parlay, Advise.
 *
 * @example
 * ```ts
 * lookup(draft31ReactionGuard, 12).row.label; // 'Advise'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31ReactionGuard: Table<string> = attitude('guard');
/**
 * Draft reactions of someone passing by (2d6): Attack, Menace, Parlay, Trade, Assist.
 *
 * @example
 * ```ts
 * lookup(draft31ReactionPassing, 9).row.label; // 'Trade'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31ReactionPassing: Table<string> = attitude('passing');
/**
 * Draft reactions of bandits (2d6): Attack, Demand, Menace, Parlay, Trade.
 *
 * @example
 * ```ts
 * lookup(draft31ReactionBandit, 4).row.label; // 'Demand'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31ReactionBandit: Table<string> = attitude('bandit');

/**
 * Draft encounter distance and awareness, 2d6 with +1/−1 per listed circumstance (sleeping
 * with no lookout −4); totals past either end use the end rows.
 *
 * @example
 * ```ts
 * lookup(draft31EncounterDistance, 2, { modifier: -4 }).row.label; // 'Ambushed'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31EncounterDistance: Table<Entry> = defineTable<Entry>({
  name: 'redhack/draft31/encounter-distance',
  title: 'Encounter distance and awareness (draft31)',
  die: '2d6',
  source: draft31('Encounters › 2d6 roll'),
  rulings: ['R16'],
  rows: [
    { range: '≤2', label: 'Ambushed', result: { summary: 'The party is ambushed: surprised unless they roll 6+ initiative.' } },
    { range: '3-5', label: 'Seen first', result: { summary: 'The monsters spot the party first; the party cannot surprise them.' } },
    { range: '6-8', label: 'Normal', result: { summary: 'Both sides meet at sight distance; normal initiative.' } },
    { range: '9-11', label: 'See first', result: { summary: 'The party spots the monsters first and cannot be surprised.' } },
    { range: '12+', label: 'Hear them coming', result: { summary: 'The party hears them coming and may lay an ambush.' } },
  ],
});

/**
 * Outdoor sight distance by terrain (draft31 visibility table; night and weather can shorten it).
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31Visibility: readonly VisibilityRow[] = /* @__PURE__ */ Object.freeze([
  { visibility: 'Open', examples: 'plains or road', band: 'Extreme', feet: 240 },
  { visibility: 'Uneven', examples: 'hills or woods', band: 'Extreme', feet: 120 },
  { visibility: 'Cluttered', examples: 'forest or swamp', band: 'Distant', feet: 90 },
] as const satisfies readonly VisibilityRow[]);

/**
 * One row of {@link draft31Visibility}.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export interface VisibilityRow {
  /** Visibility class. */
  readonly visibility: 'Open' | 'Uneven' | 'Cluttered';
  /** Typical terrain. */
  readonly examples: string;
  /** Range band of the sight distance. */
  readonly band: 'Extreme' | 'Distant';
  /** Sight distance in feet. */
  readonly feet: number;
}

/**
 * Draft dungeon event die, d6 every 2 turns; caution +1, haste −1 (R35).
 *
 * @example
 * ```ts
 * lookup(draft31DungeonEvent, 2, { modifier: -1 }).row.label; // 'Encounter'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31DungeonEvent: Table<Entry> = defineTable<Entry>({
  name: 'redhack/draft31/dungeon-event',
  title: 'Dungeon event die (draft31)',
  die: 'd6',
  source: draft31('Dungeon exploration › Event table'),
  rulings: ['R35'],
  rows: [
    { range: '≤1', label: 'Encounter', result: { summary: 'Roll on the encounter table and make an encounter roll.' } },
    { range: 2, label: 'Spoor', result: { summary: 'Roll on the encounter table; only a sign of the creature is found for now.' } },
    { range: 3, label: 'Light', result: { summary: 'Roll usage for mundane light sources.' } },
    { range: 4, label: 'Exhaustion', result: { summary: 'Everyone gains a level of exhaustion; the party needs rest.' } },
    { range: 5, label: 'Event or Timer', result: { summary: 'Nothing, unless the dungeon has something scheduled.' } },
    { range: '6+', label: 'Magic Expires', result: { summary: 'Spells of normal duration end (longer ones step down, R35).' } },
  ],
});

/**
 * A hazard row: summary plus the damage dice it deals, if any.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export interface HazardEntry extends Entry {
  /** Damage dice, e.g. `1d4 CON` or `(1d3)d6` (R33). */
  readonly damage?: string;
}

/**
 * Draft wilderness hazard table, d6 (R33: "D3D6" = 1d3 dice of d6; traps trigger on 1–2).
 *
 * @example
 * ```ts
 * lookup(draft31Hazard, 5).row.label; // 'Obstruction'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31Hazard: Table<HazardEntry> = defineTable<HazardEntry>({
  name: 'redhack/draft31/hazard',
  title: 'Wilderness hazard (draft31)',
  die: 'd6',
  source: draft31('Wilderness travel › Hazard table'),
  rulings: ['R33', 'R09'],
  rows: [
    { range: 1, label: 'Traps & Pitfalls', result: { summary: 'Natural or set by monsters; triggers on 1–2 on d6, WIS save 4 or lose CON.', damage: '1d4 CON' } },
    { range: 2, label: 'Disease', result: { summary: 'Each character who rolls 1–2 on d6 must CON save 2 or fall ill.' } },
    { range: 3, label: 'Poisonous Flora or Fauna', result: { summary: 'Best INT tests (4) to spot it; otherwise each character rolling 1–2 on d6 must CON save 2 or be poisoned.' } },
    { range: 4, label: 'Difficult Terrain', result: { summary: 'The current hex counts double.' } },
    { range: 5, label: 'Obstruction', result: { summary: 'The party must stop and camp.' } },
    { range: 6, label: 'Perilous Path', result: { summary: 'Triggers on 1–2 on d6; DEX save 4 or fall; two roped neighbours may STR save 4 to hold.', damage: '(1d3)d6' } },
  ],
});

/**
 * Draft wilderness event die, d6 when the hex roll is at most the hexes travelled today.
 * Hazard rolls on {@link draft31Hazard}.
 *
 * @example
 * ```ts
 * probability(tableDistribution(draft31WildernessEvent, { tables: seedTables }), 'Hazard → Disease'); // 1/36
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31WildernessEvent: Table<Entry> = defineTable<Entry>({
  name: 'redhack/draft31/wilderness-event',
  title: 'Wilderness event die (draft31)',
  die: 'd6',
  source: draft31('Wilderness travel › Event die'),
  rulings: ['R33'],
  rows: [
    { range: 1, label: 'Encounter', result: { summary: 'Roll on an encounter table.' } },
    { range: 2, label: 'Hazard', result: { summary: 'Roll on the hazard table.' }, then: [{ roll: 'redhack/draft31/hazard' }] },
    { range: 3, label: 'Supplies', result: { summary: 'Roll usage on all food and water.' } },
    { range: 4, label: 'Exhaustion', result: { summary: 'Everyone gains a level of exhaustion.' } },
    { range: 5, label: 'Weather Effect', result: { summary: 'The weather moves on the hex flower and its effect applies.' } },
    { range: 6, label: 'Lost Bearings', result: { summary: 'The party wanders at random for the rest of the day.' } },
  ],
});

/**
 * Draft PC injury, read by total CON lost (R23). Losing all CON is Doomed whatever the number:
 * use {@link pcInjury} to apply that.
 *
 * @example
 * ```ts
 * lookupBand(draft31PcInjury, 6).label; // 'Injury'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31PcInjury: BandTable<Entry> = defineBandTable<Entry>({
  name: 'redhack/draft31/injury-pc',
  title: 'PC injury by CON lost (draft31)',
  index: 'CON lost',
  source: draft31('Injury › CON lost table'),
  rulings: ['R23'],
  bands: [
    { range: '≤3', label: 'Stunned', result: { summary: 'Gain a level of exhaustion.' } },
    { range: '4-5', label: 'Wound', result: { summary: 'An exhaustion that adds +2 to difficulties until removed.' } },
    { range: '6-7', label: 'Injury', result: { summary: 'As a wound, but only d6 weeks of rest remove it.' } },
    { range: '8-9', label: 'Illness', result: { summary: 'A festering wound or infection sets in.' } },
    { range: '10+', label: 'Maimed', result: { summary: 'A life-changing injury such as a lost limb or eye.' } },
  ],
});

/**
 * A PC injury result.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export interface PcInjury {
  /** Result name (Stunned … Maimed, Doomed). */
  readonly label: string;
  /** Summary. */
  readonly result: Entry;
}

/**
 * Draft PC injury with the "all CON lost = Doomed" row applied (R23).
 *
 * @param conLost - CON lost in total (after healing; abandoned PCs add 2 first), ≥ 0.
 * @param conMax - The PC's CON before the damage, ≥ 1.
 * @returns The injury label and summary.
 * @throws {@link "@rollwright/tables"!RollOutOfRangeError} if `conLost` is negative or not a whole number.
 * @example
 * ```ts
 * pcInjury(12, 12).label; // 'Doomed'
 * pcInjury(5, 14).label;  // 'Wound'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export function pcInjury(conLost: number, conMax: number): PcInjury {
  if (Number.isSafeInteger(conLost) && conLost >= 0 && conLost >= conMax) {
    return { label: 'Doomed', result: { summary: 'Dead or dying.' } };
  }
  if (!Number.isSafeInteger(conLost) || conLost < 0) return lookupNegative(conLost);
  const b = draft31PcInjury.bands.find((x) => x.low <= conLost && conLost <= x.high);
  return b ?? lookupNegative(conLost);
}

function lookupNegative(v: number): never {
  throw new RollOutOfRangeError('redhack/draft31/injury-pc', v, `CON lost must be a whole number ≥ 0, got ${String(v)}`);
}

/**
 * Draft NPC injury, d6 when bandaged, healed or abandoned: −1 if magically healed, +1 if
 * abandoned; results clamp to 1..6 (R23).
 *
 * @example
 * ```ts
 * lookup(draft31NpcInjury, 6, { modifier: 1 }).row.label; // 'Doomed' (clamped)
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31NpcInjury: Table<Entry> = defineTable<Entry>({
  name: 'redhack/draft31/injury-npc',
  title: 'NPC injury (draft31)',
  die: 'd6',
  source: draft31('Injury › NPC d6 table'),
  rulings: ['R23'],
  rows: [
    { range: 1, label: 'Stunned', result: { summary: 'Comes round shaken.' } },
    { range: 2, label: 'Wound', result: { summary: 'Hurt; +2 to difficulties until rested.' } },
    { range: 3, label: 'Injury', result: { summary: 'Badly hurt for d6 weeks.' } },
    { range: 4, label: 'Illness', result: { summary: 'The wound festers.' } },
    { range: 5, label: 'Maimed', result: { summary: 'A lasting, life-changing injury.' } },
    { range: 6, label: 'Doomed', result: { summary: 'Dead or dying.' } },
  ],
});

/**
 * Chance that a hoard holds a find: `in` out of `outOf` (3 in 6, 4 in 20).
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export interface HoardChance {
  /** Favourable faces. */
  readonly in: number;
  /** Die size: 6 or 20. */
  readonly outOf: 6 | 20;
}

/**
 * A coin, gem, jewelry or magic find in a hoard row.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export interface HoardFind {
  /** Chance the find is there; absent = always. */
  readonly chance?: HoardChance;
  /** Dice for the amount, if any. */
  readonly dice?: string;
  /** What the dice count: `pouches` (50 coins), `bags` (250 coins), `coins`, `gems`, `pieces`. */
  readonly unit?: string;
}

/**
 * One row of the draft hoard table.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export interface HoardRow {
  /** Silver coins (always there). */
  readonly silver: HoardFind;
  /** Gold coins (3 in 6). */
  readonly gold: HoardFind;
  /** Gems. */
  readonly gems: HoardFind;
  /** Jewelry. */
  readonly jewelry: HoardFind;
  /** Magic item chance in 20. */
  readonly magic: HoardFind;
}

/* @__NO_SIDE_EFFECTS__ */
function hoard(silver: [string, string], gold: [string, string], gj: [number, string], magic: number): HoardRow {
  return {
  silver: { dice: silver[0], unit: silver[1] },
  gold: { chance: { in: 3, outOf: 6 }, dice: gold[0], unit: gold[1] },
  gems: { chance: { in: gj[0], outOf: 20 }, dice: gj[1], unit: 'gems' },
  jewelry: { chance: { in: gj[0], outOf: 20 }, dice: gj[1], unit: 'pieces' },
  magic: { chance: { in: magic, outOf: 20 } },
  };
}

/**
 * Draft treasure hoard by dungeon level. A pouch holds 50 coins (⅕ item), a bag 250 (1 item).
 *
 * @example
 * ```ts
 * lookupBand(draft31TreasureHoard, 5).result.magic; // { chance: { in: 2, outOf: 20 } }
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31TreasureHoard: BandTable<HoardRow> = defineBandTable<HoardRow>({
  name: 'redhack/draft31/treasure-hoard',
  title: 'Treasure hoard by level (draft31)',
  index: 'dungeon level',
  source: draft31('Treasure › miscellaneous hoards'),
  bands: [
    { range: 1, label: 'Level 1', result: hoard(['1d12', 'pouches'], ['1d6*10', 'coins'], [1, '1d6'], 1) },
    { range: '2-3', label: 'Levels 2–3', result: hoard(['2d12', 'pouches'], ['1d12', 'pouches'], [2, '1d6'], 1) },
    { range: '4-5', label: 'Levels 4–5', result: hoard(['4d6', 'bags'], ['4d6', 'pouches'], [4, '1d6'], 2) },
    { range: '6-7', label: 'Levels 6–7', result: hoard(['8d6', 'bags'], ['2d6', 'bags'], [6, '1d6'], 3) },
    { range: '8-9', label: 'Levels 8–9', result: hoard(['2d6*10', 'bags'], ['4d6', 'bags'], [8, '1d12'], 4) },
    { range: '10-12', label: 'Levels 10–12', result: hoard(['2d6*10', 'bags'], ['2d6*4', 'bags'], [10, '1d12'], 5) },
    { range: '13+', label: 'Levels 13+', result: hoard(['4d6*10', 'bags'], ['2d6*10', 'bags'], [10, '1d12'], 6) },
  ],
});

/**
 * Draft monster saving throws: the caster's d20 target by HD (R10: 5 + 2·⌈HD/3⌉, capped 21).
 *
 * @example
 * ```ts
 * lookupBand(draft31MonsterSave, 7).result; // 11
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31MonsterSave: BandTable<number> = defineBandTable<number>({
  name: 'redhack/draft31/monster-save',
  title: 'Monster saving throws by HD (draft31)',
  index: 'HD',
  source: draft31('Saving throws › NPCs & Monsters'),
  rulings: ['R10'],
  bands: [
    { range: 0, label: '5+', result: 5 },
    { range: '1-3', label: '7+', result: 7 },
    { range: '4-6', label: '9+', result: 9 },
    { range: '7-9', label: '11+', result: 11 },
    { range: '10-12', label: '13+', result: 13 },
    { range: '13-15', label: '15+', result: 15 },
    { range: '16-18', label: '17+', result: 17 },
    { range: '19-21', label: '19+', result: 19 },
    { range: '22+', label: '21+', result: 21 },
  ],
});

/**
 * Draft monster reaction chance by HD, in sixths (R26).
 *
 * @example
 * ```ts
 * lookupBand(draft31MonsterReactChance, 5).result; // 3 (3 in 6)
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31MonsterReactChance: BandTable<number> = defineBandTable<number>({
  name: 'redhack/draft31/monster-react-chance',
  title: 'Monster reaction chance by HD (draft31)',
  index: 'HD',
  source: draft31('Reactions › monsters without classes'),
  rulings: ['R26'],
  bands: [
    { range: '0-1', label: '1/6', result: 1 },
    { range: '2-3', label: '2/6', result: 2 },
    { range: '4-6', label: '3/6', result: 3 },
    { range: '7-9', label: '4/6', result: 4 },
    { range: '10-13', label: '5/6', result: 5 },
    { range: '14+', label: '6/6', result: 6 },
  ],
});

/**
 * Draft unit-versus-unit combat: the d20 needed (or more) per armour and damage die (R45).
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31UnitCombat: Readonly<Record<UnitArmour, Readonly<Record<UnitDamageDie, number>>>> = /* @__PURE__ */ Object.freeze({
  unarmoured: Object.freeze({ d4: 15, d6: 13, d8: 11, d10: 9 }),
  leather: Object.freeze({ d4: 16, d6: 14, d8: 12, d10: 10 }),
  chain: Object.freeze({ d4: 17, d6: 15, d8: 13, d10: 12 }),
  plate: Object.freeze({ d4: 18, d6: 16, d8: 15, d10: 14 }),
});

/**
 * Armour of a unit in {@link draft31UnitCombat}.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export type UnitArmour = 'unarmoured' | 'leather' | 'chain' | 'plate';
/**
 * Damage die of a unit in {@link draft31UnitCombat}.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export type UnitDamageDie = 'd4' | 'd6' | 'd8' | 'd10';

/**
 * Chance one d20 of a unit attack hits (R45: no automatic 1s or 20s), as a fraction of 20.
 *
 * @param armour - The defending unit's armour.
 * @param die - The attacking unit's damage die.
 * @returns Hits out of 20 (e.g. 8 for 13+).
 * @example
 * ```ts
 * unitHitChance('unarmoured', 'd6'); // 8 (13..20)
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export function unitHitChance(armour: UnitArmour, die: UnitDamageDie): number {
  return 21 - draft31UnitCombat[armour][die];
}

/** Every draft31 random table in this file (rolled on). */
export const draft31Tables: readonly Table<unknown>[] = [
  draft31Reaction,
  draft31ReactionChaSuccess,
  draft31ReactionChaFail,
  draft31ReactionChaCrit,
  draft31ReactionChaFumble,
  draft31ReactionPredator,
  draft31ReactionGuard,
  draft31ReactionPassing,
  draft31ReactionBandit,
  draft31EncounterDistance,
  draft31DungeonEvent,
  draft31WildernessEvent,
  draft31Hazard,
  draft31NpcInjury,
];

/** Every draft31 reference table in this file. */
export const draft31BandTables: readonly BandTable<unknown>[] = [
  draft31PcInjury,
  draft31TreasureHoard,
  draft31MonsterSave,
  draft31MonsterReactChance,
];
