// draft31 followers and retainers: generic followers, their first level, specific followers.
import { add, constant, die, map, rollDie, type Distribution, type Rng } from '@rollwright/dice';
import { ATTRIBUTE_NAMES, type AttributeName } from '../characters/attributes.js';
import type { TestSpec } from '../tests/index.js';
import { AdvancementError } from './AdvancementError.js';

/**
 * A follower without a full profile (draft31): 10 in every attribute and 1d6 HP until its first
 * level.
 * @since 0.1.0
 * @category RedHack advancement
 */
export interface GenericFollower {
  /** Its six attributes. */
  readonly attributes: { readonly [K in AttributeName]: number };
  /** Its hit points. */
  readonly hp: number;
  /** Its level (0 until it first levels). */
  readonly level: number;
  /** Experiences banked from its leader's level-ups. */
  readonly experiences: number;
}

/**
 * Makes a generic follower from its HP die: 10 in all attributes, 1d6 HP. Source:
 * redhack-3.1-draft.txt › Followers › generic.
 *
 * @param hpDie - The d6 face, 1..6.
 * @returns The follower (frozen).
 * @throws {@link AdvancementError} for a face outside 1..6.
 * @example
 * ```ts
 * genericFollower(4).attributes.WIS; // 10
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function genericFollower(hpDie: number): GenericFollower {
  if (typeof hpDie !== 'number' || !Number.isInteger(hpDie) || hpDie < 1 || hpDie > 6) {
    throw new AdvancementError('dice', `a follower's HP die must be a d6 face 1..6, got ${String(hpDie)}`, hpDie);
  }
  const attributes = Object.freeze(Object.fromEntries(ATTRIBUTE_NAMES.map((a) => [a, 10])) as Record<AttributeName, number>);
  return Object.freeze({ attributes, hp: hpDie, level: 0, experiences: 0 });
}

/**
 * Rolls a generic follower (1d6 HP).
 *
 * @param rng - Generator state; never mutated.
 * @returns The follower and the next state.
 * @example
 * ```ts
 * const [f, next] = rollGenericFollower(seed(1));
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function rollGenericFollower(rng: Rng): readonly [follower: GenericFollower, next: Rng] {
  const [f, next] = rollDie(rng, 6);
  return [genericFollower(f), next];
}

/**
 * A generic follower's first level, from given dice: each attribute independently becomes 10 +
 * d6 − d6 (5..15). Source: redhack-3.1-draft.txt › Followers › generic;
 * [ruling R75](../../../../docs/rulings/redhack.md#r75).
 *
 * @param follower - The follower at level 0; never mutated.
 * @param dice - For each attribute, in {@link ATTRIBUTE_NAMES} order, the added d6 and the subtracted d6.
 * @returns The follower at level 1 with its starting attributes (frozen).
 * @throws {@link AdvancementError} if the follower has already levelled or a face is not 1..6.
 * @example
 * ```ts
 * followerFirstLevel(genericFollower(3), [[6, 1], [1, 6], [3, 3], [4, 2], [2, 5], [5, 5]]).attributes.STR; // 15
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function followerFirstLevel(follower: GenericFollower, dice: readonly (readonly [number, number])[]): GenericFollower {
  if (typeof follower !== 'object' || follower === null || follower.level !== 0) {
    throw new AdvancementError('follower', 'only a level-0 generic follower takes its first level this way', follower);
  }
  if (!Array.isArray(dice) || dice.length !== 6) throw new AdvancementError('dice', 'a first level needs two d6 for each of the six attributes', dice);
  const attributes = Object.fromEntries(
    ATTRIBUTE_NAMES.map((a, i) => {
      const pair = dice[i] ?? [0, 0];
      for (const f of pair) {
        if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > 6) throw new AdvancementError('dice', `follower dice must be d6 faces 1..6, got ${String(f)}`, f);
      }
      return [a, 10 + pair[0] - pair[1]];
    }),
  ) as Record<AttributeName, number>;
  return Object.freeze({ ...follower, level: 1, attributes: Object.freeze(attributes) });
}

/**
 * Rolls a generic follower's first level (12 d6: for each attribute, the added die then the
 * subtracted one).
 *
 * @param rng - Generator state; never mutated.
 * @param follower - The follower at level 0; never mutated.
 * @returns The levelled follower and the next state.
 * @throws {@link AdvancementError} as {@link followerFirstLevel}.
 * @example
 * ```ts
 * const [lvl1, next] = rollFollowerFirstLevel(seed(2), genericFollower(3));
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function rollFollowerFirstLevel(rng: Rng, follower: GenericFollower): readonly [follower: GenericFollower, next: Rng] {
  let r = rng;
  const dice: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const [a, r1] = rollDie(r, 6);
    const [b, r2] = rollDie(r1, 6);
    dice.push([a, b]);
    r = r2;
  }
  return [followerFirstLevel(follower, dice), r];
}

/**
 * The exact distribution of one attribute at a generic follower's first level: 10 + d6 − d6,
 * 5..15 (10 with 1/6).
 *
 * @returns Weights over 36.
 * @example
 * ```ts
 * probability(followerAttributeDistribution(), 10); // 1/6
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function followerAttributeDistribution(): Distribution<number> {
  return add(constant(10), add(die(6), map(die(6), (x) => -x)));
}

/**
 * Experiences a retainer banks when its leader levels up: as many as the leader checked off.
 * Source: redhack-3.1-draft.txt › Followers › generic.
 *
 * @param follower - The retainer; never mutated.
 * @param experiencesMarked - Experiences the leader checked off, whole, ≥ 0.
 * @returns The retainer with the experiences added (frozen).
 * @throws {@link AdvancementError} for a count that is not a whole number ≥ 0.
 * @example
 * ```ts
 * retainerGainsExperience(genericFollower(2), 4).experiences; // 4
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function retainerGainsExperience(follower: GenericFollower, experiencesMarked: number): GenericFollower {
  if (typeof experiencesMarked !== 'number' || !Number.isInteger(experiencesMarked) || experiencesMarked < 0) {
    throw new AdvancementError('experiences', `experiences marked must be a whole number ≥ 0, got ${String(experiencesMarked)}`, experiencesMarked);
  }
  return Object.freeze({ ...follower, experiences: follower.experiences + experiencesMarked });
}

/**
 * The initiative die a leader rolls for the group: the lowest of the leader's and the
 * followers' dice, unless the leader is a Fighter. Source: redhack-3.1-draft.txt › Followers.
 *
 * @param leaderClass - The leader's class id.
 * @param leaderDie - The leader's initiative die sides (4, 6 or 8).
 * @param followerDice - Each follower's initiative die sides; never mutated.
 * @returns The die sides the group acts on.
 * @throws {@link AdvancementError} for a die other than 4, 6 or 8.
 * @example
 * ```ts
 * groupInitiativeDie('thief', 8, [6, 4]); // 4
 * groupInitiativeDie('fighter', 6, [4]);  // 6
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function groupInitiativeDie(leaderClass: string, leaderDie: number, followerDice: readonly number[]): number {
  for (const s of [leaderDie, ...followerDice]) {
    if (s !== 4 && s !== 6 && s !== 8) throw new AdvancementError('initiative', `an initiative die has 4, 6 or 8 sides, got ${String(s)}`, s);
  }
  return leaderClass === 'fighter' ? leaderDie : Math.min(leaderDie, ...followerDice);
}

/**
 * A specific follower: how good it is at its role (Style) and at everything else (Not Its Style).
 * @since 0.1.0
 * @category RedHack advancement
 */
