// The 2d6 "vocations" game (vocations-2d6.txt): reaction bands, wandering monsters, light
// sources and the sample NPCs.
import { defineTable, type Table } from '@rollwright/tables';
import { vocations } from './source.js';
import type { Entry } from '@rollwright/tables';

/**
 * Reaction roll, 2d6 + Willpower of the closest PC ± local reputation (−2..+2) (V19).
 *
 * @example
 * ```ts
 * lookup(vocationsReaction, 11, { modifier: 2 }).row.label; // 'Ideal'
 * ```
 * @since 0.1.0
 * @category Vocations 2d6
 */
export const vocationsReaction: Table<Entry> = defineTable<Entry>({
  name: 'vocations2d6/reaction',
  title: 'Reaction roll (2d6 game)',
  die: '2d6',
  source: vocations('Reaction Rolls'),
  rulings: ['V19'],
  rows: [
    { range: '≤2', label: 'Hostile', result: { summary: 'Monsters attack at once; others refuse help or work against the party.' } },
    { range: '3-5', label: 'Unfavorable', result: { summary: 'Hard bargains or bribes; help held back.' } },
    { range: '6-8', label: 'Neutral', result: { summary: 'Indifferent to what the party needs.' } },
    { range: '9-11', label: 'Favorable', result: { summary: 'Easy on demands and bribes.' } },
    { range: '12+', label: 'Ideal', result: { summary: 'The best disposition, perhaps friendly.' } },
  ],
});

/**
 * Wandering monster check, d6 every two dungeon turns: on a 1 a monster appears 2d6 × 10 ft away
 * (V22).
 *
 * @example
 * ```ts
 * probability(tableDistribution(vocationsWanderingMonster), 'Wandering monster (70 feet)'); // 1/36
 * ```
 * @since 0.1.0
 * @category Vocations 2d6
 */
export const vocationsWanderingMonster: Table<Entry> = defineTable<Entry>({
  name: 'vocations2d6/wandering-monster',
  title: 'Wandering monster check (2d6 game)',
  die: 'd6',
  source: vocations('Wandering Monsters'),
  rulings: ['V22'],
  rows: [
    { range: 1, label: 'Wandering monster', result: { summary: 'An encounter, placed this far from the party.' }, dice: '2d6*10', unit: 'feet' },
    { range: '2-6', label: 'Nothing', result: { summary: 'No wandering monster.' } },
  ],
});

/**
 * A light source (V23).
 *
 * @since 0.1.0
 * @category Vocations 2d6
 */
export interface LightSource {
  /** Name. */
  readonly name: string;
  /** How long it burns, in 10-minute turns (null = all night, tended). */
  readonly turns: number | null;
  /** Radius of light in feet. */
  readonly radiusFeet: number | null;
  /** Notes, in our words. */
  readonly notes: string;
}

/**
 * Light sources of the 2d6 game (Light; V23). A light source takes a hand.
 *
 * @example
 * ```ts
 * vocationsLightSources.find((l) => l.name === 'Lantern')?.turns; // 24
 * ```
 * @since 0.1.0
 * @category Vocations 2d6
 */
export const vocationsLightSources: readonly LightSource[] = /* @__PURE__ */ Object.freeze([
  { name: 'Torch', turns: 6, radiusFeet: 30, notes: 'One hour; sold six to an item.' },
  { name: 'Lantern', turns: 24, radiusFeet: 30, notes: 'Four hours per flask of oil; can be covered, gives no smoke.' },
  { name: 'Candle', turns: 144, radiusFeet: 5, notes: 'Burns a whole day, but lights only 5 ft.' },
  { name: 'Campfire', turns: null, radiusFeet: null, notes: 'Must be tended all night; wood is gathered when making camp.' },
] as const satisfies readonly LightSource[]);

/**
 * One attack of an {@link NpcStatBlock}.
 *
 * @since 0.1.0
 * @category Vocations 2d6
 */
export interface NpcAttack {
  /** What the attack is. */
  readonly name: string;
  /** Damage dice. */
  readonly damage: string;
}

/**
 * An NPC stat block of the 2d6 game.
 *
 * @since 0.1.0
 * @category Vocations 2d6
 */
export interface NpcStatBlock {
  /** Name. */
  readonly name: string;
  /** Health (hit points). */
  readonly health: number;
  /** Added to the NPC's 2d6 attack roll. */
  readonly hitBonus: number;
  /** Attacks. */
  readonly attacks: readonly NpcAttack[];
  /** Defense: the number PCs must roll to hit. */
  readonly defense: number;
  /** Damage reduction (0 when not listed). */
  readonly dr: number;
  /** Special rules, in our words. */
  readonly notes: string;
}

/**
 * The sample NPCs of the 2d6 game (Sample NPCs).
 *
 * @example
 * ```ts
 * vocationsSampleNpcs.find((n) => n.name === 'Dragon')?.dr; // 3
 * ```
 * @since 0.1.0
 * @category Vocations 2d6
 */
export const vocationsSampleNpcs: readonly NpcStatBlock[] = /* @__PURE__ */ Object.freeze([
  { name: 'Alchemist', health: 10, hitBonus: 2, attacks: [{ name: 'Grenade (splash)', damage: '1d6' }], defense: 10, dr: 0, notes: 'Carries fragile flasks that can burst, killing him and splashing those beside him.' },
  { name: 'Bear', health: 10, hitBonus: 3, attacks: [{ name: 'Bite or claw', damage: '2d6' }], defense: 10, dr: 0, notes: '' },
  { name: 'Dragon', health: 30, hitBonus: 8, attacks: [{ name: 'Bite and grapple, claw and throw, or fire breath (area)', damage: '3d6' }], defense: 16, dr: 3, notes: 'Each PC makes a Willpower roll once per encounter or is frightened (−2 to all actions).' },
  { name: 'Goblin', health: 3, hitBonus: 2, attacks: [{ name: 'Weapon or bite', damage: '1d3+1' }], defense: 9, dr: 0, notes: '' },
  { name: 'Lion', health: 15, hitBonus: 4, attacks: [{ name: 'Bite or claw', damage: '2d6' }], defense: 12, dr: 0, notes: '' },
  { name: 'Mage', health: 8, hitBonus: 2, attacks: [{ name: 'Spell, one target', damage: '2d6' }, { name: 'Spell, area', damage: '1d6' }], defense: 9, dr: 0, notes: '' },
  { name: 'Ogre', health: 15, hitBonus: 3, attacks: [{ name: 'Weapon', damage: '2d6' }], defense: 11, dr: 0, notes: '' },
  { name: 'Slime', health: 5, hitBonus: 2, attacks: [{ name: 'Pseudopod', damage: '1d3' }, { name: 'Grapple', damage: '1d6' }], defense: 7, dr: 0, notes: 'Ignores mechanical damage; its acid wears weapons and armour that touch it by −1.' },
  { name: 'Troll', health: 15, hitBonus: 4, attacks: [{ name: 'Attack', damage: '1d6+2' }], defense: 11, dr: 0, notes: 'Rises again in a day, stronger, unless burned or beheaded.' },
  { name: 'Warrior', health: 10, hitBonus: 4, attacks: [{ name: 'Melee weapon', damage: '1d6+2' }], defense: 11, dr: 2, notes: '' },
  { name: 'Zombie', health: 10, hitBonus: 0, attacks: [{ name: 'Unarmed', damage: '1d3' }, { name: 'Bite', damage: '1d6-1' }], defense: 7, dr: 0, notes: '+2 to hit once grappling; slow; ignores piercing and bludgeoning damage.' },
] as const satisfies readonly NpcStatBlock[]);
