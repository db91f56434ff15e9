import {
  formatFraction,
  fraction,
  fractionToNumber,
  fromWeights,
  mean,
  variance,
  type Distribution,
  type Fraction,
  type Outcome,
} from '@rollwright/dice';

/**
 * One outcome of a distribution in the CLI's JSON shape.
 *
 * @typeParam V - The outcome as JSON: a number for dice totals, a string for table results.
 * @example
 * ```ts
 * const seven: OutcomeJson = { value: 7, weight: '6', probability: '1/6', chance: 1 / 6 };
 * ```
 * @since 0.1.0
 * @category Output
 */
export interface OutcomeJson<V extends number | string | boolean = number | string | boolean> {
  /** The outcome (bigint outcomes are written as decimal strings). */
  readonly value: V;
  /** Its integer weight, as a decimal string (weights can exceed 2^53). */
  readonly weight: string;
  /** Its exact probability in lowest terms: `"p/q"`, or an integer string (`"0"`, `"1"`). */
  readonly probability: string;
  /** The same probability as a JavaScript number (nearest double), for charts. */
  readonly chance: number;
}

/**
 * Where exploding dice were cut at their depth limit: how deep, and the probability mass that
 * belongs to the cut-off branches. Outcome probabilities plus `leftover` sum to exactly 1.
 *
 * @example
 * ```ts
 * outcomesJson(distribution('1d6!', { depth: 2 })).truncated; // { depth: 2, leftover: '1/216' }
 * ```
 * @since 0.1.0
 * @category Output
 */
export interface TruncatedJson {
  /** The depth limit that cut the explosion (extra rolls per die). */
  readonly depth: number;
  /** Probability of the branches that were cut, in lowest terms. */
  readonly leftover: string;
}

/**
 * The shared JSON shape of an exact distribution, used by `odds --json`, `table odds --json` and
 * the rule-system commands (each puts its own identifying key, such as `notation`, first).
 *
 * @example
 * ```ts
 * const json: OutcomesJson = outcomesJson(sumOf(2, die(6)));
 * json.totalWeight; // '36'
 * ```
 * @since 0.1.0
 * @category Output
 */
export interface OutcomesJson {
  /** Every outcome with positive weight, in ascending order for numbers. */
  readonly outcomes: readonly OutcomeJson[];
  /** Sum of all weights, including any leftover weight, as a decimal string. */
  readonly totalWeight: string;
  /**
   * Exact mean in lowest terms, present when every outcome is a number. For a truncated
   * distribution it is the mean over the listed outcomes (given that no explosion was cut).
   */
  readonly mean?: string;
  /** Present only when exploding dice were cut at their depth limit. */
  readonly truncated?: TruncatedJson;
}

/** Primes below 1000: dice totals are products of side counts, so these usually factor them. */
function smallPrimes(): number[] {
  const out: number[] = [];
  for (let n = 2; n < 1000; n++) if (out.every((p) => n % p !== 0)) out.push(n);
  return out;
}

/**
 * Returns a function that puts `w / total` in lowest terms, for many `w` over one `total`.
 * When `total` factors over primes below 1000 (always for dice: 6^1000 for 1000d6), the common
 * factor is found from prime valuations, which is far cheaper than a Euclidean gcd per outcome
 * on thousand-digit weights; otherwise it falls back to `fraction`.
 */
function overTotal(total: bigint): (w: bigint) => Fraction {
  if (total <= 1n << 64n) return (w) => fraction(w, total);
  const factors: [bigint, number][] = [];
  let rest = total;
  for (const p of smallPrimes()) {
    const bp = BigInt(p);
    let e = 0;
    while (rest % bp === 0n) {
      rest /= bp;
      e++;
    }
    if (e > 0) factors.push([bp, e]);
    if (rest === 1n) break;
  }
  if (rest !== 1n) return (w) => fraction(w, total);
  return (w) => {
    if (w === 0n) return fraction(0n, 1n);
    let g = 1n;
    for (const [p, e] of factors) {
      let x = w / g;
      for (let k = 0; k < e && x % p === 0n; k++) {
        x /= p;
        g *= p;
      }
    }
    return { num: w / g, den: total / g };
  };
}

function jsonValue(value: Outcome): number | string | boolean {
  return typeof value === 'bigint' ? value.toString() : value;
}

function isNumeric(d: Distribution<Outcome>): d is Distribution<number> {
  return d.outcomes.every((o) => typeof o === 'number' && Number.isSafeInteger(o));
}

/**
 * The distribution of the listed outcomes alone: `d` itself when nothing was cut, otherwise the
 * same weights without the leftover mass (i.e. conditioned on no explosion being cut).
 */
