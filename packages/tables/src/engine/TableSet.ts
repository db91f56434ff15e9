import { TableCycleError, TableDefinitionError, UnknownTableError, type TableJsonIssue } from './errors.js';
import { indexOf, type ShapeRoll, type Table, type TableShape } from './Table.js';
import { rowWeights } from './tableIndex.js';

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

/** The shape of a built table, for the set checks. */
export function shapeOfTable(t: Table<unknown>): TableShape {
  const reach = rowWeights(indexOf(t), 0).weights;
  return {
    name: t.name,
    rows: t.rows.map((r) => ({
      label: r.label,
      reachable: reach.has(r.index),
      rolls: r.then.map((th, j) => ({
        target: 'roll' in th ? (th.roll === t.name ? null : th.roll) : null,
        path: ['rows', r.index, 'then', j, 'roll' in th ? 'roll' : 'again'],
      })),
    })),
  };
}

/**
 * Checks tables as a set; returns every problem (empty when valid): duplicate names, unknown
 * references, and every loop that can never end (each reported once). Paths start with the
 * table's position in the list. Tables with problems of their own still take part (as shapes).
 */
export function checkTableSet(tables: readonly (TableShape | null)[]): SetProblem[] {
  const out: SetProblem[] = [];
  const byName = new Map<string, number>();
  tables.forEach((t, i) => {
    if (t === null || t.name === null) return;
    if (byName.has(t.name)) {
      const e = new TableDefinitionError(t.name, 'the name is used by two tables in the same set');
      out.push({ path: [i, 'name'], message: e.message, error: e });
    } else byName.set(t.name, i);
  });
  tables.forEach((t, i) => {
    t?.rows.forEach((r, ri) => {
      for (const x of r.rolls) {
        if (x.target !== null && x.target !== '' && !byName.has(x.target)) {
          const e = new UnknownTableError(x.target, `row ${ri + 1} ("${r.label}") of table "${t.name ?? ''}" refers to it`);
          out.push({ path: [i, ...x.path], message: e.message, error: e });
        }
      }
    });
  });
  // Least fixpoint: a table can end if some reachable row only asks for rolls that can end.
  // Unknown tables count as ending (they are reported above), so one problem hides no other.
  const ends = new Set<number>();
  const endsName = (n: string): boolean => {
    const k = byName.get(n);
    return k === undefined || ends.has(k);
  };
  let changed = true;
  while (changed) {
    changed = false;
    tables.forEach((t, i) => {
      if (t === null || ends.has(i) || t.name === null || byName.get(t.name) !== i) return;
      if (t.rows.some((r) => r.reachable && r.rolls.every((x) => x.target !== null && endsName(x.target)))) {
        ends.add(i);
        changed = true;
      }
    });
  }
  // Every stuck table leads into a loop of stuck tables: walk forced references from each one
  // and report each loop once (a table that only rolls again on itself is the loop a → a).
  const reported = new Set<string>();
  tables.forEach((t, i) => {
    if (t === null || t.name === null || byName.get(t.name) !== i || ends.has(i) || !t.rows.some((r) => r.reachable)) return;
    const path: number[] = [];
    let cur: number | undefined = i;
    while (cur !== undefined && !path.includes(cur)) {
      path.push(cur);
      const here: TableShape | null | undefined = tables[cur];
      const row: TableShape['rows'][number] | undefined = here?.rows.find((r) => r.reachable);
      const next: ShapeRoll | undefined = row?.rolls.find((x) => x.target === null || !endsName(x.target));
      cur = next === undefined ? undefined : next.target === null ? cur : byName.get(next.target);
    }
    if (cur === undefined) return;
    const loop = path.slice(path.indexOf(cur));
    const key = [...loop].sort((a, b) => a - b).join(',');
    if (reported.has(key)) return;
    reported.add(key);
    const first = Math.min(...loop);
    const k = loop.indexOf(first);
    const rotated = [...loop.slice(k), ...loop.slice(0, k)];
    const names = rotated.map((n) => tables[n]?.name ?? '');
    const e = new TableCycleError([...names, names[0] ?? '']);
    out.push({ path: [first, 'rows'], message: e.message, error: e });
  });
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
  const problems = checkTableSet(list.map(shapeOfTable));
  const first = problems[0];
  if (first !== undefined) throw first.error;
  return Object.freeze({ tables: new Map(list.map((t) => [t.name, t])) });
}
