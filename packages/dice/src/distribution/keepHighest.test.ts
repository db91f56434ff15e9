import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { enumerate, sumHighest } from '../../test/oracle.js';
import { smallDie } from '../../test/arbitraries.js';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { keepHighest } from './keepHighest.js';
import { mean } from './mean.js';
import { keepHighestSum, MAX_POOL_WORK } from './pool.js';
import { probability } from './probability.js';
import { sumOf } from './sumOf.js';

describe('keepHighest', () => {
  it('gives E[4d6kh3] = 15869/1296 and P(18) = 21/1296 = 7/432', () => {
    const d = keepHighest(4, 3, die(6));
    expect(mean(d)).toEqual({ num: 15869n, den: 1296n });
    expect(probability(d, 18)).toEqual({ num: 7n, den: 432n });
    expect(probability(d, 3)).toEqual({ num: 1n, den: 1296n });
    expect(d.total).toBe(1296n);
  });
  it('gives 2d20kh1 (advantage) P(20) = 39/400', () => {
    expect(probability(keepHighest(2, 1, die(20)), 20)).toEqual({ num: 39n, den: 400n });
  });
  test.prop([fc.integer({ min: 1, max: 4 }), smallDie(), fc.nat()])(
    'matches brute-force enumeration for any small die',
    (n, d, kSeed) => {
      const k = kSeed % (n + 1);
      expect(keepHighest(n, k, d)).toEqual(enumerate(n, d, sumHighest(k)));
    },
  );
  test.prop([fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 12 })])(
    'keeping every die is the plain sum',
    (n, s) => {
      expect(keepHighest(n, n, die(s))).toEqual(sumOf(n, die(s)));
    },
  );
  it('handles 50d20kh10 with weights adding up to 20^50', () => {
    const d = keepHighest(50, 10, die(20));
    expect(d.weights.reduce((a, b) => a + b, 0n)).toBe(20n ** 50n);
    expect(d.outcomes[0]).toBe(10);
    expect(d.outcomes[d.outcomes.length - 1]).toBe(200);
  });
  it('carries leftover mass of a truncated die', () => {
    const t = { ...fromWeights([[1, 1], [2, 1]]), leftover: 1n, total: 3n, depth: 2 };
    const d = keepHighest(2, 1, t);
    expect(d.total).toBe(9n);
    expect(d.leftover).toBe(5n);
    expect(d.depth).toBe(2);
    expect(d.weights).toEqual([1n, 3n]);
  });
  it('throws on bad counts, non-integer faces and oversized work', () => {
    expect(() => keepHighest(3, 4, die(6))).toThrow(DistributionError);
    expect(() => keepHighest(-1, 0, die(6))).toThrow(DistributionError);
    expect(() => keepHighest(2.5, 1, die(6))).toThrow(DistributionError);
    expect(() => keepHighest(2, 1, fromWeights([[0.5, 1]]))).toThrow(DistributionError);
    expect(() => keepHighest(10_000, 5000, die(100))).toThrow(new RegExp(String(MAX_POOL_WORK)));
  });
});

describe('keepHighestSum', () => {
  test.prop([fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 7 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 1, max: 3 })])(
    'matches enumeration on a fair die with any weight and first face (the window-sum path)',
    (n, k0, sides, shift, weight) => {
      const k = Math.min(k0, n);
      const d = fromWeights(Array.from({ length: sides }, (_, i) => [i + 1 + shift, BigInt(weight)] as const));
      expect(keepHighestSum(n, k, d)).toEqual(enumerate(n, d, sumHighest(k)));
    },
  );
  it('matches enumeration when only the faces above the lowest are fair, and with gaps', () => {
    const mixed = fromWeights([[1, 5n], [2, 1n], [3, 1n], [4, 1n]]);
    const gaps = fromWeights([[1, 1n], [3, 1n], [4, 1n], [9, 1n]]);
    for (const d of [mixed, gaps]) for (let k = 0; k <= 4; k++) expect(keepHighestSum(4, k, d)).toEqual(enumerate(4, d, sumHighest(k)));
  });
});
