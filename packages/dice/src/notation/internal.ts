// Internal helpers shared by the parser, compiler and evaluators (not exported by the package).
import type { BinaryNode, CallNode, ComparePoint, DiceExpr, DiceNode, GroupNode, KeepClause, TestNode, UsageDieNode } from './ast.js';

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

/** @internal Whether an expression holds dice (a dice term, usage die or group anywhere in it). */
export function hasDice(e: DiceExpr): boolean {
  switch (e.kind) {
    case 'number':
      return false;
    case 'negate':
      return hasDice(e.operand);
    case 'binary':
      return hasDice(e.left) || hasDice(e.right);
    case 'call':
      return e.args.some(hasDice);
    case 'test':
      return hasDice(e.operand);
    default:
      return true;
  }
}

/** @internal Whether a dice term's count or sides are rolled (`(1d4)d6`, `2d(1d6+2)`). */
export function isDynamic(node: DiceNode): boolean {
  return node.sidesExpr !== undefined || hasDice(node.count);
}

/**
 * @internal The rank window `[from, to)` (0 = lowest) that keep/drop clauses applied in turn leave
 * of `m` ranked items; `label[r]` says which kind of clause removed rank r ('keep'/'drop'), or
 * null for a kept rank.
 */
export function keepWindow(keeps: readonly Pick<KeepClause, 'which' | 'count'>[], m: number): { from: number; to: number; label: ('keep' | 'drop' | null)[] } {
  let from = 0;
  let to = m;
  const label = new Array<'keep' | 'drop' | null>(m).fill(null);
  const cut = (a: number, b: number, why: 'keep' | 'drop'): void => {
    for (let r = a; r < b; r++) label[r] = why;
  };
  for (const { which, count: c } of keeps) {
    const [a, b] =
      which === 'kh' ? [Math.max(from, to - c), to]
      : which === 'kl' ? [from, Math.min(to, from + c)]
      : which === 'dh' ? [from, Math.max(from, to - c)]
      : [Math.min(to, from + c), to];
    const why = which[0] === 'k' ? 'keep' : 'drop';
    cut(from, a, why);
    cut(b, to, why);
    from = a;
    to = b;
  }
  return { from, to, label };
}

/** @internal What a value scores on a success/failure pair: 1 success, −1 failure, 0 neither. */
export function scoreOf(success: ComparePoint, failure: ComparePoint | null, v: number): number {
  return matches(success, v) ? 1 : failure !== null && matches(failure, v) ? -1 : 0;
}

/** @internal Whether a group applies its keep/drop clauses to the dice of its one sub-roll (`{2d20}kh1`). */
export function keepsDice(g: GroupNode): boolean {
  return g.items.length === 1 && g.keeps.length > 0;
}

/**
 * @internal A group's total from its sub-roll totals: the sub-rolls its keep/drop clauses keep
 * (ranked by total; ties: the later counts as higher), summed or, with a success point,
 * counted. With `kept`, whether each sub-roll was kept is pushed onto it.
 */
export function groupValue(g: GroupNode, values: readonly number[], kept?: boolean[]): number {
  const m = values.length;
  const on = new Array<boolean>(m).fill(true);
  if (!keepsDice(g) && g.keeps.length > 0) {
    const order = values.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
    const { from, to } = keepWindow(g.keeps, m);
    order.forEach((item, r) => (on[item] = r >= from && r < to));
  }
  let total = 0;
  for (let i = 0; i < m; i++) {
    if (!on[i]) continue;
    const v = values[i] as number;
    total += g.success === null ? v : scoreOf(g.success, g.failure, v);
  }
  if (kept) kept.push(...on);
  return total;
}

/** @internal The value of a math function on its argument values (a `/` inside was already rounded its way). */
export function callValue(name: CallNode['name'], args: readonly number[]): number {
  return name === 'abs' ? Math.abs(args[0] as number) : name === 'min' ? Math.min(...args) : name === 'max' ? Math.max(...args) : (args[0] as number);
}

/** @internal How `/` rounds inside a call: floor, ceil and round set it, other functions keep it. */
export function callRounding(name: CallNode['name'], rounding: Rounding): Rounding {
  return name === 'floor' || name === 'ceil' || name === 'round' ? name : rounding;
}

