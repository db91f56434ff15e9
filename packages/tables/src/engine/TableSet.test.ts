import { describe, expect, it } from 'vitest';
import { createTableSet, checkTableSet, shapeOfTable } from './TableSet.js';
import { analyseTableSpec, defineTable } from './Table.js';
import { TableCycleError, TableDefinitionError, UnknownTableError } from './errors.js';

const shapes = (...specs: unknown[]): ReturnType<typeof analyseTableSpec>['shape'][] => specs.map((s) => analyseTableSpec(s).shape);

describe('createTableSet', () => {
  it('refuses a loop across two tables whose exit only a modifier reaches', () => {
    const a = defineTable({ name: 'a', die: 'd6', rows: [{ range: '1-6', label: 'to b', then: [{ roll: 'b' }] }, { range: '7+', label: 'out' }] });
    const b = defineTable({ name: 'b', die: 'd6', rows: [{ range: '1-6', label: 'to a', then: [{ roll: 'a' }] }, { range: '7+', label: 'out' }] });
    expect(() => createTableSet([a, b])).toThrow(TableCycleError);
  });

  it('accepts loops that can end', () => {
    const a = defineTable({ name: 'a', die: 'd6', rows: [{ range: '1-5', label: 'to b', then: [{ roll: 'b' }] }, { range: '6', label: 'out' }] });
    const b = defineTable({ name: 'b', die: 'd2', rows: [{ range: '1-2', label: 'to a', then: [{ roll: 'a' }] }] });
    expect(createTableSet([a, b]).tables.size).toBe(2);
  });
});

describe('checkTableSet', () => {
  it('reports every problem of a set at once: duplicates, unknown references and every endless loop', () => {
    const found = checkTableSet(
      shapes(
        { name: 'a', die: 'd2', rows: [{ range: '1-2', label: 'x', then: [{ roll: 'b' }] }] },
        { name: 'b', die: 'd2', rows: [{ range: '1-2', label: 'y', then: [{ roll: 'a' }] }] },
        { name: 'c', rows: [{ weight: 1, label: 'z', then: [{ roll: 'd' }] }] },
        { name: 'd', rows: [{ weight: 1, label: 'w', then: [{ roll: 'c' }] }] },
        { name: 'e', rows: [{ weight: 1, label: 'u', then: [{ roll: 'nope' }, { roll: 'gone' }] }] },
        { name: 'e', rows: [{ weight: 1, label: 'v' }] },
      ),
    );
    expect(found.map((p) => `${p.path.join('.')}: ${p.error.name}`)).toEqual([
      '5.name: TableDefinitionError',
      '4.rows.0.then.0.roll: UnknownTableError',
      '4.rows.0.then.1.roll: UnknownTableError',
      '0.rows: TableCycleError',
      '2.rows: TableCycleError',
    ]);
    expect(found[3]?.message).toMatch(/a → b → a/);
    expect(found[4]?.message).toMatch(/c → d → c/);
  });

  it('sees the same shape in a built table as in its spec', () => {
    const spec = { name: 'a', die: 'd20', rows: [{ range: '1-19', label: 'x' }, { range: 20, natural: true, label: 'n' }, { range: '20+', label: 'hi' }] };
    expect(shapeOfTable(defineTable(spec))).toEqual(analyseTableSpec(spec).shape);
  });
});

describe('createTableSet (messages and the set built)', () => {
  const leaf = defineTable({ name: 'leaf', die: 'd2', rows: [{ range: '1-2', label: 'L' }] });

  it('holds the tables by name, frozen', () => {
    const s = createTableSet([leaf, defineTable({ name: 'twig', die: 'd1', rows: [{ range: 1, label: 'T', then: [{ roll: 'leaf' }] }] })]);
    expect([...s.tables.keys()]).toEqual(['leaf', 'twig']);
    expect(s.tables.get('leaf')).toBe(leaf);
    expect(Object.isFrozen(s)).toBe(true);
    expect(createTableSet([]).tables.size).toBe(0);
  });

  it('throws a duplicate name, an unknown reference and a loop with their messages', () => {
    expect(() => createTableSet([leaf, leaf])).toThrow(TableDefinitionError);
    expect(() => createTableSet([leaf, leaf])).toThrow('table "leaf": the name is used by two tables in the same set');
    const lost = defineTable({ name: 'lost', die: 'd2', rows: [{ range: 1, label: 'x' }, { range: 2, label: 'Go', then: [{ roll: 'nowhere' }] }] });
    expect(() => createTableSet([lost])).toThrow(UnknownTableError);
    expect(() => createTableSet([lost])).toThrow('unknown table "nowhere": row 2 ("Go") of table "lost" refers to it');
    const a = defineTable({ name: 'a', die: 'd1', rows: [{ range: 1, label: 'x', then: [{ roll: 'b' }] }] });
    const b = defineTable({ name: 'b', die: 'd1', rows: [{ range: 1, label: 'y', then: [{ roll: 'a' }] }] });
    expect(() => createTableSet([b, a])).toThrow('tables refer to each other in a loop that can never end: b → a → b');
    expect(() => createTableSet([b, a])).toThrow(expect.objectContaining({ cycle: ['b', 'a', 'b'] }));
  });
});

