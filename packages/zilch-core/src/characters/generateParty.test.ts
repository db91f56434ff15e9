import { describe, expect, it } from 'vitest';
import { seed } from '@rollwright/dice';
import { SuitValueError } from '../errors/SuitValueError.js';
import { generateParty } from './generateParty.js';

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
