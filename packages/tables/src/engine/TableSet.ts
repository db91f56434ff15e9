import { TableCycleError, TableDefinitionError, UnknownTableError, type TableJsonIssue } from './errors.js';
import { canEnd, type Table } from './Table.js';

/**
 * A checked collection of tables that may refer to each other by name. Every reference
 * resolves and no loop of references is forced to go on forever.
 *
 * @since 0.1.0
 * @category Tables
 */
export interface TableSet {
  /** The tables by name. */
  readonly tables: ReadonlyMap<string, Table<unknown>>;
}

interface SetProblem extends TableJsonIssue {
  readonly error: Error;
}

/** Checks a list of tables as a set; returns every problem (empty when valid). */
export function checkTableSet(tables: readonly Table<unknown>[]): SetProblem[] {
  const out: SetProblem[] = [];
  const byName = new Map<string, Table<unknown>>();
  tables.forEach((t, i) => {
    if (byName.has(t.name)) {
      const e = new TableDefinitionError(t.name, 'the name is used by two tables in the same set');
      out.push({ path: [i, 'name'], message: e.message, error: e });
    }
    byName.set(t.name, t);
  });
  tables.forEach((t, i) => {
    t.rows.forEach((r, ri) => {
      r.then.forEach((th, ti) => {
        if ('roll' in th && !byName.has(th.roll)) {
          const e = new UnknownTableError(th.roll, `row ${ri + 1} ("${r.label}") of table "${t.name}" refers to it`);
          out.push({ path: [i, 'rows', ri, 'then', ti, 'roll'], message: e.message, error: e });
        }
      });
    });
  });
  if (out.length > 0) return out;
  // Least fixpoint: a table can end if some drawable row only asks for rolls that can end.
  const ends = new Set<string>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const t of tables) {
      if (!ends.has(t.name) && canEnd(t.rows, t.name, (n) => ends.has(n))) {
        ends.add(t.name);
        changed = true;
      }
    }
  }
  const stuck = tables.filter((t) => !ends.has(t.name));
  const start = stuck[0];
  if (start !== undefined) {
    // Walk forced references among the stuck tables until one repeats.
    const path: string[] = [];
    let cur: Table<unknown> | undefined = start;
    while (cur !== undefined && !path.includes(cur.name)) {
      path.push(cur.name);
      const here: Table<unknown> = cur;
      const row = here.rows.find((r) => r.weight !== 0);
      const next = row?.then.find((th) => ('roll' in th ? !ends.has(th.roll) : true));
      cur = next === undefined ? undefined : 'roll' in next ? byName.get(next.roll) : here;
    }
    const loopFrom = cur === undefined ? 0 : path.indexOf(cur.name);
    const cycle = [...path.slice(loopFrom), path[loopFrom] ?? start.name];
    const e = new TableCycleError(cycle);
    out.push({ path: [tables.indexOf(start)], message: e.message, error: e });
  }
  return out;
}

/**
 * Loads tables as a set, checking them together: names are unique, every "roll on table X"
 * reference resolves, and no loop of references must go on forever. Pass the set to
 * {@link rollOnTable} and {@link tableDistribution} as `tables` so references can be followed.
 *
 * @param tables - The tables (any order).
 * @returns The checked set, frozen.
 * @throws {@link UnknownTableError} if a row refers to a table not in the list.
 * @throws {@link TableCycleError} if tables refer to each other in a loop that can never end.
 * @throws {@link TableDefinitionError} if two tables share a name.
 * @example
 * ```ts
 * const gems = defineTable({ name: 'gems', die: 'd2', rows: [{ range: 1, label: 'Agate' }, { range: 2, label: 'Jade' }] });
 * const hoard = defineTable({ name: 'hoard', die: 'd2', rows: [
 *   { range: 1, label: 'Coins', dice: '1d6×10', unit: 'coins' },
 *   { range: 2, label: 'Gem', then: [{ roll: 'gems' }] },
 * ] });
 * const set = createTableSet([gems, hoard]);
 * rollOnTable(seed(1), hoard, { tables: set });
 * ```
 * @since 0.1.0
 * @category Tables
 */
/* @__NO_SIDE_EFFECTS__ */
export function createTableSet(tables: Iterable<Table<unknown>>): TableSet {
  const list = [...tables];
  const problems = checkTableSet(list);
  const first = problems[0];
  if (first !== undefined) throw first.error;
  return Object.freeze({ tables: new Map(list.map((t) => [t.name, t])) });
}
