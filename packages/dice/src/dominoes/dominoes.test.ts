import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { seed } from '../rng/seed.js';
import { map } from '../distribution/map.js';
import { probability } from '../distribution/probability.js';
import { goodnessOfFit } from '../stats/goodnessOfFit.js';
import { draw } from '../cards/draw.js';
import { drawDistribution } from '../cards/drawDistribution.js';
import { DrawError } from '../cards/DrawError.js';
import { domino } from './domino.js';
import { dominoSet } from './dominoSet.js';
import type { Rng } from '../rng/Rng.js';

describe('domino', () => {
  it('orders the ends', () => {
    expect(domino(2, 5)).toEqual({ high: 5, low: 2, code: '5-2' });
  });
  it('rejects bad ends', () => {
    expect(() => domino(-1, 2)).toThrow(DrawError);
    expect(() => domino(1.5, 2)).toThrow(DrawError);
  });
});

describe('dominoSet', () => {
  it('has 28/21 tiles for double-six and 55/45 for double-nine', () => {
    expect(dominoSet(6)).toHaveLength(28);
    expect(dominoSet(6, { blanks: false })).toHaveLength(21);
    expect(dominoSet(9)).toHaveLength(55);
    expect(dominoSet(9, { blanks: false })).toHaveLength(45);
  });
  it('gives P(G = k) = k/21 and L + G counts 1,1,2,2,3,3,3,2,2,1,1 without blanks (Z03)', () => {
    const set = dominoSet(6, { blanks: false });
    const high = map(drawDistribution(set), (c) => Number(c.split('-')[0]));
    expect(probability(high, 4)).toEqual({ num: 4n, den: 21n });
    const sum = map(drawDistribution(set), (c) => c.split('-').map(Number).reduce((a, b) => a + b, 0));
    expect(sum.weights).toEqual([1n, 1n, 2n, 2n, 3n, 3n, 3n, 2n, 2n, 1n, 1n]);
  });
  it('rejects a bad size', () => {
    expect(() => dominoSet(0)).toThrow(DrawError);
  });
});

describe('draw (dominoes)', () => {
  test.prop([fc.integer(), fc.integer({ min: 0, max: 28 })])('conserves every tile', (s, n) => {
    const set = dominoSet(6);
    const [{ drawn, rest }] = draw(seed(s), set, n);
    expect([...drawn, ...rest].map((d) => d.code).sort()).toEqual(set.map((d) => d.code).sort());
  });
  it('draws each of the 21 tiles uniformly (chi-square, fixed seed)', () => {
    const set = dominoSet(6, { blanks: false });
    let r: Rng = seed(7);
    const seen: string[] = [];
    for (let i = 0; i < 4200; i++) {
      const [res, next] = draw(r, set);
      r = next;
      seen.push(res.drawn[0]?.code ?? '');
    }
    expect(goodnessOfFit(drawDistribution(set), seen).pValue).toBeGreaterThan(1e-6);
  });
});
