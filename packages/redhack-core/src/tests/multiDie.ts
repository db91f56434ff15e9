import { die, keepHighest, keepLowest, rollDie, sumOf, type Distribution, type Rng } from '@rollwright/dice';
import { AdvantageError, RedhackRuleError } from '../errors/index.js';
import { MAX_ADVANTAGE_LEVELS } from './spec.js';

/** Most dice a multi-die roll keeps here: 100. */
const MAX_KEPT = 100;

function check(count: unknown, sides: unknown, levels: unknown): { count: number; sides: number; levels: number } {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_KEPT) throw new RedhackRuleError('R04', `count must be a whole number in 1..${MAX_KEPT}, got ${String(count)}`, count);
  if (typeof sides !== 'number' || !Number.isInteger(sides) || sides < 2 || sides > 1000) throw new RedhackRuleError('R04', `sides must be a whole number in 2..1000, got ${String(sides)}`, sides);
  if (typeof levels !== 'number' || !Number.isInteger(levels) || Math.abs(levels) > MAX_ADVANTAGE_LEVELS) {
    throw new AdvantageError('R04', `levels must be a whole number in ±${MAX_ADVANTAGE_LEVELS}, got ${String(levels)}`, levels);
  }
  return { count, sides, levels };
}

/**
 * Resolves a multi-die roll with advantage levels (draft31): each level of advantage adds one
 * die and the worst are dropped; each level of disadvantage adds one and the best are dropped
 * ([ruling R04](../../../../docs/rulings/redhack.md#r04)). E.g. 2d6 with one level: roll 3d6,
 * keep the highest 2.
 * Source: redhack-3.1-draft.txt › Tests (advantage on a roll of multiple dice).
 *
 * @param faces - The count + |levels| faces rolled, each 1..sides; never mutated.
 * @param count - Dice the roll keeps (e.g. 2 for 2d6).
 * @param sides - Sides of each die.
 * @param levels - Net levels: positive advantage, negative disadvantage.
 * @returns The total of the kept dice and the kept faces (highest first for advantage).
 * @throws {@link RedhackRuleError} (rule `R04`) for bad counts, sides or faces; {@link AdvantageError} for too many levels.
 * @example
 * ```ts
 * resolveMultiDie([2, 6, 5], 2, 6, 1).total; // 11 (the 2 is dropped)
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function resolveMultiDie(faces: readonly number[], count: number, sides: number, levels: number): { readonly total: number; readonly kept: readonly number[] } {
  const c = check(count, sides, levels);
  const n = c.count + Math.abs(c.levels);
  if (!Array.isArray(faces) || faces.length !== n || !faces.every((f) => Number.isInteger(f) && f >= 1 && f <= c.sides)) {
    throw new RedhackRuleError('dice', `this roll takes ${n} faces 1..${c.sides}, got ${JSON.stringify(faces)}`, faces);
  }
  const sorted = [...faces].sort((a, b) => (c.levels >= 0 ? b - a : a - b));
  const kept = Object.freeze(sorted.slice(0, c.count));
  return Object.freeze({ total: kept.reduce((s, f) => s + f, 0), kept });
}

/**
 * The exact distribution of a multi-die roll with advantage levels: count + |levels| dice,
 * keeping the highest (advantage) or lowest (disadvantage) `count` — `keepHighest` /
 * `keepLowest` of `@rollwright/dice`, the same rule {@link resolveMultiDie} applies.
 *
 * @param count - Dice kept.
 * @param sides - Sides of each die.
 * @param levels - Net levels.
 * @returns The distribution of the kept total.
 * @throws {@link RedhackRuleError} (rule `R04`) for bad counts or sides; {@link AdvantageError} for too many levels.
 * @example
 * ```ts
 * mean(multiDieDistribution(2, 6, 1)); // 2d6 with advantage: mean of 3d6 keep highest 2
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function multiDieDistribution(count: number, sides: number, levels: number): Distribution<number> {
  const c = check(count, sides, levels);
  if (c.levels === 0) return sumOf(c.count, die(c.sides));
  const n = c.count + Math.abs(c.levels);
  return c.levels > 0 ? keepHighest(n, c.count, die(c.sides)) : keepLowest(n, c.count, die(c.sides));
}

/**
 * Rolls a multi-die roll with advantage levels (see {@link resolveMultiDie}).
 *
 * @param rng - Generator state; never mutated.
 * @param count - Dice kept.
 * @param sides - Sides of each die.
 * @param levels - Net levels.
 * @returns The total, kept faces and all faces rolled, and the next state.
 * @throws {@link RedhackRuleError} (rule `R04`) for bad counts or sides; {@link AdvantageError} for too many levels.
 * @example
 * ```ts
 * const [roll, next] = rollMultiDie(seed(1), 2, 6, -1); // 3d6 keep the lowest 2
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function rollMultiDie(rng: Rng, count: number, sides: number, levels: number): readonly [result: { readonly total: number; readonly kept: readonly number[]; readonly faces: readonly number[] }, next: Rng] {
  const c = check(count, sides, levels);
  let r = rng;
  const faces: number[] = [];
  for (let i = 0; i < c.count + Math.abs(c.levels); i++) {
    let f: number;
    [f, r] = rollDie(r, c.sides);
    faces.push(f);
  }
  return [Object.freeze({ ...resolveMultiDie(faces, c.count, c.sides, c.levels), faces: Object.freeze(faces) }), r];
}
