// Zilch distances (seed § Distances): the one definition of the range penalties and of what thrown weapons reach.
import type { Distance } from '../combat/types.js';

/**
 * A Zilch distance category.
 *
 * @since 0.1.0
 * @category Zilch
 */
export interface ZilchDistance {
  /** Category name as printed. */
  readonly name: string;
  /** The {@link Distance} key the rules use (`AttackOptions.distance`). */
  readonly key: Distance;
  /** Thrown weapons reach it (Long and Far are out of their reach). */
  readonly thrownReach: boolean;
  /** Typical reach in squares, in our words. */
  readonly squares: string;
  /** Modifier to ranged attacks (null = cannot be affected). */
  readonly rangedModifier: number | null;
}

/**
 * Zilch distance categories (Distances).
 *
 * @example
 * ```ts
 * zilchDistances.find((d) => d.name === 'Long')?.rangedModifier; // -5
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchDistances: readonly ZilchDistance[] = /* @__PURE__ */ Object.freeze([
  { name: 'Adjacent', key: 'adjacent', thrownReach: true, squares: 'next square; melee reach', rangedModifier: 0 },
  { name: 'Very Close', key: 'veryClose', thrownReach: true, squares: '2–3 squares (~15 ft); one Move even if impeded', rangedModifier: 0 },
  { name: 'Close', key: 'close', thrownReach: true, squares: '~7 squares (~30 ft); one Move', rangedModifier: 0 },
  { name: 'Medium', key: 'medium', thrownReach: true, squares: '~14 squares (~60 ft); two Moves or a sprint', rangedModifier: -2 },
  { name: 'Long', key: 'long', thrownReach: false, squares: '~120 ft or more; out of reach this turn', rangedModifier: -5 },
  { name: 'Far', key: 'far', thrownReach: false, squares: 'in sight but out of reach of most effects', rangedModifier: null },
] as const satisfies readonly ZilchDistance[]);

