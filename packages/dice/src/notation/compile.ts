import type { Dialect } from '../dialects/Dialect.js';
import type { BinaryNode, ComparePoint, DiceExpr, DiceNode, ExplodeClause, GroupNode, KeepClause, UsageDieNode } from './ast.js';
import { DiceNotationError } from './DiceNotationError.js';
import { format } from './format.js';
import { callRounding, clamp, constantValue, divide, fold, hasDice, isDynamic, keepsDice, keepWindow, matches, standingValues, staticFaces, type FoldMore, type Rounding } from './internal.js';
import { MAX_CHAIN_DEPTH, MAX_DICE, MAX_SIDES } from './limits.js';
import { checkTerm, parse } from './parse.js';

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
  /**
   * Every keep/drop rule in the order it applies, when there are two or more (`4d6dh1dl1`, or
   * the clauses of a one-sub-roll group `{4d6kh3}dl1`); `keep` and `keepCount` are the first.
   * @since 0.2.0
   */
  readonly keeps?: readonly Pick<KeepClause, 'which' | 'count'>[];
  /** Custom faces (`1d{1,2,2,3}`), each equally likely; `sides` is their number. @since 0.2.0 */
  readonly faces?: readonly number[];
  /** Unique dice (`u`, `uo`): repeats of a standing value are rerolled. @since 0.2.0 */
  readonly unique?: {
    /** `'until'` (`u`) or `'once'` (`uo`). */
    readonly mode: 'until' | 'once';
    /** Values whose repeats reroll, or `null` for every value. */
    readonly compare: ComparePoint | null;
  };
  /** Display order of the term's dice in the record (`s`/`sa`, `sd`). @since 0.2.0 */
  readonly sort?: 'asc' | 'desc';
  /** Critical-success mark (`crit`): kept dice matching it are marked. @since 0.2.0 */
  readonly critSuccess?: ComparePoint;
  /** Critical-failure mark (`fumble`). @since 0.2.0 */
  readonly critFailure?: ComparePoint;
  /** Set for `!!p`: a compounding chain whose extra rolls count one less each. @since 0.2.0 */
  readonly penetrating?: true;
  /**
   * For a rolled count or side count (`(1d4)d6`, `2d(1d6+2)`): the terms `from`..`termIndex − 1`
   * are the count's and sides' own dice, rolled first; `count` and `sides` above are then the
   * most the roll can give, and `lo`/`hi` the faces of the largest die.
   * @since 0.2.0
   */
  readonly dynamic?: {
    /** First term index of the count's and sides' dice. */
    readonly from: number;
    /** Fewest dice the count can give. */
    readonly minCount: number;
    /** Fewest sides the side count can give (equal to `sides` when they are not rolled). */
    readonly minSides: number;
  };
  /**
   * For a term inside a roll group: the innermost group's index in {@link Formula.groups}
   * and the sub-roll (0-based) the term belongs to.
   * @since 0.2.0
   */
  readonly group?: {
    /** Index in `Formula.groups`. */
    readonly index: number;
    /** Sub-roll of that group (0-based). */
    readonly subRoll: number;
  };
}

/**
 * A roll group of a {@link Formula} (`{3d6, 3d6, 3d6}dl1`), numbered left to right.
 * @example
 * ```ts
 * compile('{3d6, 3d6, 3d6}dl1').groups?.[0]?.subRolls; // [{ from: 0, to: 1 }, { from: 1, to: 2 }, { from: 2, to: 3 }]
 * ```
 * @since 0.2.0
 * @category Dice notation
 */
