import { compileDie, type DieExpr } from './dieExpr.js';
import {
  DieExpressionError,
  TableCycleError,
  TableDefinitionError,
  TableRangeError,
  type TableJsonIssue,
} from './errors.js';
import { formatRange, parseRange } from './range.js';

/**
 * Where a table comes from: the seed file and its section (and the ids of the rulings that settle
 * what the seed leaves open, as the game's rulings page numbers them).
 *
 * @since 0.1.0
 * @category Tables
 */
export interface TableSource {
  /** Seed file name, e.g. `redhack-3.1-draft.txt`; for user tables any label (a book, a URL). */
  readonly seed: string;
  /** Section or heading inside the seed, e.g. `Reaction Roll`. */
  readonly section: string;
}

/**
 * A further roll a row asks for: on another table by name (`{ roll: 'redhack/draft31/gems-50' }`)
 * or again on the same table (`{ again: 2 }` = "roll twice"). Further rolls are made without the
 * caller's modifier (ruling TB2 in the package README).
 *
 * @since 0.1.0
 * @category Tables
 */
export type RollInstruction =
  | {
      /** Name of the table to roll on. */
      readonly roll: string;
      /** How many times (1..10, default 1). */
      readonly times?: number;
    }
  | {
      /** Roll again on this same table this many times (1..10). */
      readonly again: number;
    };

/**
 * One row as written by a table author (input to {@link defineTable}).
 *
 * @typeParam T - Type of the row's typed payload.
 * @since 0.1.0
 * @category Tables
 */
export interface RowSpec<T> {
  /** Range tables: the totals this row covers (`1`, `2-3`, `20+`, `≤0`, `00` = 100). */
  readonly range?: string | number;
  /** Weighted tables: a non-negative whole weight; 0 can never be drawn. */
  readonly weight?: number;
  /** Match the unmodified die roll instead of the modified total (e.g. "natural 20"); checked first. */
  readonly natural?: boolean;
  /** Short name of the result; also the outcome key in distributions and decks. */
  readonly label: string;
  /** Typed payload returned with the row (defaults to the label). */
  readonly result?: T;
  /** Dice the row rolls for itself, e.g. `1d6×10` (for "1d6×10 coins"). */
  readonly dice?: string;
  /** Unit of the row's dice, e.g. `coins`, `gp`, `feet`. */
  readonly unit?: string;
  /** Further rolls: other tables, or "roll again/twice" on this one. */
  readonly then?: readonly RollInstruction[];
}

/**
 * A table as written by its author (input to {@link defineTable}).
 *
 * @typeParam T - Type of the rows' typed payloads.
 * @since 0.1.0
 * @category Tables
 */
export interface TableSpec<T> {
  /** Unique name, conventionally `system/edition/table` (`redhack/draft31/reaction`). */
  readonly name: string;
  /** Human title. */
  readonly title?: string;
  /** One-line description in our own words. */
  readonly description?: string;
  /** Die expression for range tables (`d6`, `2d6`, `d20`, `d66`, `d%`, `3d6kh2`); omit for weighted tables. */
  readonly die?: string;
  /** Range tables: clamp modified totals past either end to the end row (default `true`); `false` makes them an error. */
  readonly clamp?: boolean;
  /** Where the table comes from. */
  readonly source?: TableSource;
  /** Ids of the rulings that apply, as the game's rulings page in the docs numbers them (`R34`, `Z27`). */
  readonly rulings?: readonly string[];
  /** Rows in order. */
  readonly rows: readonly RowSpec<T>[];
}

/**
 * A validated row of a {@link Table}.
 *
 * @typeParam T - Type of the row's payload.
 * @since 0.1.0
 * @category Tables
 */
