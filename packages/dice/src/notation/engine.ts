// The one definition of how a formula's dice are thrown and counted. `roll`/`rollTotal`
// (faces from an Rng) and `beginRoll` (faces supplied by the caller) both drive this engine.
import type { DiceExpr, UsageSides } from './ast.js';
import type { Formula, FormulaTerm } from './compile.js';
import { divide, matches, type Rounding } from './internal.js';
import { MAX_CHAIN_DEPTH, MAX_ROLLED_DICE } from './limits.js';
import type { DieRecord, RollResult, TermResult } from './RollResult.js';

/**
 * @internal Per-die links, kept only for formulas that explode or reroll. `meta` packs the
 * explosion depth (bits 0–6), rerolls so far (7–13), kind (14–15) and "rerolled away" (16);
 * `parent` is the causing die or −1. A die's root and throw round follow from its parents.
 */
interface Chain {
  meta: number[];
  parent: number[];
}

const REROLLS = 128;
const KIND_BIT = 16384;
const GONE = 65536;

/** @internal Evaluates the tree; dice terms take their totals from `values` in term order. */
export function evaluate(e: DiceExpr, values: number[], cursor: { next: number }, rounding: Rounding): number {
  switch (e.kind) {
    case 'number':
      return e.value;
    case 'negate':
      return -evaluate(e.operand, values, cursor, rounding);
    case 'binary': {
      const a = evaluate(e.left, values, cursor, rounding);
      const b = evaluate(e.right, values, cursor, rounding);
      if (e.op === '+') return a + b;
      if (e.op === '-') return a - b;
      if (e.op === '*') return a * b;
      return divide(a, b, rounding);
    }
    default:
      return values[cursor.next++] as number;
  }
}

/** @internal Keep/drop and success marks per die, filled by `totals`. */
interface Marks {
  dropped: DieRecord['droppedBy'][];
  outcome: DieRecord['outcome'][];
}

const KIND = ['roll', 'explosion', 'reroll'] as const;
const LADDER: readonly (UsageSides | 'exhausted')[] = ['exhausted', 4, 6, 8, 10, 12, 20];

/** @internal Mutable per-roll state; cloned for each immutable `supply`. */
export class Engine {
  readonly f: Formula;
  // One entry per physical die (struct of arrays: no object per die on the hot path).
  term: number[] = [];
  face: number[] = [];
  value: number[] = [];
  chain: Chain | null = null;
  pending: number[] = [];
  next: number[] = [];
  capped = false;

  constructor(f: Formula, empty = false) {
    this.f = f;
    if (empty) return;
    const { term, face, value, pending } = this;
    let links = false;
    for (const t of f.terms) {
      if (t.reroll !== null || t.explode !== null) links = true;
      for (let k = 0; k < t.count; k++) {
        pending.push(term.length);
        term.push(t.termIndex);
        face.push(0);
        value.push(0);
      }
    }
    if (links) {
      const n = term.length;
      this.chain = { meta: new Array<number>(n).fill(0), parent: new Array<number>(n).fill(-1) };
    }
  }

  /** Queues a follow-up die (kind 1 explosion, 2 reroll) caused by `parent`. */
  add(c: Chain, term: number, kind: number, parent: number, depth: number, rerolls: number): void {
    const id = this.term.length;
    this.term.push(term);
    this.face.push(0);
    this.value.push(0);
    c.meta.push(depth + rerolls * REROLLS + kind * KIND_BIT);
    c.parent.push(parent);
    this.next.push(id);
  }

