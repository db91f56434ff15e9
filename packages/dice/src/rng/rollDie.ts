import { below } from './draw.js';
import { generatorOf, stateOf, type Rng } from './Rng.js';
import { RngStateError } from './RngStateError.js';

/**
 * Rolls one die with faces `1..sides`.
 *
 * @param rng - Generator state; never mutated.
 * @param sides - Number of faces, a safe integer ≥ 1.
 * @returns The face (pips, `1..sides`) and the next state (a fresh plain object, readonly by type
 *   and not frozen: freezing cost more than the draw; see {@link Rng}).
 * @throws {@link RngStateError} if `sides` is not a safe integer ≥ 1.
 * @example
 * ```ts
 * const [str, r1] = rollDie(seed(7), 20);
 * const [dex, r2] = rollDie(r1, 20);
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function rollDie(rng: Rng, sides: number): readonly [face: number, next: Rng] {
  if (!Number.isSafeInteger(sides) || sides < 1) {
    throw new RngStateError(`a die needs a whole number of sides ≥ 1, got ${typeof sides === 'number' ? String(sides) : typeof sides}`);
  }
  // nextInt(rng, 1, sides) without its range checks (`sides` is checked above): the same draw.
  const g = generatorOf(rng);
  const face = 1 + below(g, sides);
  return [face, stateOf(g)];
}
