import { add } from '../distribution/add.js';
import { combine } from '../distribution/combine.js';
import { constant } from '../distribution/constant.js';
import { countSuccesses } from '../distribution/countSuccesses.js';
import { die } from '../distribution/die.js';
import { checkInt, checkWork, DistributionError, MAX_OUTCOMES, type Distribution } from '../distribution/Distribution.js';
import { dropHighest } from '../distribution/dropHighest.js';
import { dropLowest } from '../distribution/dropLowest.js';
import { explode } from '../distribution/explode.js';
import { fraction, type Fraction } from '../distribution/Fraction.js';
import { keepHighest } from '../distribution/keepHighest.js';
import { keepLowest } from '../distribution/keepLowest.js';
import { map } from '../distribution/map.js';
import { mean } from '../distribution/mean.js';
import { reroll } from '../distribution/reroll.js';
import { sumOf } from '../distribution/sumOf.js';
import { build } from '../distribution/Distribution.js';
import { followThrow, followWork, uniqueSum, uniqueWork, type ThrowRule } from '../distribution/unique.js';
import { mixture, rankWindowSum, rankWindowWork, windowSum } from '../distribution/window.js';
import { concrete, fixed, formulaOf, roundings, termBounds, type CompileOptions, type Formula, type FormulaTerm } from './compile.js';
import { negate } from '../distribution/pool.js';
import { MAX_CHAIN_DEPTH } from './limits.js';
import type { DiceExpr, GroupNode } from './ast.js';
import { format } from './format.js';
import { callValue, clamp, divide, fold, keepsDice, keepWindow, matches, scoreOf, testValue, type FoldMore } from './internal.js';

/**
 * Options of {@link distribution} and {@link expectedValue}.
 * @since 0.1.0
 * @category Dice notation
 */
export interface DistributionOptions extends CompileOptions {
  /**
   * Most extra rolls per exploding die that the exact distribution follows, `0..100`
   * (default 20). The mass of longer chains is reported as `leftover`, never spread.
   */
  readonly depth?: number;
}

/** Default explosion depth of {@link distribution} (20 extra rolls per die). */
const DEFAULT_DEPTH = 20;


/**
 * Whether {@link uniqueSum} follows a unique term (the roller's order does not matter there):
 * no explosion, or `u` on exploding values it all compares (a chain ends once they are used),
 * without keep/drop, success counting or penetration; and no reroll clause but `r` beside `u`.
 * Every other unique term is followed in the roller's own order by {@link followThrow}.
 */
function uniqueSimple(t: FormulaTerm, unit: Distribution<number>, depth: number): boolean {
  const u = t.unique;
  const cp = u?.compare ?? null;
  if (t.reroll !== null && !(t.reroll === 'until' && u?.mode === 'until')) return false;
  if (t.explode === null) return true;
  const on = t.explodeOn;
  const values = on === null ? [] : unit.outcomes.filter((v) => matches(on, v));
  const bounded = u?.mode === 'until' && values.every((v) => cp === null || matches(cp, v)) && values.length <= depth;
  return !(t.explode === 'penetrate' || t.penetrating || t.keep !== null || t.success !== null || !bounded || values.length >= MAX_CHAIN_DEPTH);
}

/**
 * Refuses, before any work, a unique term whose explosions can use up every value it may take
 * while dice are still to come (`6d6!u`, `3d3!u`): with `u` rerolling until new and every value
 * a die can stand on compared, the roller would reroll the last die without end and stop
 * capped, which no exact distribution describes ([ruling N47](../../../../docs/rulings/dice.md#n47)).
 */
function checkStuck(t: FormulaTerm): void {
  const u = t.unique;
  if (!u || u.mode !== 'until' || t.explode === null || t.explodeOn === null) return;
  const raw = rawDie(t);
  const until = t.reroll === 'until' ? t.rerollOn : [];
  const stands = [...new Set(raw.outcomes.filter((f) => !until.some((cp) => matches(cp, f))).map((f) => clamp(t, f)))];
  const on = t.explodeOn;
  if (stands.some((v) => u.compare !== null && !matches(u.compare, v))) return; // a value that may repeat
  if (t.count + stands.filter((v) => matches(on, v)).length > stands.length) {
    throw new DistributionError(
      `no exact distribution for unique dice whose explosions can use up every value in "${t.notation}": the roller rerolls the last die until it stops capped (roll it instead)`,
    );
  }
}

