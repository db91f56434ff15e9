import { describe, expect, it } from 'vitest';
import { combine } from './combine.js';
import { constant } from './constant.js';
import { die } from './die.js';
import { build, checkInt, checkSum, checkWork, DistributionError, MAX_POOL_WORK, productLeftover, words, type Distribution, type Outcome } from './Distribution.js';
import { explode, type ExplodeOptions } from './explode.js';
import { maxValue } from './maxValue.js';
import { mean } from './mean.js';
import { minValue } from './minValue.js';
import { mode } from './mode.js';
import { percentile } from './percentile.js';
import { sample } from './sample.js';
import { variance } from './variance.js';
import { seed } from '../rng/seed.js';
import { fromWeights } from './fromWeights.js';
import { map } from './map.js';

describe('fromWeights', () => {
  it.each([NaN, Infinity, -Infinity, undefined, null])('refuses the outcome %s with a DistributionError', (o) => {
    expect(() => fromWeights([[o as number, 1n]])).toThrow(DistributionError);
  });
  it('names the bad outcome', () => {
    expect(() => fromWeights([[1, 1n], [NaN, 1n]])).toThrow(/NaN/);
  });
  it('still takes numbers, strings, booleans and bigints', () => {
    expect(fromWeights<Outcome>([[1.5, 1], ['a', 1], [true, 1], [2n, 1]]).outcomes).toEqual([1.5, 'a', true, 2n]);
  });
});

describe('map', () => {
  it('refuses a function that gives NaN or undefined', () => {
    expect(() => map(die(6), () => NaN)).toThrow(DistributionError);
    expect(() => map(die(6), () => undefined as unknown as number)).toThrow(/undefined/);
  });
});

describe('combine', () => {
  it('refuses a function that gives ±Infinity', () => {
    expect(() => combine(die(6), die(6), (x) => x / 0)).toThrow(/Infinity/);
    expect(() => combine(die(2), constant(0), (x, y) => x / y)).toThrow(DistributionError);
  });
});

describe('constant', () => {
  it('refuses NaN', () => {
    expect(() => constant(NaN)).toThrow(DistributionError);
  });
});

describe('a value that is not a Distribution', () => {
  // The queries share one check; before it, `mean(null)` and `sample(rng, null)` threw raw TypeErrors.
  it.each([null, undefined, 42, {}, { outcomes: [1], weights: [1n] }])('is refused by the queries with DistributionError: %o', (bad) => {
    const d = bad as unknown as Distribution<number>;
    for (const query of [() => mean(d), () => variance(d), () => mode(d), () => minValue(d), () => maxValue(d), () => percentile(d, 0.5), () => sample(seed(1), d)]) {
      expect(query).toThrow(DistributionError);
      expect(query).toThrow('needs a Distribution');
    }
  });

  it('explode without its options object is a DistributionError', () => {
    expect(() => explode(die(6), (v) => v === 6, undefined as unknown as ExplodeOptions)).toThrow(DistributionError);
  });
});

describe('build', () => {
  it('merges repeats, drops zero weights, sorts numbers and adds the leftover to the total', () => {
    const d = build([[3, 2n], [1, 1n], [3, 1n], [2, 0n]], 4n, 7);
    expect(d.outcomes).toEqual([1, 3]);
    expect(d.weights).toEqual([1n, 3n]);
    expect(d.total).toBe(8n);
    expect(d.leftover).toBe(4n);
    expect(d.depth).toBe(7);
    expect(Object.isFrozen(d) && Object.isFrozen(d.outcomes) && Object.isFrozen(d.weights)).toBe(true);
    expect('depth' in build([[1, 1n]])).toBe(false);
  });
  it('keeps other outcomes in the order they first appear', () => {
    expect(build([['b', 1n], ['a', 2n], ['b', 1n]]).outcomes).toEqual(['b', 'a']);
    expect(build<number | string>([[2, 1n], ['a', 1n], [1, 1n]]).outcomes).toEqual([2, 'a', 1]);
  });
  it('takes leftover alone', () => {
    const d = build([], 3n);
    expect(d.outcomes).toEqual([]);
    expect(d.total).toBe(3n);
  });
  it('refuses bad parts with exact messages', () => {
    expect(() => build([[3, -1n]])).toThrow(new DistributionError('weight of 3 is negative (-1)'));
    expect(() => build([[1, 1n], [NaN, 1n]])).toThrow(new DistributionError('an outcome cannot be NaN'));
    expect(() => build([[-Infinity, 1n]])).toThrow(new DistributionError('an outcome cannot be -Infinity'));
    expect(() => build([[null as unknown as number, 1n]])).toThrow(new DistributionError('an outcome cannot be null'));
    expect(() => build([[1, 0n]])).toThrow(new DistributionError('a distribution needs at least one outcome with positive weight'));
    expect(() => build([])).toThrow(new DistributionError('a distribution needs at least one outcome with positive weight'));
  });
});

describe('checkInt', () => {
  it('accepts the bounds and refuses what is past them or no safe integer, with the exact message', () => {
    expect(() => checkInt(0, 0, 5, 'n')).not.toThrow();
    expect(() => checkInt(5, 0, 5, 'n')).not.toThrow();
    expect(() => checkInt(6, 0, 5, 'sumOf needs a count')).toThrow(new DistributionError('sumOf needs a count in 0..5, got 6'));
    expect(() => checkInt(-1, 0, 5, 'n')).toThrow(new DistributionError('n in 0..5, got -1'));
    expect(() => checkInt(1.5, 0, 5, 'n')).toThrow(new DistributionError('n in 0..5, got 1.5'));
    expect(() => checkInt('2' as unknown as number, 0, 5, 'n')).toThrow(new DistributionError('n in 0..5, got string'));
    expect(() => checkInt(2 ** 53, 0, Infinity, 'n')).toThrow(new DistributionError('n in 0..Infinity, got 9007199254740992'));
    expect(() => checkInt(9, 0, 5, 'n', TypeError)).toThrow(new TypeError('n in 0..5, got 9'));
  });
});

