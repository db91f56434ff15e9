import { combine, fromWeights, type Distribution, type Rng } from '@rollwright/dice';
import { resolveOptions, type RedhackOptions, type ResolvedOptions } from '../options/options.js';
import { judge, resolvePrepared, type TestDice, type TestResult } from './resolveTest.js';
import { rollTest } from './rollTest.js';
import { prepareTest, type PreparedTest, type TestSpec } from './spec.js';
import { jointDistribution } from './testDistribution.js';

/**
 * Who wins an opposed roll: side `a`, side `b`, or `none` (a tie nothing breaks, or, in the
 * draft, both sides failing).
 * @since 0.1.0
 * @category Tests
 */
export type OpposedWinner = 'a' | 'b' | 'none';

/**
 * The result of an opposed roll: both tests and the winner.
 * @since 0.1.0
 * @category Tests
 */
export interface OpposedResult {
  /** Who won. */
  readonly winner: OpposedWinner;
  /** Side a's test (with the forum rule: judged against b's roll as its difficulty). */
  readonly a: TestResult;
  /** Side b's test. */
  readonly b: TestResult;
}

/** @internal Winner from the two kept faces and chaser faces. */
function winnerOf(pa: PreparedTest, pb: PreparedTest, ka: number, ca: number, kb: number, cb: number): { winner: OpposedWinner; pa: PreparedTest; pb: PreparedTest } {
  const rule = pa.options.opposed;
  let qa = pa;
  let qb = pb;
  if (rule === 'forum') {
    // The opponent's roll, when it did not exceed their attribute, is your difficulty.
    if (kb <= pb.attribute) qa = { ...pa, difficulty: Math.max(pa.difficulty, kb) };
    if (ka <= pa.attribute) qb = { ...pb, difficulty: Math.max(pb.difficulty, ka) };
  }
  const ja = judge(ka, ca, qa);
  const jb = judge(kb, cb, qb);
  const sa = ja.outcome === 'success' || ja.outcome === 'critical-success';
  const sb = jb.outcome === 'success' || jb.outcome === 'critical-success';
  const byAttribute = (): OpposedWinner => (pa.attribute > pb.attribute ? 'a' : pb.attribute > pa.attribute ? 'b' : 'none');
  let winner: OpposedWinner;
  if (sa !== sb) winner = sa ? 'a' : 'b';
  else if (!sa && rule !== 'classic') winner = 'none';
  else {
    // classic: both succeeded or both failed — the higher roll; the draft: the higher success.
    const xa = sa ? ja.degree : ka;
    const xb = sb ? jb.degree : kb;
    winner = xa > xb ? 'a' : xb > xa ? 'b' : byAttribute();
  }
  return { winner, pa: qa, pb: qb };
}

function prepareBoth(a: TestSpec, b: TestSpec, options: RedhackOptions | ResolvedOptions): readonly [PreparedTest, PreparedTest] {
  const o = resolveOptions(options);
  return [prepareTest(a, o), prepareTest(b, o)];
}

