import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { card, draw, seed, type Card, type Rng } from '@rollwright/dice';
import { SuitValueError } from '../errors/SuitValueError.js';
import { caught, deepFreeze } from '../testing.js';
import { generateParty, MAX_SHARED_PLAYERS, type PartyChargenOptions } from './generateParty.js';
import { generateSuits, type GeneratedSuits } from './generateSuits.js';

describe('generateParty', () => {
  it('deals every card of the shared piles once to six players who keep their hands (Z22)', () => {
    for (const n of [1, 2, 3]) {
      const [party] = generateParty(seed(n), 6, { maxRedraws: 0 });
      for (const suit of ['clubs', 'spades', 'diamonds', 'hearts'] as const) {
        expect(party.map((p) => p.suits[suit]).sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10]);
      }
    }
  });
  it('never gives two players the same card from shared piles, even with redraws', () => {
    const [party] = generateParty(seed(4), 4);
    for (const suit of ['clubs', 'spades', 'diamonds', 'hearts'] as const) {
      expect(new Set(party.map((p) => p.suits[suit])).size).toBe(4);
    }
  });
  it('keeps high-powered totals above 30', () => {
    const [party] = generateParty(seed(5), 3, { highPowered: true });
    for (const p of party) expect(p.suits.clubs + p.suits.spades + p.suits.diamonds + p.suits.hearts).toBeGreaterThan(30);
  });
  it('gives each player fresh piles without sharedPiles', () => {
    expect(generateParty(seed(6), 10, { sharedPiles: false })[0]).toHaveLength(10);
  });
  it('refuses more players than a pile has cards, and bad counts', () => {
    expect(() => generateParty(seed(1), 7)).toThrow(SuitValueError);
    for (const bad of [0, 1.5, Number.NaN, -1]) expect(() => generateParty(seed(1), bad)).toThrow(SuitValueError);
  });
});

// ---------------------------------------------------------------------------------------------
// Seed § Character Generation with several players (Z22): each player draws one card from each of
// the same four piles and keeps them; a redrawn hand goes back into the piles first.
// ---------------------------------------------------------------------------------------------

const SUIT_OF: Record<string, Card['suit']> = { '♣': 'clubs', '♠': 'spades', '♦': 'diamonds', '♥': 'hearts' };
const cards = (labels: string): Card[] =>
  labels.split(' ').map((l) => card(SUIT_OF[l.slice(-1)] as Card['suit'], l.startsWith('J') ? 11 : Number(l.slice(0, -1))));
const total = (hand: readonly Card[]): number => hand.reduce((n, c) => n + c.rank, 0);
const ORDER = ['clubs', 'spades', 'diamonds', 'hearts'] as const;

/** A party result from each player's hands (labels), the last hand kept. */
const partyOf = (players: readonly (readonly string[])[]) =>
  players.map((hands) => {
    const hs = hands.map(cards);
    const kept = hs[hs.length - 1] as Card[];
    return { suits: { clubs: kept[0]?.rank, spades: kept[1]?.rank, diamonds: kept[2]?.rank, hearts: kept[3]?.rank }, cards: kept, hands: hs };
  });

/**
 * Replays a shared-pile party draw by draw: every hand must be one card from each pile as it stands
 * (ranks lo..hi less the cards kept by earlier players, in rank order). Returns the RNG after the
 * last draw.
 */
function replayShared(r: Rng, party: readonly GeneratedSuits[], lo: number, hi: number): Rng {
  const kept = new Set<string>();
  for (const player of party) {
    for (const hand of player.hands) {
      ORDER.forEach((suit, i) => {
        const pile = Array.from({ length: hi - lo + 1 }, (_, k) => card(suit, lo + k)).filter((c) => !kept.has(c.code));
        const [res, next] = draw(r, pile, 1);
        expect(hand[i]).toStrictEqual(res.drawn[0]);
        r = next;
      });
    }
    for (const c of player.cards) kept.add(c.code);
  }
  return r;
}

