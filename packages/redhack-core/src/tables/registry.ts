// Every RedHack table of both editions, as lists and as one checked set.
import { createTableSet, type BandTable, type Table, type TableSet } from '@rollwright/tables';
import { classicBandTables, classicTables } from './classic/tables.js';
import { draft31GemTables } from './draft31/gems.js';
import { draft31BandTables, draft31Tables } from './draft31/tables.js';
import { moraleTable } from './morale.js';

/**
 * Every RedHack table that is rolled on (a die or weights), classic first, then draft31. Morale
 * appears at the typical score 7; build other scores with {@link moraleTable}.
 *
 * @example
 * ```ts
 * redhackTables.map((t) => t.name); // ['redhack/classic/reaction', …]
 * ```
 * @since 0.1.0
 * @category Tables
 */
// No array spread at top level: bundlers keep spreads (they may run iterators), concat is pure.
export const redhackTables: readonly Table<unknown>[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ (classicTables as readonly Table<unknown>[]).concat(
    [moraleTable('classic', 7)],
    draft31Tables,
    [moraleTable('draft31', 7)],
    draft31GemTables,
  ),
);

/**
 * Every RedHack rolled table as a checked set (references resolve, no endless loops): pass it as
 * `{ tables: redhackTableSet }` to `rollOnTable` and `tableDistribution` so rows that say "roll
 * on table X" (hazards, the gem chain) can be followed.
 *
 * @example
 * ```ts
 * rollOnTable(seed(1), findTable(redhackTableSet, 'redhack/draft31/gems-10'), { tables: redhackTableSet });
 * ```
 * @since 0.1.0
 * @category Tables
 */
export const redhackTableSet: TableSet = /* @__PURE__ */ createTableSet(redhackTables);

/**
 * Every RedHack reference table read by a number (HD, level, CON lost, tests failed, spell level).
 *
 * @example
 * ```ts
 * redhackBandTables.map((t) => t.name); // ['redhack/classic/fatigue', …]
 * ```
 * @since 0.1.0
 * @category Tables
 */
export const redhackBandTables: readonly BandTable<unknown>[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ (classicBandTables as readonly BandTable<unknown>[]).concat(draft31BandTables),
);
