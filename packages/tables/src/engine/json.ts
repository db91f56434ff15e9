import { z } from 'zod';
import { TableJsonError, type TableJsonIssue } from './errors.js';
import { checkTableSpec, defineTable, type RollInstruction, type Table, type TableSource, type TableSpec } from './Table.js';
import { checkTableSet, type TableSet } from './TableSet.js';

/**
 * Any JSON value (the typed payload of rows loaded from JSON).
 *
 * @since 0.1.0
 * @category JSON
 */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/* @__NO_SIDE_EFFECTS__ */
function schemas(): { table: z.ZodType<TableJson>; set: z.ZodType<TableSetJson>; document: z.ZodType<TableDocument> } {
const instruction = z.union([
  z
    .strictObject({
      roll: z.string().min(1).describe('Name of another table to roll on.'),
      times: z.number().int().min(1).max(10).optional().describe('How many times (default 1).'),
    })
    .describe('Roll on another table.'),
  z.strictObject({ again: z.number().int().min(1).max(10).describe('Roll again on this table this many times.') }),
]);

const rowSchema = z
  .strictObject({
    range: z
      .union([z.string().min(1), z.number().int()])
      .optional()
      .describe('Range tables: totals this row covers — "1", "2-3", "20+", "≤0", "00" (= 100 on d%).'),
    weight: z.number().int().min(0).optional().describe('Weighted tables: a non-negative whole weight; 0 is never drawn.'),
    natural: z.boolean().optional().describe('Match the unmodified roll (e.g. a natural 20), checked first.'),
    label: z.string().min(1).describe('Short name of the result; the outcome key.'),
    result: z.json().optional().describe('Payload returned with the row (defaults to the label).'),
    dice: z.string().min(1).optional().describe('Dice the row rolls for itself, e.g. "1d6x10".'),
    unit: z.string().min(1).optional().describe('Unit of the row dice, e.g. "coins".'),
    then: z.array(instruction).optional().describe('Further rolls: other tables, or again on this one.'),
  })
  .describe('One row of a table.');

const tableSchema = z
  .strictObject({
    $schema: z.string().optional().describe('JSON Schema address, for editors.'),
    name: z.string().min(1).describe('Unique table name, e.g. "my-campaign/encounters".'),
    title: z.string().optional().describe('Human title.'),
    description: z.string().optional().describe('One-line description.'),
    die: z.string().min(1).optional().describe('Die of a range table: "d6", "2d6", "d20", "d66", "d%", "3d6kh2". Omit for weights.'),
    clamp: z.boolean().optional().describe('Clamp modified totals past either end to the end row (default true).'),
    source: z
      .strictObject({ seed: z.string().min(1), section: z.string().min(1) })
      .optional()
      .describe('Where the table comes from.'),
    rulings: z.array(z.string()).optional().describe('Ruling ids that apply.'),
    rows: z.array(rowSchema).min(1).describe('Rows in order.'),
  })
  .describe('A Rollwright random table.');

const setSchema = z
  .strictObject({
    $schema: z.string().optional().describe('JSON Schema address, for editors.'),
    tables: z.array(tableSchema).min(1).describe('Tables that may refer to each other by name.'),
  })
  .describe('Several tables that may refer to each other.');

  return {
    table: tableSchema as unknown as z.ZodType<TableJson>,
    set: setSchema as unknown as z.ZodType<TableSetJson>,
    document: z.union([tableSchema, setSchema]) as unknown as z.ZodType<TableDocument>,
  };
}

/**
 * The zod schema of a JSON table document: one table, or `{ "tables": [...] }` for tables that
 * refer to each other. The published JSON Schema (`@rollwright/tables/schema/table.schema.json`)
 * is generated from it. Built on demand, so importing the package does not construct zod
 * schemas (or pull zod into bundles that never load JSON).
 *
 * @returns The zod schema (a union of one table and a set of tables).
 * @example
 * ```ts
 * tableDocumentSchema().safeParse(data).success;
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function tableDocumentSchema(): z.ZodType<TableDocument> {
  return schemas().document;
}

/**
 * One table in JSON form (what {@link tableToJson} writes and {@link tablesFromJson} reads).
 *
 * @since 0.1.0
 * @category JSON
 */
