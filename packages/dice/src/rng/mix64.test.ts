import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { add64, childState, fromSafeInteger, mix64, mul64, stateFromSeed128, type U64 } from './mix64.js';

const M = (1n << 64n) - 1n;
const big = ([hi, lo]: U64): bigint => (BigInt(hi) << 32n) | BigInt(lo);
const u64 = (): fc.Arbitrary<U64> => fc.tuple(fc.nat({ max: 0xffffffff }), fc.nat({ max: 0xffffffff }));
/** SplitMix64's finaliser with BigInt, the reference for the 32-bit version. */
function mixRef(x: bigint): bigint {
  let z = x;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & M;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & M;
  return z ^ (z >> 31n);
}

describe('mix64', () => {
  test.prop([u64(), u64()])('multiplies and adds modulo 2^64 like BigInt', (a, b) => {
    expect(big(mul64(a, b))).toBe((big(a) * big(b)) & M);
    expect(big(add64(a, b))).toBe((big(a) + big(b)) & M);
  });
  test.prop([u64()])('matches the BigInt SplitMix64 finaliser', (x) => {
    expect(big(mix64(x))).toBe(mixRef(big(x)));
  });
  it('matches the published first SplitMix64 output for state 0 (0xe220a8397b1dcdaf)', () => {
    expect(big(mix64([0x9e3779b9, 0x7f4a7c15])).toString(16)).toBe('e220a8397b1dcdaf');
  });
  test.prop([fc.maxSafeInteger()])('reads a safe integer as its 64-bit two’s complement', (v) => {
    expect(big(fromSafeInteger(v))).toBe(BigInt.asUintN(64, BigInt(v)));
  });
});

describe('stateFromSeed128', () => {
  it('gives the all-zero state for exactly the refused code', () => {
    expect(stateFromSeed128([0x40a7b892, 0xe31b1a47], [0x61c88646, 0x80b583eb])).toEqual([0, 0, 0, 0]);
  });
});

describe('childState', () => {
  test.prop([fc.tuple(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }))])(
    'gives different children for different indices and never the parent',
    (s) => {
      const [a, b] = [childState(s, 0), childState(s, 1)];
      expect(a).not.toEqual(b);
      expect(a).not.toEqual(s);
      expect(b).not.toEqual(s);
    },
  );
});

/** The inverse of {@link mixRef}: undo each xor-shift and multiply by the inverse multipliers mod 2^64. */
function unmixRef(x: bigint): bigint {
  const unshift = (z: bigint, r: bigint): bigint => {
    let y = z;
    for (let k = 0; k < 64; k += Number(r)) y = z ^ (y >> r);
    return y & M;
  };
  const inv = (a: bigint): bigint => {
    let y = 1n;
    for (let k = 0; k < 7; k++) y = (y * (2n - a * y)) & M; // Newton: each step doubles the correct bits
    return y;
  };
  let z = unshift(x, 31n);
  z = unshift((z * inv(0x94d049bb133111ebn)) & M, 27n);
  return unshift((z * inv(0xbf58476d1ce4e5b9n)) & M, 30n);
}
const words = (v: bigint): U64 => [Number(v >> 32n), Number(v & 0xffffffffn)];
const signed = (v: bigint): [number, number] => [Number(v >> 32n) | 0, Number(v & 0xffffffffn) | 0];

describe('childState (the one all-zero child)', () => {
  it('maps the single parent whose child would be all zero to [0, 0, 0, 1]', () => {
    // child = (b, c) with a = mix(s0 ^ key), b = mix(s1 + a), c = mix((a ^ b) + GOLDEN2); mix(0) = 0, so
    // b = c = 0 needs a = -GOLDEN2, s1 = GOLDEN2 and s0 = key ^ unmix(-GOLDEN2).
    const G2 = 0xbf58476d1ce4e5b9n;
    expect(unmixRef(mixRef(0x0123456789abcdefn))).toBe(0x0123456789abcdefn);
    const key = mixRef((0x9e3779b97f4a7c15n * 1n) & M); // the key of index 0: mix(GOLDEN * (0 + 1))
    const a = (-G2) & M;
    const s0 = key ^ unmixRef(a);
    expect(mixRef(s0 ^ key)).toBe(a);
    const parent: [number, number, number, number] = [...signed(s0), ...signed(G2)];
    expect(childState(parent, 0)).toEqual([0, 0, 0, 1]);
    // a neighbour of that parent gets an ordinary child
    expect(childState([parent[0], parent[1] ^ 1, parent[2], parent[3]], 0)).not.toEqual([0, 0, 0, 1]);
    expect(words(s0)).toEqual([parent[0] >>> 0, parent[1] >>> 0]);
  });
});
