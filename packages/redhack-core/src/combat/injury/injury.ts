// 0 HP, CON damage and the injury tables of both editions (R22, R22a, R23). classic: at 0 HP a
// character is out; when bandaged it rolls the d6 injury table and a survivor gains 1d4 HP.
// draft31: damage past 0 HP comes off CON, a CON test at the new value keeps a PC fighting, and
// the PC injury is read from the CON lost.
import { fromWeights, rollDie, usageDieLifetime, type Distribution, type Rng, type UsageDie } from '@rollwright/dice';
import { lookup, tableDistribution } from '@rollwright/tables';
import { classicInjury } from '../../tables/classic/tables.js';
import { draft31NpcInjury, pcInjury, type PcInjury } from '../../tables/draft31/tables.js';
import { CombatInputError } from '../errors.js';
import { d20Distribution, optionsOf, resolveD20, successWeight, whole, type CombatRuleOptions } from '../core.js';

/**
 * Exact odds of the classic injury table (d6: Unconscious … Doomed).
 *
 * @returns Weights over the table's labels, 1/6 each.
 * @example
 * ```ts
 * probability(classicInjuryDistribution(), 'Doomed'); // 1/6
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function classicInjuryDistribution(): Distribution<string> {
  return tableDistribution(classicInjury);
}

/**
 * A classic injury roll: the table row, and the 1d4 HP a survivor gains.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface ClassicInjury {
  /** Table label (Unconscious … Doomed). */
  readonly label: string;
  /** HP gained on survival (1..4); 0 when Doomed. */
  readonly hpGained: number;
  /** The d6 face. */
  readonly face: number;
}

/**
 * Resolves the classic injury roll from given dice: the d6, and the d4 a survivor rolls.
 *
 * @param d6 - The table face, 1..6.
 * @param d4 - The HP face, 1..4 (ignored when Doomed).
 * @returns The injury and the HP gained.
 * @throws {@link CombatInputError} for a bad face.
 * @example
 * ```ts
 * resolveClassicInjury(2, 3); // { label: 'Wounded', hpGained: 3, face: 2 }
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveClassicInjury(d6: number, d4: number): ClassicInjury {
  const face = whole('R22', 'd6', d6, 1, 6);
  const label = lookup(classicInjury, face).row.label;
  const hpGained = label === 'Doomed' ? 0 : whole('R22', 'd4', d4, 1, 4);
  return Object.freeze({ label, hpGained, face });
}

/**
 * Rolls the classic injury table and the survivor's 1d4 HP.
 *
 * @param rng - Generator state; never mutated.
 * @returns The injury and the next state.
 * @example
 * ```ts
 * const [injury, next] = rollClassicInjury(seed(9));
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollClassicInjury(rng: Rng): readonly [injury: ClassicInjury, next: Rng] {
  const [a, r1] = rollDie(rng, 6);
  const [b, r2] = rollDie(r1, 4);
  return [resolveClassicInjury(a, b), r2];
}

/**
 * How many duration-die checks a mortally wounded character survives before death: the usage
 * die the DM assigns (default ud4) rolled at every check until its last d4 step is spent
 * ([ruling R22a](../../../../../docs/rulings/redhack.md#r22a-the-mortal-wounds-clock)).
 *
 * @param start - The duration die (default 4).
 * @returns Weights over the number of checks rolled, the last one being the death.
 * @throws {@link "@rollwright/dice"!index.DieSizeError} for a die off the usage ladder.
 * @example
 * ```ts
 * mortalWoundDistribution(4); // 1 check with chance 1/2, 2 with 1/4, …
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function mortalWoundDistribution(start: UsageDie = 4): Distribution<number> {
  return usageDieLifetime(start);
}

/**
 * A character's hit points and CON during a fight.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface Vitality {
  /** Hit points now, ≥ 0. */
  readonly hp: number;
  /** CON now, ≥ 0 (draft31 takes damage here once HP is gone). */
  readonly con: number;
}

/**
 * What one hit did to a character.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface DamageTaken extends Vitality {
  /** CON lost to this hit (draft31), ≥ 0. */
  readonly conLost: number;
  /** At 0 HP (classic: out of the fight; a draft31 NPC is unconscious). */
  readonly down: boolean;
  /** draft31: CON reached 0 (dead or close to it). */
  readonly dead: boolean;
  /** draft31: a PC lost CON and must make a CON test at the new value to keep fighting. */
  readonly conTest: boolean;
}