export interface TableJson {
  /** JSON Schema address, for editors. */
  readonly $schema?: string;
  /** Unique name. */
  readonly name: string;
  /** Human title. */
  readonly title?: string;
  /** Description. */
  readonly description?: string;
  /** Die of a range table. */
  readonly die?: string;
  /** Whether modified totals clamp (default true). */
  readonly clamp?: boolean;
  /** Where the table comes from. */
  readonly source?: TableSource;
  /** Ruling ids. */
  readonly rulings?: readonly string[];
  /** Rows. */
  readonly rows: readonly TableRowJson[];
}

/**
 * One row in JSON form (see {@link RowSpec} for the meaning of each field).
 *
 * @since 0.1.0
 * @category JSON
 */
export interface TableRowJson {
  /** Range tables: totals covered. */
  readonly range?: string | number;
  /** Weighted tables: the weight. */
  readonly weight?: number;
  /** Match the unmodified roll. */
  readonly natural?: boolean;
  /** Short name of the result. */
  readonly label: string;
  /** JSON payload (defaults to the label). */
  readonly result?: JsonValue;
  /** The row's own dice. */
  readonly dice?: string;
  /** Unit of the row's dice. */
  readonly unit?: string;
  /** Further rolls. */
  readonly then?: readonly RollInstruction[];
}

/**
 * Several tables in one JSON document; they may refer to each other by name.
 *
 * @since 0.1.0
 * @category JSON
 */
export interface TableSetJson {
  /** JSON Schema address, for editors. */
  readonly $schema?: string;
  /** The tables. */
  readonly tables: readonly TableJson[];
}

/**
 * A JSON table document: one table or several.
 *
 * @since 0.1.0
 * @category JSON
 */
export type TableDocument = TableJson | TableSetJson;

