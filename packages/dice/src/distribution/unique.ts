// Internal helper of the notation's exact distributions: unique dice (`u`, `uo`) in general,
// by following the throw die by die over a small state (the values standing so far).
import { build, checkWork, DistributionError, MAX_POOL_WORK, type Distribution } from './Distribution.js';

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

/** @internal A term thrown die by die in the roller's own order, for {@link followThrow}. */
export interface ThrowRule {
  /** Dice thrown first. */
  readonly count: number;
  /** One raw face as thrown (each entry of a custom die equally likely, a Fudge die −1..1). */
  readonly die: Distribution<number>;
  /** The value a face counts after the min/max clamps. */
  readonly value: (face: number) => number;
  /** The reroll clause on raw faces: `'until'` (`r`) or `'once'` (`ro`), or none. */
  readonly reroll: { readonly mode: 'until' | 'once'; readonly on: (face: number) => boolean } | null;
  /** The unique clause: its mode and which values it compares. */
  readonly unique: UniqueRule;
  /** The explosion clause on values, or none; `chain`: a compounding chain is one unit. */
  readonly explode: { readonly on: (v: number) => boolean; readonly penetrate: boolean; readonly chain: boolean } | null;
  /** Most extra dice per chain followed; a chain that would go further is leftover. */
  readonly depth: number;
  /** The keep/drop clauses, applied to the ranked units once the throw is done, or none. */
  readonly keeps: readonly { readonly which: 'kh' | 'kl' | 'dh' | 'dl'; readonly count: number }[] | null;
  /** What a unit (a standing die, or a compounding chain) adds to the total. */
  readonly g: (v: number) => number;
  /** Ranks `from`..`to − 1` (0 = lowest) kept of `m` units. */
  readonly window: (m: number) => { readonly from: number; readonly to: number };
  /**
   * One keep/drop clause: only the `k` highest (`high`) or lowest units it keeps or drops need
   * keeping on the way, beside (`drop`) the running total of every unit.
   */
  readonly only?: { readonly high: boolean; readonly k: number; readonly drop: boolean };
}

/**
 * @internal Estimated steps of {@link followThrow} before it starts: the states of one step (values compared so far × running totals, the queue left out) times the faces
 * tried, 30 steps each for the state keys. It leaves out the queue, whose shapes (dice fresh or
 * thrown again, at some explosion depth) no useful bound covers, so {@link followThrow} also
 * counts its steps as it goes and stops at `MAX_POOL_WORK`.
 */
export function followWork(r: ThrowRule): number {
  const faces = r.die.outcomes.length;
  const values = [...new Set(r.die.outcomes.map(r.value))];
  const checked = values.filter(r.unique.checks).length;
  const width = Math.max(...values) - Math.min(...values) + 2;
  const exploding = r.explode ? values.filter(r.explode.on).length : 0;
  // Extra dice a chain can add: the depth, or the exploding values when `u` compares each.
  const unbounded = r.explode !== null && (r.unique.mode === 'once' || values.some((v) => r.explode?.on(v) === true && !r.unique.checks(v)));
  const chain = r.explode === null ? 0 : unbounded ? r.depth : Math.min(r.depth, exploding);
  const dice = r.count * (chain + 1);
  let seen = 0;
  for (let k = 0; k <= Math.min(dice, checked); k++) seen += choose(checked, k);
  const kept = r.only ? Math.min(r.only.k, dice) : r.count;
  const ranked = r.keeps !== null ? Math.min(choose(width + kept, kept) * (r.only ? 1 : chain + 1), Number.MAX_SAFE_INTEGER) : 1;
  const totals = r.keeps === null || r.only?.drop === true ? ranked * (dice * width + 1) : ranked;
  return seen * totals * faces * 30;
}

/**
 * @internal Whether the order the dice settle in changes nothing: every die, fresh or thrown
 * again, then takes the same clauses (`r` and `u` repeat until a face stands), so each die that
 * stands shows a face of the ones the values standing allow, weighted as thrown.
 */
function orderFree(r: ThrowRule): boolean {
  return r.unique.mode === 'until' && r.reroll?.mode !== 'once';
}