/** One raw face of the term as thrown, before rerolls and clamps. */
function rawDie(t: FormulaTerm): Distribution<number> {
  return t.faces ? build(t.faces.map((v) => [v, 1n] as const)) : t.sides === 'F' ? map(die(3), (v) => v - 2) : die(t.sides);
}

/**
 * Whether a term without a unique clause is followed die by die ({@link followThrow}): keep/drop
 * among dice that explode separately (`4d6!kh3`), where the pool grows with the explosions, and
 * success counting on penetrating dice, where each die counts one less than it shows.
 */
function followedPlain(t: FormulaTerm): boolean {
  if (t.explode === null || t.explodeOn === null) return false;
  return (t.explode !== 'compound' && (t.keep !== null || t.keeps !== undefined)) || (t.success !== null && (t.explode === 'penetrate' || t.penetrating === true));
}

/** The term as {@link followThrow} throws it. */
function throwRule(t: FormulaTerm, depth: number): ThrowRule {
  // Without a unique clause: `u` that compares nothing (every die stands as thrown).
  const u = t.unique ?? { mode: 'until' as const, compare: { op: '=' as const, value: Number.NaN } };
  const cp = u.compare;
  const on = t.explodeOn;
  const keeps = t.keeps ?? (t.keep === null ? null : [{ which: t.keep, count: t.keepCount }]);
  const { success, failure } = t;
  return {
    count: t.count,
    die: rawDie(t),
    value: (f) => clamp(t, f),
    reroll: t.reroll === null ? null : { mode: t.reroll, on: (f) => t.rerollOn.some((c) => matches(c, f)) },
    unique: { mode: u.mode, checks: (v) => cp === null || matches(cp, v) },
    explode: t.explode === null || on === null ? null : { on: (v) => matches(on, v), penetrate: t.explode === 'penetrate' || t.penetrating === true, chain: t.explode === 'compound' },
    depth,
    keeps,
    g: success === null ? (v) => v : (v) => scoreOf(success, failure, v),
    window: (m) => keepWindow(keeps ?? [], m),
    ...(keeps?.length === 1 && keeps[0] ? { only: { high: keeps[0].which[1] === 'h', k: keeps[0].count, drop: keeps[0].which[0] === 'd' } } : {}),
  };
}

/** The estimated work of a unique term's exact distribution (none for plain `u` on equal values), checked before the work. */
function checkUnique(t: FormulaTerm, choices: number, depth: number): void {
  const u = t.unique;
  if (!u) {
    if (followedPlain(t)) {
      const rule = throwRule(t, depth);
      checkWork(choices * followWork(rule.keeps === null ? { ...rule, count: 1 } : rule), `"${t.notation}"`);
    }
    return;
  }
  const unit = physical(t);
  if (u.mode === 'until' && u.compare === null && t.explode === null && unit.weights.every((w) => w === unit.weights[0])) return;
  checkStuck(t);
  if (!uniqueSimple(t, unit, depth)) {
    checkWork(choices * followWork(throwRule(t, depth)), `unique dice in "${t.notation}"`);
    return;
  }
  const faces = unit.outcomes.length;
  const on = t.explodeOn;
  const extra = t.explode === null || on === null ? 0 : unit.outcomes.filter((v) => matches(on, v)).length;
  const width = (unit.outcomes[faces - 1] as number) - (unit.outcomes[0] as number) + 1;
  const cp = u.compare;
  const checked = unit.outcomes.filter((v) => cp === null || matches(cp, v)).length;
  checkWork(choices * (extra + 1) * uniqueWork(t.count + extra, faces, u.mode, t.keep !== null, width, checked), `unique dice in "${t.notation}"`);
}

/**
 * One physical die of the term after rerolls and min/max clamps (a Fudge die is a d3 moved
 * down to −1..1; a usage die is a plain die of its size, rolled once like `1dN`).
 */
function physical(t: FormulaTerm): Distribution<number> {
  let d = rawDie(t);
  if (t.reroll !== null) {
    const on = t.rerollOn;
    d = reroll(d, (v) => on.some((cp) => matches(cp, v)), { mode: t.reroll });
  }
  const { min, max } = t;
  if (min !== null || max !== null) d = map(d, (v) => Math.min(Math.max(v, min ?? -Infinity), max ?? Infinity));
  return d;
}

