import { describe, expect, it } from 'vitest';
import { probability, rollDie, seed } from '@rollwright/dice';
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

// A seven-hex flower: a centre and its six neighbours, on (column, doubled row) coordinates.
//            N (0,-2)
//   NW (-1,-1)      NE (1,-1)
//            C (0,0)
//   SW (-1,1)       SE (1,1)
//            S (0,2)
type Seven = 'C' | 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';
const sevenHexes: { name: Seven; col: number; row: number }[] = [
  { name: 'C', col: 0, row: 0 },
  { name: 'N', col: 0, row: -2 },
  { name: 'NE', col: 1, row: -1 },
  { name: 'SE', col: 1, row: 1 },
  { name: 'S', col: 0, row: 2 },
  { name: 'SW', col: -1, row: 1 },
  { name: 'NW', col: -1, row: -1 },
];
// d6: one face per neighbour move, clockwise from up
const sixWays = [
  { range: 1, move: 'up' },
  { range: 2, move: 'upperRight' },
  { range: 3, move: 'lowerRight' },
  { range: 4, move: 'down' },
  { range: 5, move: 'lowerLeft' },
  { range: 6, move: 'upperLeft' },
] as const;
const seven = defineHexFlower<Seven>({ name: 'seven', die: 'd6', hexes: sevenHexes, moves: sixWays });
const sevenWrap = defineHexFlower<Seven>({ name: 'seven-wrap', die: 'd6', hexes: sevenHexes, moves: sixWays, edge: 'wrap' });

describe('neighbour', () => {
  it('reaches each of the six neighbours of the centre', () => {
    expect(['up', 'upperRight', 'lowerRight', 'down', 'lowerLeft', 'upperLeft'].map((m) => neighbour(seven, 'C', m as 'up'))).toEqual([
      'N', 'NE', 'SE', 'S', 'SW', 'NW',
    ]);
  });

  it('gives null for each move off the flower from the top hex, and the hex for the others', () => {
    expect(['up', 'upperRight', 'lowerRight', 'down', 'lowerLeft', 'upperLeft'].map((m) => neighbour(seven, 'N', m as 'up'))).toEqual([
      null, null, 'NE', 'C', 'NW', null,
    ]);
    expect(['up', 'upperRight', 'lowerRight', 'down', 'lowerLeft', 'upperLeft'].map((m) => neighbour(seven, 'SE', m as 'up'))).toEqual([
      'NE', null, null, null, 'S', 'C',
    ]);
  });

  it('names the flower and the hex when the start is not a hex', () => {
    expect(() => neighbour(seven, 'X' as Seven, 'up')).toThrow(TableDefinitionError);
    expect(() => neighbour(seven, 'X' as Seven, 'up')).toThrow('table "seven": no hex named "X"');
  });
});

describe('wrapTarget', () => {
  it('re-enters at the far end of the same line', () => {
    // N going up: walk back down the column N → C → S
    expect(wrapTarget(seven, 'N', 'up')).toBe('S');
    // N going up-right: walk back down-left N → NW (then off)
    expect(wrapTarget(seven, 'N', 'upperRight')).toBe('NW');
    // N going up-left: walk back down-right N → NE
    expect(wrapTarget(seven, 'N', 'upperLeft')).toBe('NE');
    // NE going up-right: back through C to SW
    expect(wrapTarget(seven, 'NE', 'upperRight')).toBe('SW');
    // NE going down-right: back up-left to N
    expect(wrapTarget(seven, 'NE', 'lowerRight')).toBe('N');
    // S going down: back up the column to N
    expect(wrapTarget(seven, 'S', 'down')).toBe('N');
    // SW going down-left: back through C to NE
    expect(wrapTarget(seven, 'SW', 'lowerLeft')).toBe('NE');
  });

  it('is null for a move that stays on the flower', () => {
    for (const m of ['up', 'upperRight', 'lowerRight', 'down', 'lowerLeft', 'upperLeft'] as const) expect(wrapTarget(seven, 'C', m)).toBeNull();
    expect(wrapTarget(seven, 'N', 'down')).toBeNull();
  });

  it('returns the hex itself when it is alone on its line', () => {
    const lone = defineHexFlower({ name: 'lone', die: 'd1', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: 1, move: 'up' }] });
    expect(wrapTarget(lone, 'a', 'up')).toBe('a');
  });
});

