import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { defineTable } from './Table.js';
import { DieExpressionError, TableCycleError, TableDefinitionError, TableRangeError } from './errors.js';

const rows = (...ranges: string[]): { range: string; label: string }[] => ranges.map((range, i) => ({ range, label: `r${i}` }));

describe('defineTable', () => {
  it('builds a frozen range table with canonical ranges', () => {
    const t = defineTable({ name: 't', die: 'd20', rows: rows('≤5', '6-10', '11-19', '20+') });
    expect(t.kind).toBe('range');
    expect(t.rows.map((r) => r.range)).toEqual(['≤5', '6-10', '11-19', '20+']);
    expect(t.rows[0]?.low).toBe(-Infinity);
    expect(t.rows[3]?.high).toBe(Infinity);
    expect(Object.isFrozen(t)).toBe(true);
    expect(Object.isFrozen(t.rows[0])).toBe(true);
  });

  it('reads 00 as 100 on percentile dice', () => {
    const t = defineTable({ name: 'p', die: 'd%', rows: rows('01-50', '51-99', '00') });
    expect(t.rows[2]?.low).toBe(100);
  });

  it('names the value of a gap', () => {
    expect(() => defineTable({ name: 'g', die: 'd6', rows: rows('1-3', '5-6') })).toThrow(TableRangeError);
    expect(() => defineTable({ name: 'g', die: 'd6', rows: rows('1-3', '5-6') })).toThrow(/gap at 4/);
  });

  it('names the value of an overlap', () => {
    try {
      defineTable({ name: 'o', die: '2d6', rows: rows('2-7', '7-12') });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TableRangeError);
      expect((e as TableRangeError).kind).toBe('overlap');
      expect((e as TableRangeError).value).toBe(7);
    }
  });

  it('rejects a face left uncovered at the ends', () => {
    expect(() => defineTable({ name: 'e', die: 'd6', rows: rows('2-6') })).toThrow(/gap at 1/);
  });

  it('validates d66 tables over tens and units digits', () => {
    const t = defineTable({ name: 'd66', die: 'd66', rows: rows('11-36', '41-66') });
    expect(t.rows).toHaveLength(2);
    expect(() => defineTable({ name: 'd66', die: 'd66', rows: rows('11-36', '41-56') })).toThrow(/gap at 61/);
    expect(() => defineTable({ name: 'd66', die: 'd66', rows: rows('11-36', '37-40', '41-66') })).toThrow(/covers no face/);
  });

  it('checks weights are non-negative whole numbers and one is positive', () => {
    expect(() => defineTable({ name: 'w', rows: [{ weight: -1, label: 'a' }] })).toThrow(TableDefinitionError);
    expect(() => defineTable({ name: 'w', rows: [{ weight: 1.5, label: 'a' }] })).toThrow(TableDefinitionError);
    expect(() => defineTable({ name: 'w', rows: [{ weight: 0, label: 'a' }] })).toThrow(/every weight is 0/);
    expect(defineTable({ name: 'w', rows: [{ weight: 0, label: 'a' }, { weight: 2, label: 'b' }] }).kind).toBe('weighted');
  });

  it('rejects an unreadable die or range', () => {
    expect(() => defineTable({ name: 'x', die: 'banana', rows: rows('1') })).toThrow(DieExpressionError);
    expect(() => defineTable({ name: 'x', die: 'd6', rows: rows('1-x') })).toThrow(/cannot read range/);
  });

  it('rejects a table whose every row rolls again', () => {
    expect(() =>
      defineTable({ name: 'loop', die: 'd2', rows: [{ range: '1-2', label: 'again', then: [{ again: 2 }] }] }),
    ).toThrow(TableCycleError);
  });

  test.prop([fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 29 })])(
    'accepts any split of a die into two adjacent ranges and rejects a one-value hole',
    (sides, cut) => {
      fc.pre(cut < sides);
      expect(defineTable({ name: 's', die: `d${sides}`, rows: rows(`1-${cut}`, `${cut + 1}-${sides}`) }).rows).toHaveLength(2);
      if (cut + 2 <= sides) {
        expect(() => defineTable({ name: 's', die: `d${sides}`, rows: rows(`1-${cut}`, `${cut + 2}-${sides}`) })).toThrow(
          new RegExp(`gap at ${cut + 1}`),
        );
      }
    },
  );
});
