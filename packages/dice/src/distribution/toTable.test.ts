import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { fraction } from './Fraction.js';
import { sumOf } from './sumOf.js';
import { toTable } from './toTable.js';

describe('toTable', () => {
  it('lists 2d6 with exact cumulative columns', () => {
    const t = toTable(sumOf(2, die(6)));
    expect(t).toHaveLength(11);
    expect(t[5]).toEqual({
      value: 7,
      weight: 6n,
      probability: fraction(1n, 6n),
      atLeast: fraction(7n, 12n),
      atMost: fraction(7n, 12n),
    });
    expect(t[0]?.atLeast).toEqual(fraction(1n, 1n));
    expect(t[10]?.atMost).toEqual(fraction(1n, 1n));
  });
  it('keeps leftover mass out of every column', () => {
    const t = toTable({ ...die(2), leftover: 2n, total: 4n });
    expect(t.map((r) => [r.value, r.atLeast, r.atMost])).toEqual([
      [1, fraction(1n, 2n), fraction(1n, 4n)],
      [2, fraction(1n, 4n), fraction(1n, 2n)],
    ]);
  });
});
