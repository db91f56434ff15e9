import { fromGenerator, toGenerator, type Rng } from './Rng.js';

/**
 * Splits a state into two independent streams: `left` continues the original stream one
 * step on, `right` starts 2^64 draws further along (xoroshiro128+'s jump). Use it to give
 * separate dice, players or tables streams that can never overlap in practice.
 *
 * @param rng - Generator state; never mutated.
 * @returns Two states, `[left, right]`.
 * @throws {@link RngStateError} if `rng` is not a valid state.
 * @example
 * ```ts
 * const [forAttack, forDamage] = split(seed(3));
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function split(rng: Rng): readonly [left: Rng, right: Rng] {
  const a = toGenerator(rng);
  const b = toGenerator(rng);
  a.next();
  b.jump();
  return [fromGenerator(a), fromGenerator(b)];
}
