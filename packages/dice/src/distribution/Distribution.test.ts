import { describe, expect, it } from 'vitest';
import { combine } from './combine.js';
import { constant } from './constant.js';
import { die } from './die.js';
import { DistributionError, type Distribution, type Outcome } from './Distribution.js';
import { explode, type ExplodeOptions } from './explode.js';
import { maxValue } from './maxValue.js';
import { mean } from './mean.js';
import { minValue } from './minValue.js';
import { mode } from './mode.js';
import { percentile } from './percentile.js';
import { sample } from './sample.js';
import { variance } from './variance.js';
import { seed } from '../rng/seed.js';
import { fromWeights } from './fromWeights.js';
import { map } from './map.js';

describe('fromWeights', () => {
  it.each([NaN, Infinity, -Infinity, undefined, null])('refuses the outcome %s with a DistributionError', (o) => {
    expect(() => fromWeights([[o as number, 1n]])).toThrow(DistributionError);
  });
  it('names the bad outcome', () => {
    expect(() => fromWeights([[1, 1n], [NaN, 1n]])).toThrow(/NaN/);
  });
  it('still takes numbers, strings, booleans and bigints', () => {
    expect(fromWeights<Outcome>([[1.5, 1], ['a', 1], [true, 1], [2n, 1]]).outcomes).toEqual([1.5, 'a', true, 2n]);
  });
});

describe('map', () => {
  it('refuses a function that gives NaN or undefined', () => {
    expect(() => map(die(6), () => NaN)).toThrow(DistributionError);
    expect(() => map(die(6), () => undefined as unknown as number)).toThrow(/undefined/);
  });
});

describe('combine', () => {
  it('refuses a function that gives ±Infinity', () => {
    expect(() => combine(die(6), die(6), (x) => x / 0)).toThrow(/Infinity/);
    expect(() => combine(die(2), constant(0), (x, y) => x / y)).toThrow(DistributionError);
  });
});

describe('constant', () => {
  it('refuses NaN', () => {
    expect(() => constant(NaN)).toThrow(DistributionError);
  });
});

describe('a value that is not a Distribution', () => {
  // The queries share one check; before it, `mean(null)` and `sample(rng, null)` threw raw TypeErrors.
  it.each([null, undefined, 42, {}, { outcomes: [1], weights: [1n] }])('is refused by the queries with DistributionError: %o', (bad) => {
    const d = bad as unknown as Distribution<number>;
    for (const query of [() => mean(d), () => variance(d), () => mode(d), () => minValue(d), () => maxValue(d), () => percentile(d, 0.5), () => sample(seed(1), d)]) {
      expect(query).toThrow(DistributionError);
      expect(query).toThrow('needs a Distribution');
    }
  });

  it('explode without its options object is a DistributionError', () => {
    expect(() => explode(die(6), (v) => v === 6, undefined as unknown as ExplodeOptions)).toThrow(DistributionError);
  });
});
