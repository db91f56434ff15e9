import { constant, die, fromWeights, rollDie, sumOf, type Distribution, type Rng } from '@rollwright/dice';
import { SuitValueError } from '../errors/SuitValueError.js';
import type { Degree } from '../suitTest/degree.js';
import { rollSuitTest, suitTestDistribution, type SuitTestResult } from '../suitTest/suitTest.js';

/**
 * Longest fall accepted, in squares (200 squares ≈ 1000 ft = 100d6); checked before any work.
 * @example
 * ```ts
 * MAX_FALL_SQUARES; // 200
 * ```
 * @since 0.1.0
 * @category Falling
 */
export const MAX_FALL_SQUARES = 200;

/**
 * A fall (seed § Falling, [Z30](../../../../docs/rulings/zilch.md#z30)).
 * @since 0.1.0
 * @category Falling
 */
export interface Fall {
  /** Distance fallen, in squares (1 square ≈ 5 ft), whole number 0..{@link MAX_FALL_SQUARES}. */
  readonly squares: number;
  /** Jumped down on purpose: −1d6. */
  readonly jumped?: boolean;
  /** Landing on spikes or jagged rocks: +1d6. */
  readonly treacherous?: boolean;
  /** ♠ (Acrobatics) skill if the faller makes the test (CS −2d6, S −1d6, F 0, CF +1d6); omit for no test. */
  readonly acrobatics?: number;
}

/**
 * Number of d6 for a fall ([Z30](../../../../docs/rulings/zilch.md#z30)): max(0, floor(squares / 2) − [jumped] + acrobatics delta + [treacherous]).
 *
 * @param fall - The fall (its `acrobatics` field is ignored here).
 * @param degree - The Acrobatics test result, if any.
 * @returns Dice count ≥ 0.
 * @throws {@link SuitValueError} if `squares` is not a whole number in 0..{@link MAX_FALL_SQUARES}.
 * @example
 * ```ts
 * fallDice({ squares: 4 });                        // 2 — a third-story window, 2d6
 * fallDice({ squares: 4, jumped: true }, 'S');     // 0
 * ```
 * @since 0.1.0
 * @category Falling
 */
export function fallDice(fall: Fall, degree?: Degree): number {
  if (!Number.isInteger(fall.squares) || fall.squares < 0 || fall.squares > MAX_FALL_SQUARES) {
    throw new SuitValueError(`a fall is 0..${MAX_FALL_SQUARES} whole squares, got ${String(fall.squares)}`);
  }
  const delta = degree === 'CS' ? -2 : degree === 'S' ? -1 : degree === 'CF' ? 1 : 0;
  return Math.max(0, Math.floor(fall.squares / 2) - (fall.jumped === true ? 1 : 0) + delta + (fall.treacherous === true ? 1 : 0));
}

/**
 * The exact distribution of fall damage: the Acrobatics degree (if tested) mixed with the
 * resulting number of d6 — the same definition {@link rollFall} samples.
 *
 * @param fall - The fall.
 * @returns The distribution of damage points.
 * @throws {@link SuitValueError} for a bad distance or skill.
 * @example
 * ```ts
 * mean(fallDamageDistribution({ squares: 4 })); // 7 (2d6)
 * ```
 * @since 0.1.0
 * @category Falling
 */
export function fallDamageDistribution(fall: Fall): Distribution<number> {
  fallDice(fall);
  const branches: [number, bigint][] =
    fall.acrobatics === undefined
      ? [[fallDice(fall), 1n]]
      : suitTestDistribution(fall.acrobatics).outcomes.map((d, i) => [fallDice(fall, d), suitTestDistribution(fall.acrobatics as number).weights[i] ?? 0n]);
  const maxDice = Math.max(...branches.map(([n]) => n));
  const acc = new Map<number, bigint>();
  for (const [n, w] of branches) {
    const d = n === 0 ? constant(0) : sumOf(n, die(6));
    const scale = 6n ** BigInt(maxDice) / d.total;
    d.outcomes.forEach((x, j) => acc.set(x, (acc.get(x) ?? 0n) + w * (d.weights[j] ?? 0n) * scale));
  }
  return fromWeights(acc);
}

/**
 * Rolls a fall: the Acrobatics test if any, then the d6s (seed § Falling, [Z30](../../../../docs/rulings/zilch.md#z30)).
 *
 * @param rng - Generator state; never mutated.
 * @param fall - The fall.
 * @returns Damage, dice and test, and the next state.
 * @throws {@link SuitValueError} for a bad distance or skill.
 * @example
 * ```ts
 * const [{ damage }, next] = rollFall(seed(1), { squares: 4, jumped: true, acrobatics: 9 });
 * ```
 * @since 0.1.0
 * @category Falling
 */
export function rollFall(
  rng: Rng,
  fall: Fall,
): readonly [result: { 
/** Damage points rolled. */
readonly damage: number; 
/** Number of d6 rolled. */
readonly dice: number; 
/** The Acrobatics test, or `null`. */
readonly test: SuitTestResult | null }, next: Rng] {
  fallDice(fall);
  let r = rng;
  let test: SuitTestResult | null = null;
  if (fall.acrobatics !== undefined) {
    const [t, next] = rollSuitTest(r, fall.acrobatics);
    test = t;
    r = next;
  }
  const dice = fallDice(fall, test?.degree);
  let damage = 0;
  for (let i = 0; i < dice; i++) {
    const [d, next] = rollDie(r, 6);
    damage += d;
    r = next;
  }
  return [Object.freeze({ damage, dice, test }), r];
}
