// Rolling dice formulas: @rollwright/dice (from the string and compiled, full record and total
// only) next to every rolling peer installed here, a hand-written loop over pure-rand (the same
// immutable-Rng contract, no notation) and raw pure-rand (a mutable generator: the ceiling).
// All measured in this process, the tasks of each case interleaved round by round (harness.ts).
import { createRequire } from 'node:module';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { compile, roll, rollDie, rollTotal, seed, type Formula, type Rng } from '@rollwright/dice';
import { interleaved, rowsOf, type Task } from './harness.js';
import type { Row } from './types.js';

type G = ReturnType<typeof xoroshiro128plus>;

// Peers are loaded untyped: their published .d.ts files do not pass our strict typecheck.
const require = createRequire(import.meta.url);
const { DiceRoll } = require('@dice-roller/rpg-dice-roller') as { DiceRoll: new (notation: string) => { total: number } };
const { DiceRoller } = require('@3d-dice/dice-roller-parser') as { DiceRoller: new () => { roll(notation: string): { value: number } } };
const droll = require('droll') as { roll(notation: string): { total: number; rolls: number[] }; parse(notation: string): unknown };

/** The SDK's immutable-state contract, hand-coded: a generator from the state, the draws, a new state. */
function handRoll(rng: Rng, body: (g: G) => number): readonly [number, Rng] {
  const g = xoroshiro128plusFromState(rng.state);
  const total = body(g);
  return [total, { algorithm: 'xoroshiro128+', state: g.getState() as unknown as Rng['state'] }];
}

const sum = (count: number, sides: number, plus = 0) => (g: G): number => {
  let s = plus;
  for (let i = 0; i < count; i++) s += uniformInt(g, 1, sides);
  return s;
};

/** Each case: its hand loop, how many dice it throws (for the per-die row), droll can parse it. */
const cases: Readonly<Record<string, { body: (g: G) => number; dice: number; droll: boolean }>> = {
  '1d20': { body: sum(1, 20), dice: 1, droll: true },
  '3d6+2': { body: sum(3, 6, 2), dice: 3, droll: true },
  '4d6kh3': {
    body: (g) => {
      let s = 0;
      let low = 7;
      for (let i = 0; i < 4; i++) {
        const f = uniformInt(g, 1, 6);
        s += f;
        if (f < low) low = f;
      }
      return s - low;
    },
    dice: 4,
    droll: false,
  },
  '10d6!': {
    body: (g) => {
      let s = 0;
      for (let i = 0; i < 10; i++) {
        let f: number;
        let depth = 0;
        do {
          f = uniformInt(g, 1, 6);
          s += f;
        } while (f === 6 && ++depth <= 100);
      }
      return s;
    },
    dice: 12,
    droll: false,
  },
  '100d6': { body: sum(100, 6), dice: 100, droll: true },
  '1000d6': { body: sum(1000, 6), dice: 1000, droll: true },
};

const TARGETS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '1d20': { 'roll (string)': '≥ 1.5× droll', 'rollDie(rng, 20)': '≥ 1× rollTotal (compiled)' },
  '3d6+2': { 'roll (string)': '≥ 1.5× droll', 'roll (compiled)': '≥ 1× roll (string)' },
  '100d6': { 'roll (string)': '≥ 1.5× droll', 'roll (compiled)': '≥ 1× roll (string)' },
  '1000d6': { 'roll (string)': '≥ 1.5× droll' },
};

let sink = 0;

