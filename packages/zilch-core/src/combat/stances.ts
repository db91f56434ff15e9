import { StanceError } from '../errors/StanceError.js';
import { quoted } from '../errors/shown.js';

/**
 * A combat stance ([Z01](../../../../docs/rulings/zilch.md#z01)), ordered from most offensive to most defensive.
 * @example
 * ```ts
 * const s: Stance = 'bold';
 * ```
 * @since 0.1.0
 * @category Combat
 */
export type Stance = 'reckless' | 'bold' | 'cautious' | 'guarded';

/**
 * The four stances in order Reckless – Bold – Cautious – Guarded ([Z01](../../../../docs/rulings/zilch.md#z01)).
 * @example
 * ```ts
 * STANCES.indexOf('cautious'); // 2
 * ```
 * @since 0.1.0
 * @category Combat
 */
export const STANCES: readonly Stance[] = Object.freeze(['reckless', 'bold', 'cautious', 'guarded'] as const);

/**
 * A drawn domino as the two numbers Zilch reads: the greater end `G` and the lesser end `L`
 * ([Z02](../../../../docs/rulings/zilch.md#z02)). With the `d8d4` source the d8 is `greater` even when it shows less ([Z03](../../../../docs/rulings/zilch.md#z03)).
 * @since 0.1.0
 * @category Combat
 */
export interface DominoDraw {
  /** The greater end G, in pips. */
  readonly greater: number;
  /** The lesser end L, in pips. */
  readonly lesser: number;
}

/**
 * Offensive and defensive pips.
 * @since 0.1.0
 * @category Combat
 */
export interface Pips {
  /** Offensive pips (added to ♣ for attacks, ♦ for spells). */
  readonly offense: number;
  /** Defensive pips (added to ♠). */
  readonly defense: number;
}

/**
 * Throws unless `value` is a stance.
 *
 * @param value - Anything.
 * @throws {@link StanceError} if it is not one of {@link STANCES}.
 * @example
 * ```ts
 * assertStance('neutral'); // throws StanceError: there is no neutral stance
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function assertStance(value: unknown): asserts value is Stance {
  if (!STANCES.includes(value as Stance)) {
    throw new StanceError(`unknown stance ${typeof value === 'symbol' ? 'symbol' : quoted(value)}; use reckless, bold, cautious or guarded (Z01)`);
  }
}

/**
 * Maps a domino's ends to pips for a stance ([Z02](../../../../docs/rulings/zilch.md#z02)): Reckless L+G offense, 0 defense; Bold G
 * offense, L defense; Cautious L offense, G defense; Guarded 0 offense, L+G defense.
 *
 * @param stance - The stance.
 * @param tile - The domino.
 * @returns The pips.
 * @throws {@link StanceError} for an unknown stance or a domino whose ends are not whole numbers 0..12.
 * @example
 * ```ts
 * stancePips('bold', { greater: 5, lesser: 2 }); // { offense: 5, defense: 2 }
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function stancePips(stance: Stance, tile: DominoDraw): Pips {
  assertStance(stance);
  if (typeof tile !== 'object' || tile === null || !Number.isInteger(tile.greater) || !Number.isInteger(tile.lesser) || tile.greater < 0 || tile.lesser < 0 || tile.greater > 12 || tile.lesser > 12) {
    throw new StanceError(`a domino needs whole-number ends 0..12 { greater, lesser }, got ${typeof tile === 'object' && tile !== null ? quoted(tile) : String(tile)}`);
  }
  const { greater: g, lesser: l } = tile;
  switch (stance) {
    case 'reckless':
      return { offense: l + g, defense: 0 };
    case 'bold':
      return { offense: g, defense: l };
    case 'cautious':
      return { offense: l, defense: g };
    case 'guarded':
      return { offense: 0, defense: l + g };
  }
}

/**
 * Shifts a stance by one degree (the Shift Stance minor action, [Z01](../../../../docs/rulings/zilch.md#z01)).
 *
 * @param from - Current stance.
 * @param to - Target stance; must be adjacent to `from` in R–B–C–G order.
 * @returns `to`.
 * @throws {@link StanceError} if either is not a stance or they are not adjacent.
 * @example
 * ```ts
 * shiftStance('bold', 'reckless'); // 'reckless'
 * shiftStance('bold', 'guarded');  // throws StanceError
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function shiftStance(from: Stance, to: Stance): Stance {
  assertStance(from);
  assertStance(to);
  if (Math.abs(STANCES.indexOf(from) - STANCES.indexOf(to)) !== 1) {
    throw new StanceError(`a shift moves one degree; ${from} → ${to} is not adjacent (Z01)`);
  }
  return to;
}
