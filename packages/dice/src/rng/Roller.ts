import type { Rng } from './Rng.js';
import { assertRng } from './Rng.js';
import { nextInt } from './nextInt.js';
import { rollDie } from './rollDie.js';
import { seed } from './seed.js';
import type { DiceRoller } from './DiceRoller.js';

/**
 * A small stateful convenience wrapper over the pure API, for scripts and VTT code that
 * would rather not thread states by hand. It holds an {@link Rng} and replaces it after each
 * draw; `state` can be saved at any time and handed back to `new Roller(state)`.
 * Its rolls are replayable, not secret (see {@link seed}); {@link SecureRoller} has the same
 * methods for hidden rolls.
 *
 * @example
 * ```ts
 * const r = new Roller(42);
 * r.die(6); r.die(6);
 * const saved = JSON.stringify(r.state); // resume later with new Roller(JSON.parse(saved))
 * ```
 * @since 0.1.0
 * @category RNG
 */
export class Roller implements DiceRoller {
  #rng: Rng;
  /**
   * @param from - A seed (safe integer or 32-digit seed code, as {@link seed} takes) or a saved {@link Rng}.
   * @throws {@link RngStateError} if the seed or state is invalid.
   */
  constructor(from: number | string | Rng) {
    if (typeof from === 'number' || typeof from === 'string') this.#rng = seed(from);
    else {
      assertRng(from);
      this.#rng = from;
    }
  }
  /** The current state (immutable; safe to store). */
  get state(): Rng {
    return this.#rng;
  }
  /**
   * Runs any pure Rollwright function that takes an `Rng` first and returns `[value, next]`,
   * keeping the next state.
   * @param step - A pure function of the generator state.
   * @returns The value the function produced.
   */
  use<T>(step: (rng: Rng) => readonly [T, Rng]): T {
    const [value, next] = step(this.#rng);
    this.#rng = next;
    return value;
  }
  /**
   * Rolls one die. @param sides - Faces, ≥ 1. @returns A face `1..sides`.
   * @throws {@link RngStateError} on a bad side count.
   */
  die(sides: number): number {
    return this.use((r) => rollDie(r, sides));
  }
  /**
   * An integer in `min..max`. @param min - Lowest. @param max - Highest. @returns The value.
   * @throws {@link RngStateError} on bad bounds.
   */
  int(min: number, max: number): number {
    return this.use((r) => nextInt(r, min, max));
  }
}
