import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { fromGenerator, toGenerator, type Rng } from './Rng.js';
import { RngStateError } from './RngStateError.js';

/**
 * Draws an integer uniformly from `min..max` (both included), without modulo bias.
 *
 * @param rng - Generator state; never mutated.
 * @param min - Smallest value, a safe integer.
 * @param max - Largest value, a safe integer ≥ `min`.
 * @returns The value and the next state.
 * @throws {@link RngStateError} if `min`/`max` are not safe integers or `max < min`.
 * @example
 * ```ts
 * const [n, next] = nextInt(seed(1), 1, 100);
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function nextInt(rng: Rng, min: number, max: number): readonly [value: number, next: Rng] {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
    throw new RngStateError(`nextInt needs safe integers min ≤ max, got ${String(min)}..${String(max)}`);
  }
  const g = toGenerator(rng);
  const value = uniformInt(g, min, max);
  return [value, fromGenerator(g)];
}
