import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { checkTableSpec, defineTable, MAX_TOTAL_WEIGHT } from './Table.js';
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

describe('defineTable (built fields)', () => {
  it('fills defaults on a range table: title, description, clamp, source, rulings, row fields', () => {
    const t = defineTable({ name: 'r', die: 'd2', rows: [{ range: '1', label: 'One' }, { range: 2, label: 'Two', result: { n: 2 } }] });
    expect(t).toMatchObject({ kind: 'range', name: 'r', title: 'r', description: null, die: 'd2', clamp: true, source: null, rulings: [], references: [] });
    expect(t.rows[0]).toEqual({ index: 0, label: 'One', result: 'One', range: '1', low: 1, high: 1, weight: null, natural: false, dice: null, unit: null, then: [] });
    expect(t.rows[1]).toMatchObject({ index: 1, result: { n: 2 }, range: '2' });
  });

  it('keeps what is given: title, description, clamp false, source, rulings, dice, unit, natural', () => {
    const t = defineTable({
      name: 'g', title: 'Given', description: 'All set.', die: 'd20', clamp: false, source: { seed: 'book', section: 'Loot' }, rulings: ['R1', 'R2'],
      rows: [{ range: '1-19', label: 'Coins', dice: '1d6×10', unit: 'gp' }, { range: 20, natural: true, label: 'Nat' }, { range: '20', label: 'Top' }],
    });
    expect(t).toMatchObject({ title: 'Given', description: 'All set.', clamp: false, source: { seed: 'book', section: 'Loot' }, rulings: ['R1', 'R2'] });
    expect(t.rows[0]).toMatchObject({ dice: '1d6×10', unit: 'gp', natural: false });
    expect(t.rows[1]).toMatchObject({ natural: true, range: '20', low: 20, high: 20 });
    expect([Object.isFrozen(t.source), Object.isFrozen(t.rulings), Object.isFrozen(t.rows)]).toEqual([true, true, true]);
  });

  it('builds a weighted table with no die and no ranges', () => {
    const t = defineTable({ name: 'w', rows: [{ weight: 3, label: 'A' }] });
    expect(t).toMatchObject({ kind: 'weighted', die: null });
    expect(t.rows[0]).toMatchObject({ range: null, low: null, high: null, weight: 3 });
  });

  it('lists the tables its rows refer to, sorted, once each, and gives every further roll its count', () => {
    const t = defineTable({ name: 'refs', die: 'd2', rows: [
      { range: 1, label: 'x', then: [{ roll: 'zeta' }, { roll: 'alpha', times: 3 }] },
      { range: 2, label: 'y', then: [{ roll: 'zeta' }, { again: 2 }] },
    ] });
    expect(t.references).toEqual(['alpha', 'zeta']);
    expect(t.rows[0]?.then).toEqual([{ roll: 'zeta', times: 1 }, { roll: 'alpha', times: 3 }]);
    expect(t.rows[1]?.then).toEqual([{ roll: 'zeta', times: 1 }, { again: 2 }]);
    expect(Object.isFrozen(t.rows[0]?.then[0])).toBe(true);
  });
});

