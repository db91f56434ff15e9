import { describe, expect, it } from 'vitest';
import type { ComparePoint, DiceNode, GroupNode } from './ast.js';
import { parse } from './parse.js';
import {
  calc,
  callRounding,
  callValue,
  clamp,
  constantValue,
  divide,
  fold,
  groupValue,
  hasDice,
  isDynamic,
  keepsDice,
  keepWindow,
  matches,
  safeString,
  scoreOf,
  standingValues,
  staticFaces,
  testValue,
} from './internal.js';

const cp = (op: ComparePoint['op'], value: number): ComparePoint => ({ op, value }) as ComparePoint;
const dice = (notation: string): DiceNode => parse(notation) as DiceNode;
const group = (notation: string): GroupNode => parse(notation) as GroupNode;

describe('safeString', () => {
  it('converts what String converts and names what it cannot', () => {
    expect(safeString(12)).toBe('12');
    expect(safeString(Object.create(null))).toBe('[object Object]');
  });
});

describe('divide', () => {
  it('rounds 7/2 and -7/2 each of the four ways', () => {
    expect([divide(7, 2, 'floor'), divide(-7, 2, 'floor')]).toEqual([3, -4]);
    expect([divide(7, 2, 'ceil'), divide(-7, 2, 'ceil')]).toEqual([4, -3]);
    expect([divide(7, 2, 'trunc'), divide(-7, 2, 'trunc')]).toEqual([3, -3]);
    // Halves away from zero, on both sides.
    expect([divide(7, 2, 'round'), divide(-7, 2, 'round'), divide(-5, 4, 'round'), divide(5, 4, 'round')]).toEqual([4, -4, -1, 1]);
  });
});

describe('matches', () => {
  it('meets each compare point at its value and one either side', () => {
    const at = (p: ComparePoint): boolean[] => [4, 5, 6].map((v) => matches(p, v));
    expect(at(cp('=', 5))).toEqual([false, true, false]);
    expect(at(cp('<>', 5))).toEqual([true, false, true]);
    expect(at(cp('<', 5))).toEqual([true, false, false]);
    expect(at(cp('<=', 5))).toEqual([true, true, false]);
    expect(at(cp('>', 5))).toEqual([false, false, true]);
    expect(at(cp('>=', 5))).toEqual([false, true, true]);
  });
});

describe('hasDice and isDynamic', () => {
  it('finds dice under every kind of node and none in plain numbers', () => {
    expect(['3', '-3', '1+2*3', 'abs(-3)', '(2+1)>=3', 'max(1, 2)'].map((n) => hasDice(parse(n)))).toEqual([false, false, false, false, false, false]);
    expect(['1d6', '-1d6', '1+1d6', '1d6+1', 'abs(1d6)', 'max(1, 1d6)', '(1d6)>=3', '{1d6, 2}', 'ud6'].map((n) => hasDice(parse(n)))).toEqual([true, true, true, true, true, true, true, true, true]);
  });

  it('calls a term dynamic when its count or its sides are rolled', () => {
    expect(isDynamic(dice('3d6'))).toBe(false);
    expect(isDynamic(dice('(1+2)d6'))).toBe(false);
    expect(isDynamic(dice('(1d4)d6'))).toBe(true);
    expect(isDynamic(dice('2d(1d6+2)'))).toBe(true);
  });
});

