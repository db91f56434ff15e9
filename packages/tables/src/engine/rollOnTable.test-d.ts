import { describe, expectTypeOf, it } from 'vitest';
import type { Rng } from '@rollwright/dice';
import { seed } from '@rollwright/dice';
import { defineTable, type Table } from './Table.js';
import { rollOnTable, type TableRoll } from './rollOnTable.js';
import { lookup, type TableLookup } from './lookup.js';

interface Encounter {
  readonly monster: string;
  readonly count: string;
}

const encounters = defineTable<Encounter>({
  name: 'enc',
  die: 'd6',
  rows: [
    { range: '1-3', label: 'Goblins', result: { monster: 'goblin', count: '2d4' } },
    { range: '4-6', label: 'Wolves', result: { monster: 'wolf', count: '1d6' } },
  ],
});

describe('rollOnTable', () => {
  it('keeps the row payload type', () => {
    expectTypeOf(encounters).toEqualTypeOf<Table<Encounter>>();
    expectTypeOf(rollOnTable(seed(1), encounters)).toEqualTypeOf<readonly [TableRoll<Encounter>, Rng]>();
    expectTypeOf(rollOnTable(seed(1), encounters)[0].result).toEqualTypeOf<Encounter>();
  });
});

describe('lookup', () => {
  it('keeps the row payload type', () => {
    expectTypeOf(lookup(encounters, 3)).toEqualTypeOf<TableLookup<Encounter>>();
  });
});

describe('defineTable', () => {
  it('defaults the payload to string labels', () => {
    expectTypeOf(defineTable({ name: 'x', die: 'd2', rows: [{ range: '1-2', label: 'a' }] })).toEqualTypeOf<Table<string>>();
  });
});
