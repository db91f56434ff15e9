import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { enumerate, sumLowest } from '../../test/oracle.js';
import { smallDie } from '../../test/arbitraries.js';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { keepLowest } from './keepLowest.js';
import { probabilityAtLeast } from './probability.js';

describe('keepLowest', () => {
  it('gives disadvantage P(≥ 11) = 1/4', () => {
    expect(probabilityAtLeast(keepLowest(2, 1, die(20)), 11)).toEqual({ num: 1n, den: 4n });
  });
  test.prop([fc.integer({ min: 1, max: 4 }), smallDie(), fc.nat()])(
    'matches brute-force enumeration for any small die',
    (n, d, kSeed) => {
      const k = kSeed % (n + 1);
      expect(keepLowest(n, k, d)).toEqual(enumerate(n, d, sumLowest(k)));
    },
  );
  it('throws when keeping more dice than rolled', () => {
    expect(() => keepLowest(2, 3, die(6))).toThrow(DistributionError);
  });
});