describe('applyHexMove', () => {
  it('stays put on stay, and on a blocked move under the stay rule', () => {
    expect(applyHexMove(seven, 'NE', 'stay')).toBe('NE');
    expect(applyHexMove(seven, 'N', 'up')).toBe('N');
    expect(applyHexMove(seven, 'N', 'down')).toBe('C');
  });

  it('wraps under the flower rule or the option, the option winning', () => {
    expect(applyHexMove(sevenWrap, 'N', 'up')).toBe('S');
    expect(applyHexMove(seven, 'N', 'up', { edge: 'wrap' })).toBe('S');
    expect(applyHexMove(sevenWrap, 'N', 'up', { edge: 'stay' })).toBe('N');
    expect(applyHexMove(sevenWrap, 'N', 'down')).toBe('C');
  });

  it('steps toward the predominant hex, one hex closer', () => {
    // N to S is two steps (through C): the only closer neighbour is C
    expect(applyHexMove(seven, 'N', 'toward', { predominant: 'S' })).toBe('C');
    // SW to NE: C is the only neighbour one step closer
    expect(applyHexMove(seven, 'SW', 'toward', { predominant: 'NE' })).toBe('C');
    // a neighbour of the target steps onto it
    expect(applyHexMove(seven, 'C', 'toward', { predominant: 'NW' })).toBe('NW');
  });

  it('breaks a tie clockwise from up', () => {
    // N to SE is two steps; NE (lower-right of N) and C (below N) are both one step from SE:
    // lower-right comes before down clockwise from up
    expect(applyHexMove(seven, 'N', 'toward', { predominant: 'SE' })).toBe('NE');
    // S to NW: C (up of S) and SW (upper-left of S) are both one step from NW; up comes first
    expect(applyHexMove(seven, 'S', 'toward', { predominant: 'NW' })).toBe('C');
    // SE to N: NE (up of SE) and C (upper-left of SE) are both one step from N; up comes first
    expect(applyHexMove(seven, 'SE', 'toward', { predominant: 'N' })).toBe('NE');
  });

  it('stays when already on the predominant hex, or when no neighbour is closer', () => {
    expect(applyHexMove(seven, 'S', 'toward', { predominant: 'S' })).toBe('S');
    // two hexes two steps apart with nothing between them
    const split = defineHexFlower({ name: 'split', die: 'd1', hexes: [{ name: 'a', col: 0, row: 0 }, { name: 'b', col: 0, row: 4 }], moves: [{ range: 1, move: 'toward' }] });
    expect(applyHexMove(split, 'a', 'toward', { predominant: 'b' })).toBe('a');
  });

  it('refuses a toward move without a predominant hex, an unknown hex and an unknown edge rule', () => {
    expect(() => applyHexMove(seven, 'C', 'toward')).toThrow('table "seven": this flower has "toward" moves, so every step needs options.predominant');
    expect(() => applyHexMove(seven, 'C', 'up', { predominant: 'Q' as Seven })).toThrow('table "seven": no hex named "Q"');
    expect(() => applyHexMove(seven, 'Q' as Seven, 'stay')).toThrow('table "seven": no hex named "Q"');
    expect(() => applyHexMove(seven, 'C', 'up', { edge: 'bounce' as 'stay' })).toThrow('table "seven": edge must be "stay" or "wrap", got bounce');
  });

  // applyHexMove is given its move, so only a toward move needs predominant (hexFlowerStep, which
  // rolls the move, asks for it on every step).
  it('needs predominant for a toward move only, on a flower that has toward moves', () => {
    expect(() => applyHexMove(tiny, 'Calm', 'toward')).toThrow(TableDefinitionError);
    expect(() => applyHexMove(tiny, 'Calm', 'down')).not.toThrow();
  });
});

