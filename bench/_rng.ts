import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { compile, rollDie, rollTotal, seed, type Rng } from '@rollwright/dice';
const f20 = compile('1d20'); const f10k = compile('10000d6');
function time(name: string, n: number, fn: () => void) { const t = performance.now(); for (let i = 0; i < n; i++) fn(); const dt = performance.now() - t; return (dt * 1e6) / n; }
let rng: Rng = seed(1); let sink = 0;
const tasks: Record<string, [number, () => void]> = {
  rollDie20: [2e6, () => { const [f, n] = rollDie(rng, 20); sink += f; rng = n; }],
  rollTotal1d20: [2e6, () => { const [f, n] = rollTotal(rng, f20); sink += f; rng = n; }],
  rollTotal10k: [300, () => { const [f, n] = rollTotal(rng, f10k); sink += f; rng = n; }],
  hand10k: [300, () => { const g = xoroshiro128plusFromState(rng.state); let s = 0; for (let i = 0; i < 10000; i++) s += uniformInt(g, 1, 6); sink += s; rng = { algorithm: 'xoroshiro128+', state: g.getState() as any }; }],
};
const res: Record<string, number[]> = {};
for (let r = 0; r < 7; r++) for (const [k, [n, fn]] of Object.entries(tasks)) (res[k] ??= []).push(time(k, n, fn));
for (const [k, v] of Object.entries(res)) { v.sort((a, b) => a - b); console.log(k, v[3]!.toFixed(1), 'ns', v[0]!.toFixed(1), v[6]!.toFixed(1)); }
console.log(sink > 0);
