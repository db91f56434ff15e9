import { readFileSync } from 'node:fs';
import { Option } from 'commander';
import type { Rng } from '@rollwright/dice';
import type { Deck, HexFlower, HexMove, HexStep, Table, TableRoll, TableSet } from '@rollwright/tables';
import type { TableLibrary } from '@rollwright/tables/json';
import { CliUsageError } from '../errors.js';
import { outcomesJson, outcomesTable, type OutcomesJson } from '../format/outcomes.js';
import { parseSeed, startRng } from '../options.js';
import type { RegisterCommands } from './RegisterCommands.js';
import { withFlagNames, type FlagNames } from './flagNames.js';
import { refuseRepeatedValues } from './singleValue.js';

// The engine, the seed tables (every game package) and the JSON loader (the schema library) are
// loaded by the table commands only, when they run: `rollwright roll` never loads them.
const engine = (): Promise<typeof import('@rollwright/tables')> => import('@rollwright/tables');
const seeds = (): Promise<typeof import('../tables/seedTables.js')> => import('../tables/seedTables.js');
const loader = (): Promise<typeof import('@rollwright/tables/json')> => import('@rollwright/tables/json');

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
 * One hex flower in `rollwright table list --json` (under `flowers`, beside the `tables`):
 * walk it with `rollwright table flower <name>`.
 *
 * @since 0.2.0
 * @category Output
 */
export interface FlowerListEntry {
  /** Always `'hex-flower'`, so a flower is never mistaken for a table. */
  readonly kind: 'hex-flower';
  /** Registry name, e.g. `redhack/draft31/weather`. */
  readonly name: string;
  /** The navigation die, e.g. `2d6`. */
  readonly die: string | null;
  /** Number of hexes. */
  readonly hexes: number;
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

/**
 * The JSON `rollwright table deck --json` prints.
 *
 * @since 0.2.0
 * @category Output
 */
export interface TableDeckOutput {
  /** Name of the table the cards come from. */
  readonly table: string;
  /** Seed that replays the draws. */
  readonly seed: number;
  /** `odds` (a card per die outcome) or `one` (a card per reachable row). */
  readonly copies: 'odds' | 'one';
  /** Cards in a full deck. */
  readonly size: number;
  /** The cards drawn, in order (each a roll of the table, nested rolls included). */
  readonly draws: readonly TableRollJson[];
  /** Cards left after the draws. */
  readonly left: number;
}

/**
 * The JSON `rollwright table flower --json` prints.
 *
 * @since 0.2.0
 * @category Output
 */
export interface TableFlowerOutput {
  /** Name of the hex flower. */
  readonly flower: string;
  /** Seed that replays the walk. */
  readonly seed: number;
  /** The steps, in order. */
  readonly steps: readonly {
    /** Hex the step starts on. */
    readonly from: string;
    /** The navigation roll. */
    readonly roll: number;
    /** The move it gave. */
    readonly move: HexMove;
    /** Hex the step ends on. */
    readonly to: string;
    /** Whether the edge blocked or wrapped a move. */
    readonly edge: 'none' | 'blocked' | 'wrapped';
  }[];
}

interface TableOptions {
  readonly json?: boolean;
  readonly mod?: number;
  readonly seed?: number;
  readonly file?: string;
  readonly depth?: number;
  readonly rolled?: number;
  /** The deprecated spelling of `--rolled` (table roll). */
  readonly roll?: number;
  readonly draw?: number;
  readonly copies?: 'odds' | 'one';
  readonly reshuffle?: boolean;
  readonly from?: string;
  readonly steps?: number;
  readonly predominant?: string;
  readonly edge?: 'stay' | 'wrap';
}

function parseCount(flag: string, max: number): (text: string) => number {
  return (text: string): number => {
    const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new CliUsageError(`${flag} must be an integer in 1..${max}, got ${JSON.stringify(text)}`);
    return n;
  };
}

function parseRolled(flag: string): (text: string) => number {
  return (text: string): number => {
    const t = text.trim().replace('−', '-');
    const n = /^-?\d+$/.test(t) ? Number(t) : NaN;
    if (!Number.isSafeInteger(n)) throw new CliUsageError(`${flag} must be an integer (a roll made at the table), got ${JSON.stringify(text)}`);
    return n;
  };
}

function parseChoice<T extends string>(flag: string, choices: readonly T[]): (text: string) => T {
  return (text: string): T => {
    const c = choices.find((x) => x === text.trim());
    if (c === undefined) throw new CliUsageError(`${flag} must be one of ${choices.join(', ')}, got ${JSON.stringify(text)}`);
    return c;
  };
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

/** Reads and loads a JSON document named by `--file` (tables, hex flowers, decks). */
async function readLibrary(file: string): Promise<TableLibrary> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliUsageError(`cannot read ${JSON.stringify(file)}: ${(e as Error).message}`);
  }
  return (await loader()).libraryFromJson(text);
}

