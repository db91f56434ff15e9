import { delve, startDelve } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { parseSeed, startRng } from '../../options.js';
import { intOption, parseEdition, type RedhackSubcommand } from './shared.js';
import type { Edition } from '@rollwright/redhack-core';

interface DelveOptions {
  readonly turns: number;
  readonly caution?: boolean;
  readonly haste?: boolean;
  readonly unusualLight?: boolean;
  readonly edition: Edition;
  readonly seed?: number;
  readonly json?: boolean;
}

/**
 * Registers `rollwright redhack delve`: spends dungeon ticks (classic) or turns (draft31) and
 * prints every encounter check, event die, encounter roll and light usage roll.
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack delve --turns 12 --caution --seed 7
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  group
    .command('delve')
    .description('spend dungeon time turn by turn: encounter checks or the event die, encounter rolls, light')
    .requiredOption('--turns <n>', 'ticks (classic) or turns (draft31) to spend, 0..10000', intOption('--turns', 0, 10_000))
    .option('--caution', 'draft31: move with caution (+1 to encounter rolls)')
    .option('--haste', 'move with haste (draft31 −1 to encounter rolls; classic fast and careless)')
    .option('--unusual-light', 'classic: unusual light, encounter checks with advantage')
    .option('--edition <edition>', 'classic or draft31', parseEdition, 'draft31' as Edition)
    .option('-s, --seed <n>', 'replay with this seed: any safe integer; without it a fresh seed is drawn and printed', parseSeed)
    .option('--json', 'print JSON: { seed, edition, state, events, log }')
    .addHelpText('after', '\nExamples:\n  rollwright redhack delve --turns 12 --caution --seed 7\n  rollwright redhack delve --turns 9 --edition classic --seed 1 --json\n')
    .action((o: DelveOptions) => {
      if (o.caution === true && o.haste === true) throw new CliUsageError('--caution and --haste cannot be given together');
      const pace = o.caution === true ? 'caution' : o.haste === true ? 'haste' : 'normal';
      const { rng, seed } = startRng(o.seed);
      const [r] = delve(rng, startDelve(), { turns: o.turns, pace, unusualLight: o.unusualLight === true }, { edition: o.edition });
      if (o.json === true) {
        io.stdout(`${JSON.stringify({ seed, edition: o.edition, pace, state: r.state, events: r.events, log: r.log }, null, 2)}\n`);
        return;
      }
      io.stdout(`seed ${seed}\n`);
      io.stdout(`RedHack ${o.edition} delve, ${o.turns} ${o.edition === 'classic' ? 'ticks' : 'turns'}, pace ${pace}:\n`);
      for (const line of r.log) io.stdout(`  ${line}\n`);
      const lights = r.state.lights.map((l) => `${l.name} ${l.die === 'exhausted' ? 'spent' : `ud${l.die}`}`).join(', ');
      io.stdout(`encounters ${r.state.encounters}; ${o.edition === 'draft31' ? `exhaustion ${r.state.exhaustion}; ` : ''}${r.state.signPending ? 'a sign is pending; ' : ''}lights: ${lights || 'none'}\n`);
    });
};
