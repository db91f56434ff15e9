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

describe('probability queries on a value String() cannot convert', () => {
  it('throw a DistributionError naming the value, not a raw TypeError', () => {
    const odd = Object.create(null) as number;
    expect(() => probabilityAtLeast(die(6), odd)).toThrow(DistributionError);
    expect(() => probabilityAtMost(die(6), odd)).toThrow('got object [object Object]');
    expect(() => probability(die(6), odd)).toThrow(DistributionError);
  });
});