/** `ROLL_CASES=1d20,100d6 pnpm bench roll`: only those cases of the first table (and nothing after it). */
const only = process.env['ROLL_CASES']?.split(',');

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [notation, c] of Object.entries(cases)) {
    if (only !== undefined && !only.includes(notation)) continue;
    const formula = compile(notation);
    const parser = new DiceRoller();
    let rng = seed(1);
    const raw = xoroshiro128plus(1);
    const tasks: Task[] = [
      { name: 'roll (string)', fn: () => { const [r, n] = roll(rng, notation); sink += r.total; rng = n; } },
      { name: 'roll (compiled)', fn: () => { const [r, n] = roll(rng, formula); sink += r.total; rng = n; } },
      // The record is built when first read (from 24 plain dice): this row reads it.
      { name: 'roll (compiled) + read dice', fn: () => { const [r, n] = roll(rng, formula); sink += r.dice.length; rng = n; } },
      { name: 'rollTotal (string)', fn: () => { const [t, n] = rollTotal(rng, notation); sink += t; rng = n; } },
      { name: 'rollTotal (compiled)', fn: () => { const [t, n] = rollTotal(rng, formula); sink += t; rng = n; } },
      ...(notation === '1d20' ? [{ name: 'rollDie(rng, 20)', fn: () => { const [f, n] = rollDie(rng, 20); sink += f; rng = n; } }] : []),
      { name: '@dice-roller/rpg-dice-roller', fn: () => { sink += new DiceRoll(notation).total; }, peer: true, note: 'peer; string; Math.random' },
      { name: '@3d-dice/dice-roller-parser', fn: () => { sink += parser.roll(notation).value; }, peer: true, note: 'peer; string; Math.random' },
      ...(c.droll ? [{ name: 'droll', fn: () => { sink += droll.roll(notation).rolls.length; }, peer: true, note: 'peer; string; NdX±M only; Math.random' }] : []),
      { name: 'hand loop over pure-rand', fn: () => { const [t, n] = handRoll(rng, c.body); sink += t; rng = n; }, hand: true, note: 'no notation; same immutable Rng' },
      { name: 'pure-rand (raw)', fn: () => { sink += c.body(raw); }, note: 'mutable generator: the ceiling' },
    ];
    // A peer that refuses the formula (rpg-dice-roller stops at 999 dice) is left out of the case.
    const refused: string[] = [];
    for (let i = tasks.length - 1; i >= 0; i--) {
      try {
        (tasks[i] as Task).fn();
      } catch {
        refused.push((tasks[i] as Task).name);
        tasks.splice(i, 1);
      }
    }
    if (refused.length > 0) process.stderr.write(`  ${notation}: left out (refuses the formula): ${refused.join(', ')}\n`);
    const timings = interleaved(tasks, { rounds: 11, sampleMs: 15 });
    const caseRows = rowsOf('roll', notation, tasks, timings, 'ops/s', TARGETS[notation] ?? {});
    for (const r of caseRows) {
      if (r.impl === 'rollDie(rng, 20)') {
        const rt = timings.get('rollTotal (compiled)')?.median ?? NaN;
        r.note = `÷ rollTotal (compiled): ${((rt / (timings.get(r.impl)?.median ?? NaN))).toFixed(2)}×`;
      }
      if (r.impl === 'roll (compiled)') {
        r.note = `÷ roll (string): ${(((timings.get('roll (string)')?.median ?? NaN) / (timings.get(r.impl)?.median ?? NaN))).toFixed(2)}×`;
      }
    }
    rows.push(...caseRows);
    if (c.dice >= 100) {
      for (const impl of ['roll (compiled)', 'roll (compiled) + read dice', 'rollTotal (compiled)', 'droll'] as const) {
        const t = timings.get(impl);
        if (t === undefined) continue;
        rows.push({
          group: 'roll',
          case: `${notation}: cost per die`,
          impl,
          median: t.median / c.dice,
          unit: 'ns',
          spread: [t.p25 / c.dice, t.p75 / c.dice],
          ...(impl === 'roll (compiled)' ? { target: '≤ 40 ns, the record kept' } : {}),
          source: 'measured',
          note: 'the row above ÷ its dice',
        });
      }
    }
  }
  if (only === undefined) rows.push(...(await bigSum()), ...extended(), ...compileRows(), ...memoRows(), ...jsonRows());
  if (sink === 0) throw new Error('no work done');
  return rows;
}

/** rollTotal on a compiled 10000d6 next to the hand loop over pure-rand. */
async function bigSum(): Promise<Row[]> {
  const formula = compile('10000d6');
  let rng = seed(2);
  const body = sum(10_000, 6);
  const tasks: Task[] = [
    { name: 'rollTotal (compiled)', fn: () => { const [t, n] = rollTotal(rng, formula); sink += t; rng = n; } },
    { name: 'hand loop over pure-rand', fn: () => { const [t, n] = handRoll(rng, body); sink += t; rng = n; }, hand: true, note: 'no notation; same immutable Rng' },
  ];
  await Promise.resolve();
  return rowsOf('roll', '10000d6', tasks, interleaved(tasks, { rounds: 11, sampleMs: 20 }), 'ops/s', { 'rollTotal (compiled)': '≥ 0.5× hand loop' });
}