function termDistribution(t: FormulaTerm, depth: number): Distribution<number> {
  const n = t.count;
  const { success, failure } = t;
  const score = (v: number): number =>
    success === null ? 0 : matches(success, v) ? 1 : failure !== null && matches(failure, v) ? -1 : 0;
  let unit = physical(t);
  const explodeOn = t.explodeOn;
  if (t.unique) {
    const u = t.unique;
    const window = keepWindow(t.keeps ?? (t.keep === null ? [] : [{ which: t.keep, count: t.keepCount }]), n);
    const g = success === null ? (v: number): number => v : score;
    // Without repeats, every set of n distinct values is equally likely when each value is.
    const equal = unit.weights.every((w) => w === unit.weights[0]);
    if (u.mode === 'until' && u.compare === null && t.explode === null && equal) return windowSum(n, window.from, window.to, unit, g, true);
    checkStuck(t);
    if (!uniqueSimple(t, unit, depth)) return followThrow(throwRule(t, depth), `unique dice in "${t.notation}"`);
    const cp = u.compare;
    const pooled = t.keep !== null ? window : null;
    const explodes = explodeOn === null || t.explode === null ? undefined : (v: number): boolean => matches(explodeOn, v);
    return uniqueSum(n, unit, { mode: u.mode, checks: (v) => cp === null || matches(cp, v), ...(explodes ? { explodes } : {}) }, pooled, g, `unique dice in "${t.notation}"`);
  }
  if (followedPlain(t)) {
    const rule = throwRule(t, depth);
    // Without keep/drop each die's chain counts on its own: follow one, then add them up.
    if (rule.keeps === null) return sumOf(n, followThrow({ ...rule, count: 1 }, `"${t.notation}"`));
    return followThrow(rule, `"${t.notation}"`);
  }
  if (t.keeps) {
    if (t.explode !== null && explodeOn !== null) unit = explode(unit, (v) => matches(explodeOn, v), { mode: t.penetrating ? 'penetrate' : 'explode', depth });
    const { from, to } = keepWindow(t.keeps, n);
    return windowSum(n, from, to, unit, success === null ? (v) => v : score);
  }
  if (t.explode !== null && explodeOn !== null) {
    if (t.explode !== 'compound' && success !== null) {
      // Each physical die counts. Encode a die as score·M + (explodes ? 1 : 0), M > depth + 1:
      // a chain's sum is Σscore·M + (number of dice that exploded), so Σscore = ⌊sum / M⌋.
      const m = depth + 2;
      const enc = map(unit, (v) => score(v) * m + (matches(explodeOn, v) ? 1 : 0));
      const chain = explode(enc, (o) => ((o % m) + m) % m === 1, { mode: 'explode', depth });
      return sumOf(n, map(chain, (s) => Math.floor(s / m)));
    }
    unit = explode(unit, (v) => matches(explodeOn, v), { mode: t.penetrating ? 'penetrate' : t.explode, depth });
  }
  if (t.keep !== null) {
    const k = Math.min(t.keepCount, n);
    const pick = { kh: keepHighest, kl: keepLowest, dh: dropHighest, dl: dropLowest }[t.keep];
    if (success === null) return pick(n, k, unit);
    // Score is a function of the value, so encoding v·M + (score + 1) with M > 2·kept keeps
    // the value order and the kept dice's scores add up in the low digit.
    const kept = t.keep === 'kh' || t.keep === 'kl' ? k : n - k;
    const m = 2 * kept + 1;
    const enc = pick(n, k, map(unit, (v) => v * m + score(v) + 1));
    return map(enc, (s) => (((s % m) + m) % m) - kept);
  }
  if (success !== null) {
    return countSuccesses(n, unit, (v) => score(v) === 1, (v) => score(v) === -1);
  }
  return sumOf(n, unit);
}


/** @internal What the work estimate knows of a part of a formula: its outcome span and weight size. */
export interface Shape {
  /** Outcomes between its lowest and highest total (an upper bound on how many it has). */
  readonly width: number;
  /** log2 of its total weight: how big its exact weights get. */
  readonly bits: number;
}

