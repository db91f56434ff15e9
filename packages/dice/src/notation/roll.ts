import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import type { DiceNode } from './ast.js';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { below, belowWord, between, wordDivisor } from '../rng/draw.js';
import { generatorOf, stateOf, type Rng } from '../rng/Rng.js';
import { formulaOf, planOf, type CompileOptions, type Formula, type FormulaTerm, type Plan } from './compile.js';
import { addDie, advance, combineTotals, countTerm, judge, result, score, settle, start, termResult, termsOf, type Die } from './engine.js';
import { clamp, matches } from './internal.js';
import { MAX_CHAIN_DEPTH, MAX_ROLLED_DICE } from './limits.js';
import type { DieRecord, RollResult, TermResult } from './RollResult.js';

/**
 * The total of one term without rerolls, thrown straight from the generator: the same faces
 * in the same order as the engine. Explosions are handled here only for a formula's single
 * term (no keep or success rule), whose follow-up dice then come round by round as in the engine.
 */
function termTotal(t: FormulaTerm, g: JumpableRandomGenerator): number {
  const { lo, hi } = t;
  let s = 0;
  if (t.explodeOn !== null) {
    const pen = t.explode === 'penetrate';
    let pending = t.count;
    let thrown = t.count;
    for (let depth = 0; pending > 0; depth++) {
      let next = 0;
      for (let k = 0; k < pending; k++) {
        const v = clamp(t, between(g, lo, hi));
        s += pen && depth !== 0 ? v - 1 : v;
        if (matches(t.explodeOn, v) && depth < MAX_CHAIN_DEPTH && thrown < MAX_ROLLED_DICE) {
          next++;
          thrown++;
        }
      }
      pending = next;
    }
    return s;
  }
  if (t.keep === null && t.success === null) return drawPlain(t, g, null, 0);
  const vs = new Array<number>(t.count);
  for (let k = 0; k < t.count; k++) vs[k] = clamp(t, between(g, lo, hi));
  let from = 0;
  let to = vs.length;
  if (t.keep !== null) {
    // Insertion sort for small pools, as in the engine; a real sort for large ones.
    if (to > 32) vs.sort((a, b) => a - b);
    else {
      for (let u = 1; u < to; u++) {
        const v = vs[u] as number;
        let j = u;
        for (; j > 0 && (vs[j - 1] as number) > v; j--) vs[j] = vs[j - 1] as number;
        vs[j] = v;
      }
    }
    const k = Math.min(t.keepCount, to);
    if (t.keep === 'kh') from = to - k;
    else if (t.keep === 'kl') to = k;
    else if (t.keep === 'dh') to -= k;
    else from = k;
  }
  for (let i = from; i < to; i++) s += score(t, vs[i] as number);
  return s;
}

/**
 * Throws, die by die in id order, the die each die of the roll sets off ({@link judge}), at once
 * and appended: each die is then thrown after every die with a smaller id, as when
 * {@link beginRoll} settles its queue. Returns whether a limit stopped a follow-up (`capped`).
 */
function followUps(ts: readonly FormulaTerm[], g: JumpableRandomGenerator, dice: Die[]): boolean {
  const s = { dice, capped: false };
  // Explosions up each die's chain (itself included) and rerolls in a row ending at it, by die
  // id (unset for a first die: 0).
  const depth: number[] = [];
  const rerolls: number[] = [];
  for (let p = 0; p < dice.length; p++) {
    const d = dice[p] as Die;
    const t = ts[d.termIndex] as FormulaTerm;
    // A die that cannot reroll and does not explode sets nothing off, and its value is right.
    if (t.reroll === null && (t.explodeOn === null || !matches(t.explodeOn, clamp(t, d.face)))) continue;
    const dp = depth[p] ?? 0;
    const rr = rerolls[p] ?? 0;
    const kind = judge(s, t, d, dp, rr);
    if (kind === 0) continue;
    const id = dice.length;
    // The last reroll a die may take comes from the faces that stand: the same odds as rolling
    // on until one stands, so a capped reroll chain never gives a face the odds call impossible.
    const face = kind === 2 && t.reroll === 'until' && rr + 1 >= MAX_CHAIN_DEPTH ? standingFace(t, g) : between(g, t.lo, t.hi);
    const explosions = kind === 1 ? dp + 1 : dp;
    depth[id] = explosions;
    rerolls[id] = kind === 2 ? rr + 1 : 0;
    // Its value as `judge` gives it when it does not reroll (the loop above may skip it).
    addDie(dice, t, kind, p, face, clamp(t, face) - (t.explode === 'penetrate' && explosions > 0 ? 1 : 0));
  }
  return s.capped;
}

