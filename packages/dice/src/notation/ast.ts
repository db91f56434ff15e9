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
export type DiceExpr = NumberNode | NegateNode | BinaryNode | DiceNode | UsageDieNode;
