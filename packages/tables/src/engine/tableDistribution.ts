import type { Distribution } from '@rollwright/dice';
import { dieFor } from './dieExpr.js';
import { TableTooComplexError } from './errors.js';
import { depthOption, formatKey, resolve, type RollOptions } from './rollOnTable.js';
import { indexOf, type Row, type Table } from './Table.js';
import { rowWeights } from './tableIndex.js';
import type { TableSet } from './TableSet.js';

/**
 * Most distinct outcomes an exact table distribution may hold (nested "roll twice" chains grow
 * combinatorially). Checked before the distribution is built, from an upper bound of the
 * outcomes (so a table that would blow past it is refused at once), and again while it is built.
 *
 * @since 0.1.0
 * @category Limits
 */
export const MAX_TABLE_OUTCOMES = 200_000;

/** A sub-distribution: entries plus leftover mass, out of `total`. */
interface Sub {
  readonly entries: Map<string, bigint>;
  readonly leftover: bigint;
  readonly total: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

/** Sequence of child outcome keys (as a list) → weight, with leftover. */
interface Seq {
  readonly entries: Map<string, { keys: string[]; w: bigint }>;
  readonly leftover: bigint;
  readonly total: bigint;
}

function check(table: string, size: number): void {
  if (size > MAX_TABLE_OUTCOMES) {
    throw new TableTooComplexError(table, `the exact distribution would exceed ${MAX_TABLE_OUTCOMES} outcomes; lower maxDepth`);
  }
}

function extend(seq: Seq, child: Sub, table: string): Seq {
  const entries = new Map<string, { keys: string[]; w: bigint }>();
  for (const { keys, w } of seq.entries.values()) {
    for (const [k, cw] of child.entries) {
      const ks = [...keys, k];
      const id = ks.join('\u0000');
      const prev = entries.get(id);
      entries.set(id, { keys: ks, w: (prev?.w ?? 0n) + w * cw });
    }
    check(table, entries.size);
  }
  const total = seq.total * child.total;
  let sum = 0n;
  for (const e of entries.values()) sum += e.w;
  return { entries, leftover: total - sum, total };
}

function rowSub(
  table: Table<unknown>,
  row: Row<unknown>,
  depth: number,
  maxDepth: number,
  tables: TableSet | undefined,
  memo: Map<string, Sub>,
): Sub {
  if (row.dice === null && row.then.length === 0) return { entries: new Map([[row.label, 1n]]), leftover: 0n, total: 1n };
  const amounts: [number | null, bigint][] =
    row.dice === null
      ? [[null, 1n]]
      : (() => {
          const d = dieFor(row.dice).distribution;
          return d.outcomes.map((o, i): [number, bigint] => [o, d.weights[i] ?? 0n]);
        })();
  const amountTotal = amounts.reduce((a, [, w]) => a + w, 0n);
  let seq: Seq = { entries: new Map([['', { keys: [], w: 1n }]]), leftover: 0n, total: 1n };
  let truncated = false;
  for (const th of row.then) {
    const target = 'roll' in th ? resolve(table, th.roll, tables) : table;
    const times = 'roll' in th ? (th.times ?? 1) : th.again;
    for (let i = 0; i < times; i++) {
      if (depth + 1 > maxDepth) {
        truncated = true;
        continue;
      }
      seq = extend(seq, subOf(target, 0, depth + 1, maxDepth, tables, memo), table.name);
    }
  }
  const entries = new Map<string, bigint>();
  let leftover = seq.leftover * amountTotal;
  for (const [amount, aw] of amounts) {
    for (const { keys, w } of seq.entries.values()) {
      if (truncated) {
        // A capped roll is never made: that mass is reported as leftover.
        leftover += aw * w;
        continue;
      }
      const k = formatKey(row, amount, keys, false);
      entries.set(k, (entries.get(k) ?? 0n) + aw * w);
    }
  }
  return { entries, leftover, total: amountTotal * seq.total };
}

function subOf(
  table: Table<unknown>,
  modifier: number,
  depth: number,
  maxDepth: number,
  tables: TableSet | undefined,
  memo: Map<string, Sub>,
): Sub {
  const id = `${table.name}\u0000${modifier}\u0000${depth}`;
  const cached = memo.get(id);
  if (cached !== undefined) return cached;
  // Base weights per row (linear in the rows plus the die's outcomes).
  const { weights: base, leftover: dieLeftover } = rowWeights(indexOf(table), modifier);
  const parts: { w: bigint; sub: Sub }[] = [];
  let lcm = 1n;
  for (const [index, w] of base) {
    const row = table.rows[index];
    if (row === undefined) continue;
    const sub = rowSub(table, row, depth, maxDepth, tables, memo);
    parts.push({ w, sub });
    lcm = (lcm / gcd(lcm, sub.total)) * sub.total;
  }
  const baseTotal = [...base.values()].reduce((a, b) => a + b, 0n) + dieLeftover;
  const entries = new Map<string, bigint>();
  let leftover = dieLeftover * lcm;
  for (const { w, sub } of parts) {
    if (lcm === 1n && sub.entries.size === 1 && sub.leftover === 0n) {
      // The common plain row: one outcome, no nested mass to scale.
      for (const [k, cw] of sub.entries) entries.set(k, (entries.get(k) ?? 0n) + cw * w);
      continue;
    }
    const scale = w * (lcm / sub.total);
    for (const [k, cw] of sub.entries) entries.set(k, (entries.get(k) ?? 0n) + cw * scale);
    leftover += sub.leftover * scale;
  }
  check(table.name, entries.size);
  let total = baseTotal * lcm;
  let g = total;
  for (const w of entries.values()) {
    if (g === 1n) break;
    g = gcd(g, w);
  }
  g = gcd(g, leftover);
  if (g > 1n) {
    for (const [k, w] of entries) entries.set(k, w / g);
    leftover /= g;
    total /= g;
  }
  const out = { entries, leftover, total };
  memo.set(id, out);
  return out;
}

/**
 * An upper bound of the number of outcome keys a table's distribution can hold (every reachable
 * row times its dice outcomes times the outcomes of its nested rolls; equal labels are not
 * merged). Cheap: memoised per table, modifier and depth.
 */
function outcomeBound(
  table: Table<unknown>,
  modifier: number,
  depth: number,
  maxDepth: number,
  tables: TableSet | undefined,
  memo: Map<string, number>,
): number {
  const id = `${table.name}\u0000${modifier}\u0000${depth}`;
  const cached = memo.get(id);
  if (cached !== undefined) return cached;
  memo.set(id, Infinity); // a loop back to here while computing (cannot happen past the cap)
  let sum = 0;
  for (const index of rowWeights(indexOf(table), modifier).weights.keys()) {
    const row = table.rows[index];
    if (row === undefined) continue;
    let count = row.dice === null ? 1 : dieFor(row.dice).size;
    for (const th of row.then) {
      const target = 'roll' in th ? resolve(table, th.roll, tables) : table;
      const times = 'roll' in th ? (th.times ?? 1) : th.again;
      if (depth + 1 > maxDepth) {
        count = 0; // every roll of this row is cut by the cap: leftover only
        break;
      }
      count *= outcomeBound(target, 0, depth + 1, maxDepth, tables, memo) ** times;
    }
    sum += count;
    if (sum > MAX_TABLE_OUTCOMES) break;
  }
  memo.set(id, sum);
  return sum;
}

/**
 * The exact distribution of a table's outcomes, keyed by outcome text (the same `key` a
 * {@link rollOnTable} result carries): the row label, the row's dice amount (`Coins (40 coins)`)
 * and nested results (`Roll on 50 → Peridot`, `Roll twice → {Orc; Wolf}`). Nested rolls are
 * followed up to `maxDepth`; the mass of rolls the cap stops is reported in `leftover` (and
 * `depth` is set to the cap), so `total` always counts every possibility.
 *
 * @param table - The table.
 * @param options - `modifier`, `tables` (for references), `maxDepth` (0..32, default 10).
 * @returns A distribution with bigint weights; outcomes in the order of the die faces they come from (a natural row at its face), not the order the rows are listed in.
 * @throws {@link TableModifierError} as {@link rollOnTable} does.
 * @throws {@link UnknownTableError} if a row refers to a table that `options.tables` lacks.
 * @throws {@link TableTooComplexError} past {@link MAX_TABLE_OUTCOMES} outcomes (refused before
 *   the work when the bound shows it).
 * @example
 * ```ts
 * const reaction = defineTable({ name: 'reaction', die: '2d6', rows: [
 *   { range: '2-5', label: 'Hostile' }, { range: '6-8', label: 'Neutral' }, { range: '9-12', label: 'Friendly' },
 * ] });
 * probability(tableDistribution(reaction), 'Neutral'); // { num: 4n, den: 9n } (16 of 36)
 * ```
 * @since 0.1.0
 * @category Tables
 */
export function tableDistribution(table: Table<unknown>, options: RollOptions = {}): Distribution<string> {
  const maxDepth = depthOption(table.name, options.maxDepth);
  const modifier = options.modifier ?? 0;
  if (outcomeBound(table, modifier, 0, maxDepth, options.tables, new Map()) > MAX_TABLE_OUTCOMES) {
    throw new TableTooComplexError(
      table.name,
      `the exact distribution could hold more than MAX_TABLE_OUTCOMES (${MAX_TABLE_OUTCOMES}) outcomes; lower maxDepth`,
    );
  }
  const sub = subOf(table, options.modifier ?? 0, 0, maxDepth, options.tables, new Map());
  const outcomes = [...sub.entries.keys()];
  const weights = outcomes.map((k) => sub.entries.get(k) ?? 0n);
  const d: Distribution<string> =
    sub.leftover > 0n
      ? { outcomes: Object.freeze(outcomes), weights: Object.freeze(weights), total: sub.total, leftover: sub.leftover, depth: maxDepth }
      : { outcomes: Object.freeze(outcomes), weights: Object.freeze(weights), total: sub.total, leftover: 0n };
  return Object.freeze(d);
}
