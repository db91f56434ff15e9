import type { Rng } from './Rng.js';
import { seed } from './seed.js';
import { entropyWords } from './entropy.js';

/**
 * @internal The one seed code whose state would be all zero: the low half cancels the first
 * key (2^64 - GOLDEN), the high half the second (2^64 - GOLDEN2). {@link seed} refuses it.
 */
export const ZERO_STATE_CODE = '40a7b892e31b1a4761c8864680b583eb';

/**
 * Creates an RNG state from 128 fresh bits of the platform's secure random source
 * (`crypto.getRandomValues`, present in browsers and Node ≥ 20), together with the seed code
 * that replays it. Nobody can guess the seed; but the stream it starts is an ordinary seeded
 * stream, **replayable, not secret**: whoever holds the code (or the state) can recompute
 * every roll, and someone who sees many results could in principle work the state out. For
 * rolls that must stay hidden (a GM's screen, a VTT server), use {@link SecureRoller}.
 *
 * @returns A fresh state and its 128-bit seed code (32 lowercase hexadecimal digits):
 *   `seed(code)` gives the same state again (log it to replay the session).
 * @throws `TypeError` if the platform has no Web Crypto.
 * @example
 * ```ts
 * const { rng, seed: code } = seedFromEntropy();
 * console.log(`replay with seed('${code}')`);
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function seedFromEntropy(): {
  /** The fresh generator state. */
  readonly rng: Rng;
  /** The 128-bit seed code it was made from: `seed(code)` gives the same state again. */
  readonly seed: string;
} {
  for (;;) {
    const words = entropyWords(4);
    let code = '';
    for (const w of words) code += w.toString(16).padStart(8, '0');
    // One code in 2^128 would give the all-zero state (which seed() refuses): draw again.
    if (code !== ZERO_STATE_CODE) return { rng: seed(code), seed: code };
  }
}
