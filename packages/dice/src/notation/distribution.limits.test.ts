import { describe, expect, it } from 'vitest';
import { DistributionError } from '../distribution/Distribution.js';
import { distribution } from './distribution.js';
import { estimateDistribution } from './estimateDistribution.js';

/** The refusal of `distribution`, checked to be a DistributionError with exactly this message. */
const refusal = (notation: string, message: string, depth?: number): void => {
  const options = depth === undefined ? {} : { depth };
  expect(() => distribution(notation, options)).toThrow(new DistributionError(message));
  expect(() => distribution(notation, options)).toThrowError(DistributionError);
  expect(() => estimateDistribution(notation, options)).toThrow(new DistributionError(message));
};

describe('distribution (work estimate before anything is built)', () => {
  it('names the sum, quotient or product that is over the limit, with its outcome counts and steps', () => {
    // 1000d6: 5001 outcomes of 1000·log2 6 ≈ 2585 bits (41 words): 5001² · (8 + 41²/4) ≈ 1.1e10.
    refusal('1000d6+1000d6', 'a sum or difference of 5001 and 5001 outcomes needs ~1.1e+10 steps, over the limit 50000000');
    refusal('1000d6-1000d6', 'a sum or difference of 5001 and 5001 outcomes needs ~1.1e+10 steps, over the limit 50000000');
    refusal('500d100/100d6', 'a quotient of 49501 and 501 outcomes needs ~7.2e+9 steps, over the limit 50000000');
    refusal('100d100*100d100', 'a product of 9901 and 9901 outcomes needs ~1.5e+10 steps, over the limit 50000000');
    refusal('1d1000000-1d1000000', 'a sum or difference with 1999999 outcomes would exceed 1000000 outcomes');
  });

  it('names a group, a function or a middle rank of sub-rolls that is over the limit', () => {
    refusal('{100d100,101d100,102d100}dh1dl1', 'a group of 3 sub-rolls needs ~8.6e+10 steps, over the limit 50000000');
    refusal('{60d100,61d100,62d100,63d100}dh1dl1', 'a group of 4 sub-rolls needs ~3.1e+10 steps, over the limit 50000000');
    refusal('{1d1000,1d999,1d998}dh1dl1', 'a group of 3 sub-rolls needs ~7.4e+7 steps, over the limit 50000000');
    refusal('max(500d100,500d100)', 'a function of its arguments needs ~5.3e+13 steps, over the limit 50000000');
    refusal(
      '{1d200,1d199,1d198,1d197,1d196,1d195}dh2dl2',
      'keeping ranks of the sub-rolls of "{1d200,1d199,1d198,1d197,1d196,1d195}dh2dl2" needs ~2.4e+15 steps, over the limit 50000000',
    );
  });

  it('names a term with too many outcomes, and says "too many" past a million times the limit', () => {
    // 2000d1000! to depth 20: 2000..2000·1000·21 = 42,000,000, so 41,998,001 outcomes.
    refusal('2000d1000!', '"2000d1000!" would have 41998001 outcomes, over 1000000');
    refusal('10000d1000000!', '"10000d1000000!" would have too many outcomes, over 1000000', 100);
  });

  it('counts a term with a rolled count or side count once per value it can take', () => {
    refusal('(1d3000)d1', '"(1d3000)d1" for each of its 3000 rolled counts and sides needs ~1.5e+13 steps, over the limit 50000000');
    refusal('(1d100)d(1d100)', '"(1d100)d(1d100)" for each of its 10000 rolled counts and sides needs ~3.8e+11 steps, over the limit 50000000');
  });

  it('names unique dice over the limit, as the formula writes them', () => {
    refusal('20d30uo', 'unique dice in "20d30uo" needs ~2.8e+16 steps, over the limit 50000000');
    refusal('12d20uo!', 'unique dice in "12d20uo!" needs ~3.3e+12 steps, over the limit 50000000');
    refusal('30d20!uo', 'unique dice in "30d20uo!" needs ~8.3e+12 steps, over the limit 50000000');
    refusal('12d12ro1uo', 'unique dice in "12d12ro=1uo" needs ~2.3e+8 steps, over the limit 50000000');
    refusal('5d10!uo', 'unique dice in "5d10uo!" needs ~3.6e+8 steps, over the limit 50000000');
  });
});

