import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { enumerate, sumHighest } from '../../test/oracle.js';
import { smallDie } from '../../test/arbitraries.js';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { dropLowest } from './dropLowest.js';
import { mean } from './mean.js';

describe('dropLowest', () => {
  it('gives E[4d6dl1] = 15869/1296', () => {
    expect(mean(dropLowest(4, 1, die(6)))).toEqual({ num: 15869n, den: 1296n });
  });
  test.prop([fc.integer({ min: 1, max: 4 }), smallDie(), fc.nat()])(
    'matches brute-force enumeration for any small die',
    (n, d, kSeed) => {
      const k = kSeed % (n + 1);
      expect(dropLowest(n, k, d)).toEqual(enumerate(n, d, sumHighest(n - k)));
    },
  );
  it('throws when dropping more dice than rolled', () => {
    expect(() => dropLowest(2, 3, die(6))).toThrow(DistributionError);
  });
});
