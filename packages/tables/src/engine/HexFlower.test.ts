import { describe, expect, it } from 'vitest';
import { defineHexFlower } from './HexFlower.js';
import { TableDefinitionError, TableRangeError } from './errors.js';

describe('defineHexFlower', () => {
  it('rejects duplicate coordinates and moves that leave a gap', () => {
    expect(() => defineHexFlower({ name: 'x', die: 'd6', hexes: [{ name: 'a', col: 0, row: 0 }, { name: 'b', col: 0, row: 0 }], moves: [{ range: '1-6', move: 'stay' }] })).toThrow(TableDefinitionError);
    expect(() => defineHexFlower({ name: 'x', die: 'd6', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: '1-5', move: 'stay' }] })).toThrow(TableRangeError);
  });
});
