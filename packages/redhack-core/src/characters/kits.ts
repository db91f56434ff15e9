import type { UsageDie } from '@rollwright/dice';
import { frozen } from '../internal/freeze.js';

/**
 * One item of a starting kit: a catalogue id, how many, and a usage die when the kit's
 * differs from the catalogue's ([ruling R48](../../../../docs/rulings/redhack.md#r48)).
 * @since 0.1.0
 * @category Characters
 */
export interface KitItem {
  /** Catalogue id in the kit's edition. */
  readonly item: string;
  /** How many (default 1). */
  readonly count?: number;
  /** The kit's usage die, when it is not the catalogue's (a part-used quiver, kit tools). */
  readonly usageDie?: UsageDie;
}

/**
 * Starting money as dice: `count`d`sides` × `multiplier` coins (or gold).
 * @since 0.1.0
 * @category Characters
 */
export interface CoinDice {
  /** Number of dice. */
  readonly count: number;
  /** Sides of each die. */
  readonly sides: number;
  /** What the sum is multiplied by (1 or 10). */
  readonly multiplier: number;
}

/**
 * A classic starting kit (numbered per class) or a draft starting package (named).
 * @since 0.1.0
 * @category Characters
 */
export interface Kit {
  /** Classic: `'<class>-<n>'` (e.g. `'warrior-2'`); draft: the package's key (e.g. `'knight-errant'`). */
  readonly id: string;
  /** Classic: the class it is for; the draft's packages fit any class. */
  readonly forClass?: string;
  /** Display name. */
  readonly name: string;
  /** The items. */
  readonly items: readonly KitItem[];
  /** Coins (classic) or gold (draft), rolled; absent when the kit has none. */
  readonly coins?: CoinDice;
  /** The draft's fixed gold figure, used unless `packageGold: 'roll'`. */
  readonly fixedGold?: number;
}

const k = /* @__NO_SIDE_EFFECTS__ */ (x: Kit): Kit => frozen(x);
const i = /* @__NO_SIDE_EFFECTS__ */ (item: string, usageDie?: UsageDie, count?: number): KitItem => ({ item, ...(usageDie === undefined ? {} : { usageDie }), ...(count === undefined ? {} : { count }) });
const dice = /* @__NO_SIDE_EFFECTS__ */ (count: number, sides: number, multiplier = 1): CoinDice => ({ count, sides, multiplier });

/**
 * The classic starting kits: three for the Warrior, two each for the Thief, Wizard and Cleric
 * (the Bard has none; see `bardKit`), read as [ruling R48](../../../../docs/rulings/redhack.md#r48)
 * says: a Gambeson is Padded armour, a Large Shield a shield, a "hand weapon" a one-handed
 * weapon at class damage, kit arrows and quarrels ud8, kit armourer's tools ud8.
 * Source: redhack-rules.txt › 4. Starting Equipment.
 * @example
 * ```ts
 * CLASSIC_KITS.filter((kit) => kit.forClass === 'warrior').length; // 3
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const CLASSIC_KITS: readonly Kit[] = /* @__PURE__ */ Object.freeze([
  k({ id: 'warrior-1', forClass: 'warrior', name: 'Warrior kit 1', items: [i('armourers-tools', 8), i('torch'), i('sword'), i('leather'), i('shield')], coins: dice(2, 6) }),
  k({ id: 'warrior-2', forClass: 'warrior', name: 'Warrior kit 2', items: [i('armourers-tools', 8), i('torch'), i('sword'), i('leather'), i('two-handed-sword')], coins: dice(4, 6) }),
  k({ id: 'warrior-3', forClass: 'warrior', name: 'Warrior kit 3', items: [i('armourers-tools', 8), i('torch'), i('sword'), i('padded'), i('short-bow'), i('arrows', 8)], coins: dice(3, 6) }),
  k({ id: 'thief-1', forClass: 'thief', name: 'Thief kit 1', items: [i('thieves-tools'), i('torch'), i('sword'), i('leather')], coins: dice(1, 6, 10) }),
  k({ id: 'thief-2', forClass: 'thief', name: 'Thief kit 2', items: [i('thieves-tools'), i('torch'), i('sword'), i('padded'), i('light-crossbow'), i('quarrels', 8)], coins: dice(4, 6) }),
  k({ id: 'wizard-1', forClass: 'wizard', name: 'Wizard kit 1', items: [i('spell-components'), i('torch'), i('dagger'), i('padded')], coins: dice(4, 6) }),
  k({ id: 'wizard-2', forClass: 'wizard', name: 'Wizard kit 2', items: [i('spell-components'), i('torch'), i('two-handed-sword')], coins: dice(2, 8) }),
  k({ id: 'cleric-1', forClass: 'cleric', name: 'Cleric kit 1', items: [i('holy-symbol'), i('torch'), i('leather'), i('shield')], coins: dice(2, 8) }),
  k({ id: 'cleric-2', forClass: 'cleric', name: 'Cleric kit 2', items: [i('holy-symbol'), i('torch'), i('padded'), i('two-handed-sword')] }),
]);

