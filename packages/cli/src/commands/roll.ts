import { beginRoll, compile, roll, type DiceRequest, type Formula, type FormulaTerm, type RollResult, type RollSession } from '@rollwright/dice';
import { formatDice } from '../format/roll.js';
import { CliUsageError } from '../errors.js';
import type { Dialect } from '@rollwright/dice/dialects';
import { MAX_ROLL_DICE, MAX_THROWN_DICE, MAX_TIMES, parseDialect, parseFacesOrLabels, parseSeed, parseTimes, startRng } from '../options.js';
import type { RegisterCommands } from './RegisterCommands.js';
import { refuseRepeatedValues } from './singleValue.js';

interface RollOptions {
  readonly seed?: number;
  readonly faces?: readonly (number | string)[];
  readonly ask?: boolean;
  readonly times: number;
  readonly json?: boolean;
  readonly dialect?: Dialect;
}

/**
 * The JSON `rollwright roll --json` prints: the canonical notation, the seed that replays the
 * rolls, and each roll's full `RollResult` from `@rollwright/dice` (total, terms, every die).
 *
 * @example
 * ```ts
 * const json = JSON.parse(io.out) as RollJson; // after run(['roll', '3d6', '--seed', '1', '--json'], io)
 * json.rolls[0]?.dice.length; // 3
 * ```
 * @since 0.1.0
 * @category Output
 */
export interface RollJson {
  /** Canonical notation of the formula rolled (e.g. `4d6k3` is written `4d6kh3`). */
  readonly notation: string;
  /**
   * The seed used: `--seed`, or the fresh one drawn from the system's secure source; `null`
   * when the faces were given with `--faces` (physical dice).
   */
  readonly seed: number | null;
  /**
   * The faces given with `--faces` (and typed for `--ask`), in the order they were used, as
   * given: a number, or the label read off a die with labelled faces (`"skull"`); absent for
   * seeded rolls. Each die of `rolls` carries the value it counts and, for a labelled face, its
   * `label`.
   */
  readonly faces?: readonly (number | string)[];
  /** One result per roll, in order; the rolls continue one stream from `seed`. */
  readonly rolls: readonly RollResult[];
}

/** What a follow-up die of a term is for, from the term's modifiers. */
function followUpReason(formula: Formula, termIndex: number): string {
  const t = formula.terms[termIndex];
  if (t === undefined) return 'a follow-up die';
  if (t.explode !== null && t.reroll !== null) return 'a follow-up die (an explosion or a reroll)';
  if (t.explode !== null) return 'an extra die for an explosion';
  if (t.reroll !== null) return 'a die to replace a rerolled one';
  return 'a follow-up die';
}

/** The die wanted at position `at` of a request: its group and how many of that group are still wanted from there. */
function wantedAt(request: readonly DiceRequest[], at: number): { readonly group: DiceRequest; readonly left: number } | undefined {
  let rest = at;
  for (const group of request) {
    if (rest < group.count) return { group, left: group.count - rest };
    rest -= group.count;
  }
  return undefined;
}

/** Most distinct faces or labels a message lists for a custom die; more are cut with `…`. */
const LISTED_FACES = 12;

/**
 * A custom die's faces indexed once (a die may have up to a million faces and a command up to
 * `MAX_FACES` faces to check): its distinct values, its labels, and the labels of each value.
 */
interface CustomFaces {
  /** Distinct faces as notation writes them, in first-seen order (`skull:1`, `1`). */
  readonly written: readonly string[];
  /** Distinct labels, in first-seen order. */
  readonly labels: readonly string[];
  /** Each value and the distinct labels of the faces that show it (empty when unlabelled). */
  readonly byValue: ReadonlyMap<number, readonly string[]>;
}

/**
 * Finds a request group's {@link CustomFaces} (`undefined` for a die without custom faces),
 * indexing each custom die once per command.
 */
type FaceIndex = (group: DiceRequest) => CustomFaces | undefined;

