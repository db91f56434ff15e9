import { opposedDistribution, type RedhackOptions } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { intOption, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface OpposedOptions extends RedhackCommonOptions {
  readonly a: number;
  readonly b: number;
  readonly rule?: string;
}

/**
 * Registers `rollwright redhack opposed`: the exact odds of an opposed roll (`a`, `b`, `none`).
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack opposed --a 12 --b 14 --json
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('opposed')
      .description('exact odds of an opposed roll between attributes a and b: a, b or none')
      .requiredOption('--a <n>', "side a's attribute, 0..19", intOption('--a', -1_000_000, 1_000_000))
      .requiredOption('--b <m>', "side b's attribute, 0..19", intOption('--b', -1_000_000, 1_000_000))
      .option('--rule <rule>', "the opposed-roll rule: classic, draft31 or forum (default: the edition's)"),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack opposed --a 12 --b 14\n  rollwright redhack opposed --a 12 --b 12 --edition classic --json\n')
    .action((o: OpposedOptions) => {
      const rule = o.rule?.trim().toLowerCase();
      if (rule !== undefined && rule !== 'classic' && rule !== 'draft31' && rule !== 'forum') {
        throw new CliUsageError(`--rule must be one of classic, draft31, forum, got ${JSON.stringify(o.rule)}`);
      }
      const options: RedhackOptions = { edition: o.edition, ...(rule === undefined ? {} : { opposed: rule as 'classic' | 'draft31' | 'forum' }) };
      const d = opposedDistribution({ attribute: o.a }, { attribute: o.b }, options);
      printOdds(io, o.json, `RedHack ${o.edition} opposed roll, a ${o.a} vs b ${o.b}${rule === undefined ? '' : ` (${rule} rule)`}:`, { edition: o.edition, a: o.a, b: o.b, ...(rule === undefined ? {} : { rule }) }, d);
    });
};