/**
 * The JSON Schema (draft 2020-12) of table documents, generated from
 * {@link tableDocumentSchema}. The same schema ships as `schema/table.schema.json`.
 *
 * @returns A fresh JSON Schema object.
 * @example
 * ```ts
 * writeFileSync('table.schema.json', JSON.stringify(tableJsonSchema(), null, 2));
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function tableJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(schemas().document, { target: 'draft-2020-12' }),
    $id: 'https://unpkg.com/@rollwright/tables/schema/table.schema.json',
    title: 'Rollwright random table',
  };
}

function parseInput(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch (e) {
    throw new TableJsonError([{ path: [], message: `not JSON: ${(e as Error).message}` }]);
  }
}

/**
 * Loads a JSON table document (a string, or already-parsed data) as a checked table set. All
 * problems are collected — schema problems (wrong types, unknown keys, missing labels) first,
 * then table problems (gaps, overlaps, bad dice, unknown references, endless loops) — and
 * reported together with their paths; nothing is loaded unless everything is valid.
 *
 * @param input - JSON text, or the parsed value.
 * @returns The tables as a set (one entry for a single-table document).
 * @throws {@link TableJsonError} listing every problem with its path.
 * @example
 * ```ts
 * const set = tablesFromJson(readFileSync('my-table.json', 'utf8'));
 * const [r] = rollOnTable(seed(1), [...set.tables.values()][0]!, { tables: set });
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function tablesFromJson(input: unknown): TableSet {
  const data = parseInput(input);
  // Validate against the branch the document is meant to be, so issues point inside it; in a
  // set, each table is validated on its own, so the table checks of the valid tables still run.
  const multi = typeof data === 'object' && data !== null && 'tables' in data;
  const issues: TableJsonIssue[] = [];
  const zodIssues = (error: z.ZodError, prefix: (string | number)[]): void => {
    for (const i of error.issues) {
      issues.push({ path: [...prefix, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: i.message });
    }
  };
  let specs: unknown[] = [data];
  if (multi) {
    const envelope = z
      .strictObject({ $schema: z.string().optional(), tables: z.array(z.unknown()).min(1) })
      .safeParse(data);
    if (!envelope.success) {
      zodIssues(envelope.error, []);
      throw new TableJsonError(issues);
    }
    specs = envelope.data.tables;
  }
  const prefix = (i: number): (string | number)[] => (multi ? ['tables', i] : []);
  const tables: Table<JsonValue>[] = [];
  specs.forEach((raw, i) => {
    const parsed = schemas().table.safeParse(raw);
    if (!parsed.success) {
      zodIssues(parsed.error, prefix(i));
      return;
    }
    const s = parsed.data as unknown as TableSpec<JsonValue>;
    const problems = checkTableSpec(s as TableSpec<unknown>);
    for (const p of problems) issues.push({ path: [...prefix(i), ...p.path], message: p.message });
    if (problems.length === 0) tables.push(defineTable(s));
  });
  if (issues.length === 0) {
    for (const p of checkTableSet(tables)) {
      const [index, ...rest] = p.path;
      issues.push({ path: [...prefix(typeof index === 'number' ? index : 0), ...rest], message: p.message });
    }
  }
  if (issues.length > 0) throw new TableJsonError(issues);
  return Object.freeze({ tables: new Map(tables.map((t) => [t.name, t as Table<unknown>])) });
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
 * Writes a table as JSON data (round-trips through {@link tablesFromJson}). Payloads must be
 * JSON values; the label stands in for a payload equal to it.
 *
 * @param table - The table.
 * @returns Plain data, ready for `JSON.stringify`.
 * @example
 * ```ts
 * JSON.stringify(tableToJson(getTable('redhack/draft31/reaction')), null, 2);
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function tableToJson(table: Table<unknown>): TableJson {
  return {
    name: table.name,
    ...(table.title === table.name ? {} : { title: table.title }),
    ...(table.description === null ? {} : { description: table.description }),
    ...(table.die === null ? {} : { die: table.die }),
    ...(table.clamp ? {} : { clamp: false }),
    ...(table.source === null ? {} : { source: { ...table.source } }),
    ...(table.rulings.length === 0 ? {} : { rulings: [...table.rulings] }),
    rows: table.rows.map((r) => ({
      ...(r.range === null ? {} : { range: r.range }),
      ...(r.weight === null ? {} : { weight: r.weight }),
      ...(r.natural ? { natural: true } : {}),
      label: r.label,
      ...(r.result === r.label ? {} : { result: r.result as JsonValue }),
      ...(r.dice === null ? {} : { dice: r.dice }),
      ...(r.unit === null ? {} : { unit: r.unit }),
      ...(r.then.length === 0 ? {} : { then: r.then.map((t) => ({ ...t })) }),
    })),
  };
}

/**
 * Result of {@link safeTablesFromJson}: the tables, or the error listing every problem.
 *
 * @since 0.1.0
 * @category JSON
 */
export type SafeTablesResult =
  | {
      /** Loaded. */
      readonly ok: true;
      /** The tables. */
      readonly value: TableSet;
    }
  | {
      /** Not loaded. */
      readonly ok: false;
      /** Every problem, with paths. */
      readonly error: TableJsonError;
    };

/**
 * The non-throwing twin of {@link tablesFromJson}, for user input: returns the problems instead
 * of throwing them.
 *
 * @param input - JSON text, or the parsed value.
 * @returns `{ ok: true, value }` or `{ ok: false, error }`.
 * @example
 * ```ts
 * const r = safeTablesFromJson(text);
 * if (!r.ok) for (const i of r.error.issues) console.log(i.path.join('.'), i.message);
 * ```
 * @since 0.1.0
 * @category JSON
 */
export function safeTablesFromJson(input: unknown): SafeTablesResult {
  try {
    return { ok: true, value: tablesFromJson(input) };
  } catch (e) {
    if (e instanceof TableJsonError) return { ok: false, error: e };
    throw e;
  }
}
