import { RedhackRuleError } from '../errors/index.js';
import type { RedhackOptions, ResolvedOptions } from '../options/options.js';
import { prepareTest, type PreparedTest, type TestOutcome, type TestSpec } from './spec.js';

/**
 * The dice of one test, as rolled: the d20 faces in the order they were rolled, and the chaser
 * die's face when the test has one.
 * @since 0.1.0
 * @category Tests
 */
export interface TestDice {
  /**
   * Each d20 face, 1..20, in order. With `bestOfTwo` advantage: exactly |levels| + 1 dice. With
   * `rerollOnFail`: the first roll, then each reroll that the rule called for.
   */
  readonly d20: readonly number[];
  /** The chaser die's face (1..sides), present exactly when the test has a chaser die. */
  readonly chaser?: number;
}

/**
 * What one test came to.
 * @since 0.1.0
 * @category Tests
 */
export interface TestResult {
  /** Critical success (natural 20), success, failure, or critical failure (natural 1). */
  readonly outcome: TestOutcome;
  /** `true` for `critical-success` and `success`. */
  readonly success: boolean;
  /**
   * The Degree of Success: the kept die on a success (20 on a natural 20; for a success that
   * only the chaser die or a splendid 19 made, the kept die capped at the attribute, at least
   * 1); 0 on a failure. Higher is better, e.g. in opposed rolls.
   */
  readonly degree: number;
  /** The d20 face the test kept (1..20). */
  readonly kept: number;
  /** Whether the chaser die showed one of its two highest faces (false without a chaser). */
  readonly chaserHit: boolean;
  /** The dice the test used. */
  readonly dice: TestDice;
  /** The attribute the die was judged against, after bonuses (0..19). */
  readonly attribute: number;
  /** The difficulty the die had to exceed, after penalties and difficulty reduction (≥ 0). */
  readonly difficulty: number;
  /** Net advantage applied: positive levels of advantage, negative of disadvantage, 0 none. */
  readonly levels: number;
  /** Names of the tag-matched advantage sources that applied. */
  readonly applied: readonly string[];
}

/** @internal How a single kept d20 (with the chaser face, 0 if none) is judged. */
export function judge(
  kept: number,
  chaserFace: number,
  p: PreparedTest,
): { readonly outcome: TestOutcome; readonly degree: number; readonly chaserHit: boolean } {
  const chaserHit = p.chaserSides !== undefined && chaserFace >= p.chaserSides - 1;
  if (kept === 20) return { outcome: 'critical-success', degree: 20, chaserHit };
  if (kept === 1) return { outcome: 'critical-failure', degree: 0, chaserHit };
  if (kept > p.difficulty && kept <= p.attribute) return { outcome: 'success', degree: kept, chaserHit };
  if ((p.splendid && kept === 19) || chaserHit) return { outcome: 'success', degree: Math.max(1, Math.min(kept, p.attribute)), chaserHit };
  return { outcome: 'failure', degree: 0, chaserHit };
}

/** @internal Whether a d20 face succeeds (with the chaser face). */
export function succeeds(face: number, chaserFace: number, p: PreparedTest): boolean {
  const o = judge(face, chaserFace, p).outcome;
  return o === 'critical-success' || o === 'success';
}

/**
 * @internal The R03 order of d20 faces, as a number (higher = better): natural 20; faces within
 * the attribute, higher first (a splendid 19 just above the attribute's own face); faces over
 * the attribute, lower first; natural 1 last. A success always outranks a failure.
 */
export function rank(face: number, p: PreparedTest): number {
  if (face === 20) return 200;
  if (face === 1) return 0;
  if (face <= p.attribute) return 100 + 2 * face;
  if (p.splendid && face === 19) return 101 + 2 * p.attribute;
  return 60 - face;
}

function badDice(message: string, value: unknown): RedhackRuleError {
  return new RedhackRuleError('dice', message, value);
}

function checkFace(face: unknown, sides: number, what: string): number {
  if (typeof face !== 'number' || !Number.isInteger(face) || face < 1 || face > sides) {
    throw badDice(`${what} must be a whole number in 1..${sides}, got ${String(face)}`, face);
  }
  return face;
}

/** @internal The kept face and the number of d20s used, from given faces. */
export function keepFace(d20: readonly number[], chaserFace: number, p: PreparedTest): { readonly kept: number; readonly used: number } {
  const k = Math.abs(p.levels);
  if (p.options.advantage === 'bestOfTwo' || k === 0) {
    const n = k + 1;
    if (d20.length !== n) throw badDice(`this test rolls ${n} d20${n === 1 ? '' : 's'}, got ${d20.length} faces`, d20);
    let best = d20[0] as number;
    for (const f of d20) {
      if (p.levels >= 0 ? rank(f, p) > rank(best, p) : rank(f, p) < rank(best, p)) best = f;
    }
    return { kept: best, used: n };
  }
  // rerollOnFail (R02): advantage rerolls a failure and keeps the reroll unless it is a
  // natural 1; disadvantage rerolls a success and keeps it unless it is a natural 20.
  const adv = p.levels > 0;
  let kept = d20[0] as number;
  let used = 1;
  for (let left = k; left > 0 && succeeds(kept, chaserFace, p) !== adv; left--) {
    if (used >= d20.length) throw badDice(`the rule calls for reroll ${used} but only ${d20.length} d20 faces were given`, d20);
    const r = d20[used] as number;
    used++;
    if (r === (adv ? 1 : 20)) break;
    kept = r;
  }
  if (used !== d20.length) throw badDice(`this test used ${used} d20 faces, got ${d20.length}`, d20);
  return { kept, used };
}

