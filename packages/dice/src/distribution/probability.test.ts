import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { probability, probabilityAtLeast, probabilityAtMost } from './probability.js';
import { sumOf } from './sumOf.js';

const twoD6 = sumOf(2, die(6));

describe('probability', () => {
  it('gives exact fractions, and 0 for values the dice cannot show', () => {
    expect(probability(twoD6, 7)).toEqual({ num: 1n, den: 6n });
    expect(probability(twoD6, 3.5)).toEqual({ num: 0n, den: 1n });
    expect(probability(twoD6, 13)).toEqual({ num: 0n, den: 1n });
  });
  it('refuses NaN with a DistributionError', () => {
    expect(() => probability(twoD6, NaN)).toThrow(DistributionError);
  });
  it('refuses a value of a type no outcome has, instead of answering 0', () => {
    expect(() => probability(twoD6, '7' as unknown as number)).toThrow(DistributionError);
    expect(() => probability(twoD6, 7n as unknown as number)).toThrow(/7/);
    expect(() => probability(twoD6, undefined as unknown as number)).toThrow(DistributionError);
    expect(probability(fromWeights<string | number>([['heads', 1], [1, 1]]), 'heads')).toEqual({ num: 1n, den: 2n });
    expect(probability(fromWeights<string | number>([[1, 1]]), 'miss')).toEqual({ num: 0n, den: 1n }); // a union member not listed
  });
});

describe('probabilityAtLeast', () => {
  it('gives P(2d6 ≥ 7) = 7/12 and takes infinite thresholds', () => {
    expect(probabilityAtLeast(twoD6, 7)).toEqual({ num: 7n, den: 12n });
    expect(probabilityAtLeast(twoD6, -Infinity)).toEqual({ num: 1n, den: 1n });
  });
  it('refuses NaN with a DistributionError', () => {
    expect(() => probabilityAtLeast(twoD6, NaN)).toThrow(/NaN/);
  });
  it('refuses a non-number threshold', () => {
    expect(() => probabilityAtLeast(twoD6, '7' as unknown as number)).toThrow(DistributionError);
  });
});

describe('probabilityAtMost', () => {
  it('gives P(2d6 ≤ 4) = 1/6 and takes infinite thresholds', () => {
    expect(probabilityAtMost(twoD6, 4)).toEqual({ num: 1n, den: 6n });
    expect(probabilityAtMost(twoD6, Infinity)).toEqual({ num: 1n, den: 1n });
  });
  it('refuses NaN with a DistributionError', () => {
    expect(() => probabilityAtMost(twoD6, NaN)).toThrow(DistributionError);
  });
  it('refuses a non-number threshold', () => {
    expect(() => probabilityAtMost(twoD6, null as unknown as number)).toThrow(DistributionError);
  });
});

describe('probabilityAtLeast with a value that has no string form', () => {
  // Known bug, left for the owner of probability.ts: the error message calls String(value), which
  // throws a raw TypeError ("Cannot convert object to primitive value") for an object without a
  // prototype, so the caller gets a TypeError instead of a DistributionError. Found by the
  // hostile-input property test with fast-check seed 875030699. Remove `.fails` once fixed.
  it.fails('throws a DistributionError, not a raw TypeError', () => {
    expect(() => probabilityAtLeast(twoD6, Object.create(null) as number)).toThrow(DistributionError);
  });
});
