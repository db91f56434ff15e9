import { readFileSync } from 'node:fs';
import { fromWeights, formatFraction, fractionToNumber, probability, type Distribution, type Outcome, type Rng } from '@rollwright/dice';
import {
  ARMORS,
  STANCES,
  WEAPONS,
  DOMINO_SOURCES,
  SHIELDS,
  attackDistribution,
  contestDistribution,
  createCharacter,
  degreeOf,
  generateSuits,
  rollSuitTest,
  runDuel,
  suitTestDistribution,
  type Character,
  type CharacterInput,
  type CombatEvent,
  type DominoSource,
  type Stance,
  type SuitTestResult,
} from '@rollwright/zilch-core';
import { CliUsageError } from '../errors.js';
import { outcomesJson, outcomesTable, type OutcomesJson } from '../format/outcomes.js';
import { parseFaces, parseSeed, startRng } from '../options.js';
import type { RegisterCommands } from './RegisterCommands.js';
import { refuseRepeatedValues } from './singleValue.js';

function int(name: string, min: number, max: number): (text: string) => number {
  return (text) => {
    const t = text.trim().replace('−', '-');
    const n = /^[-+]?\d+$/.test(t) ? Number(t) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      throw new CliUsageError(`${name} must be an integer in ${min}..${max}, got ${JSON.stringify(text)}`);
    }
    return n;
  };
}

function stance(name: string): (text: string) => Stance {
  return (text) => {
    const s = text.trim().toLowerCase();
    if (!STANCES.includes(s as Stance)) throw new CliUsageError(`${name} must be one of ${STANCES.join(', ')}, got ${JSON.stringify(text)}`);
    return s as Stance;
  };
}

function dominoes(text: string): DominoSource {
  const s = text.trim().toLowerCase();
  if (!DOMINO_SOURCES.includes(s as DominoSource)) {
    throw new CliUsageError(`--dominoes must be one of ${DOMINO_SOURCES.join(', ')}, got ${JSON.stringify(text)}`);
  }
  return s as DominoSource;
}

/** Re-orders a distribution's outcomes (strings keep insertion order in `fromWeights`). */
function ordered<T extends Outcome>(d: Distribution<T>, order: readonly T[]): Distribution<T> {
  const w = new Map(d.outcomes.map((o, i) => [o, d.weights[i] ?? 0n] as const));
  return fromWeights(order.filter((o) => w.has(o)).map((o) => [o, w.get(o) ?? 0n] as const));
}

/**
 * An item name as the rules write it: the catalogue keys are camelCase (`shortSword`,
 * `handAxe`), the rules text says "short sword", "hand axe".
 */
function itemName(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);
}

const SUIT_LINE = (s: Character['suits']): string => `♣ ${s.clubs}  ♠ ${s.spades}  ♦ ${s.diamonds}  ♥ ${s.hearts}`;

/**
 * The JSON `rollwright zilch character --json` prints.
 * @since 0.1.0
 * @category Output
 */
export interface ZilchCharacterJson {
  /** The seed that replays the draw. */
  readonly seed: number;
  /** Whether the high-powered piles (6..J, totals > 30) were used. */
  readonly highPowered: boolean;
  /** The four Suit values kept. */
  readonly suits: { readonly clubs: number; readonly spades: number; readonly diamonds: number; readonly hearts: number };
  /** Their total. */
  readonly total: number;
  /** Every hand drawn (card codes such as `9♣`); the last one is kept. */
  readonly hands: readonly (readonly string[])[];
}

/**
 * The JSON `rollwright zilch attack --json` prints: the attack's setup, then the shared
 * {@link OutcomesJson} shape with values `"miss"` and each bonus damage.
 * @since 0.1.0
 * @category Output
 */
export interface ZilchAttackJson extends OutcomesJson {
  /** Attacker's ♣. */
  readonly clubs: number;
  /** Defender's ♠. */
  readonly spades: number;
  /** Attacker's stance. */
  readonly attackerStance: Stance;
  /** Defender's stance. */
  readonly defenderStance: Stance;
  /** Domino source ([ruling Z03](../../../../docs/rulings/zilch.md#z03)). */
  readonly dominoes: DominoSource;
  /** P(hit) in lowest terms. */
  readonly hit: string;
}