/**
 * Resolves an opposed roll from given dice ([ruling R13](../../../../docs/rulings/redhack.md#r13),
 * option `opposed`). `classic`: a success beats a failure; otherwise the higher roll (the
 * Degree of Success when both succeed) wins. `draft31`: the higher successful roll wins and
 * nobody wins when both fail. `forum`: each side's difficulty is at least the other's roll
 * when that roll did not exceed the other's attribute. Ties go to the higher attribute, and
 * are `none` when the attributes are equal too.
 * Source: redhack-rules.txt › Core Rules › Opposed Rolls; redhack-3.1-draft.txt › PC vs PC.
 *
 * @param dice - The dice of side a and side b (as {@link resolveTest} takes them); never mutated.
 * @param a - Side a's test.
 * @param b - Side b's test.
 * @param options - Edition and rule options (default draft31).
 * @returns The winner and both tests.
 * @throws {@link AttributeError}, {@link DifficultyError}, {@link AdvantageError},
 *   {@link EditionError}, {@link ChaserDieError} or {@link RedhackRuleError} as {@link resolveTest} does.
 * @example
 * ```ts
 * resolveOpposed({ a: { d20: [9] }, b: { d20: [14] } }, { attribute: 12 }, { attribute: 13 }).winner; // 'b'
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function resolveOpposed(
  dice: { readonly a: TestDice; readonly b: TestDice },
  a: TestSpec,
  b: TestSpec,
  options: RedhackOptions | ResolvedOptions = {},
): OpposedResult {
  const [pa, pb] = prepareBoth(a, b, options);
  const ra = resolvePrepared(dice.a, pa);
  const rb = resolvePrepared(dice.b, pb);
  const w = winnerOf(pa, pb, ra.kept, ra.dice.chaser ?? 0, rb.kept, rb.dice.chaser ?? 0);
  const ja = pa.options.opposed === 'forum' ? resolvePrepared(dice.a, w.pa) : ra;
  const jb = pb.options.opposed === 'forum' ? resolvePrepared(dice.b, w.pb) : rb;
  return Object.freeze({ winner: w.winner, a: ja, b: jb });
}

/**
 * The exact odds of an opposed roll: `a`, `b` and `none`, in that order (impossible ones
 * omitted), from {@link resolveOpposed}'s rule over every combination of both sides' dice.
 * See [ruling R13](../../../../docs/rulings/redhack.md#r13).
 *
 * @param a - Side a's test.
 * @param b - Side b's test.
 * @param options - Edition and rule options (default draft31).
 * @returns Weights over both sides' dice.
 * @throws {@link AttributeError}, {@link DifficultyError}, {@link AdvantageError},
 *   {@link EditionError} or {@link ChaserDieError} as {@link resolveTest} does.
 * @example
 * ```ts
 * const d = opposedDistribution({ attribute: 12 }, { attribute: 12 }, { edition: 'classic' });
 * probability(d, 'a'); // equal to probability(d, 'b')
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function opposedDistribution(a: TestSpec, b: TestSpec, options: RedhackOptions | ResolvedOptions = {}): Distribution<OpposedWinner> {
  const [pa, pb] = prepareBoth(a, b, options);
  const d = combine(jointDistribution(pa), jointDistribution(pb), (x, y) => winnerOf(pa, pb, Math.floor(x / 100), x % 100, Math.floor(y / 100), y % 100).winner);
  const w = new Map(d.outcomes.map((o, i) => [o, d.weights[i] ?? 0n] as const));
  return fromWeights((['a', 'b', 'none'] as const).filter((o) => w.has(o)).map((o) => [o, w.get(o) ?? 0n] as const));
}

/**
 * Rolls an opposed roll: side a's dice, then side b's (each as {@link rollTest} rolls them),
 * resolved by {@link resolveOpposed}.
 *
 * @param rng - Generator state; never mutated.
 * @param a - Side a's test.
 * @param b - Side b's test.
 * @param options - Edition and rule options (default draft31).
 * @returns The result and the next state.
 * @throws {@link AttributeError}, {@link DifficultyError}, {@link AdvantageError},
 *   {@link EditionError} or {@link ChaserDieError} as {@link resolveTest} does.
 * @example
 * ```ts
 * const [duel, next] = rollOpposed(seed(3), { attribute: 14 }, { attribute: 11 });
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function rollOpposed(rng: Rng, a: TestSpec, b: TestSpec, options: RedhackOptions | ResolvedOptions = {}): readonly [result: OpposedResult, next: Rng] {
  const o = resolveOptions(options);
  prepareBoth(a, b, o);
  const [ra, r1] = rollTest(rng, a, o);
  const [rb, r2] = rollTest(r1, b, o);
  return [resolveOpposed({ a: ra.dice, b: rb.dice }, a, b, o), r2];
}