function listedOnly(d: Distribution<number>): Distribution<number> {
  if (d.leftover === 0n) return d;
  return fromWeights(d.outcomes.map((o, i) => [o, d.weights[i] ?? 0n] as const));
}

/**
 * Converts an exact distribution to the CLI's JSON shape ({@link OutcomesJson}): weights and
 * probabilities as exact strings in lowest terms, `chance` as a number, the exact mean for
 * numeric outcomes, and a `truncated` record when explosions were cut at a depth limit.
 *
 * @param d - Any distribution from `@rollwright/dice` (numbers, strings, booleans or bigints).
 * @returns The JSON-ready object; put your own identifying key first, e.g. `{ notation, ...json }`.
 * @example
 * ```ts
 * const json = { notation: '2d6', ...outcomesJson(sumOf(2, die(6))) };
 * json.outcomes[5]; // { value: 7, weight: '6', probability: '1/6', chance: 0.16666666666666666 }
 * json.mean;        // '7'
 * ```
 * @since 0.1.0
 * @category Output
 */
export function outcomesJson(d: Distribution<Outcome>): OutcomesJson {
  const reduce = overTotal(d.total);
  const outcomes = d.outcomes.map((value, i): OutcomeJson => {
    const w = d.weights[i] ?? 0n;
    const p = reduce(w);
    return { value: jsonValue(value), weight: w.toString(), probability: formatFraction(p), chance: fractionToNumber(p) };
  });
  const base: { outcomes: readonly OutcomeJson[]; totalWeight: string; mean?: string } = {
    outcomes,
    totalWeight: d.total.toString(),
  };
  if (isNumeric(d) && d.outcomes.length > 0) base.mean = formatFraction(mean(listedOnly(d)));
  if (d.leftover === 0n) return base;
  return { ...base, truncated: { depth: d.depth ?? 0, leftover: formatFraction(fraction(d.leftover, d.total)) } };
}

/**
 * Summary numbers of a numeric distribution, for text output.
 *
 * @example
 * ```ts
 * summarize(sumOf(2, die(6))).variance; // { num: 35n, den: 6n }
 * ```
 * @since 0.1.0
 * @category Output
 */
export interface OutcomesSummary {
  /** Exact mean (over the listed outcomes if the distribution is truncated). */
  readonly mean: Fraction;
  /** Exact variance (same convention as `mean`). */
  readonly variance: Fraction;
  /** Standard deviation, the square root of `variance`, as the nearest double. */
  readonly standardDeviation: number;
}

/**
 * Mean, variance and standard deviation of a numeric distribution, computed by `mean`,
 * `variance` and `standardDeviation` of `@rollwright/dice`. Those refuse a truncated (depth-cut)
 * distribution; here a truncated distribution is summarized over its listed outcomes, i.e. given
 * that no explosion was cut (CLI ruling; the `truncated` note always accompanies such numbers).
 *
 * @param d - A distribution over safe integers with at least one listed outcome.
 * @returns Exact mean and variance, and the standard deviation as a number.
 * @throws {@link "@rollwright/dice"!index.DistributionError} if an outcome is not a safe integer or none is listed.
 * @example
 * ```ts
 * summarize(sumOf(2, die(6))).mean; // { num: 7n, den: 1n }
 * ```
 * @since 0.1.0
 * @category Output
 */
export function summarize(d: Distribution<number>): OutcomesSummary {
  const listed = listedOnly(d);
  const v = variance(listed);
  // standardDeviation(listed) is this same square root; taking it here computes the variance once
  return { mean: mean(listed), variance: v, standardDeviation: Math.sqrt(fractionToNumber(v)) };
}

/**
 * Formats a probability as a percentage for tables: two decimals, `<0.01%` for tiny positive
 * values and `>99.99%` for values just under 1, so rounding never shows 0% or 100% falsely.
 *
 * @param p - A probability in [0, 1]; need not be in lowest terms.
 * @returns E.g. `'16.67%'`.
 * @example
 * ```ts
 * percent(fraction(1n, 6n)); // '16.67%'
 * ```
 * @since 0.1.0
 * @category Output
 */
export function percent(p: Fraction): string {
  if (p.num === 0n) return '0.00%';
  if (p.num === p.den) return '100.00%';
  const x = fractionToNumber(p) * 100;
  if (x < 0.01) return '<0.01%';
  if (x > 99.99) return '>99.99%';
  return `${x.toFixed(2)}%`;
}

/** log10 of a positive bigint, to about 15 significant digits (works far past 2^1024). */
function log10Big(n: bigint): number {
  const s = n.toString();
  const lead = s.slice(0, 17);
  return Math.log10(Number(lead)) + (s.length - lead.length);
}

