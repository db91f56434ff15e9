import type { Rng } from '../rng/Rng.js';
import { rollDie } from '../rng/rollDie.js';
import { stepDown } from '../notation/ladder.js';
import { assertMode, assertStepOn, assertUsageDie, type UsageDie, type UsageRollMode, type UsageStepOptions } from './UsageDie.js';

/**
 * The outcome of one use of a usage die.
 * @since 0.1.0
 * @category Usage dice
 */
export interface UsageRoll {
  /** The face that counts (pips, `1..die`; the higher/lower of two with advantage/disadvantage). */
  readonly face: number;
  /** True when the face was 1 or 2 (only 1 with `stepOn: 1`), so the die stepped down. */
  readonly stepped: boolean;
  /** The die after this use: one size smaller when stepped, `'exhausted'` when a d4 stepped. */
  readonly next: UsageDie | 'exhausted';
}

/**
 * Uses a usage die once ([ruling U1](../../../../docs/rulings/dice.md#u1)): the roll is the use; on a 1 or 2 the die steps down
 * d20 → d12 → d10 → d8 → d6 → d4 → exhausted, on 3+ nothing changes. Seeds:
 * redhack-rules.txt (classic; torches, arrows ud12, quarrels ud20) and redhack-3.1-draft.txt.
 *
 * @param rng - Generator state; never mutated.
 * @param die - The current usage die: 4, 6, 8, 10, 12 or 20 sides.
 * @param mode - `'normal'` (default), `'advantage'` (two dice, keep the higher) or
 *   `'disadvantage'` (two dice, keep the lower), per the same ruling.
 * @param options - `stepOn: 1` makes only a 1 step the die down (default 2: a 1 or 2).
 * @returns The use's face, whether it stepped, the die afterwards, and the next state.
 * @throws {@link DieSizeError} if `die` is not a usage die size.
 * @throws {@link UsageModeError} if `mode` is not one of the three modes.
 * @throws {@link UsageStepError} if `stepOn` is not 1 or 2.
 * @example
 * ```ts
 * const [use, next] = rollUsageDie(seed(3), 6);
 * use.next; // 6 on a 3+, 4 on a 1 or 2
 * ```
 * @see {@link usageDieLifetime}, {@link stepDown}
 * @since 0.1.0
 * @category Usage dice
 */
export function rollUsageDie(rng: Rng, die: UsageDie, mode: UsageRollMode = 'normal', options: UsageStepOptions = {}): readonly [roll: UsageRoll, next: Rng] {
  assertUsageDie(die);
  assertMode(mode);
  const stepOn = assertStepOn(options.stepOn ?? 2);
  let [face, r] = rollDie(rng, die);
  if (mode !== 'normal') {
    const [second, r2] = rollDie(r, die);
    face = mode === 'advantage' ? Math.max(face, second) : Math.min(face, second);
    r = r2;
  }
  const stepped = face <= stepOn;
  return [Object.freeze({ face, stepped, next: stepped ? stepDown(die) : die }), r];
}