/** What each Degree of Success means, for text output. */
const DEGREE_WORDS: Readonly<Record<SuitTestResult['degree'], string>> = Object.freeze({
  CS: 'critical success',
  S: 'success',
  F: 'failure',
  CF: 'critical failure',
});

/**
 * The JSON `rollwright zilch test --seed N --json` prints: the seed and the test as
 * `rollSuitTest` of `@rollwright/zilch-core` returns it.
 *
 * @example
 * ```ts
 * const json = JSON.parse(io.out) as ZilchTestRollJson; // after run(['zilch', 'test', '--skill', '9', '--seed', '1', '--json'], io)
 * json.dice.length; // 3
 * ```
 * @since 0.2.0
 * @category Output
 */
export interface ZilchTestRollJson extends SuitTestResult {
  /** The seed that replays the roll. */
  readonly seed: number;
  /** The `--mod` given (`skill` is the skill after it). */
  readonly modifier: number;
}

/** The two duellists: a Fighter and a Rogue from standard chargen. */
function duellists(rng: Rng): readonly [Character, Character, Rng] {
  const [a, r1] = generateSuits(rng);
  const [b, r2] = generateSuits(r1);
  const ada = createCharacter({
    name: 'Ada',
    suits: a.suits,
    classes: ['fighter'],
    equipment: { held: [WEAPONS.longsword, SHIELDS.shield], armor: ARMORS.chain, handy: [], pack: [] },
  });
  const bram = createCharacter({
    name: 'Bram',
    suits: b.suits,
    classes: ['rogue'],
    equipment: { held: [WEAPONS.shortSword, WEAPONS.dagger], armor: ARMORS.leather, handy: [], pack: [] },
  });
  return [ada, bram, r2];
}