const SUPERSCRIPT: Readonly<Record<string, string>> = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };

/**
 * Formats a probability as a percentage a reader can take in at a glance, even when it is tiny:
 * like {@link percent} from 0.01% up, and below that with three significant digits in powers of
 * ten (`4.56×10⁻¹⁵%`), computed from the exact fraction so it never underflows to 0.
 *
 * @param p - A probability in [0, 1]; need not be in lowest terms.
 * @returns E.g. `'16.67%'`, `'4.56×10⁻¹⁵%'`.
 * @example
 * ```ts
 * readablePercent(fraction(1n, 6n ** 21n)); // '4.56×10⁻¹⁵%'
 * ```
 * @since 0.2.0
 * @category Output
 */
export function readablePercent(p: Fraction): string {
  if (p.num === 0n || p.num * 10_000n >= p.den) return percent(p);
  const exponent10 = log10Big(p.num) - log10Big(p.den) + 2; // log10 of the percentage
  let exp = Math.floor(exponent10);
  let mantissa = 10 ** (exponent10 - exp);
  if (Number(mantissa.toFixed(2)) >= 10) {
    mantissa /= 10;
    exp += 1;
  }
  const sup = String(exp).split('').map((c) => SUPERSCRIPT[c] ?? c).join('');
  return `${mantissa.toFixed(2)}×10${sup}%`;
}

/**
 * Longest exact fraction {@link outcomesTable} and the `odds` answers print in text (characters):
 * a longer one is left to `--json`, and the readable percentage stands alone.
 *
 * @example
 * ```ts
 * MAX_SHOWN_FRACTION; // 40
 * ```
 * @since 0.2.0
 * @category Output
 */
export const MAX_SHOWN_FRACTION = 40;

/**
 * A probability for text output: its readable percentage, then its exact fraction when that is
 * at most {@link MAX_SHOWN_FRACTION} characters long (else a pointer to `--json`).
 *
 * @param p - A probability in [0, 1].
 * @returns E.g. `'37.50% (3/8)'` or `'4.56×10⁻¹⁵% (1/21936950640377856)'`.
 * @example
 * ```ts
 * describeProbability(fraction(3n, 8n)); // '37.50% (3/8)'
 * ```
 * @since 0.2.0
 * @category Output
 */
export function describeProbability(p: Fraction): string {
  const exact = formatFraction(fraction(p.num, p.den));
  return `${readablePercent(p)} (${exact.length <= MAX_SHOWN_FRACTION ? exact : 'exact fraction in --json'})`;
}

/**
 * Largest total weight for which {@link outcomesTable} prints the exact-fraction column (10^15):
 * beyond it the fractions are too long to read and too slow to reduce; `--json` always has them.
 *
 * @example
 * ```ts
 * outcomesTable(sumOf(20, die(6)))[0]; // 'value  chance    P(≥x)' (6^20 > 10^15: no exact column)
 * ```
 * @since 0.1.0
 * @category Output
 */
export const EXACT_COLUMN_MAX_TOTAL: bigint = 10n ** 15n;

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/**
 * Draws a horizontal bar of `width` cells filled to `share` (in eighths of a cell).
 *
 * @param share - Fill level in [0, 1].
 * @param width - Bar width in terminal cells (≥ 1).
 * @returns The bar, at most `width` characters, no padding.
 * @example
 * ```ts
 * bar(0.5, 4); // '██'
 * ```
 * @since 0.1.0
 * @category Output
 */
export function bar(share: number, width: number): string {
  const eighths = Math.round(Math.min(1, Math.max(0, share)) * width * 8);
  return '█'.repeat(Math.floor(eighths / 8)) + (EIGHTHS[eighths % 8] ?? '');
}

/**
 * Options for {@link outcomesTable}.
 *
 * @example
 * ```ts
 * outcomesTable(sumOf(2, die(6)), { barWidth: 12 });
 * ```
 * @since 0.1.0
 * @category Output
 */
export interface OutcomesTableOptions {
  /** Width of the longest bar in terminal cells; default 30. */
  readonly barWidth?: number;
  /**
   * Most rows of a numeric distribution to print one by one (default: all). A longer one is
   * summarised: its first and last {@link SUMMARY_EDGE_ROWS} rows, its mode and a histogram of
   * up to {@link HISTOGRAM_BINS} bins.
   */
  readonly maxRows?: number;
}

/**
 * Rows shown at each end of a summarised distribution ({@link OutcomesTableOptions.maxRows}).
 *
 * @example
 * ```ts
 * SUMMARY_EDGE_ROWS; // 5
 * ```
 * @since 0.2.0
 * @category Output
 */
