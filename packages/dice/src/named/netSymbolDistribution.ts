import type { Distribution } from '../distribution/Distribution.js';
import { MAX_NAMED_POOL } from './limits.js';
import { NamedDieError } from './NamedDieError.js';
import { checkPool, symbolList, type NamedDie } from './namedDie.js';
import { scoreDistribution } from './tally.js';

/**
 * The exact distribution of the net count of symbols that cancel each other: every `plus`
 * symbol the pool shows counts +1 and every `minus` symbol −1, so successes against failures
 * (or advantage against threat) give the number left over, negative when the minus side wins.
 * Each side may be one symbol or several (`['success', 'triumph']` against
 * `['failure', 'despair']`).
 *
 * @param pool - The dice thrown together, 0..{@link MAX_NAMED_POOL} dice from {@link namedDie};
 *   never mutated.
 * @param plus - The symbol (or symbols) counted up.
 * @param minus - The symbol (or symbols) that cancel them, counted down.
 * @returns The distribution of plus − minus over the whole pool (a negative outcome: that many
 *   minus symbols left uncancelled).
 * @throws {@link NamedDieError} if the pool is not an array of named dice (reason `'die'`),
 *   holds more than `MAX_NAMED_POOL` dice (`'limit'`, checked first), a symbol name is not a
 *   non-empty string, or one symbol is on both sides (`'symbol'`).
 * @example
 * ```ts
 * const ability = namedDie([
 *   { name: 'blank' }, { name: 'success', symbols: { success: 1 } },
 *   { name: 'success', symbols: { success: 1 } }, { name: 'advantage', symbols: { advantage: 1 } },
 * ]);
 * const difficulty = namedDie([{ name: 'blank' }, { name: 'failure', symbols: { failure: 1 } }]);
 * const net = netSymbolDistribution([ability, difficulty], 'success', 'failure');
 * probability(net, 1); // { num: 1n, den: 4n } (a success face, and the difficulty die blank)
 * ```
 * @see {@link symbolCountDistribution}, {@link rollNamedDice}
 * @since 0.3.0
 * @category Named dice
 */
export function netSymbolDistribution(pool: readonly NamedDie[], plus: string | readonly string[], minus: string | readonly string[]): Distribution<number> {
  checkPool(pool, 'netSymbolDistribution', MAX_NAMED_POOL);
  const up = symbolList(plus, 'netSymbolDistribution (plus)');
  const down = symbolList(minus, 'netSymbolDistribution (minus)');
  const both = up.find((s) => down.includes(s));
  if (both !== undefined) throw new NamedDieError(`netSymbolDistribution: the symbol '${both}' cannot both count and cancel`, 'symbol');
  return scoreDistribution(pool, up, down);
}
