import { CHA_TESTS, REACTION_BANDS, reactionDiceCount, reactionDistribution, type ChaTest } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface ReactionOptions extends RedhackCommonOptions {
  readonly chaTest: ChaTest;
}

function parseChaTest(text: string): ChaTest {
  const t = text.trim().toLowerCase();
  if (!(CHA_TESTS as readonly string[]).includes(t)) throw new CliUsageError(`--cha-test must be one of ${CHA_TESTS.join(', ')}, got ${JSON.stringify(text)}`);
  return t as ChaTest;
}

/**
 * Registers `rollwright redhack reaction`: the exact odds of the five reaction bands —
 * classic 2d6 shifted one step by the CHA test, draft31 2d6 (3d6 or 4d6 keeping two after a
 * CHA introduction).
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack reaction --cha-test success
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('reaction')
      .description('exact odds of each reaction band, with or without a CHA introduction')
      .option('--cha-test <result>', `the CHA introduction: ${CHA_TESTS.join(', ')}`, parseChaTest, 'none' as ChaTest),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack reaction --cha-test success\n  rollwright redhack reaction --cha-test failure --edition classic --json\n')
    .action((o: ReactionOptions) => {
      const options = { edition: o.edition };
      const d = ordered(reactionDistribution(o.chaTest, options), REACTION_BANDS[o.edition]);
      const n = reactionDiceCount(o.chaTest, options);
      const how = o.edition === 'classic' ? (o.chaTest === 'none' ? '2d6' : `2d6, one step ${o.chaTest === 'success' || o.chaTest === 'critical' ? 'up' : 'down'}`) : n === 2 ? '2d6' : `${n}d6 keep the ${o.chaTest === 'success' || o.chaTest === 'critical' ? 'highest' : 'lowest'} 2`;
      printOdds(io, o.json, `RedHack ${o.edition} reaction roll (${how}; CHA test: ${o.chaTest}):`, { edition: o.edition, chaTest: o.chaTest, dice: n }, d);
    });
};
