import { card, draw, fromWeights, combine, type Card, type Distribution, type Rng } from '@rollwright/dice';
import { ZILCH_SUITS, type SuitValues } from '../suits/suits.js';
import { SuitValueError } from '../errors/SuitValueError.js';

/**
 * Options of {@link generateSuits} (seed § Character Generation, [Z22](../../../../docs/rulings/zilch.md#z22)).
 * @since 0.1.0
 * @category Characters
 */
export interface ChargenOptions {
  /** Use the high-powered piles 6..J and discard totals ≤ 30 (mandatory, repeated). Default `false`. */
  readonly highPowered?: boolean;
  /** Standard chargen: how many times a total ≤ 25 is redrawn ([Z22](../../../../docs/rulings/zilch.md#z22) `maxRedraws`, default 1; 0 keeps any hand). */
  readonly maxRedraws?: number;
}

/**
 * The result of {@link generateSuits}.
 * @since 0.1.0
 * @category Characters
 */
export interface GeneratedSuits {
  /** The kept Suit values. */
  readonly suits: SuitValues;
  /** The kept cards, one per Suit (♣ ♠ ♦ ♥). */
  readonly cards: readonly Card[];
  /** Every hand drawn, in order (the last is kept). */
  readonly hands: readonly (readonly Card[])[];
}

