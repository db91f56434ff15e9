import { AdvantageError, ChaserDieError } from '../errors/index.js';
import { CHASER_DICE, MAX_ADVANTAGE_LEVELS, type ChaserDie } from './spec.js';

function assertBonus(bonus: unknown): number {
  if (typeof bonus !== 'number' || !Number.isInteger(bonus) || bonus < 1) {
    throw new ChaserDieError('R06', `a magic bonus must be a whole number ≥ 1, got ${String(bonus)}`, bonus);
  }
  if (bonus > 5 + MAX_ADVANTAGE_LEVELS) throw new AdvantageError('R06', `a +${bonus} bonus exceeds +${5 + MAX_ADVANTAGE_LEVELS}`, bonus);
  return bonus;
}

/**
 * The chaser die of a magic bonus (draft31): +1 cd12, +2 cd10, +3 cd8, +4 cd6, +5 cd4. Past +5
 * the die stays cd4 and each further point is one level of advantage
 * ([ruling R06](../../../../docs/rulings/redhack.md#r06)).
 * Source: redhack-3.1-draft.txt › Tests (chaser dice); Magic weapons.
 *
 * @param bonus - The item's bonus, a whole number ≥ 1.
 * @returns The chaser die and the advantage levels beyond +5 (0 for +1 … +5).
 * @throws {@link ChaserDieError} if `bonus` is not a whole number ≥ 1.
 * @throws {@link AdvantageError} if the levels past +5 would exceed {@link MAX_ADVANTAGE_LEVELS}.
 * @example
 * ```ts
 * chaserForBonus(3); // { chaser: 'cd8', levels: 0 } — a sword +3 attacks on STR/cd8
 * chaserForBonus(7); // { chaser: 'cd4', levels: 2 }
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function chaserForBonus(bonus: number): { readonly chaser: ChaserDie; readonly levels: number } {
  const b = assertBonus(bonus);
  return Object.freeze({ chaser: CHASER_DICE[Math.min(b, 5) - 1] as ChaserDie, levels: Math.max(0, b - 5) });
}

/**
 * A draft magic weapon's bonus as it plays: the chaser die of {@link chaserForBonus} on every
 * attack and the same figure added to damage (magic weapons have a damage bonus of +1 to +5;
 * [ruling R06](../../../../docs/rulings/redhack.md#r06)).
 * Source: redhack-3.1-draft.txt › Magic weapons.
 *
 * @param bonus - The weapon's bonus, a whole number ≥ 1.
 * @returns The chaser die, advantage levels past +5, and the damage bonus.
 * @throws {@link ChaserDieError} if `bonus` is not a whole number ≥ 1.
 * @throws {@link AdvantageError} if the levels past +5 would exceed {@link MAX_ADVANTAGE_LEVELS}.
 * @example
 * ```ts
 * magicWeapon(3); // { chaser: 'cd8', levels: 0, damageBonus: 3 }
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function magicWeapon(bonus: number): { readonly chaser: ChaserDie; readonly levels: number; readonly damageBonus: number } {
  const c = chaserForBonus(bonus);
  return Object.freeze({ ...c, damageBonus: bonus });
}

/**
 * How a magic armour bonus defends (draft31, [ruling R06](../../../../docs/rulings/redhack.md#r06)):
 * the bonus first raises the AC up to 19, and what is left becomes a chaser die of that size
 * (past +5, cd4 and advantage levels). Source: redhack-3.1-draft.txt › Tests (+4 armour example).
 *
 * @param ac - The AC before the bonus, a whole number 0..19.
 * @param bonus - The armour's bonus, a whole number ≥ 1.
 * @returns The AC to defend on, the chaser die (absent when the bonus fits under 19) and levels.
 * @throws {@link ChaserDieError} if `bonus` is not a whole number ≥ 1 or `ac` is not in 0..19.
 * @example
 * ```ts
 * armourChaser(18, 4); // { ac: 19, chaser: 'cd8', levels: 0 } — AC19/cd8
 * armourChaser(11, 2); // { ac: 13, levels: 0 }
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function armourChaser(ac: number, bonus: number): { readonly ac: number; readonly chaser?: ChaserDie; readonly levels: number } {
  const b = assertBonus(bonus);
  if (!Number.isInteger(ac) || ac < 0 || ac > 19) throw new ChaserDieError('R06', `AC must be a whole number in 0..19, got ${String(ac)}`, ac);
  const raised = Math.min(19, ac + b);
  const left = b - (raised - ac);
  if (left === 0) return Object.freeze({ ac: raised, levels: 0 });
  const c = chaserForBonus(left);
  return Object.freeze({ ac: raised, chaser: c.chaser, levels: c.levels });
}
