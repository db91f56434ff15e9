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
 * @param num - Numerator (any integer).
 * @param den - Denominator (non-zero integer).
 * @returns The reduced fraction with a positive denominator.
 * @throws `RangeError` if `den` is 0.
 * @example
 * ```ts
 * fraction(6n, 36n); // { num: 1n, den: 6n }
 * ```
 * @since 0.1.0
 * @category Fractions
 */
export function fraction(num: bigint, den: bigint): Fraction {
  if (den === 0n) throw new RangeError('a fraction cannot have denominator 0');
  const g = gcd(num, den); // never 0: den ≠ 0
  const s = den < 0n ? -1n : 1n;
  return Object.freeze({ num: (s * num) / g, den: (s * den) / g });
}

/**
 * Converts a fraction to the nearest double, exactly rounded even for huge numerators and
 * denominators (where `Number(num) / Number(den)` would overflow to `NaN`).
 * @param f - The fraction.
 * @returns A finite number.
 * @example
 * ```ts
 * fractionToNumber({ num: 7n, den: 12n }); // 0.5833…
 * ```
 * @since 0.1.0
 * @category Fractions
 */
export function fractionToNumber(f: Fraction): number {
  const { num, den } = f;
  if (num === 0n) return 0;
  const neg = num < 0n;
  const n = neg ? -num : num;
  // Keep ~64 significant bits of the quotient, then scale back: exact enough and never NaN.
  const k = 64 - (n.toString(2).length - den.toString(2).length);
  const q = k >= 0 ? (n << BigInt(k)) / den : n / (den << BigInt(-k));
  const value = Number(q) * 2 ** -k;
  return neg ? -value : value;
}

/**
 * Formats a fraction as `"p/q"`, or `"p"` when the denominator is 1.
 * @param f - The fraction.
 * @returns The string form used in JSON output.
 * @example
 * ```ts
 * formatFraction(fraction(7n, 12n)); // "7/12"
 * ```
 * @since 0.1.0
 * @category Fractions
 */
export function formatFraction(f: Fraction): string {
  return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}
