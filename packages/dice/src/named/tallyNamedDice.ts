import { MAX_NAMED_POOL } from './limits.js';
import { NamedDieError } from './NamedDieError.js';
import { checkPool, countOf, shown, type NamedDie, type NamedFace } from './namedDie.js';

/**
 * What a pool of named dice shows: the face of each die and the symbols shown in all. Both
 * {@link rollNamedDice} (faces drawn from an {@link Rng}) and {@link tallyNamedDice} (faces
 * read off dice thrown at the table) give one.
 * @example
 * ```ts
 * const coin = namedDie([{ name: 'heads', symbols: { heads: 1 } }, { name: 'tails' }]);
 * const r = tallyNamedDice([coin, coin], ['heads', 'tails']);
 * r.faces; // ['heads', 'tails']
 * r.symbols['heads']; // 1
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
 * @internal The one definition of what a pool shows: the chosen faces' names and, per symbol,
 * the sum of {@link countOf} over them. The sampler and the results-first reader both end here,
 * and the distributions count each face with the same `countOf`.
 */
export function tally(pool: readonly NamedDie[], shownFaces: readonly NamedFace[]): NamedRoll {
  // A Map, not an object, so a symbol named like an Object member ('__proto__') is just a name.
  const counts = new Map<string, number>();
  for (const die of pool) for (const f of die.faces) for (const s of Object.keys(f.symbols)) counts.set(s, 0);
  for (const face of shownFaces) for (const s of Object.keys(face.symbols)) counts.set(s, (counts.get(s) ?? 0) + countOf(face, s));
  return Object.freeze({ faces: Object.freeze(shownFaces.map((f) => f.name)), symbols: Object.freeze(Object.fromEntries(counts)) });
}

/**
 * Reads a pool of named dice thrown at the table (or in a 3D engine): given the name of the
 * face each die shows, tallies the symbols exactly as {@link rollNamedDice} does for the faces
 * it draws, so physical and virtual throws give the same record.
 *
 * @param pool - The dice, 0..{@link MAX_NAMED_POOL} dice from {@link namedDie}; never mutated.
 * @param faces - One face name per die, in pool order, each a name on that die.
 * @returns The faces and the symbol tallies (frozen).
 * @throws {@link NamedDieError} if the pool is not an array of named dice (reason `'die'`),
 *   holds more than `MAX_NAMED_POOL` dice (`'limit'`), or `faces` is not one name of each
 *   die's faces per die (`'face'`).
 * @example
 * ```ts
 * const ability = namedDie([
 *   { name: 'blank' }, { name: 'success', symbols: { success: 1 } },
 *   { name: 'success + advantage', symbols: { success: 1, advantage: 1 } },
 * ]);
 * tallyNamedDice([ability, ability], ['success', 'success + advantage']).symbols;
 * // { success: 2, advantage: 1 }
 * ```
 * @see {@link rollNamedDice}
 * @since 0.3.0
 * @category Named dice
 */
export function tallyNamedDice(pool: readonly NamedDie[], faces: readonly string[]): NamedRoll {
  checkPool(pool, 'tallyNamedDice', MAX_NAMED_POOL);
  if (!Array.isArray(faces) || faces.length !== pool.length) {
    throw new NamedDieError(`tallyNamedDice needs one face name per die (${pool.length}), got ${Array.isArray(faces) ? faces.length : shown(faces)}`, 'face');
  }
  return tally(
    pool,
    pool.map((die, k) => {
      const name: unknown = faces[k];
      return die.faces.find((f) => f.name === name) ?? fail(`die ${k} has no face named ${shown(name)} (its faces: ${[...new Set(die.faces.map((f) => f.name))].join(', ').slice(0, 200)})`);
    }),
  );
}

function fail(message: string): never {
  throw new NamedDieError(`tallyNamedDice: ${message}`, 'face');
}