/**
 * A face drawn uniformly from the faces of `t` that its `until` rerolls keep. Whether a face
 * rerolls changes only at a compare value or just past it, so the faces split into runs that
 * all reroll or all stand; the draw picks a standing face by its index across the runs.
 */
function standingFace(t: FormulaTerm, g: RandomGenerator): number {
  const cuts = [t.lo, t.hi + 1];
  for (const cp of t.rerollOn) cuts.push(cp.value, cp.value + 1);
  const edges = [...new Set(cuts.filter((x) => x >= t.lo && x <= t.hi + 1))].sort((a, b) => a - b);
  const runs: [from: number, size: number][] = [];
  let count = 0;
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i] as number;
    if (t.rerollOn.some((cp) => matches(cp, from))) continue;
    const size = (edges[i + 1] as number) - from;
    runs.push([from, size]);
    count += size;
  }
  let k = below(g, count); // the parser guarantees a standing face
  for (const [from, size] of runs) {
    if (k < size) return from + k;
    k -= size;
  }
  return t.lo;
}

/**
 * Throws a formula's dice with the generator and returns the roll's result: every term's first
 * dice in term order, then their follow-ups ({@link followUps}). That is the order in which
 * {@link beginRoll} asks for faces, so the same faces give the same result. Counting is the
 * engine's ({@link countTerm}).
 */
function rollResult(f: Formula, g: JumpableRandomGenerator, { signs, offset, extended }: Plan): RollResult {
  if (extended) return engineRoll(f, g);
  const ts = f.terms;
  // Many plain dice: records on first read (an object with a getter costs about as much to make
  // as LAZY_FROM records, so a small roll writes its records at once).
  let plain = signs !== null;
  let count = 0;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as FormulaTerm;
    count += t.count;
    if (t.keep !== null || t.success !== null || t.reroll !== null || t.explodeOn !== null) plain = false;
  }
  if (plain && count >= LAZY_FROM) return plainResult(f, g, signs as readonly number[], offset);
  // Arrays made at their final length (follow-up dice are appended): growing an empty array
  // by `push` reserves room for 17 entries, which was a third of a small roll's time (measured).
  const dice = new Array<Die>(count);
  // Plain terms' totals as their dice are thrown (a term with follow-ups is counted at the end).
  const sums = new Array<number>(ts.length);
  let follow = false;
  let id = 0;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as FormulaTerm;
    const { lo, hi, sides } = t;
    const outcome = t.success === null ? null : 'none';
    let sum = 0;
    const q = divisorOf(t);
    const limit = q * (hi - lo + 1);
    // The record written out rather than through `addDie`: this loop is every roll's hot path.
    for (let k = 0; k < t.count; k++, id++) {
      const face = q === 0 ? between(g, lo, hi) : lo + belowWord(g, q, limit);
      const value = clamp(t, face);
      sum += value;
      dice[id] = { id, order: id, round: 0, termIndex: i, sides, face, value, kind: 'roll', parentId: null, kept: true, droppedBy: null, outcome };
    }
    sums[i] = sum;
    if (t.reroll !== null || t.explodeOn !== null) follow = true;
  }
  const capped = follow ? followUps(ts, g, dice) : false;
  const terms = new Array<TermResult>(ts.length);
  let total = offset;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as FormulaTerm;
    let v = sums[i] as number;
    if (t.keep !== null || t.success !== null || t.reroll !== null || t.explodeOn !== null) sums[i] = v = countTerm(t, dice);
    if (signs !== null) total += (signs[i] as number) * v;
    terms[i] = termResult(t, v);
  }
  return { notation: f.notation, total: signs === null ? combineTotals(f, sums) : total + 0, terms, dice, capped };
}

/** Fewest plain dice whose records {@link plainResult} builds when first read (measured: bench/roll.bench.ts). */
const LAZY_FROM = 10;

const TWO32 = 0x100000000;

/**
 * The divisor {@link belowWord} draws a face of `t` with, worked out once per term: the same
 * draw as {@link between}. A compiled term has at most MAX_SIDES faces, far below 2^32 (what
 * one word holds); a wider range gives 0, and its faces then go through `between`.
 */
function divisorOf(t: FormulaTerm): number {
  const n = t.hi - t.lo + 1;
  return n > TWO32 ? 0 : wordDivisor(n);
}

/**
 * Sum of `count` draws of {@link between}(g, lo, hi) after the term's clamps, each face also
 * written to `out` from `at` when `out` is given: the same draws in the same order as
 * `between`, with its divisor worked out once per term instead of once per die.
 */
