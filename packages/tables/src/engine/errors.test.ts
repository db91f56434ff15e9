import { describe, expect, it } from 'vitest';
import {
  DieExpressionError,
  formatPath,
  RollOutOfRangeError,
  TableCycleError,
  TableDefinitionError,
  TableExhaustedError,
  TableJsonError,
  TableModifierError,
  TableRangeError,
  TableTooComplexError,
  UnknownTableError,
} from './errors.js';

describe('error classes', () => {
  it('UnknownTableError names the table, with and without a detail', () => {
    const bare = new UnknownTableError('gems');
    expect(bare).toBeInstanceOf(RangeError);
    expect(bare.name).toBe('UnknownTableError');
    expect(bare.table).toBe('gems');
    expect(bare.message).toBe('unknown table "gems"');
    expect(new UnknownTableError('gems', 'row 2 refers to it').message).toBe('unknown table "gems": row 2 refers to it');
    // an empty detail is still a detail (only `undefined` leaves it out)
    expect(new UnknownTableError('gems', '').message).toBe('unknown table "gems": ');
  });

  it('TableRangeError keeps the table, the kind, the value and the message as given', () => {
    const e = new TableRangeError('t', 'gap', 4, 'the message');
    expect(e).toBeInstanceOf(RangeError);
    expect([e.name, e.table, e.kind, e.value, e.message]).toEqual(['TableRangeError', 't', 'gap', 4, 'the message']);
  });

  it('TableDefinitionError prefixes the table name', () => {
    const e = new TableDefinitionError('w', 'bad weight');
    expect(e).toBeInstanceOf(TypeError);
    expect([e.name, e.table, e.message]).toEqual(['TableDefinitionError', 'w', 'table "w": bad weight']);
  });

  it('TableCycleError joins the loop with arrows and keeps a frozen copy of it', () => {
    const loop = ['a', 'b', 'a'];
    const e = new TableCycleError(loop);
    expect(e).toBeInstanceOf(RangeError);
    expect(e.name).toBe('TableCycleError');
    expect(e.message).toBe('tables refer to each other in a loop that can never end: a → b → a');
    expect(e.cycle).toEqual(['a', 'b', 'a']);
    expect(Object.isFrozen(e.cycle)).toBe(true);
    loop.push('c');
    expect(e.cycle).toEqual(['a', 'b', 'a']);
  });

  it('RollOutOfRangeError and TableModifierError keep the rejected number', () => {
    const r = new RollOutOfRangeError('t', 7, 'seven');
    expect(r).toBeInstanceOf(RangeError);
    expect([r.name, r.table, r.roll, r.message]).toEqual(['RollOutOfRangeError', 't', 7, 'seven']);
    const m = new TableModifierError('t', -2, 'minus two');
    expect(m).toBeInstanceOf(RangeError);
    expect([m.name, m.table, m.modifier, m.message]).toEqual(['TableModifierError', 't', -2, 'minus two']);
  });

  it('TableExhaustedError says how to put the cards back', () => {
    const e = new TableExhaustedError('ev');
    expect(e).toBeInstanceOf(RangeError);
    expect([e.name, e.table]).toEqual(['TableExhaustedError', 'ev']);
    expect(e.message).toBe('deck of table "ev" is exhausted: every card has been drawn (use resetDeck to shuffle them back)');
  });

  it('DieExpressionError and TableTooComplexError prefix what they name', () => {
    const d = new DieExpressionError('d7x', 'cannot read');
    expect(d).toBeInstanceOf(SyntaxError);
    expect([d.name, d.expression, d.message]).toEqual(['DieExpressionError', 'd7x', 'die expression "d7x": cannot read']);
    const c = new TableTooComplexError('fan', 'too many');
    expect(c).toBeInstanceOf(RangeError);
    expect([c.name, c.table, c.message]).toEqual(['TableTooComplexError', 'fan', 'table "fan": too many']);
  });
});

describe('formatPath', () => {
  it('writes (root) for the empty path, dots between keys and brackets around indexes', () => {
    expect(formatPath([])).toBe('(root)');
    expect(formatPath(['rows'])).toBe('rows');
    expect(formatPath([3])).toBe('[3]');
    expect(formatPath(['tables', 0, 'rows', 3, 'range'])).toBe('tables[0].rows[3].range');
    expect(formatPath([0, 'name'])).toBe('[0].name');
    expect(formatPath(['a', 'b'])).toBe('a.b');
  });
});

describe('TableJsonError', () => {
  it('counts one problem in the singular and lists it with its path', () => {
    const e = new TableJsonError([{ path: ['rows', 0, 'label'], message: 'must not be empty' }]);
    expect(e).toBeInstanceOf(SyntaxError);
    expect(e.name).toBe('TableJsonError');
    expect(e.message).toBe('invalid table JSON (1 problem):\n  - rows[0].label: must not be empty');
  });

  it('counts several problems in the plural, one line each, and freezes copies of them', () => {
    const path: (string | number)[] = ['die'];
    const e = new TableJsonError([
      { path: [], message: 'not JSON' },
      { path, message: 'bad die' },
    ]);
    expect(e.message).toBe('invalid table JSON (2 problems):\n  - (root): not JSON\n  - die: bad die');
    path.push('x');
    expect(e.issues).toEqual([
      { path: [], message: 'not JSON' },
      { path: ['die'], message: 'bad die' },
    ]);
    expect(Object.isFrozen(e.issues)).toBe(true);
    expect(Object.isFrozen(e.issues[1])).toBe(true);
    expect(Object.isFrozen(e.issues[1]?.path)).toBe(true);
  });

  it('says 0 problems for an empty list', () => {
    expect(new TableJsonError([]).message).toBe('invalid table JSON (0 problems):\n');
  });
});