describe('productLeftover', () => {
  it('is (Π total)^n − (Π listed)^n', () => {
    const cut: Distribution<number> = { ...die(2), leftover: 1n, total: 3n };
    expect(productLeftover([cut, die(4)], 2)).toBe(12n ** 2n - 8n ** 2n);
    expect(productLeftover([cut])).toBe(1n);
    expect(productLeftover([die(6)], 3)).toBe(0n);
  });
});

describe('checkWork, words and checkSum', () => {
  it('allows MAX_POOL_WORK steps and refuses one more, with the estimate in the message', () => {
    expect(() => checkWork(MAX_POOL_WORK, 'x')).not.toThrow();
    expect(() => checkWork(MAX_POOL_WORK + 1, 'x')).toThrow(new DistributionError('x needs ~5.0e+7 steps, over the limit 50000000'));
  });
  it('counts 64-bit words of x^n', () => {
    expect(words(1n)).toBe(1);
    expect(words(2n ** 64n - 1n)).toBe(1);
    expect(words(2n ** 64n)).toBe(2);
    expect(words(2n ** 32n, 2)).toBe(2); // 33 bits, twice
    expect(words(7n, 100)).toBe(5); // 300 bits
  });
  it('weighs each multiply-add 8 steps plus a quarter per word product', () => {
    // 10^6 ops × (8 + 4·10/4 = 18) = 1.8e7 passes; × (8 + 8·22/4 = 52) = 5.2e7 fails.
    expect(() => checkSum(1_000_000, 4, 10, 'x')).not.toThrow();
    expect(() => checkSum(1_000_000, 8, 22, 'x')).toThrow(new DistributionError('x needs ~5.2e+7 steps, over the limit 50000000'));
    expect(() => checkSum(2_000_000, 4, 20, 'a sum')).toThrow(new DistributionError('a sum needs ~5.6e+7 steps, over the limit 50000000'));
  });
});

describe('fromWeights (exact refusals)', () => {
  it('names what is wrong with its entries', () => {
    expect(() => fromWeights(3 as unknown as [number, bigint][])).toThrow(new DistributionError('fromWeights needs an iterable of [outcome, weight] pairs, got number'));
    expect(() => fromWeights('ab' as unknown as [number, bigint][])).toThrow(new DistributionError('fromWeights needs an iterable of [outcome, weight] pairs, got string'));
    expect(() => fromWeights(null as unknown as [number, bigint][])).toThrow(new DistributionError('fromWeights needs an iterable of [outcome, weight] pairs, got object'));
    expect(() => fromWeights([[1, 1n, 2n]] as unknown as [number, bigint][])).toThrow(new DistributionError('fromWeights needs [outcome, weight] pairs'));
    expect(() => fromWeights([[1]] as unknown as [number, bigint][])).toThrow(new DistributionError('fromWeights needs [outcome, weight] pairs'));
    expect(() => fromWeights([7] as unknown as [number, bigint][])).toThrow(new DistributionError('fromWeights needs [outcome, weight] pairs'));
    expect(() => fromWeights([[4, 1.5]])).toThrow(new DistributionError('weight of 4 must be a whole number, got 1.5'));
    expect(() => fromWeights([[4, 2 ** 53]])).toThrow(new DistributionError('weight of 4 must be a whole number, got 9007199254740992'));
  });
  it('takes number and bigint weights from any iterable', () => {
    const d = fromWeights(new Map<number, number | bigint>([[2, 3], [1, 1n]]));
    expect(d.outcomes).toEqual([1, 2]);
    expect(d.weights).toEqual([1n, 3n]);
    expect(d.total).toBe(4n);
  });
});

describe('combine (exact values and refusals)', () => {
  it('weights each pair by the product of its weights, leftover and depth carried', () => {
    const a: Distribution<number> = { ...fromWeights([[1, 1n], [2, 2n]]), leftover: 1n, total: 4n, depth: 3 };
    const d = combine(a, fromWeights([[10, 1n], [20, 3n]]), (x, y) => x + y);
    expect(d.outcomes).toEqual([11, 12, 21, 22]);
    expect(d.weights).toEqual([1n, 2n, 3n, 6n]);
    expect(d.total).toBe(16n);
    expect(d.leftover).toBe(4n);
    expect(d.depth).toBe(3);
    expect(combine(die(2), a, (x, y) => x * y).depth).toBe(3);
    expect(combine(die(2), die(2), (x, y) => x === y).outcomes).toEqual([true, false]);
  });
  it('names the limits it refuses', () => {
    expect(() => combine(die(6), die(6), 3 as unknown as (x: number, y: number) => number)).toThrow(new DistributionError('combine: f must be a function, got number'));
    expect(() => combine(null as unknown as Distribution<number>, die(6), (x, y) => x + y)).toThrow(new DistributionError('combine needs a Distribution (outcomes, weights, total, leftover), got null'));
    expect(() => combine(die(6), 7 as unknown as Distribution<number>, (x, y) => x + y)).toThrow(new DistributionError('combine needs a Distribution (outcomes, weights, total, leftover), got 7'));
    expect(() => combine(die(10_001), die(10_000), (x) => x)).toThrow(new DistributionError('combining 10001 × 10000 outcomes exceeds the limit of 10^8 pairs'));
  });
});
