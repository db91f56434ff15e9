// Classic haggling: a CHA test at difficulty 1, then the haggling dice off (or onto) the price.
import { combine, type Distribution, type Rng } from '@rollwright/dice';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { hagglingDistribution, hagglingSteps, MAX_HAGGLE_VALUE } from '../tables/haggling.js';
import { rollDice } from '../magic/enumerate.js';
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
  /** The test's difficulty (default 1; a vendor's drifted difficulty, see {@link HaggleVendor}). */
  readonly difficulty?: number;
  /**
   * `buy` (default): a success takes the dice off the price, a failure adds them. `sell`: the
   * players sell the order; a success adds the dice to what they are paid, a failure takes them off.
   */
  readonly side?: 'buy' | 'sell';
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
  /** The change to the price: buying −amount on a success, +amount on a failure; selling the reverse. */
  readonly change: number;
  /** The price after haggling (never below 0): what the players pay, or are paid when selling. */
  readonly price: number;
}

function check(spec: HaggleSpec): TestSpec {
  if (typeof spec !== 'object' || spec === null) throw new DowntimeError('R43', 'a haggle spec must be an object', spec);
  const v = spec.value;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 10 || v > MAX_HAGGLE_VALUE) {
    throw new DowntimeError('R43', `haggling needs an order of at least 10 gp (whole, at most ${MAX_HAGGLE_VALUE}), got ${String(v)}`, v);
  }
  if (spec.side !== undefined && spec.side !== 'buy' && spec.side !== 'sell') throw new DowntimeError('R96', `side must be 'buy' or 'sell', got ${String(spec.side)}`, spec.side);
  return { attribute: spec.cha, difficulty: spec.difficulty ?? 1, tags: ['attribute:CHA', 'haggle'] };
}

/**
 * The exact distribution of the price change from haggling (classic): a CHA test at difficulty
 * 1; on a success the haggling dice come off the price, on a failure they are added; a natural 20
 * adds half again (rounded down). Selling (`side: 'sell'`) mirrors it: a success raises what the
 * players are paid. Source: redhack-rules.txt › Haggling; rulings
 * [R43](../../../../docs/rulings/redhack.md#r43-haggling-dice), [R78](../../../../docs/rulings/redhack.md#r78-the-haggling-test),
 * [R96](../../../../docs/rulings/redhack.md#r96-haggling-declining-selling-and-difficulty-drift).
 *
 * @param spec - The haggle; never mutated.
 * @param options - Test options (the edition is classic).
 * @returns Weights over the CHA test and the haggling dice: the change to the price.
 * @throws {@link DowntimeError} (`R43`) for an order under 10 gp, (`R96`) for a bad side; the
 *   test core's errors for a bad CHA; {@link "@rollwright/dice"!index.DistributionError} for an order of 10 000 gp or more,
 *   whose exact odds need more work than the dice package's limit allows ({@link rollHaggle} still rolls it).
 * @example
 * ```ts
 * probabilityWhere(haggleDistribution({ value: 10, cha: 12 }), (x) => x < 0); // 1/2
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function haggleDistribution(spec: HaggleSpec, options: RedhackOptions = {}): Distribution<number> {
  const t = testDistribution(check(spec), { ...options, edition: 'classic' });
  const sell = spec.side === 'sell';
  return combine(t, hagglingDistribution(spec.value), (o, x) => changeOf(o === 'critical-success', o.endsWith('success'), x, sell));
}

function changeOf(critical: boolean, success: boolean, dice: number, sell: boolean): number {
  const amount = critical ? Math.floor((dice * 3) / 2) : dice;
  return success !== sell ? -amount : amount;
}

/**
 * Rolls a haggle: the CHA test, then the haggling dice (each d6 − 1 at its step's multiplier,
 * the same dice {@link haggleDistribution} counts), so an order of any size rolls without
 * building its distribution.
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
  let r2 = r1;
  let dice = 0;
  for (const step of hagglingSteps(spec.value)) {
    const [faces, next] = rollDice(r2, Array.from({ length: step.count }, () => 6));
    r2 = next;
    for (const f of faces) dice += (f - 1) * step.multiplier;
  }
  const critical = test.outcome === 'critical-success';
  const change = changeOf(critical, test.success, dice, spec.side === 'sell');
  const amount = Math.abs(change);
  return [Object.freeze({ test, amount, change, price: Math.max(0, spec.value + change) }), r2];
}

/**
 * A classic vendor the players haggle with: the difficulty their next haggle faces and, after
 * they declined an inflated price, the terms that scale every later order.
 * @since 0.2.0
 * @category RedHack downtime
 */
