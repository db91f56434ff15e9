// Interleaved timing for `pnpm bench`: every task of a case runs once per round, in an order that
// rotates from round to round, so a burst of load from another process lands on every task alike
// instead of on one row. Each sample times a batch of calls (calibrated once so a batch takes
// about `sampleMs` of CPU time); the row is the median over rounds, with the quartiles as its
// spread.
import type { Row } from './types.js';

/** One implementation of one case. `fn` does `ops` operations per call (a die, a roll, a load). */
export interface Task {
  readonly name: string;
  readonly fn: () => void;
  /** Operations per call of `fn` (default 1); times are reported per operation. */
  readonly ops?: number;
  /** Shown in the row's note. */
  readonly note?: string;
  /** A peer library (used for the "÷ best peer" column). */
  readonly peer?: boolean;
  /** The hand-written loop over pure-rand (used for the "÷ hand loop" column). */
  readonly hand?: boolean;
}

/** Nanoseconds per operation: median and quartiles over the rounds. */
export interface Timing {
  readonly median: number;
  readonly p25: number;
  readonly p75: number;
  readonly samples: number;
}

export interface Options {
  /** Rounds (samples per task); default 15. */
  readonly rounds?: number;
  /** Target length of one sample; default 25 ms. */
  readonly sampleMs?: number;
}

function quantile(sorted: readonly number[], q: number): number {
  const i = (sorted.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (i - lo);
}

/**
 * CPU time (user + system, ns) of `calls` calls: unlike wall time it leaves out the time this
 * process waits for a core, which on a shared machine is most of the noise.
 */
function batchTime(fn: () => void, calls: number): number {
  const t0 = process.cpuUsage();
  for (let i = 0; i < calls; i++) fn();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) * 1000;
}

/** Times `tasks` interleaved; returns ns per operation for each task, by name. */
export function interleaved(tasks: readonly Task[], options: Options = {}): Map<string, Timing> {
  const rounds = options.rounds ?? 15;
  const target = (options.sampleMs ?? 25) * 1e6;
  // Warm up and calibrate: double the batch until it takes a tenth of a sample, then scale.
  const calls = tasks.map((t) => {
    let n = 1;
    for (let spent = batchTime(t.fn, n); spent < target / 10 && n < 1 << 30; spent = batchTime(t.fn, n)) n *= 2;
    const per = batchTime(t.fn, n) / n;
    return Math.max(1, Math.round(target / Math.max(per, 1)));
  });
  // One untimed round of every task before the timed ones: the first task of a case was
  // otherwise timed while V8 was still re-optimising the code the later tasks share with it
  // (roll(rng, string) then roll(rng, formula) deoptimised `roll` once), which charged the
  // recompilation (on a helper thread, but in this process's CPU time) to the first rows.
  for (let i = 0; i < tasks.length; i++) batchTime((tasks[i] as Task).fn, calls[i] as number);
  const samples: number[][] = tasks.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < tasks.length; j++) {
      const i = (j + r) % tasks.length;
      const t = tasks[i] as Task;
      const n = calls[i] as number;
      (samples[i] as number[]).push(batchTime(t.fn, n) / (n * (t.ops ?? 1)));
    }
  }
  const out = new Map<string, Timing>();
  tasks.forEach((t, i) => {
    const s = [...(samples[i] as number[])].sort((a, b) => a - b);
    out.set(t.name, { median: quantile(s, 0.5), p25: quantile(s, 0.25), p75: quantile(s, 0.75), samples: s.length });
  });
  return out;
}

/**
 * Rows for one interleaved case: ops/s (or a time per operation in `unit`), the quartiles, and
 * the speed ratios to the fastest peer and to the hand loop (for every row that is neither).
 */
export function rowsOf(
  group: string,
  name: string,
  tasks: readonly Task[],
  timings: Map<string, Timing>,
  unit: 'ops/s' | 'ms' | 'µs' | 'ns' = 'ops/s',
  targets: Readonly<Record<string, string>> = {},
): Row[] {
  const ns = (t: Task): Timing => {
    const x = timings.get(t.name);
    if (x === undefined) throw new Error(`${name} ${t.name}: not measured`);
    return x;
  };
  const peers = tasks.filter((t) => t.peer === true).map((t) => ns(t).median);
  const best = peers.length === 0 ? undefined : Math.min(...peers);
  const handTask = tasks.find((t) => t.hand === true);
  const hand = handTask === undefined ? undefined : ns(handTask).median;
  const scale = unit === 'ms' ? 1e-6 : unit === 'µs' ? 1e-3 : 1;
  const value = (x: number): number => (unit === 'ops/s' ? 1e9 / x : x * scale);
  return tasks.map((t) => {
    const m = ns(t);
    const own = t.peer !== true && t.hand !== true;
    const target = targets[t.name];
    return {
      group,
      case: name,
      impl: t.name,
      median: value(m.median),
      unit,
      // ops/s turns the quartiles round: the slow quartile is the low rate.
      spread: unit === 'ops/s' ? [value(m.p75), value(m.p25)] : [value(m.p25), value(m.p75)],
      ...(own && best !== undefined ? { vsPeer: best / m.median } : {}),
      ...(own && hand !== undefined ? { vsHand: hand / m.median } : {}),
      ...(target === undefined ? {} : { target }),
      source: 'measured',
      ...(t.note === undefined ? {} : { note: t.note }),
    };
  });
}
