import { describe, expect, it } from 'vitest';
import { DiceFaceError } from './DiceFaceError.js';
import { DiceNotationError } from './DiceNotationError.js';

describe('DiceNotationError', () => {
  it('counts the position from 1 in its message and keeps every field', () => {
    const e = new DiceNotationError('2d+1', 2, 'a number of sides');
    expect(e.message).toBe('Expected a number of sides at 3 in "2d+1"');
    expect(e.name).toBe('DiceNotationError');
    expect([e.notation, e.index, e.expected, e.reason]).toEqual(['2d+1', 2, 'a number of sides', 'syntax']);
    expect(e).toBeInstanceOf(SyntaxError);
    expect(new DiceNotationError('1d0', 2, 'sides of at least 1', 'range').reason).toBe('range');
  });

  it('quotes a notation of 80 characters in full and cuts a longer one to 77 and "..."', () => {
    const at80 = '1+'.repeat(39) + '1d';
    expect(at80).toHaveLength(80);
    expect(new DiceNotationError(at80, 80, 'x').message).toBe(`Expected x at 81 in "${at80}"`);
    const at81 = `${at80}6`;
    expect(new DiceNotationError(at81, 0, 'x').message).toBe(`Expected x at 1 in "${at80.slice(0, 77)}..."`);
  });
});

describe('DiceFaceError', () => {
  it('keeps its message and the index of the bad face', () => {
    const e = new DiceFaceError('face 7 is not on a d6', 0);
    expect([e.name, e.message, e.index]).toEqual(['DiceFaceError', 'face 7 is not on a d6', 0]);
    expect(e).toBeInstanceOf(RangeError);
  });
});
