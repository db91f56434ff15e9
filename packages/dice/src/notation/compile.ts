import type { Dialect } from '../dialects/Dialect.js';
import type { ComparePoint, DiceExpr, DiceNode, UsageDieNode } from './ast.js';
import { DiceNotationError } from './DiceNotationError.js';
import { format } from './format.js';
import { calc, constantValue, divide, fold, matches, standingValues, staticFaces, type Rounding } from './internal.js';
import { MAX_CHAIN_DEPTH } from './limits.js';
import { parse } from './parse.js';

/**
 * Options of {@link compile} (and of {@link roll}, {@link distribution} when given a string).
 * @since 0.1.0
 * @category Dice notation
 */
export interface CompileOptions {
  /** How `/` rounds: `'floor'` (default), `'ceil'`, `'round'` (halves away from zero) or `'trunc'`. */
  readonly rounding?: Rounding;
  /**
   * How to read a formula string: a {@link Dialect} from `@rollwright/dice/dialects` (Foundry VTT,
   * Roll20, rpg-dice-roller). Without it the string is Rollwright notation. Ignored for a tree.
   */
  readonly dialect?: Dialect;
}

/**
 * One dice term of a {@link Formula}, with its defaults filled in. Terms are numbered
 * left to right (`termIndex`); every die of a roll points back to its term.
 * @since 0.1.0
 * @category Dice notation
 */
export interface FormulaTerm {
  /** Position of the term in the formula (0-based, left to right). */
  readonly termIndex: number;
  /** The term's syntax node. */
  readonly node: DiceNode | UsageDieNode;
  /** Canonical notation of the term alone, e.g. `'4d6kh3'`. */
  readonly notation: string;
  /** Dice thrown at first (before explosions and rerolls). */
  readonly count: number;
  /** Side count, or `'F'` for Fudge dice (`d%` is 100). */
  readonly sides: number | 'F';
  /** Lowest face (1, or −1 for Fudge). */
  readonly lo: number;
  /** Highest face. */
  readonly hi: number;
  /** `min` clamp, or `null`. */
  readonly min: number | null;
  /** `max` clamp, or `null`. */
  readonly max: number | null;
  /** Reroll mode, or `null` when the term does not reroll. */
  readonly reroll: 'until' | 'once' | null;
  /** Faces that reroll (defaults filled in: `r` alone is `=lowest face`). */
  readonly rerollOn: readonly ComparePoint[];
  /** Explode mode, or `null`. */
  readonly explode: 'explode' | 'compound' | 'penetrate' | null;
  /** Values that explode (default: `=` the highest value), or `null`. */
  readonly explodeOn: ComparePoint | null;
  /** Keep/drop rule, or `null`. */
  readonly keep: 'kh' | 'kl' | 'dh' | 'dl' | null;
  /** How many dice the keep/drop rule keeps or drops. */
  readonly keepCount: number;
  /** Success compare point (the term then counts successes), or `null`. */
  readonly success: ComparePoint | null;
  /** Failure compare point, or `null`. */
  readonly failure: ComparePoint | null;
}

/**
 * A parsed, checked dice formula, ready to be rolled many times ({@link roll},
 * {@link rollTotal}, {@link beginRoll}) or turned into its exact {@link distribution}.
 * A frozen plain object; {@link compile} also stores a precomputed roll plan under a
 * non-enumerable symbol key (not serialized; see [ruling N11](../../../../docs/rulings/dice.md#n11)).
 * @since 0.1.0
 * @category Dice notation
 */
export interface Formula {
  /** Canonical notation ({@link format} of `expr`). */
  readonly notation: string;
  /** The syntax tree. */
  readonly expr: DiceExpr;
  /** The dice terms in `termIndex` order. */
  readonly terms: readonly FormulaTerm[];
  /** Rounding of `/`. */
  readonly rounding: Rounding;
  /**
   * A bound no total goes below: the smallest total for plain dice, keep/drop, rerolls (`3d6r1`
   * is 6..18: a face rerolled until it stops matching never stands) and success counting (only
   * the scores a die can reach: `3d6>=5` is 0..3, `10d10>=8f=1` is −10..10); for exploding dice
   * under keep/drop or penetration, and for success counting on compounding dice, it is a loose
   * bound that may be lower than any total the dice can reach (`-Infinity` when no finite bound
   * is worked out, e.g. `4dF!p`). Never NaN.
   */
  readonly minimum: number;
  /** A bound no total goes above, on the same terms (`Infinity` when dice explode). Never NaN. */
  readonly maximum: number;
}

