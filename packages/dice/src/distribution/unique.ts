// Internal helper of the notation's exact distributions: unique dice (`u`, `uo`) in general,
// by following the throw die by die over a small state (the values standing so far).
import { build, checkWork, DistributionError, type Distribution } from './Distribution.js';

/** @internal How unique dice reroll a repeat, and which repeats count. */
export interface UniqueRule {
  /** `'until'`: reroll until the value is new; `'once'`: reroll a repeat once, keep what comes. */
  readonly mode: 'until' | 'once';
  /** Whether a value's repeats are rerolled (the compare point; every value when it has none). */
  readonly checks: (v: number) => boolean;
  /**
   * With `'until'` only: values that add another die (explosions); each must be one `checks`
   * holds, so a chain ends once its values are used up. The added dice count like the others.
   */
  readonly explodes?: (v: number) => boolean;
}

/** Binomial coefficient C(n, k) as a float (an upper bound is all the estimate needs). */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/**
 * @internal Estimated steps of {@link uniqueSum} for `n` dice of `faces` values (an upper
 * bound on the states after each die times the draws tried from each), 20 steps per draw for
 * the exact fractions and the state keys. `pooled`: the whole set of values is kept (keep/drop);
 * `checked`: how many of the values the clause compares.
 */
export function uniqueWork(n: number, faces: number, mode: UniqueRule['mode'], pooled: boolean, width: number, checked: number = faces): number {
  let work = 0;
  for (let i = 0; i < n; i++) {
    let seen = 0;
    for (let k = 0; k <= Math.min(i, checked); k++) seen += choose(checked, k);
    // With `u` comparing every value, the values seen are the values standing: their sum is known.
    const rest = pooled ? choose(faces + i - 1, i) : mode === 'until' && checked === faces ? 1 : i * width + 1;
    const states = Math.min(faces ** i, seen * rest);
    const draws = mode === 'once' ? faces * (1 + Math.min(i, faces)) : faces;
    work += states * draws * 20;
  }
  return work;
}

type Q = readonly [num: bigint, den: bigint];
const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};
const reduce = (n: bigint, d: bigint): Q => {
  const g = gcd(n, d);
  return [n / g, d / g];
};

/**
 * @internal The exact distribution of Σ g(v) over the standing values of `n` unique dice, each
 * thrown from `d`: all of them, or with `window` the ranks `from`..`to − 1` (0 = lowest).
 *
 * The throw is followed as the roller throws it: each die is compared with the values standing
 * so far. With `'until'` a repeated value (one `rule.checks`) is thrown again until it is new;
 * the chance of a value is its weight over the weight of the values still allowed. With
 * `'once'` a repeat is thrown again once and the new value stands whatever it is, without
 * joining the values later dice are compared with (the roller throws those rerolls after every
 * first die). `states` keeps (values seen, what `total` needs) with exact fractions; the weights
 * come out over their least common denominator.
 *
 * @throws {@link DistributionError} over `MAX_POOL_WORK` estimated steps (checked before the
 *   work), or if a die has no value left to take.
 */
export function uniqueSum(n: number, d: Distribution<number>, rule: UniqueRule, window: { readonly from: number; readonly to: number } | null, g: (v: number) => number, what: string): Distribution<number> {
  const pooled = window !== null;
  const k = d.outcomes.length;
  const lo = d.outcomes[0] as number;
  const hi = d.outcomes[k - 1] as number;
  checkWork(uniqueWork(n, k, rule.mode, pooled, hi - lo + 1, d.outcomes.filter(rule.checks).length), what);
  const W = d.total;
  // A state: the indices seen (as a bit string) and the values so far (sorted when pooled, else
  // their running sum), with its probability.
  interface State {
    seen: bigint;
    values: number[];
    p: Q;
    /** Dice still to throw (the first dice, then the ones explosions added). */
    pending: number;
  }
  let states = new Map<string, State>([['0|', { seen: 0n, values: [], p: [1n, 1n], pending: n }]]);
  const done = new Map<string, State>();
  const put = (into: Map<string, State>, seen: bigint, values: number[], p: Q, pending = 0): void => {
    const key = `${seen.toString(36)}|${values.join(',')}|${pending}`;
    const old = into.get(key);
    if (!old) into.set(key, { seen, values, p, pending });
    else old.p = reduce(old.p[0] * p[1] + p[0] * old.p[1], old.p[1] * p[1]);
  };
  const place = (values: readonly number[], v: number): number[] => {
    if (!pooled) return [(values[0] ?? 0) + g(v)];
    const out = [...values, v];
    out.sort((a, b) => a - b);
    return out;
  };
  const explodes = rule.mode === 'until' ? rule.explodes : undefined;
  while (states.size > 0) {
    const next = new Map<string, State>();
    for (const s of states.values()) {
      if (s.pending === 0) {
        put(done, s.seen, s.values, s.p);
        continue;
      }
      const blocked = (j: number): boolean => ((s.seen >> BigInt(j)) & 1n) === 1n;
      let allowed = W;
      if (rule.mode === 'until') for (let j = 0; j < k; j++) if (blocked(j)) allowed -= d.weights[j] as bigint;
      if (allowed === 0n) throw new DistributionError(`${what}: a die has no value left to take`);
      for (let j = 0; j < k; j++) {
        const v = d.outcomes[j] as number;
        const w = d.weights[j] as bigint;
        if (blocked(j)) {
          if (rule.mode === 'until') continue;
          // Rerolled once: the new value stands and is not compared later.
          for (let r = 0; r < k; r++) {
            put(next, s.seen, place(s.values, d.outcomes[r] as number), reduce(s.p[0] * w * (d.weights[r] as bigint), s.p[1] * W * W), s.pending - 1);
          }
          continue;
        }
        const seen = rule.checks(v) ? s.seen | (1n << BigInt(j)) : s.seen;
        put(next, seen, place(s.values, v), reduce(s.p[0] * w, s.p[1] * allowed), s.pending - 1 + (explodes?.(v) === true ? 1 : 0));
      }
    }
    states = next;
  }
  const acc = new Map<number, Q>();
  for (const s of done.values()) {
    const x = window ? s.values.slice(window.from, window.to).reduce((a, v) => a + g(v), 0) : (s.values[0] ?? 0);
    const old = acc.get(x);
    acc.set(x, old ? reduce(old[0] * s.p[1] + s.p[0] * old[1], old[1] * s.p[1]) : s.p);
  }
  let l = 1n;
  for (const [, q] of acc) l = (l / gcd(l, q[1])) * q[1];
  return build([...acc].map(([x, q]) => [x, q[0] * (l / q[1])] as const));
}