/** compile alone (no memo), next to droll's parser. */
function compileRows(): Row[] {
  const rows: Row[] = [];
  for (const notation of ['1d6+1', '4d6kh3', '10d6!']) {
    const tasks: Task[] = [
      { name: 'compile', fn: () => { sink += compile(notation).terms.length; } },
      ...(notation === '1d6+1' ? [{ name: 'droll.parse', fn: () => { sink += droll.parse(notation) === undefined ? 0 : 1; }, peer: true, note: 'peer; NdX±M only' }] : []),
    ];
    rows.push(...rowsOf('compile', notation, tasks, interleaved(tasks, { rounds: 11, sampleMs: 15 }), 'µs', { compile: notation === '1d6+1' ? '≤ 1 µs' : '≤ 3 µs' }));
  }
  return rows;
}

/** Forms added in 0.2.0: a roll group, a custom die and a rolled count, beside rpg-dice-roller where it reads them. */
function extended(): Row[] {
  const rows: Row[] = [];
  for (const notation of ['{4d6+2d8, 3d20+3}kh1', '{3d6, 3d6, 3d6}dl1', '1d{1,2,2,3}', '(1d4)d6']) {
    const formula = compile(notation);
    let rng = seed(1);
    let peer = true;
    try {
      void new DiceRoll(notation).total;
    } catch {
      peer = false;
    }
    const tasks: Task[] = [
      { name: 'roll (string)', fn: () => { const [r, n] = roll(rng, notation); sink += r.total; rng = n; } },
      { name: 'roll (compiled)', fn: () => { const [r, n] = roll(rng, formula); sink += r.total; rng = n; } },
      { name: 'rollTotal (compiled)', fn: () => { const [t, n] = rollTotal(rng, formula); sink += t; rng = n; } },
      ...(peer ? [{ name: '@dice-roller/rpg-dice-roller', fn: () => { sink += new DiceRoll(notation).total; }, peer: true, note: 'peer; string; Math.random' }] : []),
    ];
    const caseRows = rowsOf('roll', notation, tasks, interleaved(tasks, { rounds: 9, sampleMs: 15 }));
    if (!peer) for (const r of caseRows) r.note = 'rpg-dice-roller cannot read it';
    rows.push(...caseRows);
  }
  return rows;
}

/** roll(rng, string) over 1, 64 and 65 different formulas in turn (the string memo). */
function memoRows(): Row[] {
  const tasks: Task[] = [1, 64, 65, 200].map((k) => {
    const formulas = Array.from({ length: k }, (_, i) => `1d6+${i}`);
    let i = 0;
    let rng = seed(3);
    return {
      name: `${k} formula${k === 1 ? '' : 's'} in turn`,
      fn: () => {
        const [r, n] = roll(rng, formulas[i] as string);
        i = i + 1 === k ? 0 : i + 1;
        sink += r.total;
        rng = n;
      },
      // One die each: only the memo differs between the rows.
      note: k === 1 ? 'roll(rng, "1d6+0")' : `roll(rng, "1d6+0" … "1d6+${k - 1}")`,
    };
  });
  const rows = rowsOf('memo', 'roll(rng, string), formulas in turn', tasks, interleaved(tasks, { rounds: 11, sampleMs: 20 }), 'ns', { '65 formulas in turn': 'no cliff (≈ 64 formulas)' });
  return rows;
}

/** A formula that went through JSON, next to the compiled one and the string. */
function jsonRows(): Row[] {
  const compiled = compile('3d6+2');
  const copy = JSON.parse(JSON.stringify(compiled)) as Formula;
  let rng = seed(4);
  const tasks: Task[] = [
    { name: 'roll (compiled)', fn: () => { const [r, n] = roll(rng, compiled); sink += r.total; rng = n; } },
    { name: 'roll (after JSON)', fn: () => { const [r, n] = roll(rng, copy); sink += r.total; rng = n; } },
    { name: 'roll (string)', fn: () => { const [r, n] = roll(rng, '3d6+2'); sink += r.total; rng = n; } },
  ];
  return rowsOf('json', '3d6+2 formula after JSON.parse(JSON.stringify(f))', tasks, interleaved(tasks, { rounds: 11, sampleMs: 15 }), 'ops/s', { 'roll (after JSON)': 'compiled speed' });
}
