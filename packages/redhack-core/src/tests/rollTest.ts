import { rollDie, type Rng } from '@rollwright/dice';
import type { RedhackOptions, ResolvedOptions } from '../options/options.js';
import { resolvePrepared, succeeds, type TestResult } from './resolveTest.js';
import { prepareTest, type TestSpec } from './spec.js';

/**
 * Rolls a d20 test: the chaser die first (when there is one), then the d20s the edition's
 * advantage rule calls for, and resolves them with {@link resolveTest} — so the sampler and
 * {@link testDistribution} share one definition.
 *
 * Source: redhack-rules.txt › Core Rules › Tests; redhack-3.1-draft.txt › Tests.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The test; never mutated.
 * @param options - Edition and rule options (default draft31).
 * @returns The result (with `dice`, the faces rolled) and the next state.
 * @throws {@link AttributeError}, {@link DifficultyError}, {@link AdvantageError},
 *   {@link EditionError} or {@link ChaserDieError} as {@link resolveTest} does, before any die is rolled.
 * @example
 * ```ts
 * const [result, next] = rollTest(seed(7), { attribute: 14, difficulty: 6, tags: ['ac'] });
 * result.success; // true or false; result.dice.d20 holds the faces
 * ```
 * @since 0.1.0
 * @category Tests
 */
export function rollTest(rng: Rng, spec: TestSpec, options: RedhackOptions | ResolvedOptions = {}): readonly [result: TestResult, next: Rng] {
  const p = prepareTest(spec, options);
  let r = rng;
  let chaser: number | undefined;
  if (p.chaserSides !== undefined) [chaser, r] = rollDie(r, p.chaserSides);
  const k = Math.abs(p.levels);
  const d20: number[] = [];
  let face: number;
  if (p.options.advantage === 'bestOfTwo' || k === 0) {
    for (let i = 0; i <= k; i++) {
      [face, r] = rollDie(r, 20);
      d20.push(face);
    }
  } else {
    const adv = p.levels > 0;
    [face, r] = rollDie(r, 20);
    d20.push(face);
    let kept = face;
    for (let left = k; left > 0 && succeeds(kept, chaser ?? 0, p) !== adv; left--) {
      [face, r] = rollDie(r, 20);
      d20.push(face);
      if (face === (adv ? 1 : 20)) break;
      kept = face;
    }
  }
  return [resolvePrepared(chaser === undefined ? { d20 } : { d20, chaser }, p), r];
}