/**
 * @internal Estimates, before anything is built, the outcomes and the work of every operation of the
 * formula — sums and differences (a convolution: width × width multiply-adds), products and
 * quotients (every pair of outcomes, through a map), each scaled by the size of the weights as
 * the sums of the distribution package are — and throws the first one over a limit. Each
 * term's own construction (sums, pools, explosions) checks its work again in detail before it
 * starts; this pass only makes sure no term is built for a formula that must be refused.
 * Returns the formula's shape, and `weightBits`: an upper bound on log2 of its total weight.
 */
export function checkFormulaWork(f: Formula, depth: number): Shape & { readonly weightBits: number } {
  // bits of the weights the work estimate leaves out, term by term: they give the bound
  // estimateDistribution reports (`weightBits`) and leave the measured cost figures alone
  let uncounted = 0;
  const words = (bits: number): number => Math.max(1, Math.ceil(bits / 64));
  const steps = (a: Shape, b: Shape): number => 8 + (words(a.bits) * words(b.bits)) / 4;
  const sum = (xs: Shape[]): Shape => xs.reduce((a, b) => ({ width: Math.min(MAX_OUTCOMES + 1, a.width + b.width - 1), bits: a.bits + b.bits }));
  const more: FoldMore<Shape> = {
    group: (items, g) => {
      const all = sum(items);
      for (const it of items) checkWork(items.length * it.width * all.width * steps(it, all), `a group of ${items.length} sub-rolls`);
      if (middleRanks(g)) {
        const { to } = keepWindow(g.keeps, items.length);
        checkWork(rankWindowWork(items.map((it) => it.width), to), `keeping ranks of the sub-rolls of "${format(g)}"`);
      }
      return g.success === null ? all : { width: 2 * items.length + 1, bits: all.bits };
    },
    call: (args) => {
      const all = sum(args);
      checkWork(args.length * all.width * all.width * steps(all, all), 'a function of its arguments');
      return { width: Math.min(MAX_OUTCOMES, all.width), bits: all.bits };
    },
    test: (x) => ({ width: 2, bits: x.bits }),
  };
  const shape = fold<Shape>(
    f.expr,
    () => ({ width: 1, bits: 0 }),
    (a) => a,
    (a, b, e) => {
      if (e.op === '+' || e.op === '-') {
        const width = a.width + b.width - 1;
        if (width > MAX_OUTCOMES) throw new DistributionError(`a sum or difference with ${width} outcomes would exceed ${MAX_OUTCOMES} outcomes`);
        checkWork(a.width * b.width * steps(a, b), `a sum or difference of ${a.width} and ${b.width} outcomes`);
        return { width, bits: a.bits + b.bits };
      }
      // Every pair of outcomes goes through a map (about 4 times a dense multiply-add).
      checkWork(a.width * b.width * steps(a, b) * 4, `${e.op === '*' ? 'a product' : 'a quotient'} of ${a.width} and ${b.width} outcomes`);
      return { width: Math.min(MAX_OUTCOMES, a.width * b.width), bits: a.bits + b.bits };
    },
    (i, _node, count, sides) => {
      const t = f.terms[i] as FormulaTerm;
      const [lo, hi] = termBounds(t, depth + 1);
      const faces = t.sides === 'F' ? 3 : t.sides;
      const chain = t.explode === null ? 1 : depth + 1;
      const faceBits = Math.log2(Math.max(2, faces));
      const perDie = faceBits * (t.reroll === 'once' ? 2 : 1) * chain;
      // The weights may be larger than the work estimate counts: a rolled side count mixes dice of
      // minSides..sides sides, whose common total divides lcm(1..sides)^count, under
      // 2^(1.03883·sides·log2 e) per die (Rosser and Schoenfeld: ψ(x) < 1.03883·x); unique dice
      // rerolled once (`uo`) may roll each die once more.
      const rolledSides = t.dynamic !== undefined && t.dynamic.minSides < faces;
      const rolls = 1 + (t.reroll === 'once' ? 1 : 0) + (t.unique?.mode === 'once' ? 1 : 0);
      uncounted += t.count * ((rolledSides ? 1.03883 * faces * Math.LOG2E : faceBits) * rolls * chain - perDie);
      const width = Number.isFinite(hi - lo) ? hi - lo + 1 : MAX_OUTCOMES + 1;
      if (width > MAX_OUTCOMES) throw new DistributionError(`"${t.notation}" would have ${width > MAX_OUTCOMES * 1e6 ? 'too many' : width} outcomes, over ${MAX_OUTCOMES}`);
      // A rolled count or side count builds the term once per value it can take.
      const choices = (count?.width ?? 1) * (sides?.width ?? 1);
      checkUnique(t, choices, depth);
      if (choices > 1) checkWork(choices * width * t.count * steps({ width, bits: t.count * perDie }, { width, bits: t.count * perDie }), `"${t.notation}" for each of its ${choices} rolled counts and sides`);
      return { width, bits: t.count * perDie + (count?.bits ?? 0) + (sides?.bits ?? 0) };
    },
    more,
  );
  return { ...shape, weightBits: shape.bits + uncounted };
}

