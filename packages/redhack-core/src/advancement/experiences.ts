// Experiences and what levelling costs, per edition.
import { die, map, sumOf, type Distribution } from '@rollwright/dice';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { AdvancementError } from './AdvancementError.js';

/**
 * Highest classic level Rollwright levels to (the classic text gives no cap; a documented bound,
 * [ruling R41b](../../../../docs/rulings/redhack.md#r41b)).
 * @example
 * ```ts
 * experiencesToLevel('classic', CLASSIC_LEVEL_LIMIT); // throws AdvancementError
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export const CLASSIC_LEVEL_LIMIT = 20;

/**
 * Highest draft31 level without an advanced class, which the draft does not give:
 * levelling past 12 is refused ([ruling R74](../../../../docs/rulings/redhack.md#r74)).
 * @example
 * ```ts
 * experiencesToLevel('draft31', DRAFT31_LEVEL_CAP - 1); // 14
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export const DRAFT31_LEVEL_CAP = 12;

/**
 * What earns an experience, per edition, in brief (the draft adds two optional criteria and
 * says a campaign may change the list). Source: redhack-rules.txt › Experience & Gaining Levels;
 * redhack-3.1-draft.txt › Experience & Leveling Up.
 * @example
 * ```ts
 * EXPERIENCE_CRITERIA.classic.length; // 5
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export const EXPERIENCE_CRITERIA: Readonly<Record<'classic' | 'draft31' | 'draft31Optional', readonly string[]>> = Object.freeze({
  classic: Object.freeze([
    'a fight against an important or especially hard foe',
    'a saving throw that could have killed you',
    'coming home encumbered by valuable treasure',
    'finishing a quest for an NPC',
    'entering a new dungeon, dungeon level or major map',
  ]),
  draft31: Object.freeze([
    'a fight against an important or especially hard foe',
    'a saving throw that could have killed you',
    'your share of treasure from an adventure site beating your previous best',
    'finishing a quest for an NPC',
    'entering a new dungeon, dungeon level or major map region',
  ]),
  draft31Optional: Object.freeze(['raising a relationship to Friends (3)', 'the party agreeing to a contract']),
});

function levelOf(edition: 'classic' | 'draft31', level: unknown): number {
  const cap = edition === 'classic' ? CLASSIC_LEVEL_LIMIT : DRAFT31_LEVEL_CAP;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 1) {
    throw new AdvancementError('level', `level must be a whole number ≥ 1, got ${String(level)}`, level);
  }
  if (level >= cap) {
    throw new AdvancementError(
      edition === 'classic' ? 'R41b' : 'R74',
      edition === 'classic'
        ? `classic levelling stops at level ${cap} in Rollwright, got level ${level}`
        : `levelling past ${cap} needs an advanced class, which the draft does not give (level ${level})`,
      level,
    );
  }
  return level;
}

/**
 * Experiences to check off to level up from `level`: classic, as many as the current level;
 * draft31, 2 + the new level (4 to reach 2nd level). Source: redhack-rules.txt › Experience;
 * redhack-3.1-draft.txt › Experience › level up; [ruling R41](../../../../docs/rulings/redhack.md#r41).
 *
 * @param edition - `classic` or `draft31`.
 * @param level - The current level (classic 1..19, draft31 1..11).
 * @returns The number of experiences.
 * @throws {@link AdvancementError} (`R74`) for a draft31 level of 12 or more, (`R41b`) for a
 *   classic level of 20 or more, (`level`) for a level that is not a whole number ≥ 1.
 * @example
 * ```ts
 * experiencesToLevel('draft31', 1); // 4
 * experiencesToLevel('classic', 3); // 3
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function experiencesToLevel(edition: 'classic' | 'draft31', level: number): number {
  const l = levelOf(edition === 'classic' ? 'classic' : 'draft31', level);
  return edition === 'classic' ? l : l + 3;
}

/**
 * Whether levelling up from `level` needs a mentor of higher level: draft31 below level 9;
 * never in classic. Source: redhack-3.1-draft.txt › Experience › 9 and 12;
 * [ruling R41a](../../../../docs/rulings/redhack.md#r41a).
 *
 * @param level - The current level, whole, ≥ 1.
 * @param options - Edition (default draft31).
 * @returns `true` when a mentor is needed.
 * @throws {@link AdvancementError} as {@link experiencesToLevel}.
 * @example
 * ```ts
 * needsMentor(8); // true
 * needsMentor(9); // false
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function needsMentor(level: number, options: RedhackOptions = {}): boolean {
  const e = resolveOptions(options).edition;
  const l = levelOf(e, level);
  return e === 'draft31' && l < 9;
}

/**
 * The exact distribution of the classic levelling cost in gp: one d6 per level held before
 * levelling, times that level (at 3rd level 3d6 × 3: 9..54, mean 63/2). Source: redhack-rules.txt
 * › Experience.
 *
 * @param level - The level before levelling, 1..19.
 * @returns Weights over 6^level.
 * @throws {@link AdvancementError} as {@link experiencesToLevel}.
 * @example
 * ```ts
 * mean(levelUpCostDistribution(3)); // 63/2
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function levelUpCostDistribution(level: number): Distribution<number> {
  const l = levelOf('classic', level);
  return map(sumOf(l, die(6)), (x) => x * l);
}
