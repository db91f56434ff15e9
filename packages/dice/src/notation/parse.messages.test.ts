import { describe, expect, it } from 'vitest';
import type { DiceNotationErrorReason } from './DiceNotationError.js';
import { DiceNotationError } from './DiceNotationError.js';
import { parse, safeParse } from './parse.js';

/** The error parse gives for `notation` (the test fails if it parses). */
function error(notation: string): DiceNotationError {
  const r = safeParse(notation);
  if (r.ok) throw new Error(`${notation} parsed`);
  return r.error;
}

/** `notation` is refused with exactly this `expected` text, at `index`, for `reason`. */
function refused(notation: string, index: number, reason: DiceNotationErrorReason, expected: string): void {
  const e = error(notation);
  expect(e).toBeInstanceOf(DiceNotationError);
  expect({ index: e.index, reason: e.reason, expected: e.expected, notation: e.notation }).toEqual({ index, reason, expected, notation });
  // The message counts from 1.
  expect(e.message).toBe(`Expected ${expected} at ${index + 1} in "${notation}"`);
}

describe('parse error messages and positions', () => {
  it.each([
    // Usage dice and functions.
    ['ud', 2, 'syntax', 'a usage die size (4,6,8,10,12,20)'],
    ['ud7', 2, 'range', 'a usage die size (4,6,8,10,12,20)'],
    ['floor(1,2)', 0, 'syntax', 'one argument for floor'],
    ['abs(1,2)', 0, 'syntax', 'one argument for abs'],
    ['min(1)', 0, 'syntax', 'two or more arguments for min'],
    ['max(1)', 0, 'syntax', 'two or more arguments for max'],
    ['abs()', 4, 'syntax', "a number, a die or '('"],
    ['floor(', 6, 'syntax', "a number, a die or '('"],
    ['-', 1, 'syntax', "a number, a die or '('"],
    ['(', 1, 'syntax', "a number, a die or '('"],
    ['{', 1, 'syntax', "a number, a die or '('"],
    // Parentheses and pass/fail tests.
    ['(1d6', 4, 'syntax', "')'"],
    ['(1d6)<', 6, 'syntax', "a number after '<'"],
    ['(1d6)<=x', 7, 'syntax', "a number after '<='"],
    ['1d6 x', 4, 'syntax', 'an operator or the end'],
    ['2d6 + 3 3', 8, 'syntax', 'an operator or the end'],
    ['1d6ua', 4, 'syntax', 'an operator or the end'],
    // Roll groups.
    ['{1d6,2d6', 8, 'syntax', "'}' or ','"],
    ['{1d6,', 5, 'syntax', "a number, a die or '('"],
    ['{1d6}d', 6, 'syntax', "a number after 'd'"],
    ['{1d6,1d6}sa sd', 12, 'syntax', 'only one sort clause per group'],
    ['{1d6,1d6}>3>4', 11, 'syntax', 'only one success clause per group'],
    ['{1d6,1d6}>3f<2f<1', 14, 'syntax', 'only one failure clause per group'],
    ['{1d6,1d6}f<2', 0, 'syntax', "a success compare point with 'f'"],
    ['{1d6,1d6}crit', 9, 'syntax', 'critical marks on the dice terms inside the group (write {3d6crit>=6, 3d6crit>=6}: a group has no dice of its own to mark)'],
    ['{1+1}kh1', 0, 'range', 'a single dice term as the one sub-roll of a group with keep/drop (its dice are kept or dropped)'],
    ['{1d6,1d6}kh3', 9, 'limit', 'at most 2 sub-rolls (the group has that many)'],
    ['{1d6}kh10001', 5, 'limit', 'at most 10000 dice in one term'],
    // Custom faces.
    ['1d{a}', 4, 'syntax', "':' after the label 'a'"],
    ['1d{a:}', 5, 'syntax', 'a face value'],
    ['1d{1h:1}', 3, 'syntax', "a label (a letter or '_', then letters, digits, '_' or '-') and ':'"],
    ['1d{7:1}', 3, 'syntax', "a label (a letter or '_', then letters, digits, '_' or '-') and ':'"],
    ['1d{a:1,a:2}', 7, 'range', "one value for the label 'a'"],
    ['1d{a:1,1}', 7, 'range', 'a label on all faces of value 1 or none'],
    ['1d{1,a:1}', 5, 'range', 'a label on all faces of value 1 or none'],
    ['1d{1,2', 6, 'syntax', "'}' or ','"],
    // Rolled and computed side counts.
    ['1d(1d6', 6, 'syntax', "')'"],
    ['1d(0)', 2, 'range', 'a number of sides ≥ 1'],
    ['1d(1/2)', 2, 'range', 'a number of sides ≥ 1'],
    ['1d(-1)', 2, 'range', 'a number of sides ≥ 1'],
    ['1d1000001', 2, 'limit', 'at most 1000000 sides'],
    ['1d(1d6)crit', 7, 'syntax', 'a compare point after the mark (the side count is rolled)'],
    ['1d(1d6)fumble', 7, 'syntax', 'a compare point after the mark (the side count is rolled)'],
    // Clauses of a dice term.
    ['1d6d', 4, 'syntax', "a number after 'd'"],
    ['2d6 dx', 5, 'syntax', "a number after 'd'"],
    ['1d6minx', 6, 'syntax', "a number after 'min'"],
    ['1d6max', 6, 'syntax', "a number after 'max'"],
    ['1d6min1min2', 7, 'syntax', 'only one min clause per dice term'],
    ['1d6max5max2', 7, 'syntax', 'only one max clause per dice term'],
    ['1d6sasd', 5, 'syntax', 'only one sort clause per dice term'],
    ['1d6uu', 4, 'syntax', 'only one unique clause per dice term'],
    ['1d6critcrit', 7, 'syntax', 'only one critSuccess clause per dice term'],
    ['1d6fumblefumble', 9, 'syntax', 'only one critFailure clause per dice term'],
    ['1d6!!!', 5, 'syntax', 'only one explode clause per dice term'],
    ['1d6ror', 5, 'syntax', 'only one kind of reroll (r or ro) per dice term'],
    ['1d6ro1r1', 6, 'syntax', 'only one kind of reroll (r or ro) per dice term'],
    ['1d6>3>4', 5, 'syntax', 'only one success clause per dice term'],
    ['1d6>3f<2f<1', 8, 'syntax', 'only one failure clause per dice term'],
    ['1d6cs', 5, 'syntax', "a compare point after 'cs'"],
    ['1d6>3f', 6, 'syntax', "a compare point after 'f'"],
    ['1d6f<2', 3, 'syntax', "a success compare point with 'f'"],
    ['10001d6', 0, 'limit', 'at most 10000 dice in one term'],
    ['6000d6+6000d6', 7, 'limit', 'at most 10000 dice in one formula'],
    ['1d6kh10001', 3, 'limit', 'at most 10000 dice in one term'],
    ['(5-10)d10', 1, 'range', 'a dice count ≥ 0 (it is -5)'],
    ['(1/2-1)d6', 1, 'range', 'a dice count ≥ 0 (it is -1)'],
    // Numbers.
    ['1000000001', 0, 'limit', 'at most 1000000000'],
    ['1d6min1000000001', 6, 'limit', 'at most 1000000000'],
    ['1d6r1000000001', 4, 'limit', 'at most 1000000000'],
  ] as const)('refuses %j at %i (%s): "Expected %s"', (notation, index, reason, expected) => {
    refused(notation, index, reason, expected);
  });

  it.each([
    // The clamps, the endless rolls and the points every die meets or misses (checkTerm).
    ['1d6min3max2', 0, 'range', 'a min clamp ≤ 2'],
    ['1d6max7min8', 0, 'range', 'a min clamp ≤ 7'],
    ['1d6min7', 3, 'range', 'a min clamp ≤ 6'],
    ['1d6max0', 3, 'range', 'a max clamp ≥ 1'],
    ['1d6r<7', 3, 'infinite', 'a face that does not reroll'],
    ['1d6r>0', 3, 'infinite', 'a face that does not reroll'],
    ['1d6!p>=1cs>0', 3, 'infinite', 'a face that does not explode'],
    ['3d6>=1', 3, 'range', 'a success point some die can miss (every die meets >=1)'],
    ['3d6>=7', 3, 'range', 'a success point some die can meet (no die meets >=7)'],
    ['3d6>3f<7', 5, 'range', 'a failure point some die can miss (every die meets <7)'],
    ['3d6>3f>=1', 5, 'range', 'a failure point some die can miss (every die meets >=1)'],
    ['3d6>3f>6', 5, 'range', 'a failure point some die can meet (no die meets >6)'],
    ['7d6u', 3, 'infinite', 'at most 6 unique dice (the values a die can show)'],
    ['4dFu', 3, 'infinite', 'at most 3 unique dice (the values a die can show)'],
    ['3dFmin0u', 7, 'infinite', 'at most 2 unique dice (the values a die can show)'],
    ['2d{1,1}u', 7, 'infinite', 'at most 1 unique dice (the values a die can show)'],
  ] as const)('refuses the term %j at %i (%s): "Expected %s"', (notation, index, reason, expected) => {
    refused(notation, index, reason, expected);
  });

  // the 'f' of `fumble` is not read as a failure clause of the group
  it('refuses a fumble mark on a group with the message about marks inside the group', () => {
    refused('{1d6,1d6}fumble', 9, 'syntax', 'critical marks on the dice terms inside the group (write {3d6crit>=6, 3d6crit>=6}: a group has no dice of its own to mark)');
  });

  it('refuses a value that is not a string, naming what it got', () => {
    for (const [value, shown] of [[42, '42'], [null, 'null'], [undefined, 'undefined'], [{}, 'object'], [true, 'true']] as const) {
      let caught: unknown;
      try {
        parse(value as unknown as string);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(DiceNotationError);
      expect(caught).toMatchObject({ notation: shown, index: 0, reason: 'syntax', expected: 'a string', message: `Expected a string at 1 in "${shown}"` });
    }
  });

  it('gives the limits of length, nesting, nodes and group size at their exact bound', () => {
    const long = 'x'.repeat(1001);
    expect(error(long)).toMatchObject({ index: 1000, reason: 'limit', expected: 'at most 1000 characters', message: `Expected at most 1000 characters at 1001 in "${'x'.repeat(77)}..."` });
    expect(parse('1'.repeat(9).padStart(1000, ' ')).kind).toBe('number');
    // 50 levels of nesting pass (the formula is one), 51 do not.
    expect(parse(`${'('.repeat(49)}1${')'.repeat(49)}`).kind).toBe('number');
    expect(error(`${'('.repeat(50)}1${')'.repeat(50)}`)).toMatchObject({ index: 50, reason: 'limit', expected: 'at most 50 levels of nesting' });
    expect(parse(`${'-'.repeat(49)}1`).kind).toBe('negate');
    expect(error(`${'-'.repeat(50)}1`)).toMatchObject({ index: 50, reason: 'limit', expected: 'at most 50 levels of nesting' });
    // 250 numbers and 249 operators are 499 nodes; one more sum makes 501.
    expect(parse(`${'1+'.repeat(249)}1`).kind).toBe('binary');
    expect(error(`${'1+'.repeat(250)}1`)).toMatchObject({ index: 501, reason: 'limit', expected: 'at most 500 terms and operators' });
    expect(parse(`{${'1,'.repeat(99)}1}`).kind).toBe('group');
    expect(error(`{${'1,'.repeat(100)}1}`)).toMatchObject({ index: 0, reason: 'limit', expected: 'at most 100 sub-rolls in one group' });
    expect(parse('1000000000')).toMatchObject({ value: 1000000000 });
    expect(parse('10000d6')).toMatchObject({ kind: 'dice', count: { value: 10000 } });
    expect(parse('5000d6+5000d6').kind).toBe('binary');
    expect(parse('1d1000000')).toMatchObject({ sides: 1000000 });
  });
});
