import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { checkDistribution, resolveCheck, rollCheck } from './check.js';
import { VocationsInputError } from '../errors/errors.js';
import { deepFreeze, expectFits, p } from '../testing.js';

describe('resolveCheck', () => {
  it('succeeds on a tie against the default target 9 (V02)', () => {
    expect(resolveCheck({ bonus: 2 }, [3, 4])).toMatchObject({ total: 9, target: 9, success: true });
    expect(resolveCheck({ bonus: 1 }, [3, 4]).success).toBe(false);
  });
  it('lets Lucky succeed on 5-5 and 6-6 only', () => {
    expect(resolveCheck({ bonus: -5, target: 12, lucky: true }, [5, 5])).toMatchObject({ success: true, automatic: true });
    expect(resolveCheck({ bonus: -5, target: 12, lucky: true }, [4, 4]).success).toBe(false);
  });
  it('rejects bad bonuses, targets and faces with a typed error, input untouched', () => {
    const setup = deepFreeze({ bonus: 1.5 });
    expect(() => resolveCheck(setup, [1, 1])).toThrow(VocationsInputError);
    expect(() => resolveCheck({ bonus: 0, target: -1 }, [1, 1])).toThrow(VocationsInputError);
    expect(() => resolveCheck({ bonus: 0 }, deepFreeze([0, 7]) as unknown as [number, number])).toThrow(VocationsInputError);
  });
});

describe('checkDistribution', () => {
  it('gives 10/36 at +0 vs 9 and 6/36 vs 10 (forced-march worked values)', () => {
    expect(p(checkDistribution({ bonus: 0 }), 'success')).toBe('5/18');
    expect(p(checkDistribution({ bonus: 0, target: 10 }), 'success')).toBe('1/6');
  });
  test.prop([fc.integer({ min: -15, max: 15 }), fc.integer({ min: 0, max: 20 })])('matches counting the 36 rolls', (bonus, target) => {
    let n = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + bonus >= target) n++;
    const d = checkDistribution({ bonus, target });
    expect(d.total).toBe(36n);
    const i = d.outcomes.indexOf('success');
    expect(i < 0 ? 0n : d.weights[i]).toBe(BigInt(n));
  });
});

describe('rollCheck', () => {
  it('samples the exact distribution (chi-square, fixed seed)', () => {
    const setup = { bonus: 1, target: 9, lucky: true };
    expectFits(checkDistribution(setup), (r) => {
      const [res, next] = rollCheck(r, setup);
      return [res.success ? 'success' : 'failure', next] as const;
    });
  });
});
