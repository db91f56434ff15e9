import { seed, seedFromEntropy, type Rng } from '@rollwright/dice';
import { rollNotation, type ShownRoll } from '../dice.js';
import { formatDice } from '../format/dice.js';
import { MAX_TIMES, parseSeed, parseTimes } from '../options.js';
import type { RegisterCommands } from './RegisterCommands.js';

interface RollOptions {
  readonly seed?: number;
  readonly times: number;
  readonly json?: boolean;
}

/**
 * Registers `rollwright roll <notation> [--seed N] [--times K] [--json]`.
 *
 * @param program - The root command.
 * @param io - Output.
 * @since 0.1.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  program
    .command('roll')
    .description('roll dice notation and show the total and every die')
    .argument('<notation>', 'dice notation, e.g. 2d6+3, 4d6kh3, 1d20!')
    .option('-s, --seed <n>', 'replay with this seed (signed 32-bit integer); default: a fresh seed, printed', parseSeed)
    .option('-n, --times <k>', `roll k times in a row, 1..${MAX_TIMES}`, parseTimes, 1)
    .option('--json', 'print the seed and every roll result as JSON')
    .addHelpText('after', '\nExample:\n  rollwright roll 4d6kh3 --seed 42 --times 6\n')
    .action((notation: string, options: RollOptions) => {
      let used: number;
      let rng: Rng;
      if (options.seed === undefined) {
        const fresh = seedFromEntropy();
        used = fresh.seed;
        rng = fresh.rng;
      } else {
        used = options.seed;
        rng = seed(used);
      }
      const rolls: ShownRoll[] = [];
      for (let i = 0; i < options.times; i++) {
        const [result, next] = rollNotation(rng, notation);
        rolls.push(result);
        rng = next;
      }
      if (options.json === true) {
        io.stdout(`${JSON.stringify({ notation, seed: used, rolls: rolls.map((r) => r.json) }, null, 2)}\n`);
        return;
      }
      const width = String(rolls.length).length;
      for (const [i, r] of rolls.entries()) {
        const prefix = rolls.length > 1 ? `#${String(i + 1).padStart(width)}  ` : '';
        io.stdout(`${prefix}${r.notation} = ${r.total}  ${formatDice(r.dice)}\n`);
      }
      io.stdout(`seed ${used}  (replay: rollwright roll ${JSON.stringify(notation)} --seed ${used}${options.times > 1 ? ` --times ${options.times}` : ''})\n`);
    });
};
