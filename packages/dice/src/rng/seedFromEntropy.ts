import type { Rng } from './Rng.js';
import { seed } from './seed.js';

/**
 * Creates an RNG state from the platform's secure random source (`crypto.getRandomValues`,
 * present in browsers and Node ≥ 20). This is the only place in Rollwright that touches
 * entropy; every other function is deterministic given its `Rng`.
 *
 * @returns A fresh state and the 32-bit seed it was made from (log it to replay the session).
 * @throws {@link RngStateError} never in practice; `TypeError` if the platform has no Web Crypto.
 * @example
 * ```ts
 * const { rng, seed: used } = seedFromEntropy();
 * console.log(`replay with --seed ${used}`);
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function seedFromEntropy(): {
  /** The fresh generator state. */
  readonly rng: Rng;
  /** The 32-bit seed it was made from: `seed(seed)` gives the same state again. */
  readonly seed: number;
} {
  const words = new Int32Array(1);
  // Typed locally: the package compiles without DOM or Node typings (lib ES2022, types []).
  (globalThis as unknown as { crypto: { getRandomValues(a: Int32Array): Int32Array } }).crypto.getRandomValues(words);
  const used = words[0] ?? 0;
  return { rng: seed(used), seed: used };
}
