// The bad inputs that used to give NaN, a plain TypeError or a wrong answer, each with its typed error.
import { describe, expect, it } from 'vitest';
import * as dice from '../src/index.js';

describe('typed errors', () => {
  it('rollUsageDie refuses an unknown mode with UsageModeError naming it', () => {
    expect(() => dice.rollUsageDie(dice.seed(1), 8, 'bogus' as dice.UsageRollMode)).toThrow(dice.UsageModeError);
    expect(() => dice.rollUsageDie(dice.seed(1), 8, 'bogus' as dice.UsageRollMode)).toThrow(/"bogus"/);
  });
  it('sample refuses an empty hand-made distribution with DistributionError', () => {
    const empty = Object.freeze({ outcomes: [], weights: [], total: 0n, leftover: 0n });
    expect(() => dice.sample(dice.seed(1), empty)).toThrow(dice.DistributionError);
  });
  it('mean refuses a distribution whose total disagrees with its weights', () => {
    const wrong = Object.freeze({ outcomes: Object.freeze([1, 2]), weights: Object.freeze([1n, 1n]), total: 5n, leftover: 0n });
    expect(() => dice.mean(wrong)).toThrow(dice.DistributionError);
    expect(() => dice.mean(wrong)).toThrow(/total 5 is not the weights plus leftover \(2\)/);
  });
  it('formatFraction refuses a zero denominator', () => {
    expect(() => dice.formatFraction({ num: 1n, den: 0n })).toThrow(dice.DistributionError);
  });
  it('shuffle refuses a pile that is not an array', () => {
    expect(() => dice.shuffle(dice.seed(1), 'abc' as unknown as string[])).toThrow(dice.DrawError);
  });
});
