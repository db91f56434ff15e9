import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { seed } from '../rng/seed.js';
import { probability } from '../distribution/probability.js';
import { goodnessOfFit } from '../stats/goodnessOfFit.js';
import { card } from './card.js';
import { standardDeck } from './standardDeck.js';
import { filterPile } from './filterPile.js';
import type { PileFilter } from './filterPile.js';
import { shuffle } from './shuffle.js';
import { draw } from './draw.js';
import { drawDistribution } from './drawDistribution.js';
import { DrawError } from './DrawError.js';
import type { Rng } from '../rng/Rng.js';

const sortCodes = (xs: readonly { code: string }[]): string[] => xs.map((c) => c.code).sort();

describe('card', () => {
  it('labels faces and aces', () => {
    expect(card('hearts', 14).code).toBe('A♥');
    expect(card('clubs', 9)).toEqual({ suit: 'clubs', rank: 9, code: '9♣' });
    expect(card('diamonds', 10).code).toBe('10♦');
  });
  it('rejects ranks outside 2..14 and unknown suits', () => {
    expect(() => card('clubs', 1)).toThrow(DrawError);
    expect(() => card('clubs', 15)).toThrow(DrawError);
    expect(() => card('clubs', 2.5)).toThrow(DrawError);
    expect(() => card('stars' as never, 5)).toThrow(DrawError);
  });
});

describe('standardDeck', () => {
  it('holds 52 distinct cards, 13 per suit', () => {
    const deck = standardDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map((c) => c.code)).size).toBe(52);
    expect(deck.filter((c) => c.suit === 'spades')).toHaveLength(13);
    expect(Object.isFrozen(deck)).toBe(true);
  });
});

describe('filterPile', () => {
  it('builds the Zilch chargen pile (one suit, 5..10)', () => {
    const pile = filterPile(standardDeck(), { suits: ['clubs'], minRank: 5, maxRank: 10 });
    expect(pile.map((c) => c.code)).toEqual(['5♣', '6♣', '7♣', '8♣', '9♣', '10♣']);
  });
  it('rejects bad bounds', () => {
    expect(() => filterPile(standardDeck(), { minRank: 11, maxRank: 10 })).toThrow(DrawError);
    expect(() => filterPile(standardDeck(), { minRank: 1 })).toThrow(DrawError);
  });
  it('names null (not "object") when the filter is null', () => {
    // typeof null is 'object', so the message has to single null out to be of any help
    expect(() => filterPile(standardDeck(), null as unknown as PileFilter)).toThrow(
      new DrawError('a pile filter must be an object, got null'),
    );
    expect(() => filterPile(standardDeck(), 'clubs' as unknown as PileFilter)).toThrow(
      new DrawError('a pile filter must be an object, got string'),
    );
  });
});

describe('shuffle', () => {
  test.prop([fc.integer()])('is a permutation and never mutates the input', (s) => {
    const deck = standardDeck();
    const [out] = shuffle(seed(s), deck);
    expect(sortCodes(out)).toEqual(sortCodes(deck));
    expect(deck[0]?.code).toBe('2♣');
  });
  it('makes every order of 3 items equally likely (chi-square, fixed seed)', () => {
    const counts = new Map<string, number>();
    let r: Rng = seed(2026);
    for (let i = 0; i < 6000; i++) {
      const [o, next] = shuffle(r, ['a', 'b', 'c']);
      r = next;
      const k = o.join('');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const perms = drawDistribution(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    expect(goodnessOfFit(perms, counts).pValue).toBeGreaterThan(1e-6);
  });
  it('is deterministic for a seed', () => {
    expect(shuffle(seed(5), standardDeck())[0]).toEqual(shuffle(seed(5), standardDeck())[0]);
  });
});

describe('draw', () => {
  test.prop([fc.integer(), fc.integer({ min: 0, max: 52 })])('conserves every card: drawn + rest = pile', (s, n) => {
    const deck = Object.freeze(standardDeck());
    const [{ drawn, rest }] = draw(seed(s), deck, n);
    expect(drawn).toHaveLength(n);
    expect(sortCodes([...drawn, ...rest])).toEqual(sortCodes(deck));
  });
  test.prop([fc.integer(), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 12 })])(
    'conserves a multiset with duplicates',
    (s, xs) => {
      const [{ drawn, rest }] = draw(seed(s), xs, Math.min(2, xs.length));
      expect([...drawn, ...rest].sort()).toEqual([...xs].sort());
    },
  );
  it('throws on an empty pile or too many', () => {
    expect(() => draw(seed(1), [], 1)).toThrow(/empty/);
    expect(() => draw(seed(1), [1, 2], 3)).toThrow(DrawError);
    expect(() => draw(seed(1), [1, 2], -1)).toThrow(DrawError);
  });
  it('samples one card per drawDistribution (chi-square over 13 clubs)', () => {
    const pile = filterPile(standardDeck(), { suits: ['clubs'] });
    const d = drawDistribution(pile);
    const seen: string[] = [];
    let r: Rng = seed(99);
    for (let i = 0; i < 5200; i++) {
      const [res, next] = draw(r, pile, 1);
      r = next;
      seen.push(res.drawn[0]?.code ?? '');
    }
    expect(goodnessOfFit(d, seen).pValue).toBeGreaterThan(1e-6);
  });
});

describe('drawDistribution', () => {
  it('weights duplicates', () => {
    const d = drawDistribution([1, 1, 2]);
    expect(probability(d, 1)).toEqual({ num: 2n, den: 3n });
  });
  it('gives each card 1/52', () => {
    expect(probability(drawDistribution(standardDeck()), 'A♠')).toEqual({ num: 1n, den: 52n });
  });
  it('throws on an empty pile', () => {
    expect(() => drawDistribution([])).toThrow(DrawError);
  });
});
