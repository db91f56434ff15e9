import { die, map, sumOf, type Distribution } from '@rollwright/dice';

/**
 * The exact distribution of a Suit-test roll: three dice 0..5 (a d6 whose 6 counts as 0),
 * summed, 0..15 over 216 (seed § Skills; equal to 3d6 − 3). P(roll ≤ 7) = 1/2.
 *
 * @returns The distribution of the roll, weights over 216.
 * @example
 * ```ts
 * probabilityAtMost(suitTestRollDistribution(), 9); // 160/216 = 20/27
 * ```
 * @since 0.1.0
 * @category Suit tests
 */
export function suitTestRollDistribution(): Distribution<number> {
  return sumOf(3, map(die(6), (f) => f % 6));
}