describe('generateParty: worked shared-pile deals', () => {
  it('takes each player\'s cards out of the piles: seed 1, three players', () => {
    const [party, next] = generateParty(seed(1), 3);
    // the first player draws exactly what a single generateSuits draws
    expect(party).toStrictEqual(partyOf([['8♣ 10♠ 8♦ 7♥'], ['6♣ 6♠ 7♦ 10♥'], ['9♣ 7♠ 6♦ 8♥']]));
    expect(party[0]).toStrictEqual(generateSuits(seed(1))[0]);
    expect(next).toStrictEqual(replayShared(seed(1), party, 5, 10));
  });
  it('puts a redrawn hand back before the next player draws (seed 2: player 5\'s first hand is player 6\'s)', () => {
    const [party] = generateParty(seed(2), 6);
    expect(party).toStrictEqual(
      partyOf([
        ['9♣ 9♠ 6♦ 10♥'],
        ['10♣ 8♠ 7♦ 6♥'],
        ['8♣ 6♠ 9♦ 8♥'],
        ['6♣ 10♠ 8♦ 5♥'],
        ['7♣ 5♠ 5♦ 7♥', '5♣ 7♠ 10♦ 9♥'], // 24: redrawn, the four cards go back
        ['7♣ 5♠ 5♦ 7♥', '7♣ 5♠ 5♦ 7♥'], // the last cards left, 24 twice: redrawn once, then kept
      ]),
    );
  });
  it('redraws the last player\'s forced 25 once and keeps it (seed 11)', () => {
    const [party, next] = generateParty(seed(11), 6);
    expect(party.map((p) => p.hands.map(total))).toStrictEqual([[28], [31], [28], [36], [32], [25, 25]]);
    expect(party[5]).toStrictEqual(partyOf([['8♣ 5♠ 7♦ 5♥', '8♣ 5♠ 7♦ 5♥']])[0]);
    expect(next).toStrictEqual(replayShared(seed(11), party, 5, 10));
    // with no redraws the 25 of player 1 (seed 26) stays
    expect(generateParty(seed(26), 3, { maxRedraws: 0 })[0]).toStrictEqual(partyOf([['5♣ 7♠ 7♦ 6♥'], ['10♣ 5♠ 10♦ 10♥'], ['9♣ 8♠ 5♦ 9♥']]));
    expect(generateParty(seed(26), 2)[0][0]?.hands.map(total)).toStrictEqual([25, 35]);
  });
  it('deals all 24 high-powered cards to six players above 30 each (seed 6): the totals add to 4 × (6+…+11) = 204', () => {
    const [party, next] = generateParty(seed(6), 6, { highPowered: true });
    expect(party).toStrictEqual(
      partyOf([['9♣ J♠ 7♦ 10♥'], ['7♣ 10♠ 6♦ 9♥'], ['J♣ 7♠ 10♦ 7♥'], ['10♣ 6♠ 8♦ 8♥'], ['6♣ 9♠ J♦ 6♥'], ['8♣ 8♠ 9♦ J♥']]),
    );
    expect(party.reduce((n, p) => n + total(p.cards), 0)).toBe(204);
    expect(next).toStrictEqual(replayShared(seed(6), party, 6, 11));
  });
  it('high-powered redraws go back too (seed 45, four players)', () => {
    const [party] = generateParty(seed(45), 4, { highPowered: true });
    expect(party.map((p) => p.hands.map(total))).toStrictEqual([[40], [42], [26, 32], [28, 36]]);
  });
  it('high-powered: redraws as often as it takes, never keeping 30 or less (seed 7, five players)', () => {
    const [party, next] = generateParty(seed(7), 5, { highPowered: true });
    expect(party.map((p) => p.hands.map(total))).toStrictEqual([
      [28, 41],
      [36],
      [36],
      [30, 27, 27, 28, 25, 36],
      [30, 28, 29, 27, 24, 25, 24, 30, 30, 29, 30, 27, 24, 30, 26, 29, 27, 27, 24, 31],
    ]);
    expect(party[4]?.cards).toStrictEqual(cards('8♣ 7♠ 9♦ 7♥'));
    expect(next).toStrictEqual(replayShared(seed(7), party, 6, 11));
  });
});

