// Resolving and rolling a draft chase (DR-23, R62); the exact odds are chaseDistribution's.
import { type Rng } from '@rollwright/dice';
import { resolveOpposed, rollOpposed } from '../../tests/index.js';
import { CombatInputError } from '../errors.js';
import { optionsOf, whole, type CombatRuleOptions } from '../core.js';
import type { ChaseSide } from './techniques.js';

function decided(a: ChaseSide, b: ChaseSide): 'a' | 'b' | 'none' | null {
  whole('R62', 'a.dex', a.dex, 0, 19);
  whole('R62', 'b.dex', b.dex, 0, 19);
  for (const s of [a, b]) if (typeof s.unencumbered !== 'boolean' || typeof s.allOut !== 'boolean') throw new CombatInputError('R62', 'unencumbered and allOut must be true or false', s);
  if (a.unencumbered !== b.unencumbered) return a.unencumbered ? 'a' : 'b';
  if (a.allOut !== b.allOut) return a.allOut ? 'a' : 'b';
  if (!a.unencumbered || !a.allOut) return 'none';
  return null;
}

/**
 * Resolves a draft chase ([ruling R62](../../../../../docs/rulings/redhack.md#r62)): the
 * unencumbered side wins, else the side spending move and action; two unencumbered sides running
 * all out make an opposed DEX test, from the given d20 faces (none are needed otherwise).
 * Source: redhack-3.1-draft.txt › Movement (chases).
 *
 * @param dice - Each side's d20 faces for the DEX test (empty when no test is made); never mutated.
 * @param a - The first side.
 * @param b - The second side.
 * @param options - Options (the opposed-test rule).
 * @returns `a`, `b`, or `none` (nobody gains).
 * @throws {@link CombatInputError} for bad sides, or faces given when no test is made.
 * @example
 * ```ts
 * const fast = { unencumbered: true, allOut: true, dex: 14 };
 * resolveChase({ a: [12], b: [7] }, fast, { ...fast, dex: 9 }); // 'a'
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function resolveChase(dice: { readonly a: readonly number[]; readonly b: readonly number[] }, a: ChaseSide, b: ChaseSide, options: CombatRuleOptions = {}): 'a' | 'b' | 'none' {
  const d = decided(a, b);
  if (typeof dice !== 'object' || dice === null || !Array.isArray(dice.a) || !Array.isArray(dice.b)) throw new CombatInputError('dice', 'dice must be { a, b } arrays of d20 faces', dice);
  if (d !== null) {
    if (dice.a.length > 0 || dice.b.length > 0) throw new CombatInputError('R62', 'this chase needs no DEX test: give no faces', dice);
    return d;
  }
  return resolveOpposed({ a: { d20: dice.a }, b: { d20: dice.b } }, { attribute: a.dex, tags: ['attribute:DEX'] }, { attribute: b.dex, tags: ['attribute:DEX'] }, optionsOf(options)).winner;
}

/**
 * Rolls a draft chase (only the opposed DEX test uses randomness).
 *
 * @param rng - Generator state; never mutated.
 * @param a - The first side.
 * @param b - The second side.
 * @param options - Options (the opposed-test rule).
 * @returns The winner and the next state.
 * @throws {@link CombatInputError} for bad sides.
 * @example
 * ```ts
 * const [who, next] = rollChase(seed(1), fast, slow);
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function rollChase(rng: Rng, a: ChaseSide, b: ChaseSide, options: CombatRuleOptions = {}): readonly [winner: 'a' | 'b' | 'none', next: Rng] {
  const d = decided(a, b);
  if (d !== null) return [d, rng];
  const [r, next] = rollOpposed(rng, { attribute: a.dex, tags: ['attribute:DEX'] }, { attribute: b.dex, tags: ['attribute:DEX'] }, optionsOf(options));
  return [r.winner, next];
}