type Interval = readonly [number, number];

function mul(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : a * b;
}
/** The range of corner values; an ∞/∞ corner (NaN) says nothing the other corners don't. */
function corners(xs: number[]): Interval {
  const ys = xs.filter((x) => x === x);
  return [Math.min(...ys), Math.max(...ys)];
}

/** @internal A term's total range when explosion chains are `chain` dice long at most. */
export function termBounds(t: FormulaTerm, chain: number): Interval {
  const n = t.count;
  // The values a die can end on: `until` rerolls remove faces (3d6r1 is 6..18), clamps move them.
  const values = t.node.kind === 'dice' ? standingValues(t.node) : [t.lo, t.hi];
  const vLo = Math.min(...values);
  const vHi = Math.max(...values);
  const pen = t.explode === 'penetrate' ? 1 : 0;
  const extra = t.explode === null ? 0 : chain - 1;
  // One unit's value range (a compound chain, or a lone term's whole chain, counts as one unit).
  let uLo = vLo;
  let uHi = vHi;
  let units: Interval = [n, n];
  if (t.explode === 'compound' || (t.explode !== null && t.keep === null && t.success === null)) {
    uLo = vLo + mul(extra, Math.min(0, vLo - pen));
    uHi = vHi + mul(extra, Math.max(0, vHi - pen));
  } else if (t.explode !== null) {
    uLo = Math.min(vLo, vLo - pen);
    units = [n, n + mul(n, extra)];
  }
  const k = t.keepCount;
  const kept: Interval =
    t.keep === 'kh' || t.keep === 'kl' ? [Math.min(k, units[0]), Math.min(k, units[1])]
    : t.keep !== null ? [Math.max(units[0] - k, 0), Math.max(units[1] - k, 0)]
    : units;
  if (t.success !== null) {
    // Each counted unit scores −1, 0 or +1; only the scores its values can reach count. A
    // compounding chain's total can pass every face, so there any score is taken as possible.
    const { success, failure } = t;
    const pool = t.explode === 'penetrate' ? values.concat(values.map((v) => v - 1)) : values;
    const scores = t.explode === 'compound' ? [failure === null ? 0 : -1, 1] : pool.map((v) => (matches(success, v) ? 1 : failure !== null && matches(failure, v) ? -1 : 0));
    const sLo = Math.min(...scores);
    const sHi = Math.max(...scores);
    return corners([mul(kept[0], sLo), mul(kept[1], sLo), mul(kept[0], sHi), mul(kept[1], sHi)]);
  }
  return corners([mul(kept[0], uLo), mul(kept[1], uLo), mul(kept[0], uHi), mul(kept[1], uHi)]);
}

/** The range of `e`'s total; throws if a divisor's range holds 0. */
function bounds(e: DiceExpr, terms: readonly FormulaTerm[], rounding: Rounding, chain: number, notation: string): Interval {
  return fold<Interval>(
    e,
    (v) => [v, v],
    ([a, b]) => [-b, -a],
    ([a, b], [c, d], x) => {
      if (x.op === '+') return [a + c, b + d];
      if (x.op === '-') return [a - d, b - c];
      if (x.op === '*') return corners([mul(a, c), mul(a, d), mul(b, c), mul(b, d)]);
      if (c <= 0 && d >= 0) throw new DiceNotationError(notation, x.right.span.start, 'a divisor that can never be 0', 'range');
      return corners([divide(a, c, rounding), divide(a, d, rounding), divide(b, c, rounding), divide(b, d, rounding)]);
    },
    (i) => termBounds(terms[i] as FormulaTerm, chain),
  );
}

