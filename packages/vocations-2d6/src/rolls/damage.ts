// Damage by weapon kind, the damaging attribute, DR, Brute and critical hits.
import { type Distribution, type Rng } from '@rollwright/dice';
import { VocationsInputError } from '../errors/errors.js';
import { addWeight, assertFaces, assertInt, assertModifier, combinations, enumerate, rollFaces, sum } from './internal.js';
import { fromWeights } from '@rollwright/dice';
import { TWO_D6, type TwoDice } from './dice.js';

/**
 * A damage roll before the attribute: `dice`d`sides` + `plus`, the dice term never below
 * `minimum`. A barehanded strike is `{ dice: 0, sides: 3, plus: 1 }`: no dice, a flat 1 (the
 * `sides` are what Brute adds).
 *
 * @since 0.1.0
 * @category Damage
 */
export interface DamageDice {
  /** Number of dice (0..6). */
  readonly dice: number;
  /** Sides of each die (and of the die Brute adds): 3 or 6 in the seed (1..100). */
  readonly sides: number;
  /** Added to the dice (−10..10). */
  readonly plus: number;
  /** Lowest the dice term (dice + plus) can be, before the attribute (1 for small weapons, else 0). */
  readonly minimum: number;
}

/**
 * The weapon kinds of the seed's damage rule.
 *
 * - `barehanded`: 1 (+ Strength)
 * - `light`: daggers, clubs, improvised weapons, 1d3
 * - `martial`: proper martial weapons, 1d6
 * - `small`: small, lighter weapons, 1d6 − 1 (minimum 1)
 * - `heavy`: large, heavy, two-handed weapons, 1d6 + 1
 * - `heavy2`: the same at 1d6 + 2
 *
 * @since 0.1.0
 * @category Damage
 */
export type WeaponKind = 'barehanded' | 'light' | 'martial' | 'small' | 'heavy' | 'heavy2';

/**
 * Every weapon kind's damage dice (Source: vocations-2d6.txt › Starting Equipment;
 * [ruling V11](../../../../docs/rulings/vocations-2d6.md#v11)).
 *
 * @example
 * ```ts
 * WEAPON_DAMAGE.small; // { dice: 1, sides: 6, plus: -1, minimum: 1 }
 * ```
 * @since 0.1.0
 * @category Damage
 */
export const WEAPON_DAMAGE: Readonly<Record<WeaponKind, DamageDice>> = Object.freeze({
  barehanded: Object.freeze({ dice: 0, sides: 3, plus: 1, minimum: 0 }),
  light: Object.freeze({ dice: 1, sides: 3, plus: 0, minimum: 0 }),
  martial: Object.freeze({ dice: 1, sides: 6, plus: 0, minimum: 0 }),
  small: Object.freeze({ dice: 1, sides: 6, plus: -1, minimum: 1 }),
  heavy: Object.freeze({ dice: 1, sides: 6, plus: 1, minimum: 0 }),
  heavy2: Object.freeze({ dice: 1, sides: 6, plus: 2, minimum: 0 }),
});

/**
 * The weapon kinds, in the seed's order.
 *
 * @example
 * ```ts
 * WEAPON_KINDS.length; // 6
 * ```
 * @since 0.1.0
 * @category Damage
 */
export const WEAPON_KINDS: readonly WeaponKind[] = Object.freeze(['barehanded', 'light', 'martial', 'small', 'heavy', 'heavy2'] as const);

/**
 * Reads damage written as `NdS`, `NdS+K` or `NdS-K` (as in the NPC stat blocks), or a flat `K`.
 * A negative `K` keeps the dice term at least 1, as for small weapons.
 *
 * @param notation - e.g. `"1d3+1"`, `"2d6"`, `"1d6-1"`.
 * @returns The damage dice.
 * @throws {@link VocationsInputError} if the text is not of that form or out of range.
 * @example
 * ```ts
 * parseDamage('1d6-1'); // { dice: 1, sides: 6, plus: -1, minimum: 1 }
 * ```
 * @since 0.1.0
 * @category Damage
 */
export function parseDamage(notation: string): DamageDice {
  const m = typeof notation === 'string' ? /^\s*(?:(\d{1,2})d(\d{1,3}))?\s*([+\-−]\s*\d{1,2}|\d{1,2})?\s*$/.exec(notation) : null;
  if (m === null || (m[1] === undefined && m[3] === undefined)) {
    throw new VocationsInputError('damage', notation, `damage must look like 1d6, 1d6+2, 1d6-1 or 3, got ${JSON.stringify(notation)}`);
  }
  const plus = m[3] === undefined ? 0 : Number(m[3].replace('−', '-').replace(/\s/g, ''));
  const d: DamageDice = m[1] === undefined ? { dice: 0, sides: 3, plus, minimum: 0 } : { dice: Number(m[1]), sides: Number(m[2]), plus, minimum: plus < 0 ? 1 : 0 };
  assertDamageDice(d);
  return Object.freeze(d);
}

/** @internal */
export function assertDamageDice(d: DamageDice): void {
  if (typeof d !== 'object' || d === null) throw new VocationsInputError('damage', d, 'damage must be a DamageDice object');
  assertInt('damage.dice', d.dice, 0, 6);
  assertInt('damage.sides', d.sides, 1, 100);
  assertInt('damage.plus', d.plus, -10, 10);
  assertInt('damage.minimum', d.minimum, 0, 10);
}

/**
 * How a damage roll is made: the dice, the attribute added, the target's DR, Brute.
 *
 * @since 0.1.0
 * @category Damage
 */
