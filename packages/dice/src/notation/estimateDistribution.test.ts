import { describe, expect, it } from 'vitest';
import { DistributionError } from '../distribution/Distribution.js';
import { distribution, expectedValue } from './distribution.js';
import { estimateDistribution } from './estimateDistribution.js';

describe('estimateDistribution', () => {
  it('gives exact figures for sums of plain dice', () => {
    expect(estimateDistribution('2d6')).toEqual({ outcomes: 11, digits: 2 });
    expect(estimateDistribution('10000d6')).toEqual({ outcomes: 50001, digits: 7782 });
    expect(estimateDistribution('300d1000')).toEqual({ outcomes: 299701, digits: 901 });
    expect((1000n ** 300n).toString()).toHaveLength(901); // the total weight of 300d1000
  });
  it('bounds the real distribution for rerolls, pools, successes and explosions', () => {
    for (const f of ['3d6r1', '4d6kh3', '10d10>=8f=1', '1d6!', '2d6ro1*1d4', '1d20-1d4/2']) {
      const d = distribution(f);
      const e = estimateDistribution(f);
      expect(e.outcomes).toBeGreaterThanOrEqual(d.outcomes.length);
      expect(e.digits).toBeGreaterThanOrEqual(d.total.toString().length);
    }
  });
});

describe('distribution', () => {
  // Each of these used to run for seconds (up to 47 s) before a limit refused it or it finished.
  it.each([
    ['500d100/100d6', /a quotient of 49501 and 501 outcomes needs/],
    ['100d100*100d100', /a product of 9901 and 9901 outcomes needs/],
    ['1d1000000-1d1000000', /a sum or difference with 1999999 outcomes would exceed 1000000/],
    ['1d1000000+1d1000000', /would exceed 1000000/],
  ])('refuses %s from the formula alone, naming the limit', (f, message) => {
    expect(() => estimateDistribution(f)).toThrow(message);
    expect(() => distribution(f)).toThrow(DistributionError);
    expect(() => distribution(f)).toThrow(message);
  });
  it('builds 1d1000000 and its mean (a closed form)', () => {
    expect(distribution('1d1000000').outcomes).toHaveLength(1_000_000);
    expect(expectedValue('1d1000000')).toEqual({ num: 1_000_001n, den: 2n });
  });
});

describe('estimateDistribution (worked figures)', () => {
  it('gives one outcome of one digit for a constant (2^0 = 1 has one digit)', () => {
    expect(estimateDistribution('3')).toEqual({ outcomes: 1, digits: 1 });
  });
  it('uses depth 20 unless told and refuses a bad depth with the exact message', () => {
    // 1d6!: log2 6 bits per roll times depth + 1 rolls.
    expect(estimateDistribution('1d6!')).toEqual(estimateDistribution('1d6!', { depth: 20 }));
    expect(estimateDistribution('1d6!', { depth: 0 })).toEqual({ outcomes: 6, digits: 1 });
    expect(() => estimateDistribution('1d6', { depth: 101 })).toThrow(new DistributionError('depth must be an integer in 0..100, got 101'));
  });
});

describe('estimateDistribution (digits as an upper bound)', () => {
  // `digits` bounds the total weight, rerolls of `uo` and the mixture over rolled side counts included.
  // 2d3uo: a repeat is thrown again once, 3·3·3 = 27 in lowest terms (the estimate was 1 digit).
  // 1d(1d6): the mixture of d1..d6 has total lcm(1..6)·6 = 360 in lowest terms (it was 2).
  it('bounds the digits of the total weight of unique dice rerolled once and of rolled side counts', () => {
    expect(estimateDistribution('2d3uo').digits).toBeGreaterThanOrEqual(distribution('2d3uo').total.toString().length);
    expect(estimateDistribution('1d(1d6)').digits).toBeGreaterThanOrEqual(distribution('1d(1d6)').total.toString().length);
    for (const f of ['1d(1d20)', '2d(1d6)', '1d(1d4+2)', '2d3uo', '1d(1d1000)']) {
      expect(estimateDistribution(f).digits, f).toBeGreaterThanOrEqual(distribution(f).total.toString().length);
    }
    expect(distribution('1d(1d20)').total.toString().length).toBe(10);
    expect(estimateDistribution('1d(1d20)').digits).toBe(11);
    expect(estimateDistribution('1d(1d1000)').digits).toBe(455);
    expect(estimateDistribution('2d3uo').digits).toBe(2);
    expect(estimateDistribution('1d(1d6)').digits).toBe(4);
  });
  it('bounds them for the plain forms beside them', () => {
    expect(estimateDistribution('2d3u').digits).toBeGreaterThanOrEqual(distribution('2d3u').total.toString().length);
    expect(estimateDistribution('(1d6)d6').digits).toBeGreaterThanOrEqual(distribution('(1d6)d6').total.toString().length);
  });
});
