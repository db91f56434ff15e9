// Median times of the table engine's large cases and of loading the 38 seed tables from JSON
// (warm, interleaved rounds; and the first call of fresh processes).
// Anchor = the time the same case took before the engine was made linear (measured once on this
// kind of machine with the previous engine; quoted, not re-measured in the run).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { redhackTables } from '@rollwright/redhack-core';
import { createDeck, defineTable, lookup, tableDistribution, tableToJson, type Table } from '@rollwright/tables';
import { tablesFromJson } from '@rollwright/tables/json';
import { vocationsTables } from '@rollwright/vocations-2d6';
import { interleaved, rowsOf, type Task } from './harness.js';
import type { Row } from './types.js';

const rows10k = Array.from({ length: 10_000 }, (_, i) => ({ range: i + 1, label: `r${i + 1}` }));
const big: Table<string> = defineTable({ name: 'big', die: 'd10000', rows: rows10k });
const seedDoc = JSON.stringify({ tables: [...redhackTables, ...vocationsTables].map(tableToJson) });

interface Case {
  readonly name: string;
  /** Previous engine, ms (quoted). */
  readonly anchor?: number;
  readonly run: () => number;
}

const cases: readonly Case[] = [
  { name: 'defineTable d10000 (10000 rows)', anchor: 1194, run: () => defineTable({ name: 'b', die: 'd10000', rows: rows10k }).rows.length },
  { name: 'tableDistribution d10000 (10000 rows)', anchor: 25623, run: () => tableDistribution(big).outcomes.length },
  { name: 'createDeck d10000 (10000 cards)', anchor: 26168, run: () => createDeck(big).size },
  {
    name: 'lookup × 10000 on d10000',
    anchor: 22090,
    run: () => {
      let n = 0;
      for (let v = 1; v <= 10_000; v++) n += lookup(big, v).row.index;
      return n;
    },
  },
  {
    name: 'defineTable + odds, one-row d1000000',
    anchor: 2308, // defineTable alone (the odds did not finish in 50 s)
    run: () => tableDistribution(defineTable({ name: 'm', die: '1d1000000', rows: [{ range: '1-1000000', label: 'x' }] })).outcomes.length,
  },
  { name: 'tablesFromJson, the 38 seed tables (warm)', anchor: 91, run: () => tablesFromJson(seedDoc).tables.size },
];

function quantile(sorted: readonly number[], q: number): number {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  return (sorted[lo] as number) + ((sorted[Math.ceil(i)] as number) - (sorted[lo] as number)) * (i - lo);
}

/** The first tablesFromJson call of a fresh process, over several processes. */
function firstCall(): Row {
  const script = fileURLToPath(new URL('./tablesFirstCall.ts', import.meta.url));
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const out = spawnSync(process.execPath, [...process.execArgv, script], { encoding: 'utf8' });
    const ms = Number(out.stdout.trim().split(' ')[0]);
    if (!Number.isFinite(ms)) throw new Error(`tablesFirstCall.ts failed: ${out.stderr}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return {
    group: 'tables',
    case: 'tablesFromJson, the 38 seed tables (first call in a fresh process)',
    impl: '@rollwright/tables/json',
    median: quantile(times, 0.5),
    unit: 'ms',
    spread: [quantile(times, 0.25), quantile(times, 0.75)],
    target: '≤ 30 ms',
    source: 'measured',
    note: '7 processes, CPU time; schemas built once per process',
  };
}

export async function run(): Promise<Row[]> {
  const out: Row[] = [];
  let sink = 0;
  for (const c of cases) {
    const tasks: Task[] = [{ name: '@rollwright/tables', fn: () => { sink += c.run(); } }];
    const [row] = rowsOf('tables', c.name, tasks, interleaved(tasks, { rounds: 7, sampleMs: 40 }), 'ms');
    if (row === undefined) continue;
    if (c.anchor !== undefined) {
      row.anchor = c.anchor;
      row.note = 'anchor = the previous engine (quoted: measured once on this kind of machine, first call)';
    }
    out.push(row);
    await Promise.resolve();
  }
  if (sink === 0) throw new Error('no work done');
  out.push(firstCall());
  return out;
}
