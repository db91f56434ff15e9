import type { Item } from './items.js';

const d = /* @__NO_SIDE_EFFECTS__ */ (x: Omit<Item, 'edition'>): Item => Object.freeze({ ...x, edition: 'draft31' as const });

/**
 * The 3.1 draft's catalogue: 9 melee and 4 ranged weapons, 3 armour suits, helm and shield,
 * coins (pouch and bag), 25 gear items, a single armour piece, and the sample card's bundle of torches. The spear is Versatile
 * ([ruling R52](../../../../docs/rulings/redhack.md#r52)). Notes are paraphrased.
 * Source: redhack-3.1-draft.txt › Weapons, Armour, Gear, Items.
 *
 * @example
 * ```ts
 * DRAFT31_ITEMS.find((i) => i.id === 'greatsword')?.damage; // 8
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export const DRAFT31_ITEMS: readonly Item[] = /* @__PURE__ */ Object.freeze([
  // Melee weapons
  d({ id: 'unarmed', name: 'Unarmed', kind: 'weapon', cost: null, weight: 0, damage: 3, hands: 1, properties: ['clumsy'], notes: 'gives an opening when attacking an armed opponent' }),
  d({ id: 'dagger', name: 'Dagger/Handaxe', kind: 'weapon', cost: 3, weight: 0.5, damage: 4, hands: 1, properties: ['thrown', 'short'] }),
  d({ id: 'shortsword', name: 'Shortsword/Mace', kind: 'weapon', cost: 5, weight: 1, damage: 6, hands: 1, properties: [] }),
  d({ id: 'longsword', name: 'Longsword/Warhammer', kind: 'weapon', cost: 7, weight: 1, damage: 6, hands: 1, properties: ['versatile'] }),
  d({ id: 'flail', name: 'Flail/Ball & Chain', kind: 'weapon', cost: 7, weight: 1, damage: 6, hands: 1, properties: ['versatile', 'clumsy'], notes: 'disadvantage on shield blocks against it' }),
  d({ id: 'greatsword', name: 'Greatsword/Battleaxe/Maul', kind: 'weapon', cost: 15, weight: 2, damage: 8, hands: 2, properties: ['two-handed'], notes: 'attacking gives adjacent enemies no opening' }),
  d({ id: 'spear', name: 'Spear/Light Polearm', kind: 'weapon', cost: 4, weight: 1, damage: 4, hands: 1, properties: ['long', 'thrown', 'versatile'], notes: 'may be thrown or used two-handed' }),
  d({ id: 'halberd', name: 'Halberd/Heavy Polearm', kind: 'weapon', cost: 10, weight: 2, damage: 8, hands: 2, properties: ['long', 'two-handed'] }),
  d({ id: 'pike', name: 'Pike/Lance', kind: 'weapon', cost: 5, weight: 2, damage: 8, hands: 2, properties: ['long', 'two-handed'], notes: 'attacks only when charging or charged' }),
  // Ranged weapons
  d({ id: 'short-bow', name: 'Short Bow', kind: 'weapon', cost: 25, weight: 1, damage: 6, hands: 2, properties: ['ranged'], range: 'Far', notes: 'both hands' }),
  d({ id: 'long-bow', name: 'Long Bow', kind: 'weapon', cost: 40, weight: 1, damage: 8, hands: 2, properties: ['ranged'], range: 'Distant', notes: 'both hands' }),
  d({ id: 'light-crossbow', name: 'Light Crossbow', kind: 'weapon', cost: 25, weight: 1, damage: 6, hands: 1, properties: ['ranged', 'reload'], range: 'Far' }),
  d({ id: 'heavy-crossbow', name: 'Heavy Crossbow', kind: 'weapon', cost: 35, weight: 2, damage: 10, hands: 2, properties: ['ranged', 'reload'], range: 'Far', notes: 'both hands' }),
  // Armour
  d({ id: 'leather', name: 'Leather', kind: 'armour', cost: 20, weight: 1, ac: 11, armourWeight: 'light', pieces: { light: 2, medium: 0, heavy: 0 } }),
  d({ id: 'chain', name: 'Chain', kind: 'armour', cost: 40, weight: 2, ac: 13, armourWeight: 'medium', pieces: { light: 0, medium: 4, heavy: 0 } }),
  d({ id: 'plate', name: 'Plate', kind: 'armour', cost: 60, weight: 3, ac: 15, armourWeight: 'heavy', pieces: { light: 0, medium: 0, heavy: 6 } }),
  d({ id: 'armour-piece', name: 'Armour piece', kind: 'armour', cost: 10, weight: 0.5, notes: '+1 base AC; light, medium or heavy' }),
  d({ id: 'helm', name: 'Helm', kind: 'helm', cost: 10, weight: 1, notes: 'no AC; disadvantage on CHA and perception; a CON save vs death turns a crit into a hit' }),
  d({ id: 'shield', name: 'Shield', kind: 'shield', cost: 10, weight: 1, hands: 1, notes: 'no AC; a STR test vs HD lets you spend a reaction to block' }),
  // Coins
  d({ id: 'coins', name: 'Coins', kind: 'coins', cost: null, weight: 0, notes: 'weigh nothing until 50' }),
  d({ id: 'coin-pouch', name: 'Pouch of Coin', kind: 'container', cost: null, weight: 0.2, holds: { coins: 50 } }),
  d({ id: 'coin-bag', name: 'Bag of Coin', kind: 'container', cost: null, weight: 1, holds: { coins: 250 } }),
  d({ id: 'gems', name: 'Gems', kind: 'coins', cost: null, weight: 0, notes: 'weigh nothing until 50' }),
  d({ id: 'jewelry', name: 'Jewelry', kind: 'coins', cost: null, weight: 0, notes: 'weighs nothing until 50' }),
  // Gear
  d({ id: 'arrows', name: 'Quiver of Arrows', kind: 'gear', cost: 5, weight: 1, usageDie: 12 }),
  d({ id: 'quarrels', name: 'Case of Quarrels', kind: 'gear', cost: 5, weight: 1, usageDie: 12 }),
  d({ id: 'silver-arrow', name: 'Silver Arrow/Bolt', kind: 'gear', cost: 5, weight: 0, notes: 'one shot' }),
  d({ id: 'rope', name: "50' Rope", kind: 'gear', cost: 1, weight: 1, notes: 'secured: advantage on climbing and no difficulty' }),
  d({ id: 'pole', name: "10' Pole", kind: 'gear', cost: 1, weight: 2, notes: 'too big for most containers' }),
  d({ id: 'iron-spikes', name: 'Iron Spikes', kind: 'gear', cost: 1, weight: 1, usageDie: 10, notes: 'one gives advantage on a climb or fixes a door' }),
  d({ id: 'waterskin', name: 'Water/Wineskin', kind: 'gear', cost: 1, weight: 1, usageDie: 8, notes: 'needed to rest' }),
  d({ id: 'iron-rations', name: 'Iron Rations', kind: 'gear', cost: 15, weight: 1, usageDie: 8, notes: 'no spoilage; a spoilage roll steps it down only on a 1' }),
  d({ id: 'rations', name: 'Rations', kind: 'gear', cost: 5, weight: 1, usageDie: 8, notes: 'an extra spoilage roll each downtime or week on the road' }),
  d({ id: 'torches', name: 'Torches', kind: 'gear', cost: 1, weight: 1, usageDie: 6, notes: '1d6 fire damage in melee' }),
  d({ id: 'bundle-of-torches', name: 'Bundle of Torches', kind: 'gear', cost: null, weight: 1, usageDie: 8, notes: 'the sample item card: a light source at ud8 (the gear list prices torches at ud6)' }),
  d({ id: 'lantern', name: 'Lantern', kind: 'gear', cost: 10, weight: 1, notes: 'burns oil; can be shuttered' }),
  d({ id: 'oil', name: 'Flask of Oil', kind: 'gear', cost: 2, weight: 1, usageDie: 8, notes: 'lit and thrown: improvised weapon with ud6 ongoing damage' }),
  d({ id: 'tinderbox', name: 'Tinderbox', kind: 'gear', cost: 3, weight: 0.5 }),
  d({ id: 'stakes-and-mallet', name: 'Stakes & Mallet', kind: 'gear', cost: 3, weight: 1 }),
  d({ id: 'steel-mirror', name: 'Steel Mirror', kind: 'gear', cost: 5, weight: 1 }),
  d({ id: 'silver-mirror', name: 'Silver Mirror', kind: 'gear', cost: 15, weight: 1 }),
  d({ id: 'silver-dagger', name: 'Silver Dagger', kind: 'gear', cost: 20, weight: 0.5 }),
  d({ id: 'wolfsbane', name: 'Wolvesbane/Garlic', kind: 'gear', cost: 5, weight: 0 }),
  d({ id: 'holy-water', name: 'Holy Water', kind: 'gear', cost: 25, weight: 1, usageDie: 8, notes: 'thrown at undead: ud8 ongoing damage at once' }),
  d({ id: 'thieves-tools', name: 'Thieves Tools', kind: 'tool', cost: 25, weight: 1, notes: 'needed to disarm traps or pick locks' }),
  d({ id: 'holy-symbol', name: 'Holy Symbol', kind: 'tool', cost: 25, weight: 0, notes: 'needed to turn undead' }),
  d({ id: 'grappling-hook', name: 'Grappling Hook', kind: 'gear', cost: 25, weight: 1 }),
  d({ id: 'crowbar', name: 'Crowbar', kind: 'gear', cost: 10, weight: 1 }),
  d({ id: 'backpack', name: 'Backpack', kind: 'container', cost: 5, weight: 0, notes: 'lets items be carried' }),
  d({ id: 'sack', name: 'Sack', kind: 'container', cost: 1, weight: 0, notes: 'carries items; needs a hand; can be dropped freely' }),
]);
