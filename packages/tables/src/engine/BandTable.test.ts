import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { defineBandTable, lookupBand } from './BandTable.js';
import { RollOutOfRangeError, TableRangeError } from './errors.js';

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
