import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { DistributionError } from './Distribution.js';
import { formatFraction, fraction, fractionToNumber, gcd, type Fraction } from './Fraction.js';

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

/** The conversion with bit lengths from `toString(2)` (how fractionToNumber counted them before). */
function referenceToNumber(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  const neg = num < 0n;
  const n = neg ? -num : num;
  const k = Math.min(1074, 64 - (n.toString(2).length - den.toString(2).length));
  const q = k >= 0 ? (n << BigInt(k)) / den : n / (den << BigInt(-k));
  const value = Number(q) * 2 ** -k;
  return neg ? -value : value;
}

describe('fractionToNumber', () => {
  const big = fc.bigInt({ min: -(1n << 3000n), max: 1n << 3000n });
  test.prop([big, big.filter((d) => d !== 0n)])('gives the same double as counting bits with toString(2)', (num, den) => {
    expect(fractionToNumber({ num, den })).toBe(referenceToNumber(num, den));
    // Many weights over one total (the memoised denominator), then another total.
    expect(fractionToNumber({ num: num + 1n, den })).toBe(referenceToNumber(num + 1n, den));
  });
  it('gives the same double for every row of a table over one huge total', () => {
    const den = 6n ** 900n;
    for (let w = 1n; w < den; w = w * 7n + 3n) expect(fractionToNumber({ num: w, den })).toBe(referenceToNumber(w, den));
  });
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
  it('refuses a hand-made fraction with a zero denominator with a DistributionError, not a bigint RangeError or 0', () => {
    const refusal = new DistributionError('fractionToNumber needs bigint num and a non-zero bigint den');
    expect(() => fractionToNumber({ num: 1n, den: 0n })).toThrow(refusal);
    // 0/0 is no number either, even though its numerator alone would give 0.
    expect(() => fractionToNumber({ num: 0n, den: 0n })).toThrow(refusal);
  });
});

describe('gcd', () => {
  it('is positive whatever the signs of its arguments', () => {
    expect(gcd(-6n, 4n)).toBe(2n);
    expect(gcd(4n, -6n)).toBe(2n);
    expect(gcd(-12n, -18n)).toBe(6n);
    expect(gcd(0n, -5n)).toBe(5n);
    expect(gcd(0n, 0n)).toBe(0n);
  });
});

describe('fraction (signs)', () => {
  it('reduces negative parts to a positive denominator', () => {
    expect(fraction(-6n, 4n)).toEqual({ num: -3n, den: 2n });
    expect(fraction(4n, -6n)).toEqual({ num: -2n, den: 3n });
    expect(fraction(-4n, -6n)).toEqual({ num: 2n, den: 3n });
    expect(fraction(0n, -7n)).toEqual({ num: 0n, den: 1n });
    expect(Object.isFrozen(fraction(1n, 2n))).toBe(true);
  });
  it('refuses a zero denominator with the exact message', () => {
    expect(() => fraction(1n, 0n)).toThrow(new DistributionError('a fraction needs a bigint num and a non-zero bigint den'));
    expect(() => fraction(1 as unknown as bigint, 2n)).toThrow(new DistributionError('a fraction needs a bigint num and a non-zero bigint den'));
    expect(() => fraction(1n, 2 as unknown as bigint)).toThrow(new DistributionError('a fraction needs a bigint num and a non-zero bigint den'));
  });
});

describe('fractionToNumber (plain values)', () => {
  it('converts small fractions to the nearest double', () => {
    expect(fractionToNumber({ num: 7n, den: 12n })).toBe(7 / 12);
    expect(fractionToNumber({ num: -1n, den: 3n })).toBe(-1 / 3);
    expect(fractionToNumber({ num: 0n, den: 5n })).toBe(0);
    expect(fractionToNumber({ num: 5n, den: 1n })).toBe(5);
    expect(fractionToNumber({ num: 2n ** 40n + 1n, den: 3n })).toBe((2 ** 40 + 1) / 3);
    expect(fractionToNumber({ num: 1n, den: 2n ** 40n * 3n })).toBe(1 / (2 ** 40 * 3));
  });
  it('refuses a value that is no fraction with the exact message', () => {
    const refusal = new DistributionError('fractionToNumber needs bigint num and a non-zero bigint den');
    expect(() => fractionToNumber(null as unknown as Fraction)).toThrow(refusal);
    expect(() => fractionToNumber({ num: 1, den: 2n } as unknown as Fraction)).toThrow(refusal);
    expect(() => fractionToNumber({ num: 1n, den: 2 } as unknown as Fraction)).toThrow(refusal);
  });
});

describe('formatFraction', () => {
  it('writes "p/q", or "p" for a whole number', () => {
    expect(formatFraction(fraction(7n, 12n))).toBe('7/12');
    expect(formatFraction(fraction(-3n, 6n))).toBe('-1/2');
    expect(formatFraction(fraction(4n, 2n))).toBe('2');
    expect(formatFraction(fraction(0n, 2n))).toBe('0');
  });
  it('refuses a value that is no fraction, showing it in the message', () => {
    expect(() => formatFraction({ num: 1n, den: 0n })).toThrow(new DistributionError('formatFraction needs bigint num and a positive bigint den, got 1/0'));
    expect(() => formatFraction({ num: 1n, den: -2n })).toThrow(new DistributionError('formatFraction needs bigint num and a positive bigint den, got 1/-2'));
    expect(() => formatFraction({ num: 1, den: 2n } as unknown as Fraction)).toThrow(new DistributionError('formatFraction needs bigint num and a positive bigint den, got 1/2'));
    expect(() => formatFraction({ num: 1n, den: 2 } as unknown as Fraction)).toThrow(new DistributionError('formatFraction needs bigint num and a positive bigint den, got 1/2'));
    expect(() => formatFraction(null as unknown as Fraction)).toThrow(new DistributionError('formatFraction needs bigint num and a positive bigint den, got null'));
    expect(() => formatFraction(3 as unknown as Fraction)).toThrow(new DistributionError('formatFraction needs bigint num and a positive bigint den, got 3'));
  });
});
