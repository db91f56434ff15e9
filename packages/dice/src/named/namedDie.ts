import { NamedDieError } from './NamedDieError.js';
import { MAX_NAMED_FACES, MAX_SYMBOLS_PER_FACE } from './limits.js';

/**
 * One face of a named die: its name (what a player reads off the die, `'white shield'`) and
 * the symbols it shows, each with how many of it (`{ success: 1, advantage: 1 }`). A blank
 * face shows no symbols.
 * @example
 * ```ts
 * const face: NamedFace = { name: 'success + advantage', symbols: { success: 1, advantage: 1 } };
 * ```
 * @since 0.3.0
 * @category Named dice
 */
export interface NamedFace {
  /** The face's name, a non-empty string. Faces of the same name show the same symbols. */
  readonly name: string;
  /** The symbols the face shows: symbol name → how many (a whole number 1..{@link MAX_SYMBOLS_PER_FACE}). */
  readonly symbols: Readonly<Record<string, number>>;
}

/**
 * A face as given to {@link namedDie}: `symbols` may be left out for a blank face, and a
 * count of 0 is the same as leaving the symbol out.
 * @example
 * ```ts
 * const blank: NamedFaceInput = { name: 'blank' };
 * ```
 * @since 0.3.0
 * @category Named dice
 */
export interface NamedFaceInput {
  /** The face's name, a non-empty string. */
  readonly name: string;
  /** The symbols it shows with their counts (whole numbers 0..{@link MAX_SYMBOLS_PER_FACE}); absent for none. */
  readonly symbols?: Readonly<Record<string, number>>;
}

/**
 * A die whose faces carry names and symbols instead of numbers, each face equally likely (a
 * name written on several faces is that much more likely). Build one with {@link namedDie};
 * instances are frozen plain data (JSON-serializable).
 * @example
 * ```ts
 * const coin: NamedDie = namedDie([{ name: 'heads', symbols: { heads: 1 } }, { name: 'tails' }]);
 * coin.faces.length; // 2
 * ```
 * @since 0.3.0
 * @category Named dice
 */
export interface NamedDie {
  /** The faces, in the order given (at least one, at most {@link MAX_NAMED_FACES}). */
  readonly faces: readonly NamedFace[];
}

/** @internal How many of `symbol` the face shows (0 when none; never an inherited member). */
export function countOf(face: NamedFace, symbol: string): number {
  return Object.hasOwn(face.symbols, symbol) ? (face.symbols[symbol] as number) : 0;
}

/** @internal A short, safe rendering of a value for an error message. */
export function shown(x: unknown): string {
  return typeof x === 'string' ? `'${x.length > 40 ? `${x.slice(0, 37)}...` : x}'` : typeof x === 'object' ? (x === null ? 'null' : Array.isArray(x) ? 'an array' : 'an object') : typeof x === 'symbol' ? 'a symbol' : String(x);
}

/**
 * Defines a die with named faces, as symbol-dice systems print them: a coin (heads, tails),
 * a Fate die (minus, blank, plus), a combat die of skulls and shields, or a narrative die
 * whose faces show several symbols at once (success and advantage on one face). Each face is
 * equally likely; repeat a face to weight it. The faces are checked and copied: the input is
 * never kept or changed ([ruling N46](../../../../docs/rulings/dice.md#n46)).
 *
 * @param faces - The faces, 1..{@link MAX_NAMED_FACES} of them, each `{ name, symbols? }`.
 *   Faces sharing a name must show the same symbols.
 * @returns The frozen die.
 * @throws {@link NamedDieError} if `faces` is not a non-empty array of faces (reason `'die'`),
 *   a name is empty or not a string, two faces of one name show different symbols (`'die'`),
 *   a symbol name is empty or a count is not a whole number `0..MAX_SYMBOLS_PER_FACE`
 *   (`'symbol'`, or `'limit'` above the maximum), or there are more than `MAX_NAMED_FACES` faces
 *   (`'limit'`).
 * @example
 * ```ts
 * // A six-sided combat die: three skulls, two white shields, one black shield.
 * const combat = namedDie([
 *   { name: 'skull', symbols: { skull: 1 } },
 *   { name: 'skull', symbols: { skull: 1 } },
 *   { name: 'skull', symbols: { skull: 1 } },
 *   { name: 'white shield', symbols: { shield: 1 } },
 *   { name: 'white shield', symbols: { shield: 1 } },
 *   { name: 'black shield', symbols: { blackShield: 1 } },
 * ]);
 * ```
 * @see {@link namedFaceDistribution}, {@link symbolCountDistribution}, {@link rollNamedDice}
 * @since 0.3.0
 * @category Named dice
 */