/** A {@link FaceIndex} with its own cache, for one command. */
function faceIndex(): FaceIndex {
  const seen = new Map<readonly number[], CustomFaces>();
  return (group) => {
    if (group.faces === undefined) return undefined;
    const known = seen.get(group.faces);
    if (known !== undefined) return known;
    const made = customFaces(group.faces, group.labels);
    seen.set(group.faces, made);
    return made;
  };
}

function customFaces(faces: readonly number[], labels: readonly (string | null)[] | undefined): CustomFaces {
  const written = new Set<string>();
  const all = new Set<string>();
  const byValue = new Map<number, string[]>();
  for (const [k, v] of faces.entries()) {
    const label = labels?.[k] ?? null;
    written.add(label === null ? String(v) : `${label}:${v}`);
    const list = byValue.get(v) ?? [];
    if (label !== null) {
      all.add(label);
      if (!list.includes(label)) list.push(label);
    }
    byValue.set(v, list);
  }
  return { written: [...written], labels: [...all], byValue };
}

/** A list for a message, cut after {@link LISTED_FACES} entries with the full count. */
function listed(items: readonly string[]): string {
  return items.length > LISTED_FACES ? `${items.slice(0, LISTED_FACES).join(', ')}, … (${items.length} in all)` : items.join(', ');
}

/** A die of a request group in words, one or several: `a d6 (1..6)`, `2 Fudge dice (-1, 0 or 1)`, `3 custom dice (skull:1, shield:0, blank:0)`. */
function diceWords(group: DiceRequest, n: number, index: FaceIndex): string {
  const custom = index(group);
  if (custom !== undefined) return `${n > 1 ? `${n} custom dice` : 'a custom die'} (${listed(custom.written)})`;
  if (group.sides === 'F') return `${n > 1 ? `${n} Fudge dice` : 'a Fudge die'} (-1, 0 or 1)`;
  return `${n > 1 ? String(n) : 'a'} d${group.sides} (1..${group.sides})`;
}

/** A face as a message shows it: a number as is, a label quoted (and cut at 40 characters). */
function shownFace(face: number | string): string {
  return typeof face === 'number' ? String(face) : JSON.stringify(face.length > 40 ? `${face.slice(0, 40)}…` : face);
}

/**
 * Why `face` cannot stand for a die of request group `group` (term `t`), worded for `--faces`
 * (`at` is the face's position, from 1) and for a typed `--ask` line; `undefined` when the die
 * can show it. A label must be one of the die's labels; a number one of its values, and not a
 * value that faces of two labels share (the record would have to guess which was thrown).
 */
function faceProblem(t: FormulaTerm, group: DiceRequest, face: number | string, at: number, index: FaceIndex): { readonly faces: string; readonly ask: string } | undefined {
  const custom = index(group);
  const shown = shownFace(face);
  const plain = custom === undefined ? `${t.sides === 'F' ? 'Fudge die' : `d${t.sides}`}` : 'custom die';
  const range = (): string => (custom === undefined ? `${t.lo}..${t.hi}` : listed(custom.written));
  if (typeof face === 'string') {
    if (custom === undefined || custom.labels.length === 0) {
      return {
        faces: `--faces: face ${at} is ${shown}, but a ${plain} of ${t.notation} has no face labels (give a number: ${range()})`,
        ask: `${shown} is not a face of a ${plain} of ${t.notation}: it has no face labels (give a number: ${range()})`,
      };
    }
    if (custom.labels.includes(face)) return undefined;
    return {
      faces: `--faces: face ${at} is ${shown}, which no face of a die of ${t.notation} shows; its labels are ${listed(custom.labels)}`,
      ask: `${shown} is not a label of a die of ${t.notation}; its labels are ${listed(custom.labels)}`,
    };
  }
  const named = custom?.byValue.get(face);
  if (face < t.lo || face > t.hi || (custom !== undefined && named === undefined)) {
    return {
      faces: `--faces: face ${at} is ${face}, which a ${plain} of ${t.notation} cannot show (${range()})`,
      ask: custom === undefined ? `${face} is not a face of a ${plain} (${range()})` : `${face} is not a face of a custom die of ${t.notation} (${range()})`,
    };
  }
  if (named === undefined || named.length < 2) return undefined;
  const which = named.join(' and ');
  return {
    faces: `--faces: face ${at} is ${face}, which faces labelled ${which} both show on a die of ${t.notation}: give the label`,
    ask: `${face} is shown by faces labelled ${which} of a die of ${t.notation}: type the label`,
  };
}

