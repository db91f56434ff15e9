import { testDistribution, TEST_OUTCOMES, type ChaserDie, type TestSpec } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { intOption, ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';
import { withFlagNames, type FlagNames } from '../flagNames.js';

/** The rule options behind `--edition` that RedHack's errors name, in the flag's terms. */
const EDITION_FLAGS: FlagNames = {
  "(magicBonus 'attributeBonus')": '(they need --edition draft31)',
  "need magicBonus 'chaserDie' (draft31)": 'need --edition draft31',
};

interface TestOptions extends RedhackCommonOptions {
  readonly attribute: number;
  readonly difficulty?: number;
  readonly bonus?: number;
  readonly penalty?: number;
  readonly advantage?: boolean;
  readonly disadvantage?: boolean;
  readonly levels?: number;
  readonly chaser?: string;
  readonly splendid?: boolean;
}

/**
 * Builds the test spec of `redhack test` from its options.
 *
 * @param o - Parsed options.
 * @returns The spec.
 * @throws {@link CliUsageError} for `--levels` with `--advantage`/`--disadvantage`, or both of those.
 */
function specOf(o: TestOptions): TestSpec {
  if (o.levels !== undefined && (o.advantage === true || o.disadvantage === true)) {
    throw new CliUsageError('--levels cannot be combined with --advantage or --disadvantage');
  }
  if (o.advantage === true && o.disadvantage === true) throw new CliUsageError('give --advantage or --disadvantage, not both');
  return {
    attribute: o.attribute,
    ...(o.difficulty === undefined ? {} : { difficulty: o.difficulty }),
    ...(o.bonus === undefined ? {} : { bonus: o.bonus }),
    ...(o.penalty === undefined ? {} : { penalty: o.penalty }),
    ...(o.advantage === true ? { advantage: 1 } : {}),
    ...(o.disadvantage === true ? { disadvantage: 1 } : {}),
    ...(o.levels === undefined ? {} : { levels: o.levels }),
    ...(o.chaser === undefined ? {} : { chaser: o.chaser.trim().toLowerCase() as ChaserDie }),
    ...(o.splendid === true ? { splendid: true } : {}),
  };
}

/**
 * Registers `rollwright redhack test`: the exact odds of a d20 test's four outcomes.
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack test --attribute 12 --difficulty 4 --json
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('test')
      .description('exact odds of a d20 test: critical-success, success, failure, critical-failure')
      .requiredOption('--attribute <n>', 'the attribute (or AC) rolled under, 0..19', intOption('--attribute', 0, 19))
      .option('--difficulty <d>', 'the difficulty to roll over (default 1)', intOption('--difficulty', 0, 1_000_000))
      .option('--bonus <b>', 'bonus added to the attribute', intOption('--bonus', 0, 1000))
      .option('--penalty <p>', 'penalty added to the difficulty', intOption('--penalty', 0, 1000))
      .option('--advantage', 'one source of advantage (classic) or one level (draft31)')
      .option('--disadvantage', 'one source of disadvantage (classic) or one level (draft31)')
      .option('--levels <k>', 'draft31: K levels of advantage, negative for disadvantage', intOption('--levels', -100, 100))
      .option('--chaser <die>', 'draft31: a chaser die cd12, cd10, cd8, cd6 or cd4')
      .option('--splendid', 'draft31: a splendid weapon (a natural 19 succeeds)'),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack test --attribute 12 --difficulty 4 --edition classic\n  rollwright redhack test --attribute 12 --difficulty 5 --chaser cd8 --json\n')
    .action(withFlagNames(EDITION_FLAGS, (o: TestOptions) => {
      const spec = specOf(o);
      const d = ordered(testDistribution(spec, { edition: o.edition }), TEST_OUTCOMES);
      const parts = [
        `attribute ${o.attribute}`,
        `difficulty ${o.difficulty ?? 1}`,
        o.bonus === undefined ? '' : `bonus ${o.bonus}`,
        o.penalty === undefined ? '' : `penalty ${o.penalty}`,
        o.advantage === true ? 'advantage' : '',
        o.disadvantage === true ? 'disadvantage' : '',
        o.levels === undefined ? '' : `levels ${o.levels}`,
        spec.chaser ?? '',
        o.splendid === true ? 'splendid' : '',
      ].filter((s) => s !== '');
      printOdds(io, o.json, `RedHack ${o.edition} test, ${parts.join(', ')}:`, { edition: o.edition, ...spec }, d);
    }));
};
