import { UnknownTableError } from './errors.js';
import type { Table } from './Table.js';
import type { TableSet } from './TableSet.js';

/**
 * Finds a table of a set by name.
 *
 * @param set - The checked set to search (for example a rule package's set of its tables).
 * @param name - The table's name, e.g. `my-game/reaction`.
 * @returns The table with that name.
 * @throws {@link UnknownTableError} if the set holds no table of that name.
 * @example
 * ```ts
 * const set = createTableSet([defineTable({ name: 'coin', die: 'd2', rows: [{ range: 1, label: 'heads' }, { range: 2, label: 'tails' }] })]);
 * findTable(set, 'coin').die; // 'd2'
 * ```
 * @since 0.2.0
 * @category Tables
 */
export function findTable(set: TableSet, name: string): Table<unknown> {
  const t = set.tables.get(name);
  if (t === undefined) throw new UnknownTableError(name, 'the table set holds no table of this name');
  return t;
}
