// Treasure: draft31 hoards by level, gem and jewellery values, coin burden.
export { TreasureError } from './TreasureError.js';
export type { HoardGem, Hoard, HoardOptions, HoardChances } from './hoard.js';
export { coinItems, hoardChances, rollHoard } from './hoard.js';
