/**
 * Why a formula was rejected: `'syntax'` (not valid notation), `'range'` (a value out of
 * range, e.g. `1d0`, a negative dice count), `'limit'` (over a documented limit such as
 * {@link MAX_DICE}), `'infinite'` (a roll that could never end, e.g. `1d1!`), `'inexpressible'` (a
 * formula valid in another tool's dialect whose meaning Rollwright cannot express, e.g. Foundry
 * VTT's `xo`, explode once; only thrown when a dialect is given to {@link compile}).
 * @since 0.1.0
 * @category Dice notation
 */
export type DiceNotationErrorReason = 'syntax' | 'range' | 'limit' | 'infinite' | 'inexpressible';

/**
 * The one error thrown for a formula that cannot be rolled: bad syntax, a value out of range,
 * a limit exceeded or a roll that would never end. It is thrown before any die is rolled.
 *
 * @example
 * ```ts
 * try { parse('2d+1'); } catch (e) {
 *   if (e instanceof DiceNotationError) e.message; // 'Expected a number of sides at 3 in "2d+1"' (the message counts from 1, `index` from 0)
 * }
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class DiceNotationError extends SyntaxError {
  /** Always `'DiceNotationError'`, so the error can be told apart after serialization. */
  override readonly name = 'DiceNotationError';
  /** The formula as given. */
  declare readonly notation: string;
  /** UTF-16 offset in `notation` where the problem is (0-based; may equal its length). */
  declare readonly index: number;
  /** What was expected at `index`, e.g. `'a number of sides'`. */
  declare readonly expected: string;
  /** The kind of problem. */
  declare readonly reason: DiceNotationErrorReason;
  /**
   * @param notation - The formula.
   * @param index - Offset of the problem.
   * @param expected - What was expected there (goes into the message).
   * @param reason - Kind of problem (default `'syntax'`).
   */
  constructor(notation: string, index: number, expected: string, reason: DiceNotationErrorReason = 'syntax') {
    super(`Expected ${expected} at ${index + 1} in "${notation.length > 80 ? `${notation.slice(0, 77)}...` : notation}"`);
    this.notation = notation;
    this.index = index;
    this.expected = expected;
    this.reason = reason;
  }
}
