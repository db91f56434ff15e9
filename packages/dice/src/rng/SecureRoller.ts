import type { Rng } from './Rng.js';
import { nextInt } from './nextInt.js';
import { rollDie } from './rollDie.js';
import { seedFromEntropy } from './seedFromEntropy.js';
import type { DiceRoller } from './DiceRoller.js';

/**
 * A roller for hidden rolls: the same methods as {@link Roller}, but every call starts from
 * 128 fresh bits of the platform's secure random source (`crypto.getRandomValues`) instead of
 * continuing a seeded stream. Nothing can be replayed, and no number of observed results
 * tells anything about the next call, so it suits a GM's screen, a VTT server's secret rolls
 * or a shuffled deck the players must not predict.
 *
 * Within one call (one {@link SecureRoller.use} step, say a whole `roll('8d6')`), the dice
 * come from the ordinary fast generator started from that fresh state; the next call starts
 * from new entropy again. There is no `state` to save: use {@link Roller} when a session must
 * be replayable.
 *
 * @example
 * ```ts
 * const hidden = new SecureRoller();
 * const stealth = hidden.use((r) => roll(r, '1d20+7')).total; // nobody can predict or replay it
 * hidden.die(6);
 * ```
 * @since 1.0.0
 * @category RNG
 */
export class SecureRoller implements DiceRoller {
  /**
   * Runs any pure Rollwright function that takes an `Rng` first and returns `[value, next]`,
   * on a state made from fresh secure entropy; the next state is thrown away.
   *
   * @param step - A pure function of the generator state.
   * @returns The value the function produced.
   * @throws `TypeError` if the platform has no Web Crypto; whatever `step` throws.
   */
  use<T>(step: (rng: Rng) => readonly [T, Rng]): T {
    return step(seedFromEntropy().rng)[0];
  }
  /**
   * Rolls one die from fresh secure entropy.
   *
   * @param sides - Faces, a safe integer ≥ 1.
   * @returns A face `1..sides`.
   * @throws {@link RngStateError} on a bad side count.
   */
  die(sides: number): number {
    return this.use((r) => rollDie(r, sides));
  }
  /**
   * An integer in `min..max` from fresh secure entropy.
   *
   * @param min - Lowest, a safe integer.
   * @param max - Highest, a safe integer ≥ `min`.
   * @returns The value.
   * @throws {@link RngStateError} on bad bounds.
   */
  int(min: number, max: number): number {
    return this.use((r) => nextInt(r, min, max));
  }
}
