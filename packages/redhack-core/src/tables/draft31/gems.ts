// RedHack 3.1 draft: gem value, jewelry value and the gem-type tables by value tier, with their
// "roll on the next tier" chains and the top tier's "raise value" steps.
import { defineTable, type RowSpec, type Table } from '@rollwright/tables';
import { draft31 } from '../source.js';

/**
 * A gemstone row: the stone, its colour and the lore the draft attaches to it (paraphrased),
 * and its value in gold pieces.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export interface Gem {
  /** Stone name. */
  readonly gem: string;
  /** Colour, when the seed gives one. */
  readonly color: string | null;
  /** Folk-magic property, briefly. */
  readonly lore: string | null;
  /** Value in gp. */
  readonly value: number;
}

/**
 * Draft gem value, d20 (gold pieces).
 *
 * @example
 * ```ts
 * probability(tableDistribution(draft31GemValue), '100 gp'); // 1/2
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31GemValue: Table<number> = defineTable<number>({
  name: 'redhack/draft31/gem-value',
  title: 'Value of gems (draft31)',
  die: 'd20',
  source: draft31('Treasure › Value of Gems'),
  rows: [
    { range: '1-2', label: '10 gp', result: 10 },
    { range: '3-5', label: '50 gp', result: 50 },
    { range: '6-15', label: '100 gp', result: 100 },
    { range: '16-18', label: '500 gp', result: 500 },
    { range: '19-20', label: '1000 gp', result: 1000 },
  ],
});

/**
 * Draft jewelry value, d20; each row rolls its own dice in gold pieces.
 *
 * @example
 * ```ts
 * probability(tableDistribution(draft31JewelryValue), 'Fine (3000 gp)'); // 12/20 × 1/6 = 1/10
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31JewelryValue: Table<string> = defineTable<string>({
  name: 'redhack/draft31/jewelry-value',
  title: 'Value of jewelry (draft31)',
  die: 'd20',
  source: draft31('Treasure › Value of Jewelry'),
  rows: [
    { range: '1-4', label: 'Modest', dice: '3d6x100', unit: 'gp' },
    { range: '5-16', label: 'Fine', dice: '1d6x1000', unit: 'gp' },
    { range: '17-20', label: 'Precious', dice: '1d10x1000', unit: 'gp' },
  ],
});

type Stone = readonly [gem: string, color: string | null, lore: string | null];

/* @__NO_SIDE_EFFECTS__ */
function tier(value: number, die: string, stones: readonly Stone[], next: string, nextRange: string, title: string): Table<Gem> {
  const rows: RowSpec<Gem>[] = stones.map(([gem, color, lore], i) => ({
    range: i + 1,
    label: gem,
    result: { gem, color, lore, value },
  }));
  rows.push({
    range: nextRange,
    label: value >= 10000 ? (next === 'again' ? 'Raise value (capped)' : 'Raise value') : `Roll on ${next.replace('redhack/draft31/gems-', '')} gp`,
    result: { gem: 'next tier', color: null, lore: null, value },
    then: [next === 'again' ? { again: 1 } : { roll: next }],
  });
  return defineTable<Gem>({
    name: `redhack/draft31/gems-${value}`,
    title,
    die,
    source: draft31('Treasure › gemstone tables (optional appraisal)'),
    rulings: value >= 10000 ? ['TB4'] : [],
    rows,
  });
}

const EMERALD: Stone = ['Emerald', 'green', 'fertility, sight, rebirth'];
const PEARL: Stone = ['Pearl', 'white', 'calm weather, wards spiders'];
const SAPPHIRE: Stone = ['Sapphire', 'blue', 'clear thinking, stronger magic'];
const SPINEL: Stone = ['Spinel', 'various', 'wards spells, spirits and poison'];
const BLACK_OPAL: Stone = ['Black Opal', 'black with fiery flashes', 'change, wards plague'];
const DIAMOND: Stone = ['Diamond', 'colourless', 'proof against undead'];
const RED_BERYL: Stone = ['Red Beryl', 'red', 'energy, passion, strength'];
const MUSGRAVITE: Stone = ['Musgravite', 'dark grey to black', 'wile and cunning'];