export interface HaggleVendor {
  /** The difficulty of the next haggle with this vendor, whole 0..20 (a new vendor: 1). */
  readonly difficulty: number;
  /**
   * After a failed haggle the players declined: the price asked and the order's value. Every
   * later order costs (or fetches) its value × price ÷ value, until the players accept a deal
   * or spend a downtime action finding another vendor ({@link newVendor}).
   */
  readonly terms?: {
    /** The price the vendor asked (or offered, when the players sell), in gp. */
    readonly price: number;
    /** The order's value before haggling, in gp. */
    readonly value: number;
  };
}

/**
 * What the players do with a haggle's result: `accept` the haggled price, `decline` an
 * unfavourable one (a failed haggle), or `decline-discount` (after a success, deal at the full
 * value to keep the vendor sweet).
 * @since 0.2.0
 * @category RedHack downtime
 */
export type HaggleDecision = 'accept' | 'decline' | 'decline-discount';

/**
 * What settling a haggle returns.
 * @since 0.2.0
 * @category RedHack downtime
 */
export interface HaggleSettlement {
  /** The vendor afterwards (frozen). */
  readonly vendor: HaggleVendor;
  /** The gp paid (buying) or received (selling); `null` when the players declined. */
  readonly paid: number | null;
  /** What happened. */
  readonly log: readonly string[];
}

const MAX_VENDOR_DIFFICULTY = 20;

function checkVendor(v: HaggleVendor): void {
  const d = v?.difficulty;
  if (typeof v !== 'object' || v === null || typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > MAX_VENDOR_DIFFICULTY) {
    throw new DowntimeError('R96', `a vendor needs a whole difficulty 0..${MAX_VENDOR_DIFFICULTY}`, v);
  }
  const t = v.terms;
  if (t !== undefined && (typeof t !== 'object' || t === null || !Number.isSafeInteger(t.price) || t.price < 0 || !Number.isSafeInteger(t.value) || t.value < 10)) {
    throw new DowntimeError('R96', 'vendor terms need a whole price ≥ 0 and a whole value ≥ 10', t);
  }
}

/**
 * A vendor the players have not haggled with yet (or the new one a downtime action finds).
 *
 * @param difficulty - The first haggle's difficulty, whole 0..20 (default 1, ruling R78).
 * @returns The vendor.
 * @throws {@link DowntimeError} (`R96`) for a bad difficulty.
 * @example
 * ```ts
 * newVendor(); // { difficulty: 1 }
 * ```
 * @since 0.2.0
 * @category RedHack downtime
 */
export function newVendor(difficulty = 1): HaggleVendor {
  const v = { difficulty };
  checkVendor(v);
  return Object.freeze(v);
}

/**
 * What an order of this value costs (or fetches) at a vendor: the value itself, or, after the
 * players declined an inflated price, the value scaled by the declined terms, to the nearest gp
 * (halves up). Source: redhack-rules.txt › Haggling.
 *
 * @param vendor - The vendor; never mutated.
 * @param value - The order's value in gp, whole 0..10⁹.
 * @returns The price in gp.
 * @throws {@link DowntimeError} (`R96`) for a bad vendor or value.
 * @example
 * ```ts
 * vendorPrice({ difficulty: 1, terms: { price: 130, value: 100 } }, 50); // 65
 * ```
 * @since 0.2.0
 * @category RedHack downtime
 */
export function vendorPrice(vendor: HaggleVendor, value: number): number {
  checkVendor(vendor);
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_HAGGLE_VALUE) throw new DowntimeError('R96', `an order value is a whole number of gp 0..${MAX_HAGGLE_VALUE}, got ${String(value)}`, value);
  const t = vendor.terms;
  if (t === undefined) return value;
  return Number((BigInt(value) * BigInt(t.price) * 2n + BigInt(t.value)) / (2n * BigInt(t.value)));
}

