import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { CliUsageError } from './errors.js';
import { MAX_FACES, MAX_TIMES, SEED_RANGE, parseFaces, parseFacesOrLabels, parseSeed, parseTimes } from './options.js';

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

describe('parseFacesOrLabels', () => {
  it('reads whole numbers and labels, separated by commas and/or spaces', () => {
    expect(parseFacesOrLabels('skull,blank 1')).toEqual(['skull', 'blank', 1]);
    expect(parseFacesOrLabels(' 17, 4 ')).toEqual([17, 4]);
    expect(parseFacesOrLabels('-1 0 +1 −1')).toEqual([-1, 0, 1, -1]);
    expect(parseFacesOrLabels('_x,a-b,C3')).toEqual(['_x', 'a-b', 'C3']);
  });

  it('returns a frozen list', () => {
    expect(Object.isFrozen(parseFacesOrLabels('heads'))).toBe(true);
  });

  it('refuses an item that is neither a whole number nor a label, and an empty list', () => {
    expect(() => parseFacesOrLabels('1.5')).toThrow(new CliUsageError('--faces: item 1 is "1.5", neither a whole number nor a face label (give faces like 17,4 or heads,tails)'));
    expect(() => parseFacesOrLabels('heads 1a')).toThrow(/item 2 is "1a"/);
    expect(() => parseFacesOrLabels('-x')).toThrow(CliUsageError);
    expect(() => parseFacesOrLabels('h:1')).toThrow(CliUsageError);
    expect(() => parseFacesOrLabels(' , ')).toThrow(/needs at least one face/);
    expect(() => parseFacesOrLabels('', 'that line')).toThrow(/^that line needs at least one face/);
  });

  it('cuts a long bad item in the message', () => {
    expect(() => parseFacesOrLabels(`1${'x'.repeat(100)}`)).toThrow(/item 1 is "1x{39}…", neither/);
  });

  it(`refuses more than MAX_FACES (${MAX_FACES}) faces before reading them`, () => {
    expect(parseFacesOrLabels(Array.from({ length: MAX_FACES }, () => 'a').join(','))).toHaveLength(MAX_FACES);
    expect(() => parseFacesOrLabels(Array.from({ length: MAX_FACES + 1 }, () => '1.5').join(','))).toThrow(/at most 100000 faces \(MAX_FACES\), got 100001/);
  });

  test.prop([fc.array(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.stringMatching(/^[A-Za-z_][\w-]{0,8}$/)), { minLength: 1, maxLength: 20 })])(
    'reads back any list of faces and labels it is given',
    (items) => {
      expect(parseFacesOrLabels(items.join(','))).toEqual(items);
    },
  );
});

describe('parseFaces', () => {
  it('still reads numbers only (the zilch --faces of three d6)', () => {
    expect(parseFaces('2,6,2')).toEqual([2, 6, 2]);
    expect(() => parseFaces('skull')).toThrow(/not a whole number/);
  });
});
