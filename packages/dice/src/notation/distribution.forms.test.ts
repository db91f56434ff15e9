import { describe, expect, it } from 'vitest';
import { asFractions, sessionOracle as oracle } from '../../test/oracle.js';
import { distribution, expectedValue } from './distribution.js';

describe('distribution (groups, functions, tests, rolled counts and unique dice against the roller)', () => {
  it.each([
    '{1d6,1d8}kh1', '{1d6,1d8}kl1', '{1d6,1d8}dh1', '{1d6,1d8}dl1', '{1d4,1d6,1d8}dh1dl1', '{1d4,1d6,1d8}kh2', '{1d3,1d4,1d5,1d6}dh1dl2',
    '{1d6,1d8}>=5', '{2d4,1d6}>=5f=2', '{1d6,1d8}kh1>=5', '{1d6,1d6}kh1', '{1d6,1d6}kh1>=4f=1', '{1d6+1,1d6+1}kl1', '{1d6,1d8,1d4}kh1>=3f=1',
    '{1d4,1d6,1d8}dh1dl1>=4', '{1d4,1d6}',
    'max(1d6,1d8)', 'min(1d6,1d8)', 'max(1d6,1d8,1d4)', 'min(1d4,1d6,1d3)', 'abs(1d6-1d8)', 'floor(1d6/2)', 'round(1d6/4)', 'ceil(1d6/4)',
    '(1d6)=3', '(1d6)<>3', '(2d4)>5', '(1d3)d(1d3)', '(1d2)d4kh1', '(1d3)d4>=3', '1d(1d3+1)', '2d{1,2,2,3}kh1', '4d4dh1dl1>=3f=1', '3d4kh1kl1',
    '3d4cs>=3kh2', '3d4uo', '3d4uokh2', '3d4uo>=2cs>=3', '3d4uodl1', '2dFuo', '2d6min2uo', '3d6max4uo', '2d{1,1,2,3}uo', '3d4uo<3kh2', '3d4uo>=3dl1',
    'floor((1d4-3)/2)', 'ceil(1d4-3)', '(2d2)d(2d2)', '-(1d4)*-1', '1d6-1d6', '2d4-1d4*1d2',
  ])('matches an exhaustive enumeration of the roller for %s', (notation) => {
    expect(asFractions(distribution(notation))).toEqual(oracle(notation));
  });
});

describe('distribution (zero as a product or quotient)', () => {
  it('gives +0, never -0, for a negative value times or into zero', () => {
    // (1d2 − 3)·0 is −0 in floating point; the outcome is written as 0.
    expect(Object.is(distribution('(1d2-3)*0').outcomes[0], 0)).toBe(true);
    expect(Object.is(distribution('0/(1d2-3)').outcomes[0], 0)).toBe(true);
  });
});

describe('expectedValue (closed forms, worked by hand)', () => {
  it.each([
    // Each physical die scores; a chain has 1/(1 − p) dice on average.
    ['1d3!cs>=3', 1n, 2n], // 3/2 dice · 1/3
    ['1d6!cs>=5f=1', 1n, 5n], // 6/5 dice · (2/6 − 1/6)
    ['2d3!cs>=2f=1', 1n, 1n], // 2 · 3/2 · (2/3 − 1/3)
    ['1d6!pcs>=5', 11n, 30n], // 2/6 + 1/5 · 1/6 (a penetrating die scores on a 6 only)
    ['1d6!pcs>=5f=2', 1n, 6n], // 1/6 + 1/5 · (1/6 − 1/6)
    ['1d6r1!', 5n, 1n], // a d6 that stands on 2..6: 4/(1 − 1/5)
    ['1d6ro1!', 141n, 29n], // first die 47/12, explodes with 7/36: 47/12 · 36/29
    ['1d6min2!', 22n, 5n], // 11/3 · 6/5
    // A compounding chain that explodes totals 7+: never = 6, so only a first 1 counts (a failure).
    ['1d6!!cs=6f=1', -1n, 6n],
    ['1d6!-1', 16n, 5n], // 21/5 − 1, exactly (not a depth-cut mean)
    ['1d6!-1d6!', 0n, 1n],
    ['2*1d6!', 42n, 5n],
    ['1d6+2d6kh1', 287n, 36n], // 7/2 + 161/36: the keep has no closed form, the sum still adds up
  ] as const)('gives E[%s] = %s/%s', (notation, num, den) => {
    expect(expectedValue(notation)).toEqual({ num, den });
  });
});
