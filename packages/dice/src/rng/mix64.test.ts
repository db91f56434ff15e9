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
