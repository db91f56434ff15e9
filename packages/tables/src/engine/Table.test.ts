import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { checkTableSpec, defineTable } from './Table.js';
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

const problemsOf = (spec: unknown): string[] => checkTableSpec(spec).map((p) => `${p.path.join('.')}: ${p.message}`);

describe('checkTableSpec', () => {
  it('reports exactly the real overlaps, never a gap a row covers (d10: 1-10, 2-3, 5-6)', () => {
    const found = checkTableSpec({ name: 'o', die: 'd10', rows: rows('1-10', '2-3', '5-6') });
    expect(found.map((p) => p.error)).toEqual([expect.any(TableRangeError), expect.any(TableRangeError)]);
    expect(found.map((p) => [(p.error as TableRangeError).kind, (p.error as TableRangeError).value])).toEqual([['overlap', 2], ['overlap', 5]]);
  });

  it('reports no gap on a d66 table inside a row that covers it (11-36, 12-13, 41-66)', () => {
    const found = checkTableSpec({ name: 'd', die: 'd66', rows: rows('11-36', '12-13', '41-66') });
    expect(found.map((p) => [(p.error as TableRangeError).kind, (p.error as TableRangeError).value])).toEqual([['overlap', 12]]);
  });

  it('reports every gap of a 2d6 table: 2, 7 and 12 for rows 3-6 and 8-11', () => {
    const found = checkTableSpec({ name: 'g', die: '2d6', rows: rows('3-6', '8-11') });
    expect(found.map((p) => [(p.error as TableRangeError).kind, (p.error as TableRangeError).value])).toEqual([['gap', 2], ['gap', 7], ['gap', 12]]);
  });

  it('reports a gap and a blank label together (a blank label hides nothing)', () => {
    expect(problemsOf({ name: 'b', die: 'd6', rows: [{ range: '1-3', label: ' ' }, { range: '5-6', label: 'x' }] })).toEqual([
      'rows.0.label: table "b": row 1 needs a label',
      'rows.1.range: table "b" (d6): gap at 4 — no row covers it',
    ]);
  });

  it('refuses a loop whose exit only a modifier reaches (d6: 1-6 again, 7+ exit)', () => {
    const found = checkTableSpec({ name: 'l', die: 'd6', rows: [{ range: '1-6', label: 'again', then: [{ again: 1 }] }, { range: '7+', label: 'exit' }] });
    expect(found.map((p) => p.error)).toEqual([expect.any(TableCycleError)]);
  });

  it('accepts a loop with a reachable exit', () => {
    expect(checkTableSpec({ name: 'l', die: 'd6', rows: [{ range: '1-5', label: 'again', then: [{ again: 1 }] }, { range: '6+', label: 'exit' }] })).toEqual([]);
  });

  it('refuses labels that would merge outcome keys ("Gem → Ruby" beside a Gem row rolling Ruby)', () => {
    for (const label of ['Gem → Ruby', 'a {b}', 'x; y', 'Coins (40 coins)', 'wait…']) {
      expect(() => defineTable({ name: 'k', die: 'd2', rows: [{ range: 1, label }, { range: 2, label: 'ok' }] })).toThrow(TableDefinitionError);
    }
    expect(defineTable({ name: 'k', die: 'd2', rows: [{ range: 1, label: 'Raise value (capped)' }, { range: 2, label: 'ok' }] }).rows).toHaveLength(2);
  });

  it('refuses weights that add up past 2^53 − 1 (positions could not be drawn)', () => {
    expect(() => defineTable({ name: 'w', rows: [{ weight: 2 ** 52, label: 'a' }, { weight: 2 ** 52, label: 'b' }] })).toThrow(/MAX_TOTAL_WEIGHT/);
  });

  it('refuses range numbers past the safe integers instead of rounding them', () => {
    expect(() => defineTable({ name: 'r', die: 'd6', rows: [{ range: '1-99999999999999999999', label: 'a' }] })).toThrow(/safe integers/);
    expect(() => defineTable({ name: 'r', die: 'd6', rows: [{ range: 2 ** 60, label: 'a' }] })).toThrow(TableDefinitionError);
  });

  it('refuses a cyclic payload and one nested past MAX_RESULT_DEPTH', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(() => defineTable({ name: 'c', die: 'd1', rows: [{ range: 1, label: 'a', result: cyclic }] })).toThrow(/cycle/);
    let deep: unknown = 0;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => defineTable({ name: 'd', die: 'd1', rows: [{ range: 1, label: 'a', result: deep }] })).toThrow(/MAX_RESULT_DEPTH/);
  });

  it('never throws a raw error on hostile input', () => {
    for (const bad of [null, 7, 'x', [], { name: 3, rows: 'no' }, { name: 'x', die: 5, rows: [null, 1, { label: 2, range: {}, then: 'x' }] }]) {
      expect(checkTableSpec(bad).length).toBeGreaterThan(0);
    }
  });
});

describe('defineTable payloads', () => {
  it('copies and freezes the result, so a later change to the caller’s object cannot reach the table', () => {
    const result = { gold: 5, tags: ['a'] };
    const t = defineTable({ name: 'p', die: 'd1', rows: [{ range: 1, label: 'a', result }] });
    result.gold = 99;
    result.tags.push('b');
    expect(t.rows[0]?.result).toEqual({ gold: 5, tags: ['a'] });
    expect(Object.isFrozen(t.rows[0]?.result)).toBe(true);
  });

  it('builds a one-row d1000000 table without listing its faces', () => {
    const t = defineTable({ name: 'm', die: '1d1000000', rows: [{ range: '1-1000000', label: 'x' }] });
    expect(t.rows).toHaveLength(1);
  });
});
