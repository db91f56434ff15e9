// The registry of every seed table: names like `redhack/draft31/reaction`.
import type { BandTable } from '../engine/BandTable.js';
import { UnknownTableError } from '../engine/errors.js';
import type { Table } from '../engine/Table.js';
import { createTableSet, type TableSet } from '../engine/TableSet.js';
import { classicBandTables, classicTables } from './redhack/classic/tables.js';
import { draft31GemTables } from './redhack/draft31/gems.js';
import { draft31BandTables, draft31Tables } from './redhack/draft31/tables.js';
import { moraleTable } from './redhack/morale.js';
import { vocationsReaction, vocationsWanderingMonster } from './vocations2d6/tables.js';

/**
 * Every seed table that is rolled on (a die or weights), in registry order. Morale appears at
 * the typical score 7; build other scores with {@link moraleTable}.
 *
 * @example
 * ```ts
 * allTables.map((t) => t.name); // ['redhack/classic/reaction', …]
 * ```
 * @since 0.1.0
 * @category Seed data
 */
// No array spread at top level: bundlers keep spreads (they may run iterators), concat is pure.
export const allTables: readonly Table<unknown>[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ (classicTables as readonly Table<unknown>[]).concat(
    [moraleTable('classic', 7)],
    draft31Tables,
    [moraleTable('draft31', 7)],
    draft31GemTables,
    [vocationsReaction, vocationsWanderingMonster],
  ),
);

/**
 * Every seed table as a checked set (references resolve, no endless loops): pass it as
 * `{ tables: seedTables }` to {@link rollOnTable} and {@link tableDistribution} so "roll on
 * table X" rows can be followed.
 *
 * @example
 * ```ts
 * rollOnTable(seed(1), getTable('redhack/draft31/gems-10'), { tables: seedTables });
 * ```
 * @since 0.1.0
 * @category Seed data
 */
export const seedTables: TableSet = /* @__PURE__ */ createTableSet(allTables);

/**
 * Every seed reference table read by a number (HD, level, CON lost, tests failed, spell level).
 *
 * @example
 * ```ts
 * allBandTables.map((t) => t.name); // ['redhack/classic/fatigue', …]
 * ```
 * @since 0.1.0
 * @category Seed data
 */
export const allBandTables: readonly BandTable<unknown>[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ (classicBandTables as readonly BandTable<unknown>[]).concat(draft31BandTables),
);

/**
 * Finds a seed table by name.
 *
 * @param name - Table name, e.g. `redhack/draft31/reaction`.
 * @returns The table.
 * @throws {@link UnknownTableError} if no seed table has that name.
 * @example
 * ```ts
 * getTable('redhack/classic/injury').die; // 'd6'
 * ```
 * @since 0.1.0
 * @category Seed data
 */
export function getTable(name: string): Table<unknown> {
  const t = seedTables.tables.get(name);
  if (t === undefined) throw new UnknownTableError(name, 'no seed table has this name (see allTables)');
  return t;
}

/**
 * Finds a seed reference table by name.
 *
 * @param name - Table name, e.g. `redhack/draft31/monster-save`.
 * @returns The band table.
 * @throws {@link UnknownTableError} if no seed reference table has that name.
 * @example
 * ```ts
 * getBandTable('redhack/draft31/monster-save').index; // 'HD'
 * ```
 * @since 0.1.0
 * @category Seed data
 */
export function getBandTable(name: string): BandTable<unknown> {
  const t = allBandTables.find((b) => b.name === name);
  if (t === undefined) throw new UnknownTableError(name, 'no seed reference table has this name (see allBandTables)');
  return t;
}