/**
 * Settles a haggle with a vendor ([ruling R96](../../../../docs/rulings/redhack.md#r96-haggling-declining-selling-and-difficulty-drift)):
 * accepting deals at the haggled price; declining a failed haggle leaves the vendor's inflated
 * terms on every later order ({@link vendorPrice}) until a deal is made or another vendor is
 * found; declining a discount deals at the full value. With `haggleDrift: 'automatic'` an
 * accepted successful haggle raises the vendor's difficulty by 1 and a declined discount lowers
 * it by 1 (never below 0); with the default `dm` the difficulty changes only through
 * {@link adjustHaggleDifficulty}. A discount never covers items added to the order later: haggle
 * them afresh. Source: redhack-rules.txt › Haggling.
 *
 * @param vendor - The vendor; never mutated.
 * @param spec - The haggle that was rolled; never mutated.
 * @param result - Its result ({@link rollHaggle}); never mutated.
 * @param decision - What the players do.
 * @param options - Rule options; reads `haggleDrift`.
 * @returns The vendor afterwards, what was paid, and the log.
 * @throws {@link DowntimeError} (`R96`) for a bad vendor or decision, declining a favourable
 *   price, or declining a discount the haggle did not win.
 * @example
 * ```ts
 * const spec = { value: 100, cha: 12 };
 * const [h] = rollHaggle(seed(6), spec);
 * settleHaggle(newVendor(), spec, h, 'accept').paid; // h.price
 * ```
 * @since 0.2.0
 * @category RedHack downtime
 */
export function settleHaggle(vendor: HaggleVendor, spec: HaggleSpec, result: HaggleResult, decision: HaggleDecision, options: RedhackOptions = {}): HaggleSettlement {
  checkVendor(vendor);
  check(spec);
  const auto = resolveOptions({ ...options, edition: 'classic' }).haggleDrift === 'automatic';
  if (typeof result !== 'object' || result === null || typeof result.test !== 'object' || !Number.isSafeInteger(result.price)) throw new DowntimeError('R96', 'settle the result rollHaggle returned', result);
  const sell = spec.side === 'sell';
  const won = result.test.success;
  const what = sell ? 'sell' : 'buy';
  const bump = (d: number): number => Math.max(0, Math.min(MAX_VENDOR_DIFFICULTY, vendor.difficulty + d));
  const done = (v: HaggleVendor, paid: number | null, log: string[]): HaggleSettlement => Object.freeze({ vendor: Object.freeze(v), paid, log: Object.freeze(log) });
  if (decision === 'accept') {
    const difficulty = won && auto ? bump(1) : vendor.difficulty;
    const log = [`the players ${what} for ${result.price} gp (order worth ${spec.value} gp)`];
    if (difficulty !== vendor.difficulty) log.push(`the vendor will be harder to haggle with: difficulty ${vendor.difficulty} → ${difficulty}`);
    return done({ difficulty }, result.price, log);
  }
  if (decision === 'decline') {
    if (won || result.change === 0) throw new DowntimeError('R96', 'only an unfavourable price (a failed haggle) is declined; accept the deal or decline the discount', decision);
    return done({ difficulty: vendor.difficulty, terms: { price: result.price, value: spec.value } }, null, [
      `the players decline to ${what} at ${result.price} gp; this vendor's prices stay ${sell ? 'lowered' : 'raised'} in proportion until they deal or find another vendor (a downtime action)`,
    ]);
  }
  if (decision === 'decline-discount') {
    if (!won) throw new DowntimeError('R96', 'only a won haggle has a discount to decline', decision);
    const difficulty = auto ? bump(-1) : vendor.difficulty;
    const log = [`the players ${what} at the full ${spec.value} gp, declining the haggled ${result.price} gp`];
    if (difficulty !== vendor.difficulty) log.push(`the vendor is pleased: difficulty ${vendor.difficulty} → ${difficulty}`);
    return done({ difficulty }, spec.value, log);
  }
  throw new DowntimeError('R96', `a decision is accept, decline or decline-discount, got ${String(decision)}`, decision);
}

/**
 * Changes a vendor's haggling difficulty at the DM's word: raise it after the players' haggling
 * wins, lower it for favours done for the merchant. Kept within 0..20.
 *
 * @param vendor - The vendor; never mutated.
 * @param delta - The change, a whole number −20..20.
 * @returns The vendor with the new difficulty.
 * @throws {@link DowntimeError} (`R96`) for a bad vendor or delta.
 * @example
 * ```ts
 * adjustHaggleDifficulty(newVendor(), -1).difficulty; // 0
 * ```
 * @since 0.2.0
 * @category RedHack downtime
 */
export function adjustHaggleDifficulty(vendor: HaggleVendor, delta: number): HaggleVendor {
  checkVendor(vendor);
  if (!Number.isInteger(delta) || Math.abs(delta) > MAX_VENDOR_DIFFICULTY) throw new DowntimeError('R96', `a difficulty change is a whole number −20..20, got ${String(delta)}`, delta);
  return Object.freeze({ ...vendor, difficulty: Math.max(0, Math.min(MAX_VENDOR_DIFFICULTY, vendor.difficulty + delta)) });
}
