import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { DistributionError, MAX_POOL_WORK, type Distribution } from './Distribution.js';
import { fromWeights } from './fromWeights.js';
import { sumOf } from './sumOf.js';
import { followThrow, followWork, uniqueSum, uniqueWork, type ThrowRule, type UniqueRule } from './unique.js';

const id = (v: number): number => v;
const all = (): boolean => true;
const none = (): boolean => false;
const until: UniqueRule = { mode: 'until', checks: all };
const once: UniqueRule = { mode: 'once', checks: all };

/** Outcomes, weights and leftover of a distribution, side by side. */
const table = (d: Distribution<number>): { outcomes: readonly number[]; weights: readonly bigint[]; total: bigint; leftover: bigint } => ({
  outcomes: d.outcomes,
  weights: d.weights,
  total: d.total,
  leftover: d.leftover,
});

describe('uniqueWork', () => {
  it('counts the states after each die times the draws tried, 20 steps a draw', () => {
    // 2d3u: i = 0 one state × 3 draws; i = 1 min(3, 4·1) states × 3 draws.
    expect(uniqueWork(2, 3, 'until', false, 3)).toBe(240);
    // 3d3u: i = 2 adds min(9, 7·1)·3 = 21 draws.
    expect(uniqueWork(3, 3, 'until', false, 3)).toBe(660);
    // Pooled (keep/drop): the sorted values, C(3 + 2 − 1, 2) = 6 of them, so i = 2 has min(9, 42) states.
    expect(uniqueWork(3, 3, 'until', true, 3)).toBe(780);
    // 'once': faces·(1 + min(i, faces)) draws, and i·width + 1 running sums.
    expect(uniqueWork(2, 3, 'once', false, 3)).toBe(420);
    expect(uniqueWork(3, 3, 'once', false, 3)).toBe(420 + 9 * 9 * 20);
    // Comparing only one value of six: seen ≤ 2 sets; the sums are not known (i·width + 1): min(6, 2·7), min(36, 2·13).
    expect(uniqueWork(3, 6, 'until', false, 6, 1)).toBe(120 + 6 * 6 * 20 + 26 * 6 * 20);
    expect(uniqueWork(0, 6, 'until', false, 6)).toBe(0);
    // Pooled, comparing nothing: one set seen, C(6 + i − 1, i) sorted lists (6, then 21 < 36).
    expect(uniqueWork(3, 6, 'until', true, 6, 0)).toBe(120 + 6 * 6 * 20 + 21 * 6 * 20);
  });
});