/**
 * Applies damage (R22, R23): HP falls to 0 at least; in draft31 the rest comes off CON (to 0).
 *
 * @param v - HP and CON before, both ≥ 0; never mutated.
 * @param damage - Damage dealt, ≥ 0.
 * @param options - Edition (default `draft31`).
 * @returns The new HP and CON and what follows from them.
 * @throws {@link CombatInputError} for negative or non-integer values.
 * @example
 * ```ts
 * applyDamage({ hp: 2, con: 12 }, 5); // hp 0, con 9, conLost 3, conTest true
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function applyDamage(v: Vitality, damage: number, options: CombatRuleOptions = {}): DamageTaken {
  const o = optionsOf(options);
  const hp = whole('R23', 'hp', v.hp, 0, 10_000);
  const con = whole('R23', 'con', v.con, 0, 19);
  const d = whole('R23', 'damage', damage, 0, 10_000);
  const newHp = Math.max(0, hp - d);
  const over = Math.max(0, d - hp);
  const conLost = o.edition === 'draft31' ? Math.min(con, over) : 0;
  const newCon = con - conLost;
  return Object.freeze({ hp: newHp, con: newCon, conLost, down: newHp === 0, dead: o.edition === 'draft31' && newCon === 0, conTest: conLost > 0 && newCon > 0 });
}

/**
 * Exact odds that a draft31 PC keeps fighting after losing CON: a CON test (difficulty 1) at the
 * new CON value (R23).
 *
 * @param con - CON after the damage, 1..19.
 * @param options - Options (the d20 test rules).
 * @returns Weights over `fights` and `only moves`.
 * @throws {@link CombatInputError} for a bad CON.
 * @example
 * ```ts
 * probability(keepFightingDistribution(9), 'fights'); // 9/20
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function keepFightingDistribution(con: number, options: CombatRuleOptions = {}): Distribution<'fights' | 'only moves'> {
  const d = d20Distribution({ attribute: whole('R23', 'con', con, 1, 19), difficulty: 1, levels: 0 }, optionsOf(options));
  const ok = successWeight(d);
  return fromWeights<'fights' | 'only moves'>([['fights', ok], ['only moves', d.total - ok]]);
}

/**
 * Resolves the keep-fighting CON test from a given d20 face.
 *
 * @param face - The d20, 1..20.
 * @param con - CON after the damage, 1..19.
 * @param options - Options (the d20 test rules).
 * @returns `true` when the PC keeps fighting.
 * @throws {@link CombatInputError} for a bad CON.
 * @example
 * ```ts
 * keepsFighting(9, 9); // true
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function keepsFighting(face: number, con: number, options: CombatRuleOptions = {}): boolean {
  return resolveD20({ d20: [face] }, { attribute: whole('R23', 'con', con, 1, 19), difficulty: 1, levels: 0 }, optionsOf(options)).success;
}

/**
 * The draft31 PC injury after a fight: healing goes to CON first, abandonment costs 2 CON more,
 * then the CON lost is read on the table (all CON lost = Doomed).
 *
 * @param conLost - CON lost in the fight, ≥ 0.
 * @param conMax - CON before the fight, 1..19.
 * @param care - `healed` CON restored by healing, ≥ 0; `abandoned` left for an hour.
 * @returns The injury row.
 * @throws {@link CombatInputError} for bad values.
 * @example
 * ```ts
 * pcInjuryAfter(6, 14).label; // 'Injury'
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function pcInjuryAfter(conLost: number, conMax: number, care: { readonly healed?: number; readonly abandoned?: boolean } = {}): PcInjury {
  const lost = whole('R23', 'conLost', conLost, 0, 19);
  const max = whole('R23', 'conMax', conMax, 1, 19);
  if (lost > max) throw new CombatInputError('R23', `conLost ${lost} exceeds conMax ${max}`, lost);
  const healed = whole('R23', 'healed', care.healed ?? 0, 0, 19);
  const eff = Math.min(max, Math.max(0, lost - healed) + (care.abandoned === true ? 2 : 0));
  return pcInjury(eff, max);
}

/**
 * Exact odds of the draft31 NPC injury d6 (−1 magically healed, +1 abandoned; clamped to 1..6).
 *
 * @param care - How the NPC was treated.
 * @returns Weights over the table's labels.
 * @example
 * ```ts
 * probability(npcInjuryDistribution({ abandoned: true }), 'Doomed'); // 2/6
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function npcInjuryDistribution(care: { readonly magicallyHealed?: boolean; readonly abandoned?: boolean } = {}): Distribution<string> {
  const modifier = (care.magicallyHealed === true ? -1 : 0) + (care.abandoned === true ? 1 : 0);
  return tableDistribution(draft31NpcInjury, { modifier });
}
