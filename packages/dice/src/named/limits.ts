/**
 * The most dice one named-die pool may hold (100) for {@link rollNamedDice},
 * {@link symbolCountDistribution} and {@link netSymbolDistribution}. A bigger pool is refused
 * with a {@link NamedDieError} (reason `'limit'`) before any die is rolled or any weight is
 * worked out. Symbol-dice systems throw a handful of dice; 100 leaves ample room, and the
 * heaviest pool the limits allow (100 different dice of 1,000 faces, each face showing up to
 * 20 of two counted symbols) still takes only about a second to work out exactly.
 * @example
 * ```ts
 * const coin = namedDie([{ name: 'heads' }, { name: 'tails' }]);
 * rollNamedDice(seed(1), Array(MAX_NAMED_POOL + 1).fill(coin)); // throws NamedDieError
 * ```
 * @since 0.3.0
 * @category Limits
 */
export const MAX_NAMED_POOL = 100;

/**
 * The most faces one named die may have (1,000). {@link namedDie} refuses more with a
 * {@link NamedDieError} (reason `'limit'`).
 * @example
 * ```ts
 * namedDie(Array.from({ length: 1001 }, (_, k) => ({ name: `f${k}` }))); // throws NamedDieError
 * ```
 * @since 0.3.0
 * @category Limits
 */
export const MAX_NAMED_FACES = 1000;

/**
 * The most of one symbol one face may show (20). {@link namedDie} refuses more with a
 * {@link NamedDieError} (reason `'limit'`); with {@link MAX_NAMED_POOL} it bounds a pool's
 * tally at 2,000 of a symbol, which keeps every exact distribution quick to work out.
 * @example
 * ```ts
 * namedDie([{ name: 'burst', symbols: { hit: 21 } }]); // throws NamedDieError
 * ```
 * @since 0.3.0
 * @category Limits
 */
export const MAX_SYMBOLS_PER_FACE = 20;
