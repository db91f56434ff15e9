// ops/s of rolling dice formulas with @rollwright/dice (from the string and pre-compiled, full
// record and total only), next to peer libraries, a hand-written loop (the same immutable-Rng
// contract, no notation) and raw pure-rand (a mutable generator: the ceiling).
// Every timed call runs BATCH operations: a single roll takes well under a microsecond, and
// timing each one alone would mostly measure the timer.
import { Bench } from 'tinybench';
import { createRequire } from 'node:module';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { compile, roll, rollTotal, seed, type Rng } from '@rollwright/dice';
import type { Row } from './types.js';

type G = ReturnType<typeof xoroshiro128plus>;

// Peers are loaded untyped: their published .d.ts files do not pass our strict typecheck.
const require = createRequire(import.meta.url);
const { DiceRoll } = require('@dice-roller/rpg-dice-roller') as { DiceRoll: new (notation: string) => { total: number } };
const { DiceRoller } = require('@3d-dice/dice-roller-parser') as { DiceRoller: new () => { rollValue(notation: string): number } };
const droll = require('droll') as { roll(notation: string): { total: number } };

/**
 * The SDK's immutable-state contract, hand-coded: a generator from the state, the draws, and a
 * new (readonly-typed, unfrozen: ruling N10) state object. No notation, no per-die record.
 */
function handRoll(rng: Rng, body: (g: G) => number): readonly [number, Rng] {
  const g = xoroshiro128plusFromState(rng.state);
  const total = body(g);
  return [total, { algorithm: 'xoroshiro128+', state: g.getState() as unknown as Rng['state'] }];
}

const bodies: Record<string, (g: G) => number> = {
  '1d20': (g) => uniformInt(g, 1, 20),
  '4d6kh3': (g) => {
    let sum = 0;
    let low = 7;
    for (let i = 0; i < 4; i++) {
      const f = uniformInt(g, 1, 6);
      sum += f;
      if (f < low) low = f;
    }
    return sum - low;
  },
  '10d6!': (g) => {
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      let f: number;
      let depth = 0;
      do {
        f = uniformInt(g, 1, 6);
        sum += f;
      } while (f === 6 && ++depth <= 100);
    }
    return sum;
  },
  '3d6+2': (g) => uniformInt(g, 1, 6) + uniformInt(g, 1, 6) + uniformInt(g, 1, 6) + 2,
};

const dropllable = new Set(['1d20', '3d6+2']);

/** Operations per timed call. */
const BATCH = 200;
const batch = (fn: () => void) => (): void => {
  for (let i = 0; i < BATCH; i++) fn();
};

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const notation of Object.keys(bodies)) {
    const body = bodies[notation] as (g: G) => number;
    const formula = compile(notation);
    const parser = new DiceRoller();
    let rng = seed(1);
    const raw = xoroshiro128plus(1);
    let sink = 0;
    const impls: [string, () => void, string?][] = [
      ['@rollwright/dice roll (string)', () => { const [r, n] = roll(rng, notation); sink += r.total; rng = n; }],
      ['@rollwright/dice roll (compiled)', () => { const [r, n] = roll(rng, formula); sink += r.total; rng = n; }],
      ['@rollwright/dice rollTotal (string)', () => { const [t, n] = rollTotal(rng, notation); sink += t; rng = n; }],
      ['@rollwright/dice rollTotal (compiled)', () => { const [t, n] = rollTotal(rng, formula); sink += t; rng = n; }],
      ['@dice-roller/rpg-dice-roller', () => { sink += new DiceRoll(notation).total; }, 'string; Math.random'],
      ['@3d-dice/dice-roller-parser', () => { sink += parser.rollValue(notation); }, 'string; Math.random'],
      ...(dropllable.has(notation) ? [['droll', () => { sink += droll.roll(notation).total; }, 'string; NdX±M only; Math.random'] as [string, () => void, string]] : []),
      ['hand-written loop', () => { const [t, n] = handRoll(rng, body); sink += t; rng = n; }, 'no notation; same immutable Rng'],
      ['pure-rand (raw)', () => { sink += body(raw); }, 'mutable generator: the ceiling'],
    ];
    const bench = new Bench({ time: 500, warmupTime: 100 });
    for (const [name, fn] of impls) bench.add(name, batch(fn));
    await bench.run();
    const hand = bench.tasks.find((t) => t.name === 'hand-written loop')?.result;
    const handOps = hand !== undefined && 'throughput' in hand ? hand.throughput.p50 * BATCH : undefined;
    for (const [name, , note] of impls) {
      const r = bench.tasks.find((t) => t.name === name)?.result;
      if (r === undefined || !('throughput' in r)) throw new Error(`${notation} ${name}: benchmark failed`);
      rows.push({
        group: 'roll',
        case: notation,
        impl: name,
        median: r.throughput.p50 * BATCH,
        unit: 'ops/s',
        ...(handOps === undefined ? {} : { anchor: handOps }),
        note: note ?? 'anchor = hand-written loop',
      });
    }
    if (sink === 0) throw new Error('no work done');
  }
  rows.push(...(await extended()));
  return rows;
}

/** Forms added in 0.2.0: a roll group, a custom die and a rolled count, beside rpg-dice-roller where it reads them. */
async function extended(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const notation of ['{4d6+2d8, 3d20+3}kh1', '{3d6, 3d6, 3d6}dl1', '1d{1,2,2,3}', '(1d4)d6']) {
    const formula = compile(notation);
    let rng = seed(1);
    let sink = 0;
    let peer = true;
    try {
      void new DiceRoll(notation).total;
    } catch {
      peer = false;
    }
    const impls: [string, () => void, string?][] = [
      ['@rollwright/dice roll (string)', () => { const [r, n] = roll(rng, notation); sink += r.total; rng = n; }],
      ['@rollwright/dice roll (compiled)', () => { const [r, n] = roll(rng, formula); sink += r.total; rng = n; }],
      ['@rollwright/dice rollTotal (compiled)', () => { const [t, n] = rollTotal(rng, formula); sink += t; rng = n; }],
      ...(peer ? [['@dice-roller/rpg-dice-roller', () => { sink += new DiceRoll(notation).total; }, 'string; Math.random'] as [string, () => void, string]] : []),
    ];
    const bench = new Bench({ time: 300, warmupTime: 100 });
    for (const [name, fn] of impls) bench.add(name, batch(fn));
    await bench.run();
    for (const [name, , note] of impls) {
      const r = bench.tasks.find((t) => t.name === name)?.result;
      if (r === undefined || !('throughput' in r)) throw new Error(`${notation} ${name}: benchmark failed`);
      rows.push({ group: 'roll', case: notation, impl: name, median: r.throughput.p50 * BATCH, unit: 'ops/s', note: note ?? (peer ? '' : 'rpg-dice-roller cannot read it') });
    }
    if (sink === 0) throw new Error('no work done');
  }
  return rows;
}
