import { generatorOf, stateOf, type Rng } from './Rng.js';
import { RngStateError } from './RngStateError.js';
import { between } from './draw.js';

/**
 * Draws an integer uniformly from `min..max` (both included), without modulo bias. The value
 * comes from the high part of a hashed generator output, never from its low bits alone.
 *
 * @param rng - Generator state; never mutated.
 * @param min - Smallest value, a safe integer.
 * @param max - Largest value, a safe integer ≥ `min`, with `max - min < 2^53`.
 * @returns The value and the next state (fresh, readonly by type, not frozen; see {@link Rng}).
 * @throws {@link RngStateError} if `min`/`max` are not safe integers, `max < min`, or the
 *   range holds more than 2^53 integers.
 * @example
 * ```ts
 * const [n, next] = nextInt(seed(1), 1, 100);
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function nextInt(rng: Rng, min: number, max: number): readonly [value: number, next: Rng] {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min || max - min >= 2 ** 53) {
    throw new RngStateError(`nextInt needs safe integers min ≤ max at most 2^53 apart, got ${typeof min === 'number' ? String(min) : typeof min}..${typeof max === 'number' ? String(max) : typeof max}`);
  }
  const g = generatorOf(rng);
  const value = between(g, min, max);
  return [value, stateOf(g)];
}
