// `rollwright redhack pc-attack`: exact odds of one player character attacking another.
import { ATTACK_OUTCOMES, pcAttackDamageDistribution, pcAttackDistribution, type PcAttackSpec } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { outcomesTable } from '../../format/outcomes.js';
import { parseDamage } from './combat.js';
import { intOption, ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface PcAttackOptions extends RedhackCommonOptions {
  readonly attribute: number;
  readonly ac: number;
  readonly weapon?: string;
  readonly advantage?: boolean;
  readonly disadvantage?: boolean;
}

/**
 * Registers `rollwright redhack pc-attack --attribute N --ac A [--weapon W] [--advantage |
 * --disadvantage] [--edition E] [--json]`: the odds of a miss, hit or critical when a PC attacks
 * another PC (classic: over half the listed AC; draft31: an opposed test of the attacker's
 * attribute against the defender's AC), and the damage table in text output.
 *
 * @param group - The `redhack` command group.
 * @param io - Where to write.
 * @example
 * ```ts
 * await run(['redhack', 'pc-attack', '--attribute', '12', '--ac', '15', '--edition', 'classic'], io);
 * ```
 * @since 0.2.0
 * @category RedHack
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('pc-attack')
      .description('exact odds of a PC attacking a PC (miss, hit, critical) and its damage')
      .requiredOption('--attribute <n>', "the attacker's STR (melee) or DEX (ranged), 0..19", intOption('--attribute', 0, 19))
      .requiredOption('--ac <a>', "the defender's listed AC, 0..19", intOption('--ac', 0, 19))
      .option('--weapon <dice>', 'damage of one roll, e.g. d8 or 2d6+1 (default d6)')
      .option('--advantage', 'one source of advantage on the attack')
      .option('--disadvantage', 'one source of disadvantage on the attack'),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack pc-attack --attribute 12 --ac 15 --edition classic\n  rollwright redhack pc-attack --attribute 13 --ac 11 --json\n')
    .action((o: PcAttackOptions) => {
      if (o.advantage === true && o.disadvantage === true) throw new CliUsageError('give --advantage or --disadvantage, not both');
      const spec: PcAttackSpec = {
        attribute: o.attribute,
        ac: o.ac,
        ...(o.weapon === undefined ? {} : { damage: parseDamage(o.weapon) }),
        ...(o.advantage === true ? { advantage: 1 } : {}),
        ...(o.disadvantage === true ? { disadvantage: 1 } : {}),
      };
      const options = { edition: o.edition };
      const d = ordered(pcAttackDistribution(spec, options), ATTACK_OUTCOMES);
      const parts = [`attribute ${o.attribute}`, `AC ${o.ac}`, `weapon ${o.weapon ?? 'd6'}`, o.advantage === true ? 'advantage' : '', o.disadvantage === true ? 'disadvantage' : ''].filter((x) => x !== '');
      printOdds(io, o.json, `RedHack ${o.edition} PC against PC, ${parts.join(', ')}:`, { edition: o.edition, ...spec }, d);
      if (o.json !== true) {
        io.stdout('\nDamage dealt (0 = miss):\n');
        for (const line of outcomesTable(pcAttackDamageDistribution(spec, options))) io.stdout(`${line}\n`);
      }
    });
};
