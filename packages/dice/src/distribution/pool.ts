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
 * about faces × k² × (sum range), independent of sides^n. A fair die takes a shortcut
 * ({@link keepHighestUniform}) unless `fast` is false (tests compare the two).
 */
export function keepHighestSum(n: number, k: number, d: Distribution<number>, fast = true): Distribution<number> {
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
  if (fast && isUniform(d)) return fromDense({ min: k * fmin, w: keepHighestUniform(n, k, span, d.weights[0] as bigint) }, leftover, d.depth);
  // states[c][s]: c dice kept so far (c < k), shifted sum s (faces counted as face − fmin).
  const zeros = (): bigint[][] => Array.from({ length: k }, () => new Array<bigint>(width).fill(0n));
  let states = zeros();
  (states[0] as bigint[])[0] = 1n;
  const result = new Array<bigint>(width).fill(0n);
  let lower = listedTotal; // weight of faces strictly below the current one (after subtracting it)
  // Every die placed so far shows a face above the current one, so c placed dice sum to at least
  // c × the last face placed: the states below that are always 0 and are skipped (half the work).
  let above = span;
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
      for (let s = c * above; s <= maxS; s++) {
        const W = row[s] as bigint;
        if (W === 0n) continue;
        if (fin !== 0n) result[s + shiftFin] = (result[s + shiftFin] as bigint) + W * fin;
        if (last) continue;
        // t = 0 keeps the state as it is (coef[0] is 1).
        (next[c] as bigint[])[s] = ((next[c] as bigint[])[s] as bigint) + W;
        for (let t = 1; t < need; t++) {
          const target = next[c + t] as bigint[];
          const idx = s + t * v;
          target[idx] = (target[idx] as bigint) + W * (coef[t] as bigint);
        }
      }
    }
    states = next;
    above = v;
  }
  return fromDense({ min: k * fmin, w: result }, leftover, d.depth);
}

/** @internal The distribution of −X (outcomes reversed, weights kept). */
export function negate(d: Distribution<number>): Distribution<number> {
  const outcomes = d.outcomes.map((x) => (x === 0 ? 0 : -x)).reverse();
  const weights = [...d.weights].reverse();
  return freezeDist({ outcomes, weights, total: d.total, leftover: d.leftover, depth: d.depth });
}

/** Whether `d`'s listed faces are consecutive integers of one weight (a fair die, `die(20)`). */
function isUniform(d: Distribution<number>): boolean {
  const os = d.outcomes;
  const w = d.weights[0];
  for (let i = 1; i < os.length; i++) if (os[i] !== (os[0] as number) + i || d.weights[i] !== w) return false;
  return true;
}

/**
 * @internal The kept-sum weights of {@link keepHighestSum} for a die whose faces `0..span`
 * (shifted) all weigh `w`: the same integers, with far fewer bigint operations.
 *
 * Split the rolls by the face `v` of the k-th highest die. Then `a < k` dice show more than `v`,
 * `b ≥ k − a` show `v` and the other `n − a − b` less; the kept sum is the `a` high dice plus
 * `(k − a)·v`. The `a` high dice are a plain sum of `a` fair dice over the `A = span − v` faces
 * above `v`, whose counts `(1 + x + … + x^(A−1))^a` come one from the other by a sliding window
 * (additions only), and everything else is one number per (v, a):
 * `C(n, a)·w^a · Σ_{b ≥ k−a} C(n−a, b)·w^b·(v·w)^(n−a−b)`.
 */
export function keepHighestUniform(n: number, k: number, span: number, w: bigint): bigint[] {
  const result = new Array<bigint>(k * span + 1).fill(0n);
  // Pascal's triangle up to n (rows of binomials C(m, 0..m)).
  const binom: bigint[][] = [[1n]];
  for (let m = 1; m <= n; m++) {
    const prev = binom[m - 1] as bigint[];
    const row = [1n];
    for (let j = 1; j < m; j++) row.push((prev[j - 1] as bigint) + (prev[j] as bigint));
    row.push(1n);
    binom.push(row);
  }
  const wPow = [1n];
  for (let e = 1; e <= n; e++) wPow.push((wPow[e - 1] as bigint) * w);
  for (let v = 0; v <= span; v++) {
    const A = span - v;
    const L = BigInt(v) * w; // weight of the faces below v
    const lPow = [1n];
    for (let e = 1; e <= n; e++) lPow.push((lPow[e - 1] as bigint) * L);
    // counts[y]: ways for `a` dice over the A faces above v to sum to a·(v+1) + y.
    let counts: bigint[] = [1n];
    for (let a = 0; a < k && (a === 0 || A > 0); a++) {
      if (a > 0) {
        // counts ← counts × (1 + x + … + x^(A−1)): a running sum over a window of A.
        const next = new Array<bigint>(counts.length + A - 1);
        let run = 0n;
        for (let y = 0; y < next.length; y++) {
          if (y < counts.length) run += counts[y] as bigint;
          if (y >= A) run -= counts[y - A] as bigint;
          next[y] = run;
        }
        counts = next;
      }
      const rest = n - a;
      const row = binom[rest] as bigint[];
      // Σ_{b ≥ k−a} C(rest, b)·w^b·L^(rest−b), from whichever end has fewer terms.
      let fin = 0n;
      if (k - a <= rest - (k - a)) {
        fin = (w + L) ** BigInt(rest);
        for (let b = 0; b < k - a; b++) fin -= (row[b] as bigint) * (wPow[b] as bigint) * (lPow[rest - b] as bigint);
      } else {
        for (let b = k - a; b <= rest; b++) fin += (row[b] as bigint) * (wPow[b] as bigint) * (lPow[rest - b] as bigint);
      }
      if (fin === 0n) continue;
      const scale = ((binom[n] as bigint[])[a] as bigint) * (wPow[a] as bigint) * fin;
      const base = (k - a) * v + a * (v + 1);
      for (let y = 0; y < counts.length; y++) {
        const c = counts[y] as bigint;
        if (c !== 0n) result[base + y] = (result[base + y] as bigint) + scale * c;
      }
    }
  }
  return result;
}
