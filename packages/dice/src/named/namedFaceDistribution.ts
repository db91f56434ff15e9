import { build, type Distribution } from '../distribution/Distribution.js';
import { checkDie, type NamedDie } from './namedDie.js';

/**
 * The exact distribution of the face a named die shows, over face names: each face weighs 1,
 * so a name printed on three of six faces has probability 3/6. Outcomes keep the order in
 * which the names first appear on the die.
 *
 * @param die - A die from {@link namedDie}; never mutated.
 * @returns The distribution over face names (weights are face counts, `total` the number of faces).
 * @throws {@link NamedDieError} if `die` is not a named die.
 * @example
 * ```ts
 * const coin = namedDie([{ name: 'heads' }, { name: 'tails' }]);
 * probability(namedFaceDistribution(coin), 'heads'); // { num: 1n, den: 2n }
 * ```
 * @see {@link symbolCountDistribution}, {@link rollNamedDice}
 * @since 0.3.0
 * @category Named dice
 */
export function namedFaceDistribution(die: NamedDie): Distribution<string> {
  checkDie(die, 'namedFaceDistribution');
  return build(die.faces.map((f) => [f.name, 1n] as const));
}