describe('keepWindow', () => {
  it('keeps the highest and labels the ranks it removes', () => {
    expect(keepWindow([{ which: 'kh', count: 2 }], 5)).toEqual({ from: 3, to: 5, label: ['keep', 'keep', 'keep', null, null] });
  });

  it('keeps the lowest', () => {
    expect(keepWindow([{ which: 'kl', count: 2 }], 5)).toEqual({ from: 0, to: 2, label: [null, null, 'keep', 'keep', 'keep'] });
  });

  it('drops the highest and the lowest', () => {
    expect(keepWindow([{ which: 'dh', count: 2 }], 5)).toEqual({ from: 0, to: 3, label: [null, null, null, 'drop', 'drop'] });
    expect(keepWindow([{ which: 'dl', count: 2 }], 5)).toEqual({ from: 2, to: 5, label: ['drop', 'drop', null, null, null] });
  });

  it('applies clauses in turn within what the previous ones left', () => {
    expect(keepWindow([{ which: 'kh', count: 3 }, { which: 'dl', count: 1 }], 5)).toEqual({ from: 3, to: 5, label: ['keep', 'keep', 'drop', null, null] });
    expect(keepWindow([{ which: 'kl', count: 3 }, { which: 'dh', count: 1 }], 5)).toEqual({ from: 0, to: 2, label: [null, null, 'drop', 'keep', 'keep'] });
  });

  it('keeps everything when a clause asks for more than is left, and nothing when it drops more', () => {
    expect(keepWindow([{ which: 'kh', count: 9 }], 3)).toEqual({ from: 0, to: 3, label: [null, null, null] });
    expect(keepWindow([{ which: 'kl', count: 9 }], 3)).toEqual({ from: 0, to: 3, label: [null, null, null] });
    expect(keepWindow([{ which: 'dh', count: 9 }], 3)).toEqual({ from: 0, to: 0, label: ['drop', 'drop', 'drop'] });
    expect(keepWindow([{ which: 'dl', count: 9 }], 3)).toEqual({ from: 3, to: 3, label: ['drop', 'drop', 'drop'] });
    expect(keepWindow([{ which: 'dl', count: 1 }, { which: 'dh', count: 5 }], 3)).toEqual({ from: 1, to: 1, label: ['drop', 'drop', 'drop'] });
  });
});

describe('scoreOf', () => {
  it('scores 1 on the success point, -1 on the failure point, else 0', () => {
    expect([1, 3, 5].map((v) => scoreOf(cp('>=', 5), cp('=', 1), v))).toEqual([-1, 0, 1]);
    expect([1, 3, 5].map((v) => scoreOf(cp('>=', 5), null, v))).toEqual([0, 0, 1]);
    // A value on both points counts as a success.
    expect(scoreOf(cp('>=', 1), cp('=', 1), 1)).toBe(1);
  });
});

describe('keepsDice and groupValue', () => {
  it('keeps the dice of a single sub-roll only when the group has clauses', () => {
    expect(keepsDice(group('{2d20}kh1'))).toBe(true);
    expect(keepsDice(group('{2d20}'))).toBe(false);
    expect(keepsDice(group('{2d20, 1d4}kh1'))).toBe(false);
  });

  it('sums every sub-roll without clauses', () => {
    const kept: boolean[] = [];
    expect(groupValue(group('{1d6, 1d6, 1d6}'), [4, 2, 6], kept)).toBe(12);
    expect(kept).toEqual([true, true, true]);
  });

  it('keeps sub-rolls by rank, the later of equal totals ranking higher', () => {
    const kept: boolean[] = [];
    expect(groupValue(group('{1d6, 1d6, 1d6}kh2'), [4, 2, 6], kept)).toBe(10);
    expect(kept).toEqual([true, false, true]);
    const tie: boolean[] = [];
    expect(groupValue(group('{1d6, 1d6, 1d6}kh1'), [5, 5, 2], tie)).toBe(5);
    expect(tie).toEqual([false, true, false]);
    const low: boolean[] = [];
    expect(groupValue(group('{1d6, 1d6, 1d6}kl1'), [5, 5, 2], low)).toBe(2);
    expect(low).toEqual([false, false, true]);
  });

  it('counts sub-rolls on a success point, minus those on the failure point', () => {
    expect(groupValue(group('{1d6, 1d6, 1d6, 1d6}>=5f1'), [5, 1, 6, 3])).toBe(1);
    expect(groupValue(group('{1d6, 1d6, 1d6, 1d6}>=5'), [5, 1, 6, 3])).toBe(2);
  });

  it('leaves a single sub-roll whole: its clauses act on its dice', () => {
    const kept: boolean[] = [];
    expect(groupValue(group('{2d20}kh1'), [17], kept)).toBe(17);
    expect(kept).toEqual([true]);
  });
});

