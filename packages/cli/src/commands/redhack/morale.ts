// `rollwright redhack morale`: exact odds of a morale test.
import { moraleDistribution } from '@rollwright/redhack-core';
import { intOption, ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface MoraleOptions extends RedhackCommonOptions {
  readonly morale: number;
  readonly testsTaken?: number;
  readonly intimidated?: boolean;
}

/**
 * Registers `rollwright redhack morale --morale M [--tests-taken T] [--intimidated] [--edition E]
 * [--json]`: the odds that foes hold or break (2d6 at or under the morale holds; draft31 −1 per
 * earlier test, at most two tests, three with intimidation).
 *
 * @param group - The `redhack` command group.
 * @param io - Where to write.
 * @example
 * ```ts
 * await run(['redhack', 'morale', '--morale', '7', '--tests-taken', '1'], io);
 * ```
 * @since 0.1.0
 * @category RedHack
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('morale')
      .description('exact odds of a morale test: holds, broken')
      .requiredOption('--morale <m>', 'the morale score, 2..12', intOption('--morale', 2, 12))
      .option('--tests-taken <t>', 'draft31: morale tests already taken this combat, 0..2', intOption('--tests-taken', 0, 3))
      .option('--intimidated', 'draft31: a PC intimidated them (allows a third test)'),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack morale --morale 7\n  rollwright redhack morale --morale 7 --tests-taken 1 --json\n')
    .action((o: MoraleOptions) => {
      const spec = { morale: o.morale, ...(o.testsTaken === undefined ? {} : { testsTaken: o.testsTaken }), ...(o.intimidated === true ? { intimidated: true } : {}) };
      const d = ordered(moraleDistribution(spec, { edition: o.edition }), ['holds', 'broken'] as const);
      printOdds(io, o.json, `RedHack ${o.edition} morale ${o.morale}${o.testsTaken === undefined ? '' : ` after ${o.testsTaken} test(s)`}:`, { edition: o.edition, ...spec }, d);
    });
};