describe('hexFlowerStep (worked steps)', () => {
  const upOnly = defineHexFlower<Seven>({ name: 'up-only', die: 'd1', hexes: sevenHexes, moves: [{ range: 1, move: 'up' }] });

  it('reports the roll, the move and whether the edge blocked or wrapped it', () => {
    expect(hexFlowerStep(seed(1), upOnly, 'C')[0]).toEqual({ from: 'C', roll: 1, move: 'up', to: 'N', edge: 'none' });
    expect(hexFlowerStep(seed(1), upOnly, 'N')[0]).toEqual({ from: 'N', roll: 1, move: 'up', to: 'N', edge: 'blocked' });
    expect(hexFlowerStep(seed(1), upOnly, 'N', { edge: 'wrap' })[0]).toEqual({ from: 'N', roll: 1, move: 'up', to: 'S', edge: 'wrapped' });
    const [step] = hexFlowerStep(seed(1), upOnly, 'C');
    expect(Object.isFrozen(step)).toBe(true);
  });

  it('calls a wrap that lands back on the start blocked (the hex is alone on its line)', () => {
    const lone = defineHexFlower({ name: 'lone', die: 'd1', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: 1, move: 'up' }], edge: 'wrap' });
    expect(hexFlowerStep(seed(1), lone, 'a')[0]).toEqual({ from: 'a', roll: 1, move: 'up', to: 'a', edge: 'blocked' });
  });

  it('marks stay and toward as no edge event', () => {
    const st = defineHexFlower<Seven>({ name: 'st', die: 'd2', hexes: sevenHexes, moves: [{ range: 1, move: 'stay' }, { range: 2, move: 'toward' }] });
    let rng = seed(4);
    for (let i = 0; i < 8; i++) {
      const [step, next] = hexFlowerStep(rng, st, 'N', { predominant: 'S' });
      expect(step).toEqual(step.roll === 1 ? { from: 'N', roll: 1, move: 'stay', to: 'N', edge: 'none' } : { from: 'N', roll: 2, move: 'toward', to: 'C', edge: 'none' });
      rng = next;
    }
  });

  it('rolls the navigation die as rollDie does and moves by its face (seed 7)', () => {
    // the key is a plain d6, so the step's roll is the face rollDie(seed(7), 6) gives
    const [face, after] = rollDie(seed(7), 6);
    const [step, next] = hexFlowerStep(seed(7), seven, 'C');
    expect(step.roll).toBe(face);
    expect(step.move).toBe(sixWays[face - 1]?.move);
    expect(step.to).toBe(['N', 'NE', 'SE', 'S', 'SW', 'NW'][face - 1]);
    expect(next).toEqual(after);
  });

  it('checks the start hex before rolling', () => {
    expect(() => hexFlowerStep(seed(1), seven, 'Z' as Seven)).toThrow('table "seven": no hex named "Z"');
  });
});

