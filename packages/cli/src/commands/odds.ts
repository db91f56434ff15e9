import { compile, distribution, estimateDistribution, formatFraction, fraction, fractionToNumber, probabilityWhere, type Fraction } from '@rollwright/dice';
import { describeProbability, outcomesJson, outcomesTable, summarize, type OutcomesJson } from '../format/outcomes.js';
import { CliUsageError } from '../errors.js';
import type { Dialect } from '@rollwright/dice/dialects';
import { MAX_ODDS_DIGITS, parseDepth, parseDialect, parseInteger } from '../options.js';
import type { RegisterCommands } from './RegisterCommands.js';
import { refuseRepeatedValues, repeatable } from './singleValue.js';

interface OddsOptions {
  readonly json?: boolean;
  readonly depth?: number;
  readonly atLeast?: readonly number[];
  readonly atMost?: readonly number[];
  readonly between?: readonly string[];
  readonly all?: boolean;
  readonly dialect?: Dialect;
}

/**
 * Most rows `rollwright odds` prints one by one; a longer distribution is summarised (first and
 * last rows, mode, histogram) unless `--all` is given.
 */
const ODDS_MAX_ROWS = 40;

/**
 * One answer of `rollwright odds --at-least / --at-most / --between`.
 *
 * @example
 * ```ts
 * const q: OddsQueryJson = { query: 'at least 12', min: 12, max: null, probability: '3/8', chance: 0.375 };
 * ```
 * @since 0.2.0
 * @category Output
 */
export interface OddsQueryJson {
  /** The question in words, e.g. `'at least 12'` or `'between 8 and 12'` (both ends included). */
  readonly query: string;
  /** Smallest total counted, or `null` when there is no lower end. */
  readonly min: number | null;
  /** Largest total counted, or `null` when there is no upper end. */
  readonly max: number | null;
  /** Exact probability in lowest terms (over the listed outcomes when explosions were cut). */
  readonly probability: string;
  /** The same probability as a JavaScript number. */
  readonly chance: number;
}

interface Query {
  readonly query: string;
  readonly min: number | null;
  readonly max: number | null;
}

/**
 * Reads the words after `--between`: each range is `A..B` or two words `A B` (both ends
 * included, either order); the option may be given more than once.
 */
function parseBetween(words: readonly string[]): Query[] {
  const out: Query[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    let parts: string[];
    if (w.includes('..')) parts = w.split('..');
    else {
      const next = words[i + 1];
      if (next === undefined || next.includes('..')) parts = [w];
      else {
        parts = [w, next];
        i++;
      }
    }
    if (parts.length !== 2) {
      throw new CliUsageError(
        `--between takes two totals, A B or A..B (e.g. --between 8 12 or --between 8..12), got ${JSON.stringify(words.join(' '))}; put the formula before --between`,
      );
    }
    const [a, b] = parts.map((p) => parseInteger('--between', p)) as [number, number];
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    out.push({ query: `between ${lo} and ${hi}`, min: lo, max: hi });
  }
  return out;
}

function queriesOf(options: OddsOptions): readonly Query[] {
  const out: Query[] = [];
  for (const x of options.atLeast ?? []) out.push({ query: `at least ${x}`, min: x, max: null });
  for (const x of options.atMost ?? []) out.push({ query: `at most ${x}`, min: null, max: x });
  if (options.between !== undefined) out.push(...parseBetween(options.between));
  return out;
}

/** Commander's accumulator for an option that may be repeated: each value is read as an integer. */
function collectInteger(flag: string): (text: string, previous: readonly number[] | undefined) => readonly number[] {
  return repeatable((text: string, previous: readonly number[] | undefined) => [...(previous ?? []), parseInteger(flag, text)]);
}

const SYMBOL: Readonly<Record<string, string>> = { least: '≥', most: '≤' };

function queryText(notation: string, q: Query): string {
  if (q.min !== null && q.max !== null) return `P(${q.min} ≤ ${notation} ≤ ${q.max})`;
  return q.min !== null ? `P(${notation} ${SYMBOL['least'] ?? ''} ${q.min})` : `P(${notation} ${SYMBOL['most'] ?? ''} ${q.max ?? 0})`;
}

/**
 * The JSON `rollwright odds --json` prints: the canonical notation first, then the shared
 * {@link OutcomesJson} shape.
 *
 * @example
 * ```ts
 * const json = JSON.parse(io.out) as OddsJson; // after run(['odds', '2d6', '--json'], io)
 * json.mean; // '7'
 * ```
 * @since 0.1.0
 * @category Output
 */
export interface OddsJson extends OutcomesJson {
  /** Canonical notation of the formula. */
  readonly notation: string;
}