export interface Row<T> {
  /** Position of the row in the table (0-based). */
  readonly index: number;
  /** Short name of the result. */
  readonly label: string;
  /** Typed payload. */
  readonly result: T;
  /** Range tables: canonical range text (`2-3`, `20+`, `≤0`); `null` for weighted rows. */
  readonly range: string | null;
  /** Lowest covered total (`-Infinity` for `≤N`); `null` for weighted rows. */
  readonly low: number | null;
  /** Highest covered total (`Infinity` for `N+`); `null` for weighted rows. */
  readonly high: number | null;
  /** Weighted tables: the weight; `null` for range rows. */
  readonly weight: number | null;
  /** Whether the range matches the unmodified roll. */
  readonly natural: boolean;
  /** The row's own dice, if any. */
  readonly dice: string | null;
  /** Unit of the row's dice, if any. */
  readonly unit: string | null;
  /** Further rolls this row asks for. */
  readonly then: readonly RollInstruction[];
}

/**
 * A validated, immutable random table. Build one with {@link defineTable} or load one from JSON
 * with {@link tableFromJson}.
 *
 * @typeParam T - Type of the rows' payloads.
 * @since 0.1.0
 * @category Tables
 */
export interface Table<T> {
  /** `range` (a die and inclusive ranges) or `weighted` (weights, no die). */
  readonly kind: 'range' | 'weighted';
  /** Unique name. */
  readonly name: string;
  /** Human title (defaults to the name). */
  readonly title: string;
  /** Description, if given. */
  readonly description: string | null;
  /** Die expression of a range table; `null` for weighted tables. */
  readonly die: string | null;
  /** Whether modified totals past either end clamp to the end row. */
  readonly clamp: boolean;
  /** Where the table comes from, if known. */
  readonly source: TableSource | null;
  /** Ruling ids that apply. */
  readonly rulings: readonly string[];
  /** Rows in order. */
  readonly rows: readonly Row<T>[];
  /** Names of other tables this table's rows refer to (sorted, no duplicates). */
  readonly references: readonly string[];
}

/** Most further rolls a single instruction may ask for. */
export const MAX_TIMES = 10;

/** Compiles the die of a range table (cached per table object). */
const dieCache = new WeakMap<object, DieExpr>();
export function dieOf(table: Table<unknown>): DieExpr {
  let d = dieCache.get(table);
  if (d === undefined) {
    d = compileDie(table.die ?? 'd1');
    dieCache.set(table, d);
  }
  return d;
}

/** A problem found while validating a table spec: where, what, and the typed error to throw. */
export interface TableProblem extends TableJsonIssue {
  /** The typed error equivalent of this problem. */
  readonly error: Error;
}

function problem(path: (string | number)[], error: Error, message = error.message): TableProblem {
  return { path, message, error };
}

/**
 * Validates a table spec and returns every problem found (empty when valid). Used by
 * {@link defineTable} (which throws the first) and by the JSON loader (which reports all).
 */
