/**
 * Longest formula {@link parse} accepts (1,000 UTF-16 code units).
 * @since 0.1.0
 * @category Limits
 */
export const MAX_NOTATION_LENGTH = 1000;

/**
 * Most dice one term may roll (10,000), and most dice one formula may roll before
 * explosions and rerolls (same number, added over all terms).
 * @since 0.1.0
 * @category Limits
 */
export const MAX_DICE = 10_000;

/**
 * Most sides a die may have (1,000,000).
 * @since 0.1.0
 * @category Limits
 */
export const MAX_SIDES = 1_000_000;

/**
 * Largest number literal (10^9). Formulas whose results could leave the safe-integer range
 * are rejected as well.
 * @since 0.1.0
 * @category Limits
 */
export const MAX_NUMBER = 1_000_000_000;

/**
 * Most extra dice one die may add by exploding while rolling (100), and most rerolls of one
 * die (also 100). Reaching it stops the chain and sets `capped` on the result. Exact
 * distributions use their own `depth` option and report the cut-off mass as `leftover`.
 * @since 0.1.0
 * @category Limits
 */
export const MAX_CHAIN_DEPTH = 100;

/**
 * Deepest nesting of the syntax tree (50 levels of parentheses, operators or minus signs).
 * @since 0.1.0
 * @category Limits
 */
export const MAX_AST_DEPTH = 50;

/**
 * Most nodes one syntax tree may have (500).
 * @since 0.1.0
 * @category Limits
 */
export const MAX_AST_NODES = 500;

/**
 * Most physical dice one roll may throw, counting explosions and rerolls (100,000). A roll
 * that reaches it throws no more follow-up dice and sets `capped` on its result.
 * @since 0.1.0
 * @category Limits
 */
export const MAX_ROLLED_DICE = 100_000;