export function namedDie(faces: readonly NamedFaceInput[]): NamedDie {
  if (!Array.isArray(faces) || faces.length === 0) throw new NamedDieError(`a named die needs a non-empty array of faces, got ${Array.isArray(faces) ? 'an empty array' : shown(faces)}`, 'die');
  if (faces.length > MAX_NAMED_FACES) throw new NamedDieError(`a named die may have at most ${MAX_NAMED_FACES} faces, got ${faces.length}`, 'limit');
  const byName = new Map<string, string>();
  const out = faces.map((f: unknown, k): NamedFace => {
    const face = f as Partial<NamedFaceInput> | null;
    if (typeof face !== 'object' || face === null || Array.isArray(face)) throw new NamedDieError(`face ${k} must be an object { name, symbols? }, got ${shown(face)}`, 'die');
    const { name, symbols = {} } = face;
    if (typeof name !== 'string' || name === '') throw new NamedDieError(`face ${k} needs a non-empty name, got ${shown(name)}`, 'die');
    if (typeof symbols !== 'object' || symbols === null || Array.isArray(symbols)) throw new NamedDieError(`the symbols of face ${shown(name)} must be an object of counts, got ${shown(symbols)}`, 'symbol');
    const entries: [string, number][] = [];
    for (const [symbol, n] of Object.entries(symbols)) {
      if (symbol === '') throw new NamedDieError(`face ${shown(name)} has an empty symbol name`, 'symbol');
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new NamedDieError(`face ${shown(name)} shows ${shown(n)} of ${shown(symbol)}: a count is a whole number ≥ 0`, 'symbol');
      if (n > MAX_SYMBOLS_PER_FACE) throw new NamedDieError(`face ${shown(name)} shows ${n} of ${shown(symbol)}: at most ${MAX_SYMBOLS_PER_FACE} of a symbol per face`, 'limit');
      if (n > 0) entries.push([symbol, n]);
    }
    // Faces of one name must mean one thing: compare a canonical key (symbols sorted).
    const key = JSON.stringify([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const had = byName.get(name);
    if (had !== undefined && had !== key) throw new NamedDieError(`faces named ${shown(name)} show different symbols (${had} and ${key})`, 'die');
    byName.set(name, key);
    return Object.freeze({ name, symbols: Object.freeze(Object.fromEntries(entries)) });
  });
  return Object.freeze({ faces: Object.freeze(out) });
}

/**
 * @internal Checks a pool (an array of dice, at most `max`) before any work: its size first,
 * then each die's shape, so a hostile or oversized pool fails fast with a NamedDieError.
 */
export function checkPool(pool: readonly NamedDie[], what: string, max: number): void {
  if (!Array.isArray(pool)) throw new NamedDieError(`${what} needs an array of named dice, got ${shown(pool)}`, 'die');
  if (pool.length > max) throw new NamedDieError(`${what} takes at most ${max} dice, got ${pool.length}`, 'limit');
  pool.forEach((d: unknown, k) => checkDie(d, `${what}: die ${k}`));
}

/** @internal Checks that `d` looks like a die from {@link namedDie} (faces with names and symbol objects). */
export function checkDie(d: unknown, what: string): asserts d is NamedDie {
  const faces = (d as { faces?: unknown } | null)?.faces;
  if (typeof d !== 'object' || d === null || !Array.isArray(faces) || faces.length === 0 || faces.length > MAX_NAMED_FACES) {
    throw new NamedDieError(`${what} must be a die from namedDie, got ${shown(d)}`, 'die');
  }
  for (const f of faces as unknown[]) {
    const face = f as Partial<NamedFace> | null;
    if (typeof face !== 'object' || face === null || typeof face.name !== 'string' || typeof face.symbols !== 'object' || face.symbols === null) {
      throw new NamedDieError(`${what} must be a die from namedDie (a face is not { name, symbols })`, 'die');
    }
    for (const n of Object.values(face.symbols)) {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_SYMBOLS_PER_FACE) throw new NamedDieError(`${what} must be a die from namedDie (face ${shown(face.name)} has a count ${shown(n)})`, 'symbol');
    }
  }
}

/** @internal The symbol names of `symbols` (one name or several), checked to be non-empty strings. */
export function symbolList(symbols: string | readonly string[], what: string): readonly string[] {
  const list: unknown[] = typeof symbols === 'string' ? [symbols] : Array.isArray(symbols) ? symbols : [symbols];
  if (list.length === 0) throw new NamedDieError(`${what} needs at least one symbol name`, 'symbol');
  for (const s of list) if (typeof s !== 'string' || s === '') throw new NamedDieError(`${what} needs symbol names (non-empty strings), got ${shown(s)}`, 'symbol');
  return list as string[];
}