describe('callValue and callRounding', () => {
  it('applies abs, min and max, and passes the argument of the rounding functions through', () => {
    expect(callValue('abs', [-3])).toBe(3);
    expect(callValue('abs', [3])).toBe(3);
    expect(callValue('min', [4, -2, 7])).toBe(-2);
    expect(callValue('max', [4, -2, 7])).toBe(7);
    expect(callValue('floor', [-5])).toBe(-5);
    expect(callValue('ceil', [9])).toBe(9);
    expect(callValue('round', [2])).toBe(2);
  });

  it('sets the rounding of floor, ceil and round, and keeps it for the others', () => {
    expect(['floor', 'ceil', 'round', 'abs', 'min', 'max'].map((n) => callRounding(n as 'abs', 'trunc'))).toEqual(['floor', 'ceil', 'round', 'trunc', 'trunc', 'trunc']);
  });
});

describe('testValue', () => {
  it('is 1 when the value meets the test and 0 when it does not', () => {
    const t = parse('(2d6)>=8');
    if (t.kind !== 'test') throw new Error('not a test');
    expect([testValue(t, 7), testValue(t, 8)]).toEqual([0, 1]);
  });
});

describe('calc', () => {
  it('evaluates operators left to right with the dice values in order', () => {
    expect(calc(parse('1d6-1d4*2'), 'floor', [5, 3])).toBe(-1);
    expect(calc(parse('-1d6+10'), 'floor', [4])).toBe(6);
    expect(calc(parse('1d20/3'), 'floor', [-7])).toBe(-3);
    expect(calc(parse('1d20/3'), 'ceil', [-7])).toBe(-2);
    expect(calc(parse('1d6/0'), 'floor', [5])).toBeNaN();
  });

  it('rounds a division inside floor, ceil and round its own way', () => {
    expect(calc(parse('ceil(1d6/4)'), 'floor', [5])).toBe(2);
    expect(calc(parse('round(1d6/4)'), 'ceil', [5])).toBe(1);
    expect(calc(parse('floor(1d6/4)'), 'ceil', [5])).toBe(1);
    expect(calc(parse('abs(1d6/4)'), 'ceil', [5])).toBe(2);
    expect(calc(parse('max(1d6, 1d8)'), 'floor', [3, 7])).toBe(7);
  });

  it('evaluates groups and tests', () => {
    expect(calc(parse('{1d6, 1d6}kh1'), 'floor', [2, 5])).toBe(5);
    expect(calc(parse('(1d6+1d6)>=8'), 'floor', [3, 5])).toBe(1);
    expect(calc(parse('(1d6+1d6)>=8'), 'floor', [3, 4])).toBe(0);
  });

  it('takes a rolled count and rolled sides before their own term', () => {
    expect(calc(parse('(1d4)d6+1d8'), 'floor', [3, 11, 2])).toBe(13);
    expect(calc(parse('2d(1d6+2)'), 'floor', [4, 9])).toBe(9);
    const seen: string[] = [];
    const v = calc(parse('(1d4)d(1d6)'), 'floor', (n) => {
      seen.push(n.kind === 'dice' ? `${n.span.start}` : n.kind);
      return 2;
    });
    expect(v).toBe(2);
    expect(seen).toEqual(['1', '7', '0']);
  });
});

describe('fold', () => {
  const show = (n: string): string =>
    fold<string>(
      parse(n),
      (v) => `${v}`,
      (x) => `neg(${x})`,
      (x, y, node) => `(${x}${node.op}${y})`,
      (i, _node, c, s) => `t${i}${c === undefined ? '' : `[c=${c}]`}${s === undefined ? '' : `[s=${s}]`}`,
      { group: (xs) => `{${xs.join(',')}}`, call: (xs, node) => `${node.name}(${xs.join(',')})`, test: (x) => `test(${x})` },
    );

  it('folds bottom-up with the terms numbered in order', () => {
    expect(show('-2+1d6*3d4')).toBe('(neg(2)+(t0*t1))');
    expect(show('max(1d6, {1d4, 2})')).toBe('max(t0,{t1,2})');
    expect(show('(1d6)>=3')).toBe('test(t0)');
    expect(show('(1d4)d(1d6+1)')).toBe('t2[c=t0][s=(t1+1)]');
    expect(show('2d(1d6)')).toBe('t1[s=t0]');
    expect(show('(1d2)d6')).toBe('t1[c=t0]');
  });

  it('throws a TypeError on a group, function or test without handlers for them', () => {
    const bare = (n: string): number =>
      fold<number>(
        parse(n),
        (v) => v,
        (x) => -x,
        (x, y) => x + y,
        () => 1,
      );
    expect(bare('1d6+2')).toBe(3);
    for (const n of ['{1d6}', 'abs(1d6)', '(1d6)>=2']) expect(() => bare(n)).toThrow(new TypeError('unsupported node'));
  });
});

