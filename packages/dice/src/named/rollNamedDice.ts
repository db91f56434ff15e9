import { below } from '../rng/draw.js';
import { generatorOf, stateOf, type Rng } from '../rng/Rng.js';
import { MAX_NAMED_POOL } from './limits.js';
import { checkPool, countOf, type NamedDie, type NamedFace } from './namedDie.js';

/**
 * What {@link rollNamedDice} rolled: the face of each die and the symbols shown in all.
 * @example
 * ```ts
 * const [r] = rollNamedDice(seed(1), [coin, coin]);
 * r.faces; // e.g. ['heads', 'tails']
 * r.symbols['heads']; // 1 in that case
 * ```
 * @since 0.3.0
 * @category Named dice
 */
export interface NamedRoll {
  /** The name of the face each die shows, in pool order. */
  readonly faces: readonly string[];
  /**
   * How many of each symbol the pool shows, summed over its dice: every symbol any die of the
   * pool can show is listed (0 when none came up), in order of first appearance in the pool.
   */
  readonly symbols: Readonly<Record<string, number>>;
}

/**
 * Rolls a pool of named dice: each die shows one of its faces, each face equally likely, and
 * the symbols on the faces are tallied. Its frequencies are those of
 * {@link namedFaceDistribution}, {@link symbolCountDistribution} and
 * {@link netSymbolDistribution}, which count each face's symbols the same way.
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
 * @see {@link namedDie}, {@link netSymbolDistribution}
 * @since 0.3.0
 * @category Named dice
 */
export function rollNamedDice(rng: Rng, pool: readonly NamedDie[]): readonly [roll: NamedRoll, next: Rng] {
  checkPool(pool, 'rollNamedDice', MAX_NAMED_POOL);
  const g = generatorOf(rng);
  // A Map, not an object, so a symbol named like an Object member ('__proto__') is just a name.
  const tally = new Map<string, number>();
  for (const die of pool) for (const f of die.faces) for (const s of Object.keys(f.symbols)) tally.set(s, 0);
  const faces = pool.map((die) => {
    const face = die.faces[below(g, die.faces.length)] as NamedFace;
    for (const s of Object.keys(face.symbols)) tally.set(s, (tally.get(s) ?? 0) + countOf(face, s));
    return face.name;
  });
  return [Object.freeze({ faces: Object.freeze(faces), symbols: Object.freeze(Object.fromEntries(tally)) }), stateOf(g)];
}