export interface FormulaGroup {
  /** Position of the group in `Formula.groups` (0-based, left to right; an outer group comes first). */
  readonly groupIndex: number;
  /** The group's syntax node. */
  readonly node: GroupNode;
  /** Canonical notation of the group. */
  readonly notation: string;
  /** Each sub-roll's terms: term indices `from` to `to − 1`. */
  readonly subRolls: readonly {
    /** First term index of the sub-roll. */
    readonly from: number;
    /** One past its last term index. */
    readonly to: number;
  }[];
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
  /** The roll groups, left to right (absent when the formula has none). @since 0.2.0 */
  readonly groups?: readonly FormulaGroup[];
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

/**
 * @internal Term `t` with a rolled count or side count given values: `count` dice of `sides`
 * sides (their defaults filled in as {@link compile} does for a written side count).
 */
export function concrete(t: FormulaTerm, count: number, sides: number): FormulaTerm {
  const node = t.node as DiceNode;
  if (!node.sidesExpr) return { ...t, count };
  const v = clamp(t, sides);
  return { ...t, count, sides, hi: sides, explodeOn: node.explode === null ? null : (node.explode.compare ?? { op: '=', value: v }) };
}

/** @internal A copy of `t` without its `dynamic` field (a term whose count and sides are now known). */
export function fixed(t: FormulaTerm): FormulaTerm {
  const { dynamic: _, ...rest } = t;
  return rest;
}

/** @internal A term's total range when explosion chains are `chain` dice long at most. */
export function termBounds(t: FormulaTerm, chain: number): Interval {
  if (t.dynamic) {
    const { minCount, minSides } = t.dynamic;
    const cs = [minCount, t.count].flatMap((c) => [minSides, t.sides as number].map((sd) => termBounds(fixed(concrete(t, c, sd)), chain)));
    return corners(cs.flat());
  }
  const n = t.count;
  // The values a die can end on: `until` rerolls remove faces (3d6r1 is 6..18), clamps move them.
  const values = t.node.kind === 'dice' && !t.node.sidesExpr ? standingValues(t.node) : [t.lo, t.hi];
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
  const size = (m: number): number => {
    if (Number.isFinite(m)) {
      const w = keepWindow(t.keeps ?? [], m);
      return w.to - w.from;
    }
    // Unbounded explosions: the window's arithmetic on a pool too big to list (no label array).
    let from = 0;
    let to = Number.MAX_SAFE_INTEGER;
    for (const { which, count: c } of t.keeps ?? []) {
      [from, to] = which === 'kh' ? [Math.max(from, to - c), to] : which === 'kl' ? [from, Math.min(to, from + c)] : which === 'dh' ? [from, Math.max(from, to - c)] : [Math.min(to, from + c), to];
    }
    return to - from > Number.MAX_SAFE_INTEGER / 2 ? Infinity : to - from;
  };
  const kept: Interval =
    t.keeps ? [size(units[0]), size(units[1])]
    : t.keep === 'kh' || t.keep === 'kl' ? [Math.min(k, units[0]), Math.min(k, units[1])]
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

/** @internal How each `/` of a tree rounds: the formula's rounding, or that of the innermost floor/ceil/round around it. */
export function roundings(e: DiceExpr, rounding: Rounding, out: Map<DiceExpr, Rounding> = new Map()): Map<DiceExpr, Rounding> {
  out.set(e, rounding);
  const r = e.kind === 'call' ? callRounding(e.name, rounding) : rounding;
  const kids = e.kind === 'binary' ? [e.left, e.right] : e.kind === 'negate' ? [e.operand] : e.kind === 'test' ? [e.operand] : e.kind === 'group' ? e.items : e.kind === 'call' ? e.args : e.kind === 'dice' ? [e.count, ...(e.sidesExpr ? [e.sidesExpr] : [])] : [];
  for (const k of kids) roundings(k, r, out);
  return out;
}

/** Interval handlers for groups, functions and tests. */
const MORE: FoldMore<Interval> = {
  group: (items, g) => {
    if (g.success !== null) {
      const m = keepsDice(g) ? 1 : keepWindow(g.keeps, items.length).to - keepWindow(g.keeps, items.length).from;
      return [g.failure === null ? 0 : -m, m];
    }
    if (keepsDice(g) || g.keeps.length === 0) return items.reduce((a, b) => [a[0] + b[0], a[1] + b[1]]);
    // The kept sub-rolls: at least the sum of the lowest lows, at most the sum of the highest highs.
    const { from, to } = keepWindow(g.keeps, items.length);
    const lows = items.map((x) => x[0]).sort((a, b) => a - b);
    const highs = items.map((x) => x[1]).sort((a, b) => a - b);
    let lo = 0;
    let hi = 0;
    for (let r = from; r < to; r++) {
      lo += Math.min(lows[r - from] as number, 0, lows[r] as number);
      hi += Math.max(highs[items.length - 1 - (r - from)] as number, 0, highs[r] as number);
    }
    return corners([lo, hi]);
  },
  call: (args, c) =>
    c.name === 'abs' ? [(args[0] as Interval)[0] <= 0 && (args[0] as Interval)[1] >= 0 ? 0 : Math.min(Math.abs((args[0] as Interval)[0]), Math.abs((args[0] as Interval)[1])), Math.max(Math.abs((args[0] as Interval)[0]), Math.abs((args[0] as Interval)[1]))]
    : c.name === 'min' ? [Math.min(...args.map((a) => a[0])), Math.min(...args.map((a) => a[1]))]
    : c.name === 'max' ? [Math.max(...args.map((a) => a[0])), Math.max(...args.map((a) => a[1]))]
    : (args[0] as Interval),
  test: () => [0, 1],
};

/** The range of `l op r` from the ranges of its sides; throws if a divisor's range holds 0. */
function binaryBounds([a, b]: Interval, [c, d]: Interval, x: BinaryNode, rounding: Rounding, notation: string): Interval {
  if (x.op === '+') return [a + c, b + d];
  if (x.op === '-') return [a - d, b - c];
  if (x.op === '*') return corners([mul(a, c), mul(a, d), mul(b, c), mul(b, d)]);
  if (c <= 0 && d >= 0) throw new DiceNotationError(notation, x.right.span.start, 'a divisor that can never be 0', 'range');
  return corners([divide(a, c, rounding), divide(a, d, rounding), divide(b, c, rounding), divide(b, d, rounding)]);
}

/** The range of `e`'s total; throws if a divisor's range holds 0. */
function bounds(e: DiceExpr, terms: readonly FormulaTerm[], rounding: Rounding, chain: number, notation: string): Interval {
  const rs = roundings(e, rounding);
  return fold<Interval>(
    e,
    (v) => [v, v],
    ([a, b]) => [-b, -a],
    (l, r, x) => binaryBounds(l, r, x, rs.get(x) ?? rounding, notation),
    (i) => termBounds(terms[i] as FormulaTerm, chain),
    MORE,
  );
}

/**
 * The ranges of every rolled count and side count (index: term), checked: a count that can
 * go below 0 or past {@link MAX_DICE}, a side count that can go below 1 or past
 * {@link MAX_SIDES}, or a term that could not end for some side count, is refused.
 */
function dynamicRanges(e: DiceExpr, terms: FormulaTerm[], rounding: Rounding, notation: string): void {
  const rs = roundings(e, rounding);
  fold<Interval>(
    e,
    (v) => [v, v],
    ([a, b]) => [-b, -a],
    (l, r, x) => binaryBounds(l, r, x, rs.get(x) ?? rounding, notation),
    (i, node, count, sides) => {
      let t = terms[i] as FormulaTerm;
      if (count || sides) {
        const d = node as DiceNode;
        const [cLo, cHi] = count ?? [t.count, t.count];
        const [sLo, sHi] = sides ?? [t.sides as number, t.sides as number];
        const fail = (at: number, what: string, reason: 'range' | 'limit'): never => {
          throw new DiceNotationError(notation, at, what, reason);
        };
        if (cLo < 0) fail(d.count.span.start, `a dice count ≥ 0 (it can be ${cLo})`, 'range');
        if (cHi > MAX_DICE) fail(d.count.span.start, `at most ${MAX_DICE} dice in one term (the count can reach ${cHi})`, 'limit');
        if (d.sidesExpr) {
          const at = d.sidesExpr.span.start;
          if (sLo < 1) fail(at, `a number of sides ≥ 1 (it can be ${sLo})`, 'range');
          if (sHi > MAX_SIDES) fail(at, `at most ${MAX_SIDES} sides (the side count can reach ${sHi})`, 'limit');
          if (sHi - sLo > 10_000) fail(at, 'a rolled side count with at most 10000 possible values', 'limit');
          const { sidesExpr: _, ...rest } = d;
          for (let sd = sLo; sd <= sHi; sd++) checkTerm(notation, { ...rest, sides: sd }, cHi, () => undefined);
        } else checkTerm(notation, d, cHi, () => undefined);
        t = Object.freeze({
          ...t,
          count: cHi,
          ...(d.sidesExpr ? { sides: sHi, hi: sHi, explodeOn: d.explode === null ? null : (d.explode.compare ?? { op: '=' as const, value: clamp(d, sHi) }) } : {}),
          dynamic: { from: t.dynamic?.from ?? i, minCount: cLo, minSides: sLo },
        }) as FormulaTerm;
        terms[i] = t;
      }
      return termBounds(t, MAX_CHAIN_DEPTH + 1);
    },
    MORE,
  );
}

/** What compile knows of a term from where it stands: its group and the keep/drop clauses a one-sub-roll group adds. */
interface Site {
  readonly node: DiceNode | UsageDieNode;
  readonly group?: { index: number; subRoll: number };
  readonly keeps: readonly KeepClause[];
  readonly from: number;
  /** The sort order of the nearest enclosing group with `sa`/`sd`, if any. */
  readonly sort?: 'asc' | 'desc';
}

function plan(site: Site, termIndex: number, rounding: Rounding, notation: string): FormulaTerm {
  const { node } = site;
  // A usage die throws like one plain die of its size.
  const d: DiceNode =
    node.kind === 'dice' ? node
    : { kind: 'dice', count: { kind: 'number', value: 1, span: node.span }, sides: node.sides, min: null, max: null, reroll: [], explode: null, keep: null, success: null, failure: null, span: node.span };
  const dynamic = node.kind === 'dice' && isDynamic(node);
  // The parser checks the count under floor and ceil; trunc and round can mix the two. A
  // rolled count is checked once its range is known (dynamicRanges).
  const count = dynamic && hasDice(d.count) ? 0 : (constantValue(d.count, rounding) as number);
  if (!(count >= 0)) throw new DiceNotationError(notation, d.count.span.start, 'a dice count ≥ 0', 'range');
  const keeps = [...(d.keeps ?? (d.keep === null ? [] : [d.keep])), ...site.keeps];
  // A keep/drop count above the dice thrown is a typo, not "keep them all" (no silent clamp).
  // Separately exploding dice add dice to the pool, so there the count may exceed it; a rolled
  // count keeps all its dice when it rolls fewer ([ruling N19](../../../../docs/rulings/dice.md#n19)).
  for (const k of keeps) {
    if (!dynamic && k.count > count && (d.explode === null || d.explode.mode === 'compound')) {
      throw new DiceNotationError(notation, k.span.start, `a keep/drop count of at most ${count} (the dice rolled)`, 'range');
    }
  }
  const keep = keeps[0];
  const fc = d.sidesExpr ? { lo: 1, hi: 1, clampHi: 1 } : staticFaces(d);
  const extra: { -readonly [K in keyof FormulaTerm]?: FormulaTerm[K] } = {};
  if (keeps.length > 1) extra.keeps = keeps.map((k) => ({ which: k.which, count: k.count }));
  if (d.faces) extra.faces = d.faces;
  if (d.unique) extra.unique = { mode: d.unique.mode, compare: d.unique.compare };
  const order = d.sort?.order ?? site.sort;
  if (order) extra.sort = order;
  if (d.critSuccess) extra.critSuccess = d.critSuccess;
  if (d.critFailure) extra.critFailure = d.critFailure;
  if (d.explode?.penetrating) extra.penetrating = true;
  if (dynamic) extra.dynamic = { from: site.from, minCount: count, minSides: d.sides as number };
  if (site.group) extra.group = site.group;
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
    keep: keep?.which ?? null,
    keepCount: keep?.count ?? 0,
    success: d.success,
    failure: d.failure,
    ...extra,
  });
}

