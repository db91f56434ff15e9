/**
 * A value a {@link Distribution} can range over: compared by identity (`===`), so finite
 * numbers, strings, booleans and bigints (NaN, ±Infinity, `undefined` and `null` are refused
 * with a {@link DistributionError}).
 * @since 0.1.0
 * @category Distributions
 */
export type Outcome = number | string | boolean | bigint;

/**
 * An exact probability distribution with integer weights, so every probability is an exact
 * rational `weight / total`.
 *
 * - `outcomes` are distinct. Numeric outcomes are in ascending order; other outcomes keep the
 *   order in which they first appeared.
 * - `weights[i]` (a positive bigint) belongs to `outcomes[i]`; outcomes of weight 0 are dropped.
 * - `leftover` is probability mass that a depth limit cut off (explosions, nested tables):
 *   `0n` for an exact distribution. `total = Σ weights + leftover`, so the listed outcomes and
 *   `leftover / total` add up to exactly 1 and nothing is hidden.
 * - `depth` says which limit produced the leftover (extra rolls per die), when there is one.
 *
 * Build one with {@link die}, {@link constant} or {@link fromWeights}; combine with
 * {@link map}, {@link combine}, {@link sumOf}. Instances are frozen.
 *
 * @example
 * ```ts
 * const twoD6 = sumOf(2, die(6));
 * probability(twoD6, 7); // { num: 1n, den: 6n }
 * ```
 * @since 0.1.0
 * @category Distributions
 */
export interface Distribution<T extends Outcome = number> {
  /** The distinct outcomes: ascending for numbers, else in order of first appearance. */
  readonly outcomes: readonly T[];
  /** One positive integer weight per outcome, `weights[i]` belonging to `outcomes[i]`. */
  readonly weights: readonly bigint[];
  /** Σ weights + `leftover`: the denominator of every probability. */
  readonly total: bigint;
  /** Weight cut off by a depth limit (explosions, nested tables); `0n` when exact. */
  readonly leftover: bigint;
  /** The depth limit (extra rolls per die) that produced `leftover`, when there is one. */
  readonly depth?: number;
}

/**
 * Thrown when a distribution is built from invalid parts (negative or non-integer weight, an
 * outcome that is NaN, ±Infinity, `undefined` or `null`, no outcome with positive weight),
 * would exceed a documented size limit, or is asked an invalid question.
 * @since 0.1.0
 * @category Errors
 */
export class DistributionError extends RangeError {
  /** Always `'DistributionError'`, so the error can be told apart after serialization. */
  override readonly name = 'DistributionError';
  constructor(message: string) {
    super(message);
  }
}

/**
 * The most distinct outcomes one distribution may hold (1,000,000). Building or combining
 * past it throws {@link DistributionError} before the work starts.
 * @since 0.1.0
 * @category Limits
 */
export const MAX_OUTCOMES = 1_000_000;

/**
 * @internal Builds a normalized, frozen distribution from parallel arrays or a Map.
 * Merges duplicate outcomes, drops zero weights, sorts numbers ascending; throws
 * {@link DistributionError} on an outcome that is NaN, ±Infinity, `undefined` or `null`.
 */
export function build<T extends Outcome>(
  entries: Iterable<readonly [T, bigint]>,
  leftover: bigint = 0n,
  depth?: number,
): Distribution<T> {
  const acc = new Map<T, bigint>();
  for (const [o, w] of entries) {
    if (w < 0n) throw new DistributionError(`weight of ${String(o)} is negative (${w})`);
    if (w === 0n) continue;
    acc.set(o, (acc.get(o) ?? 0n) + w);
    if (acc.size > MAX_OUTCOMES) {
      throw new DistributionError(`a distribution may hold at most ${MAX_OUTCOMES} outcomes`);
    }
  }
  let keys = [...acc.keys()];
  // Checked once per distinct outcome, not per entry: `map` and `combine` feed whole tables.
  for (const k of keys) if (typeof k == 'number' ? !isFinite(k) : k == null) throw new DistributionError(`an outcome cannot be ${String(k)}`);
  if (keys.every((k) => typeof k === 'number')) {
    keys = (keys as number[]).sort((a, b) => a - b) as T[];
  }
  if (keys.length === 0 && leftover === 0n) {
    throw new DistributionError('a distribution needs at least one outcome with positive weight');
  }
  const weights = keys.map((k) => acc.get(k) ?? 0n);
  let total = leftover;
  for (const w of weights) total += w;
  return freezeDist({ outcomes: keys, weights, total, leftover, depth });
}