describe('checkTableSet (loops)', () => {
  const cycles = (...specs: unknown[]): string[] =>
    checkTableSet(shapes(...specs)).map((p) => `${p.path.join('.')}: ${p.message}`);
  const to = (name: string, target: string): unknown => ({ name, die: 'd1', rows: [{ range: 1, label: `to ${target}`, then: [{ roll: target }] }] });

  it('reports a three-table loop once, starting from the first table of the list', () => {
    expect(cycles(to('c', 'a'), to('a', 'b'), to('b', 'c'))).toEqual([
      '0.rows: tables refer to each other in a loop that can never end: c → a → b → c',
    ]);
    expect(cycles(to('a', 'b'), to('b', 'c'), to('c', 'a'))).toEqual([
      '0.rows: tables refer to each other in a loop that can never end: a → b → c → a',
    ]);
  });

  it('reports the loop a stuck table leads into, not the table itself', () => {
    // x only leads into a ↔ b: all three are stuck, but the loop is a → b → a, reported once
    expect(cycles(to('x', 'a'), to('a', 'b'), to('b', 'a'))).toEqual([
      '1.rows: tables refer to each other in a loop that can never end: a → b → a',
    ]);
  });

  it('names a loop from its first table in the list, wherever the walk entered it', () => {
    // the walk from x enters the loop at b (index 2); the loop is still named from a (index 1)
    expect(cycles(to('x', 'b'), to('a', 'b'), to('b', 'a'))).toEqual([
      '1.rows: tables refer to each other in a loop that can never end: a → b → a',
    ]);
  });

  it('counts an unknown table as an end, so it is reported alone', () => {
    expect(cycles(to('a', 'zzz'))).toEqual(['0.rows.0.then.0.roll: unknown table "zzz": row 1 ("to zzz") of table "a" refers to it']);
    // b's second row leads to the unknown table: that is an exit, so a ↔ b is no endless loop
    const b = { name: 'b', die: 'd2', rows: [{ range: 1, label: 'to a', then: [{ roll: 'a' }] }, { range: 2, label: 'lost', then: [{ roll: 'zzz' }] }] };
    expect(cycles(to('a', 'b'), b)).toEqual(['1.rows.1.then.0.roll: unknown table "zzz": row 2 ("lost") of table "b" refers to it']);
  });

  it('lets a loop end through a reachable row of any table on it', () => {
    const exit = { name: 'b', die: 'd2', rows: [{ range: 1, label: 'to a', then: [{ roll: 'a' }] }, { range: 2, label: 'out' }] };
    expect(cycles(to('a', 'b'), exit)).toEqual([]);
    // an exit through a table that itself ends counts too
    expect(cycles(to('a', 'b'), to('b', 'c'), { name: 'c', die: 'd1', rows: [{ range: 1, label: 'leaf' }] })).toEqual([]);
  });

  it('needs every further roll of a row to end: one stuck roll keeps the row stuck', () => {
    const both = { name: 'a', die: 'd1', rows: [{ range: 1, label: 'both', then: [{ roll: 'leaf' }, { roll: 'b' }] }] };
    expect(cycles(both, to('b', 'a'), { name: 'leaf', die: 'd1', rows: [{ range: 1, label: 'L' }] })).toEqual([
      '0.rows: tables refer to each other in a loop that can never end: a → b → a',
    ]);
  });

  it('reports loops in the order of their first tables, never walking from a table that ends', () => {
    // x ends (its second row), though its first row leads into c ↔ d; a ↔ b comes first in the list
    const x = { name: 'x', die: 'd2', rows: [{ range: 1, label: 'to c', then: [{ roll: 'c' }] }, { range: 2, label: 'out' }] };
    expect(cycles(x, to('a', 'b'), to('b', 'a'), to('c', 'd'), to('d', 'c'))).toEqual([
      '1.rows: tables refer to each other in a loop that can never end: a → b → a',
      '3.rows: tables refer to each other in a loop that can never end: c → d → c',
    ]);
  });

  it('reports only the duplicate name of a second table, even when that table could never end', () => {
    const again = { name: 'a', die: 'd1', rows: [{ range: 1, label: 'again', then: [{ again: 1 }] }] };
    expect(cycles({ name: 'a', die: 'd1', rows: [{ range: 1, label: 'fine' }] }, again)).toEqual([
      '1.name: table "a": the name is used by two tables in the same set',
    ]);
  });

  it('reports a table that only rolls again on itself as the loop a → a', () => {
    expect(cycles({ name: 'a', die: 'd2', rows: [{ range: '1-2', label: 'again', then: [{ again: 1 }] }] })).toEqual([
      '0.rows: tables refer to each other in a loop that can never end: a → a',
    ]);
  });

  it('ignores tables without a name or a shape, and the second of two tables with one name', () => {
    expect(checkTableSet([null])).toEqual([]);
    expect(cycles({ name: '', die: 'd1', rows: [{ range: 1, label: 'x', then: [{ roll: 'y' }] }] })).toEqual([
      '0.rows.0.then.0.roll: unknown table "y": row 1 ("x") of table "" refers to it',
    ]);
  });
});
