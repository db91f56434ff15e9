import { DistributionError, type Distribution, type Outcome } from './Distribution.js';

/** @internal Throws when a query would have to guess where leftover (truncated) mass goes. */
export function assertExact<T extends Outcome>(d: Distribution<T>, query: string): void {
  assertDistribution(d, query, true);
  if (d.leftover !== 0n) {
    throw new DistributionError(
      `${query} of a truncated distribution (leftover ${d.leftover}/${d.total}${d.depth === undefined ? '' : `, depth ${d.depth}`}) would be a guess`,
    );
  }
}

/** @internal Throws unless every outcome is a safe integer; returns the outcomes typed as numbers. */
export function integerOutcomes(d: Distribution<number>, query: string): readonly number[] {
  for (const o of d.outcomes) {
    if (!Number.isSafeInteger(o)) throw new DistributionError(`${query} needs integer outcomes, got ${String(o)}`);
  }
  return d.outcomes;
}

/** @internal The exact value of a finite double as `num / den` (den a power of two). */
export function doubleToRatio(x: number): { num: bigint; den: bigint } {
  let den = 1n;
  let v = x;
  while (!Number.isInteger(v)) {
    v *= 2;
    den *= 2n;
  }
  return { num: BigInt(v), den };
}

/**
 * @internal Throws unless `d` is shaped like a {@link Distribution}: parallel `outcomes` and
 * `weights` arrays, positive bigint weights, a bigint `leftover ≥ 0` and `total` equal to the
 * weights plus leftover (the sums only when `strict`: means and samples depend on them). Hand-made
 * objects reach every query, so each checks this first.
 */
export function assertDistribution(d: unknown, query: string, strict = false): asserts d is Distribution<Outcome> {
  const x = d as Partial<Distribution<Outcome>> | null | undefined;
  if (typeof x !== 'object' || x === null || !Array.isArray(x.outcomes) || !Array.isArray(x.weights) || typeof x.total !== 'bigint' || typeof x.leftover !== 'bigint') {
    throw new DistributionError(`${query} needs a Distribution (outcomes, weights, total, leftover), got ${typeof d === 'object' ? JSON.stringify(d, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))?.slice(0, 80) : String(d)}`);
  }
  if (x.outcomes.length !== x.weights.length) throw new DistributionError(`${query}: ${x.outcomes.length} outcomes but ${x.weights.length} weights`);
  // Queries that only read weights take any shape; means, variances and samples need the sums right.
  if (!strict || checked?.has(x)) return;
  let sum = x.leftover;
  for (const w of x.weights) {
    if (typeof w !== 'bigint' || w <= 0n) throw new DistributionError(`${query}: every weight must be a positive bigint, got ${String(w)}`);
    sum += w;
  }
  if (x.leftover < 0n) throw new DistributionError(`${query}: leftover must be ≥ 0, got ${x.leftover}`);
  if (sum !== x.total) throw new DistributionError(`${query}: total ${x.total} is not the weights plus leftover (${sum})`);
  if (sum === 0n) throw new DistributionError(`${query} of an empty distribution (no outcome, no weight)`);
  // A frozen distribution that passed cannot change, so the next query skips the sum (the mean,
  // the variance and the table of one large distribution each summed its weights again).
  if (Object.isFrozen(x) && Object.isFrozen(x.weights)) (checked ??= new WeakSet()).add(x);
}

/** Frozen distributions that passed the strict check of {@link assertDistribution}. */
let checked: WeakSet<object> | undefined;

/** @internal Throws {@link DistributionError} unless `f` is a function (a predicate or mapping). */
export function assertCallback(f: unknown, what: string): void {
  if (typeof f !== 'function') throw new DistributionError(`${what} must be a function, got ${typeof f}`);
}
