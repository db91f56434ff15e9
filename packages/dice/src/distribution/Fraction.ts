import { DistributionError } from './Distribution.js';

/**
 * An exact non-negative rational number `num / den` in lowest terms (`den > 0`).
 * @since 0.1.0
 * @category Fractions
 */
export interface Fraction {
  /** Numerator (≥ 0). */
  readonly num: bigint;
  /** Denominator (> 0); `1n` for a whole number. */
  readonly den: bigint;
}

/** @internal Greatest common divisor of two integers (≥ 0; 0 when both are 0). */
export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * Builds a fraction in lowest terms.
 * @param num - Numerator (any bigint).
 * @param den - Denominator (a non-zero bigint).
 * @returns The reduced fraction with a positive denominator.
 * @throws {@link DistributionError} if `num` or `den` is not a bigint (a number such as `2`
 *   included: write `2n`), or if `den` is `0n`.
 * @example
 * ```ts
 * fraction(6n, 36n); // { num: 1n, den: 6n }
 * ```
 * @since 0.1.0
 * @category Fractions
 */
export function fraction(num: bigint, den: bigint): Fraction {
  if (typeof num != 'bigint' || typeof den != 'bigint' || den === 0n) {
    throw new DistributionError('a fraction needs a bigint num and a non-zero bigint den');
  }
  const g = gcd(num, den); // never 0: den ≠ 0
  const s = den < 0n ? -1n : 1n;
  return Object.freeze({ num: (s * num) / g, den: (s * den) / g });
}

/**
 * Converts a fraction to the nearest double, even for huge numerators and denominators (where
 * `Number(num) / Number(den)` would overflow to `NaN`) and for values down to `Number.MIN_VALUE`.
 * @param f - The fraction.
 * @returns The nearest number: `±Infinity` when `|f|` is too large for a number (from about
 *   1.8e308, past `Number.MAX_VALUE`, as `Number(10n ** 400n)` is `Infinity`); `0` below
 *   `Number.MIN_VALUE`. The exact value stays in the fraction.
 * @example
 * ```ts
 * fractionToNumber({ num: 7n, den: 12n }); // 0.5833…
 * ```
 * @since 0.1.0
 * @category Fractions
 */
export function fractionToNumber(f: Fraction): number {
  if (typeof f?.num !== 'bigint' || typeof f.den !== 'bigint' || f.den === 0n) throw new DistributionError('fractionToNumber needs bigint num and a non-zero bigint den');
  const { num, den } = f;
  if (num === 0n) return 0;
  const neg = num < 0n;
  const n = neg ? -num : num;
  // Keep ~64 significant bits of the quotient, then scale back: exact enough and never NaN.
  // Below 2^-1010 keep only bits down to 2^-1074 (Number.MIN_VALUE), so 2 ** -k never underflows.
  const k = Math.min(1074, 64 - (bitLength(n) - bitLength(den)));
  const q = k >= 0 ? (n << BigInt(k)) / den : n / (den << BigInt(-k));
  const value = Number(q) * 2 ** -k;
  return neg ? -value : value;
}

/**
 * `x.toString(2).length` for a non-zero bigint, from its hex digits: a quarter of the
 * characters, which matters when every row of a large table converts a thousand-digit weight.
 */
function bitLength(x: bigint): number {
  if (x < 0n) return 1 + bitLength(-x); // as toString(2): the sign counts
  if (x <= 0xffffffffn) return 32 - Math.clz32(Number(x));
  const h = x.toString(16);
  return 4 * (h.length - 1) + (32 - Math.clz32(parseInt(h[0] as string, 16)));
}

/**
 * Formats a fraction as `"p/q"`, or `"p"` when the denominator is 1.
 * @param f - The fraction.
 * @returns The string form used in JSON output.
 * @throws {@link DistributionError} if `f` is not a fraction with bigint parts and a positive
 *   denominator (`{ num: 1n, den: 0n }`).
 * @example
 * ```ts
 * formatFraction(fraction(7n, 12n)); // "7/12"
 * ```
 * @since 0.1.0
 * @category Fractions
 */
export function formatFraction(f: Fraction): string {
  if (typeof f?.num !== 'bigint' || typeof f.den !== 'bigint' || f.den <= 0n) {
    throw new DistributionError(`formatFraction needs bigint num and a positive bigint den, got ${f === null || typeof f !== 'object' ? String(f) : `${String(f.num)}/${String(f.den)}`}`);
  }
  return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}
