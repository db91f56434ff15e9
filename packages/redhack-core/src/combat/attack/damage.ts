// Damage dice of one attack, and the critical rule (two damage rolls summed).
import { add, constant, die, map, sumOf, type Distribution } from '@rollwright/dice';
import { CombatInputError } from '../errors.js';
import { whole } from '../core.js';

/** Checks damage faces against the sizes of `times` damage rolls. */
export function damageFaces(value: unknown, d: { readonly count: number; readonly sides: number; readonly plus: readonly number[] }, times: number): readonly number[] {
  const sizes: number[] = [];
  for (let i = 0; i < times; i++) sizes.push(...Array.from({ length: d.count }, () => d.sides), ...d.plus);
  if (!Array.isArray(value) || value.length !== sizes.length) {
    throw new CombatInputError('dice', `damage needs exactly ${sizes.length} faces, got ${Array.isArray(value) ? value.length : String(value)}`, value);
  }
  value.forEach((f, i) => whole('dice', `damage[${i}]`, f, 1, sizes[i] ?? 1));
  return value as readonly number[];
}

/**
 * Damage of one attack: `count` dice of `sides` plus a flat `bonus` (may be negative; a damage
 * roll never goes below 0).
 *
 * @since 0.1.0
 * @category Combat
 */
export interface DamageDice {
  /** Number of dice, 1..10. */
  readonly count: number;
  /** Faces of each die: 2, 3, 4, 6, 8, 10 or 12. */
  readonly sides: number;
  /** Flat bonus added to each damage roll, −20..20 (default 0). */
  readonly bonus?: number;
  /** Extra dice of other sizes rolled with it, e.g. `[6]` for a cleave die on the primary target (at most 4). */
  readonly plus?: readonly number[];
}

/** Die sizes a damage roll may use (R21: d2 … d12). */
export const DAMAGE_SIDES: readonly number[] = /* @__PURE__ */ Object.freeze([2, 3, 4, 6, 8, 10, 12]);

export interface CheckedDamage {
  readonly count: number;
  readonly sides: number;
  readonly bonus: number;
  readonly plus: readonly number[];
}

/** Sides of every die of one damage roll, in face order. */
export function diceSides(d: CheckedDamage): readonly number[] {
  return [...Array.from({ length: d.count }, () => d.sides), ...d.plus];
}

export function checkDamage(d: DamageDice | undefined, fallback: DamageDice): CheckedDamage {
  const v = d ?? fallback;
  if (typeof v !== 'object' || v === null) throw new CombatInputError('damage', `damage must be { count, sides, bonus? }, got ${String(v)}`, v);
  const count = whole('damage', 'damage.count', v.count, 1, 10);
  if (!DAMAGE_SIDES.includes(v.sides)) throw new CombatInputError('R21', `damage.sides must be one of ${DAMAGE_SIDES.join(', ')}, got ${String(v.sides)}`, v.sides);
  const bonus = whole('damage', 'damage.bonus', v.bonus ?? 0, -20, 20);
  const plus = v.plus ?? [];
  if (!Array.isArray(plus) || plus.length > 4 || !plus.every((x) => DAMAGE_SIDES.includes(x))) {
    throw new CombatInputError('damage', `damage.plus must list at most 4 die sizes from ${DAMAGE_SIDES.join(', ')}`, plus);
  }
  return { count, sides: v.sides, bonus, plus: Object.freeze([...plus]) };
}

/** One damage roll from its faces: the faces plus the bonus, at least 0. */
export function damageRoll(d: CheckedDamage, fs: readonly number[]): number {
  let t = d.bonus;
  for (const f of fs) t += f;
  return Math.max(0, t);
}

/** Exact distribution of one damage roll. */
export function damageRollDistribution(d: CheckedDamage): Distribution<number> {
  let t = add(sumOf(d.count, die(d.sides)), constant(d.bonus));
  for (const s of d.plus) t = add(t, die(s));
  return map(t, (x) => Math.max(0, x));
}

/** Exact distribution of a critical: two independent damage rolls summed (R17). */
export function criticalDistribution(d: CheckedDamage): Distribution<number> {
  const one = damageRollDistribution(d);
  return add(one, one);
}

/** Formats damage dice as notation, e.g. `2d6+3`. */
export function damageNotation(d: CheckedDamage): string {
  const extra = d.plus.map((s) => `+1d${s}`).join('');
  return `${d.count}d${d.sides}${extra}${d.bonus > 0 ? `+${d.bonus}` : d.bonus < 0 ? `${d.bonus}` : ''}`;
}
