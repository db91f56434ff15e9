import { ATTRIBUTE_NAMES, generateCharacter } from '@rollwright/redhack-core';
import { parseSeed, startRng } from '../../options.js';
import { withCommonOptions, type RedhackCommonOptions, type RedhackSubcommand } from './shared.js';

interface CharacterOptions extends RedhackCommonOptions {
  readonly class?: string;
  readonly seed?: number;
}

/**
 * Registers `rollwright redhack character`: a seeded, legal starting character of either
 * edition (3d6 in order with one swap, class, background, kit, hit points and coins).
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack character --edition classic --class thief --seed 7
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  withCommonOptions(
    group
      .command('character')
      .description('generate a legal starting character: 3d6 in order (one swap), class, background, kit, HP and coins')
      .option('--class <class>', 'classic: warrior, thief, cleric, wizard, bard; draft31: fighter, thief, cleric, wizard (default: random)')
      .option('-s, --seed <n>', 'replay with this seed: any safe integer; without it a fresh seed is drawn and printed', parseSeed),
  )
    .addHelpText('after', '\nExamples:\n  rollwright redhack character --seed 42\n  rollwright redhack character --edition classic --class bard --json\n')
    .action((o: CharacterOptions) => {
      const { rng, seed } = startRng(o.seed);
      const [c, input] = generateCharacter(rng, o.class === undefined ? {} : { className: o.class }, { edition: o.edition });
      if (o.json === true) {
        io.stdout(`${JSON.stringify({ seed, edition: o.edition, input, character: c }, null, 2)}\n`);
        return;
      }
      io.stdout(`seed ${seed}\n`);
      io.stdout(`${c.class.name} (RedHack ${c.edition})${c.secondaryRequisite === undefined ? '' : `, secondary requisite ${c.secondaryRequisite}`}\n`);
      io.stdout(`rolled  ${ATTRIBUTE_NAMES.map((a) => `${a} ${c.rolled[a]}`).join('  ')}\n`);
      if (c.swap !== undefined) io.stdout(`swapped ${c.swap[0]} and ${c.swap[1]}\n`);
      io.stdout(`        ${ATTRIBUTE_NAMES.map((a) => `${a} ${c.attributes[a]}`).join('  ')}\n`);
      io.stdout(`HP ${c.hp}  AC ${c.ac.ac}  ${c.edition === 'classic' ? 'coins' : 'gold'} ${c.coins}\n`);
      if (c.background !== undefined) io.stdout(`background: ${c.background.name}\n`);
      io.stdout(`kit: ${c.kit === undefined ? 'none' : c.kit.name}${c.equipment.length === 0 ? '' : ` — ${c.equipment.map((e) => `${e.count > 1 ? `${e.count}× ` : ''}${e.item.name}${e.usageDie === undefined ? '' : ` ud${e.usageDie}`}`).join(', ')}`}\n`);
    });
};