export interface DamageSetup {
  /** The weapon's (or NPC's) damage dice. */
  readonly damage: DamageDice;
  /** Added after the dice: Strength for brawling and melee, 0 for NPCs and, by default, ranged weapons (−50..50; default 0). */
  readonly attribute?: number;
  /** The target's damage reduction (0..50; default 0). */
  readonly dr?: number;
  /** Brute: one more die of the weapon's kind (a barehanded strike gains 1d3). Only for melee and brawling damage. */
  readonly brute?: boolean;
}

/** @internal */
export function assertDamageSetup(s: DamageSetup): void {
  if (typeof s !== 'object' || s === null || s.damage === undefined) throw new VocationsInputError('damage', s, 'a damage setup needs damage dice');
  assertDamageDice(s.damage);
  if (s.attribute !== undefined) assertModifier('attribute', s.attribute);
  if (s.dr !== undefined) assertInt('dr', s.dr, 0, 50);
}

/**
 * The sizes of the damage dice rolled (Brute included, the critical 2d6 not).
 *
 * @param setup - The damage setup.
 * @returns One entry per die, its number of sides.
 * @throws {@link VocationsInputError} on a bad setup.
 * @example
 * ```ts
 * damageDiceSides({ damage: WEAPON_DAMAGE.martial, brute: true }); // [6, 6]
 * ```
 * @since 0.1.0
 * @category Damage
 */
export function damageDiceSides(setup: DamageSetup): readonly number[] {
  assertDamageSetup(setup);
  const n = setup.damage.dice + (setup.brute === true ? 1 : 0);
  return Object.freeze(Array.from({ length: n }, () => setup.damage.sides));
}

/**
 * Resolves damage on given faces: max(minimum, dice + plus) + attribute, less DR, never below 0;
 * a critical hit ignores DR and adds two more d6 (Source: vocations-2d6.txt › Starting Equipment,
 * Actions in Combat; rulings [V11](../../../../docs/rulings/vocations-2d6.md#v11),
 * [V12](../../../../docs/rulings/vocations-2d6.md#v12), [V27](../../../../docs/rulings/vocations-2d6.md#v27)).
 *
 * @param setup - Dice, attribute, DR, Brute.
 * @param faces - One face per die of {@link damageDiceSides}.
 * @param critical - The critical 2d6, or `null` for a normal hit.
 * @returns Damage dealt (≥ 0).
 * @throws {@link VocationsInputError} on a bad setup or faces.
 * @example
 * ```ts
 * resolveDamage({ damage: WEAPON_DAMAGE.small, attribute: 1, dr: 1 }, [1], null); // max(1, 0) + 1 − 1 = 1
 * ```
 * @since 0.1.0
 * @category Damage
 */
export function resolveDamage(setup: DamageSetup, faces: readonly number[], critical: TwoDice | null): number {
  const sides = damageDiceSides(setup);
  assertFaces('faces', faces, sides);
  if (critical !== null) assertFaces('critical', critical, TWO_D6);
  const term = Math.max(setup.damage.minimum, sum(faces) + setup.damage.plus);
  const raw = term + (setup.attribute ?? 0);
  if (critical !== null) return Math.max(0, raw + critical[0] + critical[1]);
  return Math.max(0, raw - (setup.dr ?? 0));
}

/**
 * The exact distribution of damage dealt by one hit, from {@link resolveDamage}.
 *
 * @param setup - Dice, attribute, DR, Brute.
 * @param critical - Whether the hit is critical (adds 2d6, ignores DR); default `false`.
 * @returns Damage dealt → weight.
 * @throws {@link VocationsInputError} on a bad setup.
 * @example
 * ```ts
 * probability(damageDistribution({ damage: WEAPON_DAMAGE.martial, dr: 2 }), 0); // 2/6 = 1/3
 * ```
 * @since 0.1.0
 * @category Damage
 */
export function damageDistribution(setup: DamageSetup, critical = false): Distribution<number> {
  const sides = damageDiceSides(setup);
  const acc = new Map<number, bigint>();
  const all = critical ? [...sides, 6, 6] : sides;
  enumerate(all, (f) => {
    const crit = critical ? ([f[f.length - 2] ?? 1, f[f.length - 1] ?? 1] as const) : null;
    addWeight(acc, resolveDamage(setup, critical ? f.slice(0, -2) : f, crit), 1n);
  });
  return fromWeights(acc);
}

/**
 * Rolls damage for one hit.
 *
 * @param rng - Generator state; never mutated.
 * @param setup - Dice, attribute, DR, Brute.
 * @param critical - Whether the hit is critical; default `false`.
 * @returns The damage, the faces rolled (critical 2d6 last) and the next state.
 * @throws {@link VocationsInputError} on a bad setup.
 * @example
 * ```ts
 * const [{ damage }, next] = rollDamage(seed(1), { damage: WEAPON_DAMAGE.heavy, attribute: 2 });
 * ```
 * @since 0.1.0
 * @category Damage
 */
export function rollDamage(
  rng: Rng,
  setup: DamageSetup,
  critical = false,
): readonly [result: {
  /** Damage dealt. */
  readonly damage: number;
  /** Faces of the damage dice. */
  readonly faces: readonly number[];
  /** The critical 2d6, or `null`. */
  readonly critical: TwoDice | null }, next: Rng] {
  const sides = damageDiceSides(setup);
  const [faces, r1] = rollFaces(rng, sides);
  let crit: TwoDice | null = null;
  let r = r1;
  if (critical) {
    const [c, r2] = rollFaces(r1, TWO_D6);
    crit = Object.freeze([c[0] ?? 1, c[1] ?? 1] as const);
    r = r2;
  }
  return [Object.freeze({ damage: resolveDamage(setup, faces, crit), faces, critical: crit }), r];
}

/** @internal Number of equally likely damage face combinations (without the critical dice). */
export function damageCombinations(setup: DamageSetup): number {
  return combinations(damageDiceSides(setup));
}
