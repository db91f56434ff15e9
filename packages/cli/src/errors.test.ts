import { describe, expect, it } from 'vitest';
import { CliUsageError, describeError, isInputError } from './errors.js';

class FakeNotationError extends SyntaxError {
  override readonly name = 'DiceNotationError';
  readonly notation = '2d6+';
  readonly index = 4;
  readonly expected: readonly string[] = ['a number'];
}

describe('CliUsageError', () => {
  it('is an Error named CliUsageError', () => {
    const e = new CliUsageError('nope');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('CliUsageError');
    expect(e.message).toBe('nope');
  });
});

describe('isInputError', () => {
  it('accepts typed errors and rejects built-in ones', () => {
    expect(isInputError(new CliUsageError('x'))).toBe(true);
    expect(isInputError(new FakeNotationError('x'))).toBe(true);
    expect(isInputError(new TypeError('x'))).toBe(false);
    expect(isInputError(new RangeError('x'))).toBe(false);
    expect(isInputError('x')).toBe(false);
  });

  it('treats a Node system error on a named file as bad input', () => {
    const enoent = Object.assign(new Error("ENOENT: no such file or directory, open 'x.json'"), { code: 'ENOENT', syscall: 'open' });
    expect(isInputError(enoent)).toBe(true);
    expect(describeError(enoent)).toBe("ENOENT: no such file or directory, open 'x.json'");
  });
});

describe('describeError', () => {
  it('phrases a notation error with its position and what was expected', () => {
    expect(describeError(new FakeNotationError('whatever'))).toBe('bad dice notation at 5 in "2d6+": expected a number');
  });

  it('calls a formula over a size limit a size limit, not bad notation', () => {
    const e = Object.assign(new SyntaxError('x'), { name: 'DiceNotationError', notation: '1d1000000000', index: 2, expected: 'at most 1000000 sides', reason: 'limit' });
    expect(describeError(e)).toBe('"1d1000000000" is over a size limit (not a notation error): the limit is 1000000 sides per die (the dice library\'s MAX_SIDES)');
  });

  it('keeps any other message on one line', () => {
    expect(describeError(new CliUsageError('first\n  second'))).toBe('first second');
  });
});

describe('describeError for an unknown table', () => {
  it('names the command that lists the tables instead of an API constant', () => {
    const e = Object.assign(new RangeError('unknown table "nope": no seed table has this name (see allTables)'), { name: 'UnknownTableError' });
    expect(describeError(e)).toBe('unknown table "nope": no seed table has this name; rollwright table list shows every table');
  });
});
