// Median times of the table engine's large cases and of loading the 38 seed tables from JSON.
// Anchor = the time the same case took before the engine was made linear (measured once on this
// kind of machine with the previous engine; quoted, not re-measured in the run).
import { Bench } from 'tinybench';
import { redhackTables } from '@rollwright/redhack-core';
import { createDeck, defineTable, lookup, tableDistribution, tableToJson, type Table } from '@rollwright/tables';
import { tablesFromJson } from '@rollwright/tables/json';
import { vocationsTables } from '@rollwright/vocations-2d6';
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
  { name: 'tablesFromJson, the 38 seed tables', anchor: 91, run: () => tablesFromJson(seedDoc).tables.size },
];

export async function run(): Promise<Row[]> {
  const out: Row[] = [];
  for (const c of cases) {
    const bench = new Bench({ time: 500, iterations: 5, warmupTime: 300, warmupIterations: 10 });
    let sink = 0;
    bench.add(c.name, () => {
      sink += c.run();
    });
    await bench.run();
    const result = bench.tasks[0]?.result;
    if (result === undefined || !('latency' in result)) throw new Error(`${c.name}: benchmark failed`);
    if (sink === 0) throw new Error('no work done');
    out.push({
      group: 'tables',
      case: c.name,
      impl: '@rollwright/tables',
      median: result.latency.p50,
      unit: 'ms',
      ...(c.anchor === undefined ? {} : { anchor: c.anchor }),
      note: `${result.latency.samplesCount} samples; anchor = previous engine (quoted, first call)`,
    });
  }
  return out;
}
