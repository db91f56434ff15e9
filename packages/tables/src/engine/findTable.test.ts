import { describe, expect, it } from 'vitest';
import { UnknownTableError } from './errors.js';
import { findTable } from './findTable.js';
import { defineTable } from './Table.js';
import { createTableSet } from './TableSet.js';

describe('findTable', () => {
  const coin = defineTable({ name: 'coin', die: 'd2', rows: [{ range: 1, label: 'heads' }, { range: 2, label: 'tails' }] });
  const set = createTableSet([coin]);

  it('returns the table of that name', () => {
    expect(findTable(set, 'coin')).toBe(coin);
  });

  it('throws UnknownTableError naming the missing table', () => {
    expect(() => findTable(set, 'dice')).toThrow(UnknownTableError);
    expect(() => findTable(set, 'dice')).toThrow(/dice/);
  });
});