/**
 * @internal The exact distribution of a term with a unique clause, followed die by die.
 *
 * With `uo` or `ro` the order matters, so the throw is followed as the roller throws it: the
 * first dice in order, each reroll and explosion appended after the dice already queued, each
 * die settled in that order. A die freshly thrown (a first die or an explosion) takes the
 * `ro`/`r` clause and the `u`/`uo` comparison; a die thrown again for a reroll takes only the
 * clauses that repeat (`r`, `u`). A die is compared with the values of the term's dice that
 * stand when it settles. When every queued die is a reroll that repeats, the queue turns round
 * until one stands: the chance that the i-th of m stands first is p^(i−1)(1 − p)/(1 − p^m), p
 * the chance that a reroll is thrown again.
 *
 * Otherwise (`u`, with `r` or no reroll clause) every die that stands shows one of the faces the
 * standing values allow, weighted as thrown, whatever the order; each chain is then followed to
 * its end before the next first die (fewer states, the same law of the total).
 *
 * A state is (values compared, running total or sorted units, the queue). All states after a
 * step share one denominator, so no fraction is reduced on the way. Chains cut at `depth` are
 * leftover (the mass of every throw in which some chain would need more extra dice).
 *
 * @throws {@link DistributionError} over `MAX_POOL_WORK` estimated steps (checked before the
 *   work) or steps counted on the way, or if a die has no value left to take.
 */
