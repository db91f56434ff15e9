import { describe, expect, it } from 'vitest';
import { DistributionError } from './Distribution.js';
import { fraction, fractionToNumber } from './Fraction.js';

describe('fraction', () => {
  it('reduces to lowest terms with a positive denominator', () => {
    expect(fraction(6n, -36n)).toEqual({ num: -1n, den: 6n });
  });
  it.each([
    [1, 2],
    [1.5, 2],
    [1n, 2],
    [1, 2n],
    ['1', 2n],
  ])('refuses non-bigint parts (%s, %s) with a DistributionError instead of hanging', (num, den) => {
    expect(() => fraction(num as bigint, den as bigint)).toThrow(DistributionError);
  });
  it('refuses a zero denominator with a DistributionError', () => {
    expect(() => fraction(1n, 0n)).toThrow(DistributionError);
    expect(() => fraction(1n, 0n)).toThrow(/non-zero/);
  });
});

describe('fractionToNumber', () => {
  it('converts huge parts whose quotient is an ordinary number', () => {
    expect(fractionToNumber(fraction(10n ** 400n, 3n * 10n ** 399n))).toBe(10 / 3);
    expect(fractionToNumber(fraction(-(10n ** 300n), 3n))).toBe(-1e300 / 3);
  });
  it('keeps tiny values near and below Number.MIN_VALUE instead of rounding them to 0', () => {
    expect(fractionToNumber(fraction(1n, 2n ** 1020n))).toBe(2 ** -1020);
    expect(fractionToNumber(fraction(3n, 2n ** 1060n))).toBe(3 * 2 ** -1060);
    expect(fractionToNumber(fraction(1n, 2n ** 1074n))).toBe(Number.MIN_VALUE);
    expect(fractionToNumber(fraction(1n, 10n ** 400n))).toBe(0);
  });
  it('gives ±Infinity for values beyond Number.MAX_VALUE, as Number(bigint) does', () => {
    expect(fractionToNumber(fraction(10n ** 400n, 3n))).toBe(Infinity);
    expect(fractionToNumber(fraction(-(10n ** 400n), 3n))).toBe(-Infinity);
    expect(fractionToNumber(fraction(2n ** 1024n - 1n, 1n))).toBe(Infinity); // rounds up past MAX_VALUE
    expect(fractionToNumber(fraction(BigInt(Number.MAX_VALUE), 1n))).toBe(Number.MAX_VALUE);
  });
});