/** @internal A pass/fail test's value: 1 when `v` meets the compare point, else 0. */
export function testValue(t: TestNode, v: number): number {
  return matches(t.compare, v) ? 1 : 0;
}

/**
 * @internal Evaluates a tree left to right. The dice terms (dice and usage nodes) take their
 * values from `leaf`, in order: `leaf[at.i++]` for an array, else `leaf(node)`. The terms in a
 * rolled count or side count come before their own term. A division by 0 gives NaN, which then
 * spreads to the result.
 */
export function calc(e: DiceExpr, rounding: Rounding, leaf: readonly number[] | ((node: DiceExpr) => number), at = { i: 0 }): number {
  if (e.kind === 'number') return e.value;
  if (e.kind === 'negate') return -calc(e.operand, rounding, leaf, at);
  if (e.kind === 'binary') {
    const a = calc(e.left, rounding, leaf, at);
    const b = calc(e.right, rounding, leaf, at);
    return e.op === '+' ? a + b : e.op === '-' ? a - b : e.op === '*' ? a * b : b === 0 ? NaN : divide(a, b, rounding);
  }
  if (e.kind === 'group') return groupValue(e, e.items.map((x) => calc(x, rounding, leaf, at)));
  if (e.kind === 'call') {
    const r = callRounding(e.name, rounding);
    return callValue(e.name, e.args.map((x) => calc(x, r, leaf, at)));
  }
  if (e.kind === 'test') return testValue(e, calc(e.operand, rounding, leaf, at));
  if (e.kind === 'dice' && isDynamic(e)) {
    if (hasDice(e.count)) calc(e.count, rounding, leaf, at);
    if (e.sidesExpr) calc(e.sidesExpr, rounding, leaf, at);
  }
  return typeof leaf === 'function' ? leaf(e) : (leaf[at.i++] as number);
}

/** @internal Handlers of {@link fold} for the node kinds added in 0.2.0 (groups, functions, tests). */
export interface FoldMore<T> {
  group(items: T[], node: GroupNode): T;
  call(args: T[], node: CallNode): T;
  test(x: T, node: TestNode): T;
}

/**
 * @internal Folds a tree bottom-up, left to right: a number literal through `num`, a negation
 * through `neg`, an operator through `bin` (with its node) and each dice term through `term`,
 * with the term's index (the terms in order, as {@link calc} meets them) and, for a rolled
 * count or side count, the folded count and sides. Groups, functions and tests go through
 * `more`; without it they throw a TypeError.
 */
export function fold<T>(
  e: DiceExpr,
  num: (value: number) => T,
  neg: (x: T) => T,
  bin: (x: T, y: T, node: BinaryNode) => T,
  term: (index: number, node: DiceNode | UsageDieNode, count?: T, sides?: T) => T,
  more?: FoldMore<T>,
): T {
  let next = 0;
  const ext = (): FoldMore<T> => {
    if (!more) throw new TypeError('unsupported node');
    return more;
  };
  const walk = (x: DiceExpr): T => {
    switch (x.kind) {
      case 'number':
        return num(x.value);
      case 'negate':
        return neg(walk(x.operand));
      case 'binary':
        return bin(walk(x.left), walk(x.right), x);
      case 'group':
        return ext().group(x.items.map(walk), x);
      case 'call':
        return ext().call(x.args.map(walk), x);
      case 'test':
        return ext().test(walk(x.operand), x);
      default: {
        if (x.kind === 'dice' && isDynamic(x)) {
          const c = hasDice(x.count) ? walk(x.count) : undefined;
          const sd = x.sidesExpr ? walk(x.sidesExpr) : undefined;
          return term(next++, x, c, sd);
        }
        return term(next++, x);
      }
    }
  };
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
  if (node.faces) {
    const lo = Math.min(...node.faces);
    const hi = Math.max(...node.faces);
    return { lo, hi, clampHi: clamp(node, hi) };
  }
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
  const stands = (x: number): boolean => !until.some((r) => matches(r.compare ?? { op: '=', value: lo }, x));
  if (node.faces) return node.faces.filter(stands).map((x) => clamp(node, x));
  for (const v of marks) {
    if (v == null) continue;
    for (let x = v - 2; x <= v + 2; x++) {
      if (x >= lo && x <= hi && !until.some((r) => matches(r.compare ?? { op: '=', value: lo }, x))) out.push(clamp(node, x));
    }
  }
  return out;
}
