import { describe, expect, it } from 'vitest';
import { card } from './card.js';
import type { Card } from './cardTypes.js';
import { DrawError } from './DrawError.js';
import { filterPile, type PileFilter } from './filterPile.js';
import { standardDeck } from './standardDeck.js';

const codes = (pile: readonly Card[]): string[] => pile.map((c) => c.code);
const refused = (pile: unknown, filter: unknown, message: string): void => {
  expect(() => filterPile(pile as Card[], filter as PileFilter)).toThrow(new DrawError(message));
  expect(() => filterPile(pile as Card[], filter as PileFilter)).toThrow(DrawError);
};

describe('filterPile: bounds, defaults and messages', () => {
  it('keeps the whole pile, frozen, for an empty filter', () => {
    const all = filterPile(standardDeck(), {});
    expect(all).toHaveLength(52);
    expect(Object.isFrozen(all)).toBe(true);
  });

  it('defaults the missing bound to 2 or 14 and keeps both bounds inclusive', () => {
    expect(codes(filterPile(standardDeck(), { minRank: 14 }))).toEqual(['A♣', 'A♠', 'A♦', 'A♥']);
    expect(codes(filterPile(standardDeck(), { maxRank: 2 }))).toEqual(['2♣', '2♠', '2♦', '2♥']);
    expect(codes(filterPile(standardDeck(), { suits: ['hearts'], minRank: 12, maxRank: 13 }))).toEqual(['Q♥', 'K♥']);
    expect(codes(filterPile(standardDeck(), { suits: ['spades'], minRank: 7, maxRank: 7 }))).toEqual(['7♠']);
  });

  it('keeps every listed suit, and none for an empty list', () => {
    expect(codes(filterPile(standardDeck(), { suits: ['hearts', 'spades'], minRank: 10, maxRank: 10 }))).toEqual(['10♠', '10♥']);
    expect(filterPile(standardDeck(), { suits: [] })).toEqual([]);
  });

  it('skips what is not a card', () => {
    const five = card('diamonds', 5);
    expect(filterPile([null, 3, five, undefined] as unknown as Card[], {})).toEqual([five]);
  });

  it('refuses a bad pile, filter or bound with an exact message', () => {
    refused('2♣', {}, 'a pile to filter must be an array, got string');
    refused(standardDeck(), undefined, 'a pile filter must be an object, got undefined');
    refused(standardDeck(), 3, 'a pile filter must be an object, got number');
    refused(standardDeck(), { minRank: 1 }, 'a rank bound must be an integer in 2..14, got 1');
    refused(standardDeck(), { maxRank: 15 }, 'a rank bound must be an integer in 2..14, got 15');
    refused(standardDeck(), { minRank: 2.5 }, 'a rank bound must be an integer in 2..14, got 2.5');
    refused(standardDeck(), { minRank: 11, maxRank: 10 }, 'minRank 11 is above maxRank 10');
  });
});
