import { describe, expect, it } from 'vitest';
import { nextInt } from '../rng/nextInt.js';
import { seed } from '../rng/seed.js';
import { draw } from './draw.js';
import { DrawError } from './DrawError.js';

const pile = Object.freeze(['a', 'b', 'c', 'd', 'e', 'f']);
const refused = (p: unknown, count: unknown, message: string): void => {
  expect(() => draw(seed(1), p as string[], count as number)).toThrow(new DrawError(message));
  expect(() => draw(seed(1), p as string[], count as number)).toThrow(DrawError);
};

describe('draw: the stream, the defaults and the messages', () => {
  it('draws one card by default, the one at nextInt(rng, 0, n − 1), and returns that next state', () => {
    const rng = seed(11);
    const [j, after] = nextInt(rng, 0, pile.length - 1);
    const [{ drawn, rest }, next] = draw(rng, pile);
    expect(drawn).toEqual([pile[j]]);
    expect(rest).toEqual(pile.filter((_, i) => i !== j));
    expect(next).toEqual(after);
  });

  it('draws the second card from the places after the first (a partial Fisher–Yates)', () => {
    const r0 = seed(12);
    const idx = pile.map((_, i) => i);
    const [j0, r1] = nextInt(r0, 0, 5);
    [idx[0], idx[j0]] = [idx[j0] as number, idx[0] as number];
    const [j1, r2] = nextInt(r1, 1, 5);
    [idx[1], idx[j1]] = [idx[j1] as number, idx[1] as number];
    const [{ drawn, rest }, next] = draw(r0, pile, 2);
    expect(drawn).toEqual([pile[idx[0] as number], pile[idx[1] as number]]);
    expect(rest).toEqual(pile.filter((_, i) => i !== idx[0] && i !== idx[1]));
    expect(next).toEqual(r2);
  });

  it('draws nothing for count 0, leaving the pile and the state as they are', () => {
    const rng = seed(3);
    const [{ drawn, rest }, next] = draw(rng, pile, 0);
    expect(drawn).toEqual([]);
    expect(rest).toEqual(pile);
    expect(next).toBe(rng);
  });

  it('draws the whole pile, rest empty, both frozen; the rest keeps the pile order', () => {
    const [all] = draw(seed(4), pile, 6);
    expect([...all.drawn].sort()).toEqual([...pile]);
    expect(all.rest).toEqual([]);
    expect(Object.isFrozen(all) && Object.isFrozen(all.drawn) && Object.isFrozen(all.rest)).toBe(true);
    const [some] = draw(seed(4), pile, 3);
    expect(some.rest).toEqual(pile.filter((x) => !some.drawn.includes(x)));
  });

  it('refuses a bad pile or count with an exact message', () => {
    refused('abc', 1, 'a pile to draw from must be an array, got string');
    refused(pile, -1, 'count must be a whole number ≥ 0, got -1');
    refused(pile, 1.5, 'count must be a whole number ≥ 0, got 1.5');
    refused(pile, '1', 'count must be a whole number ≥ 0, got string');
    refused(pile, 7, 'cannot draw 7 from a pile of 6');
    refused([], 1, 'cannot draw 1 from a pile of 0 (the pile is empty)');
  });
});
