import type { UsageSides } from './ast.js';

/**
 * One physical die of a roll: every explosion and every reroll is a die of its own, in throw
 * order, linked to the die that caused it and to its term. This is what a 3D-dice add-on
 * animates and what a chat card lists.
 * @since 0.1.0
 * @category Dice notation
 */
export interface DieRecord {
  /** Identifier of the die within its roll (0, 1, 2, … in throw order). */
  readonly id: number;
  /** Throw order (0-based; equal to `id` in this engine). */
  readonly order: number;
  /** Which throw the die belongs to: 0 for the first dice, 1+ for follow-up dice. */
  readonly round: number;
  /** The formula term the die belongs to ({@link FormulaTerm.termIndex}). */
  readonly termIndex: number;
  /** Its side count (`d%` is 100) or `'F'` for a Fudge die. */
  readonly sides: number | 'F';
  /** The face it shows (pips; −1, 0 or +1 for Fudge). */
  readonly face: number;
  /** What it counts for: the face after min/max clamps, one less for a penetrating extra die. */
  readonly value: number;
  /** `'roll'` for a first die, `'explosion'` for an extra die, `'reroll'` for a replacement. */
  readonly kind: 'roll' | 'explosion' | 'reroll';
  /** The die that caused this one (exploded or was rerolled), or `null`. */
  readonly parentId: number | null;
  /** Whether the die counts towards its term. */
  readonly kept: boolean;
  /** Why it does not count: rerolled away, or removed by a keep (`kh`/`kl`) or drop (`dh`/`dl`) rule; `null` when kept. */
  readonly droppedBy: 'rerolled' | 'keep' | 'drop' | null;
  /** For success-counting terms: `'success'`, `'failure'` or `'none'`; `null` in other terms. */
  readonly outcome: 'success' | 'failure' | 'none' | null;
  /** For a die in a roll group: the innermost group's index ({@link RollResult.groups}). Absent otherwise. @since 0.2.0 */
  readonly group?: number;
  /** For a die in a roll group: the sub-roll of that group it belongs to (0-based). @since 0.2.0 */
  readonly subRoll?: number;
  /**
   * For a kept die of a term with a critical mark (`crit`, `fumble`) whose value meets it:
   * `'success'` or `'failure'`. The mark never changes the total. Absent otherwise.
   * @since 0.2.0
   */
  readonly critical?: 'success' | 'failure';
  /**
   * For a die with labelled faces (`1d{tails:0,heads:1}`): the label of the face it shows
   * (`'heads'`), when that face has one. Absent otherwise ([ruling N45](../../../../docs/rulings/dice.md#n45)).
   * @example
   * ```ts
   * const [r] = roll(seed(1), '1d{tails:0,heads:1}');
   * r.dice[0]?.label; // 'tails' or 'heads'
   * ```
   * @since 0.3.0
   */
  readonly label?: string;
}

/**
 * What happened to one roll group (`{3d6, 3d6, 3d6}dl1`): each sub-roll's total and whether
 * the group's keep/drop clauses kept it.
 * @example
 * ```ts
 * const [r] = roll(seed(7), '{3d6, 3d6, 3d6}dl1');
 * r.groups?.[0]?.subRolls; // [{ total: 7, kept: false }, { total: 13, kept: true }, { total: 14, kept: true }]
 * ```
 * @since 0.2.0
 * @category Dice notation
 */
export interface GroupResult {
  /** The group's index, left to right (an outer group before the groups inside it). */
  readonly groupIndex: number;
  /** The group's canonical notation. */
  readonly notation: string;
  /** One entry per sub-roll, in the order written. */
  readonly subRolls: readonly {
    /** The sub-roll's total. */
    readonly total: number;
    /** Whether it counts towards the group (false when a keep/drop clause left it out). */
    readonly kept: boolean;
  }[];
  /** The group's total: the kept sub-rolls summed, or counted against its success point. */
  readonly total: number;
  /**
   * With `sa`/`sd` after the group (since 0.2.0): the sub-rolls' indexes (into `subRolls`) by
   * total, low to high or high to low, ties in the order written. Display only.
   */
  readonly order?: readonly number[];
}

/**
 * The result of one term of a roll.
 * @since 0.1.0
 * @category Dice notation
 */
export interface TermResult {
  /** The term's index in the formula. */
  readonly termIndex: number;
  /** The term's canonical notation. */
  readonly notation: string;
  /** Its total (sum of kept values, or successes minus failures). */
  readonly total: number;
  /** For a sorted term (`s`, `sa`, `sd`): its dice ids in display order. Absent otherwise. @since 0.2.0 */
  readonly order?: readonly number[];
  /** For a usage die (`udX`): whether it stepped down and what it became ([ruling U1](../../../../docs/rulings/dice.md#u1)); else `null`. */
  readonly usage: {
    /** Whether the roll (a 1 or 2) stepped the die down. */
    readonly stepped: boolean;
    /** The usage die to roll next time, or `'exhausted'` once a d4 steps down. */
    readonly next: UsageSides | 'exhausted';
  } | null;
}

/**
 * The full, JSON-serializable record of a roll, identical whether the faces came from an
 * {@link Rng} ({@link roll}) or from physical dice ({@link beginRoll}).
 * @since 0.1.0
 * @category Dice notation
 */
export interface RollResult {
  /** Canonical notation of the formula rolled. */
  readonly notation: string;
  /** The formula's total. */
  readonly total: number;
  /** One entry per dice term, in term order. */
  readonly terms: readonly TermResult[];
  /** Every physical die thrown, in throw order. */
  readonly dice: readonly DieRecord[];
  /** True if a die hit {@link MAX_CHAIN_DEPTH} (or the roll hit {@link MAX_ROLLED_DICE}) and stopped early. */
  readonly capped: boolean;
  /** The roll groups, left to right (absent when the formula has none). @since 0.2.0 */
  readonly groups?: readonly GroupResult[];
}