  /** Root die of each die's chain (parents always come before their children). */
  roots(): number[] {
    const n = this.term.length;
    const p = this.chain?.parent;
    const r = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      const q = p === undefined ? -1 : (p[i] as number);
      r[i] = q < 0 ? i : (r[q] as number);
    }
    return r;
  }

  /** Records the face of die `id` and queues any reroll or explosion it causes. */
  process(id: number, face: number): void {
    const t = this.f.terms[this.term[id] as number] as FormulaTerm;
    this.face[id] = face;
    const c = this.chain;
    if (c === null) {
      let v = face;
      if (t.min !== null && v < t.min) v = t.min;
      if (t.max !== null && v > t.max) v = t.max;
      this.value[id] = v;
      return;
    }
    const meta = c.meta[id] as number;
    const depth = meta & (REROLLS - 1);
    const reroll = t.reroll;
    if (reroll !== null) {
      const n = (meta >> 7) & (REROLLS - 1);
      if (reroll === 'until' || n === 0) {
        let hit = false;
        for (const cp of t.rerollOn) if (matches(cp, face)) hit = true;
        if (hit) {
          if ((reroll === 'once' || n < MAX_CHAIN_DEPTH) && this.term.length < MAX_ROLLED_DICE) {
            c.meta[id] = meta + GONE;
            this.add(c, t.termIndex, 2, id, depth, n + 1);
            return;
          }
          this.capped = true;
        }
      }
    }
    let v = face;
    if (t.min !== null && v < t.min) v = t.min;
    if (t.max !== null && v > t.max) v = t.max;
    const explode = t.explodeOn;
    this.value[id] = t.explode === 'penetrate' && depth !== 0 ? v - 1 : v;
    if (explode !== null && matches(explode, v)) {
      if (depth < MAX_CHAIN_DEPTH && this.term.length < MAX_ROLLED_DICE) this.add(c, t.termIndex, 1, id, depth + 1, 0);
      else this.capped = true;
    }
  }

  /** Ends the current throw: the queued follow-up dice become the next request. */
  advance(): void {
    this.pending = this.next;
    this.next = [];
  }

  /** Per-term totals plus (when `marks` is given) the keep/success marks of each die. */
  totals(marks: Marks | null): number[] {
    const terms = this.f.terms;
    const out = new Array<number>(terms.length);
    const n = this.term.length;
    const { term, value } = this;
    const c = this.chain;
    for (let ti = 0; ti < terms.length; ti++) {
      const t = terms[ti] as FormulaTerm;
      if (t.keep === null && t.success === null) {
        let s = 0;
        for (let i = 0; i < n; i++) if (term[i] === ti && (c === null || (c.meta[i] as number) < GONE)) s += value[i] as number;
        out[ti] = s;
        continue;
      }
      // Units: standing dice, or whole chains for compound explosions.
      const root = t.explode === 'compound' ? this.roots() : null;
      const unitOf: number[] | null = marks === null ? null : [];
      const uval: number[] = [];
      const roots: number[] | null = root === null ? null : [];
      for (let i = 0; i < n; i++) {
        if (term[i] !== ti || (c !== null && (c.meta[i] as number) >= GONE)) continue;
        let u = uval.length;
        if (root !== null && roots !== null) {
          const r = root[i] as number;
          const found = roots.indexOf(r);
          if (found >= 0) u = found;
          else roots.push(r);
        }
        if (u === uval.length) uval.push(value[i] as number);
        else uval[u] = (uval[u] as number) + (value[i] as number);
        if (unitOf !== null) unitOf[i] = u;
      }
      const m = uval.length;
      let keep: boolean[] | null = null;
      if (t.keep !== null) {
        // Stable ascending order by value (ties by throw order), by insertion sort for the
        // usual small pools; then keep or drop from the chosen end.
        const order: number[] = [];
        for (let u = 0; u < m; u++) {
          const v = uval[u] as number;
          let j = order.length;
          while (j > 0 && (uval[order[j - 1] as number] as number) > v) j--;
          order.splice(j, 0, u);
        }
        const high = t.keep === 'kh' || t.keep === 'dh';
        const k = t.keepCount < m ? t.keepCount : m;
        const keeping = t.keep === 'kh' || t.keep === 'kl';
        keep = new Array<boolean>(m);
        for (let r = 0; r < m; r++) keep[order[high ? m - 1 - r : r] as number] = keeping ? r < k : r >= k;
      }
      let s = 0;
      const res: number[] | null = t.success === null ? null : [];
      for (let u = 0; u < m; u++) {
        if (keep !== null && !keep[u]) continue;
        const v = uval[u] as number;
        if (t.success === null) s += v;
        else {
          const r = matches(t.success, v) ? 1 : t.failure !== null && matches(t.failure, v) ? -1 : 0;
          if (res !== null) res[u] = r;
          s += r;
        }
      }
      out[ti] = s;
      if (marks !== null && unitOf !== null) {
        const droppedBy = t.keep === 'kh' || t.keep === 'kl' ? 'keep' : 'drop';
        for (let i = 0; i < n; i++) {
          if (term[i] !== ti || (c !== null && (c.meta[i] as number) >= GONE)) continue;
          const u = unitOf[i] as number;
          if (keep !== null && !keep[u]) marks.dropped[i] = droppedBy;
          if (res !== null) {
            const r = res[u];
            marks.outcome[i] = r === 1 ? 'success' : r === -1 ? 'failure' : 'none';
          }
        }
      }
    }
    return out;
  }

  /** The formula's total from its term totals. */
  total(values: number[]): number {
    const cursor = { next: 0 };
    return evaluate(this.f.expr, values, cursor, this.f.rounding) + 0; // + 0 turns -0 into 0
  }

  /** The formula's total (no per-die records). */
  fastTotal(): number {
    const terms = this.f.terms;
    if (terms.length === 1 && this.f.expr.kind !== 'binary' && this.f.expr.kind !== 'negate') return this.totals(null)[0] as number;
    return this.total(this.totals(null));
  }

  /** The full JSON-serializable result. */
  result(): RollResult {
    const n = this.term.length;
    const marks: Marks = { dropped: [], outcome: [] };
    const values = this.totals(marks);
    const terms = this.f.terms;
    const c = this.chain;
    const dice: DieRecord[] = new Array<DieRecord>(n);
    const round: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = terms[this.term[i] as number] as FormulaTerm;
      const meta = c === null ? 0 : (c.meta[i] as number);
      const droppedBy = meta < GONE ? (marks.dropped[i] ?? null) : 'rerolled';
      const parent = c === null ? -1 : (c.parent[i] as number);
      round[i] = parent < 0 ? 0 : (round[parent] as number) + 1;
      dice[i] = {
        id: i,
        order: i,
        round: round[i] as number,
        termIndex: t.termIndex,
        sides: t.sides,
        face: this.face[i] as number,
        value: this.value[i] as number,
        kind: KIND[(meta >> 14) & 3] as DieRecord['kind'],
        parentId: parent < 0 ? null : parent,
        kept: droppedBy === null,
        droppedBy,
        outcome: t.success === null ? null : (marks.outcome[i] ?? 'none'),
      };
    }
    const termResults: TermResult[] = new Array<TermResult>(terms.length);
    for (let ti = 0; ti < terms.length; ti++) {
      const t = terms[ti] as FormulaTerm;
      const total = values[ti] as number;
      let usage: TermResult['usage'] = null;
      if (t.node.kind === 'usage') {
        const stepped = total <= 2;
        const at = LADDER.indexOf(t.node.sides);
        usage = { stepped, next: (stepped ? LADDER[at - 1] : t.node.sides) as UsageSides | 'exhausted' };
      }
      termResults[ti] = { termIndex: ti, notation: t.notation, total, usage };
    }
    return { notation: this.f.notation, total: this.total(values), terms: termResults, dice, capped: this.capped };
  }
}
