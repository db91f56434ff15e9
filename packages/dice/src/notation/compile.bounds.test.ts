import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { DiceNotationError } from './DiceNotationError.js';
import { expectedValue } from './distribution.js';

const bounds = (notation: string): [number, number] => {
  const f = compile(notation);
  return [f.minimum, f.maximum];
};

describe('compile bounds of exploding terms', () => {
  it('caps an explosion chain at 101 dice for the ±2^53 check: 606 a chain of d6', () => {
    // 10^9 · 14700 · 606 = 8.9082e15 stays below 2^53 ≈ 9.0072e15; 10^9 · 15000 · 606 does not.
    expect(bounds('1000000000*14700*1d6!')).toEqual([14_700_000_000_000, Infinity]);
    expect(bounds('-1000000000*14700*1d6!')).toEqual([-Infinity, -14_700_000_000_000]);
    expect(() => compile('1000000000*15000*1d6!')).toThrow(new DiceNotationError('1000000000*15000*1d6!', 0, 'a formula whose total stays within ±2^53', 'limit'));
  });

  it('keeps a compounding chain as one die with no upper bound, even under keep/drop', () => {
    expect(bounds('3d6!!kh2')).toEqual([2, Infinity]);
    expect(bounds('3d6!!')).toEqual([3, Infinity]);
  });

  it('bounds several keep/drop clauses on an exploding pool', () => {
    // dh1 then dl1 leaves all but two of an unbounded pool; kh2 then dl1 leaves one die.
    expect(bounds('3d6!dh1dl1')).toEqual([1, Infinity]);
    expect(bounds('3d6!dl1dh1')).toEqual([1, Infinity]);
    expect(bounds('3d6!kh2dl1')).toEqual([1, 6]);
    expect(bounds('3d6!kl2kh1')).toEqual([1, 6]);
    expect(bounds('3d6!kl2dl1')).toEqual([1, 6]);
  });
});

describe('compile bounds of success counting on exploding dice', () => {
  it('counts the one-less values of penetrating extra dice (a d6 extra die can show 0)', () => {
    // Only an extra die can show 0 (a 1 less one); the pool of extra dice is unbounded.
    expect(bounds('2d6!pcs=0')).toEqual([0, Infinity]);
    expect(bounds('2d6!pcs>=6f=0')).toEqual([-Infinity, Infinity]);
    expect(bounds('2d6!pcs>=6')).toEqual([0, Infinity]);
  });

  it('lets a compounding chain reach any score: its total passes every face', () => {
    // One chain a die: 3 dice score 0..3, or −3..3 with a failure point.
    expect(bounds('3d6!!cs>=7')).toEqual([0, 3]);
    expect(bounds('3d6!!cs>=7f<2')).toEqual([-3, 3]);
    expect(bounds('3d6!!cs>=5f1')).toEqual([-3, 3]);
  });
});

describe('compile: a floor/ceil/round call sets the rounding of every division inside it', () => {
  it('reaches the division through sums, negation, groups, rolled counts and rolled sides', () => {
    // ceil(7/2) is 4 where the formula's rounding (floor) would give 3.
    expect(bounds('1+ceil(7/2)')).toEqual([5, 5]);
    expect(bounds('-ceil(7/2)')).toEqual([-4, -4]);
    expect(bounds('max(ceil(7/2),1)')).toEqual([4, 4]);
    expect(bounds('{ceil(7/2),1d6}')).toEqual([5, 10]);
    expect(bounds('(1d4+ceil(7/2))d6')).toEqual([5, 48]);
    expect(bounds('1d(1d4+ceil(7/2))')).toEqual([1, 8]);
  });

  it('reaches the division inside a pass/fail test (its chance: 4 + 1d6 ≤ 5 is 1/6)', () => {
    expect(expectedValue('(ceil(7/2)+1d6)<=5')).toMatchObject({ num: 1n, den: 6n });
    expect(expectedValue('(7/2+1d6)<=5')).toMatchObject({ num: 1n, den: 3n });
  });
});

describe('compile bounds of roll groups', () => {
  it('counts the kept sub-rolls of a success-counting group: dl1 of three keeps two', () => {
    expect(bounds('{3d6,2d4,1d8}dl1>5')).toEqual([0, 2]);
    expect(bounds('{3d6,2d4,1d8}dl1>5f<2')).toEqual([-2, 2]);
  });

  it('takes the lowest low of the sub-rolls wherever it is written', () => {
    // Lows −4, −7, −5: the kept one can be as low as −7 (the middle one); highs 1, −4, 0.
    expect(bounds('{1d6-5,1d4-8,1d6-6}kh1')).toEqual([-7, 1]);
  });
});

describe('compile: the range of a rolled count', () => {
  it('negates inside a rolled count, and counts an exploding count at 101 dice a chain', () => {
    expect(bounds('(-1d4+5)d6')).toEqual([1, 24]);
    expect(() => compile('(20d6!)d1')).toThrow(new DiceNotationError('(20d6!)d1', 1, 'at most 10000 dice in one term (the count can reach 12120)', 'limit'));
    // Only the rolled term gets `dynamic`, not the dice of its count.
    const f = compile('1d6+(1d4)d6');
    expect(f.terms.map((t) => t.dynamic)).toEqual([undefined, undefined, { from: 1, minCount: 1, minSides: 6 }]);
  });
});
