import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { fromGenerator, type Rng } from './Rng.js';
import { RngStateError } from './RngStateError.js';

/**
 * Creates the RNG state for a seed. The same seed gives the same stream on every platform.
 *
 * @param value - The seed: a safe integer (any sign). Only its low 32 bits are used, so
 *   seeds that differ by a multiple of 2^32 give the same stream.
 * @returns A fresh generator state.
 * @throws {@link RngStateError} if `value` is not a safe integer (`NaN`, `1.5`, `Infinity`…).
 * @example
 * ```ts
 * const rng = seed(42);
 * const [face] = rollDie(rng, 6); // always the same face for seed 42
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function seed(value: number): Rng {
  if (!Number.isSafeInteger(value)) {
    throw new RngStateError(`a seed must be a safe integer, got ${String(value)}`);
  }
  return fromGenerator(xoroshiro128plus(value | 0));
}
