// The one definition of how a formula's dice are thrown and counted. `roll`/`rollTotal`
// (faces from an Rng) and `beginRoll` (faces supplied by the caller) both drive this engine.
import type { DiceExpr, UsageSides } from './ast.js';
import type { Formula, FormulaTerm } from './compile.js';
import { divide, matches } from './internal.js';
import { MAX_CHAIN_DEPTH, MAX_ROLLED_DICE } from './limits.js';
import type { DieRecord, RollResult, TermResult } from './RollResult.js';

const KIND = ['roll', 'explosion', 'reroll'] as const;
const LADDER: readonly (UsageSides | 'exhausted')[] = ['exhausted', 4, 6, 8, 10, 12, 20];

/** @internal Mutable per-roll state; cloned for each immutable `supply`. */
export class Engine {
  readonly f: Formula;
  // One entry per physical die (struct of arrays: no object per die on the hot path).
  term: number[] = [];
  face: number[] = [];
  value: number[] = [];
  kind: number[] = [];
  parent: number[] = [];
  root: number[] = [];
  depth: number[] = [];
  rerolls: number[] = [];
  standing: boolean[] = [];
  round: number[] = [];
  pending: number[] = [];
  next: number[] = [];
  rounds = 0;
  capped = false;

  constructor(f: Formula, empty = false) {
    this.f = f;
    if (empty) return;
    for (const t of f.terms) for (let k = 0; k < t.count; k++) this.pending.push(this.add(t.termIndex, 0, -1, -1, 0, 0, 0));
  }

  add(term: number, kind: number, parent: number, root: number, depth: number, rerolls: number, round: number): number {
    const id = this.term.length;
    this.term.push(term);
    this.face.push(0);
    this.value.push(0);
    this.kind.push(kind);
    this.parent.push(parent);
    this.root.push(root < 0 ? id : root);
    this.depth.push(depth);
    this.rerolls.push(rerolls);
    this.standing.push(true);
    this.round.push(round);
    return id;
  }

  clone(): Engine {
    const e = new Engine(this.f, true);
    e.term = this.term.slice();
    e.face = this.face.slice();
    e.value = this.value.slice();
    e.kind = this.kind.slice();
    e.parent = this.parent.slice();
    e.root = this.root.slice();
    e.depth = this.depth.slice();
    e.rerolls = this.rerolls.slice();
    e.standing = this.standing.slice();
    e.round = this.round.slice();
    e.pending = this.pending.slice();
    e.rounds = this.rounds;
    e.capped = this.capped;
    return e;
  }