/** The terms of a tree in the order {@link calc} meets them, with their groups ({@link Site}). */
function sites(e: DiceExpr): { sites: Site[]; groups: { node: GroupNode; subRolls: { from: number; to: number }[] }[] } {
  const out: Site[] = [];
  const groups: { node: GroupNode; subRolls: { from: number; to: number }[] }[] = [];
  const walk = (x: DiceExpr, group: Site['group'], keeps: readonly KeepClause[], sort?: 'asc' | 'desc'): void => {
    switch (x.kind) {
      case 'number':
        return;
      case 'negate':
      case 'test':
        return walk(x.operand, group, [], sort);
      case 'binary':
        walk(x.left, group, [], sort);
        return walk(x.right, group, [], sort);
      case 'call':
        return x.args.forEach((a) => walk(a, group, [], sort));
      case 'group': {
        const index = groups.length;
        const g = { node: x, subRolls: [] as { from: number; to: number }[] };
        groups.push(g);
        x.items.forEach((item, subRoll) => {
          const from = out.length;
          walk(item, { index, subRoll }, keepsDice(x) ? x.keeps : [], x.sort?.order ?? sort);
          g.subRolls.push({ from, to: out.length });
        });
        return;
      }
      default: {
        const from = out.length;
        if (x.kind === 'dice') {
          if (hasDice(x.count)) walk(x.count, group, [], sort);
          if (x.sidesExpr) walk(x.sidesExpr, group, [], sort);
        }
        out.push({ node: x, keeps, from, ...(group ? { group } : {}), ...(sort ? { sort } : {}) });
      }
    }
  };
  walk(e, undefined, []);
  return { sites: out, groups };
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
  if (typeof notation === 'string' && options?.dialect === undefined) {
    const quick = simple(notation, options?.rounding ?? 'floor');
    if (quick) return quick;
  }
  return compileFully(notation, options);
}

