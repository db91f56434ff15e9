// Internal: a per-table index that makes lookups logarithmic and row weights linear in the rows
// plus the die's outcomes (a single die is counted by interval arithmetic, never face by face).
import type { DieExpr } from './dieExpr.js';
import { RollOutOfRangeError, TableModifierError } from './errors.js';

/** The fields of a row the index needs (a {@link Row} has them all). */
export interface IndexRow {
  readonly index: number;
  readonly low: number | null;
  readonly high: number | null;
  readonly natural: boolean;
  readonly weight: number | null;
}

/** A table's rows arranged for fast lookup. */
export interface TableIndex<R extends IndexRow = IndexRow> {
  readonly name: string;
  readonly die: DieExpr | null;
  readonly clamp: boolean;
  /** Range rows that match the modified total, by ascending `low`. */
  readonly plain: readonly R[];
  /** Natural rows, by ascending `low`. */
  readonly naturals: readonly R[];
  /** Lowest and highest total the plain rows cover. */
  readonly minLow: number;
  readonly maxHigh: number;
  /** Weighted tables: the rows with a positive weight and their cumulative weights. */
  readonly drawable: readonly R[];
  readonly cumulative: readonly number[];
  readonly totalWeight: number;
}

export function buildIndex<R extends IndexRow>(name: string, rows: readonly R[], die: DieExpr | null, clamp: boolean): TableIndex<R> {
  const byLow = (a: R, b: R): number => (a.low ?? 0) - (b.low ?? 0) || a.index - b.index;
  const plain = rows.filter((r) => !r.natural && r.low !== null).sort(byLow);
  const naturals = rows.filter((r) => r.natural && r.low !== null).sort(byLow);
  let minLow = Infinity;
  let maxHigh = -Infinity;
  for (const r of plain) {
    minLow = Math.min(minLow, r.low ?? Infinity);
    maxHigh = Math.max(maxHigh, r.high ?? -Infinity);
  }
  const drawable: R[] = [];
  const cumulative: number[] = [];
  let acc = 0;
  if (die === null) {
    for (const r of rows) {
      if ((r.weight ?? 0) > 0) {
        acc += r.weight ?? 0;
        drawable.push(r);
        cumulative.push(acc);
      }
    }
  }
  return { name, die, clamp, plain, naturals, minLow, maxHigh, drawable, cumulative, totalWeight: acc };
}

/** First position in `rows` (sorted by low, non-overlapping) whose `high` is ≥ `v`. */
function firstHighAtLeast(rows: readonly IndexRow[], v: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((rows[mid]?.high ?? -Infinity) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The row of sorted, non-overlapping `rows` that covers `v`. */
export function rowCovering<R extends IndexRow>(rows: readonly R[], v: number): R | undefined {
  const r = rows[firstHighAtLeast(rows, v)];
  return r !== undefined && (r.low ?? Infinity) <= v ? r : undefined;
}

/** Weighted tables: the drawable row at position `pos` (1..total weight). */
export function rowAtPosition<R extends IndexRow>(ix: TableIndex<R>, pos: number): R | undefined {
  let lo = 0;
  let hi = ix.cumulative.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ix.cumulative[mid] ?? 0) < pos) lo = mid + 1;
    else hi = mid;
  }
  return ix.drawable[lo];
}

export function pastEndError(ix: TableIndex, roll: number, modifier: number, total: number): TableModifierError {
  return new TableModifierError(
    ix.name,
    modifier,
    `${roll} ${modifier < 0 ? '−' : '+'} ${Math.abs(modifier)} = ${total} is past the end of table "${ix.name}" (${ix.minLow}..${ix.maxHigh}), which does not clamp`,
  );
}

/** The plain row for a modified total, with clamping; `effective` is the total actually read. */
export function plainRowFor<R extends IndexRow>(ix: TableIndex<R>, roll: number, modifier: number): { row: R; effective: number } {
  const total = roll + modifier;
  let effective = total;
  if (total < ix.minLow || total > ix.maxHigh) {
    if (!ix.clamp) throw pastEndError(ix, roll, modifier, total);
    effective = total < ix.minLow ? ix.minLow : ix.maxHigh;
  }
  const row = rowCovering(ix.plain, effective);
  if (row === undefined) {
    // Unreachable for a validated table (coverage is checked), kept as a typed guard.
    throw new RollOutOfRangeError(ix.name, roll, `no row of table "${ix.name}" covers ${effective}`);
  }
  return { row, effective };
}

