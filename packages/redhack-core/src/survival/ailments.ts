// draft31 long-term ailments kept as exhaustion, and optional climate spoilage.
import { die, type Distribution } from '@rollwright/dice';
import { SurvivalError } from './SurvivalError.js';

/**
 * A draft31 ailment carried as exhaustion.
 * @since 0.1.0
 * @category RedHack survival
 */
export type Ailment = 'wound' | 'injury' | 'illness';

/**
 * How one ailment works.
 * @since 0.1.0
 * @category RedHack survival
 */
export interface AilmentRule {
  /** Difficulty added to tests while it lasts. */
  readonly penalty: number;
  /** What removes it. */
  readonly removedBy: string;
}

/**
 * How each ailment works: the difficulty it adds to tests and what removes it (Source:
 * redhack-3.1-draft.txt › Exhaustion).
 * @example
 * ```ts
 * AILMENTS.injury.penalty; // 2
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export const AILMENTS: Readonly<Record<Ailment, AilmentRule>> = /* @__PURE__ */ Object.freeze({
  wound: Object.freeze({ penalty: 2, removedBy: 'an overnight rest' }),
  injury: Object.freeze({ penalty: 2, removedBy: 'd6 weeks' }),
  illness: Object.freeze({ penalty: 0, removedBy: 'a cure, or the illness running its course (regular CON tests)' }),
});

/**
 * Exact distribution of the weeks an injury lasts (d6).
 *
 * @returns Weeks, 1..6, each 1/6.
 * @example
 * ```ts
 * probability(injuryWeeksDistribution(), 6); // 1/6
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function injuryWeeksDistribution(): Distribution<number> {
  return die(6);
}

/**
 * Whether a supply is rolled for spoilage under the optional climate rule: food only in wet
 * areas, water only in dry ones (Source: redhack-3.1-draft.txt › Travel).
 *
 * @param supply - `food` or `water`.
 * @param climate - `wet`, `dry` or `temperate`.
 * @returns Whether the supply's usage die is rolled.
 * @throws {@link SurvivalError} (`spoilage`) for an unknown supply or climate.
 * @example
 * ```ts
 * spoilageApplies('water', 'dry'); // true
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function spoilageApplies(supply: 'food' | 'water', climate: 'wet' | 'dry' | 'temperate'): boolean {
  if (supply !== 'food' && supply !== 'water') throw new SurvivalError('spoilage', `the supply must be food or water, got ${String(supply)}`, supply);
  if (climate !== 'wet' && climate !== 'dry' && climate !== 'temperate') throw new SurvivalError('spoilage', `the climate must be wet, dry or temperate, got ${String(climate)}`, climate);
  return (supply === 'food' && climate === 'wet') || (supply === 'water' && climate === 'dry');
}
