import { describe, expect, it } from 'vitest';
import { enumerate } from '../../test/oracle.js';
import { die } from './die.js';
import { DistributionError, MAX_POOL_WORK, type Distribution } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { mixture, rankWindowSum, rankWindowWork, windowSum } from './window.js';

const id = (v: number): number => v;
const ranks = (from: number, to: number, g: (v: number) => number = id) => (fs: readonly number[]): number =>
  [...fs].sort((a, b) => a - b).slice(from, to).reduce((s, x) => s + g(x), 0);

describe('windowSum', () => {
  it('matches enumeration for every window of 3 dice, weighted faces and a g', () => {
    const d = fromWeights([[-1, 2n], [2, 1n], [3, 3n], [7, 1n]]);
    const g = (v: number): number => 2 * v + 1;
    for (let from = 0; from <= 3; from++) {
      for (let to = from; to <= 3; to++) expect(windowSum(3, from, to, d, g)).toEqual(enumerate(3, d, ranks(from, to, g)));
    }
  });
  it('matches enumeration on a die with an odd number of faces (2d3, 3d5)', () => {
    expect(windowSum(2, 1, 2, die(3), id)).toEqual(enumerate(2, die(3), ranks(1, 2)));
    const five = fromWeights([[1, 1n], [2, 2n], [4, 1n], [5, 3n], [9, 1n]]);
    expect(windowSum(3, 0, 2, five, id)).toEqual(enumerate(3, five, ranks(0, 2)));
  });
  it('gives the middle die of 3d6 with P(1) = 16/216 and the total 6^3', () => {
    const d = windowSum(3, 1, 2, die(6), id);
    expect(d.outcomes).toEqual([1, 2, 3, 4, 5, 6]);
    expect(d.weights).toEqual([16n, 40n, 52n, 52n, 40n, 16n]);
    expect(d.total).toBe(216n);
  });
  it('carries the leftover and depth of a cut-off die', () => {
    const t: Distribution<number> = { ...fromWeights([[1, 1n], [2, 1n]]), leftover: 1n, total: 3n, depth: 2 };
    const d = windowSum(2, 1, 2, t, id);
    expect(d.weights).toEqual([1n, 3n]);
    expect(d.leftover).toBe(5n);
    expect(d.total).toBe(9n);
    expect(d.depth).toBe(2);
  });
  it('draws distinct values with unique: every set of n values equally likely', () => {
    // 2 of {1..4}: the highest is 2 once, 3 twice, 4 three times, of 6 sets.
    const d = windowSum(2, 1, 2, die(4), id, true);
    expect(d.outcomes).toEqual([2, 3, 4]);
    expect(d.weights).toEqual([1n, 2n, 3n]);
    expect(d.total).toBe(6n);
    // The sum of 3 of {1..4}: 6, 7, 8, 9 once each; weights w^n with w = 2.
    const w2 = windowSum(3, 0, 3, fromWeights([[1, 2n], [2, 2n], [3, 2n], [4, 2n]]), id, true);
    expect(w2.outcomes).toEqual([6, 7, 8, 9]);
    expect(w2.weights).toEqual([8n, 8n, 8n, 8n]);
    expect(w2.depth).toBeUndefined();
  });
  it('refuses work over MAX_POOL_WORK with the ranks in the message', () => {
    // 100 values × 71² × 102 = 5.1e7, just over the limit.
    expect(() => windowSum(70, 0, 1, die(100), id)).toThrow(new DistributionError(`keeping ranks 0..0 of 70 dice with 100 values needs ~5.1e+7 steps, over the limit ${MAX_POOL_WORK}`));
    // 100·201²·max(1, 100·102) steps.
    const work = 100 * 201 * 201 * 100 * 102;
    expect(() => windowSum(200, 50, 150, die(100), id)).toThrow(
      new DistributionError(`keeping ranks 50..149 of 200 dice with 100 values needs ~${work.toExponential(1)} steps, over the limit ${MAX_POOL_WORK}`),
    );
  });
});

