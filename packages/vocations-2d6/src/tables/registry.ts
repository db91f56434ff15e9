// Every rolled table of the 2d6 vocations game, as a list and as one checked set.
import { createTableSet, type Table, type TableSet } from '@rollwright/tables';
import { vocationsReaction, vocationsWanderingMonster } from './tables.js';

/**
 * Every table of the 2d6 vocations game that is rolled on, in the seed's order.
 *
 * @example
 * ```ts
 * vocationsTables.map((t) => t.name); // ['vocations2d6/reaction', 'vocations2d6/wandering-monster']
 * ```
 * @since 0.1.0
 * @category Tables
 */
export const vocationsTables: readonly Table<unknown>[] = /* @__PURE__ */ Object.freeze([vocationsReaction, vocationsWanderingMonster]);

/**
 * The game's rolled tables as a checked set, for `rollOnTable(rng, table, { tables: vocationsTableSet })`.
 *
 * @example
 * ```ts
 * findTable(vocationsTableSet, 'vocations2d6/reaction').die; // '2d6'
 * ```
 * @since 0.1.0
 * @category Tables
 */
export const vocationsTableSet: TableSet = /* @__PURE__ */ createTableSet(vocationsTables);