describe('uniqueSum', () => {
  it('gives 2d3u: the sums 3, 4, 5 of two distinct values, 1/3 each', () => {
    expect(table(uniqueSum(2, die(3), until, null, id, 'x'))).toEqual({ outcomes: [3, 4, 5], weights: [1n, 1n, 1n], total: 3n, leftover: 0n });
  });
  it('weights a value by its weight over the weight of the values still allowed', () => {
    // P(1,2) = 1/6·2/5, P(2,1) = 2/6·1/4, ...: P(3) = 3/20, P(4) = 4/15, P(5) = 7/12, over 60.
    const d = fromWeights([[1, 1n], [2, 2n], [3, 3n]]);
    expect(table(uniqueSum(2, d, until, null, id, 'x'))).toEqual({ outcomes: [3, 4, 5], weights: [9n, 16n, 35n], total: 60n, leftover: 0n });
  });
  it('applies g to each value of the running sum', () => {
    expect(table(uniqueSum(2, die(3), until, null, (v) => v * 10, 'x'))).toEqual({ outcomes: [30, 40, 50], weights: [1n, 1n, 1n], total: 3n, leftover: 0n });
  });
  it('rerolls a repeat once with uo, and the new value stands whatever it is (2d3uo over 27)', () => {
    expect(table(uniqueSum(2, die(3), once, null, id, 'x'))).toEqual({ outcomes: [2, 3, 4, 5, 6], weights: [1n, 8n, 9n, 8n, 1n], total: 27n, leftover: 0n });
  });
  it('weights the once-rerolled value by its own weight (2d{1, 2×2, 3×3}uo over 216)', () => {
    // a ≠ b: w_a·w_b·6; a = b: w_a²·w_r for the reroll r.
    const d = fromWeights([[1, 1n], [2, 2n], [3, 3n]]);
    const want = { outcomes: [2, 3, 4, 5, 6], weights: [1n, 30n, 56n, 102n, 27n], total: 216n, leftover: 0n };
    expect(table(uniqueSum(2, d, once, null, id, 'x'))).toEqual(want);
    expect(table(followThrow({ ...base, die: d, unique: once }, 'x'))).toEqual(want);
  });
  it('does not compare the rerolled value of uo with the dice after it (3d2uo over 32)', () => {
    // a = 1, b = 1 → r: c is compared with {1} only (c = 2 stands, c = 1 is thrown again once).
    // a = 1, b = 2: c repeats whatever it shows and is thrown again once. Symmetric for a = 2.
    expect(table(uniqueSum(3, die(2), once, null, id, 'x'))).toEqual({ outcomes: [3, 4, 5, 6], weights: [1n, 15n, 15n, 1n], total: 32n, leftover: 0n });
  });
  it('rerolls only the values the compare point checks (2d3u=1)', () => {
    // a = 1: b ∈ {2, 3}; a = 2 or 3: b is any face. P(3) = 5/18, P(4) = 7/18, P(5) = 4/18, P(6) = 2/18.
    const rule: UniqueRule = { mode: 'until', checks: (v) => v === 1 };
    expect(table(uniqueSum(2, die(3), rule, null, id, 'x'))).toEqual({ outcomes: [3, 4, 5, 6], weights: [5n, 7n, 4n, 2n], total: 18n, leftover: 0n });
  });
  it('adds a die for each value that explodes, compared like the others (1d3!u)', () => {
    const rule: UniqueRule = { mode: 'until', checks: all, explodes: (v) => v === 3 };
    expect(table(uniqueSum(1, die(3), rule, null, id, 'x'))).toEqual({ outcomes: [1, 2, 4, 5], weights: [2n, 2n, 1n, 1n], total: 6n, leftover: 0n });
  });
  it('ignores explosions with uo (only until adds dice)', () => {
    const rule: UniqueRule = { mode: 'once', checks: all, explodes: (v) => v === 3 };
    expect(table(uniqueSum(1, die(3), rule, null, id, 'x'))).toEqual({ outcomes: [1, 2, 3], weights: [1n, 1n, 1n], total: 3n, leftover: 0n });
  });
  it('sums g over the ranks of the window (2d3u, highest kept, g = 10v)', () => {
    // {1,2} → 20, {1,3} and {2,3} → 30.
    expect(table(uniqueSum(2, die(3), until, { from: 1, to: 2 }, (v) => 10 * v, 'x'))).toEqual({ outcomes: [20, 30], weights: [1n, 2n], total: 3n, leftover: 0n });
    expect(table(uniqueSum(2, die(3), until, { from: 0, to: 1 }, id, 'x'))).toEqual({ outcomes: [1, 2], weights: [2n, 1n], total: 3n, leftover: 0n });
    // The window over every rank is the plain sum; uo in a pool too.
    expect(table(uniqueSum(2, die(3), once, { from: 0, to: 2 }, id, 'x'))).toEqual({ outcomes: [2, 3, 4, 5, 6], weights: [1n, 8n, 9n, 8n, 1n], total: 27n, leftover: 0n });
  });
  it('keeps apart sorted values that read alike run together ([1, 234] and [12, 34])', () => {
    const d = fromWeights([[1, 1n], [12, 1n], [34, 1n], [234, 1n]]);
    const free: UniqueRule = { mode: 'until', checks: none };
    expect(table(uniqueSum(2, d, free, { from: 0, to: 2 }, id, 'x'))).toEqual(table(sumOf(2, d)));
    expect(table(followThrow({ ...base, die: d, unique: free, keeps: [{ which: 'kh', count: 2 }] }, 'x'))).toEqual(table(sumOf(2, d)));
  });
  it('gives 0 for no dice', () => {
    expect(table(uniqueSum(0, die(3), until, null, id, 'x'))).toEqual({ outcomes: [0], weights: [1n], total: 1n, leftover: 0n });
    expect(table(uniqueSum(0, die(3), until, { from: 0, to: 0 }, id, 'x'))).toEqual({ outcomes: [0], weights: [1n], total: 1n, leftover: 0n });
  });
  it('refuses more dice than values with a DistributionError naming the term', () => {
    expect(() => uniqueSum(4, die(3), until, null, id, 'unique dice in "4d3u"')).toThrow(new DistributionError('unique dice in "4d3u": a die has no value left to take'));
    // Three dice on three values is fine: always 1 + 2 + 3.
    expect(table(uniqueSum(3, die(3), until, null, id, 'x'))).toEqual({ outcomes: [6], weights: [1n], total: 1n, leftover: 0n });
  });
  it('refuses work over MAX_POOL_WORK before starting', () => {
    const work = uniqueWork(40, 40, 'until', true, 40);
    expect(work).toBeGreaterThan(MAX_POOL_WORK);
    expect(() => uniqueSum(40, die(40), until, { from: 0, to: 40 }, id, 'unique dice in "40d40u"')).toThrow(
      new DistributionError(`unique dice in "40d40u" needs ~${work.toExponential(1)} steps, over the limit ${MAX_POOL_WORK}`),
    );
    // Faces 11..40 (a span of 30), 5 of them compared: uniqueWork(30, 30, 'until', false, 30, 5) = 2.5e8.
    const high = fromWeights(Array.from({ length: 30 }, (_, i) => [i + 11, 1n] as const));
    const rule: UniqueRule = { mode: 'until', checks: (v) => v <= 15 };
    expect(() => uniqueSum(30, high, rule, null, id, 'unique dice in "30d{11..40}u<=15"')).toThrow(
      new DistributionError(`unique dice in "30d{11..40}u<=15" needs ~2.5e+8 steps, over the limit ${MAX_POOL_WORK}`),
    );
  });
});

