import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { card, draw, fraction, probability, probabilityAtMost, seed, type Card, type Distribution, type Rng } from '@rollwright/dice';
import { chargenTotalDistribution, generateSuits, MAX_CHARGEN_DRAWS, suitValueDistribution, type ChargenOptions } from './generateSuits.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { caught, deepFreeze } from '../testing.js';

// Seed § Character Generation (and Z22): four one-Suit piles of 5..10 (high-powered: 6..J), one
// card from each; a total of 25 or less may be redrawn once by default (maxRedraws); a
// high-powered total of 30 or less is always thrown away.

const SUIT_OF: Record<string, Card['suit']> = { '♣': 'clubs', '♠': 'spades', '♦': 'diamonds', '♥': 'hearts' };
const RANK_OF: Record<string, number> = { J: 11, Q: 12, K: 13, A: 14 };
/** Cards from their labels, e.g. `cards('8♣ 10♠ 8♦ 7♥')`. */
const cards = (labels: string): Card[] =>
  labels.split(' ').map((l) => card(SUIT_OF[l.slice(-1)] as Card['suit'], RANK_OF[l.slice(0, -1)] ?? Number(l.slice(0, -1))));
const total = (hand: readonly Card[]): number => hand.reduce((n, c) => n + c.rank, 0);
const suitsOf = (hand: readonly Card[]) => ({ clubs: hand[0]?.rank, spades: hand[1]?.rank, diamonds: hand[2]?.rank, hearts: hand[3]?.rank });

/** The RNG state after dealing `hands` hands by the seed's method (one card from each of the four fresh piles, ♣ ♠ ♦ ♥). */
function rngAfter(r: Rng, hands: number, lo: number, hi: number): Rng {
  for (let h = 0; h < hands; h++) {
    for (const suit of ['clubs', 'spades', 'diamonds', 'hearts'] as const) {
      r = draw(r, Array.from({ length: hi - lo + 1 }, (_, i) => card(suit, lo + i)), 1)[1];
    }
  }
  return r;
}

/** Checks a generated result against the hands expected for it (labels), and the RNG it returns. */
function expectDeal(s: number, options: ChargenOptions, hands: readonly string[]): void {
  const [g, next] = generateSuits(seed(s), options);
  const expected = hands.map(cards);
  const kept = expected[expected.length - 1] as Card[];
  expect(g).toStrictEqual({ suits: suitsOf(kept), cards: kept, hands: expected });
  const [lo, hi] = options.highPowered === true ? [6, 11] : [5, 10];
  expect(next).toStrictEqual(rngAfter(seed(s), hands.length, lo, hi));
}

describe('generateSuits: worked deals (hand totals checked by hand)', () => {
  it('keeps a first hand above 25: 8+10+8+7 = 33', () => {
    expectDeal(1, {}, ['8♣ 10♠ 8♦ 7♥']);
  });
  it('keeps 26, the lowest total that is not redrawn: 5+8+5+8', () => {
    expectDeal(49, {}, ['5♣ 8♠ 5♦ 8♥']);
  });
  it('redraws 25, the highest total that may be redrawn: 5+7+7+6, then keeps 10+6+10+9 = 35', () => {
    expectDeal(26, {}, ['5♣ 7♠ 7♦ 6♥', '10♣ 6♠ 10♦ 9♥']);
  });
  it('keeps the second hand whatever it is after the one default redraw (25, then 20)', () => {
    expectDeal(151, {}, ['5♣ 5♠ 5♦ 10♥', '5♣ 5♠ 5♦ 5♥']);
    expectDeal(151, { maxRedraws: 1 }, ['5♣ 5♠ 5♦ 10♥', '5♣ 5♠ 5♦ 5♥']);
  });
  it('keeps a total of 25 with maxRedraws 0', () => {
    expectDeal(26, { maxRedraws: 0 }, ['5♣ 7♠ 7♦ 6♥']);
  });
  it('counts redraws exactly: 25, 23, 24 then 28 with three, the third hand (24) kept with two', () => {
    expectDeal(844, { maxRedraws: 3 }, ['7♣ 6♠ 5♦ 7♥', '5♣ 8♠ 5♦ 5♥', '7♣ 6♠ 6♦ 5♥', '8♣ 8♠ 7♦ 5♥']);
    expectDeal(844, { maxRedraws: 2 }, ['7♣ 6♠ 5♦ 7♥', '5♣ 8♠ 5♦ 5♥', '7♣ 6♠ 6♦ 5♥']);
    expectDeal(844, {}, ['7♣ 6♠ 5♦ 7♥', '5♣ 8♠ 5♦ 5♥']);
  });
  it('high-powered: throws away exactly 30 (6+9+6+9) and keeps 31 (7+7+10+7)', () => {
    expectDeal(49, { highPowered: true }, ['6♣ 9♠ 6♦ 9♥', '9♣ 6♠ 10♦ 10♥']);
    expectDeal(13, { highPowered: true }, ['7♣ 7♠ 10♦ 7♥']);
  });
  it('high-powered: redraws as often as needed, whatever maxRedraws says, and deals Jacks as 11', () => {
    const hands = ['9♣ 6♠ 6♦ 7♥', '9♣ 6♠ 8♦ 6♥', '6♣ 8♠ 10♦ 6♥', '6♣ 6♠ 6♦ J♥', '6♣ 9♠ 6♦ 8♥', '7♣ 9♠ 6♦ 6♥', '7♣ 10♠ 6♦ 10♥'];
    expect(hands.map((h) => total(cards(h)))).toStrictEqual([28, 29, 30, 29, 29, 28, 33]);
    expectDeal(1874, { highPowered: true }, hands);
    expectDeal(1874, { highPowered: true, maxRedraws: 0 }, hands);
    expect(cards('J♥')).toStrictEqual([{ suit: 'hearts', rank: 11, code: 'J♥' }]);
  });
});