describe('estimateDistribution (the shape of each part of a formula)', () => {
  it.each([
    // Sums add widths less one and bits; a product multiplies widths.
    ['2d6+1d4', 14, 3], // 11 + 4 − 1; 36·4 = 144
    ['2d6*1d4', 44, 3],
    ['1d20/1d4', 80, 2],
    ['-1d6', 6, 1],
    ['2d6ro1', 11, 4], // a reroll once doubles the bits: 36² = 1296
    ['3dF', 7, 2], // 27
    ['3d6r1', 13, 3], // 2..6 stand: 6..18
    ['1d20min5max15', 11, 2],
    ['4d6kh3', 16, 4],
    ['2d6cs>=5', 3, 2],
    // A group sums its sub-rolls' widths; a success count over it takes 2·items + 1 values.
    ['{2d6,1d8}', 18, 3],
    ['{1d6,1d8}kh1', 13, 2],
    ['{2d6,1d8}>=5', 5, 3],
    ['{2d6,1d8,1d4}>=5', 7, 4],
    ['max(2d6,1d8)', 18, 3],
    ['abs(1d6-1d8)', 13, 2],
    ['(2d6)>=7+(1d4)>=2', 3, 3], // a test has 2 outcomes
    ['(1d4)d6', 24, 4],
    ['ud6', 6, 1],
  ] as const)('bounds %s by %s outcomes and %s digits', (notation, outcomes, digits) => {
    expect(estimateDistribution(notation)).toEqual({ outcomes, digits });
  });

  it.each([
    // An exploding term's bits count every roll to depth + 1: 1d6! is 1..6·(depth + 1).
    ['1d6!', 20, 126, 17],
    ['1d6!', 3, 24, 4],
    ['1d6!!', 5, 36, 5],
    ['4d6!p', 2, 61, 10],
    ['2d6!kh1', 2, 6, 5],
    ['2d6!cs>=5', 3, 9, 7],
    ['1000d6!', 100, 605001, 78594],
  ] as const)('bounds %s at depth %s by %s outcomes and %s digits', (notation, depth, outcomes, digits) => {
    expect(estimateDistribution(notation, { depth })).toEqual({ outcomes, digits });
  });
});

describe('distribution (unique exploding dice summed without following each throw)', () => {
  const shape = (notation: string): [number, bigint, bigint, number | undefined, bigint | undefined] => {
    const d = distribution(notation);
    return [d.outcomes.length, d.total, d.leftover, d.outcomes[0], d.weights[0]];
  };
  it('sums 5d12!u and 3d20!u by value sets, far inside the work limit', () => {
    expect(shape('5d12!u')).toEqual([43, 5544n, 0n, 15, 7n]);
    expect(shape('3d20!u')).toEqual([69, 19380n, 0n, 6, 17n]);
  });
  it('sums r beside u the same way (5d12r1!u, 3d20r1!u)', () => {
    expect(shape('5d12r1!u')).toEqual([38, 2772n, 0n, 20, 6n]);
    expect(shape('3d20r1!u')).toEqual([66, 15504n, 0n, 9, 16n]);
  });
  it('follows each throw once 100 values explode, and so refuses 1d101!<=100u at depth 100', () => {
    refusal('1d101!<=100u', 'unique dice in "1d101u!<=100" needs ~7.9e+37 steps, over the limit 50000000', 100);
  });
});

describe('distribution (penetrating dice counting successes, with a rolled count)', () => {
  it('refuses before any work, counting the follow of one die once per rolled count', () => {
    refusal('(1d20)d100!pcs>=50', '"(1d20)d100!pcs>=50" needs ~1.3e+8 steps, over the limit 50000000');
    refusal('(1d100)d6!pcs>=5', '"(1d100)d6!pcs>=5" for each of its 100 rolled counts and sides needs ~3.8e+10 steps, over the limit 50000000');
  });
});