/** @internal {@link compile} without its shortcut for the common shapes: the general parser and checks. */
export function compileFully(notation: string | DiceExpr, options?: CompileOptions): Formula {
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
  if (!ROUNDINGS.includes(rounding)) throw new DiceNotationError(source, 0, 'rounding floor, ceil, round or trunc', 'range');
  const found = sites(expr);
  const list = found.sites.map((n, i) => plan(n, i, rounding, source));
  if (list.some((t) => t.dynamic)) {
    dynamicRanges(expr, list, rounding, source);
    // The dice of one formula, counted at the most each rolled count can give.
    const most = list.reduce((n, t) => n + t.count, 0);
    if (most > MAX_DICE) throw new DiceNotationError(source, 0, `at most ${MAX_DICE} dice in one formula (it can roll ${most})`, 'limit');
  }
  const terms = Object.freeze(list);
  const capped = bounds(expr, terms, rounding, MAX_CHAIN_DEPTH + 1, source);
  if (!(capped[0] >= -Number.MAX_SAFE_INTEGER && capped[1] <= Number.MAX_SAFE_INTEGER)) {
    throw new DiceNotationError(source, 0, 'a formula whose total stays within ±2^53', 'limit');
  }
  const [minimum, maximum] = bounds(expr, terms, rounding, Infinity, source);
  const f: { -readonly [K in keyof Formula]: Formula[K] } = { notation: canonical, expr, terms, rounding, minimum: minimum + 0, maximum: maximum + 0 };
  if (found.groups.length > 0) {
    f.groups = Object.freeze(found.groups.map((g, groupIndex) => Object.freeze({ groupIndex, node: g.node, notation: format(g.node), subRolls: Object.freeze(g.subRolls) })));
  }
  Object.defineProperty(f, PLAN, { value: makePlan(f) });
  return Object.freeze(f);
}