export function checkTableSpec(spec: TableSpec<unknown>): TableProblem[] {
  const out: TableProblem[] = [];
  const name = typeof spec.name === 'string' ? spec.name : '';
  const def = (path: (string | number)[], msg: string): void => {
    out.push(problem(path, new TableDefinitionError(name, msg)));
  };
  if (name.trim() === '') def(['name'], 'a table needs a non-empty name');
  if (!Array.isArray(spec.rows) || spec.rows.length === 0) {
    def(['rows'], 'a table needs at least one row');
    return out;
  }
  const ranged = spec.die !== undefined;
  let die: DieExpr | undefined;
  if (ranged) {
    try {
      die = compileDie(spec.die ?? '');
    } catch (e) {
      out.push(problem(['die'], e instanceof DieExpressionError ? e : new TableDefinitionError(name, String(e))));
    }
  }
  spec.rows.forEach((row, i) => {
    const at = (k: string): (string | number)[] => ['rows', i, k];
    if (typeof row.label !== 'string' || row.label.trim() === '') def(['rows', i, 'label'], `row ${i + 1} needs a label`);
    if (ranged) {
      if (row.weight !== undefined) def(at('weight'), `row ${i + 1} has a weight, but a table with a die uses ranges`);
      if (row.range === undefined) def(at('range'), `row ${i + 1} needs a range (the table has die ${spec.die})`);
      else if (parseRange(row.range) === undefined) def(at('range'), `row ${i + 1}: cannot read range "${String(row.range)}"`);
    } else {
      if (row.range !== undefined) def(at('range'), `row ${i + 1} has a range, but the table has no die (give "die" or use weights)`);
      if (row.natural === true) def(at('natural'), `row ${i + 1}: "natural" needs a die`);
      if (row.weight === undefined) def(at('weight'), `row ${i + 1} needs a weight (or give the table a die and ranges)`);
      else if (!Number.isSafeInteger(row.weight) || row.weight < 0) {
        def(at('weight'), `row ${i + 1}: weight must be a non-negative whole number, got ${String(row.weight)}`);
      }
    }
    if (row.dice !== undefined) {
      try {
        compileDie(row.dice);
      } catch (e) {
        out.push(problem(at('dice'), e as Error));
      }
    }
    (row.then ?? ([] as readonly RollInstruction[])).forEach((t: RollInstruction, j: number) => {
      const times = 'roll' in t ? (t.times ?? 1) : t.again;
      if ('roll' in t && (typeof t.roll !== 'string' || t.roll === '')) def(['rows', i, 'then', j, 'roll'], 'needs a table name');
      if (!Number.isSafeInteger(times) || times < 1 || times > MAX_TIMES) {
        def(['rows', i, 'then', j, 'roll' in t ? 'times' : 'again'], `must be a whole number 1..${MAX_TIMES}, got ${String(times)}`);
      }
    });
  });
  if (out.length > 0) return out;
  if (!ranged) {
    if (spec.rows.every((r) => r.weight === 0)) def(['rows'], 'every weight is 0, so no row can be drawn');
  } else if (die !== undefined) {
    checkCoverage(name, spec, die, out);
  }
  if (out.length === 0 && !canEnd(spec.rows, spec.name, () => true)) {
    out.push(problem(['rows'], new TableCycleError([name, name])));
  }
  return out;
}

function checkCoverage(name: string, spec: TableSpec<unknown>, die: DieExpr, out: TableProblem[]): void {
  const rows = spec.rows.map((r, i) => ({ i, natural: r.natural === true, ...(parseRange(r.range ?? '') ?? { low: 0, high: 0 }) }));
  const faces = die.faces;
  const lo = faces[0] ?? 0;
  const hi = faces[faces.length - 1] ?? 0;
  const err = (i: number, kind: 'gap' | 'overlap', v: number, msg: string): void => {
    out.push(problem(['rows', i, 'range'], new TableRangeError(name, kind, v, `table "${name}" (${spec.die}): ${msg}`)));
  };
  for (const natural of [false, true]) {
    const group = rows.filter((r) => r.natural === natural).sort((a, b) => a.low - b.low);
    const before = out.length;
    for (let k = 1; k < group.length; k++) {
      const a = group[k - 1];
      const b = group[k];
      if (a === undefined || b === undefined) continue;
      if (b.low <= a.high) {
        const v = b.low === -Infinity ? Math.min(a.high, b.high) : b.low;
        err(b.i, 'overlap', v, `overlap at ${v} — rows ${a.i + 1} and ${b.i + 1} both cover it`);
      } else if (!natural && b.low > a.high + 1 && (die.kind !== 'd66' || faces.some((f) => f > a.high && f < b.low))) {
        err(b.i, 'gap', a.high + 1, `gap at ${a.high + 1} — no row covers it`);
      }
    }
    if (natural) {
      for (const r of group) {
        if (!faces.some((f) => f >= r.low && f <= r.high)) {
          err(r.i, 'gap', r.low, `natural row ${r.i + 1} covers no face of ${spec.die}`);
        }
      }
      continue;
    }
    for (const f of out.length > before ? [] : faces) {
      if (!group.some((r) => f >= r.low && f <= r.high)) {
        err(group[0]?.i ?? 0, 'gap', f, `gap at ${f} — no row covers it (the die shows ${lo}..${hi})`);
        break;
      }
    }
    if (die.kind === 'd66') {
      for (const r of group) {
        if (!faces.some((f) => f >= r.low && f <= r.high)) err(r.i, 'gap', r.low, `row ${r.i + 1} covers no face of d66`);
      }
    }
  }
}