describe('checkTableSpec (every message)', () => {
  const one = (spec: unknown): string[] => problemsOf(spec);

  it('refuses a spec that is not an object, and a table without a name or rows', () => {
    for (const bad of [null, 3, 'x', [1]]) expect(one(bad)).toEqual([': table "": a table must be an object']);
    expect(one({ name: '  ', rows: [{ weight: 1, label: 'a' }] })).toEqual(['name: table "  ": a table needs a non-empty name']);
    expect(one({ rows: [{ weight: 1, label: 'a' }] })).toEqual(['name: table "": a table needs a non-empty name']);
    expect(one({ name: 'x', rows: [] })).toEqual(['rows: table "x": a table needs at least one row']);
    expect(one({ name: 'x', rows: 'a' })).toEqual(['rows: table "x": a table needs at least one row']);
  });

  it('refuses a clamp that is not a boolean and a die that is not text', () => {
    expect(one({ name: 'x', die: 'd1', clamp: 'yes', rows: [{ range: 1, label: 'a' }] })).toEqual(['clamp: table "x": clamp must be true or false']);
    expect(one({ name: 'x', die: 5, rows: [{ range: 1, label: 'a' }] })).toEqual(['die: die expression "5": must be text']);
  });

  it('names each row problem by the row number', () => {
    expect(one({ name: 'x', die: 'd2', rows: [7, { range: 2, label: 'b' }] })).toEqual(['rows.0: table "x": row 1 must be an object']);
    expect(one({ name: 'x', die: 'd2', rows: [{ range: 1, label: 'a', natural: 1 }, { range: 2, label: 'b' }] })).toEqual([
      'rows.0.natural: table "x": row 1: natural must be true or false',
    ]);
    expect(one({ name: 'x', die: 'd2', rows: [{ range: 1, label: 'a' }, { range: 2, label: 'b', weight: 1 }] })).toEqual([
      'rows.1.weight: table "x": row 2 has a weight, but a table with a die uses ranges',
    ]);
    expect(one({ name: 'x', die: 'd2', rows: [{ range: '1-2', label: 'a' }, { label: 'b' }] })).toEqual([
      'rows.1.range: table "x": row 2 needs a range (the table has die d2)',
    ]);
    expect(one({ name: 'x', die: 'd2', rows: [{ range: '1-2', label: 'a' }, { range: true, label: 'b' }] })).toEqual([
      'rows.1.range: table "x": row 2: a range is text or a whole number',
    ]);
    expect(one({ name: 'x', die: 'd2', rows: [{ range: '1-2', label: 'a' }, { range: '3-x', label: 'b' }] })).toEqual([
      'rows.1.range: table "x": row 2: cannot read range "3-x"',
    ]);
    expect(one({ name: 'x', die: 'd2', rows: [{ range: '1-2', label: 'a{' }] })).toEqual([
      'rows.0.label: table "x": row 1: a label may not hold →, {, }, ;, … or a bracket starting with a number (they structure outcome keys), got "a{"',
    ]);
    expect(one({ name: 'x', die: 'd2', rows: [{ range: '1-2', label: 3 }] })).toEqual(['rows.0.label: table "x": row 1 needs a label']);
    // a bracket reads like an amount with spaces or a sign before the number too
    for (const label of ['Gold ( 40 gp)', 'Debt (-3)', 'Debt (−3)', 'x (7']) {
      expect(one({ name: 'x', die: 'd2', rows: [{ range: '1-2', label }] })[0], label).toMatch(/^rows\.0\.label: .*got "/);
    }
    expect(one({ name: 'x', die: 'd2', rows: [{ range: '1-2', label: 'Wand (x3)' }] })).toEqual([]);
  });

  it('names each weighted-row problem', () => {
    expect(one({ name: 'w', rows: [{ weight: 1, label: 'a' }, { range: '1', weight: 1, label: 'b' }] })).toEqual([
      'rows.1.range: table "w": row 2 has a range, but the table has no die (give "die" or use weights)',
    ]);
    expect(one({ name: 'w', rows: [{ weight: 1, label: 'a', natural: true }] })).toEqual(['rows.0.natural: table "w": row 1: "natural" needs a die']);
    expect(one({ name: 'w', rows: [{ weight: 1, label: 'a' }, { label: 'b' }] })).toEqual([
      'rows.1.weight: table "w": row 2 needs a weight (or give the table a die and ranges)',
    ]);
    for (const bad of [-1, 1.5, '2', Number.NaN]) {
      expect(one({ name: 'w', rows: [{ weight: 1, label: 'a' }, { weight: bad, label: 'b' }] })).toEqual([
        `rows.1.weight: table "w": row 2: weight must be a non-negative whole number, got ${String(bad)}`,
      ]);
    }
    expect(one({ name: 'w', rows: [{ weight: 0, label: 'a' }, { weight: 0, label: 'b' }] })).toEqual(['rows: table "w": every weight is 0, so no row can be drawn']);
  });

  it('accepts weights adding up to exactly MAX_TOTAL_WEIGHT and refuses one more', () => {
    expect(MAX_TOTAL_WEIGHT).toBe(Number.MAX_SAFE_INTEGER);
    expect(one({ name: 'w', rows: [{ weight: 2 ** 52, label: 'a' }, { weight: 2 ** 52 - 1, label: 'b' }] })).toEqual([]);
    expect(one({ name: 'w', rows: [{ weight: 2 ** 52, label: 'a' }, { weight: 2 ** 52, label: 'b' }] })).toEqual([
      'rows: table "w": the weights add up past MAX_TOTAL_WEIGHT (2^53 − 1), so positions cannot be drawn',
    ]);
  });

  it('names a bad row dice, unit and payload', () => {
    expect(one({ name: 'x', die: 'd1', rows: [{ range: 1, label: 'a', dice: 3 }] })).toEqual(['rows.0.dice: die expression "3": must be text']);
    const bad = checkTableSpec({ name: 'x', die: 'd1', rows: [{ range: 1, label: 'a', dice: 'zz' }] });
    expect(bad.map((p) => [p.path.join('.'), p.error.name])).toEqual([['rows.0.dice', 'DieExpressionError']]);
    for (const unit of ['a)', 'x→', 7]) {
      expect(one({ name: 'x', die: 'd1', rows: [{ range: 1, label: 'a', dice: 'd2', unit }] })).toEqual([
        'rows.0.unit: table "x": row 1: a unit is text without ), →, {, }, ; or …',
      ]);
    }
    expect(one({ name: 'x', die: 'd1', rows: [{ range: 1, label: 'a', dice: 'd2', unit: '(gp' }] })).toEqual([]);
    expect(one({ name: 'x', die: 'd1', rows: [{ range: 1, label: 'a', result: () => 1 }] })).toEqual(['rows.0.result: table "x": row 1: a payload may not hold a function']);
    expect(one({ name: 'x', die: 'd1', rows: [{ range: 1, label: 'a', result: [Symbol('s')] }] })).toEqual(['rows.0.result: table "x": row 1: a payload may not hold a symbol']);
    expect(one({ name: 'x', die: 'd1', rows: [{ range: 1, label: 'a', result: new Date(0) }] })).toEqual([
      'rows.0.result: table "x": row 1: a payload must be plain data (objects, arrays, strings, numbers, booleans, null)',
    ]);
    expect(one({ name: 'x', die: 'd1', rows: [{ range: 1, label: 'a', result: Object.create(null) as unknown }] })).toEqual([]);
  });

  it('names each bad further roll and accepts counts 1 and 10', () => {
    const rowWith = (then: unknown): unknown => ({ name: 'x', die: 'd2', rows: [{ range: 1, label: 'a', then }, { range: 2, label: 'b' }] });
    expect(one(rowWith('b'))).toEqual(['rows.0.then: table "x": row 1: then must be a list of further rolls']);
    for (const t of [7, { roll: 'b', again: 1 }, {}]) {
      expect(one(rowWith([t]))).toEqual(['rows.0.then.0: table "x": a further roll is { "roll": "<table>", "times"?: n } or { "again": n }']);
    }
    expect(one(rowWith([{ roll: '' }]))).toEqual(['rows.0.then.0.roll: table "x": needs a table name']);
    expect(one(rowWith([{ roll: 'y', times: 0 }]))).toEqual(['rows.0.then.0.times: table "x": must be a whole number 1..10, got 0']);
    expect(one(rowWith([{ roll: 'y', times: 11 }]))).toEqual(['rows.0.then.0.times: table "x": must be a whole number 1..10, got 11']);
    expect(one(rowWith([{ again: 1.5 }]))).toEqual(['rows.0.then.0.again: table "x": must be a whole number 1..10, got 1.5']);
    expect(one(rowWith([{ roll: 'y', times: 1 }, { roll: 'y', times: 10 }, { again: 10 }, { again: 1 }]))).toEqual([]);
  });
});

describe('checkTableSpec (coverage messages)', () => {
  it('names a gap below, inside and above the rows, with the row after it', () => {
    expect(problemsOf({ name: 'g', die: 'd6', rows: rows('3-6') })).toEqual(['rows.0.range: table "g" (d6): gap at 1-2 — no row covers it']);
    expect(problemsOf({ name: 'g', die: 'd6', rows: rows('1-6', '8+') })).toEqual(['rows.1.range: table "g" (d6): gap at 7 — no row covers it']);
    expect(problemsOf({ name: 'g', die: 'd6', rows: rows('5-6', '1-2') })).toEqual(['rows.0.range: table "g" (d6): gap at 3-4 — no row covers it']);
    expect(problemsOf({ name: 'g', die: 'd6', rows: rows('1-4') })).toEqual(['rows.0.range: table "g" (d6): gap at 5-6 — no row covers it (the die shows 1..6)']);
    expect(problemsOf({ name: 'g', die: 'd6', rows: rows('1-5') })).toEqual(['rows.0.range: table "g" (d6): gap at 6 — no row covers it (the die shows 1..6)']);
    // rows past the die still need to meet: ≤0 and 1-6 do, ≤-1 and 1-6 do not
    expect(problemsOf({ name: 'g', die: 'd6', rows: rows('≤0', '1-6') })).toEqual([]);
    expect(problemsOf({ name: 'g', die: 'd6', rows: rows('≤-1', '1-6') })).toEqual(['rows.1.range: table "g" (d6): gap at 0 — no row covers it']);
  });

  it('names an overlap of open ranges at the first shared value', () => {
    expect(problemsOf({ name: 'o', die: 'd6', rows: rows('≤3', '≤5', '6') })).toEqual(['rows.1.range: table "o" (d6): overlap at 3 — rows 1 and 2 both cover it']);
    expect(problemsOf({ name: 'o', die: 'd6', rows: rows('1-6', '5+') })).toEqual(['rows.1.range: table "o" (d6): overlap at 5 — rows 1 and 2 both cover it']);
  });

  it('reports no false gap beside a row it cannot read', () => {
    expect(problemsOf({ name: 'u', die: 'd6', rows: rows('1-3', 'x', '5-6') })).toEqual(['rows.1.range: table "u": row 2: cannot read range "x"']);
    expect(problemsOf({ name: 'u', die: 'd6', rows: [...rows('1-3'), null, ...rows('5-6')] })).toEqual(['rows.1: table "u": row 2 must be an object']);
  });

  it('needs a plain row even when natural rows cover every face', () => {
    expect(problemsOf({ name: 'n', die: 'd6', rows: [{ range: '1-6', natural: true, label: 'n' }] })).toEqual(['rows.0.range: table "n" (d6): gap at 1-6 — no row covers it']);
  });

  it('refuses natural rows that cover no face or overlap each other', () => {
    expect(problemsOf({ name: 'n', die: 'd6', rows: [...rows('1-6'), { range: 7, natural: true, label: 'seven' }] })).toEqual([
      'rows.1.range: table "n" (d6): natural row 2 covers no face of d6',
    ]);
    expect(problemsOf({ name: 'n', die: 'd6', rows: [...rows('1-6'), { range: '≤0', natural: true, label: 'zero' }] })).toEqual([
      'rows.1.range: table "n" (d6): natural row 2 covers no face of d6',
    ]);
    expect(problemsOf({ name: 'n', die: 'd6', rows: [...rows('1-6'), { range: '5-6', natural: true, label: 'a' }, { range: 6, natural: true, label: 'b' }] })).toEqual([
      'rows.2.range: table "n" (d6): overlap at 6 — rows 2 and 3 both cover it',
    ]);
    // on 2d6 the faces are 2..12: a natural 1 or 13 covers none, a natural 12 or 2 does
    expect(problemsOf({ name: 'n', die: '2d6', rows: [...rows('2-12'), { range: 1, natural: true, label: 'a' }, { range: '13+', natural: true, label: 'b' }] })).toEqual([
      'rows.1.range: table "n" (2d6): natural row 2 covers no face of 2d6',
      'rows.2.range: table "n" (2d6): natural row 3 covers no face of 2d6',
    ]);
    expect(problemsOf({ name: 'n', die: '2d6', rows: [...rows('2-12'), { range: 2, natural: true, label: 'a' }, { range: '12+', natural: true, label: 'b' }] })).toEqual([]);
  });

  it('names d66 gaps by their faces only, and a row between the faces', () => {
    expect(problemsOf({ name: 'd', die: 'd66', rows: rows('11-26', '41-66') })).toEqual(['rows.1.range: table "d" (d66): gap at 31-36 — no row covers it']);
    expect(problemsOf({ name: 'd', die: 'd66', rows: rows('11-36', '41-56') })).toEqual(['rows.1.range: table "d" (d66): gap at 61-66 — no row covers it']);
    // 17-20 holds no face, but the faces around it are covered: no gap, only the faceless row
    expect(problemsOf({ name: 'd', die: 'd66', rows: rows('11-16', '17-20', '21-66') })).toEqual(['rows.1.range: table "d" (d66): row 2 covers no face of d66']);
    expect(problemsOf({ name: 'd', die: 'd66', rows: rows('11-16', '21-66') })).toEqual([]);
  });

  it('refuses a loop whose only exit has weight 0, and a row that rolls on its own table by name', () => {
    expect(checkTableSpec({ name: 'w', rows: [{ weight: 1, label: 'again', then: [{ again: 1 }] }, { weight: 0, label: 'exit' }] }).map((p) => p.message)).toEqual([
      'tables refer to each other in a loop that can never end: w → w',
    ]);
    expect(checkTableSpec({ name: 'w', rows: [{ weight: 1, label: 'again', then: [{ again: 1 }] }, { weight: 1, label: 'exit' }] })).toEqual([]);
    expect(() => defineTable({ name: 'me', die: 'd1', rows: [{ range: 1, label: 'me', then: [{ roll: 'me' }] }] })).toThrow('loop that can never end: me → me');
  });
});
