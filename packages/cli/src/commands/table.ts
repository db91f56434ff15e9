import { readFileSync } from 'node:fs';
import {
  findTable,
  rollOnTable,
  tableDistribution,
  tablesFromJson,
  type Table,
  type TableRoll,
  type TableSet,
} from '@rollwright/tables';
import { CliUsageError } from '../errors.js';
import { outcomesJson, outcomesTable, type OutcomesJson } from '../format/outcomes.js';
import { parseSeed, startRng } from '../options.js';
import { allTables, seedTables } from '../tables/seedTables.js';
import type { RegisterCommands } from './RegisterCommands.js';

/**
 * One entry of `rollwright table list --json`.
 *
 * @since 0.1.0
 * @category Output
 */
export interface TableListEntry {
  /** Registry name, e.g. `redhack/draft31/reaction`. */
  readonly name: string;
  /** Human title. */
  readonly title: string;
  /** Die expression, or `null` for a weighted table. */
  readonly die: string | null;
  /** Seed file and section, or `null` when unknown. */
  readonly source: { readonly seed: string; readonly section: string } | null;
  /** Ruling ids that apply. */
  readonly rulings: readonly string[];
}

/**
 * One roll in `rollwright table roll --json` (nested rolls have the same shape).
 *
 * @since 0.1.0
 * @category Output
 */
export interface TableRollJson {
  /** Table rolled on. */
  readonly table: string;
  /** Unmodified roll (`null` for draws without a roll). */
  readonly roll: number | null;
  /** Modifier added (nested rolls: 0). */
  readonly modifier: number;
  /** `roll + modifier`. */
  readonly total: number | null;
  /** Total after clamping; inside `range`. */
  readonly effective: number | null;
  /** Whether the total was clamped to an end row. */
  readonly clamped: boolean;
  /** Range of the row (`2-3`, `20+`), `null` for weighted rows. */
  readonly range: string | null;
  /** Row label. */
  readonly label: string;
  /** Row payload. */
  readonly result: unknown;
  /** The row's own dice result, if any. */
  readonly amount: number | null;
  /** Unit of `amount`. */
  readonly unit: string | null;
  /** Whether the depth cap stopped a further roll. */
  readonly truncated: boolean;
  /** Canonical outcome text (the key of `table odds`). */
  readonly key: string;
  /** Further rolls. */
  readonly nested: readonly TableRollJson[];
}

/**
 * The JSON `rollwright table roll --json` prints.
 *
 * @since 0.1.0
 * @category Output
 */
export interface TableRollOutput {
  /** Name of the table. */
  readonly table: string;
  /** Seed that replays the roll. */
  readonly seed: number;
  /** The roll. */
  readonly result: TableRollJson;
}

/**
 * The JSON `rollwright table odds --json` prints: the table name, then the same outcome shape
 * as `rollwright odds --json`, keyed by each outcome's text.
 *
 * @since 0.1.0
 * @category Output
 */
export interface TableOddsJson extends OutcomesJson {
  /** Name of the table. */
  readonly table: string;
}

interface TableOptions {
  readonly json?: boolean;
  readonly mod?: number;
  readonly seed?: number;
  readonly file?: string;
  readonly depth?: number;
}

function parseModifier(text: string): number {
  const t = text.trim().replace('−', '-');
  const n = /^[-+]?\d+$/.test(t) ? Number(t) : NaN;
  if (!Number.isSafeInteger(n) || Math.abs(n) > 1000) {
    throw new CliUsageError(`--mod must be an integer in -1000..1000, got ${JSON.stringify(text)}`);
  }
  return n;
}

function parseMaxDepth(text: string): number {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n > 32) throw new CliUsageError(`--depth must be an integer in 0..32, got ${JSON.stringify(text)}`);
  return n;
}

/** The table and the set its references resolve in: a registry table, or one from `--file`. */
function pick(name: string | undefined, file: string | undefined): { table: Table<unknown>; tables: TableSet } {
  if (file === undefined) {
    if (name === undefined) throw new CliUsageError('give a table name (see rollwright table list) or --file <path>');
    return { table: findTable(seedTables, name), tables: seedTables };
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliUsageError(`cannot read ${JSON.stringify(file)}: ${(e as Error).message}`);
  }
  const tables = tablesFromJson(text);
  if (name === undefined) {
    if (tables.tables.size !== 1) {
      throw new CliUsageError(`${file} holds ${tables.tables.size} tables; name one: ${[...tables.tables.keys()].join(', ')}`);
    }
    return { table: [...tables.tables.values()][0] as Table<unknown>, tables };
  }
  const table = tables.tables.get(name);
  if (table === undefined) throw new CliUsageError(`${file} has no table named ${JSON.stringify(name)}; it has: ${[...tables.tables.keys()].join(', ')}`);
  return { table, tables };
}

function toJson(r: TableRoll<unknown>): TableRollJson {
  return {
    table: r.table,
    roll: r.roll,
    modifier: r.modifier,
    total: r.total,
    effective: r.effective,
    clamped: r.clamped,
    range: r.row.range,
    label: r.label,
    result: r.result,
    amount: r.amount,
    unit: r.unit,
    truncated: r.truncated,
    key: r.key,
    nested: r.nested.map(toJson),
  };
}

