// Zilch Lite (zilch-lite.txt): its tables are reference tables (no die), kept as typed data.
import type { TableSource } from '@rollwright/tables';
import { zilch } from './source.js';
import { SWAG_PER_ENCOUNTER } from '../swag/swag.js';

export type { ZilchSize } from './sizes.js';
export { zilchSizes, zilchHalfStepSizes } from './sizes.js';
export type { ZilchDistance } from './distances.js';
export { zilchDistances } from './distances.js';
export type { ZilchCombatModifier } from './combatModifiers.js';
export { zilchCombatModifiers } from './combatModifiers.js';

/**
 * Swag earned per character for each encounter overcome, by difficulty (Swag): the same object
 * as {@link SWAG_PER_ENCOUNTER}, the one definition that `awardSwag` reads.
 *
 * @example
 * ```ts
 * zilchSwag.hard; // 4
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchSwag: Readonly<Record<'easy' | 'average' | 'hard', number>> = SWAG_PER_ENCOUNTER;

/**
 * Sources of the Zilch reference tables, by export name.
 *
 * @since 0.1.0
 * @category Zilch
 */
export const zilchSources: Readonly<Record<string, TableSource>> = /* @__PURE__ */ Object.freeze({
  zilchSizes: zilch('Combat Modifiers › Size'),
  zilchHalfStepSizes: zilch('Combat Modifiers › Size (half steps, ruling Z27)'),
  zilchDistances: zilch('Distances'),
  zilchCombatModifiers: zilch('Combat Modifiers'),
  zilchSwag: zilch('Swag'),
});