/** Reads the digits at `at` of `s`: their value and end, or undefined past 6 digits (the general parser checks big numbers). */
function digitsAt(s: string, at: number): [number, number] | undefined {
  let v = 0;
  let j = at;
  for (let c; (c = s.charCodeAt(j) - 48) >= 0 && c <= 9; j++) v = v * 10 + c;
  return j > at && j - at <= 6 ? [v, j] : undefined;
}

const NONE: readonly ComparePoint[] = Object.freeze([]);
const ROUNDINGS: readonly string[] = ['floor', 'ceil', 'round', 'trunc'];

/**
 * The common shapes compiled without the general parser: sums and differences of whole numbers
 * and dice terms `NdS`, `dS`, `d%`, `dF`, `NdS!` and `NdSkh/kl/dh/dlK`, written without spaces.
 * It builds the very nodes, terms, bounds and plan that {@link parse} and {@link compileFully}
 * would (a property test compares them); anything else, and anything that might be refused,
 * returns undefined, so every error comes from the general path.
 */
function simple(s: string, rounding: Rounding): Formula | undefined {
  // At most 200 characters: at most 100 terms and 300 nodes, 10000 dice of 10^6 sides in all and
  // constants below 10^6, so no limit but the dice counted below can be reached (even with
  // explosions capped at MAX_CHAIN_DEPTH the total stays far inside ±2^53).
  if (s.length > 200 || !ROUNDINGS.includes(rounding)) return undefined;
  const list: FormulaTerm[] = [];
  const signs: number[] = [];
  let offset = 0;
  let total = 0;
  let expr: DiceExpr | undefined;
  let text = '';
  let direct = true;
  // The total's range.
  let lo = 0;
  let hi = 0;
  let op: '+' | '-' = '+';
  let i = 0;
  for (;;) {
    const start = i;
    const n = digitsAt(s, i);
    let node: DiceExpr;
    let lo1: number;
    let hi1: number;
    if (n) i = n[1];
    if (s.charCodeAt(i) !== 100 /* d */) {
      if (!n) return undefined;
      node = { kind: 'number', value: n[0], span: { start, end: i } };
      offset += op === '-' ? -n[0] : n[0];
      lo1 = hi1 = n[0];
      text += n[0];
    } else {
      const c = n ? n[0] : 1;
      const count: DiceExpr = { kind: 'number', value: c, span: { start, end: i } };
      const ch = s.charAt(++i);
      let sides: number | '%' | 'F';
      let fLo = 1;
      let fHi: number;
      if (ch === '%' || ch === 'F') {
        sides = ch;
        fLo = ch === 'F' ? -1 : 1;
        fHi = ch === 'F' ? 1 : 100;
        i++;
      } else {
        const m = digitsAt(s, i);
        if (!m || m[0] < 1 || m[0] > MAX_SIDES) return undefined;
        sides = fHi = m[0];
        i = m[1];
      }
      let explode: ExplodeClause | null = null;
      let keep: KeepClause | null = null;
      // Dice kept; with an explosion, a lone chain's value range.
      let k = c;
      let uHi = fHi;
      const at = i;
      const w = s.slice(i, i + 2);
      if (s.charAt(i) === '!') {
        if (fHi < 2 || ch === 'F') return undefined;
        explode = { mode: 'explode', compare: null, span: { start: at, end: ++i } };
        uHi = Infinity;
        direct = false;
      } else if (w === 'kh' || w === 'kl' || w === 'dh' || w === 'dl') {
        const m = digitsAt(s, i + 2);
        if (!m || m[0] > c) return undefined;
        i = m[1];
        keep = { which: w, count: m[0], span: { start: at, end: i } };
        k = w[0] === 'k' ? m[0] : c - m[0];
      }
      if (c > MAX_DICE || (total += c) > MAX_DICE) return undefined;
      const d: DiceNode = { kind: 'dice', count, sides, min: null, max: null, reroll: [], explode, keep, success: null, failure: null, span: { start, end: i } };
      node = d;
      const notation = `${c}d${sides}${explode ? '!' : keep ? keep.which + keep.count : ''}`;
      text += notation;
      list.push(
        Object.freeze({
          termIndex: list.length,
          node: d,
          notation,
          count: c,
          sides: sides === '%' ? 100 : sides,
          lo: fLo,
          hi: fHi,
          min: null,
          max: null,
          reroll: null,
          rerollOn: NONE,
          explode: explode && 'explode',
          explodeOn: explode && { op: '=' as const, value: fHi },
          keep: keep && keep.which,
          keepCount: keep ? keep.count : 0,
          success: null,
          failure: null,
        } as const),
      );
      signs.push(op === '-' ? -1 : 1);
      lo1 = mul(k, fLo);
      hi1 = mul(k, uHi);
    }
    if (op === '-') [lo, hi] = [lo - hi1, hi - lo1];
    else [lo, hi] = [lo + lo1, hi + hi1];
    expr = expr === undefined ? node : { kind: 'binary', op, left: expr, right: node, span: { start: expr.span.start, end: i } };
    if (i === s.length) break;
    const next = s.charAt(i++);
    if (next !== '+' && next !== '-') return undefined;
    text += op = next;
  }
  const f: { -readonly [K in keyof Formula]: Formula[K] } = { notation: text, expr, terms: Object.freeze(list), rounding, minimum: lo + 0, maximum: hi + 0 };
  Object.defineProperty(f, PLAN, { value: { extended: false, direct: direct || list.length === 1, signs, offset } });
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
  /** The formula uses a form only the general engine rolls (groups, rolled counts, custom faces, unique dice, several keep/drop clauses, marks, sorting, `!!p`). */
  readonly extended: boolean;
}

