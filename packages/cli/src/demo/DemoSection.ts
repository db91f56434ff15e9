import type { Rng } from '@rollwright/dice';

/**
 * One package's part of `rollwright demo`: a title and a pure function from an RNG state to the
 * lines it prints. Each section gets its own split-off stream, so adding a section never changes
 * what the others print for the same seed.
 *
 * @example
 * ```ts
 * const hello: DemoSection = { package: '@rollwright/dice', title: 'Dice', run: (rng) => [['hi'], rng] };
 * ```
 * @since 0.1.0
 * @category Demo
 */
export interface DemoSection {
  /** The npm package the section shows off (must be a dependency of `@rollwright/cli`). */
  readonly package: string;
  /** Heading printed above the section. */
  readonly title: string;
  /**
   * Produces the section's lines.
   *
   * @param rng - The section's own generator state; never mutated.
   * @returns The lines (no trailing newlines) and the next state.
   */
  readonly run: (rng: Rng) => readonly [lines: readonly string[], next: Rng];
}
