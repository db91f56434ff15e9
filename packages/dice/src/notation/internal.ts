// Internal helpers shared by the parser, compiler and evaluators (not exported by the package).
import type { BinaryNode, ComparePoint, DiceExpr, DiceNode, UsageDieNode } from './ast.js';

/**
 * How `/` rounds its exact quotient: `'floor'` (default, toward −∞), `'ceil'` (toward +∞),
 * `'round'` (nearest, halves away from zero) or `'trunc'` (toward zero).
 * @since 0.1.0
 * @category Dice notation
 */
export type Rounding = 'floor' | 'ceil' | 'round' | 'trunc';

/** @internal Text for any value in an error message, even one `String()` cannot convert (a null-prototype object). */
export function safeString(v: unknown): string {
  try {
    return String(v);
  } catch {
    return Object.prototype.toString.call(v);
  }
}

/** @internal Integer division with the given rounding (b ≠ 0). */
export function divide(a: number, b: number, rounding: Rounding): number {
  const q = a / b;
  switch (rounding) {
    case 'floor':
      return Math.floor(q);
    case 'ceil':
      return Math.ceil(q);
    case 'trunc':
      return Math.trunc(q);
    default:
      return q < 0 ? -Math.round(-q) : Math.round(q);
  }
}

/** @internal Whether value `v` matches a compare point. */
export function matches(cp: ComparePoint, v: number): boolean {
  switch (cp.op) {
    case '=':
      return v === cp.value;
    case '<>':
      return v !== cp.value;
    case '<':
      return v < cp.value;
    case '<=':
      return v <= cp.value;
    case '>':
      return v > cp.value;
    default:
      return v >= cp.value;
  }
}

/**
 * @internal Evaluates a tree left to right. The dice terms (dice and usage nodes) take their
 * values from `leaf`, in order: `leaf[at.i++]` for an array, else `leaf(node)`. A division by 0
 * gives NaN, which then spreads to the result.
 */
export function calc(e: DiceExpr, rounding: Rounding, leaf: readonly number[] | ((node: DiceExpr) => number), at = { i: 0 }): number {
  if (e.kind === 'number') return e.value;
  if (e.kind === 'negate') return -calc(e.operand, rounding, leaf, at);
  if (e.kind !== 'binary') return typeof leaf === 'function' ? leaf(e) : (leaf[at.i++] as number);
  const a = calc(e.left, rounding, leaf, at);
  const b = calc(e.right, rounding, leaf, at);
  return e.op === '+' ? a + b : e.op === '-' ? a - b : e.op === '*' ? a * b : b === 0 ? NaN : divide(a, b, rounding);
}

/**
 * @internal Folds a tree bottom-up, left to right: a number literal through `num`, a negation
 * through `neg`, an operator through `bin` (with its node) and each dice term through `term`,
 * with the term's index (the terms in order, as {@link calc} meets them).
 */
export function fold<T>(
  e: DiceExpr,
  num: (value: number) => T,
  neg: (x: T) => T,
  bin: (x: T, y: T, node: BinaryNode) => T,
  term: (index: number, node: DiceNode | UsageDieNode) => T,
): T {
  let next = 0;
  const walk = (x: DiceExpr): T =>
    x.kind === 'number' ? num(x.value)
    : x.kind === 'negate' ? neg(walk(x.operand))
    : x.kind === 'binary' ? bin(walk(x.left), walk(x.right), x)
    : term(next++, x);
  return walk(e);
}

/** @internal Value of a dice-free expression, or undefined if it holds dice or divides by 0. */
export function constantValue(e: DiceExpr, rounding: Rounding): number | undefined {
  const v = calc(e, rounding, () => NaN);
  return Number.isNaN(v) ? undefined : v;
}

/** @internal A face's value after the `min`/`max` clamps of its term (`null`: no clamp). */
export function clamp(c: { readonly min: number | null; readonly max: number | null }, face: number): number {
  return c.min !== null && face < c.min ? c.min : c.max !== null && face > c.max ? c.max : face;
}

/** @internal Face range of a dice term and its highest value after its min/max clamps. */
export interface Faces {
  lo: number;
  hi: number;
  clampHi: number;
}

/** @internal Faces and highest value of a dice node (values are faces after min/max clamps). */
export function staticFaces(node: DiceNode): Faces {
  const lo = node.sides === 'F' ? -1 : 1;
  const hi = node.sides === 'F' ? 1 : node.sides === '%' ? 100 : node.sides;
  return { lo, hi, clampHi: clamp(node, hi) };
}

/**
 * @internal The values a die of `node` can end on (after its `until` rerolls and min/max
 * clamps), sampled at every face where a rule could change: the ends of the face range and the
 * neighbours of each number the term mentions (and of each number in `also`). Every question
 * "does some / every value meet compare point X" whose X is among those numbers is answered
 * exactly by these samples, and their smallest and largest are the true value range.
 */
export function standingValues(node: DiceNode, also: readonly number[] = []): number[] {
  const { lo, hi } = staticFaces(node);
  const until = node.reroll.filter((r) => r.mode === 'until');
  const marks = [lo, hi, node.min, node.max, node.explode?.compare?.value, node.success?.value, node.failure?.value, ...node.reroll.map((r) => r.compare?.value), ...also];
  const out: number[] = [];
  for (const v of marks) {
    if (v == null) continue;
    for (let x = v - 2; x <= v + 2; x++) {
      if (x >= lo && x <= hi && !until.some((r) => matches(r.compare ?? { op: '=', value: lo }, x))) out.push(clamp(node, x));
    }
  }
  return out;
}
