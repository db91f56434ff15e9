import { describe, expect, it } from 'vitest';
import { compile, compileFully, type CompileOptions } from './compile.js';
import type { DiceExpr } from './ast.js';
import type { DiceNotationErrorReason } from './DiceNotationError.js';
import { DiceNotationError } from './DiceNotationError.js';

/** The error compile throws for `notation` (the test fails if it compiles). */
function error(notation: string | DiceExpr, options?: CompileOptions): DiceNotationError {
  try {
    compile(notation, options);
  } catch (e) {
    if (e instanceof DiceNotationError) return e;
    throw e;
  }
  throw new Error(`${JSON.stringify(notation)} compiled`);
}

/** `notation` is refused by compile with exactly this `expected` text, at `index`, for `reason`. */
function refused(notation: string, index: number, reason: DiceNotationErrorReason, expected: string, options?: CompileOptions): void {
  const e = error(notation, options);
  expect({ index: e.index, reason: e.reason, expected: e.expected, notation: e.notation }).toEqual({ index, reason, expected, notation });
  expect(e.message).toBe(`Expected ${expected} at ${index + 1} in "${notation}"`);
}

const bounds = (notation: string, options?: CompileOptions): [number, number] => {
  const f = compile(notation, options);
  return [f.minimum, f.maximum];
};

