import type { Rng } from './Rng.js';

/**
 * What {@link Roller} (seeded, replayable) and {@link SecureRoller} (secure, hidden) have in
 * common: code written against `DiceRoller` works with either, so the same VTT function can
 * roll a replayable public check or a hidden GM roll.
 *
 * @example
 * ```ts
 * function attack(dice: DiceRoller): number { return dice.use((r) => roll(r, '1d20+5')).total; }
 * attack(new Roller(42));      // replayable
 * attack(new SecureRoller());  // hidden
 * ```
 * @since 1.0.0
 * @category RNG
 */
export interface DiceRoller {
  /**
   * Runs a pure Rollwright function that takes an `Rng` first and returns `[value, next]`.
   *
   * @param step - A pure function of the generator state.
   * @returns The value the function produced.
   */
  use<T>(step: (rng: Rng) => readonly [T, Rng]): T;
  /**
   * Rolls one die.
   *
   * @param sides - Faces, a safe integer ≥ 1.
   * @returns A face `1..sides`.
   */
  die(sides: number): number;
  /**
   * An integer in `min..max`, both included.
   *
   * @param min - Lowest, a safe integer.
   * @param max - Highest, a safe integer ≥ `min`.
   * @returns The value.
   */
  int(min: number, max: number): number;
}
