import { describe, expect, it } from 'vitest';
import { goodnessOfFit, probability, seed, type Rng } from '@rollwright/dice';
import { TableDefinitionError } from '@rollwright/tables';
import { hagglingDistribution, hagglingSteps, rollHaggling } from './haggling.js';

describe('hagglingSteps', () => {
  it('rolls one die per full step in each bracket (R43)', () => {
    expect(hagglingSteps(350)).toEqual([{ count: 10, multiplier: 1 }, { count: 3, multiplier: 10 }]);
    expect(hagglingSteps(10)).toEqual([{ count: 1, multiplier: 1 }]);
    expect(hagglingSteps(12_000)).toHaveLength(4);
    expect(() => hagglingSteps(9)).toThrow(TableDefinitionError);
  });
});

describe('hagglingDistribution', () => {
  it('is d6 − 1 for a 10 gp order, ×1.5 rounded down on a critical', () => {
    expect(probability(hagglingDistribution(10), 0)).toEqual({ num: 1n, den: 6n });
    expect(hagglingDistribution(10, { critical: true }).outcomes).toEqual([0, 1, 3, 4, 6, 7]);
  });
});

describe('rollHaggling', () => {
  it('matches the exact distribution (chi-square, fixed seed)', () => {
    let rng: Rng = seed(43);
    const out: number[] = [];
    for (let i = 0; i < 5000; i++) {
      const [x, n] = rollHaggling(rng, 120);
      out.push(x);
      rng = n;
    }
    expect(goodnessOfFit(hagglingDistribution(120), out).pValue).toBeGreaterThan(1e-6);
  });
});
