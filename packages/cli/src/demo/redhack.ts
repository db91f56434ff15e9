import { type Rng } from '@rollwright/dice';
import { draft31Reaction, redhackTableSet } from '@rollwright/redhack-core';
import { rollOnTable } from '@rollwright/tables';
import type { DemoSection } from './DemoSection.js';

/**
 * The `@rollwright/redhack-core` part of the demo: a reaction roll of the 3.1 draft.
 *
 * @example
 * ```ts
 * const [lines] = redhackSection.run(seed(42));
 * ```
 * @since 0.2.0
 * @category Demo
 */
export const redhackSection: DemoSection = {
  package: '@rollwright/redhack-core',
  title: 'RedHack: a reaction roll',
  run(rng: Rng): readonly [readonly string[], Rng] {
    const [roll, next] = rollOnTable(rng, draft31Reaction, { tables: redhackTableSet });
    return [[`Reaction (${draft31Reaction.die}): ${String(roll.total)} → ${roll.key}`], next];
  },
};
