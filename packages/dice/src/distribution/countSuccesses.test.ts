import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { enumerate } from '../../test/oracle.js';
import { smallDie } from '../../test/arbitraries.js';
import { countSuccesses } from './countSuccesses.js';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { mean } from './mean.js';
import { probability, probabilityAtLeast } from './probability.js';

describe('countSuccesses', () => {
  it('counts Shadowrun hits: P(at least one hit on 6 dice) = 665/729', () => {
    const hits = countSuccesses(6, die(6), (x) => x >= 5);
    expect(probabilityAtLeast(hits, 1)).toEqual({ num: 665n, den: 729n });
    expect(mean(hits)).toEqual({ num: 2n, den: 1n });
  });
  it('lets 1s cancel successes (WoD style)', () => {
    const net = countSuccesses(2, die(10), (x) => x >= 8, (x) => x === 1);
    expect(probability(net, -2)).toEqual({ num: 1n, den: 100n });
    expect(probability(net, 0)).toEqual({ num: 21n, den: 50n }); // (1 and 8+ in either order: 6) + (two blanks 2–7: 36) = 42/100
  });
  test.prop([fc.integer({ min: 0, max: 4 }), smallDie(), fc.integer({ min: -4, max: 9 }), fc.integer({ min: -4, max: 9 })])(
    'matches brute-force enumeration',
    (n, d, hi, lo) => {
      fc.pre(lo < hi);
      const s = (x: number): boolean => x >= hi;
      const f = (x: number): boolean => x <= lo;
      expect(countSuccesses(n, d, s, f)).toEqual(
        enumerate(n, d, (fs) => fs.filter(s).length - fs.filter(f).length),
      );
    },
  );
  it('throws when a face is both a success and a failure, or n is out of range', () => {
    expect(() => countSuccesses(3, die(6), (x) => x >= 5, (x) => x >= 6)).toThrow(DistributionError);
    expect(() => countSuccesses(-1, die(6), (x) => x >= 5)).toThrow(DistributionError);
  });
});

describe('countSuccesses (exact weights and messages)', () => {
  it('counts 2d6 successes on 5+ with 1s as failures: exact weights over 36', () => {
    const d = countSuccesses(2, die(6), (x) => x >= 5, (x) => x === 1);
    // per die: −1 with 1/6, 0 with 1/2, +1 with 1/3
    expect([d.outcomes, d.weights, d.total]).toEqual([[-2, -1, 0, 1, 2], [1n, 6n, 13n, 12n, 4n], 36n]);
  });

  it('counts a face that is neither as 0 and refuses a face that is both', () => {
    expect(probability(countSuccesses(1, die(6), (x) => x === 6), 0)).toEqual({ num: 5n, den: 6n });
    expect(() => countSuccesses(1, die(6), (x) => x >= 5, (x) => x >= 6)).toThrow('face 6 is both a success and a failure');
    expect(() => countSuccesses(1, die(6), (x) => x >= 5, 'no' as unknown as () => boolean)).toThrow('countSuccesses: isFailure must be a function, got string');
    expect(() => countSuccesses(1, die(6), 5 as unknown as () => boolean)).toThrow('countSuccesses: isSuccess must be a function, got number');
  });
});
