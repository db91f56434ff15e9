import { zilchHalfStepSizes } from '../data/sizes.js';
import { SizeError } from '../errors/SizeError.js';
import { quoted } from '../errors/shown.js';
/**
 * A size category (seed § Combat Modifiers, Size). The half-step names are only used with
 * {@link SIZE_MULTIPLIERS_HALF_STEP} ([Z27](../../../../docs/rulings/zilch.md#z27) option `halfStepSizes`).
 * @example
 * ```ts
 * const s: Size = 'small';
 * ```
 * @since 0.1.0
 * @category Size
 */
export type Size =
  | 'tiny'
  | 'tiny+'
  | 'small'
  | 'small+'
  | 'medium'
  | 'medium+'
  | 'large'
  | 'large+'
  | 'huge'
  | 'huge+'
  | 'tremendous';

/**
 * A multiplier as an exact fraction `num/den`.
 * @since 0.1.0
 * @category Size
 */
export interface Multiplier {
  /** Numerator. */
  readonly num: number;
  /** Denominator (> 0). */
  readonly den: number;
}

/**
 * Damage (and HP) multipliers of every size (seed: Tiny ¼, Small ½, Medium 1, Large 2, Huge 4,
 * Tremendous 8; [Z27](../../../../docs/rulings/zilch.md#z27) adds the half steps ⅜, ¾, 1½, 3, 6), keyed by {@link Size}; derived from
 * {@link zilchHalfStepSizes}, where each multiplier is defined.
 * @example
 * ```ts
 * SIZE_MULTIPLIERS_HALF_STEP.small; // { num: 1, den: 2 }
 * ```
 * @since 0.1.0
 * @category Size
 */
export const SIZE_MULTIPLIERS_HALF_STEP: Readonly<Record<Size, Multiplier>> = /* @__PURE__ */ Object.freeze(
  Object.fromEntries(zilchHalfStepSizes.map((r) => [r.key, Object.freeze({ num: r.num, den: r.den })])) as Record<Size, Multiplier>,
);

/**
 * Largest HP or damage value the size rules scale (and largest numerator or denominator
 * {@link roundHalfUp} takes); checked before any work.
 * @example
 * ```ts
 * MAX_SCALED; // 1000000
 * ```
 * @since 0.2.0
 * @category Size
 */
export const MAX_SCALED = 1_000_000;

function assertPoints(v: number, input: string): void {
  if (!Number.isSafeInteger(v) || v < 0 || v > MAX_SCALED) throw new SizeError(input, v, `${input} must be a whole number 0..${MAX_SCALED}, got ${String(v)}`);
}

/** The multiplier of a size, or a SizeError naming it. */
function multiplierOf(size: Size): Multiplier {
  if (typeof size !== 'string' || !Object.hasOwn(SIZE_MULTIPLIERS_HALF_STEP, size)) {
    throw new SizeError('size', size, `unknown size ${quoted(size)}; use ${Object.keys(SIZE_MULTIPLIERS_HALF_STEP).join(', ')} (Z27)`);
  }
  return SIZE_MULTIPLIERS_HALF_STEP[size];
}

/**
 * Rounds `num/den` half up ("round normally", [Z27](../../../../docs/rulings/zilch.md#z27): 3.5 → 4, 2.5 → 3).
 *
 * @param num - Numerator, a whole number 0..{@link MAX_SCALED}.
 * @param den - Denominator, a whole number 1..{@link MAX_SCALED}.
 * @returns The nearest whole number, halves rounded up.
 * @throws {@link SizeError} naming `num` or `den` when it is not such a whole number (NaN, fractions, negatives, huge values).
 * @example
 * ```ts
 * roundHalfUp(7, 2); // 4 — the Small creature with 7♥ has 4 HP
 * ```
 * @since 0.1.0
 * @category Size
 */
export function roundHalfUp(num: number, den: number): number {
  if (!Number.isSafeInteger(num) || num < 0 || num > MAX_SCALED) throw new SizeError('num', num, `num must be a whole number 0..${MAX_SCALED}, got ${String(num)}`);
  if (!Number.isSafeInteger(den) || den <= 0 || den > MAX_SCALED) throw new SizeError('den', den, `den must be a whole number 1..${MAX_SCALED}, got ${String(den)}`);
  return Math.floor((2 * num + den) / (2 * den));
}

/**
 * Scales a value by a size multiplier, rounding half up ([Z25](../../../../docs/rulings/zilch.md#z25)/Z27).
 *
 * @param value - Whole number 0..{@link MAX_SCALED} (HP or damage points).
 * @param size - The size category.
 * @returns `roundHalfUp(value × multiplier)`.
 * @throws {@link SizeError} naming `value` or `size` for a bad value or an unknown size.
 * @example
 * ```ts
 * scaleBySize(7, 'small'); // 4
 * scaleBySize(5, 'large'); // 10
 * ```
 * @since 0.1.0
 * @category Size
 */
export function scaleBySize(value: number, size: Size): number {
  assertPoints(value, 'value');
  const m = multiplierOf(size);
  return roundHalfUp(value * m.num, m.den);
}

/**
 * Damage after size scaling, split by kind.
 * @since 0.1.0
 * @category Size
 */
export interface ScaledDamage {
  /** Physical damage (reduced by DR later). */
  readonly physical: number;
  /** Energy damage (ignores DR). */
  readonly energy: number;
}

/**
 * Applies the attacker's size multiplier to a damage total while keeping the physical/energy
 * proportion ([Z25](../../../../docs/rulings/zilch.md#z25)): total' = roundHalfUp(total × m), physical' = roundHalfUp(total' × physical /
 * total), energy' = total' − physical'. Apply before DR.
 *
 * @param physical - Physical damage points ≥ 0 (weapon + pip bonus).
 * @param energy - Energy damage points ≥ 0 (e.g. a flaming weapon's +1 fire).
 * @param size - The attacker's size.
 * @returns The scaled split.
 * @throws {@link SizeError} naming `physical`, `energy` or `size` for a bad amount or an unknown size.
 * @example
 * ```ts
 * // the seed's Small creature with a flaming greatsword: (4 + 1) × ½ = 3 = 2 physical + 1 fire
 * scaleDamage(4, 1, 'small'); // { physical: 2, energy: 1 }
 * ```
 * @since 0.1.0
 * @category Size
 */
export function scaleDamage(physical: number, energy: number, size: Size): ScaledDamage {
  assertPoints(physical, 'physical');
  assertPoints(energy, 'energy');
  multiplierOf(size);
  const total = physical + energy;
  if (total === 0) return Object.freeze({ physical: 0, energy: 0 });
  const t = scaleBySize(total, size);
  const p = roundHalfUp(t * physical, total);
  return Object.freeze({ physical: p, energy: t - p });
}