/** Words for the dice wanted next, e.g. `2 d20 (1..20) for 2d20kh1` or `an extra die for an explosion, a d6 (1..6) for 3d6!`. */
function describeWanted(formula: Formula, wanted: { readonly group: DiceRequest; readonly left: number }, followUp: boolean, count: boolean, index: FaceIndex): string {
  const { group, left } = wanted;
  const term = formula.terms[group.termIndex];
  const dice = diceWords(group, count ? left : 1, index);
  const what = followUp ? `${followUpReason(formula, group.termIndex)}${count && left > 1 ? `: ${dice}` : `, ${dice}`}` : dice;
  return `${what}${term === undefined ? '' : ` for ${term.notation}`}`;
}

/** Where the faces of a roll at the table come from: those given with `--faces`, then (with `--ask`) typed lines. */
interface FaceSource {
  readonly given: readonly (number | string)[];
  readonly ask?: (prompt: string) => Promise<string | null>;
  readonly warn: (text: string) => void;
}

/**
 * Rolls `formula` on the faces the user threw (results-first, `beginRoll`): each request takes the
 * next faces in order, follow-up dice for explosions and rerolls included. Every face must be
 * used, and none may be missing; with `ask`, missing faces are asked for (a typed line that is
 * not usable is reported and asked again).
 */
async function rollOnFaces(formula: Formula, source: FaceSource): Promise<{ readonly result: RollResult; readonly faces: readonly (number | string)[] }> {
  const faces = [...source.given];
  const index = faceIndex();
  let session: RollSession = beginRoll(formula);
  let used = 0;
  let followUp = false;
  while (!session.done) {
    const request = session.request;
    const needed = request.reduce((sum, r) => sum + r.count, 0);
    while (faces.length - used < needed) {
      const have = faces.length - used;
      const wanted = wantedAt(request, have);
      if (wanted === undefined) break;
      if (source.ask === undefined) {
        throw new CliUsageError(
          `--faces ran out after ${faces.length} face${faces.length === 1 ? '' : 's'}: ${formula.notation} needs ${needed - have} more now; the next is ${describeWanted(formula, wanted, followUp, false, index)}`,
        );
      }
      const line = await source.ask(`${formula.notation}: faces of ${describeWanted(formula, wanted, followUp, true, index)}? `);
      if (line === null) {
        throw new CliUsageError(`the input ended: ${formula.notation} still needs ${needed - have} face${needed - have === 1 ? '' : 's'}; the next is ${describeWanted(formula, wanted, followUp, false, index)}`);
      }
      let typed: readonly (number | string)[];
      try {
        typed = parseFacesOrLabels(line);
      } catch (error) {
        if (!(error instanceof CliUsageError)) throw error;
        source.warn(`rollwright: ${error.message.replace(/^--faces/, 'that line')}; try again\n`);
        continue;
      }
      if (typed.length > needed - have) {
        source.warn(`rollwright: only ${needed - have} face${needed - have === 1 ? '' : 's'} wanted now, got ${typed.length}; try again\n`);
        continue;
      }
      // Check the typed faces against the dice they stand for; a bad line is asked again.
      const problem = typed.map((face, k) => {
        const w = wantedAt(request, have + k);
        const t = w === undefined ? undefined : formula.terms[w.group.termIndex];
        return w === undefined || t === undefined ? undefined : faceProblem(t, w.group, face, faces.length + k + 1, index);
      }).find((p) => p !== undefined);
      if (problem !== undefined) {
        source.warn(`rollwright: ${problem.ask}; try again\n`);
        continue;
      }
      faces.push(...typed);
    }
    const chunk = faces.slice(used, used + needed);
    for (const [j, face] of chunk.entries()) {
      const w = wantedAt(request, j);
      const t = w === undefined ? undefined : formula.terms[w.group.termIndex];
      const problem = w === undefined || t === undefined ? undefined : faceProblem(t, w.group, face, used + j + 1, index);
      if (problem !== undefined) throw new CliUsageError(problem.faces);
    }
    session = session.supply(chunk);
    used += needed;
    followUp = true;
  }
  if (used < faces.length) {
    throw new CliUsageError(
      `--faces gave ${faces.length} face${faces.length === 1 ? '' : 's'} but ${formula.notation} used ${used}; left over: ${faces.slice(used).join(',')}`,
    );
  }
  return { result: session.result, faces };
}

