import { createDeck, type Deck } from '../engine/deck.js';
import { TableJsonError, type TableJsonIssue } from '../engine/errors.js';
import { checkHexFlowerSpec, defineHexFlower, type HexFlower, type HexFlowerSpec } from '../engine/HexFlower.js';
import type { JsonValue } from '../engine/json.js';
import { analyseTableSpec, buildTable, type Table, type TableShape, type TableSpec } from '../engine/Table.js';
import { checkTableSet, type TableSet } from '../engine/TableSet.js';
import { UnknownTableError } from '../engine/errors.js';
import { documentKind, issueMessage, schemas } from './schemas.js';

type Path = (string | number)[];

/**
 * What a JSON document loads into: its tables (as a checked set), hex flowers and decks, each by
 * name.
 *
 * @since 0.2.0
 * @category JSON
 */
export interface TableLibrary {
  /** The tables, as a set whose references resolve. */
  readonly tables: TableSet;
  /** The hex flowers by name. */
  readonly flowers: ReadonlyMap<string, HexFlower<string>>;
  /** The decks by name, full (no card drawn). */
  readonly decks: ReadonlyMap<string, Deck<JsonValue>>;
}

function parseInput(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch (e) {
    throw new TableJsonError([{ path: [], message: `not JSON: ${(e as Error).message}` }]);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const startsWith = (path: readonly (string | number)[], prefix: readonly (string | number)[]): boolean =>
  prefix.length <= path.length && prefix.every((p, i) => path[i] === p);

/** Schema problems of the branch the document is meant to be, one per unknown key. */
export function schemaIssues(data: unknown, kind: 'table' | 'flower' | 'library'): TableJsonIssue[] {
  const s = schemas();
  const result = (kind === 'table' ? s.table : kind === 'flower' ? s.flower : s.library).safeParse(data);
  if (result.success) return [];
  const out: TableJsonIssue[] = [];
  for (const i of result.error.issues) {
    const path = i.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
    if (i.code === 'unrecognized_keys') for (const k of i.keys) out.push({ path: [...path, k], message: 'unknown key' });
    else out.push({ path, message: issueMessage(i) });
  }
  return out;
}

/**
 * Loads a JSON document — one table, one hex flower, or a library `{ tables, flowers, decks }` —
 * checking everything and reporting every problem at once, each with its JSON path: the shape
 * (types, unknown keys, missing labels), then each table's own problems (gaps, overlaps, bad
 * dice, labels, payloads, loops), the set's (duplicate names, unknown references, every loop
 * that can never end), each flower's and each deck's. One problem never hides another, and
 * nothing is loaded unless the whole document is valid.
 *
 * @param input - JSON text, or the parsed value.
 * @returns The tables, flowers and decks.
 * @throws {@link TableJsonError} listing every problem with its path.
 * @example
 * ```ts
 * const lib = libraryFromJson({
 *   tables: [{ name: 'events', die: 'd6', rows: [{ range: '1-4', label: 'Quiet' }, { range: '5-6', label: 'Noise' }] }],
 *   decks: [{ name: 'event-deck', table: 'events', copies: 'one' }],
 * });
 * lib.decks.get('event-deck')?.size; // 2
 * ```
 * @since 0.2.0
 * @category JSON
 */
export function libraryFromJson(input: unknown): TableLibrary {
  const data = parseInput(input);
  const kind = documentKind(data);
  const schema = schemaIssues(data, kind);
  const semantic: TableJsonIssue[] = [];
  const doc = isObject(data) ? data : {};
  const rawTables = kind === 'table' ? [data] : listOf(doc['tables']);
  const rawFlowers = kind === 'flower' ? [data] : listOf(doc['flowers']);
  const rawDecks = kind === 'library' ? listOf(doc['decks']) : [];
  const tablePath = (i: number): Path => (kind === 'table' ? [] : ['tables', i]);
  const flowerPath = (i: number): Path => (kind === 'flower' ? [] : ['flowers', i]);
  if (kind === 'library' && rawTables.length + rawFlowers.length + rawDecks.length === 0 && schema.length === 0) {
    semantic.push({ path: [], message: 'the document holds no table, hex flower or deck' });
  }
  // Each table on its own, then all of them as a set (tables with problems still take part).
  const shapes: (TableShape | null)[] = [];
  const valid: boolean[] = [];
  rawTables.forEach((raw, i) => {
    const a = analyseTableSpec(raw);
    for (const p of a.problems) semantic.push({ path: [...tablePath(i), ...p.path], message: p.message });
    shapes.push(a.shape);
    valid.push(a.problems.length === 0);
  });
  for (const p of checkTableSet(shapes)) {
    const [index, ...rest] = p.path;
    semantic.push({ path: [...tablePath(typeof index === 'number' ? index : 0), ...rest], message: p.message });
  }
  rawFlowers.forEach((raw, i) => {
    for (const p of checkHexFlowerSpec(raw)) semantic.push({ path: [...flowerPath(i), ...p.path], message: p.message });
  });
  const names = new Set(shapes.map((s) => s?.name).filter((n): n is string => n !== null && n !== undefined));
  const seen = new Map<string, string>();
  const noteName = (name: unknown, what: string, path: Path): void => {
    if (typeof name !== 'string' || name === '') return;
    const prev = seen.get(name);
    if (prev !== undefined) semantic.push({ path, message: `the name "${name}" is already used by ${prev}` });
    else seen.set(name, what);
  };
  rawFlowers.forEach((f, i) => noteName(isObject(f) ? f['name'] : undefined, 'a hex flower', [...flowerPath(i), 'name']));
  rawDecks.forEach((d, i) => {
    if (!isObject(d)) return;
    noteName(d['name'], 'a deck', ['decks', i, 'name']);
    const t = d['table'];
    if (typeof t === 'string' && t !== '' && !names.has(t)) {
      semantic.push({ path: ['decks', i, 'table'], message: new UnknownTableError(t, 'the deck draws from it, but the document has no such table').message });
    }
  });
  // One report per problem: a schema problem at a path covers the table checks below it.
  const issues: TableJsonIssue[] = [...schema];
  const keys = new Set<string>();
  for (const s of semantic) {
    if (schema.some((x) => startsWith(s.path, x.path))) continue;
    const key = `${JSON.stringify(s.path)}\u0000${s.message}`;
    if (keys.has(key)) continue;
    keys.add(key);
    issues.push(s);
  }
  if (issues.length > 0) throw new TableJsonError(issues);
  // Everything is checked: build without checking again.
  const tables = rawTables.map((raw) => buildTable(raw as TableSpec<JsonValue>));
  const set: TableSet = Object.freeze({ tables: new Map(tables.map((t) => [t.name, t as Table<unknown>])) });
  const flowers = new Map<string, HexFlower<string>>();
  for (const raw of rawFlowers) {
    const f = defineHexFlower(raw as HexFlowerSpec<string>);
    flowers.set(f.name, f);
  }
  const decks = new Map<string, Deck<JsonValue>>();
  rawDecks.forEach((raw, i) => {
    const d = raw as { name: string; table: string; copies?: 'odds' | 'one'; onExhausted?: 'error' | 'reset' };
    const table = set.tables.get(d.table) as Table<JsonValue>;
    try {
      decks.set(d.name, createDeck(table, { ...(d.copies === undefined ? {} : { copies: d.copies }), ...(d.onExhausted === undefined ? {} : { onExhausted: d.onExhausted }) }));
    } catch (e) {
      issues.push({ path: ['decks', i], message: (e as Error).message });
    }
  });
  if (issues.length > 0) throw new TableJsonError(issues);
  return Object.freeze({ tables: set, flowers, decks });
}

/**
 * Loads a JSON table document (a string, or already-parsed data) as a checked table set: the
 * tables of {@link libraryFromJson} (a document may also hold hex flowers and decks, checked
 * the same way). Every problem is reported at once, with its path; nothing is half-loaded.
 *
 * @param input - JSON text, or the parsed value.
 * @returns The tables as a set (one entry for a single-table document).
 * @throws {@link TableJsonError} listing every problem with its path.
 * @example
 * ```ts
 * const set = tablesFromJson('{"name":"coin","die":"d2","rows":[{"range":1,"label":"Heads"},{"range":2,"label":"Tails"}]}');
 * rollOnTable(seed(1), findTable(set, 'coin'), { tables: set })[0].label; // 'Heads' or 'Tails'
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function tablesFromJson(input: unknown): TableSet {
  return libraryFromJson(input).tables;
}

/**
 * Loads a JSON document holding exactly one table that refers to no other table.
 *
 * @param input - JSON text, or the parsed value.
 * @returns The table.
 * @throws {@link TableJsonError} listing every problem with its path (including references,
 *   which need {@link tablesFromJson}).
 * @example
 * ```ts
 * const t = tableFromJson('{"name":"coin","die":"d2","rows":[{"range":1,"label":"Heads"},{"range":2,"label":"Tails"}]}');
 * t.rows.length; // 2
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function tableFromJson(input: unknown): Table<JsonValue> {
  const set = tablesFromJson(input);
  if (set.tables.size !== 1) {
    throw new TableJsonError([{ path: ['tables'], message: `expected one table, found ${set.tables.size}; use tablesFromJson` }]);
  }
  return [...set.tables.values()][0] as Table<JsonValue>;
}

/**
 * Result of the non-throwing loaders: the value, or the error listing every problem.
 *
 * @typeParam T - What a successful load gives.
 * @since 0.2.0
 * @category JSON
 */
export type SafeJsonResult<T> =
  | {
      /** Loaded. */
      readonly ok: true;
      /** What was loaded. */
      readonly value: T;
    }
  | {
      /** Not loaded. */
      readonly ok: false;
      /** Every problem, with paths. */
      readonly error: TableJsonError;
    };

/**
 * Result of {@link safeTablesFromJson}.
 *
 * @since 0.1.0
 * @category JSON
 */
export type SafeTablesResult = SafeJsonResult<TableSet>;

function safely<T>(load: () => T): SafeJsonResult<T> {
  try {
    return { ok: true, value: load() };
  } catch (e) {
    if (e instanceof TableJsonError) return { ok: false, error: e };
    throw e;
  }
}

/**
 * The non-throwing twin of {@link tablesFromJson}, for user input: returns the problems instead
 * of throwing them.
 *
 * @param input - JSON text, or the parsed value.
 * @returns `{ ok: true, value }` or `{ ok: false, error }`.
 * @example
 * ```ts
 * const r = safeTablesFromJson('{"name":"x","die":"d6","rows":[{"range":"1-5","label":"a"}]}');
 * if (!r.ok) for (const i of r.error.issues) console.log(i.path.join('.'), i.message); // rows.0.range …gap at 6…
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function safeTablesFromJson(input: unknown): SafeTablesResult {
  return safely(() => tablesFromJson(input));
}

/**
 * The non-throwing twin of {@link libraryFromJson}.
 *
 * @param input - JSON text, or the parsed value.
 * @returns `{ ok: true, value }` or `{ ok: false, error }`.
 * @example
 * ```ts
 * const r = safeLibraryFromJson('{"flowers":[]}');
 * r.ok; // false: the document holds nothing
 * ```
 * @since 0.2.0
 * @category JSON
 */
export function safeLibraryFromJson(input: unknown): SafeJsonResult<TableLibrary> {
  return safely(() => libraryFromJson(input));
}