describe('generateParty: shared high-powered piles that run out', () => {
  const hpError = (s: number, players: number, who: number) => {
    const e = caught(() => generateParty(seed(s), players, { highPowered: true }));
    expect(e).toBeInstanceOf(SuitValueError);
    expect((e as Error).message).toBe(`the shared high-powered piles left cannot give player ${who} a total above 30 (Z22)`);
  };
  /** The best total the four piles can still give after `players` players of seed `s` kept their cards. */
  const bestLeft = (s: number, players: number) => {
    const kept = new Set(generateParty(seed(s), players, { highPowered: true })[0].flatMap((p) => p.cards.map((c) => c.code)));
    return ORDER.reduce((n, suit) => n + Math.max(...[6, 7, 8, 9, 10, 11].filter((r) => !kept.has(card(suit, r).code))), 0);
  };
  it('refuses player 6 when the last four cards total exactly 30 (seed 3: 6♣ 8♠ 10♦ 6♥ are left)', () => {
    expect(bestLeft(3, 5)).toBe(30);
    hpError(3, 6, 6);
  });
  it('refuses player 5 when the best pair-per-pile hand is exactly 30 (seed 446) or 29 (seed 45)', () => {
    expect(bestLeft(446, 4)).toBe(30);
    hpError(446, 5, 5);
    expect(bestLeft(45, 4)).toBe(29);
    hpError(45, 5, 5);
  });
  it('refuses player 6 when the last cards total 24 (seed 7)', () => {
    expect(bestLeft(7, 5)).toBe(24);
    hpError(7, 6, 6);
  });
});

describe('generateParty: what holds for every seed', () => {
  test.prop([fc.integer(), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 })], { numRuns: 120 })(
    'shared standard piles: every hand from what is left, no kept card twice, redraws only after ≤ 25',
    (s, players, maxRedraws) => {
      const [party, next] = generateParty(seed(s), players, { maxRedraws });
      expect(party).toHaveLength(players);
      expect(next).toStrictEqual(replayShared(seed(s), party, 5, 10));
      const keptCodes = party.flatMap((p) => p.cards.map((c) => c.code));
      expect(new Set(keptCodes).size).toBe(4 * players);
      for (const p of party) {
        expect(p.hands.length).toBeLessThanOrEqual(maxRedraws + 1);
        for (const hand of p.hands.slice(0, -1)) expect(total(hand)).toBeLessThanOrEqual(25);
        if (total(p.cards) <= 25) expect(p.hands.length).toBe(maxRedraws + 1);
        expect(p.cards).toStrictEqual(p.hands[p.hands.length - 1]);
        expect(p.suits).toStrictEqual({ clubs: p.cards[0]?.rank, spades: p.cards[1]?.rank, diamonds: p.cards[2]?.rank, hearts: p.cards[3]?.rank });
      }
    },
  );
  test.prop([fc.integer(), fc.integer({ min: 1, max: 6 })], { numRuns: 120 })(
    'shared high-powered piles: every kept total above 30, or the exact refusal',
    (s, players) => {
      let result;
      try {
        result = generateParty(seed(s), players, { highPowered: true });
      } catch (e) {
        expect(e).toBeInstanceOf(SuitValueError);
        expect((e as Error).message).toMatch(/^the shared high-powered piles left cannot give player [2-6] a total above 30 \(Z22\)$/);
        return;
      }
      const [party, next] = result;
      expect(next).toStrictEqual(replayShared(seed(s), party, 6, 11));
      expect(new Set(party.flatMap((p) => p.cards.map((c) => c.code))).size).toBe(4 * players);
      for (const p of party) {
        expect(total(p.cards)).toBeGreaterThan(30);
        for (const hand of p.hands.slice(0, -1)) expect(total(hand)).toBeLessThanOrEqual(30);
      }
    },
  );
  test.prop([fc.integer(), fc.constantFrom<PartyChargenOptions>({}, { maxRedraws: 0 }, { maxRedraws: 3 }, { highPowered: true })], { numRuns: 60 })(
    'one player with shared piles draws exactly as generateSuits does',
    (s, options) => {
      const [[one], next] = generateParty(seed(s), 1, options);
      expect([one, next]).toStrictEqual([...generateSuits(seed(s), options)]);
    },
  );
  test.prop([fc.integer(), fc.integer({ min: 1, max: 8 }), fc.constantFrom<PartyChargenOptions>({}, { maxRedraws: 0 }, { highPowered: true })], { numRuns: 60 })(
    'fresh piles: one generateSuits after another, each from the last one\'s RNG',
    (s, players, options) => {
      const [party, next] = generateParty(seed(s), players, { ...options, sharedPiles: false });
      let r = seed(s);
      const expected = [];
      for (let i = 0; i < players; i++) {
        const [g, n] = generateSuits(r, options);
        expected.push(g);
        r = n;
      }
      expect(party).toStrictEqual(expected);
      expect(next).toStrictEqual(r);
    },
  );
  it('leaves the RNG state alone and returns frozen results', () => {
    const r = deepFreeze(seed(2));
    const [party] = generateParty(r, 6);
    expect(r).toStrictEqual(seed(2));
    expect(Object.isFrozen(party)).toBe(true);
    for (const p of party) for (const part of [p, p.suits, p.cards, p.hands, ...p.hands]) expect(Object.isFrozen(part)).toBe(true);
    const [fresh] = generateParty(seed(2), 2, { sharedPiles: false });
    expect(Object.isFrozen(fresh)).toBe(true);
  });
});

