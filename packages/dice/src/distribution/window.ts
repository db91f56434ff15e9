// Internal helpers of the notation's exact distributions: ranked windows of a pool (several
// keep/drop clauses, unique dice, groups of identical sub-rolls) and mixtures (rolled counts).
import { build, checkWork, DistributionError, productLeftover, type Distribution } from './Distribution.js';

/**
 * @internal The distribution of Σ g(v) over the ranks `from`..`to − 1` (0 = lowest) of `n`
 * dice drawn from `d`: independently (`unique` unset), or without repeating a value (`unique`:
 * every set of `n` distinct outcomes equally likely, which needs `d`'s weights all equal; the
 * caller checks). Faces are processed low to high; the state is (dice placed, partial sum),
 * and placing `t` dice on value v puts them on ranks c..c+t−1 with weight C(n−c, t)·w^t.
 */
export function windowSum(n: number, from: number, to: number, d: Distribution<number>, g: (v: number) => number, unique = false): Distribution<number> {
  const k = d.outcomes.length;
  checkWork(k * (n + 1) * (n + 1) * Math.max(1, (to - from) * (k + 2)), `keeping ranks ${from}..${to - 1} of ${n} dice with ${k} values`);
  let states: Map<number, bigint>[] = Array.from({ length: n + 1 }, () => new Map());
  (states[0] as Map<number, bigint>).set(0, 1n);
  for (let j = 0; j < k; j++) {
    const v = d.outcomes[j] as number;
    const w = d.weights[j] as bigint;
    const gv = g(v);
    const next: Map<number, bigint>[] = Array.from({ length: n + 1 }, () => new Map());
    for (let c = 0; c <= n; c++) {
      const row = states[c] as Map<number, bigint>;
      if (row.size === 0) continue;
      let coef = 1n; // C(n − c, t)·w^t
      for (let t = 0; c + t <= n && t <= (unique ? 1 : n); t++) {
        if (t > 0) coef = unique ? w : (coef * BigInt(n - c - t + 1) * w) / BigInt(t);
        const inWindow = Math.max(0, Math.min(to, c + t) - Math.max(from, c));
        const add = gv * inWindow;
        const target = next[c + t] as Map<number, bigint>;
        for (const [sum, weight] of row) target.set(sum + add, (target.get(sum + add) ?? 0n) + weight * coef);
      }
    }
    states = next;
  }
  const out = [...(states[n] as Map<number, bigint>)];
  if (unique) return build(out);
  return build(out, productLeftover([d], n), d.depth);
}

/**
 * @internal A mixture: with probability `w / outer` the outcome comes from the paired
 * distribution (`outer` is the total weight of the choice; weight not listed in `parts`, such
 * as a cut-off explosion of a rolled count, becomes leftover). Weights are brought to a common
 * denominator, so the result stays exact.
 */
export function mixture(parts: readonly (readonly [w: bigint, d: Distribution<number>])[], outer: bigint): Distribution<number> {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  let l = 1n;
  for (const [, d] of parts) l = (l / gcd(l, d.total)) * d.total;
  const acc = new Map<number, bigint>();
  let listed = 0n;
  for (const [w, d] of parts) {
    const scale = w * (l / d.total);
    d.outcomes.forEach((o, i) => {
      const x = scale * (d.weights[i] as bigint);
      listed += x;
      acc.set(o, (acc.get(o) ?? 0n) + x);
    });
  }
  if (acc.size === 0) throw new DistributionError('a mixture needs at least one outcome');
  const depths = parts.map(([, d]) => d.depth).filter((x) => x !== undefined);
  return build(acc, outer * l - listed, depths.length ? Math.max(...depths) : undefined);
}

/**
 * @internal Estimated steps of {@link rankWindowSum} over items of the given outcome counts:
 * the states after each item (at most the product of the counts so far, and at most the sorted
 * lists of `to` values) times the outcomes of the next, 10 steps each for the sorted state keys.
 */
export function rankWindowWork(widths: readonly number[], to: number): number {
  let states = 1;
  let work = 0;
  for (const w of widths) {
    work += states * w * 10 * Math.max(1, to);
    states = Math.min(states * w, Number.MAX_SAFE_INTEGER);
  }
  return work;
}

/**
 * @internal The distribution of Σ g(v) over the ranks `from`..`to − 1` (0 = lowest) of
 * independent values that need not be alike, one from each of `items`. The items are taken in
 * turn; the state is the sorted list of the lowest `to` values so far (a value ranked `to` or
 * higher stays so as more items come), so ties need no rule: equal values score alike.
 *
 * @throws {@link DistributionError} over `MAX_POOL_WORK` estimated steps, checked first.
 */
export function rankWindowSum(items: readonly Distribution<number>[], from: number, to: number, g: (v: number) => number, what: string): Distribution<number> {
  checkWork(rankWindowWork(items.map((d) => d.outcomes.length), to), what);
  let states = new Map<string, { values: number[]; w: bigint }>([['', { values: [], w: 1n }]]);
  for (const d of items) {
    const next = new Map<string, { values: number[]; w: bigint }>();
    for (const s of states.values()) {
      d.outcomes.forEach((v, i) => {
        const values = [...s.values, v].sort((a, b) => a - b).slice(0, to);
        const key = values.join(',');
        const w = s.w * (d.weights[i] as bigint);
        const old = next.get(key);
        if (old) old.w += w;
        else next.set(key, { values, w });
      });
    }
    states = next;
  }
  const out = new Map<number, bigint>();
  for (const s of states.values()) {
    const x = s.values.slice(from, to).reduce((a, v) => a + g(v), 0);
    out.set(x, (out.get(x) ?? 0n) + s.w);
  }
  const total = items.reduce((a, d) => a * d.total, 1n);
  let listed = 0n;
  for (const w of out.values()) listed += w;
  const depths = items.map((d) => d.depth).filter((x) => x !== undefined);
  return build(out, total - listed, depths.length ? Math.max(...depths) : undefined);
}
