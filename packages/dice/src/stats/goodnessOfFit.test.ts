import { describe, expect, it } from 'vitest';
import { constant } from '../distribution/constant.js';
import { die } from '../distribution/die.js';
import { DistributionError } from '../distribution/Distribution.js';
import { fromWeights } from '../distribution/fromWeights.js';
import { sample } from '../distribution/sample.js';
import { sumOf } from '../distribution/sumOf.js';
import { rollDie } from '../rng/rollDie.js';
import { drawMany, expectSamplerFits } from '../../test/samplerCheck.js';
import { chiSquareSurvival } from './chiSquareSurvival.js';
import { goodnessOfFit } from './goodnessOfFit.js';

describe('goodnessOfFit', () => {
  it('computes Pearson’s statistic on a hand-checked example', () => {
    // d6, 60 rolls: expected 10 each; observed 5,10,10,10,10,15 → χ² = (25+25)/10 = 5, df 5.
    const r = goodnessOfFit(die(6), new Map([[1, 5], [2, 10], [3, 10], [4, 10], [5, 10], [6, 15]]));
    expect(r.statistic).toBeCloseTo(5, 12);
    expect(r.degreesOfFreedom).toBe(5);
    expect(r.pValue).toBeCloseTo(0.415880, 5);
  });
  it('accepts a correct sampler under a fixed seed', () => {
    const d = sumOf(3, die(6));
    expectSamplerFits(d, (rng) => sample(rng, d), { seed: 7, n: 30_000 });
  });
  it('rejects a biased roller', () => {
    // A "d6" that never shows 6 but shows 1 twice as often.
    const rolls = drawMany(3, 6000, (rng) => {
      const [f, next] = rollDie(rng, 6);
      return [f === 6 ? 1 : f, next] as const;
    });
    expect(goodnessOfFit(die(6), rolls).pValue).toBeLessThan(1e-6);
  });
  it('fails loudly (p = 0) when a sample is impossible', () => {
    const rolls = [...drawMany(1, 1000, (rng) => rollDie(rng, 6)), 7];
    expect(goodnessOfFit(die(6), rolls)).toEqual({ statistic: Infinity, degreesOfFreedom: 5, pValue: 0 });
  });
  it('merges low-expectation outcomes so every bin expects at least 5', () => {
    // 3d6 with 216 samples: tails 3 and 18 expect 1 each and get merged with neighbours.
    const d = sumOf(3, die(6));
    const counts = new Map(d.outcomes.map((o, i) => [o, Number(d.weights[i])]));
    const r = goodnessOfFit(d, counts);
    expect(r.statistic).toBe(0);
    expect(r.pValue).toBe(1);
    expect(r.degreesOfFreedom).toBeLessThan(15);
    expect(r.degreesOfFreedom).toBeGreaterThan(5);
  });
  it('treats leftover mass as a bin that is never observed', () => {
    const truncated = { ...fromWeights([[1, 1], [2, 1]]), leftover: 2n, total: 4n };
    const r = goodnessOfFit(truncated, new Map([[1, 50], [2, 50]]));
    expect(r.degreesOfFreedom).toBe(2);
    expect(r.pValue).toBeLessThan(1e-6);
  });
  it('gives p = 1 with 0 degrees of freedom for a sure outcome', () => {
    expect(goodnessOfFit(constant('x'), ['x', 'x'])).toEqual({ statistic: 0, degreesOfFreedom: 0, pValue: 1 });
  });
  it('throws on empty input, bad counts or too few samples', () => {
    expect(() => goodnessOfFit(die(6), [])).toThrow(DistributionError);
    expect(() => goodnessOfFit(die(6), new Map([[1, -1]]))).toThrow(DistributionError);
    expect(() => goodnessOfFit(die(6), new Map([[1, 0.5]]))).toThrow(DistributionError);
    expect(() => goodnessOfFit(die(6), [1, 2, 3])).toThrow(/too few/);
  });
});