/**
 * Upper bound on high-powered redraws. Each hand is kept with probability 1090/1296, so
 * reaching it has probability below 10^-700; it only guards against a broken RNG.
 * @example
 * ```ts
 * MAX_CHARGEN_DRAWS; // 1000
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const MAX_CHARGEN_DRAWS = 1000;

function ranks(highPowered: boolean): readonly [number, number] {
  return highPowered ? [6, 11] : [5, 10];
}

/**
 * Generates Suit values by cards (seed § Character Generation, [Z22](../../../../docs/rulings/zilch.md#z22)): four one-suit piles of
 * ranks 5..10 (high-powered 6..J), one card drawn from each. A total ≤ 25 is redrawn up to
 * `maxRedraws` times (the four cards go back and the piles are reshuffled); high-powered hands
 * totalling ≤ 30 are always discarded and redrawn.
 *
 * @param rng - Generator state; never mutated.
 * @param options - High-powered and redraw options.
 * @returns The suits, the kept cards and every hand drawn, and the next state.
 * @throws {@link SuitValueError} if `maxRedraws` is not a whole number 0..{@link MAX_CHARGEN_DRAWS}.
 * @example
 * ```ts
 * const [{ suits }, next] = generateSuits(seed(1));
 * const [hp] = generateSuits(seed(1), { highPowered: true }); // total > 30
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function generateSuits(rng: Rng, options: ChargenOptions = {}): readonly [result: GeneratedSuits, next: Rng] {
  const hp = options.highPowered ?? false;
  const maxRedraws = options.maxRedraws ?? 1;
  if (!Number.isInteger(maxRedraws) || maxRedraws < 0 || maxRedraws > MAX_CHARGEN_DRAWS) {
    throw new SuitValueError(`maxRedraws must be a whole number 0..${MAX_CHARGEN_DRAWS}, got ${String(maxRedraws)}`);
  }
  const [lo, hi] = ranks(hp);
  const piles = ZILCH_SUITS.map((s) => Array.from({ length: hi - lo + 1 }, (_, i) => card(s, lo + i)));
  const hands: (readonly Card[])[] = [];
  let r = rng;
  for (let attempt = 0; attempt < MAX_CHARGEN_DRAWS; attempt++) {
    const hand: Card[] = [];
    for (const pile of piles) {
      const [res, next] = draw(r, pile, 1);
      r = next;
      hand.push(res.drawn[0] as Card);
    }
    hands.push(Object.freeze(hand));
    const total = hand.reduce((n, c) => n + c.rank, 0);
    const redraw = hp ? total <= 30 : total <= 25 && attempt < maxRedraws;
    if (!redraw) {
      const [c, s, d, h] = hand as [Card, Card, Card, Card];
      const suits = Object.freeze({ clubs: c.rank, spades: s.rank, diamonds: d.rank, hearts: h.rank });
      return [Object.freeze({ suits, cards: Object.freeze(hand), hands: Object.freeze(hands) }), r];
    }
  }
  throw new SuitValueError(`no acceptable hand in ${MAX_CHARGEN_DRAWS} draws; the RNG is broken`);
}

/**
 * The exact distribution of one generated Suit value (every Suit has the same law): uniform on
 * 5..10 (high-powered 6..11) for a single hand, reweighted by the redraw rule — exactly what
 * {@link generateSuits} produces for each Suit.
 *
 * @param options - Same options as {@link generateSuits}.
 * @returns The distribution of the kept value of one Suit.
 * @throws {@link SuitValueError} if `maxRedraws` is out of range.
 * @example
 * ```ts
 * suitValueDistribution({ maxRedraws: 0 }); // uniform 5..10
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function suitValueDistribution(options: ChargenOptions = {}): Distribution<number> {
  return marginal(totalAndFirst(options));
}

/**
 * The exact distribution of the total of a generated character's four Suits ([Z22](../../../../docs/rulings/zilch.md#z22)). Without
 * redraws, P(total ≤ 25) = 126/1296; high-powered totals are always > 30.
 *
 * @param options - Same options as {@link generateSuits}.
 * @returns The distribution of the kept total.
 * @throws {@link SuitValueError} if `maxRedraws` is out of range.
 * @example
 * ```ts
 * probabilityAtMost(chargenTotalDistribution({ maxRedraws: 0 }), 25); // 126/1296 = 7/72
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function chargenTotalDistribution(options: ChargenOptions = {}): Distribution<number> {
  const joint = totalAndFirst(options);
  const acc = new Map<number, bigint>();
  for (const [[total], w] of joint) acc.set(total, (acc.get(total) ?? 0n) + w);
  return fromWeights(acc);
}

/** Joint law of (total, clubs value) of the kept hand, as [[total, first], weight]. */
function totalAndFirst(options: ChargenOptions): [readonly [number, number], bigint][] {
  const hp = options.highPowered ?? false;
  const maxRedraws = options.maxRedraws ?? 1;
  if (!Number.isInteger(maxRedraws) || maxRedraws < 0 || maxRedraws > MAX_CHARGEN_DRAWS) {
    throw new SuitValueError(`maxRedraws must be a whole number 0..${MAX_CHARGEN_DRAWS}, got ${String(maxRedraws)}`);
  }
  const [lo, hi] = ranks(hp);
  const one = fromWeights(Array.from({ length: hi - lo + 1 }, (_, i) => [lo + i, 1] as const));
  // hand law: (first, rest-sum) pairs enumerated; 6^4 = 1296 hands
  const three = combine(combine(one, one, (a, b) => a + b), one, (a, b) => a + b);
  const hands: [readonly [number, number], bigint][] = [];
  for (let i = 0; i < one.outcomes.length; i++) {
    for (let j = 0; j < three.outcomes.length; j++) {
      const first = one.outcomes[i] as number;
      hands.push([[first + (three.outcomes[j] as number), first], (one.weights[i] ?? 0n) * (three.weights[j] ?? 0n)]);
    }
  }
  const n = 1296n;
  const cut = hp ? 30 : 25;
  const bad = hands.filter(([[t]]) => t <= cut).reduce((s, [, w]) => s + w, 0n);
  const good = hands.filter(([[t]]) => t > cut);
  if (hp) {
    // redraw until good: P(hand | good) = w / (n − bad)
    return good.map(([k, w]) => [k, w]);
  }
  // k = maxRedraws: kept hand is the first good one among the first k, else the (k+1)-th whatever it is.
  // P(h) = w/n · (Σ_{i<k} (bad/n)^i) for good h  +  w/n · (bad/n)^k for any h. Common denominator n^(k+1).
  const k = BigInt(maxRedraws);
  let geo = 0n; // Σ_{i<k} bad^i · n^(k−i)
  for (let i = 0n; i < k; i++) geo += bad ** i * n ** (k - i);
  return hands.map(([key, w]) => [key, w * ((key[0] > cut ? geo : 0n) + bad ** k)]);
}

function marginal(joint: [readonly [number, number], bigint][]): Distribution<number> {
  const acc = new Map<number, bigint>();
  for (const [[, first], w] of joint) acc.set(first, (acc.get(first) ?? 0n) + w);
  return fromWeights(acc);
}
