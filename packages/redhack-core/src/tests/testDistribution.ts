import { die, fromWeights, highestOf, lowestOf, map, type Distribution } from '@rollwright/dice';
import type { RedhackOptions, ResolvedOptions } from '../options/options.js';
import { judge, rank, succeeds } from './resolveTest.js';
import { prepareTest, TEST_OUTCOMES, type PreparedTest, type TestOutcome, type TestSpec } from './spec.js';

/** @internal Distribution of the kept d20 face for a given chaser face (chaser 0 = none). */
function keptFace(p: PreparedTest, chaserFace: number): Distribution<number> {
  const k = Math.abs(p.levels);
  if (k === 0) return die(20);
  if (p.options.advantage === 'bestOfTwo') {
    const ranks = map(die(20), (f) => rank(f, p));
    const back = new Map<number, number>();
    for (let f = 1; f <= 20; f++) back.set(rank(f, p), f);
    const pool = Array.from({ length: k + 1 }, () => ranks);
    const best = p.levels > 0 ? highestOf(...pool) : lowestOf(...pool);
    return map(best, (r) => back.get(r) ?? 0);
  }
  // rerollOnFail: weights over 20^(k+1) (dice the rule did not call for count as unused).
  const adv = p.levels > 0;
  const stop = adv ? 1 : 20;
  const memo = new Map<string, Map<number, bigint>>();
  const pow = (e: number): bigint => 20n ** BigInt(e);
  const rec = (current: number, left: number): Map<number, bigint> => {
    const key = `${current}:${left}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const out = new Map<number, bigint>();
    const add = (f: number, w: bigint): void => {
      out.set(f, (out.get(f) ?? 0n) + w);
    };
    if (left === 0 || succeeds(current, chaserFace, p) === adv) add(current, pow(left));
    else {
      for (let r = 1; r <= 20; r++) {
        if (r === stop) add(current, pow(left - 1));
        else for (const [f, w] of rec(r, left - 1)) add(f, w);
      }
    }
    memo.set(key, out);
    return out;
  };
  const total = new Map<number, bigint>();
  for (let r = 1; r <= 20; r++) for (const [f, w] of rec(r, k)) total.set(f, (total.get(f) ?? 0n) + w);
  return fromWeights([...total]);
}

/**
 * @internal Joint distribution of (kept face, chaser face), encoded as `kept * 100 + chaser`
 * (chaser 0 when the test has none). Every public distribution of a test is a map of this.
 */
export function jointDistribution(p: PreparedTest): Distribution<number> {
  if (p.chaserSides === undefined) return map(keptFace(p, 0), (f) => f * 100);
  const parts: [number, bigint][] = [];
  const sides = p.chaserSides;
  for (let c = 1; c <= sides; c++) {
    const d = keptFace(p, c);
    d.outcomes.forEach((f, i) => parts.push([f * 100 + c, d.weights[i] ?? 0n]));
  }
  // Same total for each chaser face, so the weights are over 20^dice × sides.
  return fromWeights(parts);
}

/** @internal Puts the four outcomes in the documented order (absent ones omitted). */
export function orderOutcomes(d: Distribution<TestOutcome>): Distribution<TestOutcome> {
  const w = new Map(d.outcomes.map((o, i) => [o, d.weights[i] ?? 0n] as const));
  return fromWeights(TEST_OUTCOMES.filter((o) => w.has(o)).map((o) => [o, w.get(o) ?? 0n] as const));
}

/** @internal {@link testDistribution} on a prepared test. */
export function outcomeDistributionOf(p: PreparedTest): Distribution<TestOutcome> {
  return orderOutcomes(map(jointDistribution(p), (code) => judge(Math.floor(code / 100), code % 100, p).outcome));
}

/** @internal {@link degreeDistribution} on a prepared test. */
export function degreeDistributionOf(p: PreparedTest): Distribution<number> {
  return map(jointDistribution(p), (code) => judge(Math.floor(code / 100), code % 100, p).degree);
}

/**
 * The exact odds of a test's four outcomes: `critical-success` (natural 20), `success`,
 * `failure` and `critical-failure` (natural 1), in that order (impossible ones omitted). It is
 * {@link resolveTest} applied to every combination of dice, with integer weights.
 *
 * Source: redhack-rules.txt › Core Rules › Tests; redhack-3.1-draft.txt › Tests. Rulings
 * [R01](../../../../docs/rulings/redhack.md#r01)–[R06](../../../../docs/rulings/redhack.md#r06).
 *
 * @param spec - The test; never mutated.
 * @param options - Edition and rule options (default draft31).
 * @returns Weights over 20^dice (× the chaser's sides).
 * @throws {@link AttributeError}, {@link DifficultyError}, {@link AdvantageError},
 *   {@link EditionError} or {@link ChaserDieError} as {@link resolveTest} does.
 * @example
 * ```ts
 * const d = testDistribution({ attribute: 12, difficulty: 4 }, { edition: 'classic' });
 * probabilityWhere(d, (o) => o.endsWith('success')); // 9/20
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function testDistribution(spec: TestSpec, options: RedhackOptions | ResolvedOptions = {}): Distribution<TestOutcome> {
  return outcomeDistributionOf(prepareTest(spec, options));
}

/**
 * The exact distribution of a test's Degree of Success: 0 for a failure, else the degree
 * (1..20) that {@link resolveTest} reports. Source: redhack-rules.txt › Core Rules › Tests
 * (the die shows the strength of the success); redhack-3.1-draft.txt › Tests (higher is better).
 *
 * @param spec - The test; never mutated.
 * @param options - Edition and rule options (default draft31).
 * @returns Weights over 20^dice (× the chaser's sides).
 * @throws {@link AttributeError}, {@link DifficultyError}, {@link AdvantageError},
 *   {@link EditionError} or {@link ChaserDieError} as {@link resolveTest} does.
 * @example
 * ```ts
 * probability(degreeDistribution({ attribute: 12, difficulty: 4 }), 0); // 11/20
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function degreeDistribution(spec: TestSpec, options: RedhackOptions | ResolvedOptions = {}): Distribution<number> {
  return degreeDistributionOf(prepareTest(spec, options));
}

/**
 * The exact distribution of the kept d20 with its success flag, as a signed face: `+f` when
 * the kept face `f` made the test succeed, `−f` when it failed. (The chaser die can make the
 * same face succeed or fail, so a face can appear with both signs.)
 *
 * @param spec - The test; never mutated.
 * @param options - Edition and rule options (default draft31).
 * @returns Weights over 20^dice (× the chaser's sides), outcomes −20..20 without 0.
 * @throws {@link AttributeError}, {@link DifficultyError}, {@link AdvantageError},
 *   {@link EditionError} or {@link ChaserDieError} as {@link resolveTest} does.
 * @example
 * ```ts
 * probability(keptDieDistribution({ attribute: 12, levels: 1 }), 12); // P(kept 12 and success)
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function keptDieDistribution(spec: TestSpec, options: RedhackOptions | ResolvedOptions = {}): Distribution<number> {
  const p = prepareTest(spec, options);
  return map(jointDistribution(p), (code) => {
    const kept = Math.floor(code / 100);
    return succeeds(kept, code % 100, p) ? kept : -kept;
  });
}
