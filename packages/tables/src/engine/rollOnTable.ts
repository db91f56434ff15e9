import { nextInt, type Rng } from '@rollwright/dice';
import { dieFor } from './dieExpr.js';
import { TableDefinitionError, TableTooComplexError, UnknownTableError } from './errors.js';
import { lookup, totalWeight } from './lookup.js';
import { dieOf, type Row, type Table } from './Table.js';
import type { TableSet } from './TableSet.js';

/**
 * Default depth cap for nested rolls ("roll on table X", "roll twice"): a roll nested deeper
 * than this is not made, and the result is marked `truncated`.
 *
 * @since 0.1.0
 * @category Limits
 */
export const DEFAULT_MAX_DEPTH = 10;

/**
 * Largest depth cap a caller may ask for (`maxDepth` 0..32).
 *
 * @since 0.1.0
 * @category Limits
 */
export const MAX_TABLE_DEPTH = 32;

/**
 * Most nested rolls one roll may make, all levels together ("roll twice" rows that each roll
 * twice again grow fast). Counted as the roll goes; one more is a {@link TableTooComplexError}.
 *
 * @example
 * ```ts
 * MAX_TABLE_ROLLS; // 10000
 * ```
 * @since 0.2.0
 * @category Limits
 */
export const MAX_TABLE_ROLLS = 10_000;

/** The running count of nested rolls in one top-level roll. */
interface Budget {
  n: number;
  readonly table: string;
}

function spend(budget: Budget): void {
  if (++budget.n > MAX_TABLE_ROLLS) {
    throw new TableTooComplexError(
      budget.table,
      `one roll asked for more than MAX_TABLE_ROLLS (${MAX_TABLE_ROLLS}) nested rolls; lower maxDepth`,
    );
  }
}

/**
 * One roll on a table, with its nested rolls.
 *
 * @typeParam T - Type of the row's payload.
 * @since 0.1.0
 * @category Tables
 */
export interface TableRoll<T> {
  /** Name of the table rolled on. */
  readonly table: string;
  /** The unmodified die roll (weighted tables: the position 1..total weight drawn; decks drawn one card per row: `null`). */
  readonly roll: number | null;
  /** The modifier added (0 when none; nested rolls are always unmodified). */
  readonly modifier: number;
  /** `roll + modifier` (`null` when `roll` is). */
  readonly total: number | null;
  /** The total after clamping; always inside the row's range (`null` when `roll` is). */
  readonly effective: number | null;
  /** Whether the total was past an end of the table and clamped to the end row. */
  readonly clamped: boolean;
  /** The row landed on. */
  readonly row: Row<T>;
  /** The row's label. */
  readonly label: string;
  /** The row's typed payload. */
  readonly result: T;
  /** Result of the row's own dice (e.g. 40 for `1d6×10` coins), `null` if the row has none. */
  readonly amount: number | null;
  /** Unit of `amount`, if given. */
  readonly unit: string | null;
  /** Further rolls the row asked for, in order. */
  readonly nested: readonly TableRoll<unknown>[];
  /** Whether the depth cap stopped a further roll here or below. */
  readonly truncated: boolean;
  /** Canonical outcome text (label, amount, nested results); the key used by {@link tableDistribution}. */
  readonly key: string;
}

/**
 * Options of {@link rollOnTable} and {@link tableDistribution}.
 *
 * @since 0.1.0
 * @category Tables
 */
export interface RollOptions {
  /** Added to the top-level roll (range tables that are not d66); a safe integer, default 0. */
  readonly modifier?: number;
  /** Tables that rows may refer to by name (see {@link createTableSet}). */
  readonly tables?: TableSet;
  /** Depth cap for nested rolls, 0..{@link MAX_TABLE_DEPTH} (default {@link DEFAULT_MAX_DEPTH}). */
  readonly maxDepth?: number;
}

/**
 * Options of {@link rollOnTable}: those of {@link tableDistribution}, plus a roll made at the
 * table.
 *
 * @since 0.2.0
 * @category Tables
 */
export interface RollOnTableOptions extends RollOptions {
  /**
   * The unmodified top-level roll, made by the caller (a physical die, a VTT): the row is read
   * as {@link lookup} reads it, and only the row's dice and further rolls are rolled.
   */
  readonly roll?: number;
}

/** Reads and checks `maxDepth`. */
export function depthOption(table: string, maxDepth: number | undefined): number {
  const d = maxDepth ?? DEFAULT_MAX_DEPTH;
  if (!Number.isSafeInteger(d) || d < 0 || d > MAX_TABLE_DEPTH) {
    throw new TableDefinitionError(table, `maxDepth must be a whole number 0..${MAX_TABLE_DEPTH}, got ${String(d)}`);
  }
  return d;
}

/** Resolves a referenced table through the set, or throws {@link UnknownTableError}. */
export function resolve(from: Table<unknown>, name: string, tables: TableSet | undefined): Table<unknown> {
  const t = tables?.tables.get(name);
  if (t === undefined) {
    throw new UnknownTableError(
      name,
      tables === undefined
        ? `table "${from.name}" refers to it; pass { tables } (e.g. a rule package's table set, or createTableSet([...])) to follow references`
        : `table "${from.name}" refers to it, but the table set does not hold it`,
    );
  }
  return t;
}

/** The outcome text of a label, an amount and nested outcome texts. */
export function formatKey(row: Row<unknown>, amount: number | null, nested: readonly string[], truncated: boolean): string {
  let k = row.label;
  if (amount !== null) k += ` (${amount}${row.unit === null ? '' : ` ${row.unit}`})`;
  if (truncated && nested.length === 0) return `${k} → …`;
  if (nested.length === 1) k += ` → ${nested[0] ?? ''}`;
  else if (nested.length > 1) k += ` → {${nested.join('; ')}}`;
  return k;
}