/**
 * Prints rolls one per line; with more than one roll each line is numbered and the totals are
 * right-aligned in one column.
 */
function rollLines(rolls: readonly RollResult[]): string[] {
  const width = String(rolls.length).length;
  const totalWidth = rolls.reduce((w, r) => Math.max(w, String(r.total).length), 0);
  return rolls.map((r, i) => {
    if (rolls.length === 1) return `${r.notation} = ${r.total}  ${formatDice(r)}`;
    return `#${String(i + 1).padStart(width)}  ${r.notation} = ${String(r.total).padStart(totalWidth)}  ${formatDice(r)}`;
  });
}

/**
 * Registers `rollwright roll <notation> [--seed N] [--times K] [--faces F,…] [--dialect D] [--json]`: rolls a
 * formula (parsed once) K times in a row from one seeded stream and prints every die. Without
 * `--seed` a fresh seed comes from `seedFromEntropy` and is printed, so the roll can be replayed.
 * With `--faces` the dice were thrown at the table: the faces are read in order, first the
 * dice the formula asks for, then any follow-up dice of explosions and rerolls (`beginRoll` of
 * `@rollwright/dice`); with `--ask` the command asks for each throw's faces through
 * `io.readLine` instead (after any given with `--faces`). A die with labelled faces
 * (`1d{tails:0,heads:1}`) takes the label read off it or its value, each checked against the
 * die it stands for (see {@link parseFacesOrLabels}). `--dialect` reads the formula as
 * Foundry VTT, Roll20 or rpg-dice-roller write it (`@rollwright/dice/dialects`).
 *
 * @param program - The root command.
 * @param io - Output.
 * @example
 * ```ts
 * register(program, io); // then: rollwright roll 4d6kh3 --seed 42 --times 6
 * // or: rollwright roll '3d{skull:1,skull:1,skull:1,shield:0,shield:0,blank:0}' --faces skull,blank,skull
 * ```
 * @since 0.1.0
 * @category Commands
 */
