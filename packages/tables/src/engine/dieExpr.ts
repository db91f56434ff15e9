// Internal adapter between tables and dice notation. Tables only talk to dice through this file,
// so the notation engine behind it can change without touching the table engine.
import { rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { DieExpressionError } from './errors.js';

/**
 * Largest number of equally likely dice combinations a keep-highest/lowest expression may
 * enumerate (e.g. `4d6kh2` = 6⁴ = 1296). Checked before any work starts.
 *
 * @since 0.1.0
 * @category Limits
 */
export const MAX_DIE_OUTCOMES = 1_000_000;

/** A compiled die expression: its exact distribution and a sampler built from single dice. */
export interface DieExpr {
  /** The expression as written in the table. */
  readonly notation: string;
  /** `d66` reads two d6 as tens and units (11..66); `total` is any summed expression. */
  readonly kind: 'd66' | 'total';
  /** Exact distribution of the expression's value. */
  readonly distribution: Distribution<number>;
  /** Every value the expression can show, ascending. */
  readonly faces: readonly number[];
  /** Rolls the expression: returns its value and the next RNG state. */
  readonly roll: (rng: Rng) => readonly [number, Rng];
}

interface Term {
  readonly count: number;
  readonly sides: number;
  readonly keep?: { readonly which: 'h' | 'l'; readonly n: number };
}

const TERM = /^(\d*)d(\d+|%)(?:k([hl])(\d+))?$/;

function parse(notation: string): { terms: Term[]; constant: number; multiplier: number } {
  const src = notation.replace(/\s+/g, '').toLowerCase().replace(/[×x*]/g, '*').replace(/[−–]/g, '-');
  if (src === '') throw new DieExpressionError(notation, 'is empty');
  const [body = '', mult, extra] = src.split('*');
  if (extra !== undefined) throw new DieExpressionError(notation, 'only one multiplier (×N) is allowed');
  let multiplier = 1;
  if (mult !== undefined) {
    if (!/^\d+$/.test(mult)) throw new DieExpressionError(notation, `multiplier "${mult}" is not a whole number`);
    multiplier = Number(mult);
  }
  const terms: Term[] = [];
  let constant = 0;
  const parts = body.match(/[+-]?[^+-]+/g) ?? [];
  if (parts.join('') !== body || parts.length === 0) throw new DieExpressionError(notation, 'cannot be read');
  for (const raw of parts) {
    const sign = raw.startsWith('-') ? -1 : 1;
    const p = raw.replace(/^[+-]/, '');
    if (/^\d+$/.test(p)) {
      constant += sign * Number(p);
      continue;
    }
    const m = TERM.exec(p);
    if (m === null || sign < 0) throw new DieExpressionError(notation, `term "${raw}" is not NdS, NdSkhK, NdSklK or a whole number`);
    const count = m[1] === '' || m[1] === undefined ? 1 : Number(m[1]);
    const sides = m[2] === '%' ? 100 : Number(m[2]);
    if (count < 1 || count > 100) throw new DieExpressionError(notation, `dice count must be 1..100, got ${count}`);
    if (sides < 1 || sides > 1000) throw new DieExpressionError(notation, `sides must be 1..1000, got ${sides}`);
    if (m[3] !== undefined) {
      const n = Number(m[4]);
      if (n < 1 || n > count) throw new DieExpressionError(notation, `cannot keep ${n} of ${count} dice`);
      terms.push({ count, sides, keep: { which: m[3] as 'h' | 'l', n } });
    } else terms.push({ count, sides });
  }
  return { terms, constant, multiplier };
}

function termWeights(t: Term): Map<number, bigint> {
  const out = new Map<number, bigint>([[0, 1n]]);
  if (t.keep === undefined) {
    let acc = out;
    for (let i = 0; i < t.count; i++) {
      const next = new Map<number, bigint>();
      for (const [v, w] of acc) for (let f = 1; f <= t.sides; f++) next.set(v + f, (next.get(v + f) ?? 0n) + w);
      acc = next;
    }
    return acc;
  }
  const res = new Map<number, bigint>();
  const faces = new Array<number>(t.count).fill(1);
  const keep = t.keep;
  for (;;) {
    const sorted = [...faces].sort((a, b) => (keep.which === 'h' ? b - a : a - b));
    let s = 0;
    for (let i = 0; i < keep.n; i++) s += sorted[i] ?? 0;
    res.set(s, (res.get(s) ?? 0n) + 1n);
    let i = 0;
    while (i < t.count && faces[i] === t.sides) faces[i++] = 1;
    if (i === t.count) break;
    faces[i] = (faces[i] ?? 1) + 1;
  }
  return res;
}

function toDistribution(weights: Map<number, bigint>): Distribution<number> {
  const outcomes = [...weights.keys()].sort((a, b) => a - b);
  const ws = outcomes.map((o) => weights.get(o) ?? 0n);
  const total = ws.reduce((a, b) => a + b, 0n);
  return Object.freeze({ outcomes: Object.freeze(outcomes), weights: Object.freeze(ws), total, leftover: 0n });
}

function rollTerm(rng: Rng, t: Term): readonly [number, Rng] {
  const faces: number[] = [];
  let r = rng;
  for (let i = 0; i < t.count; i++) {
    const [f, n] = rollDie(r, t.sides);
    faces.push(f);
    r = n;
  }
  if (t.keep !== undefined) {
    const keep = t.keep;
    faces.sort((a, b) => (keep.which === 'h' ? b - a : a - b));
    faces.length = keep.n;
  }
  return [faces.reduce((a, b) => a + b, 0), r];
}

/**
 * Compiles a die expression for a table: `d6`, `2d6`, `d20`, `d%`/`d100`, `d66` (tens die and
 * units die), keep highest/lowest (`3d6kh2`), constants (`1d6+2`, `2d6-1`) and one multiplier
 * (`1d6×10`, `2d6x10`, `1d6*10`).
 *
 * @param notation - The expression.
 * @returns The compiled expression.
 * @throws {@link DieExpressionError} if it cannot be read or exceeds {@link MAX_DIE_OUTCOMES}.
 */
export function compileDie(notation: string): DieExpr {
  const compact = notation.replace(/\s+/g, '').toLowerCase();
  if (compact === 'd66') {
    const outcomes: number[] = [];
    for (let t = 1; t <= 6; t++) for (let u = 1; u <= 6; u++) outcomes.push(10 * t + u);
    const distribution = toDistribution(new Map(outcomes.map((o) => [o, 1n])));
    return Object.freeze({
      notation,
      kind: 'd66',
      distribution,
      faces: distribution.outcomes,
      roll: (rng: Rng): readonly [number, Rng] => {
        const [tens, r1] = rollDie(rng, 6);
        const [units, r2] = rollDie(r1, 6);
        return [10 * tens + units, r2];
      },
    });
  }
  const { terms, constant, multiplier } = parse(notation);
  let combos = 1;
  for (const t of terms) {
    if (t.keep !== undefined) combos *= t.sides ** t.count;
    if (combos > MAX_DIE_OUTCOMES) {
      throw new DieExpressionError(notation, `enumerates more than ${MAX_DIE_OUTCOMES} dice combinations`);
    }
  }
  let acc = new Map<number, bigint>([[constant, 1n]]);
  for (const t of terms) {
    const tw = termWeights(t);
    const next = new Map<number, bigint>();
    for (const [a, wa] of acc) for (const [b, wb] of tw) next.set(a + b, (next.get(a + b) ?? 0n) + wa * wb);
    acc = next;
  }
  const scaled = new Map<number, bigint>();
  for (const [v, w] of acc) scaled.set(v * multiplier, w);
  const distribution = toDistribution(scaled);
  return Object.freeze({
    notation,
    kind: 'total',
    distribution,
    faces: distribution.outcomes,
    roll: (rng: Rng): readonly [number, Rng] => {
      let r = rng;
      let sum = constant;
      for (const t of terms) {
        const [v, n] = rollTerm(r, t);
        sum += v;
        r = n;
      }
      return [sum * multiplier, r];
    },
  });
}
