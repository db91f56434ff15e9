import { monsterSaveDistribution, pcSaveDistribution, type SaveCategory } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { intOption, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface SaveOptions extends RedhackCommonOptions {
  readonly vs: string;
  readonly hd?: number;
  readonly attribute?: number;
  readonly caster?: number;
}

/**
 * Registers `rollwright redhack save`: with `--hd N`, the chance an effect lands on a monster
 * (`affected`, `saved`); with `--attribute N`, a player character's save (the four test outcomes).
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack save --hd 5 --vs other --json
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('save')
      .description('exact odds of a save: a monster of --hd N (affected, saved) or a PC with --attribute N (test outcomes)')
      .requiredOption('--vs <category>', 'death-poison, spells or other (with the optional five: wands, paralysis-petrification, breath)')
      .option('--hd <n>', "the monster's Hit Dice, 0..100", intOption('--hd', -1_000_000, 1_000_000))
      .option('--attribute <n>', "the PC's attribute, 0..19", intOption('--attribute', -1_000_000, 1_000_000))
      .option('--caster <n>', "classic, with --hd: the caster's effect-test attribute (WIS); without it the monster tests 10 + HD", intOption('--caster', -1_000_000, 1_000_000)),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack save --hd 5 --vs other\n  rollwright redhack save --attribute 12 --vs spells --json\n')
    .action((o: SaveOptions) => {
      if ((o.hd === undefined) === (o.attribute === undefined)) throw new CliUsageError('give exactly one of --hd (a monster) or --attribute (a PC)');
      const vs = o.vs.trim().toLowerCase() as SaveCategory;
      if (o.hd !== undefined) {
        const extras = o.caster === undefined ? {} : { casterAttribute: o.caster };
        if (o.caster !== undefined && o.edition !== 'classic') throw new CliUsageError('--caster is for classic effect tests; the draft uses the HD table');
        const d = monsterSaveDistribution(o.hd, vs, { edition: o.edition }, extras);
        printOdds(io, o.json, `RedHack ${o.edition} monster save, HD ${o.hd} vs ${vs}${o.caster === undefined ? '' : `, caster ${o.caster}`}:`, { edition: o.edition, hd: o.hd, vs, ...(o.caster === undefined ? {} : { caster: o.caster }) }, d);
        return;
      }
      if (o.caster !== undefined) throw new CliUsageError('--caster goes with --hd');
      const attribute = o.attribute as number;
      const d = pcSaveDistribution(attribute, vs, { edition: o.edition });
      printOdds(io, o.json, `RedHack ${o.edition} save, attribute ${attribute} vs ${vs}:`, { edition: o.edition, attribute, vs }, d);
    });
};
