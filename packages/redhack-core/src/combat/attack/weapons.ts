// classic weapon types that change an attack roll: Long and Short weapons (R58) and the off-hand
// attack of dual weapons (R67).
import { CombatActionError, CombatInputError } from '../errors.js';
import { whole } from '../core.js';
import type { AttackSpec } from './attack.js';
import type { DamageDice } from './damage.js';

/**
 * How a weapon's length counts in melee.
 *
 * @since 0.1.0
 * @category Combat
 */
export type WeaponLength = 'long' | 'short' | 'normal';

/**
 * Whether a classic Long or Short weapon gives advantage on this attack ([ruling R58](../../../../../docs/rulings/redhack.md#r58-long-and-short-weapons)):
 * a Long weapon in the round attacker and target came Close, a Short weapon against a Long
 * weapon's wielder in any later round.
 *
 * @param mine - The attacker's weapon.
 * @param theirs - The target's weapon.
 * @param roundsClose - Full rounds since the pair came Close (0 = the round they did), 0..1000.
 * @returns `true` when the attack has advantage from weapon length.
 * @throws {@link CombatInputError} for a bad round count or weapon kind.
 * @example
 * ```ts
 * lengthAdvantage('long', 'normal', 0);  // true
 * lengthAdvantage('short', 'long', 1);   // true
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function lengthAdvantage(mine: WeaponLength, theirs: WeaponLength, roundsClose: number): boolean {
  const r = whole('R58', 'roundsClose', roundsClose, 0, 1000);
  for (const w of [mine, theirs]) if (w !== 'long' && w !== 'short' && w !== 'normal') throw new CombatInputError('R58', `a weapon is long, short or normal, got ${String(w)}`, w);
  if (mine === 'long') return r === 0;
  if (mine === 'short') return theirs === 'long' && r >= 1;
  return false;
}

/**
 * The classic off-hand attack of dual weapons ([ruling R67](../../../../../docs/rulings/redhack.md#r67-dual-weapons)):
 * allowed only when no attack that round has disadvantage; it rolls with disadvantage and deals
 * the class's improvised damage.
 *
 * @param spec - The main-hand attack; never mutated.
 * @param improvised - The class's improvised damage die.
 * @param disadvantageThisRound - Whether any attack this round already has disadvantage.
 * @returns The off-hand attack.
 * @throws {@link CombatActionError} when an attack this round has disadvantage.
 * @example
 * ```ts
 * offHandAttack({ attribute: 13, ac: 4 }, { count: 1, sides: 6 }, false).disadvantage; // 1
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function offHandAttack(spec: AttackSpec, improvised: DamageDice, disadvantageThisRound: boolean): AttackSpec {
  if (disadvantageThisRound) throw new CombatActionError('R67', 'no off-hand attack in a round where an attack has disadvantage', disadvantageThisRound);
  const { backstab: _b, exploit: _e, ...rest } = spec;
  return { ...rest, disadvantage: (spec.disadvantage ?? 0) + 1, damage: improvised };
}
