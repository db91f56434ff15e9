import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { fromGenerator, toGenerator, type Rng } from './Rng.js';
import { childState } from './mix64.js';

/**
 * Splits a state into two new, independent streams, for separate dice, players, tables or
 * tasks that must not share rolls.
 *
 * Each child's state is a strong hash of the parent's whole 128-bit state together with the
 * child's index (0 for `left`, 1 for `right`); neither child continues the parent's stream.
 * The guarantee, for any split tree (splitting children again, to any depth):
 *
 * - a parent and its two children, and the two children themselves, start from unrelated states;
 * - two different parents never give the same child at the same index (for a fixed index the
 *   hash is one-to-one on states);
 * - any two nodes of the tree share a stream (start equal, or one runs into the other) only
 *   through a collision of a 128-bit hash: for a tree of a million nodes each drawing a
 *   million values, the chance is below 2^-60.
 *
 * `split` is deterministic: the same parent always gives the same children, so a seeded
 * program that splits stays replayable. Keep using the parent and a child together only if
 * you mean to; the usual pattern is to replace the parent by its children.
 *
 * @param rng - Generator state; never mutated.
 * @returns Two frozen states, `[left, right]`.
 * @throws {@link RngStateError} if `rng` is not a valid state.
 * @example
 * ```ts
 * const [forAttack, forDamage] = split(seed(3));
 * ```
 * @since 0.1.0
 * @category RNG
 */
export function split(rng: Rng): readonly [left: Rng, right: Rng] {
  const state = toGenerator(rng).getState() as unknown as Rng['state'];
  return [fromGenerator(xoroshiro128plusFromState(childState(state, 0))), fromGenerator(xoroshiro128plusFromState(childState(state, 1)))];
}
