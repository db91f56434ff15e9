import { fraction, goodnessOfFit, seed, type Rng } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { coinItems, hoardChances, rollHoard } from './hoard.js';
import { TreasureError } from './TreasureError.js';

describe('coinItems', () => {
  it('weighs a pouch of 50 coins ⅕ item and a bag of 250 one item', () => {
    expect(coinItems(50)).toEqual(fraction(1n, 5n));
    expect(coinItems(250)).toEqual(fraction(1n, 1n));
    expect(coinItems(49)).toEqual(fraction(0n, 1n));
    expect(() => coinItems(-1)).toThrow(TreasureError);
  });
});

describe('hoardChances', () => {
  it('reads the hoard table by level', () => {
    expect(hoardChances(1)).toEqual({ gold: fraction(1n, 2n), gems: fraction(1n, 20n), jewelry: fraction(1n, 20n), magic: fraction(1n, 20n) });
    expect(hoardChances(13).magic).toEqual(fraction(6n, 20n));
    expect(() => hoardChances(0)).toThrow(TreasureError);
  });
});

describe('rollHoard', () => {
  it('counts silver in pouches or bags and totals gp at 10 silver a gold piece', () => {
    const [h] = rollHoard(seed(3), 4);
    expect(h.silver % 250).toBe(0);
    expect(h.silver).toBeGreaterThanOrEqual(4 * 250);
    const [l1] = rollHoard(seed(3), 1);
    expect(l1.silver % 50).toBe(0);
    expect(l1.totalGp).toBe(Math.floor(l1.silver / 10) + l1.gold + l1.gems.reduce((a, g) => a + g.value, 0) + l1.jewelry.reduce((a, b) => a + b, 0));
  });
  it('gives the same log for the same seed and appraises gems down the chain', () => {
    const a = rollHoard(seed(8), 10, { appraise: true });
    expect(a[0].log).toEqual(rollHoard(seed(8), 10, { appraise: true })[0].log);
    for (const g of a[0].gems) expect(g.stone === null || g.stone.value >= g.value).toBe(true);
    expect(a[0].log).toMatchSnapshot();
  });
  it('finds gold on 3 in 6 (fixed seed)', () => {
    let r: Rng = seed(87);
    const xs: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const [h, next] = rollHoard(r, 2);
      xs.push(h.gold > 0 ? 'gold' : 'none');
      r = next;
    }
    expect(goodnessOfFit({ outcomes: ['gold', 'none'], weights: [1n, 1n], total: 2n, leftover: 0n }, xs).pValue).toBeGreaterThan(1e-6);
  });
  it('refuses a level below 1 and a bad silver rate', () => {
    expect(() => rollHoard(seed(1), 0)).toThrow(TreasureError);
    expect(() => rollHoard(seed(1), 1.5)).toThrow(TreasureError);
    expect(() => rollHoard(seed(1), 3, { silverPerGold: 0 })).toThrow(TreasureError);
  });
});
