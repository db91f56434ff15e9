import { DIALECT_NAMES, dialectByName, type Dialect } from '@rollwright/dice/dialects';
import { MAX_EXPLODE_DEPTH, SecureRoller, seed, type Rng } from '@rollwright/dice';
import { CliUsageError } from './errors.js';

/**
 * Most rolls one `rollwright roll --times K` makes (K is checked before any die is rolled).
 *
 * @example
 * ```ts
 * parseTimes(String(MAX_TIMES + 1)); // throws CliUsageError
 * ```
 * @since 0.1.0
 * @category Options
 */
export const MAX_TIMES = 10_000;

/**
 * Most dice one `rollwright roll` command throws at first: the formula's dice per roll times
 * `--times` (explosions and rerolls come on top, bounded per die by the dice package). Checked
 * before any die is rolled, so `roll 1000d6 --times 10000` fails at once instead of filling memory.
 *
 * @example
 * ```ts
 * MAX_ROLL_DICE; // 100000
 * ```
 * @since 0.1.0
 * @category Options
 */
export const MAX_ROLL_DICE = 100_000;

/**
 * Most physical dice one `rollwright roll` command may throw in all, explosions and rerolls
 * included (each roll's `dice`, summed over `--times`). Counted while rolling: the command stops
 * with a usage error once the total passes it, before printing anything, so text and JSON output
 * stay within memory (`roll '1000d1000000!>1' --times 100` would otherwise throw 10 million).
 *
 * @example
 * ```ts
 * MAX_THROWN_DICE; // 500000
 * ```
 * @since 0.1.0
 * @category Options
 */
export const MAX_THROWN_DICE = 500_000;

/**
 * Largest exact table `rollwright odds` prints, in digits: number of outcomes × digits of the
 * total weight (≈ the size of the exact weights and fractions). `1000d6` (5,001 outcomes ×
 * 779 digits) fits; `10000d6` (50,001 × 7,782) does not and is refused before any output.
 *
 * @example
 * ```ts
 * MAX_ODDS_DIGITS; // 50000000
 * ```
 * @since 0.1.0
 * @category Options
 */
export const MAX_ODDS_DIGITS = 50_000_000;

/**
 * Smallest and largest seed the CLI accepts: every safe integer, as `seed()` in
 * `@rollwright/dice` does, so a seed from a library session replays here with the same dice.
 * Every bit of the seed counts; the fresh seeds the CLI prints are integers in
 * 0..2^53 - 1 drawn from the system's secure source.
 *
 * @example
 * ```ts
 * const [min, max] = SEED_RANGE; // -9007199254740991, 9007199254740991
 * ```
 * @since 0.1.0
 * @category Options
 */
export const SEED_RANGE: readonly [min: number, max: number] = Object.freeze([Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER] as const);