/** Whether a group's sub-rolls are all written alike (independent and equally distributed). */
function sameItems(g: GroupNode): boolean {
  return g.items.every((x) => format(x) === format(g.items[0] as DiceExpr));
}

/**
 * Whether a group keeps ranks of sub-rolls that differ other than the single highest or lowest,
 * which {@link rankWindowSum} follows sub-roll by sub-roll (`{1d6, 1d8, 1d10}dh1dl1`).
 */
function middleRanks(g: GroupNode): boolean {
  if (keepsDice(g) || g.keeps.length === 0 || sameItems(g)) return false;
  const m = g.items.length;
  const { from, to } = keepWindow(g.keeps, m);
  return !(to - from === 1 && (from === 0 || to === m));
}

/** Exact distributions of groups, functions and pass/fail tests, from their parts'. */
function moreDist(): FoldMore<Distribution<number>> {
  const sumAll = (ds: Distribution<number>[]): Distribution<number> => ds.reduce((a, b) => add(a, b));
  return {
    group: (items, g) => {
      const score = g.success === null ? (v: number) => v : (v: number) => scoreOf(g.success as NonNullable<typeof g.success>, g.failure, v);
      if (keepsDice(g) || g.keeps.length === 0) return sumAll(items.map((d) => (g.success === null ? d : map(d, score))));
      const m = items.length;
      const { from, to } = keepWindow(g.keeps, m);
      // Identical sub-rolls (the same notation: independent, equally distributed) form a pool.
      if (sameItems(g)) return windowSum(m, from, to, items[0] as Distribution<number>, score);
      if (!middleRanks(g)) {
        const pick = from === 0 ? Math.min : Math.max;
        return map(items.reduce((a, b) => combine(a, b, (x, y) => pick(x, y))), score);
      }
      return rankWindowSum(items, from, to, score, `keeping ranks ${from + 1}..${to} of the sub-rolls of "${format(g)}"`);
    },
    call: (args, c) => (c.name === 'min' || c.name === 'max' ? args.reduce((a, b) => combine(a, b, (x, y) => callValue(c.name, [x, y]))) : c.name === 'abs' ? map(args[0] as Distribution<number>, (x) => Math.abs(x)) : (args[0] as Distribution<number>)),
    test: (x, t) => map(x, (v) => testValue(t, v)),
  };
}

/** A term with a rolled count or side count: the mixture over every count and side count. */
function dynamicDistribution(t: FormulaTerm, depth: number, count?: Distribution<number>, sides?: Distribution<number>): Distribution<number> {
  const one = (v: number): Distribution<number> => build([[v, 1n]]);
  const cs = count ?? one(t.count);
  const ss = sides ?? one(t.sides as number);
  const parts: [bigint, Distribution<number>][] = [];
  cs.outcomes.forEach((c, i) => ss.outcomes.forEach((sd, j) => parts.push([(cs.weights[i] as bigint) * (ss.weights[j] as bigint), termDistribution(fixed(concrete(t, c, sd)), depth)])));
  return mixture(parts, cs.total * ss.total);
}

