/**
 * A half-open range of UTF-16 offsets `[start, end)` into the notation string a node was
 * parsed from. Nodes built by hand may use any span; {@link format} ignores spans.
 * @since 0.1.0
 * @category Dice notation
 */
export interface Span {
  /** Offset of the node's first character (0-based, UTF-16 code units). */
  readonly start: number;
  /** Offset just past the node's last character. */
  readonly end: number;
}

/**
 * How a compare point compares a die's value with its number: `=` equal, `<>` not equal,
 * `<`, `<=`, `>`, `>=`.
 * @since 0.1.0
 * @category Dice notation
 */
export type CompareOp = '=' | '<>' | '<' | '<=' | '>' | '>=';

/**
 * A compare point such as `>=8` or `=1`: matches a die value `v` when `v op value` holds.
 * @since 0.1.0
 * @category Dice notation
 */
export interface ComparePoint {
  /** The comparison. */
  readonly op: CompareOp;
  /** The number compared against (pips; may be negative for Fudge dice). */
  readonly value: number;
}

/**
 * One reroll clause: `r` rerolls until the die stops matching, `ro` rerolls at most once.
 * @since 0.1.0
 * @category Dice notation
 */
export interface RerollClause {
  /** `'until'` for `r`, `'once'` for `ro`. */
  readonly mode: 'until' | 'once';
  /** Faces that trigger the reroll; `null` means the lowest face (`r` alone is `r=1`). */
  readonly compare: ComparePoint | null;
  /** Where the clause was written. */
  readonly span: Span;
}

/**
 * The explode clause: `!` adds each extra die as a die of its own, `!!` compounds the chain
 * into one die, `!p` penetrates (each extra die counts one less).
 * @since 0.1.0
 * @category Dice notation
 */
export interface ExplodeClause {
  /** `'explode'` for `!`, `'compound'` for `!!`, `'penetrate'` for `!p`. */
  readonly mode: 'explode' | 'compound' | 'penetrate';
  /** Values that trigger another die; `null` means the die's highest value. */
  readonly compare: ComparePoint | null;
  /** Where the clause was written. */
  readonly span: Span;
  /**
   * Set on `!!p` (compounding and penetrating): the chain is one die, as with `!!`, and each
   * extra roll in it counts one less, as with `!p`. Absent otherwise.
   * @since 0.2.0
   */
  readonly penetrating?: true;
}

/**
 * The keep/drop clause: `kh`/`k` keep highest, `kl` keep lowest, `dh` drop highest, `dl`/`d`
 * drop lowest, each with a count (default 1).
 * @since 0.1.0
 * @category Dice notation
 */
export interface KeepClause {
  /** Which dice the clause selects. */
  readonly which: 'kh' | 'kl' | 'dh' | 'dl';
  /** How many dice it keeps or drops (≥ 0). */
  readonly count: number;
  /** Where the clause was written. */
  readonly span: Span;
}

/**
 * The unique-dice clause: `u` rerolls a die whose value repeats one already standing in the
 * term until it no longer does, `uo` rerolls such a die once. With a compare point
 * (`u=1`) only repeats of matching values are rerolled.
 * @example
 * ```ts
 * parse('4d6u') // dice node with unique: { mode: 'until', compare: null }
 * ```
 * @since 0.2.0
 * @category Dice notation
 */
export interface UniqueClause {
  /** `'until'` for `u`, `'once'` for `uo`. */
  readonly mode: 'until' | 'once';
  /** Values whose repeats are rerolled; `null` means every value. */
  readonly compare: ComparePoint | null;
  /** Where the clause was written. */
  readonly span: Span;
}

/**
 * The sort clause: `s` or `sa` lists the dice low to high, `sd` high to low. It changes the
 * display order in the roll record only, never the total.
 * @example
 * ```ts
 * parse('4d6sd') // dice node with sort: { order: 'desc' }
 * ```
 * @since 0.2.0
 * @category Dice notation
 */
export interface SortClause {
  /** `'asc'` for `s`/`sa`, `'desc'` for `sd`. */
  readonly order: 'asc' | 'desc';
  /** Where the clause was written. */
  readonly span: Span;
}

/**
 * A whole number written in the formula (always ≥ 0: a minus sign is a {@link NegateNode}).
 * @since 0.1.0
 * @category Dice notation
 */
export interface NumberNode {
  /** Node tag. */
  readonly kind: 'number';
  /** The value, a safe integer ≥ 0. */
  readonly value: number;
  /** Source span. */
  readonly span: Span;
}

