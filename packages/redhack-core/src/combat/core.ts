// Private bridge between the combat rules and the package's d20 test core (src/tests/): every
// combat d20 roll goes through resolveD20 / d20Distribution / rollD20, which call resolveTest,
// testDistribution and rollTest with the caller's options.
import type { Distribution, Rng } from '@rollwright/dice';
import { resolveOptions, type Edition, type RedhackOptions, type ResolvedOptions } from '../options/index.js';
import { keptDieDistribution, resolveTest, rollTest, testDistribution, type AdvantageSource, type ChaserDie, type TestOutcome, type TestSpec } from '../tests/index.js';
import { CombatInputError } from './errors.js';

export type CombatEdition = Edition;
/**
 * The options every combat rule takes: the package's rule options, as given or resolved.
 *
 * @example
 * ```ts
 * const o: CombatRuleOptions = { edition: 'classic' };
 * ```
 * @since 0.1.0
 * @category Combat
 */
export type CombatRuleOptions = RedhackOptions | ResolvedOptions;
export type D20Outcome = TestOutcome;

/** A prepared d20 test: attribute, difficulty ≥ 0, net advantage levels, chaser die. */
export interface D20Spec {
  readonly attribute: number;
  readonly difficulty: number;
  readonly levels: number;
  readonly chaser?: ChaserDie | undefined;
  readonly splendid?: boolean | undefined;
  /** Raw advantage / disadvantage source counts; when given they replace `levels`, so the test core stacks them with tag-matched sources. */
  readonly counts?: { readonly advantage: number; readonly disadvantage: number } | undefined;
  readonly tags?: readonly string[] | undefined;
  readonly sources?: readonly AdvantageSource[] | undefined;
}

export interface D20Dice {
  readonly d20: readonly number[];
  readonly chaser?: number | undefined;
}

export interface D20Result {
  readonly outcome: D20Outcome;
  readonly success: boolean;
  readonly kept: number;
  readonly dice: D20Dice;
}

export function optionsOf(options: CombatRuleOptions | undefined): ResolvedOptions {
  return resolveOptions(options ?? {});
}

function specOf(s: D20Spec): TestSpec {
  const out: { -readonly [K in keyof TestSpec]: TestSpec[K] } = { attribute: s.attribute, difficulty: s.difficulty };
  if (s.counts !== undefined) {
    if (s.counts.advantage > 0) out.advantage = s.counts.advantage;
    if (s.counts.disadvantage > 0) out.disadvantage = s.counts.disadvantage;
  } else {
    if (s.levels > 0) out.advantage = s.levels;
    if (s.levels < 0) out.disadvantage = -s.levels;
  }
  if (s.tags !== undefined) out.tags = s.tags;
  if (s.sources !== undefined) out.sources = s.sources;
  if (s.chaser !== undefined) out.chaser = s.chaser;
  if (s.splendid === true) out.splendid = true;
  return out;
}

export function resolveD20(dice: D20Dice, s: D20Spec, o: ResolvedOptions): D20Result {
  const r = resolveTest(dice.chaser === undefined ? { d20: dice.d20 } : { d20: dice.d20, chaser: dice.chaser }, specOf(s), o);
  return { outcome: r.outcome, success: r.success, kept: r.kept, dice: r.dice };
}

export function d20Distribution(s: D20Spec, o: ResolvedOptions): Distribution<D20Outcome> {
  return testDistribution(specOf(s), o);
}

export function rollD20(rng: Rng, s: D20Spec, o: ResolvedOptions): readonly [D20Result, Rng] {
  const [r, next] = rollTest(rng, specOf(s), o);
  return [{ outcome: r.outcome, success: r.success, kept: r.kept, dice: r.dice }, next];
}

/** Distribution of the kept d20 face as a signed face: +f when the test succeeded, −f when it failed. */
export function keptFaceDistribution(s: D20Spec, o: ResolvedOptions): Distribution<number> {
  return keptDieDistribution(specOf(s), o);
}

/** Whether one d20 face passes a test without advantage (used for single-face checks). */
export function passes(face: number, s: D20Spec, o: ResolvedOptions): boolean {
  return resolveD20({ d20: [face] }, { ...s, levels: 0 }, o).success;
}

/** Weight of success in a test's distribution, over its total. */
export function successWeight(d: Distribution<D20Outcome>): bigint {
  let w = 0n;
  d.outcomes.forEach((x, i) => {
    if (x === 'critical-success' || x === 'success') w += d.weights[i] ?? 0n;
  });
  return w;
}

export function whole(rule: string, name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new CombatInputError(rule, `${name} must be a whole number in ${min}..${max}, got ${String(value)}`, value);
  }
  return value;
}

export function faces(rule: string, name: string, value: unknown, count: number, sides: number): readonly number[] {
  if (!Array.isArray(value) || value.length !== count) {
    throw new CombatInputError(rule, `${name} needs exactly ${count} face${count === 1 ? '' : 's'}, got ${Array.isArray(value) ? value.length : String(value)}`, value);
  }
  value.forEach((f, i) => whole(rule, `${name}[${i}]`, f, 1, sides));
  return value as readonly number[];
}
