import { compile, distribution, estimateDistribution, formatFraction, fractionToNumber } from '@rollwright/dice';
import { outcomesJson, outcomesTable, summarize, type OutcomesJson } from '../format/outcomes.js';
import { CliUsageError } from '../errors.js';
import { MAX_ODDS_DIGITS, parseDepth } from '../options.js';
import type { RegisterCommands } from './RegisterCommands.js';

interface OddsOptions {
  readonly json?: boolean;
  readonly depth?: number;
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
 * Registers `rollwright odds <notation> [--depth N] [--json]`: the exact distribution of a
 * formula's total from `distribution` of `@rollwright/dice`, as a table (chance, P(≥ x), a bar,
 * the exact fraction) under a heading with mean and standard deviation, or as {@link OddsJson}.
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
    .option('-d, --depth <n>', 'extra rolls per exploding die to follow exactly, 0..100 (default 20); the rest is reported as leftover', parseDepth)
    .option('--json', 'print the distribution as JSON (exact weights and fractions as strings)')
    .addHelpText('after', '\nExamples:\n  rollwright odds 4d6kh3\n  rollwright odds 1d6! --depth 3 --json\n')
    .action((words: readonly string[], options: OddsOptions) => {
      const formula = compile(words.join(' '));
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
      for (const line of outcomesTable(d)) io.stdout(`${line}\n`);
    });
};
