import { describe, expect, it } from 'vitest';
import { formatRange, parseRange } from './range.js';

describe('parseRange', () => {
  it('reads a whole number as a one-total range', () => {
    expect(parseRange('7')).toEqual({ low: 7, high: 7 });
    expect(parseRange('-3')).toEqual({ low: -3, high: -3 });
    expect(parseRange(12)).toEqual({ low: 12, high: 12 });
  });

  it('reads 00 as 100, alone and as the end of a percentile range', () => {
    expect(parseRange('00')).toEqual({ low: 100, high: 100 });
    expect(parseRange('96-00')).toEqual({ low: 96, high: 100 });
  });

  it('reads a-b with a hyphen, an en dash or an em dash, spaces ignored', () => {
    expect(parseRange('2-3')).toEqual({ low: 2, high: 3 });
    expect(parseRange('2–3')).toEqual({ low: 2, high: 3 });
    expect(parseRange('2—3')).toEqual({ low: 2, high: 3 });
    expect(parseRange(' 4 - 6 ')).toEqual({ low: 4, high: 6 });
    expect(parseRange('-2--1')).toEqual({ low: -2, high: -1 });
    expect(parseRange('5-5')).toEqual({ low: 5, high: 5 });
  });

  it('reads N+, ≥N and >=N as N and above', () => {
    expect(parseRange('20+')).toEqual({ low: 20, high: Infinity });
    expect(parseRange('≥13')).toEqual({ low: 13, high: Infinity });
    expect(parseRange('>=13')).toEqual({ low: 13, high: Infinity });
    expect(parseRange('-1+')).toEqual({ low: -1, high: Infinity });
  });

  it('reads ≤N and <=N as N and below', () => {
    expect(parseRange('≤0')).toEqual({ low: -Infinity, high: 0 });
    expect(parseRange('<=5')).toEqual({ low: -Infinity, high: 5 });
    expect(parseRange('≤-2')).toEqual({ low: -Infinity, high: -2 });
  });

  it('returns undefined for text it cannot read', () => {
    for (const bad of ['', 'x', '3-2', '1-', '-', '1.5', '+3', '3++', '≤', '≥', '1-2-3', '2-x', 'x-2', 'a7', '7a', '=5', '<5']) {
      expect(parseRange(bad), bad).toBeUndefined();
    }
  });

  it('returns undefined rather than a rounded bound for numbers past the safe integers', () => {
    const big = '9007199254740993';
    expect(parseRange(big)).toBeUndefined();
    expect(parseRange(`${big}+`)).toBeUndefined();
    expect(parseRange(`≤${big}`)).toBeUndefined();
    expect(parseRange(`1-${big}`)).toBeUndefined();
    expect(parseRange(`${big}-1`)).toBeUndefined();
    expect(parseRange('9007199254740991')).toEqual({ low: 9007199254740991, high: 9007199254740991 });
  });

  it('returns undefined for numbers that are not safe integers', () => {
    expect(parseRange(1.5)).toBeUndefined();
    expect(parseRange(Number.NaN)).toBeUndefined();
    expect(parseRange(Infinity)).toBeUndefined();
    expect(parseRange(2 ** 53)).toBeUndefined();
  });
});

describe('formatRange', () => {
  it('writes the canonical form of each kind of range', () => {
    expect(formatRange({ low: 7, high: 7 })).toBe('7');
    expect(formatRange({ low: 2, high: 3 })).toBe('2-3');
    expect(formatRange({ low: 20, high: Infinity })).toBe('20+');
    expect(formatRange({ low: -Infinity, high: 0 })).toBe('≤0');
  });

  it('round-trips through parseRange', () => {
    for (const s of ['1', '2-3', '20+', '≤0', '-4--2']) {
      const r = parseRange(s);
      expect(r, s).toBeDefined();
      if (r !== undefined) expect(formatRange(r)).toBe(s);
    }
  });
});
