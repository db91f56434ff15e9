import { describe, expect, it } from 'vitest';
import { distribution, expectedValue } from './distribution.js';
import { fractionToNumber } from '../distribution/Fraction.js';
import { mean } from '../distribution/mean.js';
import type { Distribution } from '../distribution/Distribution.js';

function truncatedMean(d: Distribution<number>): number {
  let s = 0;
  let w = 0;
  for (let i = 0; i < d.outcomes.length; i++) {
    const wi = Number(d.weights[i] ?? 0n);
    s += (d.outcomes[i] as number) * wi;
    w += wi;
  }
  return s / w;
}

describe('expectedValue', () => {
  it.each([
    ['1d6!', 21n, 5n],
    ['1d6!!', 21n, 5n],
    ['1d6!p', 4n, 1n],
    ['2d6!+3', 57n, 5n],
    ['1d6!>=5', 21n, 4n], // (7/2)/(1 − 1/3)
    ['1d12ro<=2', 22n, 3n],
    ['4d6dl1', 15869n, 1296n],
    ['3d6*2', 21n, 1n],
    ['-1d4', -5n, 2n],
    ['4dF', 0n, 1n],
    ['5d10>=8f<2', 1n, 1n], // 5 · (3/10 − 1/10)
    ['1d6!!cs>=6', 1n, 6n], // a chain totals 6+ exactly when its first die is a 6
    ['5d10!!cs>=8f=1', 1n, 1n], // 5 · (3/10 − 1/10), chains counted once
    ['2d10!!cs>=10', 1n, 5n], // a chain reaches 10 exactly when its first die is a 10
    ['1d6!!cs<=2f=5', 1n, 6n], // 2/6 − 1/6; a chain that explodes totals 7+: neither
    ['2d6!pcs>=5', 11n, 15n], // 2 · (1/3 + (1/5) · 1/6): 1/5 extra dice per die, each one less
    ['1d6!pcs>=6f=1', -1n, 30n], // first die 1/6 − 1/6; an extra die (0..5) fails on a 2: (1/5) · −1/6
  ])('gives E[%s] = %s/%s exactly', (notation, num, den) => {
    expect(expectedValue(notation)).toEqual({ num, den });
  });

  it('is the mean of the listed outcomes where a compounding chain could land on a compare point (no closed form)', () => {
    const d = distribution('1d6!!cs=7'); // 6 then 1: the chain total, not the first die, decides
    expect(expectedValue('1d6!!cs=7')).toEqual(mean({ ...d, total: d.total - d.leftover, leftover: 0n }));
    expect(fractionToNumber(expectedValue('1d6!!cs=7'))).toBeCloseTo(1 / 36, 12);
  });

  it.each(['2d6+1d4*3', '3d8ro1-2', '4d6min2', '2d20max15+1', '6d6>=5', '(2d6+3)*1d4', '1d20/2', '4d6kh3+2'])(
    'equals the mean of the exact distribution for %s (no explosions)',
    (notation) => {
      expect(expectedValue(notation)).toEqual(mean(distribution(notation)));
    },
  );

  it.each(['1d6!', '3d10!>=9', '2d8!p', '5d10!>=8', '1d4!!+1d6!', '1d6!!cs>=6', '5d10!!cs>=8f=1', '3d6!!>=8', '2dF!!>=1', '4d8!!cs>=12f<3', '1d4!!=9', '2d6!!>=5min2'])(
    'agrees with the deep-truncated distribution for %s',
    (notation) => {
      const exact = fractionToNumber(expectedValue(notation));
      expect(Math.abs(exact - truncatedMean(distribution(notation, { depth: 40 })))).toBeLessThan(1e-9);
    },
  );
});
