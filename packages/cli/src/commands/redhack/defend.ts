// `rollwright redhack defend`: exact odds of a defence roll.
import { DEFENCE_OUTCOMES, defenceDistribution, type DefenceSpec } from '@rollwright/redhack-core';
import { intOption, ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface DefendOptions extends RedhackCommonOptions {
  readonly ac: number;
  readonly hd: number;
  readonly helm?: boolean;
  readonly con?: number;
}

/**
 * Registers `rollwright redhack defend --ac N --hd H [--helm] [--con C] [--edition E] [--json]`:
 * the odds of dodged, hit and critical (classic helm +1 AC; draft31 helm: a CON save at
 * difficulty 2 turns a critical into a hit).
 *
 * @param group - The `redhack` command group.
 * @param io - Where to write.
 * @example
 * ```ts
 * await run(['redhack', 'defend', '--ac', '14', '--hd', '6', '--edition', 'classic'], io);
 * ```
 * @since 0.1.0
 * @category RedHack
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('defend')
      .description('exact odds of a defence roll: dodged, hit, critical')
      .requiredOption('--ac <n>', "the defender's AC, 0..30", intOption('--ac', 0, 30))
      .requiredOption('--hd <h>', "the attacker's HD or level, 0..30", intOption('--hd', 0, 30))
      .option('--helm', 'wears a helm')
      .option('--con <c>', "draft31 helm save: the defender's CON, 1..19 (default 10)", intOption('--con', 1, 19)),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack defend --ac 14 --hd 6 --edition classic\n  rollwright redhack defend --ac 13 --hd 4 --helm --con 12 --json\n')
    .action((o: DefendOptions) => {
      const spec: DefenceSpec = { ac: o.ac, hd: o.hd, ...(o.helm === true ? { helm: true } : {}), ...(o.con === undefined ? {} : { con: o.con }) };
      const d = ordered(defenceDistribution(spec, { edition: o.edition }), DEFENCE_OUTCOMES);
      printOdds(io, o.json, `RedHack ${o.edition} defence, AC ${o.ac} against HD ${o.hd}${o.helm === true ? ', helm' : ''}:`, { edition: o.edition, ...spec }, d);
    });
};