describe('generateParty: refusals', () => {
  const refusal = (f: () => unknown, message: string) => {
    const e = caught(f);
    expect(e).toBeInstanceOf(SuitValueError);
    expect((e as Error).message).toBe(message);
  };
  it('shared piles serve 1 to 6 players (six cards a pile)', () => {
    expect(MAX_SHARED_PLAYERS).toBe(6);
    expect(generateParty(seed(1), 1)[0]).toHaveLength(1);
    expect(generateParty(seed(1), 6)[0]).toHaveLength(6);
    for (const bad of [0, 7, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      refusal(() => generateParty(seed(1), bad), `players must be a whole number 1..6 with shared piles (6 cards a pile), got ${String(bad)}`);
    }
    refusal(() => generateParty(seed(1), 7, { sharedPiles: true }), 'players must be a whole number 1..6 with shared piles (6 cards a pile), got 7');
  });
  it('fresh piles serve 1 to 64 players', () => {
    expect(generateParty(seed(1), 64, { sharedPiles: false })[0]).toHaveLength(64);
    expect(generateParty(seed(1), 7, { sharedPiles: false })[0]).toHaveLength(7);
    for (const bad of [0, 65, 1.5]) refusal(() => generateParty(seed(1), bad, { sharedPiles: false }), `players must be a whole number 1..64, got ${String(bad)}`);
  });
  it('checks maxRedraws (0..1000) for shared and fresh piles alike', () => {
    for (const sharedPiles of [true, false]) {
      expect(() => generateParty(seed(1), 2, { sharedPiles, maxRedraws: 0 })).not.toThrow();
      expect(() => generateParty(seed(1), 2, { sharedPiles, maxRedraws: 1000 })).not.toThrow();
      for (const bad of [-1, 1001, 0.5, Number.NaN]) {
        refusal(() => generateParty(seed(1), 2, { sharedPiles, maxRedraws: bad }), `maxRedraws must be a whole number 0..1000, got ${String(bad)}`);
      }
    }
  });
});