/**
 * The exact distribution of a formula's total (integer weights), built from the same
 * {@link Formula} that {@link roll} rolls: `sumOf` for plain sums (`1000d6` is exact),
 * keep/drop pools, rerolls, clamps, explosions (followed to `depth` extra rolls per die, the
 * rest reported as `leftover`) and success counting.
 *
 * Not supported exactly (throws): unique dice whose explosions can use up every value they may
 * take (`6d6!u`, [ruling N47](../../../../docs/rulings/dice.md#n47)); roll those. Keep/drop
 * among separately exploding dice (`4d6!kh3`) and success counting on penetrating dice
 * (`5d6!pcs>=5`) are followed die by die ([ruling N48](../../../../docs/rulings/dice.md#n48)). Roll groups, custom faces, several keep/drop clauses, functions, total tests
 * (`(3d6)<=12`), rolled counts and sides (the mixture over every count: `(1d4)d6`), unique dice
 * (`u`; `uo`, a compare point, unequal faces, explosions, `ro`/`r` beside them, followed die by
 * die in the roller's order, [ruling N21](../../../../docs/rulings/dice.md#n21) and
 * [ruling N48](../../../../docs/rulings/dice.md#n48)) and keeping a middle rank of sub-rolls
 * that differ (`{1d6, 1d8, 1d10}dh1dl1`,
 * [ruling N19](../../../../docs/rulings/dice.md#n19)) are exact.
 *
 * @param formula - A {@link Formula} or a notation string.
 * @param options - Compile options and the explosion `depth` (0..100, default 20).
 * @returns The distribution of the total.
 * @throws {@link DiceNotationError} if the notation or the `rounding` option is invalid, or
 *   `formula` is neither a string nor a formula object.
 * @throws {@link DistributionError} for an unsupported combination, a bad `depth`, a result
 *   over the distribution size limits, or estimated work over `MAX_POOL_WORK` (`1000d1000`,
 *   `10000d10!cs>=8`, `2d1000!` with depth 50), checked before the work starts; for unique dice
 *   followed in the roller's order also work counted on the way over `MAX_POOL_WORK`
 *   (`4d6!uo` at depth 20).
 * @example
 * ```ts
 * probabilityAtLeast(distribution('2d6'), 7); // { num: 7n, den: 12n }
 * probabilityAtLeast(distribution('2d20kh1'), 11); // { num: 3n, den: 4n }
 * probability(distribution('(3d6)<=12'), 1); // { num: 20n, den: 27n }
 * probability(distribution('2d3uo'), 4); // { num: 1n, den: 3n }
 * probability(distribution('2d3ro1u'), 5); // { num: 16n, den: 27n }
 * ```
 * @see {@link expectedValue}, {@link roll}
 * @since 0.1.0
 * @category Dice notation
 */
export function distribution(formula: Formula | string, options?: DistributionOptions): Distribution<number> {
  const f = formulaOf(formula, options);
  const depth = options?.depth ?? DEFAULT_DEPTH;
  checkInt(depth, 0, 100, 'depth must be an integer');
  checkFormulaWork(f, depth);
  const rs = roundings(f.expr, f.rounding);
  return fold<Distribution<number>>(
    f.expr,
    constant,
    negate,
    (a, b, e) => {
      const r = rs.get(e) ?? f.rounding;
      return e.op === '+' ? add(a, b)
      : e.op === '-' ? add(a, negate(b))
      : e.op === '*' ? combine(a, b, (x, y) => x * y + 0)
      : combine(a, b, (x, y) => divide(x, y, r) + 0);
    },
    (i, _node, count, sides) => {
      const t = f.terms[i] as FormulaTerm;
      return t.dynamic ? dynamicDistribution(t, depth, count, sides) : termDistribution(t, depth);
    },
    moreDist(),
  );
}

/** Fraction arithmetic for the closed-form mean (not reduced until the end). */
type Q = readonly [num: bigint, den: bigint];
const qAdd = (a: Q, b: Q): Q => [a[0] * b[1] + b[0] * a[1], a[1] * b[1]];
const qMul = (a: Q, b: Q): Q => [a[0] * b[0], a[1] * b[1]];
const qNeg = (a: Q): Q => [-a[0], a[1]];

/**
 * Closed-form E[term] when one exists, else `null`. An exploding chain is a stopping time, so
 * by Wald's identity the extra dice number p/(1−p) on average, p = P(explode), and
 * E[chain] = E[first die] + p/(1−p)·E[extra die] (the same die, one less when penetrating).
 * That covers values (explode and compound give E[die]/(1−p)) and success counting on
 * separately exploding or penetrating dice, which scores every physical die.
 * Compounding success counting scores a chain once, on its total. A chain that explodes totals
 * at least e + m (e the lowest exploding value, m the lowest face); when both compare points
 * lie below that, it scores as a total of +∞ would, else there is no closed form here (`null`).
 */