/** @internal {@link resolveTest} on a prepared test. */
export function resolvePrepared(dice: TestDice, p: PreparedTest): TestResult {
  if (typeof dice !== 'object' || dice === null || !Array.isArray(dice.d20) || dice.d20.length === 0) {
    throw badDice('dice.d20 must be a non-empty array of d20 faces', dice);
  }
  dice.d20.forEach((f, i) => checkFace(f, 20, `d20 face ${i + 1}`));
  let chaserFace = 0;
  if (p.chaserSides === undefined) {
    if (dice.chaser !== undefined) throw badDice('a chaser face was given but the test has no chaser die', dice.chaser);
  } else {
    if (dice.chaser === undefined) throw badDice(`the test has a cd${p.chaserSides}: give its face`, dice);
    chaserFace = checkFace(dice.chaser, p.chaserSides, `cd${p.chaserSides} face`);
  }
  const { kept } = keepFace(dice.d20, chaserFace, p);
  const j = judge(kept, chaserFace, p);
  const usedDice: TestDice = Object.freeze(
    p.chaserSides === undefined ? { d20: Object.freeze([...dice.d20]) } : { d20: Object.freeze([...dice.d20]), chaser: chaserFace },
  );
  return Object.freeze({
    outcome: j.outcome,
    success: j.outcome === 'critical-success' || j.outcome === 'success',
    degree: j.degree,
    kept,
    chaserHit: j.chaserHit,
    dice: usedDice,
    attribute: p.attribute,
    difficulty: p.difficulty,
    levels: p.levels,
    applied: p.applied,
  });
}

/**
 * Resolves a d20 test from given dice: roll under (or equal to) the attribute and over the
 * difficulty; a natural 20 always succeeds (critical), a natural 1 always fails (critical).
 * The edition's rules apply to bonuses and penalties (classic: the attribute rises, and past 19
 * the excess lowers the difficulty; draft31: past 19 the excess becomes advantage levels), to
 * advantage (classic reroll-on-fail without stacking; draft31 best or worst of |levels| + 1
 * under the order of ruling R03), to the chaser die (either of its two highest faces
 * succeeds unless the d20 shows 1 or 20) and to splendid weapons (a natural 19 succeeds).
 *
 * This is the one definition of a test: {@link testDistribution} and {@link rollTest} are
 * built on it. Rulings: [R01](../../../../docs/rulings/redhack.md#r01),
 * [R02](../../../../docs/rulings/redhack.md#r02), [R03](../../../../docs/rulings/redhack.md#r03),
 * [R04](../../../../docs/rulings/redhack.md#r04), [R05](../../../../docs/rulings/redhack.md#r05),
 * [R06](../../../../docs/rulings/redhack.md#r06), [R54](../../../../docs/rulings/redhack.md#r54).
 * Source: redhack-rules.txt › Core Rules › Tests, Advantage & Disadvantage, Bonuses &
 * Penalties, Attributes Above 19; redhack-3.1-draft.txt › Tests.
 *
 * @param dice - The d20 faces (and the chaser face, when the test has a chaser die); never mutated.
 * @param spec - The test; never mutated.
 * @param options - Edition and rule options (default draft31); never mutated.
 * @returns The outcome, Degree of Success, kept die and the effective attribute and difficulty.
 * @throws {@link AttributeError} if the attribute is not whole or outside the range in play.
 * @throws {@link DifficultyError} if the difficulty, bonus or penalty is negative or not whole.
 * @throws {@link AdvantageError} if `levels` is mixed with advantage counts, used without the
 *   `levels` stacking rule, or exceeds {@link MAX_ADVANTAGE_LEVELS}.
 * @throws {@link EditionError} for a chaser die or splendid weapon in `classic`.
 * @throws {@link ChaserDieError} for an unknown chaser die.
 * @throws {@link RedhackRuleError} (rule `dice`) if the faces are not what the test rolls.
 * @example
 * ```ts
 * resolveTest({ d20: [7] }, { attribute: 12, difficulty: 4 }).outcome; // 'success'
 * resolveTest({ d20: [3, 15] }, { attribute: 12, levels: 1 }).kept;  // 3 (15 is over the attribute)
 * resolveTest({ d20: [15], chaser: 8 }, { attribute: 12, difficulty: 5, chaser: 'cd8' }).degree; // 12
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function resolveTest(dice: TestDice, spec: TestSpec, options: RedhackOptions | ResolvedOptions = {}): TestResult {
  return resolvePrepared(dice, prepareTest(spec, options));
}
