// Median time to compute exact distributions with @rollwright/dice, next to icepool's times for
// the same cases (the anchors, in ms, as given in the project brief).
import { Bench } from 'tinybench';
import { die, distribution, explode, keepHighest, sumOf, type Distribution } from '@rollwright/dice';
import type { Row } from './types.js';

interface Case {
  readonly name: string;
  readonly anchor: number;
  readonly compute: () => Distribution<number>;
  /** What the anchor is (default: icepool's time). */
  readonly about?: string;
}

const cases: readonly Case[] = [
  { name: '100d6', anchor: 102, compute: () => sumOf(100, die(6)) },
  { name: '4d6kh3', anchor: 1.3, compute: () => keepHighest(4, 3, die(6)) },
  { name: '10d20kh3', anchor: 5.5, compute: () => keepHighest(10, 3, die(20)) },
  { name: '20d6kh3', anchor: 1.9, compute: () => keepHighest(20, 3, die(6)) },
  {
    name: '8d10! (depth 3)',
    anchor: 16.6,
    compute: () => sumOf(8, explode(die(10), (x) => x === 10, { mode: 'explode', depth: 3 })),
  },
  { name: '50d20kh10', anchor: 68, compute: () => keepHighest(50, 10, die(20)) },
  { name: '1000d6', anchor: 14500, compute: () => sumOf(1000, die(6)) },
  // Forms added in 0.2.0, from notation; the anchor is the 50 ms target.
  { name: '{4d6, 4d6, 4d6, 4d6, 4d6, 4d6}kh3', anchor: 50, about: '50 ms target', compute: () => distribution('{4d6, 4d6, 4d6, 4d6, 4d6, 4d6}kh3') },
  { name: '(1d10)d10', anchor: 50, about: '50 ms target', compute: () => distribution('(1d10)d10') },
  { name: 'floor(100d6/2)', anchor: 50, about: '50 ms target', compute: () => distribution('floor(100d6/2)') },
  { name: '{4d6+2d8, 3d20+3}kh1', anchor: 50, about: '50 ms target', compute: () => distribution('{4d6+2d8, 3d20+3}kh1') },
];

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const c of cases) {
    // One Bench per case so the fast cases get many samples and the slow ones a bounded time.
    const bench = new Bench({ time: 400, iterations: 10, warmupTime: 100, warmupIterations: 3 });
    let sink = 0;
    bench.add(c.name, () => {
      sink += c.compute().outcomes.length;
    });
    await bench.run();
    const task = bench.tasks[0];
    const result = task?.result;
    if (result === undefined || !('latency' in result)) throw new Error(`${c.name}: benchmark failed (${result?.state ?? 'no result'})`);
    if (sink === 0) throw new Error('no work done');
    rows.push({
      group: 'distributions',
      case: c.name,
      impl: '@rollwright/dice',
      median: result.latency.p50,
      unit: 'ms',
      anchor: c.anchor,
      note: `${result.latency.samplesCount} samples; anchor = ${c.about ?? 'icepool'}`,
    });
  }
  return rows;
}
