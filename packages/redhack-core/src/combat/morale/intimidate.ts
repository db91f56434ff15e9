// draft31 intimidation (DR-43): a PC spends its action on a CHA test against the foes' HD; on a
// success they test morale at once, and the side may test three times this combat, not two.
import { fromWeights, type Distribution, type Rng } from '@rollwright/dice';
import { d20Distribution, optionsOf, resolveD20, rollD20, successWeight, whole, type CombatRuleOptions, type D20Spec } from '../core.js';
import { MoraleError } from '../errors.js';
import { moraleDistribution, type MoraleOutcome } from './morale.js';

/**
 * One intimidation attempt.
 *
 * @since 0.2.0
 * @category Combat
 */
export interface IntimidateSpec {
  /** The PC's CHA, 0..19. */
  readonly cha: number;
  /** The highest HD among the foes, 0..30 (the test's difficulty). */
  readonly hd: number;
  /** The foes' morale, 2..12. */
  readonly morale: number;
  /** Morale tests the foes already took this combat, 0..2. */
  readonly testsTaken?: number;
}

/**
 * What an intimidation comes to: the CHA test fails, or it succeeds and the foes hold or break.
 *
 * @since 0.2.0
 * @category Combat
 */
export type IntimidateOutcome = 'resisted' | MoraleOutcome;

function prep(spec: IntimidateSpec, options: CombatRuleOptions): { d20: D20Spec; tests: number; morale: number } {
  if (optionsOf(options).edition !== 'draft31') throw new MoraleError('DR-43', 'intimidation that forces a morale test is a draft31 rule', options);
  if (typeof spec !== 'object' || spec === null) throw new MoraleError('DR-43', 'an intimidation spec must be an object', spec);
  const tests = whole('DR-43', 'testsTaken', spec.testsTaken ?? 0, 0, 3);
  if (tests >= 3) throw new MoraleError('DR-43', 'a side tests morale at most three times per combat, intimidation included', tests);
  return { d20: { attribute: whole('DR-43', 'cha', spec.cha, 0, 19), difficulty: whole('DR-43', 'hd', spec.hd, 0, 30), levels: 0, tags: ['attribute:CHA', 'intimidate'] }, tests, morale: whole('R24', 'morale', spec.morale, 2, 12) };
}

/**
 * Exact odds of an intimidation (draft31): the CHA test against the HD, then (on a success) the
 * immediate morale test at the current count, with the third test allowed
 * ([ruling RC14](../../../../../docs/rulings/redhack.md#rc14)). Source:
 * redhack-3.1-draft.txt › Morale.
 *
 * @param spec - The attempt; never mutated.
 * @param options - Edition (draft31).
 * @returns Weights over `resisted`, `holds`, `broken` (e.g. CHA 13 vs HD 3, morale 7, one
 *   earlier test: 11/20 × 7/12 broken).
 * @throws {@link MoraleError} in classic, after three tests, or for a bad number.
 * @example
 * ```ts
 * probability(intimidateDistribution({ cha: 13, hd: 3, morale: 7, testsTaken: 1 }), 'broken'); // 77/240
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function intimidateDistribution(spec: IntimidateSpec, options: CombatRuleOptions = {}): Distribution<IntimidateOutcome> {
  const p = prep(spec, options);
  const o = optionsOf(options);
  const t = d20Distribution(p.d20, o);
  const ok = successWeight(t);
  const m = moraleDistribution({ morale: p.morale, testsTaken: p.tests, intimidated: true }, o);
  const w = (x: MoraleOutcome): bigint => {
    const i = m.outcomes.indexOf(x);
    return i < 0 ? 0n : (m.weights[i] ?? 0n);
  };
  return fromWeights<IntimidateOutcome>([['resisted', (t.total - ok) * m.total], ['holds', ok * w('holds')], ['broken', ok * w('broken')]].filter(([, x]) => (x as bigint) > 0n) as [IntimidateOutcome, bigint][]);
}

/**
 * Whether the intimidation's CHA test succeeds, from a given d20 face (then roll the morale test
 * with `intimidated: true`).
 *
 * @param face - The d20 face, 1..20.
 * @param spec - The attempt; never mutated.
 * @param options - Edition (draft31).
 * @returns `true` when the foes must test at once.
 * @throws {@link MoraleError} as {@link intimidateDistribution}.
 * @throws {@link RedhackRuleError} for a bad face.
 * @example
 * ```ts
 * resolveIntimidate(9, { cha: 13, hd: 3, morale: 7 }); // true
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function resolveIntimidate(face: number, spec: IntimidateSpec, options: CombatRuleOptions = {}): boolean {
  const p = prep(spec, options);
  return resolveD20({ d20: [face] }, p.d20, optionsOf(options)).success;
}

/**
 * Rolls the intimidation's CHA test.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The attempt; never mutated.
 * @param options - Edition (draft31).
 * @returns Whether it succeeded, and the next state.
 * @throws {@link MoraleError} as {@link intimidateDistribution}.
 * @example
 * ```ts
 * const [ok, next] = rollIntimidate(seed(1), { cha: 13, hd: 3, morale: 7 });
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function rollIntimidate(rng: Rng, spec: IntimidateSpec, options: CombatRuleOptions = {}): readonly [success: boolean, next: Rng] {
  const p = prep(spec, options);
  const [r, next] = rollD20(rng, p.d20, optionsOf(options));
  return [r.success, next];
}