describe('hexFlowerStepDistribution (exact odds)', () => {
  const plain = (d: { outcomes: readonly string[]; weights: readonly bigint[]; total: bigint; leftover: bigint }) => ({
    outcomes: [...d.outcomes], weights: [...d.weights], total: d.total, leftover: d.leftover,
  });

  it('gives each neighbour of the centre 1/6, in the order of the hexes', () => {
    expect(plain(hexFlowerStepDistribution(seven, 'C'))).toEqual({
      outcomes: ['N', 'NE', 'SE', 'S', 'SW', 'NW'], weights: [1n, 1n, 1n, 1n, 1n, 1n], total: 6n, leftover: 0n,
    });
  });

  it('keeps the three blocked moves of the top hex on it under the stay rule (3/6)', () => {
    // up, upper-right and upper-left leave the flower: N keeps 3 of 6
    expect(plain(hexFlowerStepDistribution(seven, 'N'))).toEqual({
      outcomes: ['C', 'N', 'NE', 'NW'], weights: [1n, 3n, 1n, 1n], total: 6n, leftover: 0n,
    });
  });

  it('sends the blocked moves of the top hex to the far ends under the wrap rule', () => {
    // up → S, upper-right → NW, upper-left → NE; lower-right → NE, down → C, lower-left → NW
    const expected = { outcomes: ['C', 'NE', 'S', 'NW'], weights: [1n, 2n, 1n, 2n], total: 6n, leftover: 0n };
    expect(plain(hexFlowerStepDistribution(sevenWrap, 'N'))).toEqual(expected);
    expect(plain(hexFlowerStepDistribution(seven, 'N', { edge: 'wrap' }))).toEqual(expected);
  });

  it('weighs a 2d6 key by the 36 ways of the dice', () => {
    // 2-6 (15 of 36) up, 7 (6) stay, 8-12 (15) toward S: from C, up → N, toward → S
    const f = defineHexFlower<Seven>({ name: 'f', die: '2d6', hexes: sevenHexes, moves: [{ range: '2-6', move: 'up' }, { range: 7, move: 'stay' }, { range: '8-12', move: 'toward' }] });
    expect(plain(hexFlowerStepDistribution(f, 'C', { predominant: 'S' }))).toEqual({
      outcomes: ['C', 'N', 'S'], weights: [2n, 5n, 5n], total: 12n, leftover: 0n,
    });
  });

  it('checks the start hex and the options', () => {
    expect(() => hexFlowerStepDistribution(seven, 'Z' as Seven)).toThrow('table "seven": no hex named "Z"');
    expect(() => hexFlowerStepDistribution(tiny, 'Calm')).toThrow('table "tiny": this flower has "toward" moves, so every step needs options.predominant');
  });
});

describe('defineHexFlower (built values)', () => {
  it('builds a frozen flower with its move table, the stay rule by default, source and rulings', () => {
    const f = defineHexFlower({
      name: 'f', die: 'd2', hexes: [{ name: 'a', col: 0, row: 0 }, { name: 'b', col: 1, row: 1 }],
      moves: [{ range: 1, move: 'lowerRight' }, { range: '2', move: 'stay' }],
      source: { seed: 'book', section: 'Weather' }, rulings: ['R1'],
    });
    expect(f.name).toBe('f');
    expect(f.edge).toBe('stay');
    expect(f.hexes).toEqual([{ name: 'a', col: 0, row: 0 }, { name: 'b', col: 1, row: 1 }]);
    expect(f.source).toEqual({ seed: 'book', section: 'Weather' });
    expect(f.rulings).toEqual(['R1']);
    expect(f.moves).toMatchObject({ name: 'f/moves', die: 'd2', kind: 'range', source: { seed: 'book', section: 'Weather' } });
    expect(f.moves.rows.map((r) => [r.range, r.label, r.result])).toEqual([['1', 'lowerRight', 'lowerRight'], ['2', 'stay', 'stay']]);
    expect([Object.isFrozen(f), Object.isFrozen(f.hexes), Object.isFrozen(f.hexes[0]), Object.isFrozen(f.rulings), Object.isFrozen(f.source)]).toEqual([true, true, true, true, true]);
    const bare = defineHexFlower({ name: 'g', die: 'd1', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: 1, move: 'stay' }], edge: 'wrap' });
    expect([bare.edge, bare.source, bare.rulings, bare.moves.source]).toEqual(['wrap', null, [], null]);
  });

  it('throws the first problem with its class', () => {
    expect(() => defineHexFlower({ name: 'x', die: 'd6', hexes: [{ name: 'a', col: 0, row: 1 }], moves: [{ range: '1-6', move: 'stay' }] })).toThrow(
      'table "x": hex 1: col + row must be even (doubled rows)',
    );
    expect(() => defineHexFlower({ name: 'x', die: 'd6', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: '1-5', move: 'stay' }] })).toThrow(
      'table "x/moves" (d6): gap at 6 — no row covers it (the die shows 1..6)',
    );
  });
});