describe('goodnessOfFit: exact bins, messages and limits', () => {
  it('makes a bin as soon as it expects exactly 5', () => {
    // d2, 10 samples: each face expects exactly 5, so two bins and 1 degree of freedom.
    expect(goodnessOfFit(die(2), new Map([[1, 5], [2, 5]]))).toEqual({ statistic: 0, degreesOfFreedom: 1, pValue: 1 });
    expect(goodnessOfFit(die(2), new Map([[1, 10], [2, 0]]))).toEqual({ statistic: 10, degreesOfFreedom: 1, pValue: chiSquareSurvival(10, 1) });
  });

  it('merges neighbours and joins a short tail to the last bin', () => {
    // d7, 15 samples: 15/7 each; bins 1..3 (45/7) and 4..7 (60/7, the tail face 7 joined).
    // All on 1: (15 − 45/7)²/(45/7) + (60/7)²/(60/7) = 80/7 + 60/7 = 20.
    const r = goodnessOfFit(die(7), new Map([[1, 15]]));
    expect(r.degreesOfFreedom).toBe(1);
    expect(r.statistic).toBeCloseTo(20, 12);
    expect(r.pValue).toBe(chiSquareSurvival(r.statistic, 1));
    expect(Object.isFrozen(r)).toBe(true);
  });

  it('counts the leftover bin at its expected value', () => {
    // weights 1, 1 and leftover 2 of 4: expected 25, 25, 50; observed 50, 50, 0 → χ² = 25 + 25 + 50.
    const truncated = { ...fromWeights([[1, 1], [2, 1]]), leftover: 2n, total: 4n };
    const r = goodnessOfFit(truncated, new Map([[1, 50], [2, 50]]));
    expect(r).toEqual({ statistic: 100, degreesOfFreedom: 2, pValue: chiSquareSurvival(100, 2) });
    expect(r.pValue).toBeCloseTo(Math.exp(-50), 30);
  });

  it('gives p = 0 for an impossible sample even with too few samples to bin', () => {
    expect(goodnessOfFit(die(6), [7])).toEqual({ statistic: Infinity, degreesOfFreedom: 0, pValue: 0 });
    expect(goodnessOfFit(die(6), new Map([[9, 3]]))).toEqual({ statistic: Infinity, degreesOfFreedom: 0, pValue: 0 });
  });

  it('gives p = 1 for a sure outcome seen once', () => {
    expect(goodnessOfFit(constant('x'), ['x'])).toEqual({ statistic: 0, degreesOfFreedom: 0, pValue: 1 });
  });

  it('accepts a count of 0 and reads a Map like the array it stands for', () => {
    const counts = new Map([[1, 5], [2, 0], [3, 10], [4, 10], [5, 20], [6, 15]]);
    const rolls = [...counts].flatMap(([o, c]) => Array<number>(c).fill(o));
    expect(goodnessOfFit(die(6), counts)).toEqual(goodnessOfFit(die(6), rolls));
    expect(goodnessOfFit(die(6), counts).statistic).toBeCloseTo((25 + 100 + 0 + 0 + 100 + 25) / 10, 12);
  });

  it('refuses bad input with exact messages', () => {
    const refused = (samples: unknown, message: string): void => {
      expect(() => goodnessOfFit(die(6), samples as number[])).toThrow(new DistributionError(message));
      expect(() => goodnessOfFit(die(6), samples as number[])).toThrow(DistributionError);
    };
    refused('1,2', 'goodnessOfFit needs an array or a Map of samples, got string');
    refused(new Set([1]), 'goodnessOfFit needs an array or a Map of samples, got object');
    refused(new Map([[2, -1]]), 'count of 2 must be a non-negative integer, got -1');
    refused(new Map([[3, 0.5]]), 'count of 3 must be a non-negative integer, got 0.5');
    refused(new Map([[3, 2 ** 53]]), 'count of 3 must be a non-negative integer, got 9007199254740992');
    refused([], 'goodnessOfFit needs at least one sample');
    refused(new Map([[1, 0]]), 'goodnessOfFit needs at least one sample');
    refused(new Map([[1, 2 ** 53 - 1], [2, 1]]), 'goodnessOfFit: sample count exceeds 2^53');
    refused([1, 2, 3], '3 samples are too few: no two bins reach an expected count of 5');
  });
});