function drawPlain(t: FormulaTerm, g: RandomGenerator, out: number[] | null, at: number): number {
  const { lo, count } = t;
  const plain = t.min === null && t.max === null;
  let s = 0;
  const q = divisorOf(t);
  const limit = q * (t.hi - lo + 1);
  for (let k = 0; k < count; k++) {
    const face = q === 0 ? between(g, lo, t.hi) : lo + belowWord(g, q, limit);
    if (out !== null) out[at + k] = face;
    s += plain ? face : clamp(t, face);
  }
  return s;
}

/**
 * {@link rollResult} for a formula that only adds and subtracts plain dice of at least
 * {@link LAZY_FROM} dice (`100d6`): the same draws, the same total and terms, and the dice's
 * records built only when `dice` is first read ({@link PlainRoll}). The roll keeps no face at
 * all, only a copy of the generator as it started: reading `dice` throws the same dice again
 * from that state (the draws are a pure function of it), so until then a large roll costs what
 * {@link rollTotal} costs plus one small object.
 */
function plainResult(f: Formula, g: JumpableRandomGenerator, signs: readonly number[], offset: number): RollResult {
  const ts = f.terms;
  const from = g.clone();
  const terms = new Array<TermResult>(ts.length);
  let total = offset;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as FormulaTerm;
    const sum = drawPlain(t, g, null, 0);
    total += (signs[i] as number) * sum;
    terms[i] = termResult(t, sum);
  }
  return new PlainRoll(f.notation, total + 0, terms, ts, from);
}

/**
 * Gives a subclass's constructor `o` as its `this` (a constructor that returns an object makes
 * that object the instance): {@link PlainRoll} stamps its private fields onto a plain object
 * literal, so a result's prototype is `Object.prototype` like any other result's.
 */
class OnPlainObject {
  constructor(o: object) {
    return o as OnPlainObject;
  }
}

/**
 * The result of a large plain roll ({@link plainResult}): a plain object with the same own,
 * enumerable properties in the same order as any other {@link RollResult} (`dice` is an own
 * enumerable getter, so `Object.keys`, spreading, `structuredClone` and `JSON.stringify` see
 * it like a value). The first read of `dice` throws the roll's dice again from the state it
 * started from and builds their records; later reads return the same array.
 *
 * One shared getter and private fields: an object literal with a getter of its own cost about
 * 0.6–0.9 µs to make (a new closure and a new hidden class for each roll), this about 0.15 µs.
 */
class PlainRoll extends OnPlainObject {
  declare readonly notation: string;
  declare readonly total: number;
  declare readonly terms: readonly TermResult[];
  declare readonly dice: readonly DieRecord[];
  declare readonly capped: boolean;
  readonly #ts: readonly FormulaTerm[];
  /** A copy of the generator as it was before the roll's first draw. */
  readonly #from: RandomGenerator;
  #records: DieRecord[] | undefined;

  constructor(notation: string, total: number, terms: readonly TermResult[], ts: readonly FormulaTerm[], from: RandomGenerator) {
    super({});
    this.#ts = ts;
    this.#from = from;
    this.#records = undefined;
    // The keys in the order every other result has them: notation, total, terms, dice, capped.
    const self = this as { -readonly [K in keyof RollResult]: RollResult[K] };
    self.notation = notation;
    self.total = total;
    self.terms = terms;
    Object.defineProperty(this, 'dice', DICE);
    self.capped = false;
  }

