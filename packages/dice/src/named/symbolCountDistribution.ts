import type { Distribution } from '../distribution/Distribution.js';
import { MAX_NAMED_POOL } from './limits.js';
import { checkPool, symbolList, type NamedDie } from './namedDie.js';
import { scoreDistribution } from './tally.js';

/**
 * The exact distribution of how many of a symbol a pool of named dice shows in all: each die
 * adds the count its face shows (a face with two successes adds 2). With several symbols, their
 * counts are added (`['success', 'triumph']` when a triumph also counts as a success).
 *
 * @param pool - The dice thrown together, 0..{@link MAX_NAMED_POOL} dice from {@link namedDie}
 *   (repeat a die to throw it several times); never mutated.
 * @param symbol - The symbol to count, or several whose counts add up.
 * @returns The distribution of the count, over `0..` the most the pool can show (exactly 0 for
 *   an empty pool).
 * @throws {@link NamedDieError} if the pool is not an array of named dice (reason `'die'`),
 *   holds more than `MAX_NAMED_POOL` dice (`'limit'`, checked first), or a symbol name is not a
 *   non-empty string (`'symbol'`).
 * @example
 * ```ts
 * const skulls = namedDie([
 *   { name: 'skull', symbols: { skull: 1 } }, { name: 'skull', symbols: { skull: 1 } },
 *   { name: 'skull', symbols: { skull: 1 } }, { name: 'shield' }, { name: 'shield' }, { name: 'blank' },
 * ]);
 * probability(symbolCountDistribution([skulls, skulls, skulls], 'skull'), 2); // { num: 3n, den: 8n }
 * ```
 * @see {@link netSymbolDistribution}, {@link rollNamedDice}
 * @since 0.3.0
 * @category Named dice
 */
export function symbolCountDistribution(pool: readonly NamedDie[], symbol: string | readonly string[]): Distribution<number> {
  checkPool(pool, 'symbolCountDistribution', MAX_NAMED_POOL);
  return scoreDistribution(pool, symbolList(symbol, 'symbolCountDistribution'), []);
}
