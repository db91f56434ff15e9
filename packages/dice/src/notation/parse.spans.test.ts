import { describe, expect, it } from 'vitest';
import type { DiceExpr } from './ast.js';
import { parse } from './parse.js';

/** The left operand of `notation`, a sum. */
function left(notation: string): DiceExpr {
  const e = parse(notation);
  if (e.kind !== 'binary') throw new Error(`not a sum: ${notation}`);
  expect(e.right.kind).toBe('number');
  return e.left;
}

describe('parse spans: whitespace after a clause stays outside its term', () => {
  it('ends a keep clause without its count before the whitespace', () => {
    expect(left('2d20k + 1')).toMatchObject({ keep: { which: 'kh', count: 1, span: { start: 4, end: 5 } }, span: { start: 0, end: 5 } });
    expect(left('{1d6,1d6}k + 1')).toMatchObject({ keeps: [{ which: 'kh', count: 1, span: { start: 9, end: 10 } }], span: { start: 0, end: 10 } });
  });

  it('spans sorts, marks, unique and explode clauses exactly', () => {
    expect(left('4d6 sd + 1')).toMatchObject({ sort: { order: 'desc', span: { start: 4, end: 6 } }, span: { start: 0, end: 6 } });
    expect(left('{1d6,1d6} sa + 1')).toMatchObject({ sort: { order: 'asc', span: { start: 10, end: 12 } }, span: { start: 0, end: 12 } });
    expect(left('1d20 crit + 1')).toMatchObject({ critSuccess: { op: '=', value: 20 }, span: { start: 0, end: 9 } });
    expect(left('1d6 u + 1')).toMatchObject({ unique: { mode: 'until', compare: null, span: { start: 4, end: 5 } }, span: { start: 0, end: 5 } });
    expect(left('1d6! + 1')).toMatchObject({ explode: { mode: 'explode', compare: null, span: { start: 3, end: 4 } }, span: { start: 0, end: 4 } });
    expect(left('1d6 ! >= 5 + 1')).toMatchObject({ explode: { compare: { op: '>=', value: 5 }, span: { start: 4, end: 10 } }, span: { start: 0, end: 10 } });
    expect(left('ud6 + 1')).toEqual({ kind: 'usage', sides: 6, span: { start: 0, end: 3 } });
  });

  it('spans a parenthesized term by its inside', () => {
    const e = parse('(1d6) + 1');
    expect(e).toMatchObject({ kind: 'binary', span: { start: 1, end: 9 }, left: { kind: 'dice', span: { start: 1, end: 4 } }, right: { span: { start: 8, end: 9 } } });
  });
});

describe('parse group clauses', () => {
  it('reads a bare s after a group as an ascending sort', () => {
    expect(parse('{1d6,1d6}s')).toMatchObject({ kind: 'group', sort: { order: 'asc', span: { start: 9, end: 10 } }, span: { start: 0, end: 10 } });
    expect(parse('{1d6,1d6}sd')).toMatchObject({ sort: { order: 'desc', span: { start: 9, end: 11 } } });
  });

  it('names the clause that lacks its compare point', () => {
    expect(() => parse('{1d6,1d6}cs')).toThrow(expect.objectContaining({ index: 11, reason: 'syntax', expected: "a compare point after 'cs'", message: 'Expected a compare point after \'cs\' at 12 in "{1d6,1d6}cs"' }));
    expect(() => parse('{1d6,1d6}>3f')).toThrow(expect.objectContaining({ index: 12, expected: "a compare point after 'f'", message: 'Expected a compare point after \'f\' at 13 in "{1d6,1d6}>3f"' }));
  });

  it('refuses a critical mark after a group even after whitespace, where the whitespace starts', () => {
    const expected = 'critical marks on the dice terms inside the group (write {3d6crit>=6, 3d6crit>=6}: a group has no dice of its own to mark)';
    expect(() => parse('{1d6,1d6} crit')).toThrow(expect.objectContaining({ index: 9, reason: 'syntax', expected }));
    expect(() => parse('{1d6,1d6}kh1 crit>5')).toThrow(expect.objectContaining({ index: 12, reason: 'syntax', expected }));
  });
});
