import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { smallDie } from '../../test/arbitraries.js';
import { die } from './die.js';
import { build, DistributionError, type Distribution } from './Distribution.js';
import { explode, MAX_EXPLODE_DEPTH } from './explode.js';
import { fractionToNumber } from './Fraction.js';
import { probability } from './probability.js';
import { sumOf } from './sumOf.js';

/** Oracle: walk every roll path (at most depth+1 rolls), summing weights with a common total. */
function explodeOracle(d: Distribution<number>, m: (x: number) => boolean, depth: number, pen: boolean): Distribution<number> {
  const acc = new Map<number, bigint>();
  const walk = (roll: number, sum: number, weight: bigint): void => {
    for (let i = 0; i < d.outcomes.length; i++) {
      const face = d.outcomes[i] as number;
      const w = weight * (d.weights[i] as bigint) * d.total ** BigInt(depth - roll);
      const value = sum + face - (pen && roll > 0 ? 1 : 0);
      if (!m(face)) acc.set(value, (acc.get(value) ?? 0n) + w);
      else if (roll < depth) walk(roll + 1, value, weight * (d.weights[i] as bigint));
    }
  };
  walk(0, 0, 1n);
  let listed = 0n;
  for (const w of acc.values()) listed += w;
  return build(acc, d.total ** BigInt(depth + 1) - listed);
}

describe('explode', () => {
  it('converges to E[1d6!] = 21/5 with leftover exactly 1/6^21 at depth 20', () => {
    const d = explode(die(6), (x) => x === 6, { mode: 'explode', depth: 20 });
    expect(d.leftover * 6n ** 21n).toBe(d.total);
    expect(d.depth).toBe(20);
    let s = 0n;
    d.outcomes.forEach((x, i) => (s += BigInt(x) * (d.weights[i] as bigint)));
    expect(Math.abs(fractionToNumber({ num: s, den: d.total }) - 4.2)).toBeLessThan(1e-12);
  });
  it('gives the same distribution for explode and compound', () => {
    const m = (x: number): boolean => x === 6;
    expect(explode(die(6), m, { mode: 'compound', depth: 3 })).toEqual(explode(die(6), m, { mode: 'explode', depth: 3 }));
  });
  it('subtracts 1 from each extra roll when penetrating', () => {
    const d = explode(die(6), (x) => x === 6, { mode: 'penetrate', depth: 1 });
    // 6 then 1 → 6 + 0 = 6; 6 then 4 → 9; a plain 6 is impossible
    expect(probability(d, 6)).toEqual({ num: 1n, den: 36n });
    expect(probability(d, 9)).toEqual({ num: 1n, den: 36n });
    expect(probability(d, 5)).toEqual({ num: 1n, den: 6n });
    expect(d.leftover).toBe(1n);
  });
  it('sends the whole exploding mass to leftover at depth 0', () => {
    const d = explode(die(6), (x) => x === 6, { mode: 'explode', depth: 0 });
    expect([d.outcomes, d.leftover, d.total, d.depth]).toEqual([[1, 2, 3, 4, 5], 1n, 6n, 0]);
  });
  it('has no leftover when nothing explodes', () => {
    expect(explode(die(6), () => false, { mode: 'explode', depth: 5 })).toEqual(
      build(die(6).outcomes.map((o) => [o, 6n ** 5n] as const)),
    );
  });
  test.prop([smallDie(), fc.integer({ min: -4, max: 9 }), fc.integer({ min: 0, max: 3 }), fc.boolean()])(
    'matches a path-walking oracle',
    (d, cut, depth, pen) => {
      const m = (x: number): boolean => x >= cut;
      const got = explode(d, m, { mode: pen ? 'penetrate' : 'explode', depth });
      const want = explodeOracle(d, m, depth, pen);
      expect([got.outcomes, got.weights, got.total, got.leftover]).toEqual([want.outcomes, want.weights, want.total, want.leftover]);
    },
  );
  it('feeds sumOf for pools like 8d10! (depth 3)', () => {
    const one = explode(die(10), (x) => x === 10, { mode: 'explode', depth: 3 });
    const pool = sumOf(8, one);
    expect(pool.total).toBe(10n ** 32n);
    expect(pool.leftover).toBe(10n ** 32n - (10n ** 4n - 1n) ** 8n);
  });
  it('throws on a bad depth or mode', () => {
    const m = (x: number): boolean => x === 6;
    expect(() => explode(die(6), m, { mode: 'explode', depth: -1 })).toThrow(DistributionError);
    expect(() => explode(die(6), m, { mode: 'explode', depth: MAX_EXPLODE_DEPTH + 1 })).toThrow(DistributionError);
    expect(() => explode(die(6), m, { mode: 'explode', depth: 1.5 })).toThrow(DistributionError);
    expect(() => explode(die(6), m, { mode: 'boom' as 'explode', depth: 1 })).toThrow(DistributionError);
    expect(() => explode(die(1000), (x) => x > 1, { mode: 'explode', depth: 100 })).toThrow(/over the limit/);
  });
});