function termMean(t: FormulaTerm): Q | null {
  if (t.keep !== null || t.unique || t.dynamic || t.penetrating) return null;
  const unit = physical(t);
  const { success, failure, explodeOn } = t;
  const mode = t.explode;
  const explodes = (v: number): boolean => explodeOn !== null && matches(explodeOn, v);
  // Counting successes on compounding dice, a chain that explodes scores as a total of +∞.
  const chain = success !== null && mode === 'compound';
  if (chain && Math.max(0, success.value, failure?.value ?? 0) >= (unit.outcomes.find(explodes) ?? 0) + (unit.outcomes[0] as number)) {
    return null;
  }
  const value = (v: number): number =>
    success === null ? v
    : matches(success, (v = chain && explodes(v) ? Infinity : v)) ? 1
    : failure !== null && matches(failure, v) ? -1
    : 0;
  /** E[f(X − s)] for X one die. */
  const avg = (f: (v: number) => number, s = 0): Q => {
    let sum = 0n;
    unit.outcomes.forEach((o, i) => (sum += BigInt(f(o - s)) * (unit.weights[i] as bigint)));
    return [sum, unit.total];
  };
  const n: Q = [BigInt(t.count), 1n];
  const first = avg(value);
  if (mode === null || chain) return qMul(n, first);
  const p = avg((v) => +explodes(v)); // the compiler rejects p = 1
  return qMul(n, qAdd(first, qMul([p[0], p[1] - p[0]], avg(value, mode === 'penetrate' ? 1 : 0))));
}

/** Closed-form mean of a formula, or `null` where it has none (division, keep/drop…). */
function formulaMean(f: Formula): Q | null {
  return fold<Q | null>(
    f.expr,
    (v) => [BigInt(v), 1n],
    (a) => a && qNeg(a),
    (a, b, e) =>
      a === null || b === null ? null
      : e.op === '+' ? qAdd(a, b)
      : e.op === '-' ? qAdd(a, qNeg(b))
      : e.op === '*' ? qMul(a, b) // the two sides roll separate dice: independent
      : null,
    (i) => termMean(f.terms[i] as FormulaTerm),
    { group: () => null, call: () => null, test: () => null },
  );
}

/**
 * The exact mean of a formula's total.
 *
 * - Sums, differences and products of terms, with any rerolls, clamps, explosions (to any
 *   length: `1d6!` is exactly 21/5) and success counting, use closed forms: expectation is
 *   linear, separate terms are independent, and an exploding chain's mean follows from Wald's
 *   identity. This is the mean of the formula as written, with unlimited explosions. Success
 *   counting on exploding (`!`) and penetrating (`!p`) dice scores every physical die; on
 *   compounding (`!!`) dice it scores each chain's total, which has a closed form when both
 *   compare points lie below the smallest total of a chain that explodes (`1d6!!cs>=6` is
 *   exactly 1/6, `5d10!!cs>=8f=1` exactly 1).
 * - Anything else (`/`, keep/drop, compounding success points a longer chain could still
 *   reach, like `1d6!!cs=7`) is the mean of the exact {@link distribution}. If that
 *   distribution was cut at `depth`, it is the exact mean of the listed outcomes, leftover
 *   excluded (the mean on condition that no chain was cut off), which approaches the true mean
 *   as `depth` grows; check `distribution(f).leftover` to see how much was cut off.
 *
 * @param formula - A {@link Formula} or a notation string.
 * @param options - As for {@link distribution}.
 * @returns E[total] as a fraction in lowest terms.
 * @throws {@link DiceNotationError} if the notation or the `rounding` option is invalid, or
 *   `formula` is neither a string nor a formula object.
 * @throws {@link DistributionError} as {@link distribution} does.
 * @example
 * ```ts
 * expectedValue('4d6dl1'); // { num: 15869n, den: 1296n }
 * expectedValue('1d6!'); // { num: 21n, den: 5n }
 * ```
 * @since 0.1.0
 * @category Dice notation
 */
export function expectedValue(formula: Formula | string, options?: DistributionOptions): Fraction {
  const f = formulaOf(formula, options);
  const closed = formulaMean(f);
  if (closed !== null) return fraction(closed[0], closed[1]);
  const d = distribution(f, options);
  return mean({ ...d, total: d.total - d.leftover, leftover: 0n }); // the listed outcomes' exact mean
}