describe('mixture', () => {
  it('weights each part by w / outer over a common denominator; the rest is leftover', () => {
    // 1/4 of d2 and 2/4 of d3 (1/4 not listed): over 4·6, 1 and 2 get 3 + 4, 3 gets 4.
    const d = mixture([[1n, die(2)], [2n, die(3)]], 4n);
    expect(d.outcomes).toEqual([1, 2, 3]);
    expect(d.weights).toEqual([7n, 7n, 4n]);
    expect(d.leftover).toBe(6n);
    expect(d.total).toBe(24n);
    expect(d.depth).toBeUndefined();
  });
  it('scales each part by its own weights (1/2 of {1, 2×2}, 1/2 of {2, 3})', () => {
    // l = 6: the first part ×2 per weight, the second ×3.
    const d = mixture([[1n, fromWeights([[1, 1n], [2, 2n]])], [1n, fromWeights([[2, 1n], [3, 1n]])]], 2n);
    expect(d.outcomes).toEqual([1, 2, 3]);
    expect(d.weights).toEqual([2n, 7n, 3n]);
    expect(d.total).toBe(12n);
    expect(d.leftover).toBe(0n);
  });
  it('keeps the deepest depth of its parts', () => {
    const cut = (depth: number): Distribution<number> => ({ ...die(2), depth });
    const d = mixture([[1n, cut(3)], [1n, die(4)], [1n, cut(5)]], 3n);
    expect(d.depth).toBe(5);
    expect(d.leftover).toBe(0n);
    expect(d.total).toBe(12n);
    expect(d.weights).toEqual([5n, 5n, 1n, 1n]);
  });
  it('refuses a mixture with no outcome', () => {
    expect(() => mixture([], 1n)).toThrow(new DistributionError('a mixture needs at least one outcome'));
  });
});

describe('rankWindowWork', () => {
  it('counts the states after each item times the next outcomes, 10 steps each per rank', () => {
    expect(rankWindowWork([2, 3], 2)).toBe(1 * 2 * 10 * 2 + 2 * 3 * 10 * 2);
    expect(rankWindowWork([2, 3, 4], 0)).toBe(20 + 60 + 240);
    expect(rankWindowWork([], 3)).toBe(0);
  });
});

describe('rankWindowSum', () => {
  it('matches enumeration of unlike items for every window', () => {
    const items = [die(2), fromWeights([[0, 1n], [3, 2n]]), die(3)];
    const g = (v: number): number => v * v;
    for (let from = 0; from <= 3; from++) {
      for (let to = from; to <= 3; to++) {
        const acc = new Map<number, bigint>();
        for (const [i, a] of items[0]!.outcomes.entries()) {
          for (const [j, b] of items[1]!.outcomes.entries()) {
            for (const [l, c] of items[2]!.outcomes.entries()) {
              const x = ranks(from, to, g)([a, b, c]);
              acc.set(x, (acc.get(x) ?? 0n) + items[0]!.weights[i]! * items[1]!.weights[j]! * items[2]!.weights[l]!);
            }
          }
        }
        const d = rankWindowSum(items, from, to, g, 'x');
        expect(new Map(d.outcomes.map((o, i) => [o, d.weights[i]]))).toEqual(acc);
        expect(d.total).toBe(18n);
        expect(d.leftover).toBe(0n);
      }
    }
  });
  it('keeps apart sorted values that read alike run together ([1, 234] and [12, 34])', () => {
    const a = fromWeights([[1, 1n], [12, 1n]]);
    const b = fromWeights([[34, 1n], [234, 1n]]);
    const d = rankWindowSum([a, b], 0, 2, id, 'x');
    expect(d.outcomes).toEqual([35, 46, 235, 246]);
    expect(d.weights).toEqual([1n, 1n, 1n, 1n]);
  });
  it('gives the highest of d4 and d6 with P(6) = 4/24 and P(1) = 1/24', () => {
    const d = rankWindowSum([die(4), die(6)], 1, 2, id, 'x');
    expect(d.outcomes).toEqual([1, 2, 3, 4, 5, 6]);
    expect(d.weights).toEqual([1n, 3n, 5n, 7n, 4n, 4n]);
  });
  it('lists the leftover of cut-off items and their deepest depth', () => {
    const cut: Distribution<number> = { ...fromWeights([[1, 1n], [2, 1n]]), leftover: 1n, total: 3n, depth: 2 };
    const d = rankWindowSum([cut, die(2)], 0, 1, id, 'x');
    expect(d.total).toBe(6n);
    expect(d.leftover).toBe(2n);
    expect(d.depth).toBe(2);
    expect(rankWindowSum([die(2), die(2)], 0, 1, id, 'x').depth).toBeUndefined();
    const deep: Distribution<number> = { ...die(2), depth: 5 };
    expect(rankWindowSum([cut, deep], 0, 1, id, 'x').depth).toBe(5);
    expect(rankWindowSum([deep, cut], 0, 1, id, 'x').depth).toBe(5);
  });
  it('refuses work over MAX_POOL_WORK before starting, with the given name', () => {
    const items = Array.from({ length: 12 }, () => die(10));
    const work = rankWindowWork(items.map(() => 10), 6);
    expect(() => rankWindowSum(items, 0, 6, id, 'keeping ranks 1..6 of the sub-rolls of "{...}"')).toThrow(
      new DistributionError(`keeping ranks 1..6 of the sub-rolls of "{...}" needs ~${work.toExponential(1)} steps, over the limit ${MAX_POOL_WORK}`),
    );
  });
});
