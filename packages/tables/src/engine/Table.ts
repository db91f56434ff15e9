import { dieFor, type DieExpr } from './dieExpr.js';
import {
  DieExpressionError,
  TableCycleError,
  TableDefinitionError,
  TableRangeError,
  type TableJsonIssue,
} from './errors.js';
import { plainDataProblem, frozenCopy } from './plainData.js';
import { formatRange, parseRange, type RowRange } from './range.js';
import { buildIndex, rowWeights, type IndexRow, type TableIndex } from './tableIndex.js';

/**
 * Where a table comes from: the book or file and its section.
 *
 * @since 0.1.0
 * @category Tables
 */
export interface TableSource {
  /** Source file or book, e.g. `my-campaign.md`; any label (a book, a URL). */
  readonly seed: string;
  /** Section or heading inside the seed, e.g. `Reaction Roll`. */
  readonly section: string;
}

/**
 * A further roll a row asks for: on another table by name (`{ roll: 'treasure/gems' }`)
 * or again on the same table (`{ again: 2 }` = "roll twice"). Further rolls are made without the
 * caller's modifier (see "Rulings" in the package README).
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
  /** Unique name, conventionally `system/edition/table` (`my-game/core/reaction`). */
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
  /** Ids of the rulings (of the game that defines the table) that apply, e.g. `R34`. */
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
 * with `tableFromJson` (from `@rollwright/tables/json`).
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

/**
 * Largest total weight a weighted table may have (positions are drawn as safe integers).
 *
 * @example
 * ```ts
 * MAX_TOTAL_WEIGHT === Number.MAX_SAFE_INTEGER; // true
 * ```
 * @since 0.2.0
 * @category Limits
 */
export const MAX_TOTAL_WEIGHT: number = Number.MAX_SAFE_INTEGER;

/** Lookup indexes, built once per table object. */
const indexCache = new WeakMap<object, TableIndex<Row<unknown>>>();

/** The lookup index of a table (built once per table object). */
export function indexOf<T>(table: Table<T>): TableIndex<Row<T>> {
  let ix = indexCache.get(table) as TableIndex<Row<T>> | undefined;
  if (ix === undefined) {
    ix = buildIndex(table.name, table.rows, table.die === null ? null : dieFor(table.die), table.clamp);
    indexCache.set(table, ix as TableIndex<Row<unknown>>);
  }
  return ix;
}

/** The compiled die of a range table (`d1` for weighted tables, never used for them). */
export function dieOf(table: Table<unknown>): DieExpr {
  return indexOf(table).die ?? dieFor('d1');
}

/** A problem found while validating a table spec: where, what, and the typed error to throw. */
export interface TableProblem extends TableJsonIssue {
  /** The typed error equivalent of this problem. */
  readonly error: Error;
}

function problem(path: (string | number)[], error: Error, message = error.message): TableProblem {
  return { path, message, error };
}

/** A further roll as the loop checks see it: the target table (`null` = this table again) and how often. */
export interface ShapeRoll {
  readonly target: string | null;
  readonly path: readonly (string | number)[];
}

/** What the set checks need to know of a table, even of one with problems. */
export interface TableShape {
  readonly name: string | null;
  readonly rows: readonly {
    readonly label: string;
    /** Whether an unmodified roll can land on the row (nested rolls are unmodified). */
    readonly reachable: boolean;
    readonly rolls: readonly ShapeRoll[];
  }[];
}

