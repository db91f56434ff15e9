import { describe, expect, it } from 'vitest';
import { makeSuits } from './suits.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { caught } from '../testing.js';

describe('makeSuits', () => {
  const message = (values: Record<string, unknown>): string => {
    const e = caught(() => makeSuits(values as unknown as Parameters<typeof makeSuits>[0]));
    expect(e).toBeInstanceOf(SuitValueError);
    return (e as Error).message;
  };
  it('keeps whole values 2..14 (Ace = 14) and refuses fractions, non-numbers and out-of-range values by name', () => {
    expect(makeSuits({ clubs: 2, spades: 14, diamonds: 7, hearts: 8 })).toStrictEqual({ clubs: 2, spades: 14, diamonds: 7, hearts: 8 });
    expect(message({ clubs: 7, spades: 7.5, diamonds: 7, hearts: 7 })).toBe('spades must be a whole number 2..14 (Ace = 14), got 7.5');
    expect(message({ clubs: 7, spades: 7, diamonds: '7', hearts: 7 })).toBe('diamonds must be a whole number 2..14 (Ace = 14), got 7');
    expect(message({ clubs: 7, spades: 7, diamonds: 7, hearts: 15 })).toBe('hearts must be a whole number 2..14 (Ace = 14), got 15');
    expect(message({ clubs: 1, spades: 7, diamonds: 7, hearts: 7 })).toBe('clubs must be a whole number 2..14 (Ace = 14), got 1');
  });
});
