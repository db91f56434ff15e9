import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { RngStateError } from './RngStateError.js';

/**
 * The state of Rollwright's random number generator: a small plain object that survives
 * `JSON.stringify` / `JSON.parse` and continues the same stream afterwards.
 *
 * The generator is pure-rand's xoroshiro128+; `state` holds its four signed 32-bit words.
 * {@link seed} hashes the seed into these words, {@link split} hashes a state into its
 * children's, and every value drawn from it goes through a hash of each output and is taken
 * from the high part of the result (see {@link nextInt}).
 * Public functions never mutate an `Rng`: they return the next state alongside the value.
 * States from {@link seed} and {@link split} are frozen; the per-draw functions
 * {@link nextInt}, {@link rollDie}, {@link roll} and {@link rollTotal} return fresh, unfrozen
 * states (readonly by type: freezing cost more than the draw itself). Treat every `Rng` as
 * immutable either way.
 *
 * @example
 * ```ts
 * const r0 = seed(42);
 * const [face, r1] = rollDie(r0, 20);
 * const copy: Rng = JSON.parse(JSON.stringify(r1)); // continues exactly like r1
 * ```
 * @since 0.1.0
 * @category RNG
 */
export interface Rng {
  /** Always `"xoroshiro128+"`; kept so a stored state says which generator it belongs to. */
  readonly algorithm: 'xoroshiro128+';
  /** The generator's four 32-bit words (each a signed 32-bit integer). */
  readonly state: readonly [number, number, number, number];
}

/** @internal Turns a public state into a mutable pure-rand generator (a fresh object each time). */
export function toGenerator(rng: Rng): JumpableRandomGenerator {
  assertRng(rng);
  return xoroshiro128plusFromState(rng.state);
}

/**
 * @internal A pure-rand generator's state as a public `Rng` without freezing it: for the
 * per-draw paths (`nextInt`, `rollDie`, `roll`, `rollTotal`) where `Object.freeze` costs more than the roll itself. The
 * object is fresh, owned by nobody else and typed readonly; no code ever writes to it.
 */
export function stateOf(g: JumpableRandomGenerator): Rng {
  // pure-rand's xoroshiro128+ `getState` returns a fresh array of its four words: no copy needed.
  return { algorithm: 'xoroshiro128+', state: g.getState() as unknown as Rng['state'] };
}

/**
 * @internal The generator for a state, checked like {@link assertRng} (which only runs to throw
 * its error).
 */
export function generatorOf(rng: Rng): JumpableRandomGenerator {
  // The valid case inline (this runs on every roll); anything else goes to assertRng's errors.
  const s = rng?.state;
  if (rng?.algorithm === 'xoroshiro128+' && Array.isArray(s) && s.length === 4) {
    const a = s[0];
    const b = s[1];
    const c = s[2];
    const d = s[3];
    if (isInt32(a) && isInt32(b) && isInt32(c) && isInt32(d) && (a | b | c | d) !== 0) return xoroshiro128plusFromState(s);
  }
  return toGenerator(rng);
}

/** @internal Freezes a pure-rand generator's state back into a public `Rng`. */
export function fromGenerator(g: JumpableRandomGenerator): Rng {
  const r = stateOf(g);
  Object.freeze(r.state);
  return Object.freeze(r);
}

/** A signed 32-bit integer (`x | 0` leaves exactly those unchanged; bigints must not reach it). */
function isInt32(x: unknown): x is number {
  return typeof x === 'number' && (x | 0) === x;
}

/**
 * Checks that a value (for example one read back from JSON) is a valid {@link Rng}.
 *
 * @param value - Anything.
 * @throws {@link RngStateError} if `value` is not an `Rng` with four signed 32-bit integer words,
 *   or if all four words are 0 (the one state xoroshiro128+ can never leave).
 * @example
 * ```ts
 * assertRng(JSON.parse(saved)); // throws RngStateError on a corrupted save
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function assertRng(value: unknown): asserts value is Rng {
  if (typeof value !== 'object' || value === null) throw new RngStateError('an RNG state must be an object');
  const v = value as { algorithm?: unknown; state?: unknown };
  if (v.algorithm !== 'xoroshiro128+') {
    throw new RngStateError(`unknown RNG algorithm ${JSON.stringify(v.algorithm)}; expected "xoroshiro128+"`);
  }
  // Plain comparisons, no callbacks: this runs on every roll.
  const [a, b, c, d] = Array.isArray(v.state) && v.state.length === 4 ? (v.state as unknown[]) : [];
  if (!(isInt32(a) && isInt32(b) && isInt32(c) && isInt32(d))) {
    throw new RngStateError('an RNG state must hold exactly four signed 32-bit integers');
  }
  if ((a | b | c | d) === 0) throw new RngStateError('an all-zero xoroshiro128+ state never changes');
}