const everyone = [i('backpack'), i('rations'), i('waterskin')];

/**
 * The 3.1 draft's eight starting packages, each with the backpack, rations and waterskin
 * everyone gets, and the alternative `'gold'` (3d6 × 10 gold and no package). Item names are
 * read as [ruling R51](../../../../docs/rulings/redhack.md#r51) says (Cudgel = Shortsword/Mace,
 * Staff = Spear/Light Polearm, Sword = Longsword, Plate Armour = Plate); gold is the fixed
 * figure unless `packageGold: 'roll'`.
 * Source: redhack-3.1-draft.txt › Starting equipment.
 * @example
 * ```ts
 * DRAFT31_PACKAGES.find((p) => p.id === 'noble')?.fixedGold; // 20
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const DRAFT31_PACKAGES: readonly Kit[] = /* @__PURE__ */ Object.freeze([
  k({ id: 'man-at-arms', name: 'Man-at-Arms', items: everyone.concat([i('chain'), i('halberd'), i('short-bow'), i('arrows'), i('torches'), i('iron-spikes'), i('rope')]), coins: dice(4, 6), fixedGold: 14 }),
  k({ id: 'knight-errant', name: 'Knight Errant', items: everyone.concat([i('plate'), i('shield'), i('longsword'), i('torches'), i('helm')]), coins: dice(2, 6), fixedGold: 7 }),
  k({
    id: 'witch-hunter',
    name: 'Witch Hunter',
    items: everyone.concat([i('leather'), i('shortsword'), i('holy-symbol'), i('holy-water'), i('stakes-and-mallet'), i('wolfsbane'), i('oil'), i('lantern')]),
    coins: dice(1, 4),
    fixedGold: 2,
  }),
  k({ id: 'holy-warrior', name: 'Holy Warrior', items: everyone.concat([i('plate'), i('shield'), i('shortsword'), i('holy-symbol')]) }),
  k({
    id: 'burglar',
    name: 'Burglar',
    items: everyone.concat([i('shortsword'), i('shield'), i('leather'), i('thieves-tools'), i('grappling-hook'), i('rope'), i('crowbar'), i('iron-spikes'), i('lantern'), i('oil')]),
  }),
  k({ id: 'assassin', name: 'Assassin', items: everyone.concat([i('light-crossbow'), i('dagger', undefined, 2), i('leather'), i('thieves-tools'), i('quarrels'), i('lantern'), i('oil')]) }),
  k({ id: 'scholar', name: 'Scholar', items: everyone.concat([i('silver-dagger'), i('lantern'), i('oil'), i('tinderbox'), i('spear')]), coins: dice(2, 6, 10), fixedGold: 70 }),
  k({ id: 'noble', name: 'Noble', items: everyone.concat([i('long-bow'), i('longsword'), i('dagger'), i('silver-mirror'), i('arrows')]), coins: dice(2, 20), fixedGold: 20 }),
  k({ id: 'gold', name: '3d6 × 10 gold instead of a package', items: [], coins: dice(3, 6, 10) }),
]);
