// Every table the `rollwright table` commands know: each rule package's own tables, gathered in
// one checked set. The tables engine knows no game; this is the one place they meet.
import { redhackBandTables, redhackTables, weatherFlower } from '@rollwright/redhack-core';
import { createTableSet, type BandTable, type HexFlower, type Table, type TableSet } from '@rollwright/tables';
import { vocationsTables } from '@rollwright/vocations-2d6';

/** Every rolled table of every game package, in the order `rollwright table list` prints them. */
export const allTables: readonly Table<unknown>[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ redhackTables.concat(vocationsTables),
);

/** Every rolled table as one checked set, so references between tables can be followed. */
export const seedTables: TableSet = /* @__PURE__ */ createTableSet(allTables);

/** Every reference table (read by a number) of every game package. */
export const allBandTables: readonly BandTable<unknown>[] = redhackBandTables;

/** Every hex flower of every game package (`rollwright table flower`). */
export const allFlowers: readonly HexFlower<string>[] = [weatherFlower];
