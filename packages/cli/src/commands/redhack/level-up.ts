import { readFileSync } from 'node:fs';
import { ATTRIBUTE_NAMES, experiencesToLevel, levelUp, needsMentor, type AttributeName, type LevellingCharacter, type LevelUpChoices } from '@rollwright/redhack-core';
import { CliUsageError } from '../../errors.js';
import { parseSeed, startRng } from '../../options.js';
import { intOption, type RedhackSubcommand } from './shared.js';

interface LevelUpOptions {
  readonly character: string;
  readonly seed?: number;
  readonly json?: boolean;
  readonly mentorLevel?: number;
  readonly extra?: string;
  readonly primeReroll?: string;
}

function attribute(name: string, text: string): AttributeName {
  const a = text.trim().toUpperCase();
  if (!(ATTRIBUTE_NAMES as readonly string[]).includes(a)) throw new CliUsageError(`${name} must be one of ${ATTRIBUTE_NAMES.join(', ')}, got ${JSON.stringify(text)}`);
  return a as AttributeName;
}

/** Reads the character file: the JSON of `redhack character --json` (its `character`) or a bare character. */
function readCharacter(file: string): LevellingCharacter {
  const text = readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new CliUsageError(`--character ${file} is not valid JSON: ${(e as Error).message}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new CliUsageError(`--character ${file} must hold a JSON object (a character)`);
  const inner = (data as { character?: unknown }).character;
  return (typeof inner === 'object' && inner !== null ? inner : data) as LevellingCharacter;
}

/**
 * Registers `rollwright redhack level-up`: levels up the character in a JSON file (as
 * `rollwright redhack character --json` prints it) and prints the levelled character and the log.
 *
 * @param group - The `redhack` command.
 * @param io - Output.
 * @example
 * ```ts
 * register(group, io); // then: rollwright redhack level-up --character hero.json --seed 7 --json
 * ```
 * @since 0.2.0
 * @category Commands
 */
export const register: RedhackSubcommand = (group, io) => {
  group
    .command('level-up')
    .description('level up a character from a JSON file (as `redhack character --json` prints it)')
    .requiredOption('--character <file>', 'the character JSON file')
    .option('-s, --seed <n>', 'replay with this seed: any safe integer; without it a fresh seed is drawn and printed', parseSeed)
    .option('--mentor-level <l>', 'draft31 below level 9: the mentor\'s level (default: one above the character)', intOption('--mentor-level', 2, 100))
    .option('--extra <a,b>', 'draft31: the two free extra rolls, e.g. CON,STR (default: attributes that did not rise, lowest first)')
    .option('--prime-reroll <a>', 'classic: the prime requisite to roll again when one did not rise')
    .option('--json', 'print JSON: { seed, character, cost, gained, log }')
    .addHelpText(
      'after',
      '\nA character with no experiences field is taken to have just the experiences the level-up needs.\n\nExamples:\n  rollwright redhack character --seed 42 --json > hero.json\n  rollwright redhack level-up --character hero.json --seed 7\n',
    )
    .action((o: LevelUpOptions) => {
      const raw = readCharacter(o.character);
      const level = typeof raw.level === 'number' ? raw.level : 1;
      const edition = raw.edition;
      const character: LevellingCharacter =
        raw.experiences === undefined && (edition === 'classic' || edition === 'draft31') && Number.isInteger(level) && level >= 1
          ? { ...raw, experiences: experiencesToLevel(edition, level) }
          : raw;
      let extraRolls: readonly [AttributeName, AttributeName] | undefined;
      if (o.extra !== undefined) {
        const parts = o.extra.split(',');
        if (parts.length !== 2) throw new CliUsageError(`--extra must name two attributes, e.g. CON,STR, got ${JSON.stringify(o.extra)}`);
        extraRolls = [attribute('--extra', parts[0] ?? ''), attribute('--extra', parts[1] ?? '')];
      }
      const mentorNeeded = (edition === 'classic' || edition === 'draft31') && Number.isInteger(level) && level >= 1 && level < 12 && needsMentor(level, { edition });
      const choices: LevelUpChoices = {
        ...(mentorNeeded ? { mentorLevel: o.mentorLevel ?? level + 1 } : {}),
        ...(extraRolls === undefined ? {} : { extraRolls }),
        ...(o.primeReroll === undefined ? {} : { primeReroll: attribute('--prime-reroll', o.primeReroll) }),
      };
      const { rng, seed } = startRng(o.seed);
      const [r] = levelUp(rng, character, choices);
      if (o.json === true) {
        io.stdout(`${JSON.stringify({ seed, character: r.character, cost: r.cost, gained: r.gained, log: r.log.map((e) => e.text) }, null, 2)}\n`);
        return;
      }
      const c = r.character;
      io.stdout(`seed ${seed}\n`);
      for (const e of r.log) io.stdout(`  ${e.text}\n`);
      io.stdout(`level ${c.level ?? level + 1}  HP ${c.hp}/${c.maxHp ?? c.hp}  ${ATTRIBUTE_NAMES.map((a) => `${a} ${c.attributes[a]}`).join('  ')}\n`);
    });
};
