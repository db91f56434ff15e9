import { tableDistribution } from '@rollwright/tables';
import { describe, expect, it } from 'vitest';
import { allBandTables, allTables, seedTables } from './seedTables.js';

const SEEDS = ['redhack-rules.txt', 'redhack-3.1-draft.txt', 'vocations-2d6.txt'];

describe('allTables', () => {
  it('has unique names, each with a seed source', () => {
    const names = allTables.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('redhack/draft31/reaction');
    expect(names).toContain('vocations2d6/wandering-monster');
    for (const t of allTables) expect(SEEDS).toContain(t.source?.seed);
    for (const t of allBandTables) expect(SEEDS).toContain(t.source?.seed);
  });

  it('gives every table an exact distribution whose weights add up to its total', () => {
    for (const t of allTables) {
      const d = tableDistribution(t, { tables: seedTables });
      expect(d.weights.reduce((a, b) => a + b, d.leftover), t.name).toBe(d.total);
    }
  });
});

describe('seedTables', () => {
  it('holds every table', () => {
    expect(seedTables.tables.size).toBe(allTables.length);
  });
});