const base: ThrowRule = {
  count: 2,
  die: die(3),
  value: id,
  reroll: null,
  unique: until,
  explode: null,
  depth: 0,
  keeps: null,
  g: id,
  window: (m) => ({ from: 0, to: m }),
};

describe('followThrow', () => {
  it('gives 2d3u as uniqueSum does', () => {
    expect(table(followThrow(base, 'x'))).toEqual({ outcomes: [3, 4, 5], weights: [1n, 1n, 1n], total: 3n, leftover: 0n });
    const d = fromWeights([[1, 1n], [2, 2n], [3, 3n]]);
    expect(table(followThrow({ ...base, die: d }, 'x'))).toEqual({ outcomes: [3, 4, 5], weights: [9n, 16n, 35n], total: 60n, leftover: 0n });
  });
  it('gives 2d3uo in the roller order (over 27)', () => {
    expect(table(followThrow({ ...base, unique: once }, 'x'))).toEqual({ outcomes: [2, 3, 4, 5, 6], weights: [1n, 8n, 9n, 8n, 1n], total: 27n, leftover: 0n });
  });
  it('rerolls a face once with ro (1d3ro1: P(1) = 1/9)', () => {
    const r: ThrowRule = { ...base, count: 1, unique: { mode: 'until', checks: none }, reroll: { mode: 'once', on: (f) => f === 1 } };
    expect(table(followThrow(r, 'x'))).toEqual({ outcomes: [1, 2, 3], weights: [1n, 4n, 4n], total: 9n, leftover: 0n });
  });
  it('rerolls until the face stands with r, beside u (2d3r1u: always 2 + 3)', () => {
    const r: ThrowRule = { ...base, reroll: { mode: 'until', on: (f) => f === 1 } };
    expect(table(followThrow(r, 'x'))).toEqual({ outcomes: [5], weights: [1n], total: 1n, leftover: 0n });
  });
  it('throws a die again once even when no face could stand as thrown (2d1uo, 1d1ro1)', () => {
    expect(table(followThrow({ ...base, die: die(1), unique: once }, 'x'))).toEqual({ outcomes: [2], weights: [1n], total: 1n, leftover: 0n });
    const ro: ThrowRule = { ...base, count: 1, die: die(1), unique: { mode: 'until', checks: none }, reroll: { mode: 'once', on: () => true } };
    expect(table(followThrow(ro, 'x'))).toEqual({ outcomes: [1], weights: [1n], total: 1n, leftover: 0n });
  });
  it('turns a queue of rerolls until one stands (1d3r1uo, 2d3r1uo)', () => {
    const r: ThrowRule = { ...base, count: 1, unique: once, reroll: { mode: 'until', on: (f) => f === 1 } };
    expect(table(followThrow(r, 'x'))).toEqual({ outcomes: [2, 3], weights: [1n, 1n], total: 2n, leftover: 0n });
    // a = 2: b = 3 stands, else the reroll shows 2 or 3 (uo does not repeat): P(4) = 1/3, P(5) = 2/3.
    // a = 1: both dice end on 2 or 3 independently. P(4) = P(6) = 1/9 + 1/12 = 7/36.
    expect(table(followThrow({ ...r, count: 2 }, 'x'))).toEqual({ outcomes: [4, 5, 6], weights: [7n, 22n, 7n], total: 36n, leftover: 0n });
    // 2d4r<=2uo: when both first dice are thrown again, either may stand first; both end on 3 or 4.
    // a stood (1/2): b is the other value 1/4 + 3/4·1/2 = 5/8. a thrown again (1/2): independent.
    const r2: ThrowRule = { ...r, count: 2, die: die(4), reroll: { mode: 'until', on: (f) => f <= 2 } };
    expect(table(followThrow(r2, 'x'))).toEqual({ outcomes: [6, 7, 8], weights: [7n, 18n, 7n], total: 32n, leftover: 0n });
  });
  it('counts a face through value and g (2d3u, value 2f, g = v + 1)', () => {
    expect(table(followThrow({ ...base, value: (f) => 2 * f, g: (v) => v + 1 }, 'x'))).toEqual({ outcomes: [8, 10, 12], weights: [1n, 1n, 1n], total: 3n, leftover: 0n });
  });
  it('follows explosions to the depth and leaves the rest over (1d3!, depth 1)', () => {
    const r: ThrowRule = { ...base, count: 1, unique: { mode: 'until', checks: none }, explode: { on: (v) => v === 3, penetrate: false, chain: false }, depth: 1 };
    const d = followThrow(r, 'x');
    expect(table(d)).toEqual({ outcomes: [1, 2, 4, 5], weights: [3n, 3n, 1n, 1n], total: 9n, leftover: 1n });
    expect(d.depth).toBe(1);
    // Depth 2: 3,3,1 and 3,3,2 listed too; 3,3,3 left over (over 27).
    expect(table(followThrow({ ...r, depth: 2 }, 'x'))).toEqual({ outcomes: [1, 2, 4, 5, 7, 8], weights: [9n, 9n, 3n, 3n, 1n, 1n], total: 27n, leftover: 1n });
    expect(followThrow(base, 'x').depth).toBeUndefined();
  });
  it('follows a long chain exactly past the periodic reduction (1d2!, depth 9, over 2^10)', () => {
    const r: ThrowRule = { ...base, count: 1, die: die(2), unique: { mode: 'until', checks: none }, explode: { on: (v) => v === 2, penetrate: false, chain: false }, depth: 9 };
    const want = { outcomes: Array.from({ length: 10 }, (_, k) => 2 * k + 1), weights: Array.from({ length: 10 }, (_, k) => 2n ** BigInt(9 - k)), total: 1024n, leftover: 1n };
    expect(table(followThrow(r, 'x'))).toEqual(want);
    // Two such dice (depth 3 each): (8, 4, 2, 1 over 16)², 31 of 256 left over.
    const two = { ...r, count: 2, depth: 3 };
    expect(table(followThrow(two, 'x'))).toEqual({ outcomes: [2, 4, 6, 8, 10, 12, 14], weights: [64n, 64n, 48n, 32n, 12n, 4n, 1n], total: 256n, leftover: 31n });
    expect(table(followThrow({ ...two, unique: { mode: 'once', checks: none } }, 'x'))).toEqual(table(followThrow(two, 'x')));
    // In the roller's order (uo comparing nothing): the same law.
    expect(table(followThrow({ ...r, unique: { mode: 'once', checks: none } }, 'x'))).toEqual(want);
  });
  it('takes 1 off each die an explosion adds when it penetrates (1d3!p)', () => {
    const r: ThrowRule = { ...base, count: 1, unique: { mode: 'until', checks: none }, explode: { on: (v) => v === 3, penetrate: true, chain: false }, depth: 1 };
    expect(table(followThrow(r, 'x'))).toEqual({ outcomes: [1, 2, 3, 4], weights: [3n, 3n, 1n, 1n], total: 9n, leftover: 1n });
  });
  it('scores a compounding chain as one unit (1d3!!, g counts units of 4 or more)', () => {
    const explode = { on: (v: number) => v === 3, penetrate: false, chain: true };
    const r: ThrowRule = { ...base, count: 1, unique: { mode: 'until', checks: none }, explode, depth: 1, g: (v) => (v >= 4 ? 1 : 0) };
    expect(table(followThrow(r, 'x'))).toEqual({ outcomes: [0, 1], weights: [6n, 2n], total: 9n, leftover: 1n });
    // The chain's sum counts once: 3 + 1 and 3 + 2, not 3 as a unit of its own too.
    expect(table(followThrow({ ...r, g: id }, 'x'))).toEqual({ outcomes: [1, 2, 4, 5], weights: [3n, 3n, 1n, 1n], total: 9n, leftover: 1n });
    // Not compounding: 3 and 1 are two units, neither 4 or more.
    expect(table(followThrow({ ...r, explode: { ...explode, chain: false } }, 'x'))).toEqual({ outcomes: [0], weights: [8n], total: 9n, leftover: 1n });
  });
  it('compares the dice an explosion adds (1d3!u: 3 then 1 or 2)', () => {
    const r: ThrowRule = { ...base, count: 1, explode: { on: (v) => v === 3, penetrate: false, chain: false }, depth: 5 };
    expect(table(followThrow(r, 'x'))).toEqual({ outcomes: [1, 2, 4, 5], weights: [2n, 2n, 1n, 1n], total: 6n, leftover: 0n });
  });
  it('keeps the window of the ranked units (2d3ukh1, 2d3ukl1)', () => {
    const keeps = [{ which: 'kh', count: 1 }] as const;
    expect(table(followThrow({ ...base, keeps, window: (m) => ({ from: m - 1, to: m }) }, 'x'))).toEqual({ outcomes: [2, 3], weights: [1n, 2n], total: 3n, leftover: 0n });
    expect(table(followThrow({ ...base, keeps, window: () => ({ from: 0, to: 1 }) }, 'x'))).toEqual({ outcomes: [1, 2], weights: [2n, 1n], total: 3n, leftover: 0n });
  });
  it('keeps only the k units one clause needs, or drops them from the running total (3d3u, 3d4u)', () => {
    const keeps = [{ which: 'kh', count: 1 }] as const;
    const r: ThrowRule = { ...base, count: 2, die: die(4), keeps };
    // 2d4u: the 6 pairs {1,2} {1,3} {1,4} {2,3} {2,4} {3,4}.
    expect(table(followThrow({ ...r, only: { high: true, k: 1, drop: false } }, 'x'))).toEqual({ outcomes: [2, 3, 4], weights: [1n, 2n, 3n], total: 6n, leftover: 0n });
    expect(table(followThrow({ ...r, only: { high: false, k: 1, drop: false } }, 'x'))).toEqual({ outcomes: [1, 2, 3], weights: [3n, 2n, 1n], total: 6n, leftover: 0n });
    // dh1: the lowest stands; dl1: the highest stands. g = 10v counts through the running total.
    expect(table(followThrow({ ...r, g: (v) => 10 * v, only: { high: true, k: 1, drop: true } }, 'x'))).toEqual({ outcomes: [10, 20, 30], weights: [3n, 2n, 1n], total: 6n, leftover: 0n });
    expect(table(followThrow({ ...r, only: { high: false, k: 1, drop: true } }, 'x'))).toEqual({ outcomes: [2, 3, 4], weights: [1n, 2n, 3n], total: 6n, leftover: 0n });
    // 3d4u dh1: the two lowest of three distinct values: {1,2,3} 3, {1,2,4} 3, {1,3,4} 4, {2,3,4} 5.
    expect(table(followThrow({ ...r, count: 3, only: { high: true, k: 1, drop: true } }, 'x'))).toEqual({ outcomes: [3, 4, 5], weights: [2n, 1n, 1n], total: 4n, leftover: 0n });
  });
  it('refuses a die with no value left, naming the term', () => {
    expect(() => followThrow({ ...base, count: 4 }, 'unique dice in "4d3u"')).toThrow(new DistributionError('unique dice in "4d3u": a die has no value left to take'));
  });
  it('refuses work over MAX_POOL_WORK before starting', () => {
    const r: ThrowRule = { ...base, count: 60, die: die(60) };
    const work = followWork(r);
    expect(work).toBeGreaterThan(MAX_POOL_WORK);
    expect(() => followThrow(r, '"60d60u"')).toThrow(new DistributionError(`"60d60u" needs ~${work.toExponential(1)} steps, over the limit ${MAX_POOL_WORK}`));
  });
});

