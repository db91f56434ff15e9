import { describe, expect, it } from 'vitest';
import { defineHexFlower } from './HexFlower.js';
import { hexFlowerToJson, tableToJson } from './json.js';
import { defineTable } from './Table.js';

describe('tableToJson', () => {
  it('writes only the fields a plain range table has', () => {
    const coin = defineTable({ name: 'coin', die: 'd2', rows: [{ range: 1, label: 'Heads' }, { range: 2, label: 'Tails' }] });
    expect(tableToJson(coin)).toEqual({ name: 'coin', die: 'd2', rows: [{ range: '1', label: 'Heads' }, { range: '2', label: 'Tails' }] });
    expect(JSON.stringify(tableToJson(coin))).toBe('{"name":"coin","die":"d2","rows":[{"range":"1","label":"Heads"},{"range":"2","label":"Tails"}]}');
  });

  it('writes every field that differs from its default, in order', () => {
    const t = defineTable({
      name: 'full', title: 'Full', description: 'Everything.', die: 'd20', clamp: false, source: { seed: 'book', section: 'Loot' }, rulings: ['R1'],
      rows: [
        { range: '≤10', label: 'Coins', dice: '1d6x10', unit: 'gp' },
        { range: '11-19', label: 'Gem', result: { value: 50 }, then: [{ roll: 'gems', times: 2 }] },
        { range: 20, natural: true, label: 'Nat' },
        { range: '20+', label: 'Twice', then: [{ again: 2 }] },
      ],
    });
    const json = tableToJson(t);
    expect(json).toEqual({
      name: 'full', title: 'Full', description: 'Everything.', die: 'd20', clamp: false, source: { seed: 'book', section: 'Loot' }, rulings: ['R1'],
      rows: [
        { range: '≤10', label: 'Coins', dice: '1d6x10', unit: 'gp' },
        { range: '11-19', label: 'Gem', result: { value: 50 }, then: [{ roll: 'gems', times: 2 }] },
        { range: '20', natural: true, label: 'Nat' },
        { range: '20+', label: 'Twice', then: [{ again: 2 }] },
      ],
    });
    expect(Object.keys(json)).toEqual(['name', 'title', 'description', 'die', 'clamp', 'source', 'rulings', 'rows']);
    // copies, not the table's frozen objects
    expect(json.source).not.toBe(t.source);
    expect(json.rulings).not.toBe(t.rulings);
    expect(Object.isFrozen(json.rows[1]?.then?.[0])).toBe(false);
  });

  it('writes a weighted table by weights, keeping a payload that differs from the label', () => {
    const w = defineTable({ name: 'w', rows: [{ weight: 2, label: 'A', result: 'a' }, { weight: 0, label: 'B', result: 'B' }] });
    expect(tableToJson(w)).toEqual({ name: 'w', rows: [{ weight: 2, label: 'A', result: 'a' }, { weight: 0, label: 'B' }] });
  });
});

describe('hexFlowerToJson', () => {
  it('writes hexes and moves, and the stay rule only by leaving edge out', () => {
    const tiny = defineHexFlower({ name: 'tiny', die: 'd6', hexes: [{ name: 'Calm', col: 0, row: 0 }, { name: 'Storm', col: 0, row: 2 }], moves: [{ range: '1-3', move: 'up' }, { range: '4–6', move: 'down' }] });
    expect(hexFlowerToJson(tiny)).toEqual({
      name: 'tiny', die: 'd6', hexes: [{ name: 'Calm', col: 0, row: 0 }, { name: 'Storm', col: 0, row: 2 }], moves: [{ range: '1-3', move: 'up' }, { range: '4-6', move: 'down' }],
    });
  });

  it('writes the wrap rule, the source and the rulings', () => {
    const f = defineHexFlower({ name: 'f', die: 'd2', edge: 'wrap', source: { seed: 'book', section: 'Weather' }, rulings: ['R34'], hexes: [{ name: 'a', col: 1, row: -1 }], moves: [{ range: 1, move: 'stay' }, { range: 2, move: 'toward' }] });
    const json = hexFlowerToJson(f);
    expect(json).toEqual({
      name: 'f', die: 'd2', hexes: [{ name: 'a', col: 1, row: -1 }], moves: [{ range: '1', move: 'stay' }, { range: '2', move: 'toward' }],
      edge: 'wrap', source: { seed: 'book', section: 'Weather' }, rulings: ['R34'],
    });
    expect(json.source).not.toBe(f.source);
  });
});
