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
import { rollDie } from '../rng/rollDie.js';
import { UsageModeError } from './UsageModeError.js';
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

describe('rollUsageDie (given dice)', () => {
  // The dice a seed rolls are read with rollDie, so each case is a given pair of faces.
  const pair = (s: number, sides: UsageDie): readonly [number, number, Rng, Rng] => {
    const [a, r1] = rollDie(seed(s), sides);
    const [b, r2] = rollDie(r1, sides);
    return [a, b, r1, r2];
  };

  it('reads one die in normal mode and returns the state after it', () => {
    for (let s = 0; s < 12; s++) {
      const [a, , r1] = pair(s, 6);
      const [u, next] = rollUsageDie(seed(s), 6);
      expect(u.face).toBe(a);
      expect(next).toEqual(r1);
    }
  });

  it('keeps the higher of two dice with advantage and the lower with disadvantage', () => {
    for (let s = 0; s < 12; s++) {
      const [a, b, , r2] = pair(s, 6);
      const [adv, n1] = rollUsageDie(seed(s), 6, 'advantage');
      const [dis, n2] = rollUsageDie(seed(s), 6, 'disadvantage');
      expect(adv.face).toBe(Math.max(a, b));
      expect(dis.face).toBe(Math.min(a, b));
      expect(n1).toEqual(r2);
      expect(n2).toEqual(r2);
    }
  });

  it('steps a ud6 down on 2 but not on 3 or more, and only on 1 with stepOn 1', () => {
    // seed 0 rolls 2 then 6 on a d6; seed 7 rolls 1 then 5; seed 4 rolls 6 then 3
    expect(pair(0, 6).slice(0, 2)).toEqual([2, 6]);
    expect(rollUsageDie(seed(0), 6)[0]).toEqual({ face: 2, stepped: true, next: 4 });
    expect(rollUsageDie(seed(0), 6, 'normal', { stepOn: 1 })[0]).toEqual({ face: 2, stepped: false, next: 6 });
    expect(rollUsageDie(seed(0), 6, 'advantage')[0]).toEqual({ face: 6, stepped: false, next: 6 });
    expect(rollUsageDie(seed(7), 6, 'normal', { stepOn: 1 })[0]).toEqual({ face: 1, stepped: true, next: 4 });
    expect(rollUsageDie(seed(4), 6, 'disadvantage')[0]).toEqual({ face: 3, stepped: false, next: 6 });
    expect(rollUsageDie(seed(0), 4)[0]).toMatchObject({ stepped: true, next: 'exhausted' });
  });

  it('returns a frozen roll', () => {
    expect(Object.isFrozen(rollUsageDie(seed(1), 8)[0])).toBe(true);
  });

  it('names the bad mode or stepOn in its error', () => {
    expect(() => rollUsageDie(seed(1), 6, 'twice' as 'normal')).toThrow(
      new UsageModeError('twice'),
    );
    expect(() => rollUsageDie(seed(1), 6, 'twice' as 'normal')).toThrow(`a usage roll mode must be 'normal', 'advantage' or 'disadvantage', got "twice"`);
    expect(() => rollUsageDie(seed(1), 6, 3 as unknown as 'normal')).toThrow(`a usage roll mode must be 'normal', 'advantage' or 'disadvantage', got 3`);
    expect(() => rollUsageDie(seed(1), 6, 'normal', { stepOn: 3 as 1 })).toThrow(`a usage die's stepOn must be 1 or 2, got 3`);
    expect(() => rollUsageDie(seed(1), 6, 'normal', { stepOn: '2' as unknown as 1 })).toThrow(`a usage die's stepOn must be 1 or 2, got "2"`);
    expect(() => rollUsageDie(seed(1), '6' as unknown as 6)).toThrow(DieSizeError);
    // a size that is not a number is reported as NaN, not as the text given
    expect(() => rollUsageDie(seed(1), '6' as unknown as 6)).toThrow(/^dNaN is not on the die-size ladder/);
    for (const m of ['normal', 'advantage', 'disadvantage'] as const) expect(rollUsageDie(seed(1), 6, m)[0].face).toBeGreaterThan(0);
  });
});

describe('UsageModeError', () => {
  it('carries its name and the mode given', () => {
    const e = new UsageModeError(null);
    expect(e).toBeInstanceOf(RangeError);
    expect(e.name).toBe('UsageModeError');
    expect(e.mode).toBeNull();
    expect(e.message).toBe(`a usage roll mode must be 'normal', 'advantage' or 'disadvantage', got null`);
  });
});

describe('UsageStepError', () => {
  it('carries its name and the stepOn given', () => {
    const e = new UsageStepError(0);
    expect(e).toBeInstanceOf(RangeError);
    expect(e.name).toBe('UsageStepError');
    expect(e.stepOn).toBe(0);
    expect(e.message).toBe(`a usage die's stepOn must be 1 or 2, got 0`);
    // only text is quoted: an object is shown by String, not JSON
    expect(new UsageStepError({}).message).toBe(`a usage die's stepOn must be 1 or 2, got [object Object]`);
  });
});
