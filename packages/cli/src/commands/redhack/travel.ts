import { MAX_HEXES_PER_DAY, rollSurvival, survivalModifier, travelDay, type Edition, type TravelState } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { parseSeed, startRng } from '../../options.js';
import { intOption, parseEdition, type RedhackSubcommand } from './shared.js';

interface TravelOptions {
  readonly days: number;
  readonly hexes?: number;
  readonly mounted?: boolean;
  readonly edition: Edition;
  readonly seed?: number;
  readonly json?: boolean;
}

/**
 * Registers `rollwright redhack travel`: days of wilderness travel — classic the leader's
 * survival roll each day; draft31 hex by hex with the hex roll, event die, hazards and weather.
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack travel --days 3 --hexes 8 --seed 5
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  group
    .command('travel')
    .description('travel through the wilderness day by day (draft31 hex by hex)')
    .requiredOption('--days <n>', 'days to travel, 1..365', intOption('--days', 1, 365))
    .option('--hexes <h>', `hexes a day (draft31 at most ${MAX_HEXES_PER_DAY}; default ${MAX_HEXES_PER_DAY} draft31, 3 classic)`, intOption('--hexes', 0, 1000))
    .option('--mounted', 'on horseback (draft31: unencumbered riders roll 2d6 per hex; classic: speed +1)')
    .option('--edition <edition>', 'classic or draft31', parseEdition, 'draft31' as Edition)
    .option('-s, --seed <n>', 'replay with this seed: any safe integer; without it a fresh seed is drawn and printed', parseSeed)
    .option('--json', 'print JSON: { seed, edition, days: [{ day, log, … }] }')
    .addHelpText('after', '\nExamples:\n  rollwright redhack travel --days 3 --hexes 8 --seed 5\n  rollwright redhack travel --days 2 --hexes 6 --mounted --edition classic --seed 1\n')
    .action((o: TravelOptions) => {
      const classic = o.edition === 'classic';
      const hexes = o.hexes ?? (classic ? 3 : MAX_HEXES_PER_DAY);
      if (!classic && hexes > MAX_HEXES_PER_DAY) throw new CliUsageError(`--hexes: draft31 parties travel at most ${MAX_HEXES_PER_DAY} hexes a day, got ${hexes}`);
      const { rng, seed } = startRng(o.seed);
      let r = rng;
      const days: { day: number; log: readonly string[] }[] = [];
      let state: TravelState = { weather: 'Sunny', exhaustion: 0, day: 0 };
      for (let day = 1; day <= o.days; day++) {
        if (classic) {
          const spec = { hexes, speed: o.mounted === true ? 1 : 0 };
          const [s, next] = rollSurvival(r, spec);
          r = next;
          const m = survivalModifier(spec);
          days.push({ day, log: [`survival roll d20 ${s.d20} ${m < 0 ? '−' : '+'} ${Math.abs(m)} → ${s.label}`] });
        } else {
          const [d, next] = travelDay(r, state, { hexes, mounted: o.mounted === true });
          r = next;
          state = d.state;
          days.push({ day, log: d.log });
        }
      }
      if (o.json === true) {
        io.stdout(`${JSON.stringify({ seed, edition: o.edition, hexes, mounted: o.mounted === true, days, ...(classic ? {} : { state }) }, null, 2)}\n`);
        return;
      }
      io.stdout(`seed ${seed}\nRedHack ${o.edition} travel, ${o.days} day(s), ${hexes} hexes a day${o.mounted === true ? ', mounted' : ''}:\n`);
      for (const d of days) {
        io.stdout(`day ${d.day}:\n`);
        for (const line of d.log) io.stdout(`  ${line}\n`);
      }
      if (!classic) io.stdout(`weather ${state.weather}; exhaustion ${state.exhaustion}\n`);
    });
};
