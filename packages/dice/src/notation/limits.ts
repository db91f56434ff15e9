/**
 * Longest formula {@link parse} accepts (1,000 UTF-16 code units).
 * @example
 * ```ts
 * safeParse('1+'.repeat(600)).ok; // false: over MAX_NOTATION_LENGTH
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_NOTATION_LENGTH = 1000;

/**
 * Most dice one term may roll (10,000), and most dice one formula may roll before
 * explosions and rerolls (same number, added over all terms).
 * @example
 * ```ts
 * safeParse('999999999d6').ok; // false (reason 'limit'); '1000d6' is fine
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_DICE = 10_000;

/**
 * Most sides a die may have (1,000,000).
 * @example
 * ```ts
 * safeParse('1d2000000').ok; // false
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_SIDES = 1_000_000;

/**
 * Largest number literal (10^9). Formulas whose results could leave the safe-integer range
 * are rejected as well.
 * @example
 * ```ts
 * safeParse('99999999999').ok; // false
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_NUMBER = 1_000_000_000;

/**
 * Most extra dice one die may add by exploding while rolling (100), and most rerolls of one
 * die (also 100). An explosion chain that reaches it stops and sets `capped` on the result.
 * A reroll-until chain (`r`) never needs to: its 100th reroll is drawn from the faces that
 * stand, which has the same odds as rolling on until one stands, so the die ends on a face it
 * may keep and `capped` stays false. Exact distributions use their own `depth` option and
 * report the cut-off mass as `leftover`.
 * @example
 * ```ts
 * roll(seed(1), '1d1000000!>1')[0].capped; // true: the chain stopped after 100 extra dice
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_CHAIN_DEPTH = 100;

/**
 * Deepest nesting of the syntax tree (50 levels of parentheses, operators or minus signs).
 * @example
 * ```ts
 * safeParse('('.repeat(60) + '1' + ')'.repeat(60)).ok; // false
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_AST_DEPTH = 50;

/**
 * Most nodes one syntax tree may have (500).
 * @example
 * ```ts
 * safeParse(Array(600).fill('1').join('+')).ok; // false
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_AST_NODES = 500;

/**
 * Most physical dice one roll may throw, counting explosions and rerolls (100,000). A roll
 * that reaches it throws no more follow-up dice and sets `capped` on its result.
 * @example
 * ```ts
 * roll(seed(1), '2000d1000000!>1')[0].dice.length; // 100000 (capped)
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_ROLLED_DICE = 100_000;

/**
 * Most sub-rolls one roll group may hold (100), e.g. `{1d6, 1d6, 1d6}` has 3. A group of
 * more is refused before anything is rolled or built, with reason `'limit'`.
 * @example
 * ```ts
 * safeParse(`{${Array(101).fill('1').join(',')}}`).ok; // false
 * ```
 * @since 0.2.0
 * @category Limits
 */
export const MAX_GROUP_ITEMS = 100;