/** The result of {@link analyseTableSpec}. */
export interface TableAnalysis {
  readonly problems: TableProblem[];
  readonly shape: TableShape | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Characters that structure outcome keys (`Gem → {Ruby; Opal}`, `Coins (40 coins)`, `…`). */
const KEY_CHARS = /[→{};…]/;
/** A bracket that reads like a row's dice amount (`(40 coins)`). */
const AMOUNT_LIKE = /\(\s*[-−]?\d/;

/**
 * Validates a table spec and returns every problem found (empty when valid), plus the shape the
 * set checks use. Defensive: any value may come in (JSON data), and every field is checked on
 * its own, so one problem never hides another.
 */
export function analyseTableSpec(input: unknown): TableAnalysis {
  const out: TableProblem[] = [];
  if (!isObject(input)) {
    return { problems: [problem([], new TableDefinitionError('', 'a table must be an object'))], shape: null };
  }
  const spec = input;
  const name = typeof spec['name'] === 'string' ? spec['name'] : '';
  const def = (path: (string | number)[], msg: string): void => {
    out.push(problem(path, new TableDefinitionError(name, msg)));
  };
  if (name.trim() === '') def(['name'], 'a table needs a non-empty name');
  const rawRows = spec['rows'];
  if (!Array.isArray(rawRows) || rawRows.length === 0) {
    def(['rows'], 'a table needs at least one row');
    return { problems: out, shape: { name: name === '' ? null : name, rows: [] } };
  }
  const ranged = spec['die'] !== undefined;
  const clamp = spec['clamp'] === undefined ? true : spec['clamp'];
  if (typeof clamp !== 'boolean') def(['clamp'], 'clamp must be true or false');
  let die: DieExpr | undefined;
  if (ranged) {
    try {
      const d = spec['die'];
      if (typeof d !== 'string') throw new DieExpressionError(String(d), 'must be text');
      die = dieFor(d);
      if (die.kind === 'total') void die.size; // builds (and bounds) the distribution now
    } catch (e) {
      die = undefined;
      out.push(problem(['die'], e instanceof Error && e.name === 'DieExpressionError' ? e : new TableDefinitionError(name, String(e))));
    }
  }
  const parsed: (IndexRow & { readonly ok: boolean })[] = [];
  const rolls: ShapeRoll[][] = [];
  const labels: string[] = [];
  let totalWeight = 0;
  let rowsReadable = true;
  rawRows.forEach((raw: unknown, i: number) => {
    const at = (...k: (string | number)[]): (string | number)[] => ['rows', i, ...k];
    const rowRolls: ShapeRoll[] = [];
    rolls.push(rowRolls);
    if (!isObject(raw)) {
      def(at(), `row ${i + 1} must be an object`);
      labels.push('');
      parsed.push({ index: i, low: null, high: null, natural: false, weight: null, ok: false });
      rowsReadable = false;
      return;
    }
    const row = raw;
    const label = row['label'];
    labels.push(typeof label === 'string' ? label : '');
    if (typeof label !== 'string' || label.trim() === '') def(at('label'), `row ${i + 1} needs a label`);
    else if (KEY_CHARS.test(label) || AMOUNT_LIKE.test(label)) {
      def(at('label'), `row ${i + 1}: a label may not hold →, {, }, ;, … or a bracket starting with a number (they structure outcome keys), got "${label}"`);
    }
    const natural = row['natural'] ?? false;
    if (typeof natural !== 'boolean') def(at('natural'), `row ${i + 1}: natural must be true or false`);
    let range: RowRange | undefined;
    let weight: number | null = null;
    if (ranged) {
      if (row['weight'] !== undefined) def(at('weight'), `row ${i + 1} has a weight, but a table with a die uses ranges`);
      const r = row['range'];
      if (r === undefined) def(at('range'), `row ${i + 1} needs a range (the table has die ${String(spec['die'])})`);
      else if (typeof r !== 'string' && typeof r !== 'number') def(at('range'), `row ${i + 1}: a range is text or a whole number`);
      else {
        range = parseRange(r);
        if (range === undefined) {
          def(at('range'), `row ${i + 1}: cannot read range "${String(r)}"${/\d{16,}/.test(String(r)) ? ' (numbers must be safe integers, at most 2^53 − 1)' : ''}`);
        }
      }
    } else {
      if (row['range'] !== undefined) def(at('range'), `row ${i + 1} has a range, but the table has no die (give "die" or use weights)`);
      if (natural === true) def(at('natural'), `row ${i + 1}: "natural" needs a die`);
      const w = row['weight'];
      if (w === undefined) def(at('weight'), `row ${i + 1} needs a weight (or give the table a die and ranges)`);
      else if (typeof w !== 'number' || !Number.isSafeInteger(w) || w < 0) {
        def(at('weight'), `row ${i + 1}: weight must be a non-negative whole number, got ${String(w)}`);
      } else {
        weight = w;
        totalWeight += w;
      }
    }
    if (ranged && range === undefined) rowsReadable = false;
    parsed.push({ index: i, low: range?.low ?? null, high: range?.high ?? null, natural: natural === true, weight, ok: true });
    const dice = row['dice'];
    if (dice !== undefined) {
      try {
        if (typeof dice !== 'string') throw new DieExpressionError(String(dice), 'must be text');
        const d = dieFor(dice);
        void d.size;
      } catch (e) {
        out.push(problem(at('dice'), e as Error));
      }
    }
    const unit = row['unit'];
    if (unit !== undefined && (typeof unit !== 'string' || /[)→{};…]/.test(unit))) {
      def(at('unit'), `row ${i + 1}: a unit is text without ), →, {, }, ; or …`);
    }
    if ('result' in row && row['result'] !== undefined) {
      const p = plainDataProblem(row['result']);
      if (p !== null) def(at('result'), `row ${i + 1}: ${p}`);
    }
    const then = row['then'];
    if (then !== undefined && !Array.isArray(then)) def(at('then'), `row ${i + 1}: then must be a list of further rolls`);
    if (Array.isArray(then)) {
      then.forEach((t: unknown, j: number) => {
        const tp = (k?: string): (string | number)[] => (k === undefined ? at('then', j) : at('then', j, k));
        if (!isObject(t) || ('roll' in t) === ('again' in t)) {
          def(tp(), 'a further roll is { "roll": "<table>", "times"?: n } or { "again": n }');
          return;
        }
        const isRoll = 'roll' in t;
        const times = isRoll ? (t['times'] ?? 1) : t['again'];
        if (isRoll && (typeof t['roll'] !== 'string' || t['roll'] === '')) def(tp('roll'), 'needs a table name');
        if (typeof times !== 'number' || !Number.isSafeInteger(times) || times < 1 || times > MAX_TIMES) {
          def(tp(isRoll ? 'times' : 'again'), `must be a whole number 1..${MAX_TIMES}, got ${String(times)}`);
        }
        const target = isRoll ? (typeof t['roll'] === 'string' ? t['roll'] : '') : null;
        rowRolls.push({ target: target === name && name !== '' ? null : target, path: tp(isRoll ? 'roll' : 'again') });
      });
    }
  });
  let reachable: boolean[] = parsed.map(() => true);
  if (!ranged) {
    if (totalWeight > MAX_TOTAL_WEIGHT) def(['rows'], `the weights add up past MAX_TOTAL_WEIGHT (2^53 − 1), so positions cannot be drawn`);
    else if (parsed.every((r) => r.weight === 0)) def(['rows'], 'every weight is 0, so no row can be drawn');
    reachable = parsed.map((r) => r.weight === null || r.weight > 0);
  } else if (die !== undefined) {
    const before = out.length;
    checkCoverage(name, String(spec['die']), parsed, die, rowsReadable, out);
    if (out.length === before && rowsReadable) {
      const w = rowWeights(buildIndex(name, parsed, die, true), 0).weights;
      reachable = parsed.map((r) => w.has(r.index));
    }
  }
  const shape: TableShape = {
    name: name === '' ? null : name,
    rows: parsed.map((_, i) => ({ label: labels[i] ?? '', reachable: reachable[i] ?? true, rolls: rolls[i] ?? [] })),
  };
  // A table whose every reachable row rolls again can never end (references to other tables are
  // checked by the set, where those tables are known).
  if (!shape.rows.some((r) => r.reachable && r.rolls.every((x) => x.target !== null))) {
    if (shape.rows.some((r) => r.reachable)) out.push(problem(['rows'], new TableCycleError([name, name])));
  }
  return { problems: out, shape };
}

/** {@link analyseTableSpec}'s problems alone. */
export function checkTableSpec(spec: unknown): TableProblem[] {
  return analyseTableSpec(spec).problems;
}

function fmtSpan(a: number, b: number): string {
  return a === b ? `${a}` : `${a}-${b}`;
}

/**
 * Reports exactly the real gaps and overlaps of a range table. Plain rows (matched on the
 * modified total) must cover, once, every value from the lowest of their lows and the die's
 * minimum to the highest of their highs and the die's maximum (a hole in between is reachable
 * with a modifier); d66 tables take no modifier, so only their 36 faces count. Natural rows must
 * not overlap each other and must each cover a face.
 */
function checkCoverage(
  name: string,
  dieText: string,
  rows: readonly (IndexRow & { readonly ok: boolean })[],
  die: DieExpr,
  readable: boolean,
  out: TableProblem[],
): void {
  const err = (i: number, kind: 'gap' | 'overlap', v: number, msg: string): void => {
    out.push(problem(['rows', i, 'range'], new TableRangeError(name, kind, v, `table "${name}" (${dieText}): ${msg}`)));
  };
  const byLow = (a: IndexRow, b: IndexRow): number => (a.low ?? 0) - (b.low ?? 0) || a.index - b.index;
  const ranged = rows.filter((r) => r.low !== null && r.high !== null);
  for (const natural of [false, true]) {
    const group = ranged.filter((r) => r.natural === natural).sort(byLow);
    // Overlaps: each row that starts inside the rows before it.
    let reach: IndexRow | undefined;
    const merged: [number, number][] = [];
    for (const r of group) {
      const low = r.low ?? 0;
      const high = r.high ?? 0;
      if (reach !== undefined && low <= (reach.high ?? 0)) {
        const v = low === -Infinity ? Math.min(reach.high ?? 0, high) : low;
        err(r.index, 'overlap', v, `overlap at ${v} — rows ${reach.index + 1} and ${r.index + 1} both cover it`);
      }
      if (reach === undefined || high > (reach.high ?? 0)) reach = r;
      const m = merged[merged.length - 1];
      if (m !== undefined && low <= m[1] + 1) m[1] = Math.max(m[1], high);
      else merged.push([low, high]);
    }
    if (natural) {
      for (const r of group) if (!coversFace(die, r.low ?? 0, r.high ?? 0)) err(r.index, 'gap', r.low ?? 0, `natural row ${r.index + 1} covers no face of ${dieText}`);
      continue;
    }
    if (!readable) continue; // an unreadable range would show up as a false gap
    if (group.length === 0) {
      err(0, 'gap', die.min, `gap at ${fmtSpan(die.min, die.max)} — no row covers it`);
      continue;
    }
    const rowAfter = (v: number): number => (group.find((r) => (r.low ?? 0) > v) ?? group[group.length - 1] ?? group[0])?.index ?? 0;
    if (die.kind === 'd66') {
      // Only the faces count: walk them against the merged spans.
      const faces = die.faces;
      let k = 0;
      let runStart: number | undefined;
      let runEnd = 0;
      const flush = (): void => {
        if (runStart !== undefined) err(rowAfter(runEnd), 'gap', runStart, `gap at ${fmtSpan(runStart, runEnd)} — no row covers it`);
        runStart = undefined;
      };
      for (const f of faces) {
        while (k < merged.length && (merged[k]?.[1] ?? 0) < f) k++;
        const m = merged[k];
        if (m !== undefined && m[0] <= f) flush();
        else {
          runStart ??= f;
          runEnd = f;
        }
      }
      flush();
      for (const r of group) if (!coversFace(die, r.low ?? 0, r.high ?? 0)) err(r.index, 'gap', r.low ?? 0, `row ${r.index + 1} covers no face of d66`);
      continue;
    }
    const lo = Math.min(die.min, merged[0]?.[0] ?? die.min);
    const hi = Math.max(die.max, merged[merged.length - 1]?.[1] ?? die.max);
    let next = lo;
    for (const [a, b] of merged) {
      if (a > next) err(rowAfter(next), 'gap', next, `gap at ${fmtSpan(next, a - 1)} — no row covers it`);
      next = Math.max(next, b + 1);
    }
    if (next <= hi && Number.isFinite(next)) err(rowAfter(next), 'gap', next, `gap at ${fmtSpan(next, hi)} — no row covers it (the die shows ${die.min}..${die.max})`);
  }
}

/** Whether `low..high` holds a face of the die. */
function coversFace(die: DieExpr, low: number, high: number): boolean {
  if (die.uniform) return high >= die.min && low <= die.max;
  const faces = die.faces;
  let a = 0;
  let b = faces.length;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if ((faces[mid] ?? 0) < low) a = mid + 1;
    else b = mid;
  }
  const f = faces[a];
  return f !== undefined && f <= high;
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
 * @throws {@link TableCycleError} if every row an unmodified roll can reach says "roll again"
 *   (the roll could never end).
 * @throws {@link TableDefinitionError} also for a label holding the characters that structure
 *   outcome keys (`→ { } ; …`, a bracket starting with a number), weights adding up past
 *   {@link MAX_TOTAL_WEIGHT}, and a payload that is not plain data, refers to itself or is
 *   nested deeper than {@link MAX_RESULT_DEPTH} (payloads are copied and frozen).
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
  const problems = checkTableSpec(spec);
  const first = problems[0];
  if (first !== undefined) throw first.error;
  return buildTable(spec);
}

/** Builds a table from a spec {@link analyseTableSpec} found no problem in (no checks here). */
export function buildTable<T>(spec: TableSpec<T>): Table<T> {
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
      result: (r.result === undefined ? r.label : frozenCopy(r.result)) as T,
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