describe('generateSuits: what holds for every seed', () => {
  test.prop([fc.integer(), fc.integer({ min: 0, max: 4 })], { numRuns: 150 })('standard piles 5..10, a redraw only after a total ≤ 25, at most maxRedraws of them', (s, maxRedraws) => {
    const [g, next] = generateSuits(seed(s), { maxRedraws });
    expect(g.hands.length).toBeGreaterThanOrEqual(1);
    expect(g.hands.length).toBeLessThanOrEqual(maxRedraws + 1);
    for (const hand of g.hands) {
      expect(hand.map((c) => c.suit)).toStrictEqual(['clubs', 'spades', 'diamonds', 'hearts']);
      for (const c of hand) expect(c.rank >= 5 && c.rank <= 10).toBe(true);
    }
    for (const hand of g.hands.slice(0, -1)) expect(total(hand)).toBeLessThanOrEqual(25);
    const kept = g.hands[g.hands.length - 1] as readonly Card[];
    if (total(kept) <= 25) expect(g.hands.length).toBe(maxRedraws + 1);
    expect(g.cards).toStrictEqual(kept);
    expect(g.suits).toStrictEqual(suitsOf(kept));
    expect(next).toStrictEqual(rngAfter(seed(s), g.hands.length, 5, 10));
  });
  test.prop([fc.integer()], { numRuns: 150 })('high-powered piles 6..J, redrawn while the total is ≤ 30', (s) => {
    const [g, next] = generateSuits(seed(s), { highPowered: true });
    for (const hand of g.hands) {
      expect(hand.map((c) => c.suit)).toStrictEqual(['clubs', 'spades', 'diamonds', 'hearts']);
      for (const c of hand) expect(c.rank >= 6 && c.rank <= 11).toBe(true);
    }
    for (const hand of g.hands.slice(0, -1)) expect(total(hand)).toBeLessThanOrEqual(30);
    expect(total(g.cards)).toBeGreaterThan(30);
    expect(g.suits).toStrictEqual(suitsOf(g.cards));
    expect(next).toStrictEqual(rngAfter(seed(s), g.hands.length, 6, 11));
  });
  test.prop([fc.integer()], { numRuns: 100 })('a high-powered first hand is the standard first hand one rank higher per card (same draws from 6-card piles)', (s) => {
    const [std] = generateSuits(seed(s), { maxRedraws: 0 });
    const [hp] = generateSuits(seed(s), { highPowered: true });
    expect((hp.hands[0] as readonly Card[]).map((c) => c.rank)).toStrictEqual(std.cards.map((c) => c.rank + 1));
  });
  it('leaves the RNG state alone and returns frozen results', () => {
    const r = deepFreeze(seed(26));
    const [g] = generateSuits(r);
    expect(r).toStrictEqual(seed(26));
    for (const part of [g, g.suits, g.cards, g.hands, ...g.hands]) expect(Object.isFrozen(part)).toBe(true);
  });
});

