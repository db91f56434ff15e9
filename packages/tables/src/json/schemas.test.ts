import { describe, expect, it } from 'vitest';
import { documentKind, schemas } from './schemas.js';
import { schemaIssues } from './load.js';

describe('documentKind', () => {
  it('reads anything that is not an object as a table (so the table schema reports it)', () => {
    for (const v of [null, 3, 'x', [], [{ name: 'a' }]]) expect(documentKind(v)).toBe('table');
  });

  it('reads tables, flowers or decks keys as a library, and an empty or $schema-only object too', () => {
    expect(documentKind({ tables: 1 })).toBe('library');
    expect(documentKind({ flowers: [] })).toBe('library');
    expect(documentKind({ decks: [], hexes: [] })).toBe('library');
    expect(documentKind({})).toBe('library');
    expect(documentKind({ $schema: 'x' })).toBe('library');
  });

  it('reads hexes as a flower, and anything else as a table', () => {
    expect(documentKind({ name: 'f', hexes: [] })).toBe('flower');
    expect(documentKind({ name: 't' })).toBe('table');
    expect(documentKind({ $schema: 'x', rows: [] })).toBe('table');
  });
});

describe('schemaIssues (one readable message per kind of problem)', () => {
  const issues = (data: unknown, kind: 'table' | 'flower' | 'library' = documentKind(data)): string[] =>
    schemaIssues(data, kind).map((i) => `${i.path.join('.')}: ${i.message}`);
  const row = { range: 1, label: 'a' };

  it('finds nothing in a valid document', () => {
    expect(issues({ name: 't', die: 'd1', rows: [row] })).toEqual([]);
    expect(schemas()).toBe(schemas());
  });

  it('names the expected type', () => {
    expect(issues({ name: 3, die: 'd1', rows: [row] })).toEqual(['name: expected string']);
    expect(issues({ name: 't', rows: [{ weight: 1.5, label: 'a' }] })).toEqual(['rows.0.weight: expected a whole number (a safe integer)']);
    expect(issues({ name: 't', die: 'd1', clamp: 'no', rows: [row] })).toEqual(['clamp: expected boolean']);
    expect(issues(7)).toEqual([': expected object']);
  });

  it('names too small and too big values', () => {
    expect(issues({ name: '', die: 'd1', rows: [row] })).toEqual(['name: must not be empty']);
    expect(issues({ name: 't', die: 'd1', rows: [] })).toEqual(['rows: needs at least 1 item']);
    expect(issues({ name: 't', rows: [{ weight: -1, label: 'a' }] })).toEqual(['rows.0.weight: must be at least 0']);
    expect(issues({ name: 't', die: 'd1', rows: [{ ...row, then: [{ again: 11 }] }] })).toEqual(['rows.0.then.0.again: must be at most 10']);
    expect(issues({ name: 't', die: 'd1', rows: [{ ...row, then: [{ roll: 'x', times: 0 }] }] })).toEqual(['rows.0.then.0.times: must be at least 1']);
  });

  it('names the allowed values of an enum and each unknown key', () => {
    expect(issues({ decks: [{ name: 'd', table: 't', copies: 'some' }] })).toEqual(['decks.0.copies: must be one of "odds", "one"']);
    expect(issues({ name: 'f', die: 'd1', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: 1, move: 'stay' }], edge: 'bounce' })).toEqual(['edge: must be one of "stay", "wrap"']);
    expect(issues({ name: 't', die: 'd1', colour: 'red', size: 2, rows: [row] })).toEqual(['colour: unknown key', 'size: unknown key']);
  });

  it('names a range that is neither text nor a whole number', () => {
    expect(issues({ name: 't', die: 'd1', rows: [{ range: 1.5, label: 'a' }] })).toEqual([
      'rows.0.range: matches none of the allowed forms (a further roll is { "roll": "<table>", "times"?: 1..10 } or { "again": 1..10 }; a range is text or a whole number)',
    ]);
  });
});
