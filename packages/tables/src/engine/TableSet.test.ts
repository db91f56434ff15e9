import { describe, expect, it } from 'vitest';
import { createTableSet, checkTableSet, shapeOfTable } from './TableSet.js';
import { analyseTableSpec, defineTable } from './Table.js';
import { TableCycleError } from './errors.js';

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
