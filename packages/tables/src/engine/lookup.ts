import { dieOf, type Row, type Table } from './Table.js';
import { RollOutOfRangeError, TableModifierError } from './errors.js';

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
  return table.rows.reduce((a, r) => a + (r.weight ?? 0), 0);
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
 * lookup(getTable('redhack/draft31/reaction'), 7).row.label; // 'Neutral'
 * lookup(getTable('redhack/classic/survival'), 20, { modifier: -2 }).row.label; // 'Discovery' (natural 20)
 * ```
 * @since 0.1.0
 * @category Tables
 */
export function lookup<T>(table: Table<T>, roll: number, options: LookupOptions = {}): TableLookup<T> {
  const modifier = options.modifier ?? 0;
  if (!Number.isSafeInteger(modifier)) {
    throw new TableModifierError(table.name, modifier, `modifier must be a safe integer, got ${String(modifier)}`);
  }
  if (table.kind === 'weighted') {
    const total = totalWeight(table);
    if (!Number.isSafeInteger(roll) || roll < 1 || roll > total) {
      throw new RollOutOfRangeError(table.name, roll, `${String(roll)} is not a position of weighted table "${table.name}" (1..${total})`);
    }
    if (modifier !== 0) {
      throw new TableModifierError(table.name, modifier, `weighted table "${table.name}" has no order, so it takes no modifier`);
    }
    let acc = 0;
    for (const row of table.rows) {
      acc += row.weight ?? 0;
      if (roll <= acc) return freezeLookup(table.name, roll, 0, roll, roll, false, row);
    }
  }
  const die = dieOf(table);
  if (!die.faces.includes(roll)) {
    const f = die.faces;
    throw new RollOutOfRangeError(
      table.name,
      roll,
      `${String(roll)} is not a face of ${table.die} (${die.kind === 'd66' ? '11..66, digits 1..6' : `${f[0]}..${f[f.length - 1]}`}) on table "${table.name}"`,
    );
  }
  if (modifier !== 0 && die.kind === 'd66') {
    throw new TableModifierError(table.name, modifier, `d66 table "${table.name}" reads two digits, so it takes no modifier`);
  }
  const natural = table.rows.find((r) => r.natural && (r.low ?? 0) <= roll && roll <= (r.high ?? 0));
  const total = roll + modifier;
  if (natural !== undefined) return freezeLookup(table.name, roll, modifier, total, roll, false, natural);
  const ranged = table.rows.filter((r) => !r.natural);
  let minLow = Infinity;
  let maxHigh = -Infinity;
  for (const r of ranged) {
    minLow = Math.min(minLow, r.low ?? Infinity);
    maxHigh = Math.max(maxHigh, r.high ?? -Infinity);
  }
  let effective = total;
  if (total < minLow || total > maxHigh) {
    if (!table.clamp) {
      throw new TableModifierError(
        table.name,
        modifier,
        `${roll} ${modifier < 0 ? '−' : '+'} ${Math.abs(modifier)} = ${total} is past the end of table "${table.name}" (${minLow}..${maxHigh}), which does not clamp`,
      );
    }
    effective = total < minLow ? minLow : maxHigh;
  }
  const row = ranged.find((r) => (r.low ?? 0) <= effective && effective <= (r.high ?? 0));
  if (row === undefined) {
    // Unreachable for a table built by defineTable (coverage is validated), kept as a typed guard.
    throw new RollOutOfRangeError(table.name, roll, `no row of table "${table.name}" covers ${effective}`);
  }
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
