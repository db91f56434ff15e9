// Reaction rolls of both editions, resolved on the package's reaction tables.
import { type Distribution, type Rng } from '@rollwright/dice';
import { lookup, type Entry, type Table } from '@rollwright/tables';
import { enumerateDice, rollDice } from '../magic/enumerate.js';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { classicReaction } from '../tables/classic/tables.js';
import {
  draft31Reaction,
  draft31ReactionChaCrit,
  draft31ReactionChaFail,
  draft31ReactionChaFumble,
  draft31ReactionChaSuccess,
} from '../tables/draft31/tables.js';
import { ExplorationError } from './ExplorationError.js';

/**
 * How the CHA introduction before a reaction roll went: `none` (nobody spoke up), `success`,
 * `failure`, `critical` (natural 20) or `fumble` (natural 1).
 * @since 0.1.0
 * @category RedHack exploration
 */
export type ChaTest = 'none' | 'success' | 'failure' | 'critical' | 'fumble';

/**
 * The five CHA-test results, in the order the CLI lists them.
 * @example
 * ```ts
 * CHA_TESTS.includes('critical'); // true
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export const CHA_TESTS: readonly ChaTest[] = /* @__PURE__ */ Object.freeze(['none', 'success', 'failure', 'critical', 'fumble'] as const);

/**
 * The five reaction bands of each edition, worst first.
 * @example
 * ```ts
 * REACTION_BANDS.draft31[2]; // 'Neutral'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export const REACTION_BANDS: Readonly<Record<'classic' | 'draft31', readonly string[]>> = /* @__PURE__ */ Object.freeze({
  classic: Object.freeze(['Hostile', 'Threatening', 'Cautious', 'Friendly', 'Ingratiating']),
  draft31: Object.freeze(['Hostile', 'Unfriendly', 'Neutral', 'Hospitable', 'Friendly']),
});

/**
 * What a reaction roll came to.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface ReactionResult {
  /** Every d6 thrown, in order (2 classic; 2, 3 or 4 draft31). */
  readonly dice: readonly number[];
  /** The faces that count (the kept two in draft31; both in classic). */
  readonly kept: readonly number[];
  /** Sum of the kept dice, 2..12. */
  readonly total: number;
  /** The band the table gives for `total`, before any classic shift. */
  readonly rolled: string;
  /** The final band (classic: shifted one step by the CHA test; draft31: the same as `rolled`). */
  readonly band: string;
}

function check(cha: unknown): asserts cha is ChaTest {
  if (!(CHA_TESTS as readonly unknown[]).includes(cha)) {
    throw new ExplorationError('R25', `the CHA test must be one of ${CHA_TESTS.join(', ')}, got ${String(cha)}`, cha);
  }
}

