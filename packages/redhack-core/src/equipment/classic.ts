import type { Item } from './items.js';

const c = /* @__NO_SIDE_EFFECTS__ */ (x: Omit<Item, 'edition'>): Item => Object.freeze({ ...x, edition: 'classic' as const });

/**
 * The classic catalogue: 11 weapons, 9 armour rows, shield and helm, 4 class tools, 23 gear
 * items and 11 animals and vehicles, plus a single torch (as kits carry it) and coins. Classic
 * weapons deal the wielder's class damage, so they carry no damage die. Notes are paraphrased.
 * Source: redhack-rules.txt › Equipment › Equipment List, Class Tools, Miscellany, Vehicles & Animals.
 *
 * @example
 * ```ts
 * CLASSIC_ITEMS.find((i) => i.id === 'arrows')?.usageDie; // 12
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export const CLASSIC_ITEMS: readonly Item[] = /* @__PURE__ */ Object.freeze([
  // Weapons
  c({ id: 'dagger', name: 'Dagger/Hand Axe', kind: 'weapon', cost: 3, hands: 1, properties: ['short', 'thrown'], notes: 'may be thrown once at a nearby target' }),
  c({ id: 'sword', name: 'Sword/Mace/Axe', kind: 'weapon', cost: 7, hands: 1, properties: [] }),
  c({ id: 'flail', name: 'Flail', kind: 'weapon', cost: 7, hands: 1, properties: [], notes: 'ignores 1 point of AC against shield bearers' }),
  c({ id: 'spear', name: 'Spear', kind: 'weapon', cost: 2, hands: 1, properties: ['long', 'thrown'], notes: 'may be thrown once at a nearby target' }),
  c({ id: 'polearm', name: 'Polearm', kind: 'weapon', cost: 7, hands: 2, properties: ['two-handed', 'long'] }),
  c({ id: 'two-handed-sword', name: '2 Handed Sword/Battleaxe/Maul', kind: 'weapon', cost: 15, hands: 2, properties: ['two-handed'] }),
  c({ id: 'pike', name: 'Pike', kind: 'weapon', cost: 5, hands: 2, properties: ['two-handed', 'long'], notes: "only pikes count as Long against it; disadvantage in confined spaces" }),
  c({ id: 'short-bow', name: 'Short Bow', kind: 'weapon', cost: 25, hands: 2, properties: ['ranged'], range: 'Near', notes: 'any number of targets; disadvantage at Far range; both hands' }),
  c({ id: 'long-bow', name: 'Long Bow', kind: 'weapon', cost: 40, hands: 2, properties: ['ranged'], range: 'Far', notes: 'at most 4 targets; disadvantage at Distant range or when crowded; both hands' }),
  c({ id: 'light-crossbow', name: 'Light Crossbow', kind: 'weapon', cost: 15, hands: 1, properties: ['ranged'], range: 'Near', notes: 'disadvantage at Far range; once a round, always before the monsters' }),
  c({ id: 'heavy-crossbow', name: 'Heavy Crossbow', kind: 'weapon', cost: 25, hands: 2, properties: ['ranged', 'two-handed'], range: 'Far', notes: 'disadvantage at Distant range; once a round, always before the monsters' }),
  // Armour
  c({ id: 'no-armour', name: 'None', kind: 'armour', cost: null, acFormula: 'DEX' }),
  c({ id: 'padded', name: 'Padded', kind: 'armour', cost: 25, armourWeight: 'light', acFormula: 'DEX+1' }),
  c({ id: 'leather', name: 'Leather', kind: 'armour', cost: 45, armourWeight: 'light', acFormula: 'DEX+2', notes: 'from here on: disadvantage on spellcasting' }),
  c({ id: 'studded', name: 'Studded', kind: 'armour', cost: 65, armourWeight: 'light', acFormula: 'DEX+3' }),
  c({ id: 'chain-mail', name: 'Chain Mail', kind: 'armour', cost: 100, armourWeight: 'medium', acFormula: '½ DEX+9', notes: 'from here on: disadvantage on stealth, swimming and delicate tasks' }),
  c({ id: 'banded-mail', name: 'Banded Mail', kind: 'armour', cost: 200, armourWeight: 'medium', acFormula: '½ DEX+10' }),
  c({ id: 'plate-mail', name: 'Plate Mail', kind: 'armour', cost: 500, armourWeight: 'heavy', acFormula: '16' }),
  c({ id: 'field-plate', name: 'Field Plate', kind: 'armour', cost: 1000, minimumCost: true, armourWeight: 'heavy', acFormula: '17', notes: 'custom order' }),
  c({ id: 'full-plate', name: 'Full Plate', kind: 'armour', cost: 3000, minimumCost: true, armourWeight: 'heavy', acFormula: '18', notes: 'custom order' }),
  c({ id: 'shield', name: 'Shield', kind: 'shield', cost: 10, hands: 1, notes: '+1 AC; takes a hand' }),
  c({ id: 'helm', name: 'Helm', kind: 'helm', cost: 10, notes: '+1 AC; disadvantage on perception, surprise and CHA tests other than intimidation' }),
  // Class tools
  c({ id: 'armourers-tools', name: "Armorer's Tools", kind: 'tool', cost: 25, usageDie: 6, notes: 'roll on a rest to maintain the party\u2019s arms and armour for the day; Warriors roll with advantage' }),
  c({ id: 'thieves-tools', name: 'Thieves Tools', kind: 'tool', cost: 25, notes: 'locks and traps without disadvantage, with advantage for a Thief' }),
  c({ id: 'holy-symbol', name: 'Holy Symbol', kind: 'tool', cost: 25, notes: 'turning undead without it is at disadvantage' }),
  c({ id: 'spell-components', name: 'Spell Components', kind: 'tool', cost: 25, usageDie: 6, notes: 'Wizards only; help retain arcane spells' }),
  // Miscellany
  c({ id: 'quiver', name: 'Quiver/Case', kind: 'container', cost: 5 }),
  c({ id: 'arrows', name: 'Arrows', kind: 'gear', cost: 5, usageDie: 12 }),
  c({ id: 'quarrels', name: 'Quarrels', kind: 'gear', cost: 5, usageDie: 20 }),
  c({ id: 'silver-arrow', name: 'Silver Arrow/Quarrel', kind: 'gear', cost: 5, notes: 'one shot' }),
  c({ id: 'rope', name: "50' Rope", kind: 'gear', cost: 1, notes: 'advantage on climbing when secured' }),
  c({ id: 'pole', name: "10' Pole", kind: 'gear', cost: 1 }),
  c({ id: 'iron-spikes', name: '12 Iron Spikes', kind: 'gear', cost: 1, usageDie: 10, notes: 'advantage on climbing' }),
  c({ id: 'coin-pouch', name: 'Coin Pouch', kind: 'container', cost: 1, holds: { coins: 250 } }),
  c({ id: 'small-sack', name: 'Small Sack', kind: 'container', cost: 1, holds: { items: 5, coins: 1250 } }),
  c({ id: 'large-sack', name: 'Large Sack', kind: 'container', cost: 2, holds: { items: 10, coins: 2500 } }),
  c({ id: 'backpack', name: 'Backpack', kind: 'container', cost: 5, holds: { items: 10, coins: 2500 }, notes: 'leaves the hands free' }),
  c({ id: 'waterskin', name: 'Water/Wineskin', kind: 'gear', cost: 1, usageDie: 8, notes: 'needed to rest' }),
  c({ id: 'iron-rations', name: 'Iron Rations', kind: 'gear', cost: 15, usageDie: 8, notes: 'do not spoil' }),
  c({ id: 'rations', name: 'Rations', kind: 'gear', cost: 5, usageDie: 8, notes: 'one extra roll each week for spoilage' }),
  c({ id: 'torches', name: '6 Torches', kind: 'gear', cost: 1, usageDie: 20, notes: 'a single torch is ud6; an improvised fire weapon in melee' }),
  c({ id: 'lantern', name: 'Lantern', kind: 'gear', cost: 10, notes: 'burns oil; can be shuttered' }),
  c({ id: 'oil', name: 'Flask of Oil', kind: 'gear', cost: 2, usageDie: 20, notes: 'lit and thrown: improvised weapon with ud6 ongoing damage' }),
  c({ id: 'tinderbox', name: 'Tinderbox', kind: 'gear', cost: 3, notes: 'lights lanterns and torches' }),
  c({ id: 'stakes-and-mallet', name: '3 Stakes & Mallet', kind: 'gear', cost: 3 }),
  c({ id: 'steel-mirror', name: 'Steel Mirror', kind: 'gear', cost: 5 }),
  c({ id: 'silver-mirror', name: 'Silver Mirror', kind: 'gear', cost: 15 }),
  c({ id: 'wolfsbane', name: 'Wolvesbane, garlic etc.', kind: 'gear', cost: 5 }),
  c({ id: 'holy-water', name: 'Holy Water', kind: 'gear', cost: 25, notes: 'thrown at undead: no damage on the hit, then 1d8 ongoing at once' }),
  // Vehicles & animals
  c({ id: 'mule', name: 'Mule', kind: 'animal', cost: 20 }),
  c({ id: 'draft-horse', name: 'Draft Horse', kind: 'animal', cost: 30 }),
  c({ id: 'light-horse', name: 'Light Horse', kind: 'animal', cost: 40 }),
  c({ id: 'warhorse-medium', name: 'Warhorse, Medium', kind: 'animal', cost: 100 }),
  c({ id: 'warhorse-heavy', name: 'Warhorse, Heavy', kind: 'animal', cost: 200 }),
  c({ id: 'saddle', name: 'Saddle', kind: 'gear', cost: 25 }),
  c({ id: 'saddle-bags', name: 'Saddle Bags', kind: 'container', cost: 10 }),
  c({ id: 'cart', name: 'Cart', kind: 'vehicle', cost: 100 }),
  c({ id: 'wagon', name: 'Wagon', kind: 'vehicle', cost: 200 }),
  c({ id: 'raft', name: 'Raft', kind: 'vehicle', cost: 40 }),
  c({ id: 'small-boat', name: 'Small Boat', kind: 'vehicle', cost: 100 }),
  // As kits carry them
  c({ id: 'torch', name: 'Torch', kind: 'gear', cost: null, usageDie: 6, notes: 'one torch of a bundle' }),
  c({ id: 'coins', name: 'Coins', kind: 'coins', cost: null, notes: '250 coins share one slot' }),
]);
