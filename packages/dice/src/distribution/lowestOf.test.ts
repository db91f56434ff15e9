import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { smallDie } from '../../test/arbitraries.js';
import { combine } from './combine.js';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { lowestOf } from './lowestOf.js';
import { probabilityAtLeast } from './probability.js';

describe('lowestOf', () => {
  it('gives disadvantage P(≥ 11) = 1/4', () => {
    expect(probabilityAtLeast(lowestOf(die(20), die(20)), 11)).toEqual({ num: 1n, den: 4n });
  });
  test.prop([smallDie(), smallDie(), smallDie()])('matches pairwise combine with Math.min', (a, b, c) => {
    expect(lowestOf(a, b, c)).toEqual(combine(combine(a, b, Math.min), c, Math.min));
  });
  it('throws with no input', () => {
    expect(() => lowestOf()).toThrow(DistributionError);
  });
});