  /** The records of `r`'s dice, built on the first call. */
  static records(r: PlainRoll): DieRecord[] {
    if (r.#records !== undefined) return r.#records;
    const ts = r.#ts;
    let count = 0;
    for (const t of ts) count += t.count;
    // The same draws as the roll: the same generator state, terms and drawing function.
    const g = r.#from.clone();
    const faces = new Array<number>(count);
    let at = 0;
    for (const t of ts) {
      drawPlain(t, g, faces, at);
      at += t.count;
    }
    const dice = new Array<DieRecord>(count);
    let id = 0;
    for (const t of ts) {
      const { sides, termIndex } = t;
      for (let k = 0; k < t.count; k++, id++) {
        const face = faces[id] as number;
        dice[id] = { id, order: id, round: 0, termIndex, sides, face, value: clamp(t, face), kind: 'roll', parentId: null, kept: true, droppedBy: null, outcome: null };
      }
    }
    r.#records = dice;
    return dice;
  }
}

/** The one getter every {@link PlainRoll} shares as its own `dice` property. */
const DICE: PropertyDescriptor = {
  get(this: PlainRoll): DieRecord[] {
    return PlainRoll.records(this);
  },
  enumerable: true,
  configurable: true,
};

/**
 * Rolls a formula through the engine {@link beginRoll} drives, each requested die's face drawn
 * in request order: the general path, for the forms added in 0.2.0 (groups, rolled counts,
 * custom faces, unique dice…). A custom die draws one of its faces, each entry equally likely.
 */
function engineRoll(f: Formula, g: JumpableRandomGenerator): RollResult {
  const s = start(f);
  while (s.settled < s.dice.length) {
    const t = termsOf(s)[(s.dice[s.settled] as Die).termIndex] as FormulaTerm;
    if (t.faces) {
      const k = below(g, t.faces.length);
      settle(s, t.faces[k] as number, (t.node as DiceNode).faceLabels?.[k]);
    } else settle(s, between(g, t.lo, t.hi));
    if (s.settled === s.dice.length) advance(s);
  }
  return result(s);
}

/**
 * Rolls a formula with the generator and returns the full record of the roll: total, term
 * totals and every physical die (explosions and rerolls included) in throw order. It throws
 * in the same order and counts by the same rules as {@link beginRoll}, so the same faces give
 * the same result.
 *
 * @param rng - Generator state; never mutated.
 * @param formula - A {@link Formula} from {@link compile} (fastest when rolled often) or a
 *   notation string, e.g. `'4d6kh3'`.
 * @param options - Compile options when `formula` is a string (ignored for a Formula).
 * @returns The {@link RollResult} (JSON-serializable; readonly by type, not frozen) and the next
 *   state (a fresh plain object, readonly by type; not frozen, since freezing would cost more
 *   than the roll itself; never written to by the SDK).
 * @throws {@link DiceNotationError} if the notation or the `rounding` option is invalid, or
 *   `formula` is neither a string nor a formula object (checked before any die is rolled).
 * @throws {@link RngStateError} if `rng` is not a valid state.
 * @example
 * ```ts
 * const [r, next] = roll(seed(0), '4d6kh3');
 * r.total; // 3..18
 * r.dice.filter((d) => !d.kept).length; // 1 (the lowest die, droppedBy 'keep')
 * ```
 * @see {@link rollTotal}, {@link beginRoll}, {@link distribution}
 * @since 0.1.0
 * @category Dice notation
 */
export function roll(rng: Rng, formula: Formula | string, options?: CompileOptions): readonly [result: RollResult, next: Rng] {
  const f = formulaOf(formula, options);
  const g = generatorOf(rng);
  return [rollResult(f, g, planOf(f)), stateOf(g)];
}

/**
 * Rolls a formula and returns only its total: the same dice and the same total as
 * {@link roll}, without building the per-die records (the fast path for simulations).
 *
 * **The dice cap is silent here.** One roll throws at most {@link MAX_ROLLED_DICE} (100,000)
 * physical dice, explosions and rerolls included, and each die's explosion or reroll chain
 * stops after {@link MAX_CHAIN_DEPTH} (100) extra dice. When a cap stops a roll, `rollTotal`
 * still returns the total of the dice that were thrown, and nothing in its result says so.
 * {@link roll} gives the same total with `capped: true` on its result. Use `roll` whenever
 * a capped total must be told apart, e.g. with formulas like `'2000d1000000!>1'` that
 * explode almost every die. Plain formulas without explosions or rerolls are never capped,
 * because {@link MAX_DICE} keeps them far below the limit.
 *
 * @param rng - Generator state; never mutated.
 * @param formula - A {@link Formula} or a notation string.
 * @param options - Compile options when `formula` is a string.
 * @returns The total and the next state (the same state {@link roll} returns). If a dice cap
 *   stopped the roll, the total counts only the dice thrown, without any flag (see above).
 * @see {@link roll} for the same roll with `capped` and the per-die records.
 * @throws {@link DiceNotationError} if the notation or the `rounding` option is invalid, or
 *   `formula` is neither a string nor a formula object.
 * @throws {@link RngStateError} if `rng` is not a valid state.
 * @example
 * ```ts
 * const f = compile('3d6+2');
 * const [total, next] = rollTotal(seed(9), f);
 * ```
 * @since 0.1.0
 * @category Dice notation
 */
export function rollTotal(rng: Rng, formula: Formula | string, options?: CompileOptions): readonly [total: number, next: Rng] {
  const f = formulaOf(formula, options);
  const g = generatorOf(rng);
  const plan = planOf(f);
  const { signs, offset } = plan;
  if (plan.direct) {
    // Term by term, in term order (the order the engine throws them), summed with their signs.
    const ts = f.terms;
    let total = offset;
    for (let i = 0; i < ts.length; i++) total += ((signs as readonly number[])[i] as number) * termTotal(ts[i] as FormulaTerm, g);
    return [total + 0, stateOf(g)];
  }
  return [rollResult(f, g, plan).total, stateOf(g)];
}