/** Reads a character from a JSON file holding a `CharacterInput` (name, suits, classes…; equipment by catalog names). */
function characterFromFile(path: string): Character {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new CliUsageError(`cannot read a character from ${JSON.stringify(path)}: ${(e as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null) throw new CliUsageError(`${path} must hold a JSON object`);
  const o = raw as { name?: unknown; suits?: unknown; classes?: unknown; size?: unknown; undead?: unknown; weapons?: unknown; armor?: unknown };
  const weapons = Array.isArray(o.weapons) ? o.weapons : [];
  const held = weapons.map((w) => {
    // Own keys only: a name like "__proto__" or "constructor" must not find Object's members.
    const found = Object.hasOwn(WEAPONS, String(w)) ? (WEAPONS as Readonly<Record<string, (typeof WEAPONS)['dagger']>>)[String(w)] : undefined;
    if (found === undefined) throw new CliUsageError(`${path}: unknown weapon ${JSON.stringify(w)}`);
    return found;
  });
  const armor =
    o.armor === undefined || o.armor === null
      ? null
      : Object.hasOwn(ARMORS, String(o.armor))
        ? (ARMORS as Readonly<Record<string, (typeof ARMORS)['chain']>>)[String(o.armor)]
        : undefined;
  if (armor === undefined) throw new CliUsageError(`${path}: unknown armor ${JSON.stringify(o.armor)}`);
  const input = { ...(o as object), equipment: { held, armor, handy: [], pack: [] } } as unknown as CharacterInput;
  return createCharacter(input);
}

/** One readable line per interesting event. */
function describe(e: CombatEvent, hp: Map<string, number>, names: Readonly<Record<string, string>>): string | null {
  switch (e.type) {
    case 'combatStarted':
      return `Initiative: ${e.order.map((id) => `${id} ${e.initiative[id] ?? '?'}`).join(', ')}`;
    case 'roundStarted':
      return `\nRound ${e.round}${e.surprise ? ' (surprise)' : ''}`;
    case 'domino':
      return `  ${e.id} draws ${e.tile.greater}|${e.tile.lesser}`;
    case 'stance':
      return `  ${e.id} is ${e.stance}`;
    case 'attack': {
      const head = `  ${e.id} attacks ${e.target} with ${itemName(e.with)}: ${e.roll.attack} vs ${e.roll.defense}`;
      if (!e.roll.hit) return `${head} → miss${e.roll.hitCover ? ' (hits the cover)' : ''}`;
      if (e.damage === null) return `${head} → hit, no damage`;
      if (e.damage.dealt === 0) {
        const blocked = e.damage.physical + e.damage.energy;
        return `${head} → hit, but DR stops ${blocked === 0 ? 'it' : `all ${blocked} damage`}`;
      }
      return `${head} → hit for ${e.damage.dealt} damage`;
    }
    case 'chips':
      return `  ${e.id} spends ${e.spent} ${e.suit} chip${e.spent === 1 ? '' : 's'}`;
    case 'injury': {
      const ev = e.event;
      if (ev.type === 'hpLost') {
        const left = (hp.get(e.id) ?? 0) - ev.amount;
        hp.set(e.id, left);
        return `    ${e.id} loses ${ev.amount} HP (${left} left)`;
      }
      if (ev.type === 'unconscious') return `    ${e.id} falls unconscious`;
      if (ev.type === 'drain') return `    ${e.id} takes ${ev.amount} ${ev.suit} drain`;
      if (ev.type === 'dead') return `    ${e.id} dies`;
      return null;
    }
    case 'special':
      return `  ${e.id} ${e.special}s ${e.target}${e.squares === undefined ? '' : ` ${e.squares} squares`}`;
    case 'combatEnded':
      return `\n${e.winner === null ? 'Draw' : `${names[e.winner] ?? e.winner} wins`} after ${e.rounds} round${e.rounds === 1 ? '' : 's'}`;
    default:
      return null;
  }
}

interface JsonOption {
  readonly json?: boolean;
}

/**
 * Registers `rollwright zilch …`: `character` (card chargen, [ruling Z22](../../../../docs/rulings/zilch.md#z22)), `test`
 * (exact Degree-of-Success odds, one seeded roll, or the dice you threw; [ruling Z20](../../../../docs/rulings/zilch.md#z20)) and `contest`
 * (exact winner odds, [ruling Z21](../../../../docs/rulings/zilch.md#z21)), `attack` (exact hit and bonus-damage odds for any
 * stance pair and domino source, [rulings Z02](../../../../docs/rulings/zilch.md#z02) and [Z03](../../../../docs/rulings/zilch.md#z03)) and `duel` (a whole seeded fight between a generated
 * Fighter and Rogue). `--json` prints the shared outcomes shape of `rollwright odds`.
 *
 * @param program - The root command.
 * @param io - Output.
 * @example
 * ```ts
 * register(program, io); // then: rollwright zilch test --skill 9 --json
 * ```
 * @since 0.1.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  const zilch = program.command('zilch').description('Zilch Lite: characters, Suit tests, contests, attack odds and duels');

  zilch
    .command('character')
    .description('generate Suit values by drawing one card per Suit (5..10; redraw a total of 25 or less once)')
    .option('--high-powered', 'use 6..J piles and discard totals of 30 or less')
    .option('-s, --seed <n>', 'replay with this seed (any safe integer); without it a fresh seed is drawn and printed', parseSeed)
    .option('--json', 'print JSON')
    .action((options: JsonOption & { readonly highPowered?: boolean; readonly seed?: number }) => {
      const { rng, seed: used } = startRng(options.seed);
      const highPowered = options.highPowered === true;
      const [g] = generateSuits(rng, { highPowered });
      const total = g.suits.clubs + g.suits.spades + g.suits.diamonds + g.suits.hearts;
      const json: ZilchCharacterJson = {
        seed: used,
        highPowered,
        suits: g.suits,
        total,
        hands: g.hands.map((h) => h.map((c) => c.code)),
      };
      if (options.json === true) {
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      io.stdout(`seed ${used}\n`);
      g.hands.slice(0, -1).forEach((h) => io.stdout(`discarded: ${h.map((c) => c.code).join(' ')}\n`));
      io.stdout(`${SUIT_LINE(g.suits)}  (total ${total})\n`);
    });

  zilch
    .command('test')
    .description('a Suit test (3d6 with 6s as 0, roll under): the exact odds of each Degree of Success (CS, S, F, CF), or one seeded roll with --seed or --roll')
    .requiredOption('--skill <n>', 'Suit value or skill, -50..50 (0 = a fully drained Suit)', int('--skill', -50, 50))
    .option('--mod <m>', 'modifier: -5 very hard, -2 hard, +2 easy', int('--mod', -50, 50), 0)
    .option('-s, --seed <n>', 'roll the test with this seed (any safe integer) instead of showing the odds', parseSeed)
    .option('--roll', 'roll the test with a fresh seed (printed) instead of showing the odds')
    .option('-f, --faces <list>', 'use three d6 thrown at the table, e.g. 2,6,4 (a 6 reads 0)', parseFaces)
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExamples:\n  rollwright zilch test --skill 9 --mod -2\n  rollwright zilch test --skill 9 --seed 42\n  rollwright zilch test --skill 9 --faces 2,6,4\n')
    .action((options: JsonOption & { readonly skill: number; readonly mod: number; readonly seed?: number; readonly roll?: boolean; readonly faces?: readonly number[] }) => {
      const label = `Suit test, skill ${options.skill}${options.mod === 0 ? '' : ` ${options.mod > 0 ? '+' : ''}${options.mod}`}`;
      if (options.faces !== undefined) {
        if (options.seed !== undefined || options.roll === true) throw new CliUsageError('--faces does not go with --seed or --roll: the faces given decide the test');
        const faces = options.faces;
        if (faces.length !== 3) throw new CliUsageError(`--faces: a Suit test throws 3d6, so give 3 faces, got ${faces.length}`);
        for (const [i, f] of faces.entries()) {
          if (f < 1 || f > 6) throw new CliUsageError(`--faces: face ${i + 1} is ${f}, which a d6 cannot show (1..6)`);
        }
        const read = faces.map((f) => f % 6);
        const roll = read.reduce((a, b) => a + b, 0);
        const skill = options.skill + options.mod;
        const degree = degreeOf(roll, skill);
        if (options.json === true) {
          io.stdout(`${JSON.stringify({ faces, modifier: options.mod, dice: read, roll, skill, degree, success: degree === 'CS' || degree === 'S' }, null, 2)}\n`);
          return;
        }
        const shown = faces.map((f) => (f === 6 ? '6→0' : String(f))).join(' + ');
        io.stdout(`${label}: dice ${shown} = ${roll} against ${skill} → ${degree} (${DEGREE_WORDS[degree]})\n`);
        return;
      }
      if (options.seed !== undefined || options.roll === true) {
        const { rng, seed: used } = startRng(options.seed);
        const [test] = rollSuitTest(rng, options.skill, options.mod);
        if (options.json === true) {
          const json: ZilchTestRollJson = { seed: used, modifier: options.mod, ...test };
          io.stdout(`${JSON.stringify(json, null, 2)}\n`);
          return;
        }
        const [a, b, c] = test.dice;
        io.stdout(`${label}: dice ${a} + ${b} + ${c} = ${test.roll} against ${test.skill} → ${test.degree} (${DEGREE_WORDS[test.degree]})\n`);
        io.stdout(`seed ${used}  (replay: rollwright zilch test --skill ${options.skill}${options.mod === 0 ? '' : ` --mod ${options.mod}`} --seed ${used})\n`);
        return;
      }
      const d = suitTestDistribution(options.skill, options.mod);
      if (options.json === true) {
        io.stdout(`${JSON.stringify({ skill: options.skill, modifier: options.mod, ...outcomesJson(d) }, null, 2)}\n`);
        return;
      }
      io.stdout(`${label} (exact odds; --seed N or --roll rolls it, --faces reads your dice):\n`);
      for (const line of outcomesTable(d)) io.stdout(`${line}\n`);
    });

  zilch
    .command('contest')
    .description('exact odds of a non-combat contest: who wins (a = initiator, b) or a draw')
    .requiredOption('--a <n>', "initiator's skill, -50..50", int('--a', -50, 50))
    .requiredOption('--b <m>', "opponent's skill, -50..50", int('--b', -50, 50))
    .option('--json', 'print JSON')
    .action((options: JsonOption & { readonly a: number; readonly b: number }) => {
      const d = ordered(contestDistribution(options.a, options.b), ['a', 'b', 'draw']);
      if (options.json === true) {
        io.stdout(`${JSON.stringify({ a: options.a, b: options.b, ...outcomesJson(d) }, null, 2)}\n`);
        return;
      }
      io.stdout(`Contest, a ${options.a} vs b ${options.b}:\n`);
      for (const line of outcomesTable(d)) io.stdout(`${line}\n`);
    });

  zilch
    .command('attack')
    .description('exact odds of an attack: miss, or hit with each bonus damage (+1 per full 5 over)')
    .requiredOption('--clubs <n>', "attacker's ♣, 0..14", int('--clubs', 0, 14))
    .requiredOption('--spades <m>', "defender's ♠, 0..14", int('--spades', 0, 14))
    .requiredOption('--attacker-stance <s>', 'reckless, bold or cautious (guarded is accepted but a Guarded character may not attack)', stance('--attacker-stance'))
    .requiredOption('--defender-stance <s>', 'reckless, bold, cautious or guarded', stance('--defender-stance'))
    .option('--dominoes <source>', 'where the dominoes come from: tiles21, 2d6 or d8d4', dominoes, 'tiles21' as DominoSource)
    .option('--json', 'print JSON')
    .action(
      (options: JsonOption & { readonly clubs: number; readonly spades: number; readonly attackerStance: Stance; readonly defenderStance: Stance; readonly dominoes: DominoSource }) => {
        const raw = attackDistribution(
          { attackSuit: options.clubs, defenseSuit: options.spades, attackerStance: options.attackerStance, defenderStance: options.defenderStance },
          options.dominoes,
        );
        const bonuses = raw.outcomes.filter((o): o is number => typeof o === 'number').sort((x, y) => x - y);
        const d = ordered(raw, ['miss', ...bonuses]);
        const miss = probability(d, 'miss');
        const hit = { num: miss.den - miss.num, den: miss.den };
        const json: ZilchAttackJson = {
          clubs: options.clubs,
          spades: options.spades,
          attackerStance: options.attackerStance,
          defenderStance: options.defenderStance,
          dominoes: options.dominoes,
          hit: formatFraction(hit),
          ...outcomesJson(d),
        };
        if (options.json === true) {
          io.stdout(`${JSON.stringify(json, null, 2)}\n`);
          return;
        }
        io.stdout(
          `♣ ${options.clubs} ${options.attackerStance} vs ♠ ${options.spades} ${options.defenderStance}, ${options.dominoes}: hit ${formatFraction(hit)} ≈ ${(100 * fractionToNumber(hit)).toFixed(2)}%\n`,
        );
        for (const line of outcomesTable(d)) io.stdout(`${line}\n`);
      },
    );

  zilch
    .command('duel')
    .description('a generated Fighter (Ada) and Rogue (Bram), or two characters from JSON files, fight to the end')
    .option('-s, --seed <n>', 'replay with this seed (any safe integer); without it a fresh seed is drawn and printed', parseSeed)
    .option('--dominoes <source>', 'where the dominoes come from: tiles21, 2d6 or d8d4', dominoes, 'tiles21' as DominoSource)
    .option('--a-file <path>', 'first fighter from a JSON file: {"name","suits":{clubs,spades,diamonds,hearts},"classes":[…],"weapons":[…],"armor"}')
    .option('--b-file <path>', 'second fighter from a JSON file (same shape)')
    .option('--json', 'print the full event log as JSON')
    .action((options: JsonOption & { readonly seed?: number; readonly dominoes: DominoSource; readonly aFile?: string; readonly bFile?: string }) => {
      const { rng, seed: used } = startRng(options.seed);
      const [genA, genB, r] = duellists(rng);
      const a = options.aFile === undefined ? genA : characterFromFile(options.aFile);
      const b = options.bFile === undefined ? genB : characterFromFile(options.bFile);
      const { state, events } = runDuel(r, a, b, { dominoSource: options.dominoes });
      if (options.json === true) {
        io.stdout(`${JSON.stringify({ seed: used, characters: [a, b], winner: state.winner, rounds: state.round, events }, null, 2)}\n`);
        return;
      }
      io.stdout(`seed ${used}\n`);
      const who = (c: Character): string =>
        `${c.name} (${c.classes.join('/') || 'no class'}; ${[...c.equipment.held.map((i) => itemName(i.name)), c.equipment.armor === null ? undefined : `${itemName(c.equipment.armor.name)} armor`].filter(Boolean).join(', ') || 'unarmed'})`;
      io.stdout(`${who(a)}: ${SUIT_LINE(a.suits)}\n`);
      io.stdout(`${who(b)}: ${SUIT_LINE(b.suits)}\n`);
      const ids = a.name === b.name ? ['a', 'b'] : [a.name, b.name];
      const hp = new Map([
        [ids[0] ?? 'a', a.chips.hearts],
        [ids[1] ?? 'b', b.chips.hearts],
      ]);
      for (const e of events) {
        const line = describe(e, hp, { a: a.name, b: b.name });
        if (line !== null) io.stdout(`${line}\n`);
      }
    });
  refuseRepeatedValues(program); // a flag that takes one value may be given only once
};