describe('compile error messages and positions', () => {
  it.each([
    // A divisor whose range holds 0, at the divisor, wherever the division stands.
    ['1/0', 2],
    ['1d6/(1d3-1)', 5],
    ['1d6/(1d3-2)', 5],
    ['1d6/(2-1d3)', 5],
    ['(1d6)d6/((1d2)d2-1)', 9],
    ['1d(1d6)/(1d2-2)', 9],
    ['{1d6,1d6}/(1d2-1)', 11],
    ['floor(1d6/(1d2-1))', 11],
    ['2*(1d6/(1d2-1))', 8],
    ['(1d6/(1d2-1))d6', 6],
    ['1d(1d6/(1d2-1))', 8],
  ])('refuses %j: a divisor that can be 0, at %i', (notation, index) => {
    refused(notation, index, 'range', 'a divisor that can never be 0');
  });

  it('accepts a divisor range that stays on one side of 0', () => {
    expect(bounds('1d6/(1d3+0)')).toEqual([0, 6]);
    expect(bounds('6/(0-1d2)')).toEqual([-6, -3]);
    expect(bounds('-1d6/1d4')).toEqual([-6, -1]);
    expect(bounds('1d6/-1d4')).toEqual([-6, -1]);
  });

  it.each([
    ['1d6kh2', 3, 'a keep/drop count of at most 1 (the dice rolled)'],
    ['4d6kh5', 3, 'a keep/drop count of at most 4 (the dice rolled)'],
    ['4d6dl5', 3, 'a keep/drop count of at most 4 (the dice rolled)'],
    ['4d6dh1dl5', 6, 'a keep/drop count of at most 4 (the dice rolled)'],
    ['{4d6}kh5', 5, 'a keep/drop count of at most 4 (the dice rolled)'],
    // A compounding chain stays one die, so it adds nothing to the pool.
    ['2d6!!kh3', 5, 'a keep/drop count of at most 2 (the dice rolled)'],
  ] as const)('refuses %j: more dice kept or dropped than rolled, at %i', (notation, index, expected) => {
    refused(notation, index, 'range', expected);
  });

  it('accepts a keep/drop count equal to the dice, or above it when dice explode separately or the count is rolled', () => {
    expect(compile('4d6kh4').terms[0]).toMatchObject({ keep: 'kh', keepCount: 4 });
    expect(compile('4d6dl4').terms[0]).toMatchObject({ keep: 'dl', keepCount: 4 });
    expect(compile('2d6!kh3').terms[0]).toMatchObject({ keep: 'kh', keepCount: 3 });
    expect(compile('(1d4)d6kh3').terms[1]).toMatchObject({ keep: 'kh', keepCount: 3, count: 4 });
  });

  it.each([
    ['(1d4-2)d6', 1, 'range', 'a dice count ≥ 0 (it can be -1)'],
    ['(1d4*5000)d6', 1, 'limit', 'at most 10000 dice in one term (the count can reach 20000)'],
    ['1d(1d4-1)', 3, 'range', 'a number of sides ≥ 1 (it can be 0)'],
    ['1d(1d4*1000000)', 3, 'limit', 'at most 1000000 sides (the side count can reach 4000000)'],
    ['1d(1d20000)', 3, 'limit', 'a rolled side count with at most 10000 possible values'],
    ['(5000d2)d2+5000d2', 0, 'limit', 'at most 10000 dice in one formula (it can roll 20000)'],
    // A term checked for every count and side count it can get (no clause position is known).
    ['(1d2)d1!', 0, 'infinite', 'a face that does not explode'],
    ['1d(1d2)!', 0, 'infinite', 'a face that does not explode'],
    ['1+1d(1d2)!', 2, 'infinite', 'a face that does not explode'],
    ['1d(1d2)r<3', 0, 'infinite', 'a face that does not reroll'],
  ] as const)('refuses the rolled count or sides of %j at %i (%s): "Expected %s"', (notation, index, reason, expected) => {
    refused(notation, index, reason, expected);
  });

  it('accepts rolled counts and side counts at their limits', () => {
    // 9998 dice at most, plus the 1d2 of the count and the 1d1: 10000 in the formula.
    expect(bounds('(1d2*4999)d1+1d1')).toEqual([5000, 9999]);
    refused('(1d2*4999)d1+2d1', 0, 'limit', 'at most 10000 dice in one formula (it can roll 10001)');
    expect(bounds('(1d4-1)d6')).toEqual([0, 18]);
    expect(bounds('1d(1d2)')).toEqual([1, 2]);
    expect(bounds('1d(1d10001)')).toEqual([1, 10001]);
    expect(bounds('1d(1d2+999998)')).toEqual([1, 1000000]);
    expect(bounds('(3333d2)d1')).toEqual([3333, 6666]);
    expect(bounds('1d(1d2+1)!')).toEqual([1, Infinity]);
  });

  it('refuses a total that could pass ±2^53, in either direction, at 0', () => {
    refused('1000000000*1000000000*1000000000', 0, 'limit', 'a formula whose total stays within ±2^53');
    refused('-1000000000*1000000000*1000000000', 0, 'limit', 'a formula whose total stays within ±2^53');
    // 10^9 · 10^6 = 10^15 is well inside.
    expect(bounds('1000000000*1d1000000')).toEqual([1000000000, 1000000000000000]);
  });

  it('refuses a rounding other than the four, and a count that only the chosen rounding makes negative', () => {
    refused('1d6', 0, 'range', 'rounding floor, ceil, round or trunc', { rounding: 'x' as never });
    refused('1d6+(2)', 0, 'range', 'rounding floor, ceil, round or trunc', { rounding: 'x' as never });
    // Under floor and ceil the count is 0 (0 − 0, 1 − 1); round gives 0 − 1 (halves away from 0).
    refused('(1/3-1/2)d6', 1, 'range', 'a dice count ≥ 0', { rounding: 'round' });
    expect(bounds('(1/3-1/2)d6', { rounding: 'trunc' })).toEqual([0, 0]);
  });

  it('refuses a tree that cannot be formatted, and a value that is neither a tree nor a string', () => {
    for (const bad of [{ kind: 'nope' }, (() => {
      const o: Record<string, unknown> = { kind: 'binary', op: '+' };
      o['left'] = o;
      o['right'] = o;
      return o;
    })()]) {
      const e = error(bad as unknown as DiceExpr);
      expect(e).toMatchObject({ notation: 'object', index: 0, reason: 'syntax', expected: 'a syntax tree', message: 'Expected a syntax tree at 1 in "object"' });
    }
    expect(error(null as unknown as string)).toMatchObject({ notation: 'null', index: 0, expected: 'a string' });
    expect(error(5 as unknown as string)).toMatchObject({ notation: '5', index: 0, expected: 'a string' });
    // A tree's errors count in its canonical notation.
    const n = (value: number): DiceExpr => ({ kind: 'number', value, span: { start: 0, end: 1 } });
    expect(error({ kind: 'binary', op: '/', left: n(3), right: n(0), span: { start: 0, end: 1 } })).toMatchObject({ notation: '3/0', index: 2, expected: 'a divisor that can never be 0' });
    expect(compile(n(3))).toMatchObject({ notation: '3', minimum: 3, maximum: 3 });
  });
});

