/**
 * @internal 64-bit integer hashing written with 32-bit halves, so every platform (Node,
 * browsers, any JS engine) computes the same bits without BigInt. A 64-bit value is a pair
 * `[hi, lo]` of unsigned 32-bit integers.
 *
 * The finaliser is SplitMix64's (Steele, Lea and Flood): two xor-shift/multiply rounds and a
 * last xor-shift. It is a bijection on 64-bit words with full avalanche: flipping any input
 * bit flips each output bit with probability close to 1/2. It is not a cryptographic hash.
 */
export type U64 = readonly [hi: number, lo: number];

/** The 64-bit golden-ratio increment SplitMix64 adds between outputs (odd). */
export const GOLDEN: U64 = [0x9e3779b9, 0x7f4a7c15];
/** A second odd constant (the first multiplier of Stafford's mix 13) used as another key. */
export const GOLDEN2: U64 = [0xbf58476d, 0x1ce4e5b9];
const M2: U64 = [0x94d049bb, 0x133111eb];

/** The full 64-bit product of two unsigned 32-bit integers, as `[hi, lo]`. */
function mulFull32(a: number, b: number): [number, number] {
  const a0 = a & 0xffff;
  const a1 = a >>> 16;
  const b0 = b & 0xffff;
  const b1 = b >>> 16;
  const p00 = a0 * b0;
  const p01 = a0 * b1;
  const p10 = a1 * b0;
  // Each partial product is below 2^32, so every sum here is an exact double.
  const mid = (p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff);
  const hi = a1 * b1 + (p01 >>> 16) + (p10 >>> 16) + Math.floor(mid / 0x10000);
  const lo = ((mid & 0xffff) * 0x10000 + (p00 & 0xffff)) >>> 0;
  return [hi >>> 0, lo];
}

/** `a * b` modulo 2^64. */
export function mul64(a: U64, b: U64): U64 {
  const [h, l] = mulFull32(a[1], b[1]);
  // The cross terms only reach the high word; their sum is exact before the final >>> 0.
  return [(h + Math.imul(a[0], b[1]) + Math.imul(a[1], b[0])) >>> 0, l];
}

/** `a + b` modulo 2^64. */
export function add64(a: U64, b: U64): U64 {
  const lo = a[1] + b[1];
  return [(a[0] + b[0] + (lo > 0xffffffff ? 1 : 0)) >>> 0, lo >>> 0];
}

/** `a ^ b`. */
export function xor64(a: U64, b: U64): U64 {
  return [(a[0] ^ b[0]) >>> 0, (a[1] ^ b[1]) >>> 0];
}

/** `x ^ (x >>> r)` for a shift `0 < r < 32`. */
function xorShift(x: U64, r: number): U64 {
  return [(x[0] ^ (x[0] >>> r)) >>> 0, (x[1] ^ ((x[1] >>> r) | (x[0] << (32 - r)))) >>> 0];
}

/** SplitMix64's finaliser: a bijective, well-avalanched 64-bit hash. `mix64([0, 0])` is `[0, 0]`. */
export function mix64(x: U64): U64 {
  return xorShift(mul64(xorShift(mul64(xorShift(x, 30), GOLDEN2), 27), M2), 31);
}

/**
 * A safe integer as a 64-bit two's-complement word: `-1` is all ones, `2^53 - 1` is
 * `[0x1fffff, 0xffffffff]`. Every safe integer gives a different word.
 */
export function fromSafeInteger(v: number): U64 {
  // `v >>> 0` is v modulo 2^32; the floor division is exact for every safe integer.
  return [Math.floor(v / 0x100000000) >>> 0, v >>> 0];
}

/**
 * The generator state for a 128-bit seed `(hi, lo)`: a bijection, so distinct seeds always
 * give distinct states. The low word goes through the finaliser first; the high word is
 * folded into the second half, which is a second finaliser call keyed by the first result.
 * Returns pure-rand's xoroshiro128+ word order `[s0 hi, s0 lo, s1 hi, s1 lo]` as signed
 * 32-bit integers. Exactly one seed (never a safe integer) gives the all-zero state.
 */
export function stateFromSeed128(hi: U64, lo: U64): [number, number, number, number] {
  const a = mix64(add64(lo, GOLDEN));
  const b = mix64(add64(xor64(hi, a), GOLDEN2));
  return [a[0] | 0, a[1] | 0, b[0] | 0, b[1] | 0];
}

/**
 * The state of child `index` of a generator state (a split): for a fixed index this is a
 * bijection of the parent's 128 bits, so different parents always give different children at
 * the same index; the index enters as its own finalised key, so the children of one parent
 * differ from each other and from every other node except by a 128-bit hash collision.
 */
export function childState(state: readonly [number, number, number, number], index: number): [number, number, number, number] {
  const s0: U64 = [state[0] >>> 0, state[1] >>> 0];
  const s1: U64 = [state[2] >>> 0, state[3] >>> 0];
  const key = mix64(mul64(GOLDEN, add64(fromSafeInteger(index), [0, 1])));
  const a = mix64(xor64(s0, key));
  const b = mix64(add64(s1, a));
  const c = mix64(add64(xor64(a, b), GOLDEN2));
  // (a, b) ↔ (b, c) is one-to-one, so (s0, s1) → (b, c) is too.
  if ((b[0] | b[1] | c[0] | c[1]) === 0) return [0, 0, 0, 1]; // one parent in 2^128: never all zero
  return [b[0] | 0, b[1] | 0, c[0] | 0, c[1] | 0];
}