export interface SpecificFollower {
  /** The attribute for tests within its role, 0..19. */
  readonly style: number;
  /** The attribute for every other test, 0..19. */
  readonly notStyle: number;
}

/**
 * The test a specific follower rolls: Style for its core competence, Not Its Style otherwise.
 * Source: redhack-3.1-draft.txt › Followers › specific.
 *
 * @param follower - The follower; never mutated.
 * @param inStyle - Whether the task is part of its role.
 * @param difficulty - The test's difficulty (default 1).
 * @returns The test spec for the test core.
 * @throws {@link AdvancementError} for an attribute outside 0..19.
 * @example
 * ```ts
 * followerTest({ style: 15, notStyle: 8 }, false); // { attribute: 8, difficulty: 1, tags: ['follower:not-style'] }
 * ```
 * @since 0.1.0
 * @category RedHack advancement
 */
export function followerTest(follower: SpecificFollower, inStyle: boolean, difficulty = 1): TestSpec {
  const v = inStyle ? follower.style : follower.notStyle;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 19) throw new AdvancementError('follower', `a follower attribute must be 0..19, got ${String(v)}`, v);
  return Object.freeze({ attribute: v, difficulty, tags: Object.freeze([inStyle ? 'follower:style' : 'follower:not-style']) });
}
