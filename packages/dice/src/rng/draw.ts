import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * @internal How every die face, index and sample in Rollwright is drawn from the generator.
 *
 * pure-rand's xoroshiro128+ returns the low 32 bits of a sum; the lowest of them is a linear
 * function of the state (an LFSR), and the few above it are nearly so. Two steps keep that
 * structure out of every result:
 *
 * 1. each 32-bit output passes through a bijective integer finaliser ({@link word}), so every
 *    bit of the word depends on all 32 output bits, including the top ones the carry chain
 *    makes highly non-linear;
 * 2. a value in `0..n-1` is the word divided by `floor(2^32 / n)` (the HIGH part of the word),
 *    rejecting the few words past the last whole multiple, so it is exactly uniform
 *    (no modulo bias) and never reads the low bits alone.
 *
 * All arithmetic stays below 2^53, so the same state gives the same values on every engine.
 */

/** The next generator output as an unsigned 32-bit word, through a bijective finaliser. */
export function word(g: RandomGenerator): number {
  // Two multiply/xor-shift rounds (the constants of Wellons' low-bias 32-bit hash).
  let x = g.next();
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

const TWO32 = 0x100000000;
const TWO53 = 0x20000000000000;

/**
 * The divisor of the one-word draw below `n` ({@link belowWord}) for `1 ≤ n ≤ 2^32`: a caller
 * drawing many dice of one size works it out once.
 */
export function wordDivisor(n: number): number {
  return Math.floor(TWO32 / n);
}

/**
 * One uniform integer in `0..n-1` from whole words, given `q = wordDivisor(n)` and
 * `limit = q * n`: words at or over `limit` are drawn again, so each value is equally likely.
 * The same draws and value as {@link below}(g, n) for `n ≤ 2^32`.
 */
export function belowWord(g: RandomGenerator, q: number, limit: number): number {
  let x = word(g);
  while (x >= limit) x = word(g);
  // Both below 2^32: the quotient is exact.
  return Math.floor(x / q);
}

/**
 * A uniform integer in `0..n-1`, for a safe integer `1 ≤ n ≤ 2^53` (the caller checks).
 * One word when `n ≤ 2^32` (and the draw is accepted), two words for larger `n`.
 */
export function below(g: RandomGenerator, n: number): number {
  if (n <= TWO32) {
    const q = wordDivisor(n);
    return belowWord(g, q, q * n);
  }
  const q = Math.floor(TWO53 / n);
  const limit = q * n;
  let x = wide(g);
  while (x >= limit) x = wide(g);
  let k = Math.floor(x / q);
  // A quotient near 2^21 can round up to the next integer: correct it exactly.
  if (k * q > x) k -= 1;
  return k;
}

/** A uniform integer in `0..2^53-1` from two words (21 high bits of the first). */
function wide(g: RandomGenerator): number {
  const hi = word(g) >>> 11;
  return hi * TWO32 + word(g);
}

/** A uniform integer in `lo..hi` (safe integers, `hi - lo < 2^53`; the caller checks). */
export function between(g: RandomGenerator, lo: number, hi: number): number {
  return lo + below(g, hi - lo + 1);
}

/**
 * A uniform bigint in `0..n-1` for `n ≥ 1n`: the number path when `n ≤ 2^53`, else as many
 * words as `n` needs, rejected past the last whole multiple and divided (high part kept).
 */
export function belowBig(g: RandomGenerator, n: bigint): bigint {
  if (n <= BigInt(TWO53)) return BigInt(below(g, Number(n)));
  let words = 0;
  let span = 1n;
  while (span < n) {
    span <<= 32n;
    words++;
  }
  const q = span / n;
  const limit = q * n;
  for (;;) {
    let x = 0n;
    for (let i = 0; i < words; i++) x = (x << 32n) | BigInt(word(g));
    if (x < limit) return x / q;
  }
}