function plan(node: DiceNode | UsageDieNode, termIndex: number, rounding: Rounding, notation: string): FormulaTerm {
  // A usage die throws like one plain die of its size.
  const d: DiceNode =
    node.kind === 'dice' ? node
    : { kind: 'dice', count: { kind: 'number', value: 1, span: node.span }, sides: node.sides, min: null, max: null, reroll: [], explode: null, keep: null, success: null, failure: null, span: node.span };
  // The parser checks the count under floor and ceil; trunc and round can mix the two.
  const count = constantValue(d.count, rounding) as number;
  if (!(count >= 0)) throw new DiceNotationError(notation, d.count.span.start, 'a dice count ≥ 0', 'range');
  // A keep/drop count above the dice thrown is a typo, not "keep them all" (no silent clamp).
  // Separately exploding dice add dice to the pool, so there the count may exceed it.
  if (d.keep !== null && d.keep.count > count && (d.explode === null || d.explode.mode === 'compound')) {
    throw new DiceNotationError(notation, d.keep.span.start, `a keep/drop count of at most ${count} (the dice rolled)`, 'range');
  }
  const fc = staticFaces(d);
  return Object.freeze({
    termIndex,
    node,
    notation: format(node),
    count,
    sides: d.sides === '%' ? 100 : d.sides,
    lo: fc.lo,
    hi: fc.hi,
    min: d.min,
    max: d.max,
    reroll: d.reroll[0]?.mode ?? null,
    rerollOn: Object.freeze(d.reroll.map((r) => r.compare ?? { op: '=' as const, value: fc.lo })),
    explode: d.explode?.mode ?? null,
    explodeOn: d.explode === null ? null : (d.explode.compare ?? { op: '=' as const, value: fc.clampHi }),
    keep: d.keep?.which ?? null,
    keepCount: d.keep?.count ?? 0,
    success: d.success,
    failure: d.failure,
  });
}

/**
 * Parses and checks a formula once, so it can be rolled many times without parsing again.
 * Every limit is checked here, before any die is rolled: besides {@link parse}'s checks, a
 * division whose divisor could be 0 and a formula whose total could leave the safe-integer
 * range (with explosions capped at {@link MAX_CHAIN_DEPTH}) are rejected.
 *
 * @param notation - A formula string or a syntax tree (a tree is checked and re-parsed from
 *   its canonical notation, so spans then refer to `formula.notation`).
 * @param options - Rounding of `/` (default `'floor'`) and the dialect a formula string is
 *   written in (default: Rollwright's notation).
 * @returns The frozen {@link Formula}, with its `minimum` and `maximum`.
 * @throws {@link DiceNotationError} for anything {@link parse} rejects (including a value that
 *   is neither a string nor a syntax tree), a divisor that may be 0 (`'1d6/(1d2-1)'`), a total
 *   that could exceed ±2^53, or a `rounding` other than the four above (reason `'range'`); with a
 *   `dialect`, also for a formula that is not valid in it or that it cannot translate (reason
 *   `'inexpressible'`), with the offset in `notation` as given.
 * @example
 * ```ts
 * const f = compile('4d6kh3');
 * f.minimum; // 3
 * f.maximum; // 18
 * const [result] = roll(seed(1), f);
 * ```
 * @since 0.1.0
 * @category Dice notation
 */
export function compile(notation: string | DiceExpr, options?: CompileOptions): Formula {
  // A hand-built tree is checked like a string: through its canonical notation (a value that
  // is neither goes to parse, which refuses it).
  let text: unknown = notation;
  try {
    if (typeof notation === 'object' && notation !== null) text = format(notation);
  } catch {
    throw new DiceNotationError('object', 0, 'a syntax tree');
  }
  const dialect = typeof notation === 'string' ? options?.dialect : undefined;
  const expr = dialect === undefined ? parse(text as string) : dialect.parse(notation as string, options?.rounding ?? 'floor');
  const canonical = format(expr);
  const source = typeof notation === 'string' ? notation : canonical;
  const rounding = options?.rounding ?? 'floor';
  if (!['floor', 'ceil', 'round', 'trunc'].includes(rounding)) throw new DiceNotationError(source, 0, 'rounding floor, ceil, round or trunc', 'range');
  const nodes: (DiceNode | UsageDieNode)[] = [];
  calc(expr, rounding, (n) => nodes.push(n as DiceNode | UsageDieNode));
  const terms = Object.freeze(nodes.map((n, i) => plan(n, i, rounding, source)));
  const capped = bounds(expr, terms, rounding, MAX_CHAIN_DEPTH + 1, source);
  if (!(capped[0] >= -Number.MAX_SAFE_INTEGER && capped[1] <= Number.MAX_SAFE_INTEGER)) {
    throw new DiceNotationError(source, 0, 'a formula whose total stays within ±2^53', 'limit');
  }
  const [minimum, maximum] = bounds(expr, terms, rounding, Infinity, source);
  const f = { notation: canonical, expr, terms, rounding, minimum: minimum + 0, maximum: maximum + 0 };
  Object.defineProperty(f, PLAN, { value: makePlan(f) });
  return Object.freeze(f);
}

