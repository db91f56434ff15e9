import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { smallDie } from '../../test/arbitraries.js';
import { combine } from './combine.js';
import { die } from './die.js';
import { build, DistributionError } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { mean } from './mean.js';
import { probability } from './probability.js';
import { reroll } from './reroll.js';

describe('reroll', () => {
  it('gives E[1d12 ro<=2] = 22/3 (Great Weapon Fighting)', () => {
    expect(mean(reroll(die(12), (x) => x <= 2, { mode: 'once' }))).toEqual({ num: 22n, den: 3n });
  });
  it('keeps a second matching face in once mode', () => {
    expect(probability(reroll(die(6), (x) => x === 1, { mode: 'once' }), 1)).toEqual({ num: 1n, den: 36n });
  });
  it('conditions on not matching in until mode', () => {
    const d = reroll(die(6), (x) => x === 1, { mode: 'until' });
    expect(d.outcomes).toEqual([2, 3, 4, 5, 6]);
    expect(mean(d)).toEqual({ num: 4n, den: 1n });
  });
  test.prop([smallDie(), fc.integer({ min: -4, max: 9 })])('once mode matches a two-roll oracle', (d, cut) => {
    const m = (x: number): boolean => x <= cut;
    // first roll, second roll → the second stands only if the first matched
    const oracle = combine(d, d, (a, b) => (m(a) ? b : a));
    expect(reroll(d, m, { mode: 'once' })).toEqual(oracle);
  });
  test.prop([smallDie(), fc.integer({ min: -4, max: 9 })])('until mode equals the non-matching part', (d, cut) => {
    fc.pre(d.outcomes.some((x) => x > cut));
    const r = reroll(d, (x) => x <= cut, { mode: 'until' });
    expect(r).toEqual(build(d.outcomes.map((o, i) => [o, o > cut ? (d.weights[i] as bigint) : 0n] as const)));
  });
  it('works on non-numeric outcomes', () => {
    const coin = fromWeights([['heads', 1], ['tails', 1]]);
    expect(probability(reroll(coin, (x) => x === 'tails', { mode: 'once' }), 'heads')).toEqual({ num: 3n, den: 4n });
  });
  it('throws when every face matches in until mode, or on an unknown mode', () => {
    expect(() => reroll(die(6), () => true, { mode: 'until' })).toThrow(DistributionError);
    expect(() => reroll(die(6), () => true, { mode: 'twice' as 'once' })).toThrow(DistributionError);
  });
});

describe('reroll (exact weights and messages)', () => {
  const plain = (d: { outcomes: readonly unknown[]; weights: readonly bigint[]; total: bigint; leftover: bigint }) => [d.outcomes, d.weights, d.total, d.leftover];

  it('gives 1d4 ro1 weights over 16: a 1 only if rolled twice', () => {
    // 1: 1/4 · 1/4 = 1/16; 2..4: 1/4 + 1/4 · 1/4 = 5/16
    expect(plain(reroll(die(4), (x) => x === 1, { mode: 'once' }))).toEqual([[1, 2, 3, 4], [1n, 5n, 5n, 5n], 16n, 0n]);
  });

  it('gives 1d4 r<=2 (until) the two faces that stand, 1/2 each', () => {
    expect(plain(reroll(die(4), (x) => x <= 2, { mode: 'until' }))).toEqual([[3, 4], [1n, 1n], 2n, 0n]);
  });

  it('carries leftover mass through a reroll', () => {
    const cut = build([[1, 1n], [2, 1n]], 2n); // 1/4, 1/4, and 1/2 unknown
    expect(plain(reroll(cut, (x) => x === 1, { mode: 'once' }))).toEqual([[1, 2], [1n, 5n], 16n, 10n]);
    expect(plain(reroll(cut, (x) => x === 1, { mode: 'until' }))).toEqual([[2], [1n], 3n, 2n]);
  });

  it('names the problem in its errors', () => {
    expect(() => reroll(die(6), () => true, { mode: 'until' })).toThrow('reroll until: every face matches, so the die would be rerolled forever');
    expect(() => reroll(die(6), () => true, { mode: 'twice' as 'once' })).toThrow('unknown reroll mode "twice"');
    expect(() => reroll(die(6), () => true, undefined as unknown as { mode: 'once' })).toThrow("reroll needs options { mode: 'once' | 'until' }");
    expect(() => reroll(die(6), () => true, null as unknown as { mode: 'once' })).toThrow(DistributionError);
    expect(() => reroll(die(6), 1 as unknown as () => boolean, { mode: 'once' })).toThrow('reroll: match must be a function, got number');
  });
});

describe('reroll (edges)', () => {
  it('leaves only the leftover when every listed face matches in until mode', () => {
    const cut = { ...build([[1, 1n], [2, 1n]], 1n), depth: 3 };
    const d = reroll(cut, () => true, { mode: 'until' });
    expect(d.outcomes).toEqual([]);
    expect(d.weights).toEqual([]);
    expect(d.total).toBe(1n);
    expect(d.leftover).toBe(1n);
    expect(d.depth).toBe(3);
  });
  it('keeps the depth and gives worked weights in once mode (1d3 ro<=2 over 9)', () => {
    const d = reroll({ ...fromWeights([[1, 1n], [2, 1n], [3, 1n]]), depth: 2 }, (x) => x <= 2, { mode: 'once' });
    expect(d.outcomes).toEqual([1, 2, 3]);
    expect(d.weights).toEqual([2n, 2n, 5n]);
    expect(d.total).toBe(9n);
    expect(d.depth).toBe(2);
  });
  it('refuses a distribution with no face at all, and null options, with the exact message', () => {
    const empty = { outcomes: [], weights: [], total: 0n, leftover: 0n };
    expect(() => reroll(empty, () => false, { mode: 'once' })).toThrow(new DistributionError('reroll: no face stands'));
    expect(() => reroll(die(6), () => true, null as unknown as { mode: 'once' })).toThrow(new DistributionError("reroll needs options { mode: 'once' | 'until' }"));
    expect(() => reroll(die(6), () => true, 'until' as unknown as { mode: 'once' })).toThrow(new DistributionError("reroll needs options { mode: 'once' | 'until' }"));
  });
});
