import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { generatorOf, stateOf, type Rng } from '../rng/Rng.js';
import { compileCached, planOf, type CompileOptions, type Formula, type FormulaTerm, type Plan } from './compile.js';
import { combineTotals, countTerm, result, termResult, settle, start, totals, type Die, type Throw } from './engine.js';
import { clamp, matches } from './internal.js';
import { MAX_CHAIN_DEPTH, MAX_ROLLED_DICE } from './limits.js';
import type { RollResult, TermResult } from './RollResult.js';

/** @internal Throws every requested die with the generator until the roll is done. */
export function drive(s: Throw, g: JumpableRandomGenerator): void {
  while (s.settled < s.dice.length) {
    const t = s.f.terms[(s.dice[s.settled] as Die).termIndex] as FormulaTerm;
    settle(s, uniformInt(g, t.lo, t.hi));
  }
}

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
        const v = clamp(t, uniformInt(g, lo, hi));
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
  if (t.keep === null && t.success === null) {
    for (let k = 0; k < t.count; k++) s += clamp(t, uniformInt(g, lo, hi));
    return s;
  }
  const vs = new Array<number>(t.count);
  for (let k = 0; k < t.count; k++) vs[k] = clamp(t, uniformInt(g, lo, hi));
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
  for (let i = from; i < to; i++) {
    const v = vs[i] as number;
    s += t.success === null ? v : matches(t.success, v) ? 1 : t.failure !== null && matches(t.failure, v) ? -1 : 0;
  }
  return s;
}

/**
 * `roll` for a formula whose plan (`planOf`) says `ordered`: no term rerolls and only the
 * last term explodes. Throwing term by term, each term's first dice and then, die by die in
 * id order, the explosion each die sets off (appended, so it is thrown after every die before
 * it), is then the engine's throw order. Each record is made with its face; the counting is
 * the engine's ({@link countTerm}).
 */
function orderedResult(f: Formula, g: JumpableRandomGenerator, { signs, offset }: Plan): RollResult {
  const ts = f.terms;
  const dice: Die[] = [];
  // Term totals, kept only for a formula that multiplies or divides.
  const values: number[] | null = signs === null ? [] : null;
  const terms: TermResult[] = [];
  let sum = offset;
  let capped = false;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i] as FormulaTerm;
    const { lo, hi, sides, count, explodeOn } = t;
    const outcome = t.success === null ? null : 'none';
    let total = 0;
    for (let k = 0; k < count; k++) {
      const id = dice.length;
      const face = uniformInt(g, lo, hi);
      const value = clamp(t, face);
      total += value;
      dice.push({ id, order: id, round: 0, termIndex: i, sides, face, value, kind: 'roll', parentId: null, kept: true, droppedBy: null, outcome });
    }
    if (explodeOn !== null) {
      // This is the last term, so `dice` holds every die queued so far (the engine's limit).
      for (let p = dice.length - count; p < dice.length; p++) {
        const { round, face: pf } = dice[p] as Die;
        if (!matches(explodeOn, clamp(t, pf))) continue;
        if (round >= MAX_CHAIN_DEPTH || dice.length >= MAX_ROLLED_DICE) {
          capped = true;
          continue;
        }
        const id = dice.length;
        const face = uniformInt(g, lo, hi);
        const value = clamp(t, face) - (t.explode === 'penetrate' ? 1 : 0);
        total += value;
        dice.push({ id, order: id, round: round + 1, termIndex: i, sides, face, value, kind: 'explosion', parentId: p, kept: true, droppedBy: null, outcome });
      }
    }
    if (t.keep !== null || t.success !== null) total = countTerm(t, dice);
    if (values !== null) values.push(total);
    else sum += ((signs as readonly number[])[i] as number) * total;
    terms.push(termResult(t, total));
  }
  return { notation: f.notation, total: values !== null ? combineTotals(f, values) : sum + 0, terms, dice, capped };
}

/**
 * Rolls a formula with the generator and returns the full record of the roll: total, term
 * totals and every physical die (explosions and rerolls included) in throw order. It throws
 * in the same order and counts by the same rules as {@link beginRoll}, so the same faces give
 * the same result (formulas without rerolls take a quicker path to the same dice).
 *
 * @param rng - Generator state; never mutated.
 * @param formula - A {@link Formula} from {@link compile} (fastest when rolled often) or a
 *   notation string, e.g. `'4d6kh3'`.
 * @param options - Compile options when `formula` is a string (ignored for a Formula).
 * @returns The {@link RollResult} (JSON-serializable; readonly by type, not frozen) and the next
 *   state (a fresh plain object, readonly by type; not frozen, since freezing would cost more
 *   than the roll itself; never written to by the SDK).
 * @throws {@link DiceNotationError} if the notation is invalid (checked before any die is rolled).
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
  const f = typeof formula === 'string' ? compileCached(formula, options) : formula;
  const g = generatorOf(rng);
  const plan = planOf(f);
  if (plan.ordered) return [orderedResult(f, g, plan), stateOf(g)];
  const s = start(f);
  drive(s, g);
  return [result(s), stateOf(g)];
}

/**
 * Rolls a formula and returns only its total: the same dice and the same total as
 * {@link roll}, without building the per-die records (the fast path for simulations).
 *
 * @param rng - Generator state; never mutated.
 * @param formula - A {@link Formula} or a notation string.
 * @param options - Compile options when `formula` is a string.
 * @returns The total and the next state (the same state {@link roll} returns).
 * @throws {@link DiceNotationError} if the notation is invalid.
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
  const f = typeof formula === 'string' ? compileCached(formula, options) : formula;
  const g = generatorOf(rng);
  const { direct, signs, offset } = planOf(f);
  if (direct) {
    // Term by term, in term order (the order the engine throws them), summed with their signs.
    const ts = f.terms;
    let total = offset;
    for (let i = 0; i < ts.length; i++) total += ((signs as readonly number[])[i] as number) * termTotal(ts[i] as FormulaTerm, g);
    return [total + 0, stateOf(g)];
  }
  const s = start(f);
  drive(s, g);
  return [combineTotals(f, totals(s)), stateOf(g)];
}