/**
 * Whether rolling on the table can end: some drawable row asks for no further roll that can
 * never end. `ends(name)` says whether another table can end.
 */
export function canEnd(
  rows: readonly { readonly weight?: number | null | undefined; readonly then?: readonly RollInstruction[] | undefined }[],
  self: string,
  ends: (name: string) => boolean,
): boolean {
  return rows.some(
    (r) =>
      r.weight !== 0 &&
      (r.then ?? []).every((t) => ('roll' in t ? t.roll !== self && ends(t.roll) : false)),
  );
}

/**
 * Builds a validated, immutable table. Range tables give a `die` and a `range` per row: the
 * ranges must cover every face of the die exactly once (rows past the faces, like `≤0` or `20+`,
 * catch modified totals); weighted tables give a `weight` per row instead.
 *
 * @typeParam T - Type of the rows' payloads (inferred from `result`; the label when absent).
 * @param spec - The table as written.
 * @returns The table, frozen.
 * @throws {@link TableRangeError} on a gap or an overlap (the message names the value).
 * @throws {@link TableDefinitionError} on any other malformed field (bad range text, negative
 *   weight, no drawable row, ranges in a table without a die…).
 * @throws {@link DieExpressionError} if the table's or a row's dice cannot be read.
 * @throws {@link TableCycleError} if every row says "roll again" (the roll could never end).
 * @example
 * ```ts
 * const reaction = defineTable({
 *   name: 'my/reaction', die: '2d6',
 *   rows: [
 *     { range: '≤2', label: 'Hostile' }, { range: '3-5', label: 'Unfriendly' },
 *     { range: '6-8', label: 'Neutral' }, { range: '9-11', label: 'Friendly' },
 *     { range: '12+', label: 'Helpful' },
 *   ],
 * });
 * ```
 * @see {@link rollOnTable}
 * @see {@link lookup}
 * @since 0.1.0
 * @category Tables
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineTable<T = string>(spec: TableSpec<T>): Table<T> {
  const problems = checkTableSpec(spec as TableSpec<unknown>);
  const first = problems[0];
  if (first !== undefined) throw first.error;
  const refs = new Set<string>();
  const rows = spec.rows.map((r, index): Row<T> => {
    const range = r.range === undefined ? undefined : parseRange(r.range);
    const then = Object.freeze(
      (r.then ?? []).map((t) => Object.freeze('roll' in t ? { roll: t.roll, times: t.times ?? 1 } : { again: t.again })),
    );
    for (const t of then) if ('roll' in t) refs.add(t.roll);
    return Object.freeze({
      index,
      label: r.label,
      result: (r.result === undefined ? r.label : r.result) as T,
      range: range === undefined ? null : formatRange(range),
      low: range?.low ?? null,
      high: range?.high ?? null,
      weight: r.weight ?? null,
      natural: r.natural === true,
      dice: r.dice ?? null,
      unit: r.unit ?? null,
      then,
    });
  });
  return Object.freeze({
    kind: spec.die === undefined ? 'weighted' : 'range',
    name: spec.name,
    title: spec.title ?? spec.name,
    description: spec.description ?? null,
    die: spec.die ?? null,
    clamp: spec.clamp ?? true,
    source: spec.source === undefined ? null : Object.freeze({ seed: spec.source.seed, section: spec.source.section }),
    rulings: Object.freeze([...(spec.rulings ?? [])]),
    rows: Object.freeze(rows),
    references: Object.freeze([...refs].sort()),
  });
}
