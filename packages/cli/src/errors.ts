/**
 * Bad command-line input that the CLI itself detects (an option value out of range, a seed
 * that is not a safe integer…). Like every other input error it is printed as one line and
 * makes {@link run} return exit code 2.
 *
 * @example
 * ```ts
 * throw new CliUsageError('--times must be an integer in 1..10000, got "0"');
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class CliUsageError extends Error {
  /** Always `'CliUsageError'`. */
  override readonly name = 'CliUsageError';
  /**
   * @param message - What is wrong, naming the option or argument and the value given.
   */
  constructor(message: string) {
    super(message);
  }
}

/** Built-in error names: an error with one of these names is a bug, not bad input. */
const BUILT_IN = new Set(['Error', 'TypeError', 'ReferenceError', 'RangeError', 'SyntaxError', 'EvalError', 'URIError', 'AggregateError']);

/**
 * Decides whether an error is the user's bad input. Every Rollwright package reports bad input
 * with its own typed error class (`DiceNotationError`, `DistributionError`, `RngStateError`,
 * {@link CliUsageError}, …), each with its own `name`; so is a Node system error such as
 * `ENOENT` for a file the user named (it has `code` and `syscall`). Other built-in errors
 * (`TypeError`, a plain `Error`) are bugs.
 *
 * @param error - Anything thrown.
 * @returns `true` for a typed Rollwright error, which the CLI reports as bad input (exit 2).
 * @example
 * ```ts
 * isInputError(new CliUsageError('x')); // true
 * isInputError(new TypeError('x'));     // false
 * ```
 * @since 0.1.0
 * @category Errors
 */
export function isInputError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  // A Node system error (ENOENT, EACCES… on a file the user named) carries `code` and `syscall`.
  const system = error as Error & { code?: unknown; syscall?: unknown };
  if (typeof system.code === 'string' && typeof system.syscall === 'string') return true;
  return !BUILT_IN.has(error.name);
}

/** The fields a dice notation error carries (see `DiceNotationError` in `@rollwright/dice`). */
interface NotationErrorShape {
  readonly notation?: unknown;
  readonly source?: unknown;
  readonly index?: unknown;
  readonly expected?: unknown;
  readonly reason?: unknown;
}

/**
 * The size limits of `@rollwright/dice` a formula can exceed, by the words its `'limit'` errors
 * use after `at most N` (the number literal limit has none).
 */
const LIMITS: readonly (readonly [suffix: string, name: string, what: string])[] = [
  [' sides', 'MAX_SIDES', 'sides per die'],
  [' dice in one term', 'MAX_DICE', 'dice in one term'],
  [' dice in one formula', 'MAX_DICE', 'dice in one formula'],
  [' terms and operators', 'MAX_AST_NODES', 'terms and operators'],
  [' levels of nesting', 'MAX_AST_DEPTH', 'levels of nesting'],
  [' characters', 'MAX_NOTATION_LENGTH', 'characters'],
  ['', 'MAX_NUMBER', 'as the largest number in a formula'],
];

/** Names the limit a `'limit'` notation error reports: what it bounds, its value, its constant. */
function limitOf(expected: string): string {
  const m = /^at most (\d+)(.*)$/.exec(expected);
  const hit = m === null ? undefined : LIMITS.find(([suffix]) => suffix === m[2]);
  if (m === null || hit === undefined) return `it needs ${expected}`;
  return `the limit is ${m[1] ?? ''} ${hit[2]} (the dice library's ${hit[1]})`;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * Turns an input error into the one-line message the CLI prints (without the `rollwright: `
 * prefix and without a stack trace). A dice notation error is phrased as
 * `bad dice notation at 5 in "2d6+": expected a number` (the position counts characters from 1,
 * as `DiceNotationError`'s own message does; formulas over 80 characters are cut). A formula
 * that is well formed but over one of the dice library's size limits (reason `'limit'`) is not
 * called bad notation: the line names the limit and its value, e.g.
 * `"1d1000000000" is over a size limit (not a notation error): the limit is 1000000 sides per
 * die (the dice library's MAX_SIDES)`. An unknown
 * table name ends with the command that lists the tables (`rollwright table list`); any other
 * error gives its own message.
 *
 * @param error - An error for which {@link isInputError} is `true`.
 * @returns One line of text, no trailing newline.
 * @example
 * ```ts
 * describeError(new CliUsageError('--times must be at least 1')); // '--times must be at least 1'
 * ```
 * @since 0.1.0
 * @category Errors
 */
export function describeError(error: Error): string {
  if (error.name === 'DiceNotationError') {
    const e = error as Error & NotationErrorShape;
    const notation = typeof e.notation === 'string' ? e.notation : typeof e.source === 'string' ? e.source : undefined;
    const expected = Array.isArray(e.expected)
      ? e.expected.map(String).join(' or ')
      : typeof e.expected === 'string'
        ? e.expected
        : undefined;
    if (typeof e.index === 'number' && notation !== undefined && expected !== undefined) {
      // Positions count from 1, as in DiceNotationError's own message; long formulas are cut.
      const shown = notation.length > 80 ? `${notation.slice(0, 77)}...` : notation;
      if (e.reason === 'limit') return `${JSON.stringify(shown)} is over a size limit (not a notation error): ${limitOf(expected)}`;
      return `bad dice notation at ${e.index + 1} in ${JSON.stringify(shown)}: expected ${expected}`;
    }
  }
  if (error.name === 'UnknownTableError') {
    // The library's message points at its own API; at the command line the list is a command away.
    return `${oneLine(error.message).replace(/\s*\(see [^)]*\)$/, '')}; rollwright table list shows every table`;
  }
  return oneLine(error.message);
}
