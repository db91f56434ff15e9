import { type Rng } from '@rollwright/dice';
import { vocationsReaction } from '@rollwright/vocations-2d6';
import { rollOnTable } from '@rollwright/tables';
import type { DemoSection } from './DemoSection.js';

/**
 * The `@rollwright/vocations-2d6` part of the demo: a reaction roll.
 *
 * @example
 * ```ts
 * const [lines] = vocationsSection.run(seed(42));
 * ```
 * @since 0.2.0
 * @category Demo
 */
export const vocationsSection: DemoSection = {
  package: '@rollwright/vocations-2d6',
  title: 'The 2d6 vocations game: a reaction roll',
  run(rng: Rng): readonly [readonly string[], Rng] {
    const [roll, next] = rollOnTable(rng, vocationsReaction);
    return [[`Reaction (${vocationsReaction.die}): ${String(roll.total)} → ${roll.key}`], next];
  },
};
