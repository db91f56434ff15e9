import { below } from '../rng/draw.js';
import { generatorOf, stateOf, type Rng } from '../rng/Rng.js';
import { MAX_NAMED_POOL } from './limits.js';
import { checkPool, type NamedDie, type NamedFace } from './namedDie.js';
import { tally, type NamedRoll } from './tallyNamedDice.js';

/**
 * Rolls a pool of named dice: each die shows one of its faces, each face equally likely, and
 * the symbols on the faces are tallied. Its frequencies are those of
 * {@link namedFaceDistribution}, {@link symbolCountDistribution} and
 * {@link netSymbolDistribution}, which count each face's symbols the same way, and its
 * record is the one {@link tallyNamedDice} gives for the faces drawn.
 *
 * @param rng - Generator state; never mutated.
 * @param pool - The dice, 0..{@link MAX_NAMED_POOL} dice from {@link namedDie} (repeat a die to
 *   throw it several times); never mutated.
 * @returns The faces and symbol tallies (frozen), and the next state (one draw per die).
 * @throws {@link NamedDieError} if the pool is not an array of named dice (reason `'die'`) or
 *   holds more than `MAX_NAMED_POOL` dice (`'limit'`, checked before any die is rolled).
 * @throws {@link RngStateError} if `rng` is not a valid state.
 * @example
 * ```ts
 * const fate = namedDie([
 *   { name: 'minus', symbols: { minus: 1 } }, { name: 'minus', symbols: { minus: 1 } },
 *   { name: 'blank' }, { name: 'blank' },
 *   { name: 'plus', symbols: { plus: 1 } }, { name: 'plus', symbols: { plus: 1 } },
 * ]);
 * const [r, next] = rollNamedDice(seed(7), [fate, fate, fate, fate]);
 * const shift = (r.symbols['plus'] ?? 0) - (r.symbols['minus'] ?? 0); // −4..4
 * ```
 * @see {@link namedDie}, {@link tallyNamedDice}, {@link netSymbolDistribution}
 * @since 0.3.0
 * @category Named dice
 */
export function rollNamedDice(rng: Rng, pool: readonly NamedDie[]): readonly [roll: NamedRoll, next: Rng] {
  checkPool(pool, 'rollNamedDice', MAX_NAMED_POOL);
  const g = generatorOf(rng);
  const shownFaces = pool.map((die) => die.faces[below(g, die.faces.length)] as NamedFace);
  return [tally(pool, shownFaces), stateOf(g)];
}
