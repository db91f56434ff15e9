import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { enumerate, sumLowest } from '../../test/oracle.js';
import { smallDie } from '../../test/arbitraries.js';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { dropHighest } from './dropHighest.js';
import { probability } from './probability.js';

describe('dropHighest', () => {
  it('gives P(2d6dh1 = 1) = 11/36', () => {
    expect(probability(dropHighest(2, 1, die(6)), 1)).toEqual({ num: 11n, den: 36n });
  });
  test.prop([fc.integer({ min: 1, max: 4 }), smallDie(), fc.nat()])(
    'matches brute-force enumeration for any small die',
    (n, d, kSeed) => {
      const k = kSeed % (n + 1);
      expect(dropHighest(n, k, d)).toEqual(enumerate(n, d, sumLowest(n - k)));
    },
  );
  it('throws when dropping more dice than rolled', () => {
    expect(() => dropHighest(1, 2, die(6))).toThrow(DistributionError);
  });
});
