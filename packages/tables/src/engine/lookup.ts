import { indexOf, type Row, type Table } from './Table.js';
import { RollOutOfRangeError, TableModifierError } from './errors.js';
import { checkModifier, plainRowFor, rowAtPosition, rowCovering } from './tableIndex.js';

/**
 * The row a roll lands on, with every number that led there.
 *
 * @typeParam T - Type of the row's payload.
 * @since 0.1.0
 * @category Tables
 */
export interface TableLookup<T> {
  /** Name of the table. */
  readonly table: string;
  /** The unmodified roll (for weighted tables: the position 1..total weight). */
  readonly roll: number;
  /** The modifier added (0 when none). */
  readonly modifier: number;
  /** `roll + modifier`. */
  readonly total: number;
  /** The total after clamping; always inside the row's range. */
  readonly effective: number;
  /** Whether the total was past an end of the table and clamped to the end row. */
  readonly clamped: boolean;
  /** The row (for a natural row: matched on `roll`, not `total`). */
  readonly row: Row<T>;
}

/**
 * Options of {@link lookup}.
 *
 * @since 0.1.0
 * @category Tables
 */
export interface LookupOptions {
  /** Added to the roll (range tables that are not d66 only); a safe integer. */
  readonly modifier?: number;
}

/** Total weight of a weighted table. */
export function totalWeight(table: Table<unknown>): number {
  return indexOf(table).totalWeight;
}

/**
 * Looks up the row for a roll the caller supplies (a physical die, a VTT roll). The roll must
 * be a value the table's die can show; for weighted tables it is a position `1..total weight`
 * (rows take consecutive positions in order, as many as their weight). A modifier is added to
 * the roll; natural rows (e.g. "natural 20") are matched on the unmodified roll first. A total
 * past either end uses the end row when the table clamps (the default) — e.g. a survival roll
 * of −3 reads the `1-5` row — and is an error otherwise.
 *
 * @typeParam T - Type of the rows' payloads.
 * @param table - The table.
 * @param roll - The unmodified roll (a face of the table's die).
 * @param options - `modifier`: a safe integer added to the roll (default 0).
 * @returns The row and the numbers that led to it; the row always contains `effective`.
 * @throws {@link RollOutOfRangeError} if `roll` is not a value the die can show.
 * @throws {@link TableModifierError} if a modifier is given to a weighted or d66 table, is not a
 *   safe integer, or pushes the total past an end of a table built with `clamp: false`.
 * @example
 * ```ts
 * const survival = defineTable({ name: 'survival', die: 'd20', rows: [
 *   { range: '≤5', label: 'Hazard' }, { range: '6-19', label: 'Nothing' },
 *   { range: '20+', label: 'Bounty' }, { range: 20, natural: true, label: 'Discovery' },
 * ] });
 * lookup(survival, 7).row.label;                    // 'Nothing'
 * lookup(survival, 19, { modifier: 2 }).row.label;  // 'Bounty' (21 reads the 20+ row)
 * lookup(survival, 20, { modifier: -4 }).row.label; // 'Discovery' (a natural 20 comes first)
 * ```
 * @since 0.1.0
 * @category Tables
 */
export function lookup<T>(table: Table<T>, roll: number, options: LookupOptions = {}): TableLookup<T> {
  const modifier = options.modifier ?? 0;
  const ix = indexOf(table);
  if (!Number.isSafeInteger(modifier)) {
    throw new TableModifierError(table.name, modifier, `modifier must be a safe integer, got ${String(modifier)}`);
  }
  const die = ix.die;
  if (die === null) {
    const total = ix.totalWeight;
    if (!Number.isSafeInteger(roll) || roll < 1 || roll > total) {
      throw new RollOutOfRangeError(table.name, roll, `${String(roll)} is not a position of weighted table "${table.name}" (1..${total})`);
    }
    checkModifier(ix, modifier);
    const row = rowAtPosition(ix, roll);
    if (row === undefined) throw new RollOutOfRangeError(table.name, roll, `no row of table "${table.name}" holds position ${roll}`);
    return freezeLookup(table.name, roll, 0, roll, roll, false, row);
  }
  if (!die.hasFace(roll)) {
    throw new RollOutOfRangeError(
      table.name,
      roll,
      `${String(roll)} is not a face of ${table.die ?? ''} (${die.kind === 'd66' ? '11..66, digits 1..6' : `${die.min}..${die.max}`}) on table "${table.name}"`,
    );
  }
  checkModifier(ix, modifier);
  const total = roll + modifier;
  const natural = ix.naturals.length === 0 ? undefined : rowCovering(ix.naturals, roll);
  if (natural !== undefined) return freezeLookup(table.name, roll, modifier, total, roll, false, natural);
  const { row, effective } = plainRowFor(ix, roll, modifier);
  return freezeLookup(table.name, roll, modifier, total, effective, effective !== total, row);
}

function freezeLookup<T>(
  table: string,
  roll: number,
  modifier: number,
  total: number,
  effective: number,
  clamped: boolean,
  row: Row<T>,
): TableLookup<T> {
  return Object.freeze({ table, roll, modifier, total, effective, clamped, row });
}
