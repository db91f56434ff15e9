import { compile, roll, type RollResult } from '@rollwright/dice';
import { formatDice } from '../format/roll.js';
import { CliUsageError } from '../errors.js';
import { MAX_ROLL_DICE, MAX_THROWN_DICE, MAX_TIMES, parseSeed, parseTimes, startRng } from '../options.js';
import type { RegisterCommands } from './RegisterCommands.js';

interface RollOptions {
  readonly seed?: number;
  readonly times: number;
  readonly json?: boolean;
}

/**
 * The JSON `rollwright roll --json` prints: the canonical notation, the seed that replays the
 * rolls, and each roll's full `RollResult` from `@rollwright/dice` (total, terms, every die).
 *
 * @example
 * ```ts
 * const json = JSON.parse(io.out) as RollJson; // after run(['roll', '3d6', '--seed', '1', '--json'], io)
 * json.rolls[0]?.dice.length; // 3
 * ```
 * @since 0.1.0
 * @category Output
 */
export interface RollJson {
  /** Canonical notation of the formula rolled (e.g. `4d6k3` is written `4d6kh3`). */
  readonly notation: string;
  /** The seed used: `--seed`, or the fresh one drawn from the system's secure source. */
  readonly seed: number;
  /** One result per roll, in order; the rolls continue one stream from `seed`. */
  readonly rolls: readonly RollResult[];
}

/**
 * Registers `rollwright roll <notation> [--seed N] [--times K] [--json]`: rolls a formula
 * (parsed once) K times in a row from one seeded stream and prints every die. Without
 * `--seed` a fresh seed comes from `seedFromEntropy` and is printed, so the roll can be replayed.
 *
 * @param program - The root command.
 * @param io - Output.
 * @example
 * ```ts
 * register(program, io); // then: rollwright roll 4d6kh3 --seed 42 --times 6
 * ```
 * @since 0.1.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  program
    .command('roll')
    .description('roll dice notation and show the total and every die')
    .argument('<notation...>', 'dice notation, e.g. 2d6+3, 4d6kh3, 1d20!, 6d10>=8 (spaces allowed)')
    .option('-s, --seed <n>', 'replay with this seed (signed 32-bit integer); default: a fresh seed, printed', parseSeed)
    .option('-n, --times <k>', `roll k times in a row, 1..${MAX_TIMES}`, parseTimes, 1)
    .option('--json', 'print the seed and every roll result as JSON')
    .addHelpText('after', '\nExamples:\n  rollwright roll 4d6kh3 --times 6\n  rollwright roll 1d20 + 5 --seed 42 --json\n')
    .action((words: readonly string[], options: RollOptions) => {
      const formula = compile(words.join(' '));
      const perRoll = formula.terms.reduce((sum, t) => sum + t.count, 0);
      if (perRoll * options.times > MAX_ROLL_DICE) {
        throw new CliUsageError(
          `${formula.notation} × --times ${options.times} throws ${perRoll * options.times} dice; the limit is ${MAX_ROLL_DICE} per command (MAX_ROLL_DICE)`,
        );
      }
      const start = startRng(options.seed);
      const used = start.seed;
      let rng = start.rng;
      const rolls: RollResult[] = [];
      let thrown = 0;
      for (let i = 0; i < options.times; i++) {
        const [result, next] = roll(rng, formula);
        thrown += result.dice.length;
        if (thrown > MAX_THROWN_DICE) {
          throw new CliUsageError(
            `${formula.notation} threw more than ${MAX_THROWN_DICE} dice in ${i + 1} of ${options.times} rolls, explosions and rerolls included; the limit is ${MAX_THROWN_DICE} per command (MAX_THROWN_DICE)`,
          );
        }
        rolls.push(result);
        rng = next;
      }
      if (options.json === true) {
        const json: RollJson = { notation: formula.notation, seed: used, rolls };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      const width = String(rolls.length).length;
      for (const [i, r] of rolls.entries()) {
        const prefix = rolls.length > 1 ? `#${String(i + 1).padStart(width)}  ` : '';
        io.stdout(`${prefix}${r.notation} = ${r.total}  ${formatDice(r)}\n`);
      }
      const times = options.times > 1 ? ` --times ${options.times}` : '';
      io.stdout(`seed ${used}  (replay: rollwright roll ${JSON.stringify(formula.notation)} --seed ${used}${times})\n`);
    });
};
