import { DistributionError, freezeDist, type Distribution } from './Distribution.js';
import { checkWork } from './pool.js';

/** @internal Max (or min) of independent numeric distributions via products of cumulative weights. */
export function extremeOf(name: string, ds: readonly Distribution<number>[], highest: boolean): Distribution<number> {
  if (ds.length === 0) throw new DistributionError(`${name} needs at least one distribution`);
  let listed = 0;
  for (const d of ds) listed += d.outcomes.length;
  const what = `${name} of ${ds.length} distributions`;
  checkWork(listed, what);
  const values = new Set<number>();
  for (const d of ds) for (const o of d.outcomes) values.add(o);
  checkWork(values.size * ds.length, what);
  const sorted = [...values].sort((a, b) => (highest ? a - b : b - a));
  // cumulative listed weight of each input at or "before" (≤ for max, ≥ for min) the value
  const idx = ds.map((d) => (highest ? 0 : d.outcomes.length - 1));
  const cum = ds.map(() => 0n);
  const outcomes: number[] = [];
  const weights: bigint[] = [];
  let prev = 0n;
  for (const x of sorted) {
    let prod = 1n;
    for (let i = 0; i < ds.length; i++) {
      const d = ds[i] as Distribution<number>;
      let p = idx[i] as number;
      let c = cum[i] as bigint;
      while (p >= 0 && p < d.outcomes.length && d.outcomes[p] === x) {
        c += d.weights[p] ?? 0n;
        p += highest ? 1 : -1;
      }
      idx[i] = p;
      cum[i] = c;
      prod *= c;
    }
    if (prod !== prev) {
      outcomes.push(x);
      weights.push(prod - prev);
    }
    prev = prod;
  }
  let total = 1n;
  for (const d of ds) total *= d.total;
  const leftover = total - prev;
  if (!highest) {
    outcomes.reverse();
    weights.reverse();
  }
  const depth = ds.find((d) => d.depth !== undefined)?.depth;
  return freezeDist({ outcomes, weights, total, leftover, depth });
}
