import type { DiceExpr } from '../notation/ast.js';
import type { Rounding } from '../notation/internal.js';

/**
 * The names of the dialects Rollwright reads: its own notation and three other tools'.
 * @since 0.2.0
 * @category Dialects
 */
export type DialectName = 'rollwright' | 'foundry' | 'roll20' | 'rpg-dice-roller';

/**
 * A way of reading dice formulas: turns a formula written for one tool into the Rollwright
 * syntax tree of the same meaning. Give one to {@link "@rollwright/dice"!index.compile | compile}
 * (`compile('4d6r1', { dialect: foundry })`); the formula then rolls, and has an exact
 * distribution, like any Rollwright formula.
 *
 * @example
 * ```ts
 * import { compile } from '@rollwright/dice';
 * import { foundry } from '@rollwright/dice/dialects';
 * compile('1d20r1', { dialect: foundry }).notation; // '1d20ro=1' (Foundry's r rerolls once)
 * ```
 * @since 0.2.0
 * @category Dialects
 */
export interface Dialect {
  /** The dialect's name, as `--dialect` of the `rollwright` command takes it. */
  readonly name: DialectName;
  /** The tool's name for people, e.g. `'Foundry VTT'`. */
  readonly title: string;
  /** Addresses of the documentation pages the dialect follows. */
  readonly sources: readonly string[];
  /**
   * Reads a formula of this dialect. Spans and error offsets refer to `notation` as given.
   *
   * @param notation - The formula, as that tool writes it (at most 1,000 characters).
   * @param rounding - The rounding `compile` will give `/` (default `'floor'`). A dialect whose
   *   tool divides exactly accepts a division only inside `floor(…)` or `ceil(…)`, which round
   *   it themselves; Foundry's `trunc(…)` needs `rounding: 'trunc'`.
   * @returns The Rollwright syntax tree of the same meaning.
   * @throws {@link "@rollwright/dice"!index.DiceNotationError | DiceNotationError} for a formula that
   *   is not valid in the dialect, one over a limit, or one valid there whose meaning Rollwright
   *   cannot express (reason `'inexpressible'`), with the offset of the problem.
   */
  readonly parse: (notation: string, rounding?: Rounding) => DiceExpr;
}