describe('constantValue', () => {
  it('gives the value of a dice-free expression and undefined otherwise', () => {
    expect(constantValue(parse('7/2'), 'ceil')).toBe(4);
    expect(constantValue(parse('7/2'), 'floor')).toBe(3);
    expect(constantValue(parse('1/0'), 'floor')).toBeUndefined();
    expect(constantValue(parse('1d6'), 'floor')).toBeUndefined();
  });
});

describe('clamp', () => {
  it('raises to min and lowers to max, at their exact values', () => {
    const c = { min: 2, max: 5 };
    expect([1, 2, 3, 5, 6].map((f) => clamp(c, f))).toEqual([2, 2, 3, 5, 5]);
    expect([1, 9].map((f) => clamp({ min: null, max: null }, f))).toEqual([1, 9]);
    expect([1, 9].map((f) => clamp({ min: 3, max: null }, f))).toEqual([3, 9]);
    expect([1, 9].map((f) => clamp({ min: null, max: 4 }, f))).toEqual([1, 4]);
  });
});

describe('staticFaces', () => {
  it('gives the face range and the highest value after clamps', () => {
    expect(staticFaces(dice('1d6'))).toEqual({ lo: 1, hi: 6, clampHi: 6 });
    expect(staticFaces(dice('1d6max4'))).toEqual({ lo: 1, hi: 6, clampHi: 4 });
    expect(staticFaces(dice('1dF'))).toEqual({ lo: -1, hi: 1, clampHi: 1 });
    expect(staticFaces(dice('1d%'))).toEqual({ lo: 1, hi: 100, clampHi: 100 });
    expect(staticFaces(dice('1d{3,-2,7}max5'))).toEqual({ lo: -2, hi: 7, clampHi: 5 });
  });
});

describe('standingValues', () => {
  it('samples the faces around every number the term mentions, leaving out the faces that reroll until they stand', () => {
    // lo 1, hi 10, min 4, rerolls below 3: around 1 → 3; around 10 → 8, 9, 10; around 4 → 3..6; around 3 → 3..5; clamped to ≥ 4.
    expect(standingValues(dice('1d10r<3min4'))).toEqual([4, 8, 9, 10, 4, 4, 5, 6, 4, 4, 5]);
  });

  it('keeps the faces a reroll-once rule may leave, and adds the extra numbers asked for', () => {
    expect(standingValues(dice('1d10ro<3'))).toEqual([1, 2, 3, 8, 9, 10, 1, 2, 3, 4, 5]);
    expect(standingValues(dice('1d10'), [5])).toEqual([1, 2, 3, 8, 9, 10, 3, 4, 5, 6, 7]);
  });

  it('samples around the explosion, success and failure points and the max clamp', () => {
    expect(standingValues(dice('1d20!>18'))).toEqual([1, 2, 3, 18, 19, 20, 16, 17, 18, 19, 20]);
    expect(standingValues(dice('1d20>=15f3max17'))).toEqual([1, 2, 3, 17, 17, 17, 15, 16, 17, 17, 17, 13, 14, 15, 16, 17, 1, 2, 3, 4, 5]);
  });

  it('takes a bare reroll as one on the lowest face', () => {
    expect(standingValues(dice('1d6r'))).toEqual([2, 3, 4, 5, 6]);
  });

  it('gives a custom die its standing faces after clamps', () => {
    expect(standingValues(dice('1d{1,2,2,3,9}r=2max4'))).toEqual([1, 3, 4]);
  });

  it('takes a bare reroll on a custom die as one on its lowest face', () => {
    expect(standingValues(dice('1d{3,1,2,1,9}r'))).toEqual([3, 2, 9]);
    expect(standingValues(dice('1d{-2,0,5}rmax4'))).toEqual([0, 4]);
  });
});