describe('maxRedraws refusals (generateSuits and both distributions)', () => {
  const fns: [string, (o: ChargenOptions) => unknown][] = [
    ['generateSuits', (o) => generateSuits(seed(1), o)],
    ['suitValueDistribution', (o) => suitValueDistribution(o)],
    ['chargenTotalDistribution', (o) => chargenTotalDistribution(o)],
  ];
  it('caps the draws at 1000', () => {
    expect(MAX_CHARGEN_DRAWS).toBe(1000);
  });
  for (const [name, f] of fns) {
    it(`${name}: accepts 0 and 1000, refuses -1, 1001, fractions and NaN, naming the value`, () => {
      expect(() => f({ maxRedraws: 0 })).not.toThrow();
      expect(() => f({ maxRedraws: 1000 })).not.toThrow();
      for (const bad of [-1, 1001, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        const e = caught(() => f({ maxRedraws: bad }));
        expect(e).toBeInstanceOf(SuitValueError);
        expect((e as Error).message).toBe(`maxRedraws must be a whole number 0..1000, got ${String(bad)}`);
      }
    });
  }
});

/** The probability of `v` as an exact fraction num/den (reduced). */
const p = (d: Distribution<number>, v: number) => probability(d, v);
const f = (num: number, den: number) => fraction(BigInt(num), BigInt(den));

// Counting hands by hand: four cards from 5..10 are 1296 equally likely hands. With y = rank − 5
// (0..5 each), the number of hands of total 20 + t is the number of ways four values 0..5 sum to
// t: 1, 4, 10, 20, 35, 56 (t = 0..5, so 126 hands total 25 or less), 80, 104, 125, 140, 146 (t = 10), …
describe('suitValueDistribution: the law of one kept Suit value', () => {
  it('is 1/6 for each of 5..10 without redraws', () => {
    const d = suitValueDistribution({ maxRedraws: 0 });
    expect(d.outcomes).toStrictEqual([5, 6, 7, 8, 9, 10]);
    for (const v of d.outcomes) expect(p(d, v)).toStrictEqual(f(1, 6));
  });
  it('with the default single redraw is (237 − B(v))/1296, B(v) the low hands with ♣ = v', () => {
    // P(♣ = v) = [1296·G(v) + 126·216] / 1296² = (G(v) + 21)/1296, G(v) = 216 − B(v) hands with ♣ = v
    // that total > 25; B(v) = number of three other cards summing to ≤ 25 − v: 56, 35, 20, 10, 4, 1.
    const d = suitValueDistribution();
    expect(d.outcomes).toStrictEqual([5, 6, 7, 8, 9, 10]);
    expect(d.outcomes.map((v) => p(d, v))).toStrictEqual([181, 202, 217, 227, 233, 236].map((n) => f(n, 1296)));
    expect(suitValueDistribution({ maxRedraws: 1 })).toStrictEqual(d);
  });
  it('high-powered: 6..11 in proportion to the hands above 30 with that value, out of 1090', () => {
    // B(v) for piles 6..J: three others summing to ≤ 30 − v: 81 (84 less the 3 with a single 6-step), 56, 35, 20, 10, 4.
    const d = suitValueDistribution({ highPowered: true });
    expect(d.outcomes).toStrictEqual([6, 7, 8, 9, 10, 11]);
    expect(d.outcomes.map((v) => p(d, v))).toStrictEqual([135, 160, 181, 196, 206, 212].map((n) => f(n, 1090)));
  });
});

describe('chargenTotalDistribution: the law of the kept total', () => {
  it('without redraws: totals 20..40 counted by hand', () => {
    const d = chargenTotalDistribution({ maxRedraws: 0 });
    expect(d.outcomes).toStrictEqual(Array.from({ length: 21 }, (_, i) => 20 + i));
    expect([20, 21, 25, 26, 30, 40].map((t) => p(d, t))).toStrictEqual([1, 4, 56, 80, 146, 1].map((n) => f(n, 1296)));
  });
  it('with one redraw: a low hand is kept only when both hands are low', () => {
    // P(t) = w(t)·(1296·[t > 25] + 126) / 1296²
    const d = chargenTotalDistribution();
    expect(p(d, 20)).toStrictEqual(f(126, 1296 ** 2));
    expect(p(d, 25)).toStrictEqual(f(56 * 126, 1296 ** 2));
    expect(p(d, 26)).toStrictEqual(f(80 * 1422, 1296 ** 2));
    expect(p(d, 40)).toStrictEqual(f(1422, 1296 ** 2));
    expect(probabilityAtMost(d, 25)).toStrictEqual(f(49, 5184)); // (7/72)²
  });
  it('keeps a total ≤ 25 with probability (7/72)^(k+1) after k redraws', () => {
    for (const k of [0, 1, 2, 3, 4]) {
      expect(probabilityAtMost(chargenTotalDistribution({ maxRedraws: k }), 25)).toStrictEqual(fraction(7n ** BigInt(k + 1), 72n ** BigInt(k + 1)));
    }
  });
  it('high-powered: totals 31..44 only, over the 1090 hands above 30', () => {
    // w(31): four values 0..5 summing to 7 = C(10,3) − 4·C(4,3) = 104; w(36): sum 12 = 455 − 336 + 6 = 125
    const d = chargenTotalDistribution({ highPowered: true });
    expect(d.outcomes).toStrictEqual(Array.from({ length: 14 }, (_, i) => 31 + i));
    expect([31, 36, 44].map((t) => p(d, t))).toStrictEqual([f(104, 1090), f(125, 1090), f(1, 1090)]);
    expect(chargenTotalDistribution({ highPowered: true, maxRedraws: 0 })).toStrictEqual(d);
  });
});