export const register: RegisterCommands = (program, io) => {
  program
    .command('roll')
    .description('roll dice notation and show the total and every die')
    .argument('<notation...>', 'dice notation, e.g. 2d6+3, 4d6kh3, 1d20!, 6d10>=8 (spaces allowed)')
    .option('-s, --seed <n>', 'replay with this seed: any safe integer (only its low 32 bits count); without it a fresh seed is drawn and printed', parseSeed)
    .option('-n, --times <k>', `roll k times in a row, 1..${MAX_TIMES}`, parseTimes, 1)
    .option('-f, --faces <list>', 'use dice thrown at the table: their faces in order, e.g. 17,4, or the labels of labelled faces, e.g. skull,blank (then the extra dice of explosions and rerolls)', (text: string) => parseFacesOrLabels(text))
    .option('-a, --ask', 'use dice thrown at the table, asking for each throw\'s faces (after any --faces), explosions and rerolls included')
    .option('--json', 'print the seed and every roll result as JSON')
    .option('--dialect <name>', "read the formula as another tool writes it: foundry, roll20 or rpg-dice-roller (or rollwright, the notation used without this option); the replay line shows Rollwright's notation", parseDialect)
    .addHelpText(
      'after',
      '\nExamples:\n  rollwright roll 4d6kh3 --times 6\n  rollwright roll 1d20r1 --dialect foundry   (Foundry\'s r rerolls once)\n  rollwright roll 1d20 + 5 --seed 42 --json\n  rollwright roll 2d20kh1+5 --faces 17,4\n  rollwright roll 3d6! --faces 6,2,3,5   (the 6 explodes: the 5 is its extra die)\n  rollwright roll 3d6! --ask             (asks for the three faces, then for any extra die)\n  rollwright roll \'3d{skull:1,skull:1,skull:1,shield:0,shield:0,blank:0}\' --faces skull,blank,skull\n',
    )
    .action(async (words: readonly string[], options: RollOptions) => {
      const formula = compile(words.join(' '), options.dialect === undefined ? {} : { dialect: options.dialect });
      const perRoll = formula.terms.reduce((sum, t) => sum + t.count, 0);
      if (perRoll * options.times > MAX_ROLL_DICE) {
        throw new CliUsageError(
          `${formula.notation} × --times ${options.times} throws ${perRoll * options.times} dice; the limit is ${MAX_ROLL_DICE} per command (MAX_ROLL_DICE)`,
        );
      }
      if (options.faces !== undefined || options.ask === true) {
        if (options.seed !== undefined) throw new CliUsageError(`${options.ask === true ? '--ask' : '--faces'} and --seed do not go together: the faces thrown decide the roll`);
        if (options.times !== 1) throw new CliUsageError(`${options.ask === true ? '--ask' : '--faces'} rolls once; leave out --times`);
        const ask = options.ask === true ? io.readLine?.bind(io) : undefined;
        if (options.ask === true && ask === undefined) throw new CliUsageError('--ask needs an input to read faces from; give them with --faces');
        const source: FaceSource = ask === undefined
          ? { given: options.faces ?? [], warn: (t) => io.stderr(t) }
          : { given: options.faces ?? [], ask, warn: (t) => io.stderr(t) };
        const { result, faces } = await rollOnFaces(formula, source);
        if (options.json === true) {
          const json: RollJson = { notation: formula.notation, seed: null, faces, rolls: [result] };
          io.stdout(`${JSON.stringify(json, null, 2)}\n`);
          return;
        }
        for (const line of rollLines([result])) io.stdout(`${line}\n`);
        return;
      }
      const start = startRng(options.seed);
      const used = start.seed;
      let rng = start.rng;
      const rolls: RollResult[] = [];
      let thrown = 0;
      for (let i = 0; i < options.times; i++) {
        const [result, next] = roll(rng, formula);
        thrown += result.dice.length;
        if (thrown > MAX_THROWN_DICE) {
          throw new CliUsageError(
            `${formula.notation} threw more than ${MAX_THROWN_DICE} dice in ${i + 1} of ${options.times} rolls, explosions and rerolls included; the limit is ${MAX_THROWN_DICE} per command (MAX_THROWN_DICE)`,
          );
        }
        rolls.push(result);
        rng = next;
      }
      if (options.json === true) {
        const json: RollJson = { notation: formula.notation, seed: used, rolls };
        io.stdout(`${JSON.stringify(json, null, 2)}\n`);
        return;
      }
      for (const line of rollLines(rolls)) io.stdout(`${line}\n`);
      const times = options.times > 1 ? ` --times ${options.times}` : '';
      io.stdout(`seed ${used}  (replay: rollwright roll ${JSON.stringify(formula.notation)} --seed ${used}${times})\n`);
    });
  refuseRepeatedValues(program); // a flag that takes one value may be given only once
};
