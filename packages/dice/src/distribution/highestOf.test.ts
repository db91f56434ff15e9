import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { smallDie } from '../../test/arbitraries.js';
import { combine } from './combine.js';
import { die } from './die.js';
import { DistributionError } from './Distribution.js';
import { highestOf } from './highestOf.js';
import { probabilityAtLeast } from './probability.js';

describe('highestOf', () => {
  it('gives advantage P(≥ 11) = 3/4', () => {
    expect(probabilityAtLeast(highestOf(die(20), die(20)), 11)).toEqual({ num: 3n, den: 4n });
  });
  it('returns a single input unchanged', () => {
    expect(highestOf(die(8))).toEqual(die(8));
  });
  test.prop([smallDie(), smallDie(), smallDie()])('matches pairwise combine with Math.max', (a, b, c) => {
    expect(highestOf(a, b, c)).toEqual(combine(combine(a, b, Math.max), c, Math.max));
  });
  it('keeps leftover mass as leftover', () => {
    const t = { ...die(2), leftover: 2n, total: 4n, depth: 1 };
    const d = highestOf(t, die(2));
    expect([d.total, d.leftover, d.depth]).toEqual([8n, 4n, 1]);
  });
  it('throws with no input', () => {
    expect(() => highestOf()).toThrow(DistributionError);
    const big = die(10_000);
    expect(() => highestOf(...Array.from({ length: 10_000 }, () => big))).toThrow(/over the limit/);
  });
});
