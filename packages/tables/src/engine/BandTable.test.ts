import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { defineBandTable, lookupBand } from './BandTable.js';
import { RollOutOfRangeError, TableDefinitionError, TableRangeError } from './errors.js';

const t = defineBandTable({ name: 'b', index: 'HD', bands: [{ range: 0, label: 'a', result: 1 }, { range: '1-3', label: 'b', result: 2 }, { range: '4+', label: 'c', result: 3 }] });

describe('defineBandTable', () => {
  it('rejects gaps and overlaps naming the value', () => {
    expect(() => defineBandTable({ name: 'g', index: 'x', bands: [{ range: '0-1', label: 'a', result: 0 }, { range: '3', label: 'b', result: 0 }] })).toThrow(/gap at 2/);
    expect(() => defineBandTable({ name: 'o', index: 'x', bands: [{ range: '0-3', label: 'a', result: 0 }, { range: '3+', label: 'b', result: 0 }] })).toThrow(TableRangeError);
  });
});

describe('lookupBand', () => {
  it('finds the band and rejects numbers outside every band', () => {
    expect(lookupBand(t, 0).label).toBe('a');
    expect(lookupBand(t, 99).label).toBe('c');
    expect(() => lookupBand(t, -1)).toThrow(RollOutOfRangeError);
    expect(() => lookupBand(t, 1.5)).toThrow(RollOutOfRangeError);
  });

  test.prop([fc.integer({ min: 0, max: 1000 })])('is monotone in the index', (n) => {
    expect(lookupBand(t, n + 1).result).toBeGreaterThanOrEqual(lookupBand(t, n).result);
  });
});

describe('defineBandTable (built values and messages)', () => {
  it('builds a frozen table with canonical ranges, the name as default title, source and rulings', () => {
    const b = defineBandTable({ name: 'saves', index: 'level', source: { seed: 'book', section: 'Saves' }, rulings: ['R9'], bands: [
      { range: '≤2', label: 'low', result: 12 }, { range: '3–6', label: 'mid', result: 9 }, { range: '7+', label: 'high', result: 6 },
    ] });
    expect(b).toMatchObject({ name: 'saves', title: 'saves', index: 'level', source: { seed: 'book', section: 'Saves' }, rulings: ['R9'] });
    expect(b.bands).toEqual([
      { range: '≤2', low: -Infinity, high: 2, label: 'low', result: 12 },
      { range: '3-6', low: 3, high: 6, label: 'mid', result: 9 },
      { range: '7+', low: 7, high: Infinity, label: 'high', result: 6 },
    ]);
    expect([Object.isFrozen(b), Object.isFrozen(b.bands), Object.isFrozen(b.bands[0]), Object.isFrozen(b.rulings), Object.isFrozen(b.source)]).toEqual([true, true, true, true, true]);
    const bare = defineBandTable({ name: 'n', title: 'Nice', index: 'HD', bands: [{ range: 1, label: 'one', result: 1 }] });
    expect([bare.title, bare.source, bare.rulings]).toEqual(['Nice', null, []]);
  });

  it('accepts bands that touch and names the value of a gap, an overlap, an unreadable band and no band', () => {
    expect(defineBandTable({ name: 't', index: 'x', bands: [{ range: '0-1', label: 'a', result: 0 }, { range: 2, label: 'b', result: 0 }] }).bands).toHaveLength(2);
    const gap = (): unknown => defineBandTable({ name: 'g', index: 'x', bands: [{ range: '0-1', label: 'a', result: 0 }, { range: '3', label: 'b', result: 0 }] });
    expect(gap).toThrow('table "g": gap at 2');
    expect(gap).toThrow(expect.objectContaining({ name: 'TableRangeError', kind: 'gap', value: 2, table: 'g' }));
    const over = (): unknown => defineBandTable({ name: 'o', index: 'x', bands: [{ range: '0-3', label: 'a', result: 0 }, { range: '3+', label: 'b', result: 0 }] });
    expect(over).toThrow('table "o": overlap at 3');
    expect(over).toThrow(expect.objectContaining({ kind: 'overlap', value: 3 }));
    // bands out of order overlap at the start of the later one
    expect(() => defineBandTable({ name: 'r', index: 'x', bands: [{ range: '5-6', label: 'a', result: 0 }, { range: '1-2', label: 'b', result: 0 }] })).toThrow('table "r": overlap at 1');
    expect(() => defineBandTable({ name: 'u', index: 'x', bands: [{ range: 1, label: 'a', result: 0 }, { range: 'x', label: 'b', result: 0 }] })).toThrow(
      'table "u": band 2: cannot read range "x"',
    );
    expect(() => defineBandTable({ name: 'e', index: 'x', bands: [] })).toThrow(TableDefinitionError);
    expect(() => defineBandTable({ name: 'e', index: 'x', bands: [] })).toThrow('table "e": a band table needs at least one band');
  });
});

describe('lookupBand (edges and messages)', () => {
  const lv = defineBandTable({ name: 'lv', index: 'level', bands: [{ range: '1-3', label: 'a', result: 1 }, { range: '4-6', label: 'b', result: 2 }] });

  it('reads each band edge', () => {
    expect([1, 3, 4, 6].map((v) => lookupBand(lv, v).label)).toEqual(['a', 'a', 'b', 'b']);
    expect(lookupBand(t, 1).label).toBe('b');
    expect(lookupBand(t, 3).label).toBe('b');
    expect(lookupBand(t, 4).label).toBe('c');
  });

  it('names the number, the table, its index and its span when no band holds the number', () => {
    expect(() => lookupBand(lv, 0)).toThrow('0 is outside table "lv" (level 1-6)');
    expect(() => lookupBand(lv, 7)).toThrow('7 is outside table "lv" (level 1-6)');
    expect(() => lookupBand(lv, 2.5)).toThrow('2.5 is outside table "lv" (level 1-6)');
    expect(() => lookupBand(t, -1)).toThrow('-1 is outside table "b" (HD 0+)');
    expect(() => lookupBand(lv, 7)).toThrow(expect.objectContaining({ name: 'RollOutOfRangeError', table: 'lv', roll: 7 }));
  });
});
