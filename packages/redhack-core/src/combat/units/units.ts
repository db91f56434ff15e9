// draft31 unit combat (R45): up to 5d20, each a fifth of the unit's attacks, against the hit
// number for the target's armour and the attackers' damage die; each hit removes one soldier.
import { die, map, rollDie, sumOf, type Distribution, type Rng } from '@rollwright/dice';
import { draft31UnitCombat, type UnitArmour, type UnitDamageDie } from '../../tables/draft31/tables.js';
import { CombatInputError, CombatLimitError } from '../errors.js';
import { faces } from '../core.js';

/** Most d20s one unit attack rolls. */
export const MAX_UNIT_DICE = 5;

/**
 * One unit's attack.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface UnitAttackSpec {
  /** d20s rolled, 1..5 (each a fifth of the unit's attacks). */
  readonly dice: number;
  /** The target unit's armour. */
  readonly armour: UnitArmour;
  /** The attacking unit's damage die. */
  readonly damage: UnitDamageDie;
}

/**
 * A rolled unit attack.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface UnitAttackRoll {
  /** Soldiers removed. */
  readonly hits: number;
  /** The d20 faces. */
  readonly d20: readonly number[];
}

function need(spec: UnitAttackSpec): { n: number; target: number } {
  if (typeof spec !== 'object' || spec === null) throw new CombatInputError('R45', 'a unit attack spec must be an object', spec);
  if (typeof spec.dice !== 'number' || !Number.isSafeInteger(spec.dice) || spec.dice < 1) throw new CombatInputError('R45', `dice must be a whole number ≥ 1, got ${String(spec.dice)}`, spec.dice);
  if (spec.dice > MAX_UNIT_DICE) throw new CombatLimitError('R45', `a unit rolls at most ${MAX_UNIT_DICE}d20, got ${spec.dice}`, spec.dice, MAX_UNIT_DICE);
  const row = (draft31UnitCombat as Readonly<Record<string, Readonly<Record<string, number>> | undefined>>)[spec.armour];
  const target = row?.[spec.damage];
  if (target === undefined) throw new CombatInputError('R45', `no unit hit number for armour ${String(spec.armour)} and damage ${String(spec.damage)}`, spec);
  return { n: spec.dice, target };
}

/**
 * Soldiers one unit attack removes, from given d20 faces.
 *
 * @param d20 - One face per die.
 * @param spec - The attack.
 * @returns Hits (soldiers removed), 0..dice.
 * @throws {@link CombatLimitError} for more than five dice.
 * @throws {@link CombatInputError} for bad faces, armour or damage.
 * @example
 * ```ts
 * resolveUnitAttack([13, 12, 20], { dice: 3, armour: 'unarmoured', damage: 'd6' }); // 2
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveUnitAttack(d20: readonly number[], spec: UnitAttackSpec): number {
  const { n, target } = need(spec);
  return faces('dice', 'd20', d20, n, 20).filter((f) => f >= target).length;
}

/**
 * Exact distribution of soldiers removed by one unit attack (binomial; unarmoured against a d6
 * unit needs 13+, 8/20 a die).
 *
 * @param spec - The attack.
 * @returns Weights over 0..dice hits.
 * @throws {@link CombatLimitError} for more than five dice.
 * @throws {@link CombatInputError} for bad armour or damage.
 * @example
 * ```ts
 * unitAttackDistribution({ dice: 5, armour: 'chain', damage: 'd8' });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function unitAttackDistribution(spec: UnitAttackSpec): Distribution<number> {
  const { n, target } = need(spec);
  return sumOf(n, map(die(20), (f) => (f >= target ? 1 : 0)));
}

/**
 * Rolls one unit attack.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The attack.
 * @returns Hits, the faces, and the next state.
 * @throws {@link CombatLimitError} for more than five dice.
 * @throws {@link CombatInputError} for bad armour or damage.
 * @example
 * ```ts
 * const [u, next] = rollUnitAttack(seed(5), { dice: 5, armour: 'leather', damage: 'd6' });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollUnitAttack(rng: Rng, spec: UnitAttackSpec): readonly [result: UnitAttackRoll, next: Rng] {
  const { n } = need(spec);
  let r = rng;
  const fs: number[] = [];
  for (let i = 0; i < n; i++) {
    let f: number;
    [f, r] = rollDie(r, 20);
    fs.push(f);
  }
  return [Object.freeze({ hits: resolveUnitAttack(fs, spec), d20: Object.freeze(fs) }), r];
}

