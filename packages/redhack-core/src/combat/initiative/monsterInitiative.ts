// The draft's optional monster-initiative rules (DR-21): enemy rogues before 4, enemy wizards
// before 2, monsters rolling their own initiative die, slow monsters acting on 1.
import { die, fromWeights, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { CombatInputError } from '../errors.js';
import { optionsOf, whole, type CombatRuleOptions } from '../core.js';

/**
 * When a monster acts in the draft's count-down: `standard` (with all the monsters, before 3),
 * `rogue` (before 4), `wizard` (before 2), `slow` (on 1, after the PCs on 1), or a die (4, 6 or
 * 8) it rolls like a PC, acting on the face (after the PCs who rolled the same number).
 *
 * @since 0.2.0
 * @category Combat
 */
export type MonsterInitiative = 'standard' | 'rogue' | 'wizard' | 'slow' | 4 | 6 | 8;

/** Count slots of the fixed variants: a monster acting "before N" sits between N and N + 1. */
const FIXED: Readonly<Record<'standard' | 'rogue' | 'wizard' | 'slow', number>> = /* @__PURE__ */ Object.freeze({ standard: 3.5, rogue: 4.5, wizard: 2.5, slow: 0.75 });

function check(v: unknown): MonsterInitiative {
  if (v === 'standard' || v === 'rogue' || v === 'wizard' || v === 'slow' || v === 4 || v === 6 || v === 8) return v;
  throw new CombatInputError('DR-21', `monster initiative must be 'standard', 'rogue', 'wizard', 'slow', 4, 6 or 8, got ${String(v)}`, v);
}

/**
 * A monster's place in the draft count-down, from its variant and (for a die) the face rolled.
 * The count is compared with the PCs' faces, higher first: `standard` 3.5 (before 3), `rogue`
 * 4.5, `wizard` 2.5, `slow` 0.75; a rolled face f counts as f − 0.25, so the PCs on the same
 * number go first ([ruling RC7](../../../../../docs/rulings/redhack.md#rc7)). Source:
 * redhack-3.1-draft.txt › Initiative.
 *
 * @param variant - The monster's initiative rule.
 * @param face - The face of its own die (only with a die variant), 1..die.
 * @param options - Edition; the variants are draft31 rules.
 * @returns The count, 0.75..7.75.
 * @throws {@link CombatInputError} for an unknown variant, a missing or bad face, a face with a
 *   fixed variant, or the classic edition (where every monster acts between the two PC groups).
 * @example
 * ```ts
 * monsterInitiativeCount('rogue'); // 4.5: after the PCs on 5, before those on 4
 * monsterInitiativeCount(6, 5);    // 4.75
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function monsterInitiativeCount(variant: MonsterInitiative, face?: number, options: CombatRuleOptions = {}): number {
  if (optionsOf(options).edition !== 'draft31') throw new CombatInputError('DR-21', 'monster initiative variants are draft31 rules', variant);
  const v = check(variant);
  if (typeof v === 'number') return whole('DR-21', 'face', face, 1, v) - 0.25;
  if (face !== undefined) throw new CombatInputError('DR-21', `a ${v} monster rolls no initiative die`, face);
  return FIXED[v];
}

/**
 * Exact odds that a monster acts before a PC who rolled `pcFace` (draft31). A fixed variant is
 * certain either way; a monster with its own die acts first when its face is higher.
 *
 * @param variant - The monster's initiative rule.
 * @param pcFace - The PC's face, 1..8.
 * @returns Weights over `monster` and `pc`.
 * @throws {@link CombatInputError} as {@link monsterInitiativeCount}.
 * @example
 * ```ts
 * probability(monsterFirstDistribution(6, 4), 'monster'); // 2/6 (a 5 or a 6)
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function monsterFirstDistribution(variant: MonsterInitiative, pcFace: number): Distribution<'monster' | 'pc'> {
  const v = check(variant);
  const p = whole('DR-21', 'pcFace', pcFace, 1, 8);
  const d = typeof v === 'number' ? die(v) : fromWeights([[FIXED[v], 1]]);
  let first = 0n;
  d.outcomes.forEach((f, i) => {
    if ((typeof v === 'number' ? f - 0.25 : f) > p) first += d.weights[i] ?? 0n;
  });
  return fromWeights<'monster' | 'pc'>([['monster', first], ['pc', d.total - first]]);
}

/**
 * Rolls a monster's count (a die variant rolls its die; a fixed one uses no randomness).
 *
 * @param rng - Generator state; never mutated.
 * @param variant - The monster's initiative rule.
 * @param options - Edition (draft31).
 * @returns The count and the next state (the same state for a fixed variant).
 * @throws {@link CombatInputError} as {@link monsterInitiativeCount}.
 * @example
 * ```ts
 * const [count, next] = rollMonsterInitiative(seed(1), 8);
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function rollMonsterInitiative(rng: Rng, variant: MonsterInitiative, options: CombatRuleOptions = {}): readonly [count: number, next: Rng] {
  const v = check(variant);
  if (typeof v !== 'number') return [monsterInitiativeCount(v, undefined, options), rng];
  const [f, next] = rollDie(rng, v);
  return [monsterInitiativeCount(v, f, options), next];
}
