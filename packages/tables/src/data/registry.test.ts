import { describe, expect, it } from 'vitest';
import { UnknownTableError } from '../engine/errors.js';
import { tableDistribution } from '../engine/tableDistribution.js';
import { allBandTables, allTables, getBandTable, getTable, seedTables } from './registry.js';

const SEEDS = ['redhack-rules.txt', 'redhack-3.1-draft.txt', 'zilch-lite.txt', 'vocations-2d6.txt'];

describe('allTables', () => {
  it('has unique names, each with a seed source', () => {
    const names = allTables.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
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

describe('getTable', () => {
  it('finds tables by name and throws UnknownTableError otherwise', () => {
    expect(getTable('redhack/draft31/reaction').die).toBe('2d6');
    expect(() => getTable('redhack/draft31/nope')).toThrow(UnknownTableError);
  });
});

describe('allBandTables', () => {
  it('lists the reference tables', () => {
    expect(allBandTables.map((t) => t.name)).toContain('redhack/draft31/monster-save');
  });
});

describe('getBandTable', () => {
  it('finds reference tables by name', () => {
    expect(getBandTable('redhack/classic/fatigue').index).toBe('fatigue tests failed');
    expect(() => getBandTable('x')).toThrow(UnknownTableError);
  });
});
