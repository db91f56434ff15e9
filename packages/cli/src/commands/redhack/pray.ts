import { PRAYER_OUTCOME_ORDER, prayerDistribution, prayerModifier } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { intOption, ordered, printOdds, withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface PrayOptions extends RedhackCommonOptions {
  readonly slotsLeft: number;
  readonly relationship: number;
  readonly wis: number;
}

/**
 * Registers `rollwright redhack pray`: the exact odds of each row of the classic prayer table
 * (d20 − slots left + relationship + WIS modifier, clamped to 1..24).
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack pray --slots-left 2 --relationship 1 --wis 16
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('pray')
      .description('classic: exact odds of each prayer-table result for a cleric praying for spells')
      .requiredOption('--slots-left <n>', 'spell slots still filled (−1 each)', intOption('--slots-left', 0, 40))
      .requiredOption('--relationship <r>', 'relationship points with the patron (+1 each)', intOption('--relationship', 0, 40))
      .requiredOption('--wis <w>', 'Wisdom, 0..19 (its modifier is added)', intOption('--wis', 0, 19)),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack pray --slots-left 2 --relationship 1 --wis 16\n  rollwright redhack pray --slots-left 0 --relationship 3 --wis 13 --json\n')
    .action((o: PrayOptions) => {
      if (o.edition !== 'classic') {
        throw new CliUsageError('the prayer table is classic; draft31 clerics recite a prayer that grants a fixed list (give --edition classic)');
      }
      const spec = { slotsLeft: o.slotsLeft, relationship: o.relationship, wis: o.wis };
      const m = prayerModifier(spec);
      const d = ordered(prayerDistribution(spec), PRAYER_OUTCOME_ORDER);
      printOdds(io, o.json, `RedHack classic prayer, d20 ${m < 0 ? '−' : '+'} ${Math.abs(m)} (slots left ${o.slotsLeft}, relationship ${o.relationship}, WIS ${o.wis}):`, { edition: o.edition, ...spec, modifier: m }, d);
    });
};
