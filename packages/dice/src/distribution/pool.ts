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
 * Dynamic programme over the faces from the highest down. A state is (c, s): `c < k` dice
 * have been given a face so far (all of them kept, since they are the highest) and their
 * faces add up to `s`. At face `v` of weight `w`, `t` of the remaining `r = n − c` dice show
 * `v`, in C(r, t)·w^t ways. If `c + t < k` the state moves on; otherwise the kept sum is
 * complete (`s + (k − c)·v`) and the other `r − t` dice all show lower faces (total weight
 * `L`), so all those `t` collapse into one term Σ_{t ≥ k−c} C(r,t)·w^t·L^{r−t}. Work is
 * about faces × k² × (sum range), independent of sides^n.
 */
export function keepHighestSum(n: number, k: number, d: Distribution<number>): Distribution<number> {
  const listedTotal = d.total - d.leftover;
  const leftover = productLeftover([d], n);
  const m = d.outcomes.length;
  // Sum of no dice is 0 whenever every die is listed (no outcome at all when none is).
  if (k === 0 || m === 0) return fromDense({ min: 0, w: [listedTotal ** BigInt(n)] }, leftover, d.depth);
  const fmin = d.outcomes[0] as number;
  const fmax = d.outcomes[m - 1] as number;
  const span = fmax - fmin;
  const width = k * span + 1;
  const work = m * k * width * Math.min(k, n);
  checkWork(work, `keeping ${k} of ${n} dice with ${m} faces (span ${span})`);
  // states[c][s]: c dice kept so far (c < k), shifted sum s (faces counted as face − fmin).
  const zeros = (): bigint[][] => Array.from({ length: k }, () => new Array<bigint>(width).fill(0n));
  let states = zeros();
  (states[0] as bigint[])[0] = 1n;
  const result = new Array<bigint>(width).fill(0n);
  let lower = listedTotal; // weight of faces strictly below the current one (after subtracting it)
  for (let j = m - 1; j >= 0; j--) {
    const v = (d.outcomes[j] as number) - fmin;
    const w = d.weights[j] ?? 0n;
    lower -= w;
    const next = zeros();
    for (let c = 0; c < k; c++) {
      const row = states[c] as bigint[];
      const r = n - c;
      const need = k - c; // dice still to keep
      // coef[t] = C(r, t)·w^t for t < need; fin = Σ_{t ≥ need} C(r,t)·w^t·lower^{r−t}, i.e. the
      // binomial expansion of (w + lower)^r minus its terms t < need.
      const coef: bigint[] = [];
      let binom = 1n;
      let fin = (w + lower) ** BigInt(r);
      for (let t = 0; t < need; t++) {
        if (t > 0) binom = (binom * BigInt(r - t + 1)) / BigInt(t);
        coef.push(binom * w ** BigInt(t));
        fin -= (coef[t] as bigint) * lower ** BigInt(r - t);
      }
      const shiftFin = need * v;
      const last = j === 0;
      const maxS = c * span; // reachable shifted sums for c kept dice
      for (let s = 0; s <= maxS; s++) {
        const W = row[s] as bigint;
        if (W === 0n) continue;
        if (fin !== 0n) result[s + shiftFin] = (result[s + shiftFin] as bigint) + W * fin;
        if (last) continue;
        for (let t = 0; t < need; t++) {
          const target = next[c + t] as bigint[];
          const idx = s + t * v;
          target[idx] = (target[idx] as bigint) + W * (coef[t] as bigint);
        }
      }
    }
    states = next;
  }
  return fromDense({ min: k * fmin, w: result }, leftover, d.depth);
}

/** @internal The distribution of −X (outcomes reversed, weights kept). */
export function negate(d: Distribution<number>): Distribution<number> {
  const outcomes = d.outcomes.map((x) => (x === 0 ? 0 : -x)).reverse();
  const weights = [...d.weights].reverse();
  return freezeDist({ outcomes, weights, total: d.total, leftover: d.leftover, depth: d.depth });
}