/** @internal Freezes parts that are already normalized (distinct, sorted, positive). */
export function freezeDist<T extends Outcome>(d: {
  outcomes: T[];
  weights: bigint[];
  total: bigint;
  leftover: bigint;
  depth?: number | undefined;
}): Distribution<T> {
  Object.freeze(d.outcomes);
  Object.freeze(d.weights);
  // Rebuilt so `depth` is only present when set (exactOptionalPropertyTypes, JSON output).
  const out: { -readonly [K in keyof Distribution<T>]: Distribution<T>[K] } = {
    outcomes: d.outcomes,
    weights: d.weights,
    total: d.total,
    leftover: d.leftover,
  };
  if (d.depth !== undefined) out.depth = d.depth;
  return Object.freeze(out);
}

/**
 * @internal Throws `E` (default {@link DistributionError}) unless `x` is a safe integer in
 * `min..max`; `what` names the argument (`"sumOf needs a count"` gives
 * `"sumOf needs a count in 0..10000, got 1.5"`).
 */
export function checkInt(
  x: number,
  min: number,
  max: number,
  what: string,
  E: new (message: string) => Error = DistributionError,
): void {
  if (!Number.isSafeInteger(x) || x < min || x > max) throw new E(`${what} in ${min}..${max}, got ${typeof x === 'number' ? String(x) : typeof x}`);
}

/**
 * @internal The leftover weight of `n` rolls of the independent distributions `ds` together:
 * a combination is leftover when any part is, so it is `(Π total)^n − (Π listed)^n`.
 */
export function productLeftover(ds: readonly Distribution<Outcome>[], n = 1): bigint {
  let total = 1n;
  let listed = 1n;
  for (const d of ds) {
    total *= d.total;
    listed *= d.total - d.leftover;
  }
  return total ** BigInt(n) - listed ** BigInt(n);
}

/**
 * The most basic steps one exact-distribution computation may take (5·10^7, roughly a second).
 * A step is about one multiply-add of small bigints. Keep/drop pools estimate
 * `faces × keep × (keep × face span + 1) × min(keep, dice)` steps; sums ({@link sumOf}, {@link add},
 * each roll of {@link explode}) count 8 steps per multiply-add plus a quarter step per product
 * of 64-bit words of the two weights (exact weights grow with the dice: `1000d6` weights have
 * 2,585 bits). The estimate is checked before the work starts, so a huge request throws
 * instead of hanging.
 * @example
 * ```ts
 * distribution('300d1000'); // exact, about 2 s
 * distribution('1000d1000'); // throws DistributionError: needs ~1.9e+8 steps, over the limit 50000000
 * ```
 * @since 0.1.0
 * @category Limits
 */
export const MAX_POOL_WORK = 50_000_000;

/** @internal Throws {@link DistributionError} when an estimated step count exceeds {@link MAX_POOL_WORK}. */
export function checkWork(work: number, what: string): void {
  if (work > MAX_POOL_WORK) {
    throw new DistributionError(`${what} needs ~${work.toExponential(1)} steps, over the limit ${MAX_POOL_WORK}`);
  }
}

/** @internal 64-bit words of `x^n` (`x > 0`; at least 1). */
export const words = (x: bigint, n = 1): number => Math.ceil((x.toString(2).length * n) / 64);

/** @internal {@link checkWork} for `ops` multiply-adds of weights of `a` and `b` words (8 steps + a quarter per word product). */
export const checkSum = (ops: number, a: number, b: number, what: string): void => checkWork(ops * (8 + (a * b) / 4), what);
