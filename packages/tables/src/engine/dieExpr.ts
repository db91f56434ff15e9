// Internal adapter between tables and dice notation. Tables only talk to dice through this file,
// so the notation engine behind it can change without touching the table engine.
import { compile, distribution as notationDistribution, rollDie, rollTotal, type Distribution, type Rng } from '@rollwright/dice';
import { DieExpressionError } from './errors.js';

/**
 * Largest number of distinct totals a table's die may have (its exact distribution is built
 * to validate the rows). Dice notation itself is bounded by `@rollwright/dice`'s limits.
 *
 * @example
 * ```ts
 * MAX_DIE_OUTCOMES; // 1000000: a d1000000 table is fine, a d2000000 one is refused
 * ```
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
  /**
   * Whether every whole number from `min` to `max` comes up exactly once (one die, maybe shifted:
   * `d20`, `d%`, `1d6+1`); such dice are handled without building their outcome list.
   */
  readonly uniform: boolean;
  /** Smallest value. */
  readonly min: number;
  /** Largest value. */
  readonly max: number;
  /** Number of distinct values. */
  readonly size: number;
  /** Exact distribution of the expression's value (built on first use). */
  readonly distribution: Distribution<number>;
  /** Every value the expression can show, ascending (built on first use). */
  readonly faces: readonly number[];
  /** Whether `value` is one the expression can show (O(1) after the first call). */
  readonly hasFace: (value: number) => boolean;
  /** Rolls the expression: returns its value and the next RNG state. */
  readonly roll: (rng: Rng) => readonly [number, Rng];
}

function toDistribution(outcomes: number[]): Distribution<number> {
  return Object.freeze({
    outcomes: Object.freeze(outcomes),
    weights: Object.freeze(outcomes.map(() => 1n)),
    total: BigInt(outcomes.length),
    leftover: 0n,
  });
}

function d66Faces(): number[] {
  const out: number[] = [];
  for (let t = 1; t <= 6; t++) for (let u = 1; u <= 6; u++) out.push(10 * t + u);
  return out;
}

/** A single die, maybe shifted: `d20`, `1d%`, `d6+1`, `1d100-1`. */
const SINGLE = /^1?d(\d+|%)(?:([+-])(\d+))?$/;

function uniformDie(notation: string, sides: number, shift: number, rollWith: (rng: Rng) => readonly [number, Rng]): DieExpr {
  let dist: Distribution<number> | undefined;
  const min = 1 + shift;
  const max = sides + shift;
  const build = (): Distribution<number> => {
    if (dist === undefined) {
      const out = new Array<number>(sides);
      for (let i = 0; i < sides; i++) out[i] = min + i;
      dist = toDistribution(out);
    }
    return dist;
  };
  return Object.freeze({
    notation,
    kind: 'total' as const,
    uniform: true,
    min,
    max,
    size: sides,
    get distribution(): Distribution<number> {
      return build();
    },
    get faces(): readonly number[] {
      return build().outcomes;
    },
    hasFace: (v: number): boolean => Number.isSafeInteger(v) && v >= min && v <= max,
    roll: rollWith,
  });
}

/**
 * Compiles a die expression for a table: `d66` (tens die and units die) is read here; anything
 * else is dice notation of `@rollwright/dice` (`d6`, `2d6`, `d20`, `d%`, `3d6kh2`, `1d6+2`,
 * `1d6*10`, exploding dice…), with `×`/`x` accepted as multiplication (`1d6×10`). A single die
 * (maybe shifted) never builds its outcome list until one is asked for, so `d1000000` is cheap.
 *
 * @param notation - The expression.
 * @returns The compiled expression.
 * @throws {@link DieExpressionError} if it cannot be read (the dice package's message is kept),
 *   or has more than {@link MAX_DIE_OUTCOMES} values.
 */
export function compileDie(notation: string): DieExpr {
  if (typeof notation !== 'string') throw new DieExpressionError(String(notation), 'must be text');
  const compact = notation.replace(/\s+/g, '').toLowerCase();
  if (compact === 'd66') {
    const faces = d66Faces();
    const set = new Set(faces);
    const distribution = toDistribution(faces);
    return Object.freeze({
      notation,
      kind: 'd66',
      uniform: false,
      min: 11,
      max: 66,
      size: 36,
      distribution,
      faces: distribution.outcomes,
      hasFace: (v: number): boolean => set.has(v),
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
  const single = SINGLE.exec(source);
  if (single !== null) {
    const sides = single[1] === '%' ? 100 : Number(single[1]);
    const shift = single[3] === undefined ? 0 : (single[2] === '-' ? -1 : 1) * Number(single[3]);
    if (sides > MAX_DIE_OUTCOMES) throw new DieExpressionError(notation, `has more than ${MAX_DIE_OUTCOMES} possible totals`);
    if (sides >= 1 && Number.isSafeInteger(shift) && Math.abs(shift) <= MAX_DIE_OUTCOMES) {
      const formula = compileFormula(notation, source);
      return uniformDie(notation, sides, shift, (rng) => rollTotal(rng, formula));
    }
  }
  const formula = compileFormula(notation, source);
  let dist: Distribution<number> | undefined;
  let faceSet: Set<number> | undefined;
  const distributionOf = (): Distribution<number> => {
    if (dist === undefined) {
      let d: Distribution<number>;
      try {
        d = notationDistribution(formula);
      } catch (e) {
        throw new DieExpressionError(notation, (e as Error).message);
      }
      if (d.outcomes.length > MAX_DIE_OUTCOMES) {
        throw new DieExpressionError(notation, `has more than ${MAX_DIE_OUTCOMES} possible totals`);
      }
      dist = d;
    }
    return dist;
  };
  return Object.freeze({
    notation,
    kind: 'total' as const,
    uniform: false,
    get min(): number {
      return distributionOf().outcomes[0] ?? 0;
    },
    get max(): number {
      const o = distributionOf().outcomes;
      return o[o.length - 1] ?? 0;
    },
    get size(): number {
      return distributionOf().outcomes.length;
    },
    get distribution(): Distribution<number> {
      return distributionOf();
    },
    get faces(): readonly number[] {
      return distributionOf().outcomes;
    },
    hasFace: (v: number): boolean => {
      faceSet ??= new Set(distributionOf().outcomes);
      return faceSet.has(v);
    },
    roll: (rng: Rng): readonly [number, Rng] => rollTotal(rng, formula),
  });
}

function compileFormula(notation: string, source: string): ReturnType<typeof compile> {
  try {
    return compile(source);
  } catch (e) {
    throw new DieExpressionError(notation, (e as Error).message);
  }
}

/** Compiled dice, cached by notation (a table's rows reuse the same few expressions). */
const cache = new Map<string, DieExpr>();

/** {@link compileDie}, memoised by notation (at most 512 entries kept). */
export function dieFor(notation: string): DieExpr {
  let d = cache.get(notation);
  if (d === undefined) {
    d = compileDie(notation);
    if (cache.size >= 512) cache.clear();
    cache.set(notation, d);
  }
  return d;
}
