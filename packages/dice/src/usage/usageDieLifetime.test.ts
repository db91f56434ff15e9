import { describe, expect, it } from 'vitest';
import { DistributionError } from '../distribution/Distribution.js';
import { fraction, fractionToNumber } from '../distribution/Fraction.js';
import { probability } from '../distribution/probability.js';
import { DieSizeError } from '../notation/ladder.js';
import { usageDieLifetime } from './usageDieLifetime.js';
import type { UsageDie } from './UsageDie.js';

function listedMean(die: UsageDie, maxUsesPerSize?: number): number {
  const d = usageDieLifetime(die, maxUsesPerSize === undefined ? undefined : { maxUsesPerSize });
  let s = 0n;
  d.outcomes.forEach((o, i) => {
    s += BigInt(o) * (d.weights[i] ?? 0n);
  });
  return fractionToNumber(fraction(s, d.total - d.leftover));
}

describe('usageDieLifetime', () => {
  it('gives a ud4 lifetime geometric with chance 1/2: P(1 use) = 1/2, P(3 uses) = 1/8', () => {
    const d = usageDieLifetime(4);
    expect(probability(d, 1)).toEqual({ num: 1n, den: 2n });
    expect(probability(d, 3)).toEqual({ num: 1n, den: 8n });
  });

  it('gives P(a ud6 lasts exactly 2 uses) = 1/3 · 1/2', () => {
    expect(probability(usageDieLifetime(6), 2)).toEqual({ num: 1n, den: 6n });
  });

  it.each([
    [4, 2],
    [6, 5],
    [8, 9],
    [10, 14],
    [12, 20],
  ] as const)('gives ud%i a mean of %i uses (R07, S-U)', (die, uses) => {
    // Exact mean is Σ size/2 over the sizes left; the truncated distribution is within 1e-9.
    expect(Math.abs(listedMean(die) - uses)).toBeLessThan(1e-9);
  });

  it('gives ud20 a mean of 30 uses, with the cut-off mass reported as leftover', () => {
    const d = usageDieLifetime(20, { maxUsesPerSize: 150 });
    expect(d.leftover).toBeGreaterThan(0n);
    expect(fractionToNumber(fraction(d.leftover, d.total))).toBeLessThan(1e-6);
    expect(Math.abs(listedMean(20, 150) - 30)).toBeLessThan(1e-4);
  });

  it('lasts longer with advantage and shorter with disadvantage', () => {
    const mean = (mode: 'advantage' | 'disadvantage'): number => {
      const d = usageDieLifetime(6, { mode, maxUsesPerSize: 200 });
      let s = 0n;
      d.outcomes.forEach((o, i) => (s += BigInt(o) * (d.weights[i] ?? 0n)));
      return fractionToNumber(fraction(s, d.total - d.leftover));
    };
    // Advantage: steps need both dice ≤ 2 (1/9 on a d6, 1/4 on a d4) → 9 + 4 = 13 uses.
    expect(mean('advantage')).toBeCloseTo(13, 6);
    // Disadvantage: 1 − (4/6)² = 5/9 and 1 − (2/4)² = 3/4 → 9/5 + 4/3 = 47/15.
    expect(mean('disadvantage')).toBeCloseTo(47 / 15, 9);
  });

  it('rejects bad sizes and truncation', () => {
    expect(() => usageDieLifetime(5 as UsageDie)).toThrow(DieSizeError);
    expect(() => usageDieLifetime(6, { maxUsesPerSize: 0 })).toThrow(DistributionError);
    expect(() => usageDieLifetime(6, { maxUsesPerSize: 1001 })).toThrow(DistributionError);
  });
});

describe('usageDieLifetime (exact weights)', () => {
  const plain = (d: ReturnType<typeof usageDieLifetime>) => ({ outcomes: d.outcomes, weights: d.weights, total: d.total, leftover: d.leftover });

  it('gives a ud4 cut at 3 uses weights 4:2:1 over 8, with 1/8 left over', () => {
    expect(plain(usageDieLifetime(4, { maxUsesPerSize: 3 }))).toEqual({ outcomes: [1, 2, 3], weights: [4n, 2n, 1n], total: 8n, leftover: 1n });
  });

  it('gives a ud6 cut at 2 uses per size 6:7:2 over 36 for 2, 3 and 4 uses', () => {
    // d6 steps with 1/3, then d4 with 1/2: P(2) = 1/6, P(3) = 1/3·1/2 + 2/9·1/2 = 7/36, P(4) = 2/9·1/4
    expect(plain(usageDieLifetime(6, { maxUsesPerSize: 2 }))).toEqual({ outcomes: [2, 3, 4], weights: [6n, 7n, 2n], total: 36n, leftover: 21n });
  });

  it('steps a ud4 with advantage on (2/4)² = 1/4 and with disadvantage on 1 − (2/4)² = 3/4', () => {
    expect(plain(usageDieLifetime(4, { maxUsesPerSize: 2, mode: 'advantage' }))).toEqual({ outcomes: [1, 2], weights: [4n, 3n], total: 16n, leftover: 9n });
    expect(probability(usageDieLifetime(4, { mode: 'disadvantage' }), 1)).toEqual({ num: 3n, den: 4n });
    expect(probability(usageDieLifetime(4, { mode: 'disadvantage' }), 2)).toEqual({ num: 3n, den: 16n });
  });

  it('steps a ud4 on a 1 only with stepOn 1: (1/4)² with advantage, 1 − (3/4)² with disadvantage', () => {
    expect(probability(usageDieLifetime(4, { stepOn: 1, mode: 'advantage' }), 1)).toEqual({ num: 1n, den: 16n });
    expect(plain(usageDieLifetime(4, { maxUsesPerSize: 2, mode: 'disadvantage', stepOn: 1 }))).toEqual({
      outcomes: [1, 2], weights: [112n, 63n], total: 256n, leftover: 81n,
    });
  });

  it('lists up to 200 uses per size by default and accepts 1 and 1000', () => {
    const d = usageDieLifetime(4);
    expect(d.outcomes[0]).toBe(1);
    expect(d.outcomes[d.outcomes.length - 1]).toBe(200);
    expect(usageDieLifetime(4, { maxUsesPerSize: 1 }).outcomes).toEqual([1]);
    expect(usageDieLifetime(4, { maxUsesPerSize: 1000 }).outcomes).toHaveLength(1000);
  });

  it('names the bad option in its error', () => {
    expect(() => usageDieLifetime(6, { maxUsesPerSize: 1.5 })).toThrow(/maxUsesPerSize must be an integer/);
    expect(() => usageDieLifetime(6, { mode: 'twice' as 'normal' })).toThrow(`a usage roll mode must be 'normal', 'advantage' or 'disadvantage', got "twice"`);
    expect(() => usageDieLifetime(6, { stepOn: 3 as 1 })).toThrow(`a usage die's stepOn must be 1 or 2, got 3`);
  });
});