describe('compile bounds (worked values)', () => {
  it.each([
    // Keep and drop.
    ['4d6kh3', 3, 18],
    ['4d6kl1', 1, 6],
    ['4d6dh1', 3, 18],
    ['4d6dl1', 3, 18],
    ['4d6dh1dl1', 2, 12],
    ['4d6kh4', 4, 24],
    ['4d6dl4', 0, 0],
    // Rerolls, clamps and custom faces.
    ['3d6r1', 6, 18],
    ['3d6ro1', 3, 18],
    ['2d6r<2r>5', 4, 10],
    ['1d6min2', 2, 6],
    ['3d6max4', 3, 12],
    ['1d{1,5,9}', 1, 9],
    ['2d{-3,0,4}', -6, 8],
    // Explosions: unbounded above; a penetrating Fudge chain also below.
    ['2d6!kh1', 1, 6],
    ['2d6!dl1', 1, Infinity],
    ['2d6!!', 2, Infinity],
    ['2d6!p', 2, Infinity],
    ['4dF!p', -Infinity, 4],
    ['3d6!>=5kh2', 2, 12],
    ['(1d4)d6!kh2', 1, 12],
    ['(1d4)d6!', 1, Infinity],
    // Success counting: the scores the dice can reach.
    ['3d6>=5', 0, 3],
    ['10d10>=8f=1', -10, 10],
    ['3d6!>5>=4', 0, Infinity],
    ['2d6!p>=5kh1', 0, 6],
    ['(1d4)d6>3', 0, 4],
    // Roll groups: summed, kept (loose bounds: the kept sums of the lowest lows and highest highs, with 0), counted.
    ['{3d6,2d4}', 5, 26],
    ['{3d6,2d4}kh1', 0, 18],
    ['{3d6,2d4}kl1', 0, 18],
    ['{3d6,2d4,1d8}dl1', 0, 36],
    ['{1d6-5,1d4-8}kh1', -7, 1],
    ['{3d6,2d4}>5', 0, 2],
    ['{3d6,2d4}>5f<3', -2, 2],
    ['{4d6}kh3', 3, 18],
    ['{4d6}kh3>4', 0, 1],
    ['{2d6!,1d4}kh1', 0, Infinity],
    // Functions and tests.
    ['abs(1d6-3)', 0, 3],
    ['abs(1d6-10)', 4, 9],
    ['abs(1d6+10)', 11, 16],
    ['abs(-1d6)', 1, 6],
    ['min(1d6,1d4+2)', 1, 6],
    ['max(1d6,1d4+2)', 3, 6],
    ['min(1d6,1d4+2,2)', 1, 2],
    ['max(1d6,1d4+2,9)', 9, 9],
    ['floor(1d6/4)', 0, 1],
    ['ceil(1d6/4)', 1, 2],
    ['round(1d6/4)', 0, 2],
    ['(3d6)<=12', 0, 1],
    ['(3d6)<=12+1', 1, 2],
    // Arithmetic.
    ['-2d6', -12, -2],
    ['2d6*-1d4', -48, -2],
    ['1d6/1d4', 0, 6],
    ['0*1d6!', 0, 0],
    ['(1d4)d(1d6)', 1, 24],
    ['2d(1d6+2)', 2, 16],
  ] as const)('bounds %s by %d..%d', (notation, min, max) => {
    expect(bounds(notation)).toEqual([min, max]);
    expect([compileFully(notation).minimum, compileFully(notation).maximum]).toEqual([min, max]);
  });

  it.each([
    ['floor', [3, -4, 0, 1, -2, -1, 1, 12, 3, 18, 2, 5, -5, -3]],
    ['ceil', [4, -3, 1, 2, -1, 0, 1, 12, 4, 24, 3, 5, -5, -2]],
    ['round', [4, -4, 0, 2, -2, 0, 1, 12, 4, 24, 3, 5, -5, -3]],
    ['trunc', [3, -3, 0, 1, -1, 0, 1, 12, 3, 18, 2, 5, -5, -2]],
  ] as const)('rounds each division %s', (rounding, expected) => {
    const got = ['7/2', '-7/2', '1d6/4', '-1d6/4', '(1d4)d(7/2)', '(7/2)d6', '5/(1d2)', '-5/(1d2)'].flatMap((n) => bounds(n, { rounding }));
    expect(got).toEqual([expected[0], expected[0], expected[1], expected[1], ...expected.slice(2)]);
  });
});

