// `rollwright redhack initiative`: exact odds of acting before the monsters.
import { COMBAT_CLASSES, initiativeDistribution, type CombatClass, type InitiativeSpec } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { intOption, ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface InitiativeOptions extends RedhackCommonOptions {
  readonly class?: string;
  readonly dex?: number;
}

/**
 * Registers `rollwright redhack initiative (--class C | --dex N) [--edition E] [--json]`: the
 * odds of acting before or after the monsters (draft31: the class die, 4+ goes first; classic:
 * a DEX check).
 *
 * @param group - The `redhack` command group.
 * @param io - Where to write.
 * @example
 * ```ts
 * await run(['redhack', 'initiative', '--class', 'thief'], io);
 * ```
 * @since 0.1.0
 * @category RedHack
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('initiative')
      .description('exact odds of acting before the monsters: before, after')
      .option('--class <c>', 'draft31: fighter, thief, cleric or wizard')
      .option('--dex <n>', 'classic: the PC’s DEX, 0..19', intOption('--dex', 0, 19)),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack initiative --class thief\n  rollwright redhack initiative --dex 12 --edition classic --json\n')
    .action((o: InitiativeOptions) => {
      if ((o.class === undefined) === (o.dex === undefined)) throw new CliUsageError('give --class (draft31) or --dex (classic), one of them');
      let spec: InitiativeSpec;
      if (o.class !== undefined) {
        if (o.edition !== 'draft31') throw new CliUsageError('--class picks a draft31 initiative die; classic initiative is a DEX check (--dex)');
        const c = o.class.trim().toLowerCase();
        if (!(COMBAT_CLASSES as readonly string[]).includes(c)) throw new CliUsageError(`--class must be one of fighter, thief, cleric, wizard, got ${JSON.stringify(o.class)}`);
        spec = { cls: c as CombatClass };
      } else {
        if (o.edition !== 'classic') throw new CliUsageError('--dex is classic initiative (a DEX check); draft31 uses the class die (--class)');
        spec = { dex: o.dex as number };
      }
      const d = ordered(initiativeDistribution(spec, { edition: o.edition }), ['before', 'after'] as const);
      printOdds(io, o.json, `RedHack ${o.edition} initiative, ${o.class === undefined ? `DEX ${String(o.dex)}` : o.class}:`, { edition: o.edition, ...spec }, d);
    });
};