function integer(text: string): number | undefined {
  const t = text.trim();
  if (!/^[-+−]?\d+$/.test(t)) return undefined;
  const n = Number(t.replace('−', '-'));
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * Reads an option value that is any safe integer (a total to compare with, for instance).
 *
 * @param option - The option's name as typed, e.g. `'--at-least'`, for the error message.
 * @param text - The option value as typed.
 * @returns The integer.
 * @throws {@link CliUsageError} if `text` is not a safe integer.
 * @example
 * ```ts
 * parseInteger('--at-least', '12'); // 12
 * ```
 * @since 0.2.0
 * @category Options
 */
export function parseInteger(option: string, text: string): number {
  const n = integer(text);
  if (n === undefined) throw new CliUsageError(`${option} must be a whole number, got ${JSON.stringify(text)}`);
  return n;
}

/**
 * Reads a `--seed` value.
 *
 * @param text - The option value as typed; an integer in {@link SEED_RANGE} (any safe integer).
 * @returns The seed.
 * @throws {@link CliUsageError} if `text` is not an integer or lies outside {@link SEED_RANGE}.
 * @example
 * ```ts
 * parseSeed('42'); // 42
 * ```
 * @since 0.1.0
 * @category Options
 */
export function parseSeed(text: string): number {
  const n = integer(text);
  const [min, max] = SEED_RANGE;
  if (n === undefined || n < min || n > max) {
    throw new CliUsageError(`--seed must be a safe integer (${min}..${max}), got ${JSON.stringify(text)}`);
  }
  return n;
}

/**
 * Reads a `--times` value.
 *
 * @param text - The option value as typed; an integer in 1..{@link MAX_TIMES} (rolls).
 * @returns The number of rolls.
 * @throws {@link CliUsageError} if `text` is not an integer in 1..{@link MAX_TIMES}.
 * @example
 * ```ts
 * parseTimes('3'); // 3
 * ```
 * @since 0.1.0
 * @category Options
 */
export function parseTimes(text: string): number {
  const n = integer(text);
  if (n === undefined || n < 1 || n > MAX_TIMES) {
    throw new CliUsageError(`--times must be an integer in 1..${MAX_TIMES}, got ${JSON.stringify(text)}`);
  }
  return n;
}

/**
 * Most faces `rollwright roll --faces` takes (the same bound as the dice one command throws at
 * first, {@link MAX_ROLL_DICE}); checked before any face is read.
 *
 * @example
 * ```ts
 * MAX_FACES; // 100000
 * ```
 * @since 0.2.0
 * @category Options
 */
export const MAX_FACES: number = MAX_ROLL_DICE;

/**
 * Reads a `roll --faces` value: the faces of dice thrown at the table, in the order they are
 * used (first the dice the formula asks for, then the extra dice of explosions and rerolls).
 *
 * @param text - Integers separated by commas and/or spaces, e.g. `'17,4'` or `'6 2 3'`; Fudge
 *   faces are `-1`, `0` and `1`. At most {@link MAX_FACES} faces.
 * @returns The faces in order.
 * @throws {@link CliUsageError} if an item is not an integer, the list is empty, or it holds more
 *   than {@link MAX_FACES} faces.
 * @example
 * ```ts
 * parseFaces('17,4'); // [17, 4]
 * ```
 * @see {@link parseFacesOrLabels} for `roll --faces`, which also takes face labels.
 * @since 0.2.0
 * @category Options
 */
export function parseFaces(text: string): readonly number[] {
  const items = text.split(/[\s,]+/).filter((t) => t !== '');
  if (items.length === 0) throw new CliUsageError(`--faces needs at least one face, e.g. --faces 17,4; got ${JSON.stringify(text)}`);
  if (items.length > MAX_FACES) throw new CliUsageError(`--faces takes at most ${MAX_FACES} faces (MAX_FACES), got ${items.length}`);
  return Object.freeze(
    items.map((item, i) => {
      const n = integer(item);
      if (n === undefined) throw new CliUsageError(`--faces: item ${i + 1} is ${JSON.stringify(item)}, not a whole number (give faces like 17,4)`);
      return n;
    }),
  );
}

/**
 * The form of a face label, as custom-face notation writes it (`1d{tails:0,heads:1}`): a letter
 * or `_`, then letters, digits, `_` or `-`; case-sensitive.
 */
const LABEL = /^[A-Za-z_][\w-]*$/;

/**
 * Reads a `roll --faces` value, where a die with labelled faces (`1d{tails:0,heads:1}`) may be
 * given the label it shows instead of a number: the faces of dice thrown at the table, in the
 * order they are used (first the dice the formula asks for, then the extra dice of explosions
 * and rerolls). Only the form of each item is checked here; whether the die it stands for has
 * that face or label is checked by `rollwright roll` against the formula.
 *
 * @param text - Whole numbers and/or labels separated by commas and/or spaces, e.g. `'17,4'`,
 *   `'heads'` or `'skull blank 1'`; a label is a letter or `_` followed by letters, digits, `_`
 *   or `-` (case-sensitive). Fudge faces are `-1`, `0` and `1`. At most {@link MAX_FACES} faces,
 *   checked before any item is read.
 * @param option - The option's name for messages (`'--faces'` unless given).
 * @returns The faces in order: a number for each whole-number item, the label string otherwise.
 * @throws {@link CliUsageError} if an item is neither a whole number nor a label, the list is
 *   empty, or it holds more than {@link MAX_FACES} faces.
 * @example
 * ```ts
 * parseFacesOrLabels('skull,blank,1'); // ['skull', 'blank', 1]
 * parseFacesOrLabels('17 4');          // [17, 4]
 * ```
 * @since 0.2.0
 * @category Options
 */
export function parseFacesOrLabels(text: string, option = '--faces'): readonly (number | string)[] {
  const items = text.split(/[\s,]+/).filter((t) => t !== '');
  if (items.length === 0) throw new CliUsageError(`${option} needs at least one face, e.g. ${option} 17,4 or ${option} heads; got ${JSON.stringify(text)}`);
  if (items.length > MAX_FACES) throw new CliUsageError(`${option} takes at most ${MAX_FACES} faces (MAX_FACES), got ${items.length}`);
  return Object.freeze(
    items.map((item, i) => {
      const n = integer(item);
      if (n !== undefined) return n;
      if (LABEL.test(item)) return item;
      const shown = JSON.stringify(item.length > 40 ? `${item.slice(0, 40)}…` : item);
      throw new CliUsageError(`${option}: item ${i + 1} is ${shown}, neither a whole number nor a face label (give faces like 17,4 or heads,tails)`);
    }),
  );
}

/**
 * Reads an `odds --depth` value: how many extra rolls per exploding die the exact distribution
 * follows before the rest is reported as leftover.
 *
 * @param text - The option value as typed; an integer in 0..`MAX_EXPLODE_DEPTH` (100) extra rolls.
 * @returns The depth.
 * @throws {@link CliUsageError} if `text` is not an integer in that range.
 * @example
 * ```ts
 * parseDepth('5'); // 5
 * ```
 * @since 0.1.0
 * @category Options
 */
export function parseDepth(text: string): number {
  const n = integer(text);
  if (n === undefined || n < 0 || n > MAX_EXPLODE_DEPTH) {
    throw new CliUsageError(`--depth must be an integer in 0..${MAX_EXPLODE_DEPTH}, got ${JSON.stringify(text)}`);
  }
  return n;
}

/**
 * The generator a command starts from: `--seed` when given, else a fresh seed from the system's
 * secure source (which the command prints so the result can be replayed).
 *
 * @param explicit - The parsed `--seed`, or `undefined`.
 * @returns The state and the seed it came from.
 * @example
 * ```ts
 * startRng(42).seed; // 42
 * ```
 * @since 0.1.0
 * @category Options
 */
export function startRng(explicit: number | undefined): {
  /** The generator state to roll with. */
  readonly rng: Rng;
  /** The seed it was made from (a safe integer): print it so the result can be replayed. */
  readonly seed: number;
} {
  // A printed seed is for replaying, not a secret: 53 secure bits make it unguessable in advance.
  const used = explicit ?? new SecureRoller().int(0, Number.MAX_SAFE_INTEGER);
  return { rng: seed(used), seed: used };
}

/**
 * Reads a `--dialect` value: whose dice notation the formula is written in.
 *
 * @param text - The option value as typed: `rollwright` (the default), `foundry`, `roll20` or
 *   `rpg-dice-roller`.
 * @returns The dialect object `compile` of `@rollwright/dice` takes.
 * @throws {@link CliUsageError} for any other name; the message lists the names.
 * @example
 * ```ts
 * parseDialect('foundry').name; // 'foundry'
 * ```
 * @since 0.2.0
 * @category Options
 */
export function parseDialect(text: string): Dialect {
  if (!(DIALECT_NAMES as readonly string[]).includes(text)) {
    throw new CliUsageError(`--dialect must be one of ${DIALECT_NAMES.join(', ')}, got ${JSON.stringify(text)}`);
  }
  return dialectByName(text);
}