describe('compile terms (defaults filled in)', () => {
  const term = (notation: string, i = 0): Record<string, unknown> => {
    const { node: _, ...rest } = compile(notation).terms[i] as unknown as Record<string, unknown>;
    return rest;
  };
  const plain = { min: null, max: null, reroll: null, rerollOn: [], explode: null, explodeOn: null, keep: null, keepCount: 0, success: null, failure: null };

  it('lists every keep/drop clause when there are two or more, a one-sub-roll group adding its own', () => {
    expect(term('4d6dh1dl1')).toEqual({ ...plain, termIndex: 0, notation: '4d6dh1dl1', count: 4, sides: 6, lo: 1, hi: 6, keep: 'dh', keepCount: 1, keeps: [{ which: 'dh', count: 1 }, { which: 'dl', count: 1 }] });
    expect(term('{4d6kh3}dl1')).toEqual({ ...plain, termIndex: 0, notation: '4d6kh3', count: 4, sides: 6, lo: 1, hi: 6, keep: 'kh', keepCount: 3, keeps: [{ which: 'kh', count: 3 }, { which: 'dl', count: 1 }], group: { index: 0, subRoll: 0 } });
  });

  it('carries custom faces, unique dice, sorting, marks and penetration', () => {
    expect(term('1d{1,2,2,3}')).toEqual({ ...plain, termIndex: 0, notation: '1d{1,2,2,3}', count: 1, sides: 4, lo: 1, hi: 3, faces: [1, 2, 2, 3] });
    expect(term('3d6u>4')).toMatchObject({ unique: { mode: 'until', compare: { op: '>', value: 4 } } });
    expect(term('2d6uo')).toMatchObject({ unique: { mode: 'once', compare: null } });
    expect(term('3d6sd')).toMatchObject({ sort: 'desc' });
    expect(term('3d6sa')).toMatchObject({ sort: 'asc' });
    expect(term('1d20crit>=19fumble')).toMatchObject({ notation: '1d20crit>=19fumble=1', critSuccess: { op: '>=', value: 19 }, critFailure: { op: '=', value: 1 } });
    expect(term('1d6max5crit')).toMatchObject({ critSuccess: { op: '=', value: 5 } });
    expect(term('1d6min2fumble')).toMatchObject({ critFailure: { op: '=', value: 2 } });
    expect(term('3d6!!p')).toMatchObject({ explode: 'compound', explodeOn: { op: '=', value: 6 }, penetrating: true });
    expect(Object.keys(term('3d6!!'))).not.toContain('penetrating');
    expect(term('4dFr')).toMatchObject({ sides: 'F', lo: -1, hi: 1, reroll: 'until', rerollOn: [{ op: '=', value: -1 }] });
    expect(term('2d6r<2r>5')).toMatchObject({ reroll: 'until', rerollOn: [{ op: '<', value: 2 }, { op: '>', value: 5 }] });
    expect(term('d%')).toMatchObject({ sides: 100, lo: 1, hi: 100 });
    expect(term('ud8')).toEqual({ ...plain, termIndex: 0, notation: 'ud8', count: 1, sides: 8, lo: 1, hi: 8 });
    expect(Object.keys(term('1d6'))).toEqual(['termIndex', 'notation', 'count', 'sides', 'lo', 'hi', 'min', 'max', 'reroll', 'rerollOn', 'explode', 'explodeOn', 'keep', 'keepCount', 'success', 'failure']);
  });

  it('gives a group sort to the terms inside it, the nearest group deciding', () => {
    expect([term('{2d6,1d6}sa', 0), term('{2d6,1d6}sa', 1)]).toMatchObject([{ sort: 'asc', group: { index: 0, subRoll: 0 } }, { sort: 'asc', group: { index: 0, subRoll: 1 } }]);
    const f = compile('{2d6,{1d4,1d8}sd}');
    expect(f.terms.map((t) => [t.sort, t.group])).toEqual([
      [undefined, { index: 0, subRoll: 0 }],
      ['desc', { index: 1, subRoll: 0 }],
      ['desc', { index: 1, subRoll: 1 }],
    ]);
    expect(f.groups?.map((g) => [g.groupIndex, g.notation, g.subRolls])).toEqual([
      [0, '{2d6,{1d4,1d8}sd}', [{ from: 0, to: 1 }, { from: 1, to: 3 }]],
      [1, '{1d4,1d8}sd', [{ from: 1, to: 2 }, { from: 2, to: 3 }]],
    ]);
    expect(compile('{3d6sa,1d6}sd').terms.map((t) => t.sort)).toEqual(['asc', 'desc']);
    expect(compile('1d6').groups).toBeUndefined();
  });

  it('puts the dice of a rolled count or side count first, with the term\'s range in `dynamic`', () => {
    expect(term('(1d4)d6', 1)).toEqual({ ...plain, termIndex: 1, notation: '(1d4)d6', count: 4, sides: 6, lo: 1, hi: 6, dynamic: { from: 0, minCount: 1, minSides: 6 } });
    expect(term('2d(1d6+2)!', 1)).toMatchObject({ count: 2, sides: 8, hi: 8, explode: 'explode', explodeOn: { op: '=', value: 8 }, dynamic: { from: 0, minCount: 2, minSides: 3 } });
    expect(term('2d(1d6+2)!>7', 1)).toMatchObject({ explodeOn: { op: '>', value: 7 } });
    expect(term('1d(1d6)max4', 1)).toMatchObject({ sides: 6, hi: 6 });
    expect(term('1d6+(1d4)d(1d8)', 3)).toMatchObject({ count: 4, sides: 8, dynamic: { from: 1, minCount: 1, minSides: 1 } });
    expect(compile('1d6+(1d4)d(1d8)').terms.map((t) => t.notation)).toEqual(['1d6', '1d4', '1d8', '(1d4)d(1d8)']);
    // A dice-free count or side count is just its value.
    expect(term('(2+1)d(3)')).toMatchObject({ notation: '(2+1)d3', count: 3, sides: 3 });
    expect(term('(2+1)d(3)')['dynamic']).toBeUndefined();
  });
});