/**
 * Registers `rollwright odds <notation> [--depth N] [--at-least X] [--at-most X]
 * [--between A B] [--all] [--dialect D] [--json]`: the exact distribution of a formula's total from
 * `distribution` of `@rollwright/dice`, as a table (chance, P(≤ x), P(≥ x), a bar, the exact
 * fraction) under a heading with mean and standard deviation, or as {@link OddsJson}. A table of
 * more than 40 outcomes is summarised (first and last rows, mode, histogram) unless `--all` is
 * given. `--at-least`, `--at-most` and `--between` answer those questions alone (in JSON as
 * {@link OddsQueryJson} under `queries`). `--dialect` reads the formula as Foundry VTT, Roll20
 * or rpg-dice-roller write it.
 *
 * @param program - The root command.
 * @param io - Output.
 * @example
 * ```ts
 * register(program, io); // then: rollwright odds 4d6kh3 --json
 * ```
 * @since 0.1.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  program
    .command('odds')
    .description('show the exact distribution of dice notation: every outcome, mean, standard deviation, P(≥ x)')
    .argument('<notation...>', 'dice notation, e.g. 2d6, 4d6kh3, 2d20kh1+5, 1d6! (spaces allowed)')
    .option('-d, --depth <n>', 'extra rolls per exploding die to follow exactly, 0..100 (default: 20); the rest is reported as leftover', parseDepth)
    .option('--at-least <x>', 'only the chance that the total is x or more (may be repeated)', collectInteger('--at-least'))
    .option('--at-most <x>', 'only the chance that the total is x or less (may be repeated)', collectInteger('--at-most'))
    .option('--between <bounds...>', 'only the chance that the total is from A to B, both included: A B or A..B (may be repeated)')
    .option('--all', `print every outcome (tables of more than ${ODDS_MAX_ROWS} outcomes are otherwise summarised)`)
    .option('--json', 'print the distribution as JSON (exact weights and fractions as strings)')
    .option('--dialect <name>', 'read the formula as another tool writes it: foundry, roll20 or rpg-dice-roller (or rollwright, the notation used without this option)', parseDialect)
    .addHelpText(
      'after',
      '\nExamples:\n  rollwright odds 4d6kh3\n  rollwright odds "5d10>8" --dialect roll20   (Roll20\'s > means 8 or more)\n  rollwright odds 3d6 --at-least 12\n  rollwright odds 2d6 --between 6..8\n  rollwright odds 1d6! --depth 3 --json\n',
    )
    .action((words: readonly string[], options: OddsOptions) => {
      const formula = compile(words.join(' '), options.dialect === undefined ? {} : { dialect: options.dialect });
      const depth = options.depth === undefined ? {} : { depth: options.depth };
      // Refused before any work when even the bounds say it is too big (300d1000, 10000d6).
      const size = estimateDistribution(formula, depth);
      if (size.outcomes * size.digits > MAX_ODDS_DIGITS) {
        throw new CliUsageError(
          `the exact table of ${formula.notation} would print about ${size.outcomes * size.digits} digits (${size.outcomes} outcomes × weights of up to ${size.digits} digits), over the CLI's limit of ${MAX_ODDS_DIGITS} (MAX_ODDS_DIGITS); try fewer dice`,
        );
      }
      const d = distribution(formula, depth);
      const digits = d.outcomes.length * d.total.toString().length;
      if (digits > MAX_ODDS_DIGITS) {
        throw new CliUsageError(
          `the exact table of ${formula.notation} would print about ${digits} digits (${d.outcomes.length} outcomes × weights of up to ${d.total.toString().length} digits), over the CLI's limit of ${MAX_ODDS_DIGITS} (MAX_ODDS_DIGITS); try fewer dice`,
        );
      }
      const queries = queriesOf(options);
      if (queries.length > 0) {
        const answers = queries.map((q) => {
          const p: Fraction = probabilityWhere(d, (x) => (q.min === null || x >= q.min) && (q.max === null || x <= q.max));
          return { q, p };
        });
        const left = d.leftover === 0n ? null : fraction(d.leftover, d.total);
        if (options.json === true) {
          const json: { notation: string; queries: OddsQueryJson[]; truncated?: { depth: number; leftover: string } } = {
            notation: formula.notation,
            queries: answers.map(({ q, p }) => ({ ...q, probability: formatFraction(p), chance: fractionToNumber(p) })),
          };
          if (left !== null) json.truncated = { depth: d.depth ?? 0, leftover: formatFraction(left) };
          io.stdout(`${JSON.stringify(json, null, 2)}\n`);
          return;
        }
        for (const { q, p } of answers) io.stdout(`${queryText(formula.notation, q)} = ${describeProbability(p)}\n`);
        if (left !== null) {
          io.stdout(`(explosions cut at depth ${d.depth ?? 0}: up to ${describeProbability(left)} more may belong to each answer)\n`);
        }
        return;
      }
      if (options.json === true) {
        const json: OddsJson = { notation: formula.notation, ...outcomesJson(d) };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      const s = summarize(d);
      const mean = formatFraction(s.mean);
      const shownMean = mean.length > 24 ? `≈ ${fractionToNumber(s.mean).toFixed(4)}` : s.mean.den === 1n ? mean : `${mean} ≈ ${fractionToNumber(s.mean).toFixed(4)}`;
      const n = d.outcomes.length;
      io.stdout(`${formula.notation}: mean ${shownMean}, standard deviation ${s.standardDeviation.toFixed(4)}, ${n} outcome${n === 1 ? '' : 's'}\n`);
      for (const line of outcomesTable(d, options.all === true ? {} : { maxRows: ODDS_MAX_ROWS })) io.stdout(`${line}\n`);
    });
  refuseRepeatedValues(program); // a flag that takes one value may be given only once
};
