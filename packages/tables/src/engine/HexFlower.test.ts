import { describe, expect, it } from 'vitest';
import { probability, seed } from '@rollwright/dice';
import { hexFlowerToJson } from './json.js';
import { applyHexMove, checkHexFlowerSpec, defineHexFlower, hexFlowerStep, hexFlowerStepDistribution, neighbour, wrapTarget } from './HexFlower.js';
import { TableDefinitionError, TableRangeError } from './errors.js';

describe('defineHexFlower', () => {
  it('rejects duplicate coordinates and moves that leave a gap', () => {
    expect(() => defineHexFlower({ name: 'x', die: 'd6', hexes: [{ name: 'a', col: 0, row: 0 }, { name: 'b', col: 0, row: 0 }], moves: [{ range: '1-6', move: 'stay' }] })).toThrow(TableDefinitionError);
    expect(() => defineHexFlower({ name: 'x', die: 'd6', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: '1-5', move: 'stay' }] })).toThrow(TableRangeError);
  });
});

const tiny = defineHexFlower({
  name: 'tiny', die: 'd4',
  hexes: [{ name: 'Calm', col: 0, row: 0 }, { name: 'Storm', col: 0, row: 2 }],
  moves: [{ range: 1, move: 'up' }, { range: 2, move: 'down' }, { range: 3, move: 'stay' }, { range: 4, move: 'toward' }],
});

describe('hexFlowerStep', () => {
  it('refuses a missing predominant on every call, whatever the die shows', () => {
    for (let s = 0; s < 40; s++) expect(() => hexFlowerStep(seed(s), tiny, 'Calm')).toThrow(TableDefinitionError);
    expect(() => hexFlowerStepDistribution(tiny, 'Calm')).toThrow(TableDefinitionError);
    expect(() => hexFlowerStep(seed(1), tiny, 'Calm', { predominant: 'Nowhere' as 'Calm' })).toThrow(TableDefinitionError);
    expect(hexFlowerStep(seed(1), tiny, 'Calm', { predominant: 'Storm' })[0].from).toBe('Calm');
  });
});

describe('checkHexFlowerSpec', () => {
  it('lists every problem with its path', () => {
    const found = checkHexFlowerSpec({
      name: 'f', die: 'd6', edge: 'bounce',
      hexes: [{ name: 'a', col: 0, row: 0 }, { name: 'a', col: 0, row: 0 }, { name: 'b', col: 1, row: 0 }],
      moves: [{ range: '1-3', move: 'sideways' }, { range: '5-6', move: 'up' }],
    });
    expect(found.map((p) => p.path.join('.'))).toEqual(['hexes.1.name', 'hexes.1', 'hexes.2.row', 'edge', 'moves.0.move', 'moves.1.range']);
  });
});

describe('the wind flower of the TSDoc examples', () => {
  const wind = defineHexFlower({ name: 'wind', die: 'd6', hexes: [
    { name: 'Calm', col: 0, row: 0 }, { name: 'Breezy', col: 0, row: 2 }, { name: 'Gale', col: 0, row: 4 },
  ], moves: [{ range: '1-2', move: 'up' }, { range: '3-4', move: 'down' }, { range: 5, move: 'stay' }, { range: 6, move: 'toward' }] });

  it('moves, wraps and steps toward as documented', () => {
    expect(neighbour(wind, 'Calm', 'down')).toBe('Breezy');
    expect(neighbour(wind, 'Calm', 'up')).toBeNull();
    expect(wrapTarget(wind, 'Calm', 'up')).toBe('Gale');
    expect(applyHexMove(wind, 'Calm', 'toward', { predominant: 'Gale' })).toBe('Breezy');
    expect(probability(hexFlowerStepDistribution(wind, 'Calm', { predominant: 'Gale' }), 'Calm')).toEqual({ num: 1n, den: 2n });
    expect(hexFlowerToJson(wind).moves[0]).toEqual({ range: '1-2', move: 'up' });
  });
});