export const SUMMARY_EDGE_ROWS = 5;

/**
 * Most bins of the histogram of a summarised distribution ({@link OutcomesTableOptions.maxRows}).
 *
 * @example
 * ```ts
 * HISTOGRAM_BINS; // 20
 * ```
 * @since 0.2.0
 * @category Output
 */
export const HISTOGRAM_BINS = 20;

/**
 * The histogram lines of a numeric distribution: equal-width bins over the values between the
 * 0.01% tails (so a long flat tail does not squeeze the bulk into one bin), the tails folded into
 * the first and last bins, each bin with its chance and a bar.
 */
function histogram(d: Distribution<number>, width: number): string[] {
  const n = d.outcomes.length;
  const tail = d.total / 10_000n;
  let first = 0;
  let below = 0n;
  // One addition per outcome passed (for 3000d6 the rarest 0.01% at each end is 7,000 outcomes).
  for (let next = 0n; first < n - 1 && (next = below + (d.weights[first] ?? 0n)) <= tail; first++) below = next;
  let last = n - 1;
  let above = 0n;
  for (let next = 0n; last > first && (next = above + (d.weights[last] ?? 0n)) <= tail; last--) above = next;
  const min = d.outcomes[0] ?? 0;
  const max = d.outcomes[n - 1] ?? 0;
  const lo = d.outcomes[first] ?? min;
  const hi = d.outcomes[last] ?? max;
  const span = hi - lo + 1;
  const size = Math.ceil(span / Math.min(HISTOGRAM_BINS, span));
  const used = Math.ceil(span / size);
  const weights: bigint[] = Array.from({ length: used }, () => 0n);
  d.outcomes.forEach((o, i) => {
    const b = Math.min(used - 1, Math.max(0, Math.floor((o - lo) / size)));
    weights[b] = (weights[b] ?? 0n) + (d.weights[i] ?? 0n);
  });
  let maxW = 0n;
  for (const w of weights) if (w > maxW) maxW = w;
  const labels = weights.map((_, b) => {
    const from = b === 0 ? min : lo + b * size;
    const to = b === used - 1 ? max : lo + b * size + size - 1;
    return from === to ? String(from) : `${from}..${to}`;
  });
  const wl = labels.reduce((m, l) => Math.max(m, l.length), 0);
  const pcts = weights.map((w) => percent({ num: w, den: d.total }));
  const wp = pcts.reduce((m, l) => Math.max(m, l.length), 0);
  const folded = first > 0 || last < n - 1 ? '; the first and last bins also hold the rarest 0.01% at each end' : '';
  return [
    `histogram (${used} bin${used === 1 ? '' : 's'} of ${size} value${size === 1 ? '' : 's'}${folded}):`,
    ...weights.map((w, b) =>
      `  ${(labels[b] ?? '').padStart(wl)}  ${(pcts[b] ?? '').padStart(wp)}  ${bar(maxW === 0n ? 0 : fractionToNumber({ num: w, den: maxW }), width)}`.trimEnd(),
    ),
  ];
}

/**
 * Renders a distribution as text lines: one row per outcome with its percentage, for numbers
 * the cumulative P(≤ x) and P(≥ x), a bar scaled to the most likely outcome, and its exact
 * probability (omitted when the total weight exceeds {@link EXACT_COLUMN_MAX_TOTAL}); then the
 * truncation note if explosions were cut, with the cut-off mass as a readable percentage and
 * its exact fraction. A numeric distribution with more than `options.maxRows` outcomes is
 * summarised: the first and last {@link SUMMARY_EDGE_ROWS} rows, a line saying how many were
 * left out, the mode, and a histogram of up to {@link HISTOGRAM_BINS} bins. No heading line
 * (callers add their own).
 *
 * @param d - Any distribution.
 * @param options - Bar width and the row limit.
 * @returns The table lines, without trailing newlines.
 * @example
 * ```ts
 * outcomesTable(sumOf(2, die(6))).join('\n');
 * ```
 * @since 0.1.0
 * @category Output
 */
