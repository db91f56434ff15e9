import { formatFraction } from '@rollwright/dice';
import { rollHoard } from '@rollwright/redhack-core';
import { parseSeed, startRng } from '../../options.js';
import { intOption, type RedhackSubcommand } from './shared.js';

interface HoardCliOptions {
  readonly level: number;
  readonly appraise?: boolean;
  readonly seed?: number;
  readonly json?: boolean;
}

/**
 * Registers `rollwright redhack hoard`: rolls a draft31 treasure hoard for a dungeon level and
 * prints every roll.
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack hoard --level 4 --seed 3
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  group
    .command('hoard')
    .description('roll a draft31 treasure hoard for a dungeon level')
    .requiredOption('--level <l>', 'dungeon level, 1..1000', intOption('--level', 1, 1000))
    .option('--appraise', 'appraise each gem on the gemstone tables')
    .option('-s, --seed <n>', 'replay with this seed: any safe integer; without it a fresh seed is drawn and printed', parseSeed)
    .option('--json', 'print JSON: { seed, hoard }')
    .addHelpText('after', '\nExamples:\n  rollwright redhack hoard --level 4 --seed 3\n  rollwright redhack hoard --level 10 --appraise --json\n')
    .action((o: HoardCliOptions) => {
      const { rng, seed } = startRng(o.seed);
      const [h] = rollHoard(rng, o.level, { appraise: o.appraise === true });
      if (o.json === true) {
        io.stdout(`${JSON.stringify({ seed, hoard: { ...h, coinItems: formatFraction(h.coinItems) } }, null, 2)}\n`);
        return;
      }
      io.stdout(`seed ${seed}\nRedHack draft31 hoard, dungeon level ${o.level}:\n`);
      for (const line of h.log) io.stdout(`  ${line}\n`);
      io.stdout(`${h.silver} sp, ${h.gold} gp, ${h.gems.length} gem(s), ${h.jewelry.length} jewelry, magic item: ${h.magic ? 'yes' : 'no'}; about ${h.totalGp} gp; coins weigh ${formatFraction(h.coinItems)} item(s)\n`);
    });
};
