import { notationDistribution } from '../dice.js';
import { outcomesJson, outcomesTable, summarize } from '../format/outcomes.js';
import { formatFraction, fractionToNumber } from '@rollwright/dice';
import type { RegisterCommands } from './RegisterCommands.js';

interface OddsOptions {
  readonly json?: boolean;
}

/**
 * Registers `rollwright odds <notation> [--json]`.
 *
 * @param program - The root command.
 * @param io - Output.
 * @since 0.1.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  program
    .command('odds')
    .description('show the exact distribution of dice notation: every outcome, mean, standard deviation, P(≥ x)')
    .argument('<notation>', 'dice notation, e.g. 2d6, 4d6kh3, 1d6!')
    .option('--json', 'print the distribution as JSON (exact weights and fractions as strings)')
    .addHelpText('after', '\nExample:\n  rollwright odds 4d6kh3\n')
    .action((notation: string, options: OddsOptions) => {
      const d = notationDistribution(notation);
      if (options.json === true) {
        io.stdout(`${JSON.stringify({ notation, ...outcomesJson(d) }, null, 2)}\n`);
        return;
      }
      const s = summarize(d);
      const mean = formatFraction(s.mean);
      const approx = s.mean.den === 1n ? '' : ` ≈ ${fractionToNumber(s.mean).toFixed(4)}`;
      io.stdout(`${notation}: mean ${mean}${approx}, standard deviation ${s.standardDeviation.toFixed(4)}, ${d.outcomes.length} outcomes\n`);
      for (const line of outcomesTable(d)) io.stdout(`${line}\n`);
    });
};