  /** Records the face of die `id` and queues any reroll or explosion it causes. */
  process(id: number, face: number): void {
    const t = this.f.terms[this.term[id] as number] as FormulaTerm;
    this.face[id] = face;
    const reroll = t.reroll;
    if (reroll !== null) {
      const n = this.rerolls[id] as number;
      if (reroll === 'until' ? true : n === 0) {
        let hit = false;
        for (const cp of t.rerollOn) if (matches(cp, face)) hit = true;
        if (hit) {
          if ((reroll === 'once' || n < MAX_CHAIN_DEPTH) && this.term.length < MAX_ROLLED_DICE) {
            this.standing[id] = false;
            this.next.push(this.add(t.termIndex, 2, id, this.root[id] as number, this.depth[id] as number, n + 1, this.rounds + 1));
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
    this.value[id] = t.explode === 'penetrate' && this.depth[id] !== 0 ? v - 1 : v;
    if (explode !== null && matches(explode, v)) {
      const d = this.depth[id] as number;
      if (d < MAX_CHAIN_DEPTH && this.term.length < MAX_ROLLED_DICE) {
        this.next.push(this.add(t.termIndex, 1, id, this.root[id] as number, d + 1, 0, this.rounds + 1));
      } else this.capped = true;
    }
  }

  /** Ends the current throw: the queued follow-up dice become the next request. */
  advance(): void {
    this.pending = this.next;
    this.next = [];
    this.rounds++;
  }

  /** Per-term totals plus (when `record`) the keep/success marks of each die. */
  totals(marks: { kept: boolean[]; dropped: (DieRecord['droppedBy'])[]; outcome: (DieRecord['outcome'])[] } | null): number[] {
    const terms = this.f.terms;
    const out = new Array<number>(terms.length).fill(0);
    const n = this.term.length;
    // Fast path: plain sums.
    for (const t of terms) {
      const ti = t.termIndex;
      const simple = t.keep === null && t.success === null;
      if (simple) {
        let s = 0;
        for (let i = 0; i < n; i++) if (this.term[i] === ti && this.standing[i]) s += this.value[i] as number;
        out[ti] = s;
        if (marks !== null) for (let i = 0; i < n; i++) if (this.term[i] === ti) marks.kept[i] = this.standing[i] as boolean;
        continue;
      }
      // Units: standing dice, or whole chains for compound explosions.
      const compound = t.explode === 'compound';
      const unitOf: number[] = [];
      const uval: number[] = [];
      const ids: number[] = [];
      for (let i = 0; i < n; i++) {
        if (this.term[i] !== ti || !this.standing[i]) continue;
        const key = compound ? (this.root[i] as number) : i;
        let u = ids.indexOf(key);
        if (u < 0) {
          u = ids.length;
          ids.push(key);
          uval.push(0);
        }
        uval[u] = (uval[u] as number) + (this.value[i] as number);
        unitOf[i] = u;
      }
      const m = ids.length;
      const keep = new Array<boolean>(m).fill(true);
      if (t.keep !== null) {
        // Stable order by value (ties by throw order), then keep/drop from the chosen end.
        const order = Array.from({ length: m }, (_, i) => i);
        order.sort((a, b) => (uval[a] as number) - (uval[b] as number) || a - b);
        const high = t.keep === 'kh' || t.keep === 'dh';
        const k = Math.min(t.keepCount, m);
        const keeping = t.keep === 'kh' || t.keep === 'kl';
        for (let r = 0; r < m; r++) {
          const u = order[high ? m - 1 - r : r] as number;
          keep[u] = keeping ? r < k : r >= k;
        }
      }
      let s = 0;
      const res: number[] = [];
      for (let u = 0; u < m; u++) {
        if (!keep[u]) continue;
        const v = uval[u] as number;
        if (t.success === null) s += v;
        else {
          const r = matches(t.success, v) ? 1 : t.failure !== null && matches(t.failure, v) ? -1 : 0;
          res[u] = r;
          s += r;
        }
      }
      out[ti] = s;
      if (marks !== null) {
        const droppedBy = t.keep === 'kh' || t.keep === 'kl' ? 'keep' : 'drop';
        for (let i = 0; i < n; i++) {
          if (this.term[i] !== ti) continue;
          if (!this.standing[i]) continue;
          const u = unitOf[i] as number;
          marks.kept[i] = keep[u] as boolean;
          marks.dropped[i] = keep[u] ? null : droppedBy;
          if (t.success !== null) {
            const r = res[u];
            marks.outcome[i] = r === 1 ? 'success' : r === -1 ? 'failure' : 'none';
          }
        }
      }
    }
    return out;
  }

  total(values: number[]): number {
    let next = 0;
    const rounding = this.f.rounding;
    const ev = (e: DiceExpr): number => {
      switch (e.kind) {
        case 'number':
          return e.value;
        case 'negate':
          return -ev(e.operand);
        case 'binary': {
          const a = ev(e.left);
          const b = ev(e.right);
          if (e.op === '+') return a + b;
          if (e.op === '-') return a - b;
          if (e.op === '*') return a * b;
          return divide(a, b, rounding);
        }
        default:
          return values[next++] as number;
      }
    };
    return ev(this.f.expr) + 0; // + 0 turns -0 into 0
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
    const marks = {
      kept: new Array<boolean>(n).fill(false),
      dropped: new Array<DieRecord['droppedBy']>(n).fill('rerolled'),
      outcome: new Array<DieRecord['outcome']>(n).fill(null),
    };
    const values = this.totals(marks);
    const dice: DieRecord[] = [];
    for (let i = 0; i < n; i++) {
      const t = this.f.terms[this.term[i] as number] as FormulaTerm;
      const standing = this.standing[i] as boolean;
      const kept = standing && (marks.kept[i] as boolean);
      dice.push(
        Object.freeze({
          id: i,
          order: i,
          round: this.round[i] as number,
          termIndex: t.termIndex,
          sides: t.sides,
          face: this.face[i] as number,
          value: this.value[i] as number,
          kind: KIND[this.kind[i] as number] as DieRecord['kind'],
          parentId: (this.parent[i] as number) < 0 ? null : (this.parent[i] as number),
          kept,
          droppedBy: kept ? null : standing ? (marks.dropped[i] ?? null) : 'rerolled',
          outcome: t.success === null ? null : standing ? (marks.outcome[i] ?? 'none') : 'none',
        }),
      );
    }
    const terms: TermResult[] = this.f.terms.map((t) => {
      const total = values[t.termIndex] as number;
      let usage: TermResult['usage'] = null;
      if (t.node.kind === 'usage') {
        const stepped = total <= 2;
        const i = LADDER.indexOf(t.node.sides);
        usage = Object.freeze({ stepped, next: (stepped ? LADDER[i - 1] : t.node.sides) as UsageSides | 'exhausted' });
      }
      return Object.freeze({ termIndex: t.termIndex, notation: t.notation, total, usage });
    });
    return Object.freeze({
      notation: this.f.notation,
      total: this.total(values),
      terms: Object.freeze(terms),
      dice: Object.freeze(dice),
      capped: this.capped,
    });
  }
}