export function outcomesTable(d: Distribution<Outcome>, options: OutcomesTableOptions = {}): readonly string[] {
  const width = options.barWidth ?? 30;
  const numeric = isNumeric(d);
  let maxW = 0n;
  for (const w of d.weights) if (w > maxW) maxW = w;
  const maxRows = options.maxRows ?? Infinity;
  const n = d.weights.length;
  const summarised = numeric && d.outcomes.length > maxRows && d.outcomes.length > 2 * SUMMARY_EDGE_ROWS;
  const shown = (i: number): boolean => !summarised || i < SUMMARY_EDGE_ROWS || i >= n - SUMMARY_EDGE_ROWS;
  // P(≤ x) and P(≥ x) for ascending numeric outcomes: prefix and suffix sums of the weights. A
  // summarised table shows only its edge rows, so it sums only the few weights beside them and
  // takes the rest from the listed weight (total − leftover): adding up all 15,001 weights of
  // 3000d6 (numbers of 2,300 digits) twice took about a tenth of `odds 3000d6`.
  const listed = d.total - d.leftover;
  // The weight of outcomes from..to-1 (indices).
  const weightOf = (from: number, to: number): bigint => {
    let acc = 0n;
    for (let k = from; k < to; k++) acc += d.weights[k] ?? 0n;
    return acc;
  };
  const atLeast: bigint[] = [];
  const atMost: bigint[] = [];
  if (summarised) {
    for (let i = 0; i < SUMMARY_EDGE_ROWS; i++) {
      atMost[i] = weightOf(0, i + 1);
      atLeast[i] = listed - weightOf(0, i);
    }
    for (let i = n - SUMMARY_EDGE_ROWS; i < n; i++) {
      atLeast[i] = weightOf(i, n);
      atMost[i] = listed - weightOf(i + 1, n);
    }
  } else {
    let acc = 0n;
    for (let i = n - 1; i >= 0; i--) {
      acc += d.weights[i] ?? 0n;
      atLeast[i] = acc;
    }
    acc = 0n;
    for (let i = 0; i < n; i++) {
      acc += d.weights[i] ?? 0n;
      atMost[i] = acc;
    }
  }
  // Exact fractions only while they stay short: reducing 5001 fractions over 6^1000 (1000d6)
  // takes seconds and prints 780-digit numbers nobody reads. Percentages need no reduction.
  const showExact = d.total <= EXACT_COLUMN_MAX_TOTAL;
  const rows = d.outcomes.flatMap((o, i) => {
    if (!shown(i)) return [];
    const w = d.weights[i] ?? 0n;
    return [
      {
        value: String(o),
        exact: showExact ? formatFraction(fraction(w, d.total)) : '',
        pct: percent({ num: w, den: d.total }),
        atMost: numeric ? percent({ num: atMost[i] ?? 0n, den: d.total }) : '',
        atLeast: numeric ? percent({ num: atLeast[i] ?? 0n, den: d.total }) : '',
        bar: bar(maxW === 0n ? 0 : fractionToNumber({ num: w, den: maxW }), width),
      },
    ];
  });
  const head = {
    value: 'value',
    exact: showExact ? 'probability' : '',
    pct: 'chance',
    atMost: numeric ? 'P(≤x)' : '',
    atLeast: numeric ? 'P(≥x)' : '',
    bar: '',
  };
  const all = [head, ...rows];
  const widest = (pick: (r: (typeof all)[number]) => string): number => all.reduce((m, r) => Math.max(m, pick(r).length), 0);
  const wv = widest((r) => r.value);
  const wp = widest((r) => r.pct);
  const wa = widest((r) => r.atLeast);
  const wm = widest((r) => r.atMost);
  const wb = widest((r) => r.bar);
  const lines = all.map((r) => {
    const value = numeric ? r.value.padStart(wv) : r.value.padEnd(wv);
    const cols = [value, r.pct.padStart(wp)];
    if (numeric) cols.push(r.atMost.padStart(wm), r.atLeast.padStart(wa));
    cols.push(r.bar.padEnd(wb), r.exact);
    return cols.join('  ').trimEnd();
  });
  if (summarised) {
    const left = d.outcomes.length - 2 * SUMMARY_EDGE_ROWS;
    lines.splice(1 + SUMMARY_EDGE_ROWS, 0, `${'…'.padStart(wv)}  (${left.toLocaleString('en-US')} more outcomes; --all prints every row)`);
    let top = 0;
    d.weights.forEach((w, i) => {
      if (w > (d.weights[top] ?? 0n)) top = i;
    });
    const modeValue = d.outcomes[top] ?? 0;
    lines.push(`mode ${modeValue}: ${percent({ num: d.weights[top] ?? 0n, den: d.total })}`, ...histogram(d as Distribution<number>, width));
  }
  if (d.leftover !== 0n) {
    const left = fraction(d.leftover, d.total);
    lines.push(
      `(explosions cut at depth ${d.depth ?? 0}: ${describeProbability(left)} of the mass is not listed${numeric ? '; P(≤x) and P(≥x) count listed outcomes only' : ''})`,
    );
  }
  return lines;
}