/** @internal Facts the rollers need on every roll, worked out once per formula. */
export interface Plan {
  /** `rollTotal` may total the terms one by one (no term needs the general engine) and `signs` is set. */
  readonly direct: boolean;
  /** The total is `offset` plus `signs[i]` times term i's total; `null` when the formula multiplies or divides. */
  readonly signs: readonly number[] | null;
  /** The constant part of a linear formula. */
  readonly offset: number;
}

/** @internal Where {@link compile} keeps a formula's {@link Plan} (a non-enumerable key). */
export const PLAN: unique symbol = Symbol('plan');

function makePlan(f: Pick<Formula, 'expr' | 'terms'>): Plan {
  const n = f.terms.length;
  const signs: number[] = [];
  let offset = 0;
  const walk = (e: DiceExpr, sign: number): boolean =>
    e.kind === 'number' ? ((offset += sign * e.value), true)
    : e.kind === 'negate' ? walk(e.operand, -sign)
    : e.kind !== 'binary' ? (signs.push(sign), true)
    : (e.op === '+' || e.op === '-') && walk(e.left, sign) && walk(e.right, e.op === '-' ? -sign : sign);
  // The shortcuts sum the terms with their signs, so they need a formula that only adds.
  const linear = walk(f.expr, 1);
  return {
    direct: linear && f.terms.every((t) => t.reroll === null && (t.explode === null || (n === 1 && t.keep === null && t.success === null))),
    signs: linear ? signs : null,
    offset,
  };
}

/** @internal The {@link Plan} of a formula (worked out again for a formula not made by {@link compile}). */
export function planOf(f: Formula): Plan {
  return (f as { [PLAN]?: Plan })[PLAN] ?? makePlan(f);
}

/** How many compiled formulas {@link compileCached} remembers. */
const CACHE_SIZE = 64;
let cache: Map<string, Formula> | undefined;

/**
 * @internal The formula a roller was given: a string compiled ({@link compileCached}), a
 * formula from {@link compile} as it is, and anything else compiled again from its `expr` and
 * `rounding` (a copied or hand-made formula is checked like any notation; [ruling N11](../../../../docs/rulings/dice.md#n11)).
 */
export function formulaOf(formula: Formula | string, options?: CompileOptions): Formula {
  if (typeof formula === 'string') return compileCached(formula, options);
  if (PLAN in Object(formula)) return formula;
  // A formula object is its own options (its `rounding`); anything else reaches parse and fails.
  const f = formula as Partial<Formula> | null;
  return compile(f?.expr ?? (formula as unknown as DiceExpr), f as CompileOptions);
}

/**
 * @internal `compile` for the string entry points of `roll`/`rollTotal`/`beginRoll`: keeps the
 * last 64 formulas compiled from strings. Formulas are frozen, so reusing one is invisible to
 * callers; errors are never cached.
 */
export function compileCached(notation: string, options?: CompileOptions): Formula {
  if (options?.dialect !== undefined) return compile(notation, options);
  const key = options?.rounding === undefined || options.rounding === 'floor' ? notation : `${options.rounding}\u0000${notation}`;
  cache ??= new Map();
  let f = cache.get(key);
  if (f === undefined) {
    f = compile(notation, options);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, f);
  }
  return f;
}