describe('explode (exact weights and messages)', () => {
  const six = (x: number): boolean => x === 6;
  const plain = (d: Distribution<number>) => [d.outcomes, d.weights, d.total, d.leftover, d.depth];

  it('gives 1d4! to depth 1 exact weights: 1..3 and 5..7 over 16, with 1/16 left over', () => {
    // first roll 1..3 (4 each over 16); a 4 then 1..3 gives 5..7 (1 each); 4 then 4 is cut off
    expect(plain(explode(die(4), (x) => x === 4, { mode: 'explode', depth: 1 }))).toEqual([[1, 2, 3, 5, 6, 7], [4n, 4n, 4n, 1n, 1n, 1n], 16n, 1n, 1]);
  });

  it('gives 1d4!p to depth 1: extra rolls count one less', () => {
    expect(plain(explode(die(4), (x) => x === 4, { mode: 'penetrate', depth: 1 }))).toEqual([[1, 2, 3, 4, 5, 6], [4n, 4n, 4n, 1n, 1n, 1n], 16n, 1n, 1]);
  });

  it('gives 1d4!p to depth 2: the third roll also counts one less', () => {
    // 4 then 1..3 counts 0..2 (4, 5, 6); 4, 4 then 1..3 counts 3 + 0..2 (7, 8, 9); 4, 4, 4 is cut off
    expect(plain(explode(die(4), (x) => x === 4, { mode: 'penetrate', depth: 2 }))).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9], [16n, 16n, 16n, 4n, 4n, 4n, 1n, 1n, 1n], 64n, 1n, 2,
    ]);
  });

  it('keeps the input depth when nothing is cut off, and names a bad mode', () => {
    expect(explode(die(6), () => false, { mode: 'explode', depth: 4 }).depth ?? 0).toBe(0);
    expect(explode(die(6), six, { mode: 'explode', depth: 0 }).depth ?? 0).toBe(0);
    expect(explode(die(6), six, { mode: 'compound', depth: 2 }).depth).toBe(2);
    expect(() => explode(die(6), six, { mode: 'boom' as 'explode', depth: 1 })).toThrow('unknown explode mode "boom"');
    expect(() => explode(die(6), six, { mode: 'explode', depth: -1 })).toThrow('explode depth must be an integer in 0..100, got -1');
    expect(explode(die(6), six, { mode: 'explode', depth: MAX_EXPLODE_DEPTH }).depth).toBe(100);
  });
});

describe('explode (refusals and limits)', () => {
  const six = (x: number): boolean => x === 6;
  it('names a missing options object and the work over the limit exactly', () => {
    expect(() => explode(die(6), six, undefined as unknown as { mode: 'explode'; depth: number })).toThrow(new DistributionError('unknown explode mode undefined'));
    expect(() => explode(die(6), six, { mode: 'explode', depth: 101 })).toThrow(new DistributionError('explode depth must be an integer in 0..100, got 101'));
    // 999 exploding faces × 1000 × (100·101/2 + 1) steps.
    expect(() => explode(die(1000), (x) => x > 1, { mode: 'explode', depth: 100 })).toThrow(
      new DistributionError('exploding 999 of 1000 faces to depth 100 needs ~5.0e+9 steps, over the limit 50000000'),
    );
  });
  it('keeps the depth of a cut-off input when nothing explodes', () => {
    const cut: Distribution<number> = { ...die(2), leftover: 1n, total: 3n, depth: 7 };
    const d = explode(cut, six, { mode: 'explode', depth: 1 });
    expect(d.depth).toBe(7);
    // Two rolls' worth of total (3²): the listed faces 1 and 2 each carry weight 3.
    expect(d.weights).toEqual([3n, 3n]);
    expect(d.total).toBe(9n);
    expect(d.leftover).toBe(3n);
  });
  it('explodes to depth 2 as 1d3!: 1, 2, then 3 + 1, 3 + 2, then 6 + 1, 6 + 2, over 27', () => {
    const d = explode(die(3), (x) => x === 3, { mode: 'explode', depth: 2 });
    expect(d.outcomes).toEqual([1, 2, 4, 5, 7, 8]);
    expect(d.weights).toEqual([9n, 9n, 3n, 3n, 1n, 1n]);
    expect(d.leftover).toBe(1n);
    expect(d.depth).toBe(2);
  });
});
