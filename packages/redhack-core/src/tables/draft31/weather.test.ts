import { describe, expect, it } from 'vitest';
import { goodnessOfFit, probability, seed, type Rng } from '@rollwright/dice';
import { applyHexMove, hexFlowerStep, hexFlowerStepDistribution, neighbour, TableDefinitionError, wrapTarget } from '@rollwright/tables';
import { weatherFlower, type Weather } from './weather.js';

// The adjacency table of rules-notes §2 (R34): up, lower-left, lower-right, upper-left, upper-right, down.
// `[X]` marks an edge with its wrap target.
const ADJ: Record<Weather, readonly string[]> = {
  'Fierce Sun': ['[Hurricane]', 'Muggy', 'Arid', '[Breezy]', '[Misty]', 'Sunny'],
  Muggy: ['[Blizzard]', 'Misty', 'Sunny', '[Rain Storm]', 'Fierce Sun', 'Partly Cloudy'],
  Arid: ['[Thunder Storm]', 'Sunny', 'Breezy', 'Fierce Sun', '[Rainy]', 'Windy'],
  Misty: ['[Snowy]', '[Fierce Sun]', 'Partly Cloudy', '[Sleet]', 'Muggy', 'Rainy'],
  Sunny: ['Fierce Sun', 'Partly Cloudy', 'Windy', 'Muggy', 'Arid', 'Cloudy'],
  Breezy: ['[Sleet]', 'Windy', '[Fierce Sun]', 'Arid', '[Snowy]', 'Rain Storm'],
  'Partly Cloudy': ['Muggy', 'Rainy', 'Cloudy', 'Misty', 'Sunny', 'Frosty'],
  Windy: ['Arid', 'Cloudy', 'Rain Storm', 'Sunny', 'Breezy', 'Gale'],
  Rainy: ['Misty', '[Arid]', 'Frosty', '[Thunder Storm]', 'Partly Cloudy', 'Snowy'],
  Cloudy: ['Sunny', 'Frosty', 'Gale', 'Partly Cloudy', 'Windy', 'Hail'],
  'Rain Storm': ['Breezy', 'Gale', '[Muggy]', 'Windy', '[Blizzard]', 'Sleet'],
  Frosty: ['Partly Cloudy', 'Snowy', 'Hail', 'Rainy', 'Cloudy', 'Blizzard'],
  Gale: ['Windy', 'Hail', 'Sleet', 'Cloudy', 'Rain Storm', 'Thunder Storm'],
  Snowy: ['Rainy', '[Breezy]', 'Blizzard', '[Hurricane]', 'Frosty', '[Misty]'],
  Hail: ['Cloudy', 'Blizzard', 'Thunder Storm', 'Frosty', 'Gale', 'Hurricane'],
  Sleet: ['Rain Storm', 'Thunder Storm', '[Misty]', 'Gale', '[Hurricane]', '[Breezy]'],
  Blizzard: ['Frosty', '[Rain Storm]', 'Hurricane', 'Snowy', 'Hail', '[Muggy]'],
  'Thunder Storm': ['Gale', 'Hurricane', '[Rainy]', 'Hail', 'Sleet', '[Arid]'],
  Hurricane: ['Hail', '[Sleet]', '[Snowy]', 'Blizzard', 'Thunder Storm', '[Fierce Sun]'],
};
const MOVES = ['up', 'lowerLeft', 'lowerRight', 'upperLeft', 'upperRight', 'down'] as const;

describe('neighbour', () => {
  it('reproduces the R34 adjacency table for all 19 hexes', () => {
    for (const [hex, row] of Object.entries(ADJ) as [Weather, readonly string[]][]) {
      MOVES.forEach((m, i) => {
        const want = row[i] ?? '';
        expect(neighbour(weatherFlower, hex, m), `${hex} ${m}`).toBe(want.startsWith('[') ? null : want);
      });
    }
  });
});

describe('wrapTarget', () => {
  it('reproduces every bracketed wrap target of the R34 table', () => {
    for (const [hex, row] of Object.entries(ADJ) as [Weather, readonly string[]][]) {
      MOVES.forEach((m, i) => {
        const want = row[i] ?? '';
        expect(wrapTarget(weatherFlower, hex, m), `${hex} ${m}`).toBe(want.startsWith('[') ? want.slice(1, -1) : null);
      });
    }
  });
});

describe('applyHexMove', () => {
  it('stays at the edge by default and wraps on request', () => {
    expect(applyHexMove(weatherFlower, 'Fierce Sun', 'up')).toBe('Fierce Sun');
    expect(applyHexMove(weatherFlower, 'Fierce Sun', 'up', { edge: 'wrap' })).toBe('Hurricane');
  });

  it('steps toward the predominant hex, ties clockwise from up, and stays there', () => {
    expect(applyHexMove(weatherFlower, 'Sunny', 'toward', { predominant: 'Hail' })).toBe('Cloudy');
    // Fierce Sun → Hurricane is straight down; Sunny → Snowy ties Partly Cloudy (lower-left) and Cloudy (down): clockwise from up, down comes first.
    expect(applyHexMove(weatherFlower, 'Sunny', 'toward', { predominant: 'Snowy' })).toBe('Cloudy');
    expect(applyHexMove(weatherFlower, 'Hail', 'toward', { predominant: 'Hail' })).toBe('Hail');
  });

  it('needs a predominant hex for toward moves', () => {
    expect(() => applyHexMove(weatherFlower, 'Sunny', 'toward')).toThrow(TableDefinitionError);
  });
});

describe('hexFlowerStepDistribution', () => {
  it('gives exact odds on the d20 key (R34)', () => {
    const d = hexFlowerStepDistribution(weatherFlower, 'Sunny', { predominant: 'Sunny' });
    expect(probability(d, 'Sunny')).toEqual({ num: 1n, den: 2n }); // 11-20
    expect(probability(d, 'Partly Cloudy')).toEqual({ num: 1n, den: 10n }); // 2-3
    const edge = hexFlowerStepDistribution(weatherFlower, 'Fierce Sun', { predominant: 'Hurricane' });
    // Stays on 1, 6-7, 8-9 (edges) and 11-15 → 10/20; toward Hurricane (down) 16-20 + 10 → Sunny 6/20.
    expect(probability(edge, 'Fierce Sun')).toEqual({ num: 1n, den: 2n });
    expect(probability(edge, 'Sunny')).toEqual({ num: 3n, den: 10n });
  });
});

describe('hexFlowerStep', () => {
  it('matches its exact distribution (chi-square, fixed seed)', () => {
    const opts = { predominant: 'Snowy' as const, edge: 'wrap' as const };
    const d = hexFlowerStepDistribution(weatherFlower, 'Arid', opts);
    let rng: Rng = seed(34);
    const out: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const [s, n] = hexFlowerStep(rng, weatherFlower, 'Arid', opts);
      out.push(s.to);
      rng = n;
    }
    expect(goodnessOfFit(d, out).pValue).toBeGreaterThan(1e-6);
  });

  it('reports blocked and wrapped edge moves', () => {
    let rng: Rng = seed(1);
    const edges = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const [s, n] = hexFlowerStep(rng, weatherFlower, 'Fierce Sun', { predominant: 'Sunny', edge: 'wrap' });
      edges.add(s.edge);
      if (s.edge === 'wrapped') expect(['Hurricane', 'Breezy', 'Misty']).toContain(s.to);
      rng = n;
    }
    expect(edges).toEqual(new Set(['none', 'wrapped']));
  });
});