describe('checkHexFlowerSpec (messages)', () => {
  const msgs = (spec: unknown): string[] => checkHexFlowerSpec(spec).map((p) => `${p.path.join('.')}: ${p.message}`);
  const ok = { name: 'f', die: 'd2', hexes: [{ name: 'a', col: 0, row: 0 }], moves: [{ range: '1-2', move: 'stay' }] };

  it('finds nothing wrong with a valid flower', () => {
    expect(msgs(ok)).toEqual([]);
    expect(msgs({ ...ok, edge: 'stay' })).toEqual([]);
    expect(msgs({ ...ok, edge: 'wrap' })).toEqual([]);
  });

  it('refuses anything but an object', () => {
    for (const bad of [null, 3, 'x', [ok]]) expect(msgs(bad)).toEqual([': a hex flower must be an object']);
    expect(checkHexFlowerSpec(null)[0]?.error).toBeInstanceOf(TableDefinitionError);
  });

  it('names each missing or empty part', () => {
    expect(msgs({ name: ' ', die: 'd2', hexes: [], moves: [] })).toEqual([
      'name: table " ": a hex flower needs a non-empty name',
      'hexes: table " ": a hex flower needs at least one hex',
      'moves: table " ": a hex flower needs a navigation key (moves)',
    ]);
    expect(msgs({ die: 'd2' })).toEqual([
      'name: table "": a hex flower needs a non-empty name',
      'hexes: table "": a hex flower needs at least one hex',
      'moves: table "": a hex flower needs a navigation key (moves)',
    ]);
  });

  it('names each bad hex by its place', () => {
    expect(msgs({ ...ok, hexes: [null, 4, { col: 0, row: 0 }, { name: 'b', col: 0.5, row: 'x' }, { name: 'c', col: 2, row: 0 }, { name: 'c', col: 2, row: 0 }] })).toEqual([
      'hexes.0: table "f": hex 1 must be an object',
      'hexes.1: table "f": hex 2 must be an object',
      'hexes.2.name: table "f": hex 3 needs a name',
      'hexes.3.col: table "f": hex 4: col must be a whole number',
      'hexes.3.row: table "f": hex 4: row must be a whole number',
      'hexes.5.name: table "f": duplicate hex c (also hex 5)',
      'hexes.5: table "f": duplicate hex 2,0 (also hex 5)',
    ]);
  });

  it('keeps names and coordinates apart: a hex may be named like another hex’s coordinates', () => {
    expect(msgs({ ...ok, hexes: [{ name: '0,2', col: 0, row: 0 }, { name: 'b', col: 0, row: 2 }] })).toEqual([]);
  });

  it('accepts odd columns on odd rows and negative coordinates', () => {
    expect(msgs({ ...ok, hexes: [{ name: 'a', col: -1, row: -1 }, { name: 'b', col: -2, row: 4 }, { name: 'c', col: 3, row: -5 }] })).toEqual([]);
    expect(msgs({ ...ok, hexes: [{ name: 'a', col: -1, row: 2 }] })).toEqual(['hexes.0.row: table "f": hex 1: col + row must be even (doubled rows)']);
  });

  it('reports each bad move once, never also as a bad label of the move table', () => {
    expect(msgs({ ...ok, moves: [{ range: 1, move: '' }, { range: 2 }, 7] })).toEqual([
      'moves.0.move: table "f": move 1 must be one of up, upperRight, lowerRight, down, lowerLeft, upperLeft, stay, toward',
      'moves.1.move: table "f": move 2 must be one of up, upperRight, lowerRight, down, lowerLeft, upperLeft, stay, toward',
      'moves.2.move: table "f": move 3 must be one of up, upperRight, lowerRight, down, lowerLeft, upperLeft, stay, toward',
      'moves.2: table "f/moves": row 3 must be an object',
    ]);
  });

  it('reports the move table problems under moves, and a bad die under die', () => {
    expect(msgs({ ...ok, moves: [{ range: '1', move: 'up' }, { range: '1-2', move: 'down' }] })).toEqual([
      'moves.1.range: table "f/moves" (d2): overlap at 1 — rows 1 and 2 both cover it',
    ]);
    const bad = checkHexFlowerSpec({ ...ok, die: 'banana' });
    expect(bad.map((p) => p.path.join('.'))).toEqual(['die']);
    expect(bad[0]?.message).toMatch(/^die expression "banana": /);
    expect(msgs({ ...ok, edge: 'bounce' })).toEqual(['edge: table "f": edge is "stay" or "wrap"']);
  });
});