export function followThrow(r: ThrowRule, what: string): Distribution<number> {
  checkWork(followWork(r), what);
  let work = 0;
  const d = r.die;
  const k = d.outcomes.length;
  const W = d.total;
  const vals = [...new Set(d.outcomes.map(r.value))].sort((a, b) => a - b);
  const pooled = r.keeps !== null;
  const u = r.unique;
  const free = orderFree(r);
  /** A queued die: `re` 1 for a reroll, its explosion depth, its chain's sum so far. */
  interface Entry { readonly re: 0 | 1; readonly e: number; readonly c: number }
  interface State { readonly seen: bigint; readonly units: readonly number[]; readonly queue: readonly Entry[]; w: bigint }
  const keyOf = (s: Omit<State, 'w'>): string => {
    let key = `${s.seen.toString(36)}|${s.units.join(',')}|`;
    for (const q of s.queue) key += `${q.re}.${q.e}.${q.c},`;
    return key;
  };
  const put = (into: Map<string, State>, s: Omit<State, 'w'>, w: bigint): void => {
    if (w === 0n) return;
    const key = keyOf(s);
    const old = into.get(key);
    if (old) old.w += w;
    else into.set(key, { seen: s.seen, units: s.units, queue: s.queue, w });
  };
  // Weights over a denominator shared by the states of a step, the listed totals and the leftover.
  let leftover = 0n;
  const done = new Map<number, bigint>();
  // Per face (by index): its value, the bit of that value if `u` compares it, whether `ro`/`r` rerolls it.
  const value = d.outcomes.map(r.value);
  const mark = value.map((v) => (u.checks(v) ? 1n << BigInt(vals.indexOf(v)) : 0n));
  const rerolled = d.outcomes.map((f) => r.reroll !== null && r.reroll.on(f));
  const again = r.reroll?.mode === 'until';
  const explodes = value.map((v) => r.explode !== null && r.explode.on(v));
  const uAgain = u.mode === 'until';
  /** Whether a die rejects face `j`: `fresh` dice take `ro` and `uo` too. */
  const rejects = (j: number, fresh: boolean, seen: bigint): boolean =>
    ((fresh || again) && (rerolled[j] as boolean)) || ((fresh || uAgain) && ((mark[j] as bigint) & seen) !== 0n);
  /** A die of `q` stands showing `face`: the state it leads to, put with weight `w`. */
  const stand = (into: Map<string, State>, s: Omit<State, 'w'>, rest: readonly Entry[], q: Entry, j: number, w: bigint): void => {
    const v = value[j] as number;
    const seen = s.seen | (mark[j] as bigint);
    const x = r.explode?.penetrate === true && q.e > 0 ? v - 1 : v;
    const units = pooled ? [...s.units] : s.units;
    let sum = pooled ? 0 : (s.units[0] ?? 0);
    const finish = (unit: number): void => {
      if (!pooled) sum += r.g(unit);
      else {
        const list = units as number[];
        // With `drop`, units[0] is the running total of every unit and the ranked list follows.
        const at = r.only?.drop === true ? 1 : 0;
        if (at === 1) list[0] = (list[0] ?? 0) + r.g(unit);
        let j = at;
        while (j < list.length && (list[j] as number) <= unit) j++;
        list.splice(j, 0, unit);
        if (r.only && list.length - at > r.only.k) {
          if (r.only.high) list.splice(at, 1);
          else list.pop();
        }
      }
    };
    let queue = rest;
    if (r.explode !== null && explodes[j] === true) {
      if (q.e + 1 > r.depth) {
        leftover += w;
        return;
      }
      const follow: Entry = { re: 0, e: q.e + 1, c: r.explode.chain ? q.c + x : 0 };
      if (!r.explode.chain) finish(x);
      // Order-free: follow the chain first; else the roller's order, after the dice queued.
      queue = free ? [follow, ...rest] : [...rest, follow];
    } else finish(q.c + x);
    put(into, { seen, units: pooled ? units : [sum], queue }, w);
  };
  let states = new Map<string, State>();
  put(states, { seen: 0n, units: [], queue: Array.from({ length: r.count }, () => ({ re: 0, e: 0, c: 0 }) as const) }, 1n);
  const pow = (x: bigint, n: number): bigint => x ** BigInt(n);
  let step = 0;
  while (states.size > 0) {
    work += states.size * k * 120; // about what a state costs next to a step of the other estimates
    if (work > MAX_POOL_WORK) throw new DistributionError(`${what} needs more steps than counted so far, over the limit ${MAX_POOL_WORK}`);
    // The step's factor: W for a plain throw, times the lcm of the turning queues' denominators.
    let lcm = 1n;
    const turns = new Map<string, bigint>();
    const stays = new Map<State, bigint>();
    for (const s of states.values()) {
      const q = s.queue[0];
      if (q === undefined) continue;
      let stay = 0n; // weight of the faces that stand
      for (let j = 0; j < k; j++) if (!rejects(j, q.re === 0, s.seen)) stay += d.weights[j] as bigint;
      stays.set(s, stay);
      const turning = !free && q.re === 1 && s.queue.every((e) => e.re === 1);
      if (stay === 0n && (free || turning)) throw new DistributionError(`${what}: a die has no value left to take`);
      if (free) lcm = (lcm / gcd(lcm, stay)) * stay;
      else if (turning) {
        const m = s.queue.length;
        const den = pow(W, m) - pow(W - stay, m);
        turns.set(`${m}|${stay}`, den);
        lcm = (lcm / gcd(lcm, den)) * den;
      }
    }
    const factor = W * lcm;
    leftover *= factor;
    for (const [x, w] of done) done.set(x, w * factor);
    const next = new Map<string, State>();
    for (const s of states.values()) {
      const [q, ...rest] = s.queue;
      if (q === undefined) {
        const x = pooled ? (() => {
          if (r.only) {
            const listed = s.units.slice(r.only.drop ? 1 : 0).reduce((a, v) => a + r.g(v), 0);
            return r.only.drop ? (s.units[0] ?? 0) - listed : listed;
          }
          const { from, to } = r.window(s.units.length);
          return s.units.slice(from, to).reduce((a, v) => a + r.g(v), 0);
        })() : (s.units[0] ?? 0);
        done.set(x, (done.get(x) ?? 0n) + s.w * factor);
        continue;
      }
      const stay = stays.get(s) as bigint;
      if (free) {
        // The die stands on one of the faces allowed: weight w over `stay`.
        const scale = s.w * (factor / stay);
        for (let j = 0; j < k; j++) {
          if (!rejects(j, false, s.seen)) stand(next, s, rest, q, j, scale * (d.weights[j] as bigint));
        }
        continue;
      }
      const den = turns.get(`${s.queue.length}|${stay}`);
      if (q.re === 1 && den !== undefined && s.queue.every((e) => e.re === 1)) {
        // Every queued die is a reroll under the same rule: the queue turns until one stands.
        // P(die i stands first, on face j) = rej^i·W^(m−i−1)·w_j / (W^m − rej^m).
        const m = s.queue.length;
        const rej = W - stay;
        const scale = s.w * (factor / den);
        for (let i = 0; i < m; i++) {
          const qi = s.queue[i] as Entry;
          const turned = [...s.queue.slice(i + 1), ...s.queue.slice(0, i)];
          const first = scale * pow(rej, i) * pow(W, m - i - 1);
          for (let j = 0; j < k; j++) {
            if (!rejects(j, false, s.seen)) stand(next, s, turned, qi, j, first * (d.weights[j] as bigint));
          }
        }
        continue;
      }
      const scale = s.w * lcm;
      for (let j = 0; j < k; j++) {
        const w = scale * (d.weights[j] as bigint);
        if (rejects(j, q.re === 0, s.seen)) put(next, { seen: s.seen, units: s.units, queue: [...rest, { re: 1, e: q.e, c: q.c }] }, w);
        else stand(next, s, rest, q, j, w);
      }
    }
    states = next;
    if (++step % 8 === 0) {
      // Now and then, divide out the factor every weight shares (keeps the numbers short).
      let c = leftover;
      for (const w of done.values()) c = gcd(c, w);
      for (const s of states.values()) if (c !== 1n) c = gcd(c, s.w);
      if (c > 1n) {
        leftover /= c;
        for (const [x, w] of done) done.set(x, w / c);
        for (const s of states.values()) s.w /= c;
      }
    }
  }
  // One reduction at the end: the weights' common factor.
  let g = leftover;
  for (const w of done.values()) g = gcd(g, w);
  return build([...done].map(([x, w]) => [x, w / g] as const), leftover / g, r.explode !== null ? r.depth : undefined);
}