function describeRoll(r: TableRoll<unknown>, die: string | null): string {
  let head: string;
  if (r.roll === null) head = '';
  else if (r.modifier === 0) head = `${die ?? 'weight'} = ${r.roll}`;
  else head = `${die ?? 'weight'} = ${r.roll} ${r.modifier < 0 ? '-' : '+'} ${Math.abs(r.modifier)} = ${r.total ?? ''}`;
  if (r.clamped) head += ` (clamped to ${r.effective ?? ''})`;
  const amount = r.amount === null ? '' : ` (${r.amount}${r.unit === null ? '' : ` ${r.unit}`})`;
  const summary =
    typeof r.result === 'object' && r.result !== null && 'summary' in r.result && typeof r.result.summary === 'string'
      ? ` — ${r.result.summary}`
      : '';
  return `${r.table}: ${head === '' ? '' : `${head} → `}${r.label}${amount}${summary}${r.truncated && r.nested.length === 0 ? ' (depth cap reached)' : ''}`;
}

function printRoll(r: TableRoll<unknown>, tables: TableSet, depth: number, out: (line: string) => void): void {
  out(`${'  '.repeat(depth)}${depth > 0 ? '↳ ' : ''}${describeRoll(r, tables.tables.get(r.table)?.die ?? null)}`);
  for (const n of r.nested) printRoll(n, tables, depth + 1, out);
}

/**
 * Registers `rollwright table list|roll|odds`: list the seed tables, roll on one (or on a table
 * from a JSON file with `--file`) with an optional modifier and seed, and show a table's exact
 * outcome distribution in the same JSON shape as `rollwright odds`.
 *
 * @param program - The root command.
 * @param io - Output.
 * @example
 * ```ts
 * register(program, io); // then: rollwright table roll redhack/draft31/reaction --mod 1 --seed 7
 * ```
 * @since 0.1.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  const table = program
    .command('table')
    .description('roll on random tables: every table of the seeds, or your own JSON tables')
    .addHelpText(
      'after',
      '\nExamples:\n  rollwright table list\n  rollwright table roll redhack/draft31/reaction --mod 1\n  rollwright table odds redhack/draft31/gems-10 --json\n  rollwright table roll --file my-table.json --seed 42\n',
    );

  table
    .command('list')
    .description('list the seed tables: name, die and source')
    .option('--json', 'print the list as JSON')
    .action((options: TableOptions) => {
      const entries: TableListEntry[] = allTables.map((t) => ({ name: t.name, title: t.title, die: t.die, source: t.source, rulings: t.rulings }));
      if (options.json === true) {
        io.stdout(`${JSON.stringify({ tables: entries }, null, 2)}\n`);
        return;
      }
      const wn = Math.max(...entries.map((e) => e.name.length));
      const wd = Math.max(...entries.map((e) => (e.die ?? 'weights').length));
      for (const e of entries) {
        const src = e.source === null ? '' : `${e.source.seed} › ${e.source.section}`;
        io.stdout(`${e.name.padEnd(wn)}  ${(e.die ?? 'weights').padEnd(wd)}  ${src}\n`);
      }
    });

  table
    .command('roll')
    .description('roll on a table (nested rolls included) and show every step')
    .argument('[name]', 'table name (see rollwright table list); optional with --file when the file holds one table')
    .option('-m, --mod <n>', 'modifier added to the roll (integer; weighted and d66 tables take none)', parseModifier)
    .option('-s, --seed <n>', 'replay with this seed (signed 32-bit integer); default: a fresh seed, printed', parseSeed)
    .option('-f, --file <path>', 'roll on a table from a JSON file (see the JSON Schema in @rollwright/tables)')
    .option('--json', 'print the seed and the roll as JSON')
    .action((name: string | undefined, options: TableOptions) => {
      const { table: t, tables } = pick(name, options.file);
      const { rng, seed: used } = startRng(options.seed);
      const [r] = rollOnTable(rng, t, { tables, ...(options.mod === undefined ? {} : { modifier: options.mod }) });
      if (options.json === true) {
        const json: TableRollOutput = { table: t.name, seed: used, result: toJson(r) };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      printRoll(r, tables, 0, (line) => io.stdout(`${line}\n`));
      const replay = [
        'rollwright table roll',
        ...(options.file === undefined ? [] : ['--file', JSON.stringify(options.file)]),
        ...(name === undefined ? [] : [name]),
        ...(options.mod === undefined ? [] : ['--mod', String(options.mod)]),
        '--seed',
        String(used),
      ].join(' ');
      io.stdout(`seed ${used}  (replay: ${replay})\n`);
    });

  table
    .command('odds')
    .description('show the exact distribution of a table’s outcomes (nested rolls included)')
    .argument('[name]', 'table name (see rollwright table list); optional with --file when the file holds one table')
    .option('-m, --mod <n>', 'modifier added to the roll', parseModifier)
    .option('-d, --depth <n>', 'depth cap for nested rolls, 0..32 (default 10); the rest is reported as leftover', parseMaxDepth)
    .option('-f, --file <path>', 'use a table from a JSON file')
    .option('--json', 'print the distribution as JSON (same shape as rollwright odds --json)')
    .action((name: string | undefined, options: TableOptions) => {
      const { table: t, tables } = pick(name, options.file);
      const d = tableDistribution(t, {
        tables,
        ...(options.mod === undefined ? {} : { modifier: options.mod }),
        ...(options.depth === undefined ? {} : { maxDepth: options.depth }),
      });
      if (options.json === true) {
        const json: TableOddsJson = { table: t.name, ...outcomesJson(d) };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      const n = d.outcomes.length;
      const mod = options.mod === undefined || options.mod === 0 ? '' : ` ${options.mod > 0 ? '+' : '-'} ${Math.abs(options.mod)}`;
      io.stdout(`${t.name} (${t.die ?? 'weights'}${mod}): ${n} outcome${n === 1 ? '' : 's'}\n`);
      for (const line of outcomesTable(d)) io.stdout(`${line}\n`);
    });
};