describe('followWork', () => {
  it('multiplies the compared sets, the running totals and the faces, 30 steps each', () => {
    // 2d3u: seen C(3,0..2) = 7, totals 2·4 + 1 = 9 (width 3 − 1 + 2), 3 faces.
    expect(followWork(base)).toBe(7 * 9 * 3 * 30);
    // Comparing nothing: one set seen.
    expect(followWork({ ...base, unique: { mode: 'until', checks: none } })).toBe(1 * 9 * 3 * 30);
    // Explosions on 3 compared by u: a chain adds at most one die (the depth 5 does not count),
    // so 4 dice: seen C(3,0..3) = 8, totals 4·4 + 1.
    const explode = { on: (v: number) => v === 3, penetrate: false, chain: false };
    expect(followWork({ ...base, explode, depth: 5 })).toBe(8 * (4 * 4 + 1) * 3 * 30);
    // With uo the chain is unbounded by the values: the depth counts (12 dice).
    expect(followWork({ ...base, unique: once, explode, depth: 5 })).toBe(8 * (12 * 4 + 1) * 3 * 30);
    // The exploding 3 is not compared: a chain is bounded by the depth only (12 dice; seen C(1, 0..1) = 2).
    const onlyOne: UniqueRule = { mode: 'until', checks: (v) => v === 1 };
    expect(followWork({ ...base, unique: onlyOne, explode, depth: 5 })).toBe(2 * (12 * 4 + 1) * 3 * 30);
    // 3 compared, 2 not (but 2 does not explode): bounded by the values again (4 dice; seen 1 + 2 + 1).
    const oneAndThree: UniqueRule = { mode: 'until', checks: (v) => v !== 2 };
    expect(followWork({ ...base, unique: oneAndThree, explode, depth: 5 })).toBe(4 * (4 * 4 + 1) * 3 * 30);
    // A keep clause: C(width + kept, kept) ranked lists (no running total).
    expect(followWork({ ...base, keeps: [{ which: 'kh', count: 1 }] })).toBe(7 * 15 * 3 * 30);
    expect(followWork({ ...base, keeps: [{ which: 'kh', count: 1 }], only: { high: true, k: 1, drop: false } })).toBe(7 * 5 * 3 * 30);
    expect(followWork({ ...base, keeps: [{ which: 'dh', count: 1 }], only: { high: true, k: 1, drop: true } })).toBe(7 * 5 * 9 * 3 * 30);
  });
});
