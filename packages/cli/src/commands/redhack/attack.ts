// `rollwright redhack attack`: exact odds of an attack roll and its damage.
import { attackDamageDistribution, attackDistribution, ATTACK_OUTCOMES, CHASER_DICE, type AttackSpec, type ChaserDie } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { outcomesTable } from '../../format/outcomes.js';
import { parseDamage } from './combat.js';
import { intOption, ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';
import { withFlagNames, type FlagNames } from '../flagNames.js';

/** The rule options behind `--edition` that RedHack's errors name, in the flag's terms. */
const EDITION_FLAGS: FlagNames = {
  "(magicBonus 'attributeBonus')": '(they need --edition draft31)',
  "need magicBonus 'chaserDie' (draft31)": 'need --edition draft31',
};

interface AttackOptions extends RedhackCommonOptions {
  readonly attribute: number;
  readonly ac: number;
  readonly weapon?: string;
  readonly bonus?: number;
  readonly chaser?: string;
  readonly advantage?: boolean;
  readonly disadvantage?: boolean;
}

/**
 * Registers `rollwright redhack attack --attribute N --ac A [--weapon W] [--bonus B]
 * [--chaser cdX] [--advantage | --disadvantage] [--edition E] [--json]`: the odds of miss, hit
 * and critical (JSON in the `rollwright odds --json` shape), and in text the damage table.
 *
 * @param group - The `redhack` command group.
 * @param io - Where to write.
 * @example
 * ```ts
 * await run(['redhack', 'attack', '--attribute', '14', '--ac', '6', '--weapon', 'd8'], io);
 * ```
 * @since 0.1.0
 * @category RedHack
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('attack')
      .description('exact odds of an attack roll (miss, hit, critical) and its damage')
      .requiredOption('--attribute <n>', 'STR (melee) or DEX (ranged), 0..19', intOption('--attribute', 0, 19))
      .requiredOption('--ac <a>', "the target's AC, 0..30", intOption('--ac', 0, 30))
      .option('--weapon <dice>', 'damage of one roll, e.g. d8 or 2d6+1 (default d6)')
      .option('--bonus <b>', 'magic bonus 0..10 (classic: to the attribute; draft31: chaser die and damage)', intOption('--bonus', 0, 10))
      .option('--chaser <die>', 'draft31: a chaser die cd12, cd10, cd8, cd6 or cd4')
      .option('--advantage', 'one source of advantage')
      .option('--disadvantage', 'one source of disadvantage'),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack attack --attribute 14 --ac 6 --weapon d8\n  rollwright redhack attack --attribute 18 --ac 5 --bonus 3 --edition classic --json\n')
    .action(withFlagNames(EDITION_FLAGS, (o: AttackOptions) => {
      if (o.advantage === true && o.disadvantage === true) throw new CliUsageError('give --advantage or --disadvantage, not both');
      let chaser: ChaserDie | undefined;
      if (o.chaser !== undefined) {
        const c = o.chaser.trim().toLowerCase();
        if (!(CHASER_DICE as readonly string[]).includes(c)) throw new CliUsageError(`--chaser must be one of ${CHASER_DICE.join(', ')}, got ${JSON.stringify(o.chaser)}`);
        chaser = c as ChaserDie;
      }
      const spec: AttackSpec = {
        attribute: o.attribute,
        ac: o.ac,
        ...(o.weapon === undefined ? {} : { damage: parseDamage(o.weapon) }),
        ...(o.bonus === undefined ? {} : { bonus: o.bonus }),
        ...(chaser === undefined ? {} : { chaser }),
        ...(o.advantage === true ? { advantage: 1 } : {}),
        ...(o.disadvantage === true ? { disadvantage: 1 } : {}),
      };
      const options = { edition: o.edition };
      const d = ordered(attackDistribution(spec, options), ATTACK_OUTCOMES);
      const parts = [`attribute ${o.attribute}`, `AC ${o.ac}`, `weapon ${o.weapon ?? 'd6'}`, o.bonus === undefined ? '' : `bonus +${o.bonus}`, chaser ?? '', o.advantage === true ? 'advantage' : '', o.disadvantage === true ? 'disadvantage' : ''].filter((x) => x !== '');
      printOdds(io, o.json, `RedHack ${o.edition} attack, ${parts.join(', ')}:`, { edition: o.edition, ...spec }, d);
      if (o.json !== true) {
        io.stdout('\nDamage dealt (0 = miss):\n');
        for (const line of outcomesTable(attackDamageDistribution(spec, options))) io.stdout(`${line}\n`);
      }
    }));
};