/** @internal Where {@link compile} keeps a formula's {@link Plan} (a non-enumerable key). */
export const PLAN: unique symbol = Symbol('plan');

function makePlan(f: Pick<Formula, 'expr' | 'terms' | 'groups'>): Plan {
  const n = f.terms.length;
  const signs: number[] = [];
  let offset = 0;
  const walk = (e: DiceExpr, sign: number): boolean =>
    e.kind === 'number' ? ((offset += sign * e.value), true)
    : e.kind === 'negate' ? walk(e.operand, -sign)
    : e.kind === 'usage' || (e.kind === 'dice' && !isDynamic(e)) ? (signs.push(sign), true)
    : e.kind === 'binary' && (e.op === '+' || e.op === '-') && walk(e.left, sign) && walk(e.right, e.op === '-' ? -sign : sign);
  // The shortcuts sum the terms with their signs, so they need a formula that only adds.
  const linear = walk(f.expr, 1);
  const extended = f.groups !== undefined || f.terms.some((t) => t.keeps || t.faces || t.unique || t.sort || t.critSuccess || t.critFailure || t.penetrating || t.dynamic);
  return {
    extended,
    direct: !extended && linear && f.terms.every((t) => t.reroll === null && (t.explode === null || (n === 1 && t.keep === null && t.success === null))),
    signs: linear ? signs : null,
    offset,
  };
}

