import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { CliUsageError } from './errors.js';
import { MAX_TIMES, SEED_RANGE, parseSeed, parseTimes } from './options.js';

describe('parseSeed', () => {
  it('reads every safe integer (as seed() does), including the Unicode minus sign', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('-7')).toBe(-7);
    expect(parseSeed('−7')).toBe(-7);
    expect(parseSeed('4294967296')).toBe(4_294_967_296);
    expect(parseSeed(String(SEED_RANGE[0]))).toBe(-9_007_199_254_740_991);
    expect(parseSeed(String(SEED_RANGE[1]))).toBe(9_007_199_254_740_991);
  });

  it('rejects anything else with a message naming the option and the value', () => {
    for (const bad of ['', 'x', '1.5', '1e3', '9007199254740992', '-9007199254740992', '0x10']) {
      expect(() => parseSeed(bad)).toThrow(CliUsageError);
    }
    expect(() => parseSeed('abc')).toThrow('--seed must be a safe integer (-9007199254740991..9007199254740991), got "abc"');
  });

  test.prop([fc.integer({ min: SEED_RANGE[0], max: SEED_RANGE[1] })])('round-trips every printed seed', (n) => {
    expect(parseSeed(String(n))).toBe(n);
  });
});

describe('parseTimes', () => {
  it(`accepts 1..${MAX_TIMES}`, () => {
    expect(parseTimes('1')).toBe(1);
    expect(parseTimes(String(MAX_TIMES))).toBe(MAX_TIMES);
  });

  it('rejects 0, negatives, fractions and values over the limit', () => {
    for (const bad of ['0', '-1', '2.5', String(MAX_TIMES + 1), 'many']) {
      expect(() => parseTimes(bad)).toThrow(CliUsageError);
    }
  });
});
