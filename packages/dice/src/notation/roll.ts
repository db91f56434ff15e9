import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { generatorOf, stateOf, type Rng } from '../rng/Rng.js';
import type { DiceExpr } from './ast.js';
import { compileCached, type CompileOptions, type Formula, type FormulaTerm } from './compile.js';
import { Engine, evaluate } from './engine.js';
import { divide, matches } from './internal.js';
import { MAX_CHAIN_DEPTH, MAX_ROLLED_DICE } from './limits.js';
import type { DieRecord, RollResult, TermResult } from './RollResult.js';

/** @internal Throws every requested die with the generator until the engine is done. */
export function drive(e: Engine, g: JumpableRandomGenerator): void {
  const terms = e.f.terms;
  while (e.pending.length > 0) {
    const p = e.pending;
    for (let j = 0; j < p.length; j++) {
      const id = p[j] as number;
      const t = terms[e.term[id] as number];
      if (t !== undefined) e.process(id, uniformInt(g, t.lo, t.hi));
    }
    e.advance();
  }
}

/** A face's value after the term's min/max clamps. */
function clamp(t: FormulaTerm, face: number): number {
  return t.min !== null && face < t.min ? t.min : t.max !== null && face > t.max ? t.max : face;
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
    for (let u = 1; u < to; u++) {
      const v = vs[u] as number;
      let j = u;
      for (; j > 0 && (vs[j - 1] as number) > v; j--) vs[j] = vs[j - 1] as number;
      vs[j] = v;
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

/** The formula's total, throwing each term's dice when the tree walk reaches it (term order). */
function walk(e: DiceExpr, f: Formula, g: JumpableRandomGenerator, cursor: { next: number }): number {
  switch (e.kind) {
    case 'number':
      return e.value;
    case 'negate':
      return -walk(e.operand, f, g, cursor);
    case 'binary': {
      const a = walk(e.left, f, g, cursor);
      const b = walk(e.right, f, g, cursor);
      return e.op === '+' ? a + b : e.op === '-' ? a - b : e.op === '*' ? a * b : divide(a, b, f.rounding);
    }
    default:
      return termTotal(f.terms[cursor.next++] as FormulaTerm, g);
  }
}

/** Whether {@link walk} throws the same dice as the engine: no rerolls; explosions only in a lone plain term. */
function direct(f: Formula): boolean {
  const n = f.terms.length;
  for (let i = 0; i < n; i++) {
    const t = f.terms[i] as FormulaTerm;
    if (t.reroll !== null || (t.explode !== null && (n > 1 || t.keep !== null || t.success !== null))) return false;
  }
  return true;
}

/** One first-round or explosion die record, in the engine's field order. */
function record(id: number, round: number, ti: number, t: FormulaTerm, face: number, value: number, parent: number, dropped: 'keep' | 'drop' | null, outcome: DieRecord['outcome']): DieRecord {
  return {
    id, order: id, round, termIndex: ti, sides: t.sides, face, value,
    kind: round === 0 ? 'roll' : 'explosion', parentId: parent < 0 ? null : parent,
    kept: dropped === null, droppedBy: dropped, outcome,
  };
}

/**
 * The full result when {@link direct} holds and no term is a usage die, built record by record
 * as the engine would: same throws, ids, rounds, keep/drop marks (ties: the later die counts
 * as higher) and outcomes.
 */
function directResult(f: Formula, g: JumpableRandomGenerator): RollResult | undefined {
  const terms = f.terms;
  if (!direct(f)) return undefined;
  for (let i = 0; i < terms.length; i++) if ((terms[i] as FormulaTerm).node.kind === 'usage') return undefined;
  const dice: DieRecord[] = [];
  const totals = new Array<number>(terms.length);
  let capped = false;
  for (let ti = 0; ti < terms.length; ti++) {
    const t = terms[ti] as FormulaTerm;
    const { lo, hi, explodeOn } = t;
    let s = 0;
    if (explodeOn !== null) {
      // A lone term without keep/success: follow-up dice come round by round, in parent order.
      const pen = t.explode === 'penetrate';
      let parents: number[] = new Array<number>(t.count).fill(-1);
      for (let depth = 0; parents.length > 0; depth++) {
        const start = dice.length;
        const next: number[] = [];
        for (let k = 0; k < parents.length; k++) {
          const face = uniformInt(g, lo, hi);
          const v = clamp(t, face);
          const value = pen && depth !== 0 ? v - 1 : v;
          s += value;
          const id = dice.length;
          dice.push(record(id, depth, ti, t, face, value, parents[k] as number, null, null));
          if (matches(explodeOn, v)) {
            if (depth < MAX_CHAIN_DEPTH && start + parents.length + next.length < MAX_ROLLED_DICE) next.push(id);
            else capped = true;
          }
        }
        parents = next;
      }
      totals[ti] = s;
      continue;
    }
    const m = t.count;
    if (t.keep === null && t.success === null) {
      for (let k = 0; k < m; k++) {
        const face = uniformInt(g, lo, hi);
        const v = clamp(t, face);
        s += v;
        dice.push(record(dice.length, 0, ti, t, face, v, -1, null, null));
      }
      totals[ti] = s;
      continue;
    }
    const faces = new Array<number>(m);
    const values = new Array<number>(m);
    for (let k = 0; k < m; k++) {
      const face = uniformInt(g, lo, hi);
      faces[k] = face;
      values[k] = clamp(t, face);
    }
    let dropped: ('keep' | 'drop' | null)[] | null = null;
    if (t.keep !== null) {
      // Stable ascending order by value (ties by throw order), by insertion sort: pools are small.
      const order = new Array<number>(m);
      for (let u = 0; u < m; u++) {
        const v = values[u] as number;
        let j = u;
        for (; j > 0 && (values[order[j - 1] as number] as number) > v; j--) order[j] = order[j - 1] as number;
        order[j] = u;
      }
      const high = t.keep === 'kh' || t.keep === 'dh';
      const keeping = t.keep === 'kh' || t.keep === 'kl';
      const k = Math.min(t.keepCount, m);
      dropped = [];
      for (let r = 0; r < m; r++) if (keeping ? r >= k : r < k) dropped[order[high ? m - 1 - r : r] as number] = keeping ? 'keep' : 'drop';
    }
    const first = dice.length;
    for (let k = 0; k < m; k++) {
      const v = values[k] as number;
      const d = dropped === null ? null : (dropped[k] ?? null);
      let outcome: DieRecord['outcome'] = null;
      if (t.success !== null) {
        outcome = 'none';
        if (d === null) {
          const r = matches(t.success, v) ? 1 : t.failure !== null && matches(t.failure, v) ? -1 : 0;
          s += r;
          if (r !== 0) outcome = r === 1 ? 'success' : 'failure';
        }
      } else if (d === null) s += v;
      dice.push(record(first + k, 0, ti, t, faces[k] as number, v, -1, d, outcome));
    }
    totals[ti] = s;
  }
  const results: TermResult[] = new Array<TermResult>(terms.length);
  for (let ti = 0; ti < terms.length; ti++) {
    results[ti] = { termIndex: ti, notation: (terms[ti] as FormulaTerm).notation, total: totals[ti] as number, usage: null };
  }
  return {
    notation: f.notation,
    total: evaluate(f.expr, totals, { next: 0 }, f.rounding) + 0, // + 0 turns -0 into 0
    terms: results,
    dice,
    capped,
  };
}

/**
 * Rolls a formula with the generator and returns the full record of the roll: total, term
 * totals and every physical die (explosions and rerolls included) in throw order. It drives
 * the same engine as {@link beginRoll}, so the same faces give the same result.
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
  const plain = directResult(f, g);
  if (plain !== undefined) return [plain, stateOf(g)];
  const e = new Engine(f);
  drive(e, g);
  return [e.result(), stateOf(g)];
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
  if (direct(f)) return [walk(f.expr, f, g, { next: 0 }) + 0, stateOf(g)];
  const e = new Engine(f);
  drive(e, g);
  return [e.fastTotal(), stateOf(g)];
}
