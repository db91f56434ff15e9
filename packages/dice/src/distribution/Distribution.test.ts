import { describe, expect, it } from 'vitest';
import { combine } from './combine.js';
import { constant } from './constant.js';
import { die } from './die.js';
import { DistributionError, type Outcome } from './Distribution.js';
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