/** Picks one entry by name, or the only one when no name is given. */
function only<T>(what: string, file: string, entries: ReadonlyMap<string, T>, name: string | undefined): T {
  if (name === undefined) {
    if (entries.size !== 1) {
      throw new CliUsageError(`${file} holds ${entries.size} ${what}s; name one${entries.size === 0 ? '' : `: ${[...entries.keys()].join(', ')}`}`);
    }
    return [...entries.values()][0] as T;
  }
  const hit = entries.get(name);
  if (hit === undefined) throw new CliUsageError(`${file} has no ${what} named ${JSON.stringify(name)}; it has: ${[...entries.keys()].join(', ')}`);
  return hit;
}

/** The table and the set its references resolve in: a seed table, or one from `--file`. */
async function pick(name: string | undefined, file: string | undefined): Promise<{ table: Table<unknown>; tables: TableSet; library?: TableLibrary }> {
  if (file === undefined) {
    if (name === undefined) throw new CliUsageError('give a table name (see rollwright table list) or --file <path>');
    const [{ findTable }, { seedTables }] = await Promise.all([engine(), seeds()]);
    return { table: findTable(seedTables, name), tables: seedTables };
  }
  const library = await readLibrary(file);
  return { table: only('table', file, library.tables.tables, name), tables: library.tables, library };
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

/** The replay line of a command: the same command with the seed it used. */
function replayLine(command: string, name: string | undefined, options: TableOptions, used: number, extra: readonly string[]): string {
  return [
    `rollwright table ${command}`,
    ...(options.file === undefined ? [] : ['--file', JSON.stringify(options.file)]),
    ...(name === undefined ? [] : [name]),
    ...extra,
    '--seed',
    String(used),
  ].join(' ');
}

/** A deck of a seed table, of a table from `--file`, or a deck the file defines by name. */
async function pickDeck(name: string | undefined, options: TableOptions): Promise<{ deck: Deck<unknown>; tables: TableSet }> {
  const { createDeck } = await engine();
  const ownOptions = {
    ...(options.copies === undefined ? {} : { copies: options.copies }),
    ...(options.reshuffle === true ? { onExhausted: 'reset' as const } : {}),
  };
  if (options.file !== undefined) {
    const library = await readLibrary(options.file);
    const named = name === undefined ? undefined : library.decks.get(name);
    if (named !== undefined) {
      const deck = options.copies === undefined && options.reshuffle !== true ? named : createDeck(named.table, { copies: named.copies, onExhausted: named.onExhausted, ...ownOptions });
      return { deck: deck as Deck<unknown>, tables: library.tables };
    }
    if (name === undefined && library.decks.size === 1 && library.tables.tables.size !== 1) {
      return { deck: [...library.decks.values()][0] as Deck<unknown>, tables: library.tables };
    }
    return { deck: createDeck(only('table', options.file, library.tables.tables, name), ownOptions), tables: library.tables };
  }
  const { table, tables } = await pick(name, undefined);
  return { deck: createDeck(table, ownOptions), tables };
}

/** The tables engine's option names, as the table commands' flags. */
const TABLE_FLAGS: FlagNames = {
  'options.predominant': '--predominant',
  maxDepth: '--depth',
  modifier: '--mod',
  "copies: 'one'": '--copies one',
  'edge must be': '--edge must be',
};

/**
 * Registers `rollwright table list|roll|odds|deck|flower`: list the seed tables, roll on one (or
 * on a table from a JSON file with `--file`, or read a roll made at the table with `--rolled`;
 * the old spelling `--roll N` still works, with a deprecation note on standard error),
 * show a table's exact outcome distribution in the same JSON shape as `rollwright odds`, draw
 * cards from a table used as a deck, and walk a hex flower.
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
    .description('roll on random tables, draw them as decks, walk hex flowers: the seed tables, or your own JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  rollwright table list\n  rollwright table roll redhack/draft31/reaction --mod 1\n  rollwright table roll redhack/classic/survival --rolled 20\n  rollwright table odds redhack/draft31/gems-10 --json\n  rollwright table deck redhack/draft31/dungeon-event --copies one --draw 3\n  rollwright table flower redhack/draft31/weather --from Sunny --predominant Rainy --steps 5\n  rollwright table roll --file my-table.json --seed 42\n',
    );

  table
    .command('list')
    .description('list the seed tables and hex flowers: name, die and source (flowers marked "hex flower")')
    .option('--json', 'print the list as JSON: { tables, flowers }')
    .action(async (options: TableOptions) => {
      const { allTables, allFlowers } = await seeds();
      const entries: TableListEntry[] = allTables.map((t) => ({ name: t.name, title: t.title, die: t.die, source: t.source, rulings: t.rulings }));
      const flowers: FlowerListEntry[] = allFlowers.map((f) => ({ kind: 'hex-flower', name: f.name, die: f.moves.die, hexes: f.hexes.length, source: f.source, rulings: f.rulings }));
      if (options.json === true) {
        io.stdout(`${JSON.stringify({ tables: entries, flowers }, null, 2)}\n`);
        return;
      }
      const rows = [
        ...entries.map((e) => [e.name, e.die ?? 'weights', e.source] as const),
        ...flowers.map((f) => [f.name, `${f.die ?? ''} hex flower`.trim(), f.source] as const),
      ];
      const wn = Math.max(...rows.map(([n]) => n.length));
      const wd = Math.max(...rows.map(([, d]) => d.length));
      for (const [n, d, source] of rows) {
        const src = source === null ? '' : `${source.seed} › ${source.section}`;
        io.stdout(`${n.padEnd(wn)}  ${d.padEnd(wd)}  ${src}\n`);
      }
    });

  table
    .command('roll')
    .description('roll on a table (nested rolls included) and show every step')
    .argument('[name]', 'table name (see rollwright table list); optional with --file when the file holds one table')
    .option('-m, --mod <n>', 'modifier added to the roll (integer; weighted and d66 tables take none)', parseModifier)
    .option('-r, --rolled <n>', 'read a roll made at the table (a physical die) instead of rolling; nested rolls are still rolled', parseRolled('--rolled'))
    // The old spelling (before --roll came to mean only "roll it"), kept working but out of the help.
    .addOption(new Option('--roll <n>', 'deprecated spelling of --rolled').argParser(parseRolled('--roll')).hideHelp())
    .option('-d, --depth <n>', 'depth cap for nested rolls, 0..32 (default 10); a roll the cap stops is marked', parseMaxDepth)
    .option('-s, --seed <n>', 'replay with this seed (any safe integer); default: a fresh seed, printed', parseSeed)
    .option('-f, --file <path>', 'roll on a table from a JSON file (see the JSON Schema in @rollwright/tables)')
    .option('--json', 'print the seed and the roll as JSON')
    .action(withFlagNames(TABLE_FLAGS, async (name: string | undefined, options: TableOptions) => {
      if (options.roll !== undefined) {
        if (options.rolled !== undefined) throw new CliUsageError('--roll is the old spelling of --rolled: give --rolled only');
        io.stderr('rollwright: note: table roll --roll N is deprecated, write --rolled N (--roll alone means "roll it" elsewhere)\n');
      }
      const rolled = options.rolled ?? options.roll;
      const [{ rollOnTable }, { table: t, tables }] = await Promise.all([engine(), pick(name, options.file)]);
      const { rng, seed: used } = startRng(options.seed);
      const [r] = rollOnTable(rng, t, {
        tables,
        ...(options.mod === undefined ? {} : { modifier: options.mod }),
        ...(options.depth === undefined ? {} : { maxDepth: options.depth }),
        ...(rolled === undefined ? {} : { roll: rolled }),
      });
      if (options.json === true) {
        const json: TableRollOutput = { table: t.name, seed: used, result: toJson(r) };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      printRoll(r, tables, 0, (line) => io.stdout(`${line}\n`));
      const extra = [
        ...(rolled === undefined ? [] : ['--rolled', String(rolled)]),
        ...(options.mod === undefined ? [] : ['--mod', String(options.mod)]),
        ...(options.depth === undefined ? [] : ['--depth', String(options.depth)]),
      ];
      io.stdout(`seed ${used}  (replay: ${replayLine('roll', name, options, used, extra)})\n`);
    }));

  table
    .command('odds')
    .description('show the exact distribution of a table’s outcomes (nested rolls included)')
    .argument('[name]', 'table name (see rollwright table list); optional with --file when the file holds one table')
    .option('-m, --mod <n>', 'modifier added to the roll', parseModifier)
    .option('-d, --depth <n>', 'depth cap for nested rolls, 0..32 (default 10); the rest is reported as leftover', parseMaxDepth)
    .option('-f, --file <path>', 'use a table from a JSON file')
    .option('--json', 'print the distribution as JSON (same shape as rollwright odds --json)')
    .action(withFlagNames(TABLE_FLAGS, async (name: string | undefined, options: TableOptions) => {
      const [{ tableDistribution }, { table: t, tables }] = await Promise.all([engine(), pick(name, options.file)]);
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
    }));

  table
    .command('deck')
    .description('draw cards from a table used as a deck (without replacement)')
    .argument('[name]', 'table name, or a deck of the --file; optional with --file when it holds one table or one deck')
    .option('-n, --draw <n>', 'how many cards to draw, 1..10000 (default 1)', parseCount('--draw', 10_000))
    .option('-c, --copies <kind>', 'odds: a card per die outcome (default); one: a card per reachable row', parseChoice('--copies', ['odds', 'one'] as const))
    .option('--reshuffle', 'shuffle every card back in when the deck runs out (default: stop with an error)')
    .option('-d, --depth <n>', 'depth cap for the nested rolls of a drawn row, 0..32 (default 10)', parseMaxDepth)
    .option('-s, --seed <n>', 'replay with this seed (any safe integer); default: a fresh seed, printed', parseSeed)
    .option('-f, --file <path>', 'use a table or a deck from a JSON file')
    .option('--json', 'print the seed and the draws as JSON')
    .action(withFlagNames(TABLE_FLAGS, async (name: string | undefined, options: TableOptions) => {
      const [{ drawFromDeck }, picked] = await Promise.all([engine(), pickDeck(name, options)]);
      const { rng, seed: used } = startRng(options.seed);
      let deck = picked.deck;
      let r: Rng = rng;
      const draws: TableRoll<unknown>[] = [];
      const count = options.draw ?? 1;
      if (count > deck.cards.length && deck.onExhausted === 'error') {
        throw new CliUsageError(`the deck of ${deck.table.name} holds ${deck.cards.length} cards; draw at most that many, or add --reshuffle`);
      }
      for (let i = 0; i < count; i++) {
        const [draw, next] = drawFromDeck(r, deck, { tables: picked.tables, ...(options.depth === undefined ? {} : { maxDepth: options.depth }) });
        draws.push(draw.roll);
        deck = draw.deck;
        r = next;
      }
      if (options.json === true) {
        const json: TableDeckOutput = { table: deck.table.name, seed: used, copies: deck.copies, size: deck.size, draws: draws.map(toJson), left: deck.cards.length };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      draws.forEach((d, i) => printRoll(d, picked.tables, 0, (line) => io.stdout(`${i + 1}. ${line}\n`)));
      const extra = [
        ...(options.draw === undefined ? [] : ['--draw', String(options.draw)]),
        ...(options.copies === undefined ? [] : ['--copies', options.copies]),
        ...(options.reshuffle === true ? ['--reshuffle'] : []),
      ];
      io.stdout(`${deck.cards.length} of ${deck.size} cards left; seed ${used}  (replay: ${replayLine('deck', name, options, used, extra)})\n`);
    }));

  table
    .command('flower')
    .description('walk a hex flower: roll its navigation die and move, step by step')
    .argument('[name]', 'hex flower name (the seed flowers: redhack/draft31/weather); optional with --file when it holds one flower')
    .option('--from <hex>', 'hex to start on (default: the first hex of the flower)')
    .option('-n, --steps <n>', 'how many steps, 1..1000 (default 1)', parseCount('--steps', 1000))
    .option('-p, --predominant <hex>', 'target of "toward" moves (needed when the flower has them)')
    .option('--edge <rule>', 'a move off the flower: stay (default of most flowers) or wrap', parseChoice('--edge', ['stay', 'wrap'] as const))
    .option('-s, --seed <n>', 'replay with this seed (any safe integer); default: a fresh seed, printed', parseSeed)
    .option('-f, --file <path>', 'use a hex flower from a JSON file')
    .option('--json', 'print the seed and the steps as JSON')
    .action(withFlagNames(TABLE_FLAGS, async (name: string | undefined, options: TableOptions) => {
      const { hexFlowerStep } = await engine();
      let flower: HexFlower<string>;
      if (options.file !== undefined) flower = only('hex flower', options.file, (await readLibrary(options.file)).flowers, name);
      else {
        const { allFlowers } = await seeds();
        const all = new Map(allFlowers.map((f) => [f.name, f]));
        if (name === undefined) throw new CliUsageError(`give a hex flower name (${[...all.keys()].join(', ')}) or --file <path>`);
        const hit = all.get(name);
        if (hit === undefined) throw new CliUsageError(`no hex flower named ${JSON.stringify(name)}; the seed flowers: ${[...all.keys()].join(', ')}`);
        flower = hit;
      }
      const names = flower.hexes.map((h) => h.name);
      const check = (flag: string, hex: string): string => {
        if (!names.includes(hex)) throw new CliUsageError(`${flag} ${JSON.stringify(hex)} is not a hex of ${flower.name}: ${names.join(', ')}`);
        return hex;
      };
      let at = options.from === undefined ? (names[0] ?? '') : check('--from', options.from);
      const stepOptions = {
        ...(options.predominant === undefined ? {} : { predominant: check('--predominant', options.predominant) }),
        ...(options.edge === undefined ? {} : { edge: options.edge }),
      };
      const { rng, seed: used } = startRng(options.seed);
      let r: Rng = rng;
      const steps: HexStep<string>[] = [];
      for (let i = 0; i < (options.steps ?? 1); i++) {
        const [step, next] = hexFlowerStep(r, flower, at, stepOptions);
        steps.push(step);
        at = step.to;
        r = next;
      }
      if (options.json === true) {
        const json: TableFlowerOutput = { flower: flower.name, seed: used, steps: steps.map((x) => ({ from: x.from, roll: x.roll, move: x.move, to: x.to, edge: x.edge })) };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      const die = flower.moves.die ?? '';
      steps.forEach((x, i) => {
        const edge = x.edge === 'none' ? '' : x.edge === 'blocked' ? ' (edge: stays)' : ' (edge: wraps)';
        io.stdout(`${i + 1}. ${x.from}: ${die} = ${x.roll} → ${x.move} → ${x.to}${edge}\n`);
      });
      const extra = [
        ...(options.from === undefined ? [] : ['--from', JSON.stringify(options.from)]),
        ...(options.steps === undefined ? [] : ['--steps', String(options.steps)]),
        ...(options.predominant === undefined ? [] : ['--predominant', JSON.stringify(options.predominant)]),
        ...(options.edge === undefined ? [] : ['--edge', options.edge]),
      ];
      io.stdout(`seed ${used}  (replay: ${replayLine('flower', name, options, used, extra)})\n`);
    }));
  refuseRepeatedValues(program); // a flag that takes one value may be given only once
};
