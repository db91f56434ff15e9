import { turnUndeadDistribution, TURN_OUTCOMES } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { intOption, ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface TurnOptions extends RedhackCommonOptions {
  readonly level: number;
  readonly hd: number;
  readonly wis?: number;
  readonly symbol: boolean;
}

/**
 * Registers `rollwright redhack turn`: the exact odds of turning one kind of undead — classic
 * `turned` / `not-turned` (a WIS test, difficulty 1 + HD, disadvantage without a holy symbol);
 * draft31 `destroyed` / `turned` / `not-turned` from the 2d6 roll.
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack turn --level 2 --hd 3 --wis 14 --edition classic
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('turn')
      .description('exact odds of turning undead: classic as a WIS test, draft31 by 2d6 against the cleric level')
      .requiredOption('--level <l>', 'cleric level, 1..20', intOption('--level', 1, 20))
      .requiredOption('--hd <h>', "the undead's Hit Dice, 0..100", intOption('--hd', 0, 100))
      .option('--wis <w>', 'classic: Wisdom, 0..19 (default 10)', intOption('--wis', 0, 19))
      .option('--no-symbol', 'classic: no holy symbol (disadvantage)'),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack turn --level 2 --hd 3 --wis 14 --edition classic\n  rollwright redhack turn --level 3 --hd 5 --json\n')
    .action((o: TurnOptions) => {
      if (o.edition === 'draft31' && (o.wis !== undefined || !o.symbol)) {
        throw new CliUsageError('--wis and --no-symbol are classic options; draft31 turning is a 2d6 roll against the cleric level');
      }
      const spec = { level: o.level, hd: o.hd, ...(o.wis === undefined ? {} : { wis: o.wis }), holySymbol: o.symbol };
      const d = ordered(turnUndeadDistribution(spec, { edition: o.edition }), TURN_OUTCOMES);
      const extra = o.edition === 'classic' ? `, WIS ${o.wis ?? 10}${o.symbol ? '' : ', no holy symbol'}` : '';
      printOdds(
        io,
        o.json,
        `RedHack ${o.edition} Turn Undead, level ${o.level} cleric vs ${o.hd} HD${extra}:`,
        { edition: o.edition, level: o.level, hd: o.hd, ...(o.edition === 'classic' ? { wis: o.wis ?? 10, holySymbol: o.symbol } : {}) },
        d,
      );
    });
};
