import { RedhackRuleError } from '../errors/index.js';
import type { TestSpec } from './spec.js';

function whole(name: string, v: unknown, rule: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw new RedhackRuleError(rule, `${name} must be a whole number ≥ 0, got ${String(v)}`, v);
  return v;
}

/**
 * The test spec of a player's attack roll: STR for melee or DEX for ranged, against the
 * monster's AC as the difficulty; a natural 20 deals critical damage. Tagged `attack`,
 * `melee` or `ranged` and `attribute:STR` or `attribute:DEX`, so an attack is also an attribute
 * test ([ruling R54](../../../../docs/rulings/redhack.md#r54)).
 * Source: redhack-3.1-draft.txt › Tests (roll types); redhack-rules.txt › Attacking & Defending.
 *
 * @param attribute - The attacker's STR (melee) or DEX (ranged).
 * @param monsterAc - The target's AC, a whole number ≥ 0.
 * @param kind - `melee` (default) or `ranged`.
 * @param extra - Anything else of the test (bonus, chaser, advantage, sources, more tags).
 * @returns The spec.
 * @throws {@link RedhackRuleError} (rule `R17`) if `monsterAc` is not a whole number ≥ 0.
 * @example
 * ```ts
 * attackSpec(12, 5, 'melee', { chaser: 'cd8' }); // the sword +3 attack: STR 12/cd8 vs AC 5
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function attackSpec(attribute: number, monsterAc: number, kind: 'melee' | 'ranged' = 'melee', extra: Omit<TestSpec, 'attribute' | 'difficulty'> = {}): TestSpec {
  const ac = whole('monster AC', monsterAc, 'R17');
  if (kind !== 'melee' && kind !== 'ranged') throw new RedhackRuleError('R17', `an attack is melee or ranged, got ${String(kind)}`, kind);
  const tags = [...(extra.tags ?? []), 'attack', kind, kind === 'melee' ? 'attribute:STR' : 'attribute:DEX'];
  return Object.freeze({ ...extra, attribute, difficulty: ac, tags: Object.freeze(tags) });
}

/**
 * The test spec of a player's defence roll: the player's AC against the monster's HD as the
 * difficulty; a failure takes damage and a natural 1 critical damage. Tagged `defence` and `ac`
 * (classic: an AC test in no, light or medium armour also counts as a DEX test; pass
 * `dexTest` to add `attribute:DEX`).
 * Source: redhack-3.1-draft.txt › Tests (roll types); redhack-rules.txt › Attacking & Defending.
 *
 * @param ac - The defender's AC (0..19).
 * @param hd - The attacker's HD, a whole number ≥ 0.
 * @param extra - Anything else of the test, and `dexTest` to tag it as a DEX test too.
 * @returns The spec.
 * @throws {@link RedhackRuleError} (rule `R17`) if `hd` is not a whole number ≥ 0.
 * @example
 * ```ts
 * defenceSpec(14, 6); // no armour, DEX 14, against 6 HD: succeeds on 7..14 or 20
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function defenceSpec(ac: number, hd: number, extra: Omit<TestSpec, 'attribute' | 'difficulty'> & { readonly dexTest?: boolean } = {}): TestSpec {
  const h = whole('HD', hd, 'R17');
  const { dexTest, ...rest } = extra;
  const tags = [...(rest.tags ?? []), 'defence', 'ac', ...(dexTest === true ? ['attribute:DEX'] : [])];
  return Object.freeze({ ...rest, attribute: ac, difficulty: h, tags: Object.freeze(tags) });
}
