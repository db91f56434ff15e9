// Zilch combat modifiers (seed § Combat Modifiers; Z13): cover, occlusion, invisibility; the distance rows come from zilchDistances.
import { zilchDistances } from './distances.js';

/** The ranged modifier of a distance, read from {@link zilchDistances}. */
function rangedAt(key: 'medium' | 'long'): number | null {
  return zilchDistances.find((d) => d.key === key)?.rangedModifier ?? null;
}

/** @internal A combat modifier's value by key (the rules read cover, occlusion and invisibility here). */
export function combatModifier(key: ZilchCombatModifier['key']): number {
  return zilchCombatModifiers.find((m) => m.key === key)?.modifier ?? 0;
}

/**
 * A Zilch combat modifier.
 *
 * @since 0.1.0
 * @category Zilch
 */
export interface ZilchCombatModifier {
  /** Short key the rules read (`cover`, `peering`, `totalCover`, `allyCover`, `medium`, `long`, `occluded`, `invisible`). */
  readonly key: 'cover' | 'peering' | 'totalCover' | 'allyCover' | 'medium' | 'long' | 'occluded' | 'invisible';
  /** Situation. */
  readonly situation: string;
  /** Who it applies to: attacker total or defender's defensive pips. */
  readonly appliesTo: 'attack' | 'defense';
  /** The modifier (null = cannot be attacked). */
  readonly modifier: number | null;
}

/**
 * Zilch combat modifiers (Combat Modifiers; [Z13](../../../../docs/rulings/zilch.md#z13)).
 *
 * @example
 * ```ts
 * zilchCombatModifiers.find((m) => m.situation === 'Occluded target')?.modifier; // -2
 * ```
 * @since 0.1.0
 * @category Zilch
 */
export const zilchCombatModifiers: readonly ZilchCombatModifier[] = /* @__PURE__ */ Object.freeze([
  { key: 'cover', situation: 'Cover (behind a corner or tree)', appliesTo: 'defense', modifier: 2 },
  { key: 'peering', situation: 'Peering around cover', appliesTo: 'defense', modifier: 5 },
  { key: 'totalCover', situation: 'Total cover', appliesTo: 'defense', modifier: null },
  { key: 'allyCover', situation: 'Target in melee with an ally (ally is cover)', appliesTo: 'defense', modifier: 2 },
  { key: 'medium', situation: 'Ranged attack at Medium distance', appliesTo: 'attack', modifier: rangedAt('medium') },
  { key: 'long', situation: 'Ranged attack at Long distance', appliesTo: 'attack', modifier: rangedAt('long') },
  { key: 'occluded', situation: 'Occluded target', appliesTo: 'attack', modifier: -2 },
  { key: 'invisible', situation: 'Invisible target (right square guessed)', appliesTo: 'attack', modifier: -5 },
] satisfies readonly ZilchCombatModifier[]);

