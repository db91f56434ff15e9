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
