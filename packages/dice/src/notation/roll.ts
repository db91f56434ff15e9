import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';
import { assertRng, fromGenerator, type Rng } from '../rng/Rng.js';
import { compileCached, type CompileOptions, type Formula } from './compile.js';
import { Engine } from './engine.js';
import type { RollResult } from './RollResult.js';

/**
 * @internal The generator for a state: the same checks as `assertRng`, done inline for the
 * valid case (the slow path only runs to throw its error).
 */
function generator(rng: Rng): JumpableRandomGenerator {
  const s = typeof rng === 'object' && rng !== null ? rng.state : undefined;
  if (rng?.algorithm === 'xoroshiro128+' && Array.isArray(s) && s.length === 4) {
    const [a, b, c, d] = s;
    if ((a | 0) === a && (b | 0) === b && (c | 0) === c && (d | 0) === d && (a | b | c | d) !== 0) {
      return xoroshiro128plusFromState(s);
    }
  }
  assertRng(rng);
  return xoroshiro128plusFromState(rng.state);
}

/** @internal Throws every requested die with the generator until the engine is done. */
export function drive(e: Engine, rng: Rng): Rng {
  const g = generator(rng);
  const terms = e.f.terms;
  while (e.pending.length > 0) {
    const p = e.pending;
    for (let j = 0; j < p.length; j++) {
      const id = p[j] as number;
      const t = terms[e.term[id] as number];
      if (t !== undefined) e.process(id, uniformInt(g, t.lo, t.hi));
    }
    e.advance();
  }
  return fromGenerator(g);
}

/**
 * Rolls a formula with the generator and returns the full record of the roll: total, term
 * totals and every physical die (explosions and rerolls included) in throw order. It drives
 * the same engine as {@link beginRoll}, so the same faces give the same result.
 *
 * @param rng - Generator state; never mutated.
 * @param formula - A {@link Formula} from {@link compile} (fastest when rolled often) or a
 *   notation string, e.g. `'4d6kh3'`.
 * @param options - Compile options when `formula` is a string (ignored for a Formula).
 * @returns The {@link RollResult} (frozen, JSON-serializable) and the next state.
 * @throws {@link DiceNotationError} if the notation is invalid (checked before any die is rolled).
 * @throws {@link RngStateError} if `rng` is not a valid state.
 * @example
 * ```ts
 * const [r, next] = roll(seed(0), '4d6kh3');
 * r.total; // 3..18
 * r.dice.filter((d) => !d.kept).length; // 1 (the lowest die, droppedBy 'keep')
 * ```
 * @see {@link rollTotal}, {@link beginRoll}, {@link distribution}
 * @since 0.1.0
 * @category Dice notation
 */
export function roll(rng: Rng, formula: Formula | string, options?: CompileOptions): readonly [result: RollResult, next: Rng] {
  const f = typeof formula === 'string' ? compileCached(formula, options) : formula;
  const e = new Engine(f);
  const next = drive(e, rng);
  return [e.result(), next];
}

/**
 * Rolls a formula and returns only its total: the same dice and the same total as
 * {@link roll}, without building the per-die records (the fast path for simulations).
 *
 * @param rng - Generator state; never mutated.
 * @param formula - A {@link Formula} or a notation string.
 * @param options - Compile options when `formula` is a string.
 * @returns The total and the next state (the same state {@link roll} returns).
 * @throws {@link DiceNotationError} if the notation is invalid.
 * @throws {@link RngStateError} if `rng` is not a valid state.
 * @example
 * ```ts
 * const f = compile('3d6+2');
 * const [total, next] = rollTotal(seed(9), f);
 * ```
 * @since 0.1.0
 * @category Dice notation
 */
export function rollTotal(rng: Rng, formula: Formula | string, options?: CompileOptions): readonly [total: number, next: Rng] {
  const f = typeof formula === 'string' ? compileCached(formula, options) : formula;
  const e = new Engine(f);
  const next = drive(e, rng);
  return [e.fastTotal(), next];
}
