// Reaction rolls: 2d6 + Willpower of the closest PC ± reputation, read on the reaction table.
import { type Distribution, type Rng } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { vocationsReaction } from '../tables/tables.js';
import { assertModifier, exactOf } from './internal.js';
import { assertTwoDice, roll2d6, TWO_D6, type TwoDice } from './dice.js';

/**
 * A reaction band: ≤ 2 `hostile`, 3–5 `unfavorable`, 6–8 `neutral`, 9–11 `favorable`,
 * 12+ `ideal`.
 *
 * @since 0.1.0
 * @category Reactions
 */
export type Reaction = 'hostile' | 'unfavorable' | 'neutral' | 'favorable' | 'ideal';

/**
 * The bands in table order.
 *
 * @example
 * ```ts
 * REACTIONS[2]; // 'neutral'
 * ```
 * @since 0.1.0
 * @category Reactions
 */
export const REACTIONS: readonly Reaction[] = Object.freeze(['hostile', 'unfavorable', 'neutral', 'favorable', 'ideal'] as const);

/**
 * A resolved reaction roll.
 *
 * @since 0.1.0
 * @category Reactions
 */
export interface ReactionResult {
  /** The two faces. */
  readonly dice: TwoDice;
  /** Faces + modifier. */
  readonly total: number;
  /** The band. */
  readonly reaction: Reaction;
}

/**
 * Resolves a reaction roll on given dice with the `vocations2d6/reaction` table (Source:
 * vocations-2d6.txt › Reaction Rolls; [ruling V19](../../../../docs/rulings/vocations-2d6.md#v19)).
 *
 * @param modifier - Willpower of the closest PC + reputation (−2..+2 usually) + Attractive/Ugly ±2 when that PC leads (−50..50).
 * @param dice - The two faces.
 * @returns The result.
 * @throws {@link VocationsInputError} on a bad modifier or face.
 * @example
 * ```ts
 * resolveReaction(1, [4, 4]).reaction; // 'favorable' (9)
 * ```
 * @since 0.1.0
 * @category Reactions
 */
export function resolveReaction(modifier: number, dice: TwoDice): ReactionResult {
  assertModifier('modifier', modifier);
  assertTwoDice(dice);
  const row = lookup(vocationsReaction, dice[0] + dice[1], { modifier });
  return Object.freeze({ dice, total: row.total, reaction: row.row.label.toLowerCase() as Reaction });
}

/**
 * The exact distribution of the reaction band, from {@link resolveReaction}.
 *
 * @param modifier - As for {@link resolveReaction}.
 * @returns Bands in table order, weights over 36.
 * @throws {@link VocationsInputError} on a bad modifier.
 * @example
 * ```ts
 * probability(reactionDistribution(0), 'neutral'); // 16/36 = 4/9
 * ```
 * @since 0.1.0
 * @category Reactions
 */
export function reactionDistribution(modifier: number): Distribution<Reaction> {
  assertModifier('modifier', modifier);
  return exactOf<Reaction>(TWO_D6, (f) => resolveReaction(modifier, [f[0] ?? 1, f[1] ?? 1]).reaction, REACTIONS);
}

/**
 * Rolls a reaction.
 *
 * @param rng - Generator state; never mutated.
 * @param modifier - As for {@link resolveReaction}.
 * @returns The result and the next state.
 * @throws {@link VocationsInputError} on a bad modifier.
 * @example
 * ```ts
 * const [{ reaction }, next] = rollReaction(seed(5), 1);
 * ```
 * @since 0.1.0
 * @category Reactions
 */
export function rollReaction(rng: Rng, modifier: number): readonly [result: ReactionResult, next: Rng] {
  assertModifier('modifier', modifier);
  const [dice, next] = roll2d6(rng);
  return [resolveReaction(modifier, dice), next];
}