/**
 * Unary minus, e.g. `-1d4`.
 * @since 0.1.0
 * @category Dice notation
 */
export interface NegateNode {
  /** Node tag. */
  readonly kind: 'negate';
  /** The negated expression. */
  readonly operand: DiceExpr;
  /** Source span. */
  readonly span: Span;
}

/**
 * An arithmetic operation. `/` is integer division; the rounding mode is a compile option.
 * @since 0.1.0
 * @category Dice notation
 */
export interface BinaryNode {
  /** Node tag. */
  readonly kind: 'binary';
  /** The operator. */
  readonly op: '+' | '-' | '*' | '/';
  /** Left operand. */
  readonly left: DiceExpr;
  /** Right operand. */
  readonly right: DiceExpr;
  /** Source span. */
  readonly span: Span;
}

/**
 * A dice term such as `4d6kh3`, `2d20kl1`, `10d10>=8f=1`, `d%` or `4dF`, with all its
 * modifiers. Modifiers apply in a fixed order whatever order they were written in (see the
 * package README): reroll, min/max, explode, keep/drop, success counting.
 * @since 0.1.0
 * @category Dice notation
 */
export interface DiceNode {
  /** Node tag. */
  readonly kind: 'dice';
  /** How many dice: a number (1 when omitted, as in `d20`) or a dice-free parenthesized expression. */
  readonly count: DiceExpr;
  /** Faces: a side count ≥ 1, `'%'` (d100 written `d%`) or `'F'` (Fudge: −1, 0, +1). */
  readonly sides: number | '%' | 'F';
  /** `min` clamp: each die value below it counts as it (`null` when absent). */
  readonly min: number | null;
  /** `max` clamp: each die value above it counts as it (`null` when absent). */
  readonly max: number | null;
  /** Reroll clauses in the order written (all `r` or all `ro`). */
  readonly reroll: readonly RerollClause[];
  /** The explode clause, if any. */
  readonly explode: ExplodeClause | null;
  /** The keep/drop clause, if any. */
  readonly keep: KeepClause | null;
  /** Success compare point: when set, the term counts successes instead of adding values. */
  readonly success: ComparePoint | null;
  /** Failure compare point (needs `success`): each failure subtracts one success. */
  readonly failure: ComparePoint | null;
  /** Source span. */
  readonly span: Span;
  /**
   * Every keep/drop clause in the order written, when there are two or more (`4d6dh1dl1`).
   * Each clause acts on the dice the clauses before it left; `keep` is the first of them.
   * Absent when the term has at most one clause.
   * @since 0.2.0
   */
  readonly keeps?: readonly KeepClause[];
  /**
   * Custom faces, `1d{1,2,2,3}` or `2d{-1,0,1}`: the die shows one of these values, each
   * entry equally likely (a repeated value is more likely). `sides` is then their number.
   * Absent for numbered, `%` and Fudge dice.
   * @since 0.2.0
   */
  readonly faces?: readonly number[];
  /**
   * Face labels of labelled custom faces, `1d{tails:0,heads:1}`: one entry per entry of
   * `faces`, the label written before that face's value or `null` for a face written without
   * one. Absent when no face has a label. Labels name faces; the value still does all the
   * counting ([ruling N44](../../../../docs/rulings/dice.md#n44)).
   * @example
   * ```ts
   * (parse('1d{tails:0,heads:1}') as DiceNode).faceLabels; // ['tails', 'heads']
   * ```
   * @since 0.3.0
   */
  readonly faceLabels?: readonly (string | null)[];
  /**
   * Rolled side count, `2d(1d6+2)`: an expression holding dice, rolled before the term's own
   * dice. `sides` is then 0. Absent when the side count is written as a number.
   * (A rolled dice count, `(1d4)d6`, is simply a `count` that holds dice.)
   * @since 0.2.0
   */
  readonly sidesExpr?: DiceExpr;
  /** The unique-dice clause (`u`, `uo`), when written. @since 0.2.0 */
  readonly unique?: UniqueClause;
  /** The sort clause (`s`, `sa`, `sd`), when written. @since 0.2.0 */
  readonly sort?: SortClause;
  /**
   * Critical-success mark, `crit` (default: the highest face) or `crit>=19`: kept dice whose
   * value matches are marked in the roll record; the total is unchanged. Absent when not written.
   * @since 0.2.0
   */
  readonly critSuccess?: ComparePoint;
  /**
   * Critical-failure mark, `fumble` (default: the lowest face) or `fumble<=2`: like
   * `critSuccess`, for the low end. Absent when not written.
   * @since 0.2.0
   */
  readonly critFailure?: ComparePoint;
}