/** Checks the modifier is allowed for this table (weighted and d66 tables take none). */
export function checkModifier(ix: TableIndex, modifier: number): void {
  if (!Number.isSafeInteger(modifier)) {
    throw new TableModifierError(ix.name, modifier, `modifier must be a safe integer, got ${String(modifier)}`);
  }
  if (modifier === 0) return;
  if (ix.die === null) throw new TableModifierError(ix.name, modifier, `weighted table "${ix.name}" has no order, so it takes no modifier`);
  if (ix.die.kind === 'd66') throw new TableModifierError(ix.name, modifier, `d66 table "${ix.name}" reads two digits, so it takes no modifier`);
}

/**
 * How much weight each row gets from one roll with `modifier`: row index → weight (out of the
 * die's total, or the total weight), plus the die's own leftover (exploding dice cut short).
 * Linear in the rows plus the die's distinct outcomes; a single die is counted by intervals.
 */
export function rowWeights(ix: TableIndex, modifier: number): { weights: Map<number, bigint>; leftover: bigint; total: bigint } {
  checkModifier(ix, modifier);
  const weights = new Map<number, bigint>();
  const add = (row: number, w: bigint): void => {
    if (w > 0n) weights.set(row, (weights.get(row) ?? 0n) + w);
  };
  const die = ix.die;
  if (die === null) {
    for (const r of ix.drawable) add(r.index, BigInt(r.weight ?? 0));
    return { weights, leftover: 0n, total: BigInt(ix.totalWeight) };
  }
  if (die.uniform) {
    // Faces min..max, each once. Natural rows take their faces first; the rest are read as totals.
    let next = die.min;
    const plainSpan = (from: number, to: number): void => {
      if (from > to) return;
      countTotals(ix, from, to, modifier, add);
    };
    for (const n of ix.naturals) {
      const a = Math.max(n.low ?? 0, die.min);
      const b = Math.min(n.high ?? 0, die.max);
      if (a > b) continue;
      plainSpan(next, a - 1);
      add(n.index, BigInt(b - a + 1));
      next = b + 1;
    }
    plainSpan(next, die.max);
    return { weights, leftover: 0n, total: BigInt(die.size) };
  }
  const d = die.distribution;
  d.outcomes.forEach((face, i) => {
    const w = d.weights[i] ?? 0n;
    const natural = ix.naturals.length === 0 ? undefined : rowCovering(ix.naturals, face);
    add((natural ?? plainRowFor(ix, face, modifier).row).index, w);
  });
  return { weights, leftover: d.leftover, total: d.total };
}

/** Adds, per plain row, how many of the faces `from..to` (each once) land on it after `modifier`. */
function countTotals(ix: TableIndex, from: number, to: number, modifier: number, add: (row: number, w: bigint) => void): void {
  let lo = from + modifier;
  const hi = to + modifier;
  const first = ix.plain[0];
  const last = ix.plain[ix.plain.length - 1];
  if (first === undefined || last === undefined) return;
  if (lo < ix.minLow) {
    const end = Math.min(hi, ix.minLow - 1);
    if (!ix.clamp) throw pastEndError(ix, lo - modifier, modifier, lo);
    add(first.index, BigInt(end - lo + 1));
    lo = end + 1;
  }
  const top = Math.min(hi, ix.maxHigh);
  for (let k = firstHighAtLeast(ix.plain, lo); k < ix.plain.length && lo <= top; k++) {
    const r = ix.plain[k];
    if (r === undefined || (r.low ?? Infinity) > top) break;
    const a = Math.max(lo, r.low ?? -Infinity);
    const b = Math.min(top, r.high ?? Infinity);
    if (a <= b) add(r.index, BigInt(b - a + 1));
  }
  if (hi > ix.maxHigh) {
    const start = Math.max(lo, ix.maxHigh + 1);
    if (start <= hi) {
      if (!ix.clamp) throw pastEndError(ix, hi - modifier, modifier, hi);
      add(last.index, BigInt(hi - start + 1));
    }
  }
}
