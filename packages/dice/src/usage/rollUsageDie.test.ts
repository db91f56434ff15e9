import { fraction, probability } from '../distribution/index.js';
import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { seed } from '../rng/seed.js';
import { UsageStepError } from './UsageStepError.js';
import type { Rng } from '../rng/Rng.js';
import { DieSizeError } from '../notation/ladder.js';
import { goodnessOfFit } from '../stats/goodnessOfFit.js';
import { rollUsageDie } from './rollUsageDie.js';
import type { UsageDie } from './UsageDie.js';
import { usageDieLifetime } from './usageDieLifetime.js';

/** Uses a die until it is exhausted; returns the number of uses. */
function useUp(rng0: Rng, die: UsageDie): readonly [number, Rng] {
  let rng = rng0;
  let d: UsageDie | 'exhausted' = die;
  let uses = 0;
  while (d !== 'exhausted') {
    const [u, next] = rollUsageDie(rng, d);
    d = u.next;
    rng = next;
    uses++;
  }
  return [uses, rng];
}

describe('rollUsageDie', () => {
  test.prop([fc.integer(), fc.constantFrom(4, 6, 8, 10, 12, 20 as const), fc.constantFrom('normal', 'advantage', 'disadvantage' as const)])(
    'steps down exactly on a 1 or 2 (R07)',
    (s, die, mode) => {
      const [u] = rollUsageDie(seed(s), die, mode);
      expect(u.face).toBeGreaterThanOrEqual(1);
      expect(u.face).toBeLessThanOrEqual(die);
      expect(u.stepped).toBe(u.face <= 2);
      expect(u.next).toBe(u.stepped ? ({ 4: 'exhausted', 6: 4, 8: 6, 10: 8, 12: 10, 20: 12 } as const)[die] : die);
    },
  );

  it('keeps the higher of two dice with advantage and the lower with disadvantage', () => {
    for (let s = 0; s < 50; s++) {
      const [a] = rollUsageDie(seed(s), 20, 'advantage');
      const [d] = rollUsageDie(seed(s), 20, 'disadvantage');
      expect(a.face).toBeGreaterThanOrEqual(d.face);
    }
  });

  it('rejects dice that are not usage dice', () => {
    expect(() => rollUsageDie(seed(1), 7 as UsageDie)).toThrow(DieSizeError);
    expect(() => rollUsageDie(seed(1), 6, 'twice' as 'normal')).toThrow(RangeError);
  });

  it.each([4, 6, 8] as const)('lasts as long as usageDieLifetime(%i) says (chi-square, fixed seed)', (die) => {
    let rng = seed(die * 101);
    const uses: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const [n, next] = useUp(rng, die);
      uses.push(n);
      rng = next;
    }
    expect(goodnessOfFit(usageDieLifetime(die, { maxUsesPerSize: 60 }), uses).pValue).toBeGreaterThan(1e-6);
  });
});

describe('rollUsageDie stepOn', () => {
  it('steps down only on a 1 with stepOn 1 and matches usageDieLifetime', () => {
    let r = seed(89);
    let twos = 0;
    for (let i = 0; i < 500; i++) {
      const [u, next] = rollUsageDie(r, 6, 'normal', { stepOn: 1 });
      if (u.face === 2) {
        twos++;
        expect(u.stepped).toBe(false);
      }
      if (u.face === 1) expect(u.next).toBe(4);
      r = next;
    }
    expect(twos).toBeGreaterThan(0);
    // A ud4 on half rations lasts exactly one use with chance 1/4.
    expect(probability(usageDieLifetime(4, { stepOn: 1 }), 1)).toEqual(fraction(1n, 4n));
    expect(probability(usageDieLifetime(4), 1)).toEqual(fraction(1n, 2n));
    expect(() => rollUsageDie(seed(1), 6, 'normal', { stepOn: 3 as 1 })).toThrow(UsageStepError);
  });
});
