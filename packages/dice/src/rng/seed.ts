import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { fromGenerator, type Rng } from './Rng.js';
import { RngStateError } from './RngStateError.js';
import { fromSafeInteger, stateFromSeed128, type U64 } from './mix64.js';

/** A 128-bit seed code: exactly 32 hexadecimal digits (what {@link seedFromEntropy} returns). */
const SEED_CODE = /^[0-9a-fA-F]{32}$/;

/**
 * Creates the RNG state for a seed. The same seed gives the same stream on every platform
 * (Node, browsers, any JavaScript engine: the seed is hashed with 32-bit arithmetic only).
 *
 * The seed is not used as the state directly: it goes through a strong integer hash
 * (SplitMix64's finaliser) first, so neighbouring seeds such as 41, 42 and 43 give streams
 * with no visible relation from the very first die. Every safe integer is a different seed
 * (all 53 bits and the sign count), and so is every 128-bit seed code.
 *
 * A seeded stream is **replayable, not secret**: anyone who knows or guesses the seed can
 * recompute every roll. Use {@link seedFromEntropy} for a seed nobody can guess, and
 * {@link SecureRoller} for rolls that must stay hidden.
 *
 * @param value - The seed: a safe integer (any sign), or a 128-bit seed code of exactly 32
 *   hexadecimal digits (case-insensitive) such as {@link seedFromEntropy} returns. A safe
 *   integer and the code of its 128-bit two's complement give the same state (`seed(1)` and
 *   `seed('00000000000000000000000000000001')`; `seed(-1)` and 32 `f`s).
 * @returns A fresh, frozen generator state.
 * @throws {@link RngStateError} if `value` is not a safe integer (`NaN`, `1.5`, `Infinity`,
 *   `2 ** 60`…) or a 32-digit hexadecimal string, or is the one code whose state would be all zero.
 * @example
 * ```ts
 * const rng = seed(42);
 * const [face] = rollDie(rng, 6); // always the same face for seed 42
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function seed(value: number | string): Rng {
  let hi: U64 = [0, 0];
  let lo: U64;
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    lo = fromSafeInteger(value);
    // A negative seed sign-extends into the high word, as its 128-bit two's complement would.
    if (value < 0) hi = [0xffffffff, 0xffffffff];
  } else if (typeof value === 'string' && SEED_CODE.test(value)) {
    const word = (i: number): number => Number.parseInt(value.slice(i * 8, i * 8 + 8), 16);
    hi = [word(0), word(1)];
    lo = [word(2), word(3)];
  } else {
    const v: unknown = value;
    const shown = typeof v === 'string' ? JSON.stringify(v) : typeof v === 'number' || typeof v === 'bigint' ? String(v) : typeof v;
    throw new RngStateError(`a seed must be a safe integer or a 32-digit hexadecimal seed code, got ${shown}`);
  }
  const state = stateFromSeed128(hi, lo);
  if ((state[0] | state[1] | state[2] | state[3]) === 0) {
    throw new RngStateError(`seed code ${value} gives the all-zero state, which never changes`);
  }
  return fromGenerator(xoroshiro128plusFromState(state));
}
