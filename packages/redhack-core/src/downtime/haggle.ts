// Classic haggling: a CHA test at difficulty 1, then the haggling dice off (or onto) the price.
import { combine, type Distribution, type Rng } from '@rollwright/dice';
import { type RedhackOptions } from '../options/index.js';
import { hagglingDistribution, rollHaggling, MAX_HAGGLE_VALUE } from '../tables/haggling.js';
import { rollTest, testDistribution, type TestResult, type TestSpec } from '../tests/index.js';
import { DowntimeError } from './DowntimeError.js';

/**
 * A haggle over an order.
 * @since 0.1.0
 * @category RedHack downtime
 */
export interface HaggleSpec {
  /** The order's value in gp, whole, 10..10⁹. */
  readonly value: number;
  /** The haggler's CHA, 0..19. */
  readonly cha: number;
  /** The test's difficulty (default 1; the DM may raise it after successful haggles). */
  readonly difficulty?: number;
}

/**
 * What a haggle came to.
 * @since 0.1.0
 * @category RedHack downtime
 */
export interface HaggleResult {
  /** The CHA test. */
  readonly test: TestResult;
  /** The haggling dice's total in gp (×1.5, rounded down, on a natural 20). */
  readonly amount: number;
  /** The change to the price: −amount on a success, +amount on a failure. */
  readonly change: number;
  /** The price after haggling (never below 0). */
  readonly price: number;
}

function check(spec: HaggleSpec): TestSpec {
  if (typeof spec !== 'object' || spec === null) throw new DowntimeError('R43', 'a haggle spec must be an object', spec);
  const v = spec.value;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 10 || v > MAX_HAGGLE_VALUE) {
    throw new DowntimeError('R43', `haggling needs an order of at least 10 gp (whole, at most ${MAX_HAGGLE_VALUE}), got ${String(v)}`, v);
  }
  return { attribute: spec.cha, difficulty: spec.difficulty ?? 1, tags: ['attribute:CHA', 'haggle'] };
}

/**
 * The exact distribution of the price change from haggling (classic): a CHA test at difficulty
 * 1; on a success the haggling dice come off the price, on a failure they are added; a natural 20
 * adds half again (rounded down). Source: redhack-rules.txt › Haggling; rulings
 * [R43](../../../../docs/rulings/redhack.md#r43), [R78](../../../../docs/rulings/redhack.md#r78).
 *
 * @param spec - The haggle; never mutated.
 * @param options - Test options (the edition is classic).
 * @returns Weights over the CHA test and the haggling dice: negative = cheaper.
 * @throws {@link DowntimeError} (`R43`) for an order under 10 gp; the test core's errors for a bad CHA.
 * @example
 * ```ts
 * probabilityWhere(haggleDistribution({ value: 10, cha: 12 }), (x) => x < 0); // 1/2
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function haggleDistribution(spec: HaggleSpec, options: RedhackOptions = {}): Distribution<number> {
  const t = testDistribution(check(spec), { ...options, edition: 'classic' });
  return combine(t, hagglingDistribution(spec.value), (o, x) => changeOf(o === 'critical-success', o.endsWith('success'), x));
}

function changeOf(critical: boolean, success: boolean, dice: number): number {
  const amount = critical ? Math.floor((dice * 3) / 2) : dice;
  return success ? -amount : amount;
}

/**
 * Rolls a haggle: the CHA test, then the haggling dice.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The haggle; never mutated.
 * @param options - Test options (the edition is classic).
 * @returns The test, the amount, the change and the new price, and the next state.
 * @throws {@link DowntimeError} as {@link haggleDistribution}.
 * @example
 * ```ts
 * const [h, next] = rollHaggle(seed(6), { value: 250, cha: 13 });
 * h.price; // 250 + h.change
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function rollHaggle(rng: Rng, spec: HaggleSpec, options: RedhackOptions = {}): readonly [result: HaggleResult, next: Rng] {
  const [test, r1] = rollTest(rng, check(spec), { ...options, edition: 'classic' });
  const [dice, r2] = rollHaggling(r1, spec.value);
  const critical = test.outcome === 'critical-success';
  const change = changeOf(critical, test.success, dice);
  const amount = Math.abs(change);
  return [Object.freeze({ test, amount, change, price: Math.max(0, spec.value + change) }), r2];
}