/** Rolls the nested instructions of a row. */
function rollRow<T>(
  rng: Rng,
  table: Table<T>,
  row: Row<T>,
  depth: number,
  maxDepth: number,
  tables: TableSet | undefined,
  budget: Budget,
): readonly [{ amount: number | null; nested: TableRoll<unknown>[]; truncated: boolean }, Rng] {
  let r = rng;
  let amount: number | null = null;
  if (row.dice !== null) {
    const [a, n] = dieFor(row.dice).roll(r);
    amount = a;
    r = n;
  }
  const nested: TableRoll<unknown>[] = [];
  let truncated = false;
  for (const th of row.then) {
    const target: Table<unknown> = 'roll' in th ? resolve(table, th.roll, tables) : table;
    const times = 'roll' in th ? (th.times ?? 1) : th.again;
    for (let i = 0; i < times; i++) {
      if (depth + 1 > maxDepth) {
        truncated = true;
        continue;
      }
      spend(budget);
      const [child, n] = rollAt(r, target, 0, undefined, depth + 1, maxDepth, tables, budget);
      nested.push(child);
      truncated ||= child.truncated;
      r = n;
    }
  }
  return [{ amount, nested, truncated }, r];
}

function rollAt<T>(
  rng: Rng,
  table: Table<T>,
  modifier: number,
  given: number | undefined,
  depth: number,
  maxDepth: number,
  tables: TableSet | undefined,
  budget: Budget,
): readonly [TableRoll<T>, Rng] {
  let face: number;
  let r: Rng;
  if (given !== undefined) [face, r] = [given, rng];
  else if (table.kind === 'weighted') [face, r] = nextInt(rng, 1, totalWeight(table));
  else [face, r] = dieOf(table).roll(rng);
  const hit = lookup(table, face, { modifier });
  return finish(r, table, hit.row, hit, depth, maxDepth, tables, budget);
}

/** Completes a roll once the row is known (shared with decks). */
export function finish<T>(
  rng: Rng,
  table: Table<T>,
  row: Row<T>,
  hit: { roll: number; modifier: number; total: number; effective: number; clamped: boolean } | null,
  depth: number,
  maxDepth: number,
  tables: TableSet | undefined,
  budget: Budget = { n: 0, table: table.name },
): readonly [TableRoll<T>, Rng] {
  const [{ amount, nested, truncated }, r] = rollRow(rng, table, row, depth, maxDepth, tables, budget);
  const key = formatKey(row, amount, nested.map((n) => n.key), truncated);
  const out: TableRoll<T> = Object.freeze({
    table: table.name,
    roll: hit?.roll ?? null,
    modifier: hit?.modifier ?? 0,
    total: hit?.total ?? null,
    effective: hit?.effective ?? null,
    clamped: hit?.clamped ?? false,
    row,
    label: row.label,
    result: row.result,
    amount,
    unit: row.unit,
    nested: Object.freeze(nested),
    truncated,
    key,
  });
  return [out, r];
}

/**
 * Rolls on a table: rolls its die (or draws by weight), adds the modifier, finds the row
 * (see {@link lookup} for natural rows and clamping), rolls the row's own dice and makes the
 * further rolls it asks for (other tables through `options.tables`, "roll again" on itself),
 * unmodified, up to `maxDepth` levels deep and at most {@link MAX_TABLE_ROLLS} nested rolls in
 * all. With `options.roll` the caller's own roll is read instead of rolling the table's die.
 *
 * @typeParam T - Type of the rows' payloads.
 * @param rng - Generator state; never mutated.
 * @param table - The table.
 * @param options - `modifier` (safe integer), `tables` (for references), `maxDepth` (0..32,
 *   default 10), `roll` (a roll made at the table, read as {@link lookup} reads it).
 * @returns The roll (the row always contains `effective`) and the next generator state.
 * @throws {@link TableModifierError} if a modifier is given to a weighted or d66 table, or pushes
 *   the total past an end of a table built with `clamp: false`.
 * @throws {@link UnknownTableError} if a row refers to a table that `options.tables` lacks.
 * @throws {@link TableDefinitionError} if `maxDepth` is out of range.
 * @throws {@link RollOutOfRangeError} if `options.roll` is not a value the die can show.
 * @throws {@link TableTooComplexError} past {@link MAX_TABLE_ROLLS} nested rolls.
 * @example
 * ```ts
 * const reaction = defineTable({ name: 'reaction', die: '2d6', rows: [
 *   { range: '≤5', label: 'Hostile' }, { range: '6-8', label: 'Wary' }, { range: '9+', label: 'Friendly' },
 * ] });
 * const [r, next] = rollOnTable(seed(7), reaction, { modifier: 1 });
 * r.label;     // e.g. 'Wary'
 * r.effective; // inside r.row's range
 * rollOnTable(seed(7), reaction, { roll: 9 })[0].label; // 'Friendly' (a roll made at the table)
 * ```
 * @see {@link tableDistribution}
 * @since 0.1.0
 * @category Tables
 */
export function rollOnTable<T>(rng: Rng, table: Table<T>, options: RollOnTableOptions = {}): readonly [TableRoll<T>, Rng] {
  const maxDepth = depthOption(table.name, options.maxDepth);
  return rollAt(rng, table, options.modifier ?? 0, options.roll, 0, maxDepth, options.tables, { n: 0, table: table.name });
}
