import { describe, expect, it } from 'vitest';
import { goodnessOfFit, probability, seed, type Rng } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { rollOnTable } from '@rollwright/tables';
import { tableDistribution } from '@rollwright/tables';
import { redhackTableSet as seedTables } from '../registry.js';
import {
  GEM_RAISE_STEPS,
  draft31GemValue,
  draft31Gems10,
  draft31Gems100,
  draft31Gems1000,
  draft31Gems50,
  draft31Gems500,
  draft31Gems5000,
  draft31GemsTop,
  draft31JewelryValue,
} from './gems.js';

const p = (num: bigint, den: bigint): { num: bigint; den: bigint } => ({ num, den });

describe('draft31GemValue', () => {
  it('is 100 gp half the time', () => {
    expect(probability(tableDistribution(draft31GemValue), '100 gp')).toEqual(p(1n, 2n));
    expect(lookup(draft31GemValue, 19).row.result).toBe(1000);
  });
});

describe('draft31JewelryValue', () => {
  it('rolls each row’s own dice in gp', () => {
    const d = tableDistribution(draft31JewelryValue);
    expect(probability(d, 'Fine (3000 gp)')).toEqual(p(1n, 10n)); // 12/20 × 1/6
    expect(probability(d, 'Modest (1000 gp)')).toEqual(p(1n, 40n)); // 4/20 × 27/216
  });

  it('matches its sampler (chi-square, fixed seed)', () => {
    let rng: Rng = seed(20);
    const keys: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const [r, n] = rollOnTable(rng, draft31JewelryValue);
      keys.push(r.key);
      rng = n;
    }
    expect(goodnessOfFit(tableDistribution(draft31JewelryValue), keys).pValue).toBeGreaterThan(1e-6);
  });
});

describe('draft31Gems10', () => {
  it('rolls on the next tier on 11-12', () => {
    const d = tableDistribution(draft31Gems10, { tables: seedTables });
    expect(probability(d, 'Agate')).toEqual(p(1n, 12n));
    expect(probability(d, 'Roll on 50 gp → Peridot')).toEqual(p(1n, 72n));
    expect(probability(d, 'Roll on 50 gp → Roll on 100 gp → Coral')).toEqual(p(1n, 432n));
  });
});

describe('draft31Gems50', () => {
  it('holds the 50 gp stones', () => {
    expect(lookup(draft31Gems50, 4).row.result).toMatchObject({ gem: 'Aquamarine', value: 50 });
  });
});

describe('draft31Gems100', () => {
  it('holds the 100 gp stones', () => {
    expect(lookup(draft31Gems100, 2).row.result).toMatchObject({ gem: 'Jade', value: 100 });
  });
});

describe('draft31Gems500', () => {
  it('holds the 500 gp stones', () => {
    expect(lookup(draft31Gems500, 6).row.result).toMatchObject({ gem: 'Ruby', value: 500 });
  });
});

describe('draft31Gems1000', () => {
  it('holds the 1000 gp stones and chains to 5000', () => {
    expect(lookup(draft31Gems1000, 1).row.result).toMatchObject({ gem: 'Tanzanite', value: 1000 });
    expect(lookup(draft31Gems1000, 12).row.then).toEqual([{ roll: 'redhack/draft31/gems-5000', times: 1 }]);
  });
});

describe('draft31Gems5000', () => {
  it('is a d6 table that chains to 10,000 on a 6', () => {
    expect(probability(tableDistribution(draft31Gems5000, { tables: seedTables }), 'Roll on 10000 gp → Huge Ruby')).toEqual(p(1n, 36n));
  });
});

describe('draft31GemsTop', () => {
  it('raises the value through 25K, 50K, 100K, 500K, 1M and caps there (TB4)', () => {
    expect(GEM_RAISE_STEPS).toEqual([10_000, 25_000, 50_000, 100_000, 500_000, 1_000_000]);
    expect(draft31GemsTop.map((t) => t.name.replace('redhack/draft31/gems-', ''))).toEqual(['10000', '25000', '50000', '100000', '500000', '1000000']);
    const top = draft31GemsTop[0];
    if (top === undefined) throw new Error('missing');
    const d = tableDistribution(top, { tables: seedTables });
    expect(probability(d, 'Huge Ruby')).toEqual(p(1n, 6n));
    expect(probability(d, 'Raise value → Huge Ruby')).toEqual(p(1n, 36n));
    expect(d.leftover).toBeGreaterThan(0n); // the 1M self-roll is cut by the depth cap
    const [r] = rollOnTable(seed(1), top, { tables: seedTables });
    expect(r.row.result.value).toBe(10_000);
  });
});
