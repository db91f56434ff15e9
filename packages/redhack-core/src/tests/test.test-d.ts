import { describe, expectTypeOf, it } from 'vitest';
import { seed, type Distribution, type Rng } from '@rollwright/dice';
import { resolveOptions, type ResolvedOptions } from '../options/options.js';
import { opposedDistribution, type OpposedWinner } from './opposed.js';
import { resolveTest, type TestResult } from './resolveTest.js';
import { rollTest } from './rollTest.js';
import type { TestOutcome, TestSpec } from './spec.js';
import { testDistribution } from './testDistribution.js';

describe('types of the d20 test', () => {
  it('returns the result and the next state from rollTest', () => {
    expectTypeOf(rollTest(seed(1), { attribute: 12 })).toEqualTypeOf<readonly [result: TestResult, next: Rng]>();
  });
  it('keeps outcomes as the four literal names', () => {
    expectTypeOf(testDistribution({ attribute: 12 })).toEqualTypeOf<Distribution<TestOutcome>>();
    expectTypeOf(opposedDistribution({ attribute: 12 }, { attribute: 12 })).toEqualTypeOf<Distribution<OpposedWinner>>();
    expectTypeOf(resolveTest({ d20: [3] }, { attribute: 12 }).outcome).toEqualTypeOf<TestOutcome>();
  });
  it('makes every resolved option present', () => {
    expectTypeOf(resolveOptions({ edition: 'classic' }).advantage).toEqualTypeOf<'rerollOnFail' | 'bestOfTwo'>();
    expectTypeOf<ResolvedOptions['edition']>().toEqualTypeOf<'classic' | 'draft31'>();
  });
  it('refuses a chaser die that does not exist', () => {
    // @ts-expect-error cd20 is not a chaser die
    const spec: TestSpec = { attribute: 12, chaser: 'cd20' };
    void spec;
  });
});