/**
 * The dice a reaction roll throws: classic always 2d6; draft31 2d6, a third die after a CHA
 * test, a fourth after a critical or fumbled one ([ruling R25](../../../../docs/rulings/redhack.md#r25)).
 *
 * @param cha - How the CHA introduction went.
 * @param options - Rule options (the edition).
 * @returns How many d6 are thrown (2..4).
 * @throws {@link ExplorationError} (`R25`) for an unknown CHA-test result.
 * @example
 * ```ts
 * reactionDiceCount('critical'); // 4
 * reactionDiceCount('critical', { edition: 'classic' }); // 2
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function reactionDiceCount(cha: ChaTest, options: RedhackOptions = {}): number {
  check(cha);
  if (resolveOptions(options).edition === 'classic' || cha === 'none') return 2;
  return cha === 'critical' || cha === 'fumble' ? 4 : 3;
}

/**
 * The existing reaction table an edition reads for a CHA-test result: classic always the 2d6
 * table; draft31 the 2d6, 3d6-keep-two or 4d6-keep-two variant.
 *
 * @param cha - How the CHA introduction went.
 * @param options - Rule options (the edition).
 * @returns One of {@link classicReaction}, {@link draft31Reaction}, {@link draft31ReactionChaSuccess},
 *   {@link draft31ReactionChaFail}, {@link draft31ReactionChaCrit}, {@link draft31ReactionChaFumble}.
 * @throws {@link ExplorationError} (`R25`) for an unknown CHA-test result.
 * @example
 * ```ts
 * reactionTable('success').name; // 'redhack/draft31/reaction-cha-success'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function reactionTable(cha: ChaTest, options: RedhackOptions = {}): Table<Entry> {
  check(cha);
  if (resolveOptions(options).edition === 'classic') return classicReaction;
  return { none: draft31Reaction, success: draft31ReactionChaSuccess, failure: draft31ReactionChaFail, critical: draft31ReactionChaCrit, fumble: draft31ReactionChaFumble }[cha];
}

/**
 * Resolves a reaction roll from given d6 faces. Classic (Source: redhack-rules.txt ›
 * Exploration & Dungeons › Reactions): the 2d6 band, then a CHA test moves it one step up
 * (success or critical) or down (failure or fumble), never past either end. draft31 (Source:
 * redhack-3.1-draft.txt › Reaction Roll): keep the two highest dice after a successful or
 * critical CHA test, the two lowest after a failed or fumbled one, and read the band
 * ([ruling R25](../../../../docs/rulings/redhack.md#r25)).
 *
 * @param dice - The d6 faces, as many as {@link reactionDiceCount} says; never mutated.
 * @param cha - How the CHA introduction went (default `none`).
 * @param options - Rule options (the edition).
 * @returns The dice, the kept faces, their total and the band.
 * @throws {@link ExplorationError} (`R25`) for an unknown CHA-test result, the wrong number of
 *   dice, or a face outside 1..6.
 * @example
 * ```ts
 * resolveReaction([6, 6], 'success', { edition: 'classic' }).band; // 'Ingratiating'
 * resolveReaction([1, 5, 6], 'success').band;                     // 'Hospitable' (keeps 5 and 6: 11)
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function resolveReaction(dice: readonly number[], cha: ChaTest = 'none', options: RedhackOptions = {}): ReactionResult {
  const n = reactionDiceCount(cha, options);
  if (!Array.isArray(dice) || dice.length !== n) throw new ExplorationError('R25', `this reaction roll needs ${n} d6, got ${Array.isArray(dice) ? dice.length : String(dice)}`, dice);
  for (const f of dice) {
    if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > 6) throw new ExplorationError('R25', `a reaction die is a d6 face 1..6, got ${String(f)}`, f);
  }
  const edition = resolveOptions(options).edition;
  const sorted = [...dice].sort((a, b) => a - b);
  const kept = n === 2 ? [...dice] : cha === 'success' || cha === 'critical' ? sorted.slice(-2) : sorted.slice(0, 2);
  const total = (kept[0] ?? 0) + (kept[1] ?? 0);
  const rolled = lookup(reactionTable(cha, options), total).row.label;
  let band = rolled;
  if (edition === 'classic' && cha !== 'none') {
    const bands = REACTION_BANDS.classic;
    const i = bands.indexOf(rolled) + (cha === 'success' || cha === 'critical' ? 1 : -1);
    band = bands[Math.max(0, Math.min(bands.length - 1, i))] ?? rolled;
  }
  return Object.freeze({ dice: Object.freeze([...dice]), kept: Object.freeze(kept), total, rolled, band });
}

/**
 * Exact odds of each reaction band, from {@link resolveReaction} over every face combination.
 *
 * @param cha - How the CHA introduction went (default `none`).
 * @param options - Rule options (the edition).
 * @returns A distribution over the edition's band names (weights out of 6^dice).
 * @throws {@link ExplorationError} (`R25`) for an unknown CHA-test result.
 * @example
 * ```ts
 * probability(reactionDistribution('success', { edition: 'classic' }), 'Ingratiating'); // 5/18
 * probability(reactionDistribution('critical'), 'Friendly');                         // 19/144
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function reactionDistribution(cha: ChaTest = 'none', options: RedhackOptions = {}): Distribution<string> {
  const n = reactionDiceCount(cha, options);
  return enumerateDice(Array.from({ length: n }, () => 6), (faces) => resolveReaction(faces, cha, options).band);
}

/**
 * Rolls a reaction: throws the dice {@link reactionDiceCount} asks for and resolves them with
 * {@link resolveReaction}.
 *
 * @param rng - Generator state; never mutated.
 * @param cha - How the CHA introduction went (default `none`).
 * @param options - Rule options (the edition).
 * @returns The reaction and the next state.
 * @throws {@link ExplorationError} (`R25`) for an unknown CHA-test result.
 * @example
 * ```ts
 * const [r, next] = rollReaction(seed(1), 'failure');
 * r.kept.length; // 2
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function rollReaction(rng: Rng, cha: ChaTest = 'none', options: RedhackOptions = {}): readonly [ReactionResult, Rng] {
  const n = reactionDiceCount(cha, options);
  const [faces, next] = rollDice(rng, Array.from({ length: n }, () => 6));
  return [resolveReaction(faces, cha, options), next];
}

/**
 * The classic in-combat CHA test of a reaction.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface CombatReactionTest {
  /** The test's difficulty, 1 + 2 per damaging attack. */ readonly difficulty: number;
  /** Whether the test has disadvantage (once any attack has damaged). */ readonly disadvantage: boolean;
}

/**
 * The classic CHA test made during combat to change a reaction: difficulty 1, +2 for each
 * attack by the party that has damaged the creatures, and disadvantage once any has
 * (Source: redhack-rules.txt › Reactions).
 *
 * @param damagingAttacks - Attacks by the party that dealt damage so far (whole, 0..50).
 * @returns The difficulty and whether the test has disadvantage.
 * @throws {@link ExplorationError} (`R25`) for a count that is not a whole number in 0..50.
 * @example
 * ```ts
 * combatReactionTest(2); // { difficulty: 5, disadvantage: true }
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function combatReactionTest(damagingAttacks: number): CombatReactionTest {
  if (typeof damagingAttacks !== 'number' || !Number.isInteger(damagingAttacks) || damagingAttacks < 0 || damagingAttacks > 50) {
    throw new ExplorationError('R25', `damaging attacks must be a whole number 0..50, got ${String(damagingAttacks)}`, damagingAttacks);
  }
  return Object.freeze({ difficulty: 1 + 2 * damagingAttacks, disadvantage: damagingAttacks > 0 });
}
