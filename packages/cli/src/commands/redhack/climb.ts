import { classicClimbDistribution, climbDifficulty, sheerWallDistribution, thiefDifficulty } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { intOption, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface ClimbOptions extends RedhackCommonOptions {
  readonly dex: number;
  readonly feet: number;
  readonly rope?: boolean;
  readonly thiefLevel?: number;
}

/**
 * Registers `rollwright redhack climb`: the exact odds of a climb — classic a DEX test at
 * difficulty 1 per 100 feet with its fall chain; draft31 a sheer-wall thief skill test per 100
 * feet with a fall from halfway up the section.
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack climb --dex 13 --feet 250 --edition classic
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('climb')
      .description('exact odds of a climb and of where a fall ends')
      .requiredOption('--dex <n>', 'Dexterity, 0..19', intOption('--dex', 0, 19))
      .requiredOption('--feet <f>', 'height climbed, 1..100000 feet', intOption('--feet', 1, 100_000))
      .option('--rope', 'a secured rope or pitons (advantage)')
      .option('--thief-level <l>', 'Thief level (classic: advantage, so with --rope no roll; draft31: the difficulty discount), 0..30', intOption('--thief-level', 0, 30)),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack climb --dex 13 --feet 250 --edition classic\n  rollwright redhack climb --dex 12 --feet 200 --thief-level 3 --json\n')
    .action((o: ClimbOptions) => {
      const thief = o.thiefLevel ?? 0;
      if (o.edition === 'classic') {
        if (o.feet > 1900) throw new CliUsageError('--feet: a classic climb over 1900 feet has a difficulty above 19 and cannot succeed; climb in stages');
        const spec = { dex: o.dex, feet: o.feet, rope: o.rope === true, advantage: thief > 0 ? 1 : 0 };
        const d = classicClimbDistribution(spec, { edition: 'classic' });
        printOdds(io, o.json, `RedHack classic climb, DEX ${o.dex}, ${o.feet} ft (difficulty ${climbDifficulty(o.feet)}${spec.rope ? ', rope' : ''}${thief > 0 ? ', thief' : ''}):`, { edition: o.edition, ...spec, difficulty: climbDifficulty(o.feet) }, d);
        return;
      }
      if (o.feet > 2000) throw new CliUsageError('--feet: draft31 walls are rolled per 100 feet; give at most 2000 feet');
      const spec = { dex: o.dex, feet: o.feet, rope: o.rope === true, thiefLevel: thief };
      const d = sheerWallDistribution(spec, { edition: 'draft31' });
      printOdds(io, o.json, `RedHack draft31 sheer wall, DEX ${o.dex}, ${o.feet} ft (difficulty ${thiefDifficulty(thief)} per 100 ft):`, { edition: o.edition, ...spec, difficulty: thiefDifficulty(thief) }, d);
    });
};