/**
 * Draft 10 gp gemstones, d12; 11–12 roll on the 50 gp table.
 *
 * @example
 * ```ts
 * probability(tableDistribution(draft31Gems10, { tables: seedTables }), 'Agate'); // 1/12
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31Gems10: Table<Gem> = tier(10, 'd12', [
  ['Agate', 'multicoloured', 'safe, restful sleep'],
  ['Jasper', 'reddish brown', 'wards venom'],
  ['Hematite', 'grey', 'aids warriors, heals'],
  ['Quartz', 'clear', 'aids warriors, heals'],
  ['Turquoise', 'turquoise', 'good for horses'],
  ['Moonstone', 'translucent white', 'brings lycanthropy'],
  ['Amethyst', 'purple', 'keeps the bearer sober'],
  ['Garnet', 'red', 'wisdom'],
  ['Citrine', 'yellow', 'secrecy, cures jaundice'],
  ['Topaz', 'golden', 'wards evil spells'],
], 'redhack/draft31/gems-50', '11-12', 'Gemstones worth 10 gp (draft31)');

/**
 * Draft 50 gp gemstones, d12; 11–12 roll on the 100 gp table.
 *
 * @example
 * ```ts
 * lookup(draft31Gems50, 4).row.label; // 'Aquamarine'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31Gems50: Table<Gem> = tier(50, 'd12', [
  ['Amethyst', 'purple', 'keeps the bearer sober'],
  ['Citrine', 'yellow', 'secrecy, cures jaundice'],
  ['Garnet', 'red', 'wisdom'],
  ['Aquamarine', 'light blue', 'wards foes'],
  ['Peridot', 'green', 'wards enchantment'],
  ['Topaz', 'golden', 'wards evil spells'],
  EMERALD, PEARL, SAPPHIRE, SPINEL,
], 'redhack/draft31/gems-100', '11-12', 'Gemstones worth 50 gp (draft31)');

/**
 * Draft 100 gp gemstones, d12; 11–12 roll on the 500 gp table.
 *
 * @example
 * ```ts
 * lookup(draft31Gems100, 1).row.label; // 'Coral'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31Gems100: Table<Gem> = tier(100, 'd12', [
  ['Coral', 'pink or red', 'calm weather, safe fords, cures madness'],
  ['Jade', 'green', 'musical skill'],
  ['Malachite', 'green, dark-banded', 'wards falls'],
  ['Lapis Lazuli', 'deep blue, gold-flecked', 'courage'],
  ['Onyx', 'black', 'sows discord among foes'],
  ['Opal', 'multicoloured', 'safe travel, wards fire'],
  EMERALD, PEARL, SAPPHIRE, SPINEL,
], 'redhack/draft31/gems-500', '11-12', 'Gemstones worth 100 gp (draft31)');

/**
 * Draft 500 gp gemstones, d12; 11–12 roll on the 1000 gp table.
 *
 * @example
 * ```ts
 * lookup(draft31Gems500, 6).row.label; // 'Ruby'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31Gems500: Table<Gem> = tier(500, 'd12', [
  EMERALD, PEARL, SAPPHIRE, SPINEL,
  ['Alexandrite', 'colour-changing', 'good omens'],
  ['Ruby', 'red', 'good luck'],
  BLACK_OPAL, DIAMOND, RED_BERYL, MUSGRAVITE,
], 'redhack/draft31/gems-1000', '11-12', 'Gemstones worth 500 gp (draft31)');

/**
 * Draft 1000 gp gemstones, d12; 11–12 roll on the 5000 gp table.
 *
 * @example
 * ```ts
 * lookup(draft31Gems1000, 1).row.label; // 'Tanzanite'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31Gems1000: Table<Gem> = tier(1000, 'd12', [
  ['Tanzanite', 'blue-violet', 'the Sun, luck'],
  ['Morganite', 'pink', 'the Moon, mystery'],
  ['Zircon', 'colourless or light blue', 'the Earth, darkness, negation'],
  ['Spessartine Garnet', 'orange', 'stanches bleeding, heat'],
  ['Tourmaline', 'various', 'the Heavens, truth'],
  ['Iolite', 'violet', 'wards possession'],
  BLACK_OPAL, DIAMOND, RED_BERYL, MUSGRAVITE,
], 'redhack/draft31/gems-5000', '11-12', 'Gemstones worth 1000 gp (draft31)');

/**
 * Draft 5000 gp gemstones, d6; 6 rolls on the 10,000 gp table.
 *
 * @example
 * ```ts
 * lookup(draft31Gems5000, 5).row.label; // 'Blue Garnet'
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31Gems5000: Table<Gem> = tier(5000, 'd6', [
  DIAMOND, RED_BERYL, MUSGRAVITE,
  ['Jadeite', 'various', 'musical skill'],
  ['Blue Garnet', 'blue-green turning purplish red', 'wards magic'],
], 'redhack/draft31/gems-10000', '6', 'Gemstones worth 5000 gp (draft31)');

const TOP: readonly Stone[] = [
  ['Coloured Diamond', null, null],
  ['Huge Sapphire', null, null],
  ['Huge Emerald', null, null],
  ['Huge Ruby', null, null],
  ['Huge Diamond', null, null],
];

/**
 * The top tier's value steps: a 6 raises the stone to the next value and rolls again.
 *
 * @since 0.1.0
 * @category RedHack draft31
 */
export const GEM_RAISE_STEPS: readonly number[] = /* @__PURE__ */ Object.freeze([10_000, 25_000, 50_000, 100_000, 500_000, 1_000_000]);

/**
 * Draft top-tier gemstones, one table per value step (10k, 25k, 50k, 100k, 500k, 1M gp), d6:
 * 1–5 a named stone, 6 raises the value one step and rolls again. At 1M gp a 6 just rolls
 * again (ruling TB4: the seed's list of steps ends there).
 *
 * @example
 * ```ts
 * draft31GemsTop.map((t) => t.name); // ['redhack/draft31/gems-10000', …, 'redhack/draft31/gems-1000000']
 * ```
 * @since 0.1.0
 * @category RedHack draft31
 */
export const draft31GemsTop: readonly Table<Gem>[] = /* @__PURE__ */ GEM_RAISE_STEPS.map((value, i) => {
  const next = GEM_RAISE_STEPS[i + 1];
  return tier(
    value,
    'd6',
    TOP,
    next === undefined ? 'again' : `redhack/draft31/gems-${next}`,
    '6',
    `Gemstones worth ${value.toLocaleString('en-US')} gp (draft31)`,
  );
});

/** Every gem and jewelry table. */
export const draft31GemTables: readonly Table<unknown>[] = /* @__PURE__ */ ([
  draft31GemValue,
  draft31JewelryValue,
  draft31Gems10,
  draft31Gems50,
  draft31Gems100,
  draft31Gems500,
  draft31Gems1000,
  draft31Gems5000,
] as readonly Table<unknown>[]).concat(draft31GemsTop);
