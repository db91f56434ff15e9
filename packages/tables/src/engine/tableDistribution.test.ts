import { describe, expect, it } from 'vitest';
import { defineTable } from './Table.js';
import { createTableSet } from './TableSet.js';
import { MAX_TABLE_OUTCOMES, tableDistribution } from './tableDistribution.js';
import { TableModifierError, TableTooComplexError, UnknownTableError } from './errors.js';

const plain = (d: { outcomes: readonly string[]; weights: readonly bigint[]; total: bigint; leftover: bigint }) => ({
  outcomes: [...d.outcomes], weights: [...d.weights], total: d.total, leftover: d.leftover,
});

describe('tableDistribution (worked weights)', () => {
  it('weighs a weighted table by its weights, leaving a weight-0 row out', () => {
    // A 2, Z 0, B 1: out of 3
    const w = defineTable({ name: 'w', rows: [{ weight: 2, label: 'A' }, { weight: 0, label: 'Z' }, { weight: 1, label: 'B' }] });
    expect(plain(tableDistribution(w))).toEqual({ outcomes: ['A', 'B'], weights: [2n, 1n], total: 3n, leftover: 0n });
  });

  it('weighs a 2d6 table by the ways of each total', () => {
    // 2-4: 1+2+3 = 6, 5-9: 4+5+6+5+4 = 24, 10-12: 3+2+1 = 6; out of 36, reduced by 6
    const t = defineTable({ name: 't', die: '2d6', rows: [{ range: '2-4', label: 'Lo' }, { range: '5-9', label: 'Mid' }, { range: '10-12', label: 'Hi' }] });
    expect(plain(tableDistribution(t))).toEqual({ outcomes: ['Lo', 'Mid', 'Hi'], weights: [1n, 4n, 1n], total: 6n, leftover: 0n });
    // +2: totals 4..14 — Lo gets total 4 only (2 + 2: 1 way), Mid 5-9 (faces 3-7: 2+3+4+5+6 = 20), Hi the rest (15)
    expect(plain(tableDistribution(t, { modifier: 2 }))).toEqual({ outcomes: ['Lo', 'Mid', 'Hi'], weights: [1n, 20n, 15n], total: 36n, leftover: 0n });
  });

  it('clamps modified d6 totals onto the end rows', () => {
    // 1-2 A, 3-4 B, 5-6 C; −3 sends faces 1..5 to totals ≤2 (A, 5 of 6) and 6 to 3 (B)
    const t = defineTable({ name: 't', die: 'd6', rows: [{ range: '1-2', label: 'A' }, { range: '3-4', label: 'B' }, { range: '5-6', label: 'C' }] });
    expect(plain(tableDistribution(t, { modifier: -3 }))).toEqual({ outcomes: ['A', 'B'], weights: [5n, 1n], total: 6n, leftover: 0n });
    // +3: face 1 → 4 (B), faces 2..6 → 5+ (C)
    expect(plain(tableDistribution(t, { modifier: 3 }))).toEqual({ outcomes: ['B', 'C'], weights: [1n, 5n], total: 6n, leftover: 0n });
    // past both ends at once (+10: every face to C)
    expect(plain(tableDistribution(t, { modifier: 10 }))).toEqual({ outcomes: ['C'], weights: [1n], total: 1n, leftover: 0n });
    expect(plain(tableDistribution(t, { modifier: -10 }))).toEqual({ outcomes: ['A'], weights: [1n], total: 1n, leftover: 0n });
  });

  it('gives a natural row its faces before the modifier is added', () => {
    // d6: 1-5 Miss, 6+ Hit, natural 6 Crit. With −5: faces 1..5 → ≤0 → Miss (clamped), 6 → Crit
    const t = defineTable({ name: 't', die: 'd6', rows: [{ range: '1-5', label: 'Miss' }, { range: '6+', label: 'Hit' }, { range: 6, natural: true, label: 'Crit' }] });
    expect(plain(tableDistribution(t, { modifier: -5 }))).toEqual({ outcomes: ['Miss', 'Crit'], weights: [5n, 1n], total: 6n, leftover: 0n });
    // With +1: faces 1..4 → 2..5 Miss, 5 → 6 Hit, 6 → Crit
    expect(plain(tableDistribution(t, { modifier: 1 }))).toEqual({ outcomes: ['Miss', 'Hit', 'Crit'], weights: [4n, 1n, 1n], total: 6n, leftover: 0n });
    // (outcomes come in the order of the die's faces, here Lo, Three, Hi, not in the order the
    // rows are listed, as the TSDoc says)
    // a natural row in the middle of the faces splits the plain faces around it: d6, natural 3,
    // +1: faces 1, 2 → 2, 3 (Lo), 3 → Three, faces 4, 5, 6 → 5, 6, 7 (Hi, 7 clamped)
    const mid = defineTable({ name: 'm', die: 'd6', rows: [{ range: '1-3', label: 'Lo' }, { range: '4-6', label: 'Hi' }, { range: 3, natural: true, label: 'Three' }] });
    expect(plain(tableDistribution(mid, { modifier: 1 }))).toEqual({ outcomes: ['Lo', 'Three', 'Hi'], weights: [2n, 1n, 3n], total: 6n, leftover: 0n });
    // +10: every plain face lands past 6 (clamped onto Hi: 5 faces), the natural 3 stays Three
    expect(plain(tableDistribution(mid, { modifier: 10 }))).toEqual({ outcomes: ['Hi', 'Three'], weights: [5n, 1n], total: 6n, leftover: 0n });
    // −10: likewise onto Lo
    expect(plain(tableDistribution(mid, { modifier: -10 }))).toEqual({ outcomes: ['Lo', 'Three'], weights: [5n, 1n], total: 6n, leftover: 0n });
  });

  it('refuses a modified total past the end of a table that does not clamp, naming the roll', () => {
    const strict = defineTable({ name: 'strict', die: 'd6', clamp: false, rows: [{ range: '1-3', label: 'lo' }, { range: '4-6', label: 'hi' }] });
    expect(plain(tableDistribution(strict))).toEqual({ outcomes: ['lo', 'hi'], weights: [1n, 1n], total: 2n, leftover: 0n });
    expect(() => tableDistribution(strict, { modifier: 1 })).toThrow(TableModifierError);
    expect(() => tableDistribution(strict, { modifier: 1 })).toThrow('6 + 1 = 7 is past the end of table "strict" (1..6), which does not clamp');
    expect(() => tableDistribution(strict, { modifier: -1 })).toThrow('1 − 1 = 0 is past the end of table "strict" (1..6), which does not clamp');
    const strict2 = defineTable({ name: 's2', die: '2d6', clamp: false, rows: [{ range: '2-12', label: 'any' }] });
    expect(() => tableDistribution(strict2, { modifier: -1 })).toThrow('2 − 1 = 1 is past the end of table "s2" (2..12), which does not clamp');
    expect(() => tableDistribution(strict2, { modifier: 1 })).toThrow('12 + 1 = 13 is past the end of table "s2" (2..12), which does not clamp');
    // open ends never need clamping
    const open = defineTable({ name: 'open', die: 'd6', clamp: false, rows: [{ range: '≤3', label: 'lo' }, { range: '4+', label: 'hi' }] });
    expect(plain(tableDistribution(open, { modifier: 3 }))).toEqual({ outcomes: ['hi'], weights: [1n], total: 1n, leftover: 0n });
  });

  it('refuses a modifier on a d66 table and a modifier that is not a safe integer', () => {
    const d66 = defineTable({ name: 'six', die: 'd66', rows: [{ range: '11-66', label: 'x' }] });
    expect(() => tableDistribution(d66, { modifier: 1 })).toThrow('d66 table "six" reads two digits, so it takes no modifier');
    expect(plain(tableDistribution(d66))).toEqual({ outcomes: ['x'], weights: [1n], total: 1n, leftover: 0n });
    const d6 = defineTable({ name: 'd6', die: 'd6', rows: [{ range: '1-6', label: 'x' }] });
    expect(() => tableDistribution(d6, { modifier: 0.5 })).toThrow('modifier must be a safe integer, got 0.5');
  });

  it('names a reference it cannot follow', () => {
    const to = defineTable({ name: 'to', die: 'd1', rows: [{ range: 1, label: 'x', then: [{ roll: 'gone' }] }] });
    expect(() => tableDistribution(to)).toThrow(UnknownTableError);
    expect(() => tableDistribution(to)).toThrow('unknown table "gone": table "to" refers to it; pass { tables }');
  });

  it('counts "roll again" on the table itself, with the capped mass as leftover', () => {
    // d2: 1 Stop, 2 Again (roll once more). With maxDepth 1: Stop 1/2, Again → Stop 1/4,
    // Again → Again → (capped) 1/4 leftover
    const t = defineTable({ name: 'a', die: 'd2', rows: [{ range: 1, label: 'Stop' }, { range: 2, label: 'Again', then: [{ again: 1 }] }] });
    const d = tableDistribution(t, { maxDepth: 1 });
    expect(plain(d)).toEqual({ outcomes: ['Stop', 'Again → Stop'], weights: [2n, 1n], total: 4n, leftover: 1n });
    expect(d.depth).toBe(1);
    // maxDepth 2 adds Again → Again → Stop (1/8), leaving 1/8
    expect(plain(tableDistribution(t, { maxDepth: 2 }))).toEqual({
      outcomes: ['Stop', 'Again → Stop', 'Again → Again → Stop'], weights: [4n, 2n, 1n], total: 8n, leftover: 1n,
    });
  });

  it('multiplies the outcomes of a "times" roll with those of the row dice', () => {
    // one row: d2 coins, then roll on coin (d2) — 2 × 2 = 4 outcomes, 1/4 each
    const coin = defineTable({ name: 'coin', die: 'd2', rows: [{ range: 1, label: 'H' }, { range: 2, label: 'T' }] });
    const t = defineTable({ name: 't', die: 'd1', rows: [{ range: 1, label: 'Pay', dice: 'd2', then: [{ roll: 'coin' }] }] });
    expect(plain(tableDistribution(t, { tables: createTableSet([t, coin]) }))).toEqual({
      outcomes: ['Pay (1) → H', 'Pay (1) → T', 'Pay (2) → H', 'Pay (2) → T'], weights: [1n, 1n, 1n, 1n], total: 4n, leftover: 0n,
    });
  });

  it('accepts a bound of exactly MAX_TABLE_OUTCOMES outcomes and refuses one more', () => {
    expect(MAX_TABLE_OUTCOMES).toBe(200_000);
    const at = defineTable({ name: 'at', die: 'd1', rows: [{ range: 1, label: 'x', dice: 'd200000' }] });
    const d = tableDistribution(at);
    expect(d.outcomes).toHaveLength(200_000);
    expect([d.outcomes[0], d.outcomes[199_999], d.total]).toEqual(['x (1)', 'x (200000)', 200_000n]);
    const over = defineTable({ name: 'over', die: 'd1', rows: [{ range: 1, label: 'x', dice: 'd200001' }] });
    expect(() => tableDistribution(over)).toThrow(TableTooComplexError);
    expect(() => tableDistribution(over)).toThrow('table "over": the exact distribution could hold more than MAX_TABLE_OUTCOMES (200000) outcomes; lower maxDepth');
  });
});
