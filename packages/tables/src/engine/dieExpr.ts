// Internal adapter between tables and dice notation. Tables only talk to dice through this file,
// so the notation engine behind it can change without touching the table engine.
import { compile, distribution as notationDistribution, rollDie, rollTotal, type Distribution, type Rng } from '@rollwright/dice';
import { DieExpressionError } from './errors.js';

/**
 * Largest number of distinct totals a table's die may have (its exact distribution is built
 * to validate the rows). Dice notation itself is bounded by `@rollwright/dice`'s limits.
 *
 * @since 0.1.0
 * @category Limits
 */
export const MAX_DIE_OUTCOMES = 1_000_000;

/** A compiled die expression: its exact distribution and a sampler built from single dice. */
export interface DieExpr {
  /** The expression as written in the table. */
  readonly notation: string;
  /** `d66` reads two d6 as tens and units (11..66); `total` is any summed expression. */
  readonly kind: 'd66' | 'total';
  /** Exact distribution of the expression's value. */
  readonly distribution: Distribution<number>;
  /** Every value the expression can show, ascending. */
  readonly faces: readonly number[];
  /** Rolls the expression: returns its value and the next RNG state. */
  readonly roll: (rng: Rng) => readonly [number, Rng];
}

function toDistribution(weights: Map<number, bigint>): Distribution<number> {
  const outcomes = [...weights.keys()].sort((a, b) => a - b);
  const ws = outcomes.map((o) => weights.get(o) ?? 0n);
  const total = ws.reduce((a, b) => a + b, 0n);
  return Object.freeze({ outcomes: Object.freeze(outcomes), weights: Object.freeze(ws), total, leftover: 0n });
}

/**
 * Compiles a die expression for a table: `d66` (tens die and units die) is read here; anything
 * else is dice notation of `@rollwright/dice` (`d6`, `2d6`, `d20`, `d%`, `3d6kh2`, `1d6+2`,
 * `1d6*10`, exploding dice…), with `×`/`x` accepted as multiplication (`1d6×10`).
 *
 * @param notation - The expression.
 * @returns The compiled expression.
 * @throws {@link DieExpressionError} if it cannot be read (the dice package's message is kept).
 */
export function compileDie(notation: string): DieExpr {
  const compact = notation.replace(/\s+/g, '').toLowerCase();
  if (compact === 'd66') {
    const outcomes: number[] = [];
    for (let t = 1; t <= 6; t++) for (let u = 1; u <= 6; u++) outcomes.push(10 * t + u);
    const distribution = toDistribution(new Map(outcomes.map((o) => [o, 1n])));
    return Object.freeze({
      notation,
      kind: 'd66',
      distribution,
      faces: distribution.outcomes,
      roll: (rng: Rng): readonly [number, Rng] => {
        const [tens, r1] = rollDie(rng, 6);
        const [units, r2] = rollDie(r1, 6);
        return [10 * tens + units, r2];
      },
    });
  }
  // Everything else is dice notation, compiled and rolled by @rollwright/dice. The table
  // convention "1d6×10" / "2d6x10" is the notation's "1d6*10".
  const source = compact.replace(/(\d|\))[×x](\d)/g, '$1*$2');
  let formula: ReturnType<typeof compile>;
  try {
    formula = compile(source);
  } catch (e) {
    throw new DieExpressionError(notation, (e as Error).message);
  }
  let dist: Distribution<number> | undefined;
  const distributionOf = (): Distribution<number> => {
    if (dist === undefined) {
      try {
        dist = notationDistribution(formula);
      } catch (e) {
        throw new DieExpressionError(notation, (e as Error).message);
      }
      if (dist.outcomes.length > MAX_DIE_OUTCOMES) {
        throw new DieExpressionError(notation, `has more than ${MAX_DIE_OUTCOMES} possible totals`);
      }
    }
    return dist;
  };
  return Object.freeze({
    notation,
    kind: 'total' as const,
    get distribution(): Distribution<number> {
      return distributionOf();
    },
    get faces(): readonly number[] {
      return distributionOf().outcomes;
    },
    roll: (rng: Rng): readonly [number, Rng] => rollTotal(rng, formula),
  });
}