/** @internal The {@link Plan} of a formula (worked out again for a formula not made by {@link compile}). */
export function planOf(f: Formula): Plan {
  return (f as { [PLAN]?: Plan })[PLAN] ?? makePlan(f);
}

/**
 * How many formulas compiled from strings each generation of the memo holds ({@link compileCached}):
 * the memo keeps the last 256 to 512 different formulas.
 */
const GENERATION = 256;
let young: Map<string, Formula> | undefined;
let old: Map<string, Formula> | undefined;
/** Formula objects that were not made by {@link compile} (copies, JSON), with what they compiled to. */
/** The last string {@link compileCached} compiled without options, and its formula (also in the memo). */
let lastNotation: string | undefined;
let lastFormula: Formula | undefined;
let copies: WeakMap<object, { readonly expr: unknown; readonly rounding: unknown; readonly f: Formula }> | undefined;

/**
 * @internal The formula a roller was given: a string compiled ({@link compileCached}), a
 * formula from {@link compile} as it is, and anything else compiled again from its `expr` and
 * `rounding` (a copied or hand-made formula is checked like any notation; [ruling N11](../../../../docs/rulings/dice.md#n11)).
 * A copy is compiled once and remembered by object (while its `expr` and `rounding` stay the
 * same objects), so a formula read back from JSON rolls at compiled speed.
 */
export function formulaOf(formula: Formula | string, options?: CompileOptions): Formula {
  if (typeof formula === 'string') return compileCached(formula, options);
  if (PLAN in Object(formula)) return formula;
  // A formula object is its own options (its `rounding`); anything else reaches parse and fails.
  const f = formula as Partial<Formula> | null;
  const expr = f?.expr ?? (formula as unknown as DiceExpr);
  if (typeof formula !== 'object' || formula === null) return compile(expr, f as CompileOptions);
  copies ??= new WeakMap();
  const seen = copies.get(formula);
  if (seen !== undefined && seen.expr === expr && seen.rounding === f?.rounding) return seen.f;
  const compiled = compile(expr, f as CompileOptions);
  copies.set(formula, { expr, rounding: f?.rounding, f: compiled });
  return compiled;
}

/**
 * @internal `compile` for the string entry points of `roll`/`rollTotal`/`beginRoll`: a memo in
 * two generations of {@link GENERATION} formulas. A formula found in the older one moves to the
 * newer; when the newer fills up it becomes the older (the oldest are forgotten). So a formula
 * used again within 256 different formulas is always found, and past that the hit rate falls
 * off gradually (no cliff, unlike a fixed-size first-in-first-out memo cycling one formula more
 * than it holds). Formulas are frozen, so reusing one is invisible to callers; errors are never
 * cached.
 */
export function compileCached(notation: string, options?: CompileOptions): Formula {
  // The string rolled last, checked first (usually the same string object: one comparison).
  if (options === undefined && notation === lastNotation) return lastFormula as Formula;
  if (options?.dialect !== undefined) return compile(notation, options);
  const key = options?.rounding === undefined || options.rounding === 'floor' ? notation : `${options.rounding}\u0000${notation}`;
  young ??= new Map();
  let f = young.get(key);
  if (f === undefined) {
    f = old?.get(key) ?? compile(notation, options);
    if (young.size >= GENERATION) {
      old = young;
      young = new Map();
    }
    young.set(key, f);
  }
  if (options === undefined) {
    lastNotation = notation;
    lastFormula = f;
  }
  return f;
}
