import type { UsageSides } from './ast.js';
import { safeString } from './internal.js';

const LADDER: readonly UsageSides[] = [4, 6, 8, 10, 12, 20];

/** Text for a bad value in a ladder error: strings quoted, anything else as {@link safeString} shows it. */
function shown(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : safeString(v);
}

/**
 * Thrown when a die size is not on the ladder d4 → d6 → d8 → d10 → d12 → d20.
 * @example
 * ```ts
 * try { stepUp(7); } catch (e) { if (e instanceof DieSizeError) e.sides; } // 7
 * ```
 * @since 0.1.0
 * @category Errors
 */
export class DieSizeError extends RangeError {
  /** Always `'DieSizeError'`, so the error can be told apart after serialization. */
  override readonly name = 'DieSizeError';
  /** The size that was given. */
  declare readonly sides: number;
  /**
   * @param sides - The size that is not on the ladder.
   * @param ladder - The ladder it was checked against (default the usage-die ladder d4…d20).
   * @param reason - What is wrong, when it is not the size itself (a step count that is not whole).
   */
  constructor(sides: number, ladder: readonly number[] = LADDER, reason?: string) {
    super(reason === undefined ? `d${shown(sides)} is not on the die-size ladder ${ladder.map((n) => `d${n}`).join(', ')}` : `stepping d${shown(sides)} on the ladder ${ladder.map((n) => `d${n}`).join(', ')}: ${reason}`);
    this.sides = sides;
  }
}

function rung(sides: number): number {
  const i = LADDER.indexOf(sides as UsageSides);
  if (i < 0) throw new DieSizeError(sides);
  return i;
}

/**
 * One step down the die-size ladder d20 → d12 → d10 → d8 → d6 → d4 → exhausted (the usage-die
 * chain of [ruling N12](../../../../docs/rulings/dice.md#n12), also used for weapon damage steps in the RedHack seeds).
 *
 * @param sides - A ladder size: 4, 6, 8, 10, 12 or 20.
 * @returns The next smaller size, or `'exhausted'` below d4.
 * @throws {@link DieSizeError} if `sides` is not on the ladder.
 * @example
 * ```ts
 * stepDown(20); // 12
 * stepDown(4); // 'exhausted'
 * ```
 * @see {@link stepUp}
 * @since 0.1.0
 * @category Usage dice
 */
export function stepDown(sides: number): UsageSides | 'exhausted' {
  return LADDER[rung(sides) - 1] ?? 'exhausted';
}

/**
 * One step up the die-size ladder d4 → d6 → d8 → d10 → d12 → d20 (e.g. a two-handed weapon's
 * damage die in the RedHack seeds; [ruling N12](../../../../docs/rulings/dice.md#n12) for the chain).
 *
 * @param sides - A ladder size: 4, 6, 8, 10, 12 or 20.
 * @returns The next larger size, or `'max'` above d20 (the ladder has no higher rung; the
 *   caller decides what that means rather than getting a silently clamped d20).
 * @throws {@link DieSizeError} if `sides` is not on the ladder.
 * @example
 * ```ts
 * stepUp(8); // 10
 * stepUp(20); // 'max'
 * ```
 * @see {@link stepDown}
 * @since 0.1.0
 * @category Usage dice
 */
export function stepUp(sides: number): UsageSides | 'max' {
  return LADDER[rung(sides) + 1] ?? 'max';
}

/**
 * A damage die size on the ladder d2 → d3 → d4 → d6 → d8 → d10 → d12 (the damage dice of the
 * RedHack 3.1 draft, ruling R21).
 * @since 0.2.0
 * @category Usage dice
 */
export type DamageSides = 2 | 3 | 4 | 6 | 8 | 10 | 12;

/**
 * The damage-die ladder, smallest first: d2, d3, d4, d6, d8, d10, d12.
 * @example
 * ```ts
 * DAMAGE_LADDER.indexOf(6); // 3
 * ```
 * @since 0.2.0
 * @category Usage dice
 */
export const DAMAGE_LADDER: readonly DamageSides[] = Object.freeze([2, 3, 4, 6, 8, 10, 12] as const);

/**
 * Moves a damage die along the ladder d2 … d12 by whole steps (positive up, negative down),
 * stopping at either end: in the RedHack draft a step past d12 or below d2 has no effect
 * (ruling R21), so the result is the end of the ladder, not an error.
 *
 * @param sides - A ladder size: 2, 3, 4, 6, 8, 10 or 12.
 * @param steps - Whole steps to move, e.g. +2 for high STR and a Fighter.
 * @returns The size after the steps, within d2 … d12.
 * @throws {@link DieSizeError} if `sides` is not on the damage ladder.
 * @throws {@link DieSizeError} if `steps` is not a whole number (the message says so).
 * @example
 * ```ts
 * stepDamageDie(8, 2); // 12 (d8 → d10 → d12)
 * stepDamageDie(8, 3); // 12 (never past d12)
 * stepDamageDie(4, -1); // 3
 * ```
 * @see {@link stepUp}
 * @since 0.2.0
 * @category Usage dice
 */
export function stepDamageDie(sides: number, steps: number): DamageSides {
  const i = DAMAGE_LADDER.indexOf(sides as DamageSides);
  if (i < 0) throw new DieSizeError(sides, DAMAGE_LADDER);
  if (typeof steps !== 'number' || !Number.isInteger(steps)) throw new DieSizeError(sides, DAMAGE_LADDER, `steps must be a whole number, got ${shown(steps)}`);
  return DAMAGE_LADDER[Math.max(0, Math.min(DAMAGE_LADDER.length - 1, i + steps))] as DamageSides;
}