/**
 * A roll group, `{4d6+2d8, 3d20+3}kh1` or `{3d6, 2d8}>=10`: several sub-rolls, each an
 * expression. Keep/drop clauses pick sub-rolls by their totals and a success point counts
 * the sub-rolls whose total meets it. A group of one sub-roll applies keep/drop to that
 * sub-roll's dice instead (`{2d20}kh1` is `2d20kh1`) and its success point to the total
 * (`{3d6}<=12` is 1 or 0). Without clauses, the group's total is the sum of its sub-rolls.
 * @example
 * ```ts
 * parse('{3d6, 3d6, 3d6}dl1').kind; // 'group'
 * ```
 * @since 0.2.0
 * @category Dice notation
 */
export interface GroupNode {
  /** Node tag. */
  readonly kind: 'group';
  /** The sub-rolls, in the order written (at least one). */
  readonly items: readonly DiceExpr[];
  /** Keep/drop clauses in the order written (each acting on what the ones before it left). */
  readonly keeps: readonly KeepClause[];
  /** Success compare point on each sub-roll's total, or `null`. */
  readonly success: ComparePoint | null;
  /** Failure compare point (needs `success`): each failing sub-roll subtracts one, or `null`. */
  readonly failure: ComparePoint | null;
  /**
   * `sa`/`sd` after the group (since 0.2.0): display order only. The dice of every term inside
   * are sorted (unless a term sorts its own), and the roll record lists the sub-rolls by total.
   */
  readonly sort?: SortClause;
  /** Source span. */
  readonly span: Span;
}

/**
 * The math functions of {@link CallNode}: `floor`, `ceil` and `round` set how every `/` inside
 * them rounds (`floor(1d6/2)`); `abs` is the absolute value; `min` and `max` take the least or
 * greatest of two or more arguments.
 * @example
 * ```ts
 * parse('floor(1d6/2)') // call node with name 'floor'
 * ```
 * @since 0.2.0
 * @category Dice notation
 */
export type FunctionName = 'floor' | 'ceil' | 'round' | 'abs' | 'min' | 'max';

/**
 * A math function applied to expressions, e.g. `floor(1d6/2)`, `max(1d20, 10)`.
 * @example
 * ```ts
 * parse('max(1d20, 10)').kind; // 'call'
 * ```
 * @since 0.2.0
 * @category Dice notation
 */
export interface CallNode {
  /** Node tag. */
  readonly kind: 'call';
  /** The function. */
  readonly name: FunctionName;
  /** Its arguments: exactly one for floor/ceil/round/abs, two or more for min/max. */
  readonly args: readonly DiceExpr[];
  /** Source span. */
  readonly span: Span;
}

/**
 * A pass/fail test on a total, written as a parenthesized expression followed by a compare
 * point: `(3d6)<=12` is 1 when the total of 3d6 is at most 12, else 0 (the GURPS and AnyDice
 * reading). A compare point written straight after dice (`3d6<=3`) still counts successes
 * die by die ([ruling N17](../../../../docs/rulings/dice.md#n17)).
 * @example
 * ```ts
 * parse('(3d6)<=12').kind; // 'test'
 * ```
 * @since 0.2.0
 * @category Dice notation
 */
export interface TestNode {
  /** Node tag. */
  readonly kind: 'test';
  /** The expression whose total is tested. */
  readonly operand: DiceExpr;
  /** The compare point the total must meet to pass. */
  readonly compare: ComparePoint;
  /** Source span. */
  readonly span: Span;
}

/**
 * The sides a usage die may have ([ruling U1](../../../../docs/rulings/dice.md#u1): d4, d6, d8, d10, d12, d20).
 * @since 0.1.0
 * @category Usage dice
 */
export type UsageSides = 4 | 6 | 8 | 10 | 12 | 20;

/**
 * A usage die term, `ud6`: rolls one die; a 1 or 2 steps it down ([ruling U1](../../../../docs/rulings/dice.md#u1)).
 * @since 0.1.0
 * @category Dice notation
 */
export interface UsageDieNode {
  /** Node tag. */
  readonly kind: 'usage';
  /** The die size. */
  readonly sides: UsageSides;
  /** Source span. */
  readonly span: Span;
}

/**
 * The typed syntax tree of a dice formula, as returned by {@link parse}.
 * @since 0.1.0
 * @category Dice notation
 */
export type DiceExpr = NumberNode | NegateNode | BinaryNode | DiceNode | UsageDieNode | GroupNode | CallNode | TestNode;
