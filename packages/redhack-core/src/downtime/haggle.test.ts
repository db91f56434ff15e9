import { fraction, goodnessOfFit, probability, probabilityWhere, seed } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { deepFreeze, sampleMany } from '../testing.js';
import type { TestResult } from '../tests/index.js';
import { adjustHaggleDifficulty, haggleDistribution, newVendor, rollHaggle, settleHaggle, vendorPrice, type HaggleResult } from './haggle.js';
import { DowntimeError } from './DowntimeError.js';

const result = (success: boolean, change: number, value: number): HaggleResult =>
  deepFreeze({ test: { success, outcome: success ? 'success' : 'failure' } as TestResult, amount: Math.abs(change), change, price: value + change });

describe('haggleDistribution (selling)', () => {
  it('mirrors buying: a success raises what the players are paid', () => {
    const d = haggleDistribution({ value: 10, cha: 12, side: 'sell' });
    expect(probabilityWhere(d, (x) => x > 0)).toEqual(fraction(1n, 2n));
    expect(probability(d, 7)).toEqual(fraction(1n, 120n));
    expect(probability(d, -5)).toEqual(fraction(8n, 120n));
    expect(() => haggleDistribution({ value: 10, cha: 12, side: 'swap' as 'buy' })).toThrow(DowntimeError);
  });
  it('samples as it computes when selling (chi-square, fixed seed)', () => {
    const spec = { value: 150, cha: 13, side: 'sell' as const };
    const xs = sampleMany(96, 20_000, (r) => rollHaggle(r, spec), (x) => x.change);
    expect(goodnessOfFit(haggleDistribution(spec), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('rollHaggle', () => {
  it('rolls an order of 10 000 gp or more without building its distribution', () => {
    const [h] = rollHaggle(seed(3), { value: 25_000, cha: 12 });
    // 10 + 10 + 10 dice up to 1000 gp steps, then 2 dice at ×1000; ×1.5 on a natural 20.
    expect(h.amount).toBeLessThanOrEqual(Math.floor(((50 + 500 + 5000 + 10_000) * 3) / 2));
    expect(h.price).toBe(25_000 + h.change);
    expect(() => haggleDistribution({ value: 25_000, cha: 12 })).toThrow(RangeError);
  });
});

describe('vendorPrice', () => {
  it('scales later orders by declined terms, to the nearest gp', () => {
    expect(vendorPrice(newVendor(), 50)).toBe(50);
    expect(vendorPrice({ difficulty: 1, terms: { price: 130, value: 100 } }, 50)).toBe(65);
    expect(vendorPrice({ difficulty: 1, terms: { price: 13, value: 10 } }, 15)).toBe(20); // 19.5 rounds up
    expect(() => vendorPrice(newVendor(), -1)).toThrow(DowntimeError);
  });
});

describe('settleHaggle', () => {
  const spec = deepFreeze({ value: 100, cha: 12 });
  it('deals at the haggled price on accept and clears declined terms', () => {
    const v = deepFreeze({ difficulty: 1, terms: { price: 130, value: 100 } });
    const s = settleHaggle(v, spec, result(true, -8, 100), 'accept');
    expect(s).toEqual({ vendor: { difficulty: 1 }, paid: 92, log: ['the players buy for 92 gp (order worth 100 gp)'] });
  });
  it('keeps the inflated terms when the players decline a failed haggle', () => {
    const s = settleHaggle(newVendor(), spec, result(false, 30, 100), 'decline');
    expect(s.paid).toBeNull();
    expect(s.vendor.terms).toEqual({ price: 130, value: 100 });
    expect(vendorPrice(s.vendor, 200)).toBe(260);
    expect(() => settleHaggle(newVendor(), spec, result(true, -8, 100), 'decline')).toThrow(DowntimeError);
  });
  it('drifts the difficulty only with haggleDrift automatic', () => {
    const auto = { haggleDrift: 'automatic' } as const;
    expect(settleHaggle(newVendor(), spec, result(true, -8, 100), 'accept').vendor.difficulty).toBe(1);
    expect(settleHaggle(newVendor(), spec, result(true, -8, 100), 'accept', auto).vendor.difficulty).toBe(2);
    expect(settleHaggle(newVendor(), spec, result(false, 8, 100), 'accept', auto).vendor.difficulty).toBe(1);
    const kind = settleHaggle(newVendor(), spec, result(true, -8, 100), 'decline-discount', auto);
    expect(kind).toMatchObject({ paid: 100, vendor: { difficulty: 0 } });
    expect(settleHaggle(newVendor(0), spec, result(true, -8, 100), 'decline-discount', auto).vendor.difficulty).toBe(0);
    expect(() => settleHaggle(newVendor(), spec, result(false, 8, 100), 'decline-discount')).toThrow(DowntimeError);
    expect(() => settleHaggle(newVendor(), spec, result(true, -8, 100), 'walk' as 'accept')).toThrow(DowntimeError);
    expect(() => settleHaggle(newVendor(), spec, result(true, -8, 100), 'accept', { haggleDrift: 'often' as 'dm' })).toThrow();
  });
});

describe('adjustHaggleDifficulty', () => {
  it('moves the difficulty at the DM word, within 0..20', () => {
    expect(adjustHaggleDifficulty(newVendor(), -1).difficulty).toBe(0);
    expect(adjustHaggleDifficulty(newVendor(), -5).difficulty).toBe(0);
    expect(adjustHaggleDifficulty(newVendor(19), 3).difficulty).toBe(20);
    expect(() => adjustHaggleDifficulty(newVendor(), 1.5)).toThrow(DowntimeError);
    expect(() => newVendor(21)).toThrow(DowntimeError);
  });
});
