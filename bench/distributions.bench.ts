// Exact distributions with @rollwright/dice (measured here, interleaved), next to icepool's
// times for the same cases. The icepool column is QUOTED, not measured in this run: the figures
// come from the project's original brief (icepool, Python, timed once on the project's shared
// 2-core Linux VM of the same kind as the one this runs on; the icepool version was not
// recorded). Keep-half of a large pool (`100d20kh50`, `60d20kh30`) and `odds` on a large sum
// have their own rows, with the targets the performance work set.
import { die, distribution, estimateDistribution, explode, keepHighest, sumOf, type Distribution } from '@rollwright/dice';
import { interleaved, rowsOf, type Task } from './harness.js';
import type { Row } from './types.js';

interface Case {
  readonly name: string;
  readonly anchor?: number;
  readonly target?: string;
  readonly compute: () => Distribution<number> | number;
}

const cases: readonly Case[] = [
  { name: '100d6', anchor: 102, compute: () => sumOf(100, die(6)) },
  { name: '4d6kh3', anchor: 1.3, compute: () => keepHighest(4, 3, die(6)) },
  { name: '10d20kh3', anchor: 5.5, compute: () => keepHighest(10, 3, die(20)) },
  { name: '20d6kh3', anchor: 1.9, compute: () => keepHighest(20, 3, die(6)) },
  { name: '8d10! (depth 3)', anchor: 16.6, compute: () => sumOf(8, explode(die(10), (x) => x === 10, { mode: 'explode', depth: 3 })) },
  { name: '50d20kh10', anchor: 68, compute: () => keepHighest(50, 10, die(20)) },
  { name: '1000d6', anchor: 14500, compute: () => sumOf(1000, die(6)) },
  { name: "distribution('60d20kh30')", target: '≤ 25 ms', compute: () => distribution('60d20kh30') },
  { name: "distribution('100d20kh50')", target: '≤ 100 ms', compute: () => distribution('100d20kh50') },
  { name: "distribution('3000d6')", compute: () => distribution('3000d6') },
  // Forms added in 0.2.0, from notation, with their 50 ms target.
  { name: '{4d6, 4d6, 4d6, 4d6, 4d6, 4d6}kh3', target: '≤ 50 ms', compute: () => distribution('{4d6, 4d6, 4d6, 4d6, 4d6, 4d6}kh3') },
  { name: '(1d10)d10', target: '≤ 50 ms', compute: () => distribution('(1d10)d10') },
  { name: 'floor(100d6/2)', target: '≤ 50 ms', compute: () => distribution('floor(100d6/2)') },
  { name: '{4d6+2d8, 3d20+3}kh1', target: '≤ 50 ms', compute: () => distribution('{4d6+2d8, 3d20+3}kh1') },
  { name: "estimateDistribution('300d1000') (the check before odds refuses it)", compute: () => estimateDistribution('300d1000').outcomes },
];

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  let sink = 0;
  for (const c of cases) {
    // One case at a time (their costs differ by 10^5), a few rounds each; the quartiles say how steady.
    const tasks: Task[] = [{ name: '@rollwright/dice', fn: () => { const d = c.compute(); sink += typeof d === 'number' ? d : d.outcomes.length; } }];
    const [row] = rowsOf('distributions', c.name, tasks, interleaved(tasks, { rounds: 7, sampleMs: 60 }), 'ms', c.target === undefined ? {} : { '@rollwright/dice': c.target });
    if (row === undefined) continue;
    if (c.anchor !== undefined) {
      row.anchor = c.anchor;
      row.note = 'anchor = icepool (quoted, see bench/distributions.bench.ts)';
    }
    rows.push(row);
    if (c.anchor !== undefined) rows.push({ group: 'distributions', case: c.name, impl: 'icepool', median: c.anchor, unit: 'ms', source: 'quoted', note: "the project's original brief; same kind of 2-core VM; not re-measured" });
    await Promise.resolve();
  }
  if (sink === 0) throw new Error('no work done');
  return rows;
}
