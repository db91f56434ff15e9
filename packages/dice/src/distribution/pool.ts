import { checkInt, checkWork, freezeDist, productLeftover, type Distribution } from './Distribution.js';

export { checkWork, MAX_POOL_WORK } from './Distribution.js';
import { fromDense } from './dense.js';
import { integerOutcomes } from './exact.js';
import { MAX_SUM_DICE } from './sumOf.js';

/** @internal Validates `n`, `k` and `d` for a keep/drop operation; returns the integer faces. */
export function checkPool(name: string, n: number, k: number, d: Distribution<number>): void {
  checkInt(n, 0, MAX_SUM_DICE, `${name} needs a dice count`);
  checkInt(k, 0, n, `${name} needs a count (at most the number of dice)`);
  integerOutcomes(d, name);
}

/**
 * @internal Distribution of the sum of the `k` highest of `n` iid copies of `d`.
 *
 * Split the rolls by the face `v` (index `j`) of the k-th highest die: then `a < k` dice show a
 * face above `v`, `b ≥ k − a` show `v` and the other `n − a − b` a face below it, and the kept sum
 * is the `a` high dice plus `(k − a)·v`. The `a` high dice are a plain sum over the faces above
 * `v`, built one die at a time for a = 0, 1, …, k − 1 (a running window sum when those faces are
 * consecutive and equally weighted, as on a fair die: additions only); everything else is one
 * number per (j, a): `C(n, a) · Σ_{b ≥ k−a} C(n−a, b)·w_v^b·L^(n−a−b)`, `L` being the weight
 * below `v`. Work is about faces × k² × (face span) big-integer steps, independent of sides^n.
 */
export function keepHighestSum(n: number, k: number, d: Distribution<number>): Distribution<number> {
  const listedTotal = d.total - d.leftover;
  const leftover = productLeftover([d], n);
  const m = d.outcomes.length;
  // Sum of no dice is 0 whenever every die is listed (no outcome at all when none is).
  if (k === 0 || m === 0) return fromDense({ min: 0, w: [listedTotal ** BigInt(n)] }, leftover, d.depth);
  const fmin = d.outcomes[0] as number;
  const span = (d.outcomes[m - 1] as number) - fmin;
  checkWork(m * k * (k * span + 1) * Math.min(k, n), `keeping ${k} of ${n} dice with ${m} faces (span ${span})`);
  const result = new Array<bigint>(k * span + 1).fill(0n);
  // Pascal's triangle up to n.
  const binom: bigint[][] = [[1n]];
  for (let r = 1; r <= n; r++) {
    const prev = binom[r - 1] as bigint[];
    const row = [1n];
    for (let i = 1; i < r; i++) row.push((prev[i - 1] as bigint) + (prev[i] as bigint));
    binom.push([...row, 1n]);
  }
  let below = 0n; // weight of the faces under face j
  for (let j = 0; j < m; j++) {
    const v = (d.outcomes[j] as number) - fmin;
    const w = d.weights[j] as bigint;
    const L = below;
    below += w;
    // The faces above j, shifted to start at 0 (their lowest is `up`), and whether they are fair.
    const up = j + 1 < m ? (d.outcomes[j + 1] as number) - fmin : 0;
    const hiW = d.weights[j + 1];
    let fair = true;
    for (let i = j + 2; i < m; i++) if (d.outcomes[i] !== (d.outcomes[i - 1] as number) + 1 || d.weights[i] !== hiW) fair = false;
    const width = span - up + 1; // one die's shifted value range above j
    const wPow = [1n];
    const lPow = [1n];
    for (let e = 1; e <= n; e++) {
      wPow.push((wPow[e - 1] as bigint) * w);
      lPow.push((lPow[e - 1] as bigint) * L);
    }
    // counts[y]: weight of `a` dice above j summing to a·up + y.
    let counts: bigint[] = [1n];
    for (let a = 0; a < k && (a === 0 || j + 1 < m); a++) {
      if (a > 0) {
        const next = new Array<bigint>(counts.length + width - 1).fill(0n);
        if (fair) {
          // × hiW·(1 + x + … + x^(width−1)): a running sum over a window of `width`.
          let run = 0n;
          for (let y = 0; y < next.length; y++) {
            if (y < counts.length) run += counts[y] as bigint;
            if (y >= width) run -= counts[y - width] as bigint;
            next[y] = hiW === 1n ? run : run * (hiW as bigint);
          }
        } else {
          for (let i = j + 1; i < m; i++) {
            const shift = (d.outcomes[i] as number) - fmin - up;
            const wi = d.weights[i] as bigint;
            for (let y = 0; y < counts.length; y++) next[y + shift] = (next[y + shift] as bigint) + (counts[y] as bigint) * wi;
          }
        }
        counts = next;
      }
      const rest = n - a;
      const row = binom[rest] as bigint[];
      // Σ_{b ≥ k−a} C(rest, b)·w^b·L^(rest−b): the binomial (w + L)^rest without its terms b < k − a.
      let fin = (w + L) ** BigInt(rest);
      for (let b = 0; b < k - a; b++) fin -= (row[b] as bigint) * (wPow[b] as bigint) * (lPow[rest - b] as bigint);
      if (fin === 0n) continue;
      const scale = ((binom[n] as bigint[])[a] as bigint) * fin;
      const base = (k - a) * v + a * up;
      for (let y = 0; y < counts.length; y++) {
        const c = counts[y] as bigint;
        if (c !== 0n) result[base + y] = (result[base + y] as bigint) + scale * c;
      }
    }
  }
  return fromDense({ min: k * fmin, w: result }, leftover, d.depth);
}

/** @internal The distribution of −X (outcomes reversed, weights kept). */
export function negate(d: Distribution<number>): Distribution<number> {
  const outcomes = d.outcomes.map((x) => (x === 0 ? 0 : -x)).reverse();
  const weights = [...d.weights].reverse();
  return freezeDist({ outcomes, weights, total: d.total, leftover: d.leftover, depth: d.depth });
}

