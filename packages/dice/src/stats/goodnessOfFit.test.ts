import { describe, expect, it } from 'vitest';
import { constant } from '../distribution/constant.js';
import { die } from '../distribution/die.js';
import { DistributionError } from '../distribution/Distribution.js';
import { fromWeights } from '../distribution/fromWeights.js';
import { sample } from '../distribution/sample.js';
import { sumOf } from '../distribution/sumOf.js';
import { rollDie } from '../rng/rollDie.js';
import { drawMany, expectSamplerFits } from '../../test/samplerCheck.js';
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
