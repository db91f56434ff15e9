import { armourCastDistribution, armourHindersCasting, retentionDistribution, RETENTION_OUTCOMES } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { intOption, ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface CastOptions extends RedhackCommonOptions {
  readonly spellLevel?: number;
  readonly components?: boolean;
  readonly armour?: string;
  readonly ac?: number;
}

/**
 * Registers `rollwright redhack cast`: classic retention outcomes after casting (with the
 * Epiphany reroll), or with `--edition draft31 --ac N` the chance to get a spell off in armour.
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack cast --spell-level 1 --components --edition classic
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('cast')
      .description('classic: exact retention outcomes of a cast; draft31 with --ac: the chance to cast in armour')
      .option('--spell-level <n>', 'classic: the spell level, 1..7', intOption('--spell-level', 1, 7))
      .option('--components', 'classic: spell components were used (+1 to the retention roll)')
      .option('--armour <armour>', 'classic: the armour worn (no-armour, padded, leather, studded, chain-mail, …); Leather or heavier is disadvantage')
      .option('--ac <n>', 'draft31: base AC (9 + armour pieces) of a wizard in armour', intOption('--ac', 0, 19)),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack cast --spell-level 1 --components --edition classic\n  rollwright redhack cast --edition draft31 --ac 15 --json\n')
    .action((o: CastOptions) => {
      if (o.edition === 'draft31') {
        if (o.ac === undefined) throw new CliUsageError('draft31 casting has no retention roll: give --ac N for the chance to cast in armour');
        if (o.components === true || o.armour !== undefined) throw new CliUsageError('--components and --armour are classic options; draft31 takes --ac');
        const d = armourCastDistribution({ ac: o.ac });
        printOdds(io, o.json, `RedHack draft31 casting in armour, base AC ${o.ac}:`, { edition: o.edition, ac: o.ac }, d);
        return;
      }
      if (o.spellLevel === undefined) throw new CliUsageError('classic casting needs --spell-level N (1..7)');
      if (o.ac !== undefined) throw new CliUsageError('--ac is a draft31 option; classic takes --armour');
      const armour = o.armour === undefined ? false : armourHindersCasting(o.armour.trim().toLowerCase());
      const d = ordered(retentionDistribution({ spellLevel: o.spellLevel, components: o.components === true, armour }, { edition: 'classic' }), RETENTION_OUTCOMES);
      const parts = [`spell level ${o.spellLevel}`, o.components === true ? 'components' : '', o.armour === undefined ? '' : `armour ${o.armour}${armour ? ' (disadvantage)' : ''}`].filter((x) => x !== '');
      printOdds(
        io,
        o.json,
        `RedHack classic retention roll, ${parts.join(', ')}:`,
        { edition: o.edition, spellLevel: o.spellLevel, components: o.components === true, ...(o.armour === undefined ? {} : { armour: o.armour, disadvantage: armour }) },
        d,
      );
    });
};
