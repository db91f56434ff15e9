import { add } from '../distribution/add.js';
import { checkInt, type Distribution } from '../distribution/Distribution.js';
import { fromDense } from '../distribution/dense.js';
import { gcd } from '../distribution/Fraction.js';
import { stepDown } from '../notation/ladder.js';
import { assertMode, assertStepOn, assertUsageDie, type UsageDie, type UsageRollMode } from './UsageDie.js';

/**
 * Options of {@link usageDieLifetime}.
 * @since 0.1.0
 * @category Usage dice
 */
export interface UsageLifetimeOptions {
  /** How each use is rolled (default `'normal'`); see {@link UsageRollMode}. */
  readonly mode?: UsageRollMode;
  /**
   * Most uses followed on each die size, `1..1000` (default 200). Longer stays on one size
   * are reported as `leftover` (for a ud20 at the default, about 7 in 10^10).
   */
  readonly maxUsesPerSize?: number;
  /**
   * Highest face that steps the die down: 2 (default, ruling U1) or 1 (RedHack half rations
   * and iron rations, which ignore 2s); see {@link UsageStepOptions}.
   */
  readonly stepOn?: 1 | 2;
}


/**
 * The exact distribution of how many uses a usage die lasts, from `sides` until it is
 * exhausted ([ruling U1](../../../../docs/rulings/dice.md#u1): a 1–2 steps it down d20 → d12 → d10 → d8 → d6 → d4 → exhausted).
 * The uses spent on each size are geometric with step chance 2/size, so the mean is the sum
 * of size/2 over the sizes left: ud4 2, ud6 5, ud8 9, ud10 14, ud12 20, ud20 30 uses (the
 * figures the Black Hack family of games quotes). Stays longer than `maxUsesPerSize` on one size are
 * `leftover`, never spread over the listed outcomes.
 *
 * @param sides - The starting usage die: 4, 6, 8, 10, 12 or 20.
 * @param options - Roll mode and truncation (see {@link UsageLifetimeOptions}).
 * @returns The distribution of the number of uses (≥ 1).
 * @throws {@link DieSizeError} if `sides` is not a usage die size.
 * @throws {@link DistributionError} if `maxUsesPerSize` is not an integer in `1..1000`.
 * @throws {@link UsageStepError} if `stepOn` is not 1 or 2.
 * @example
 * ```ts
 * const torch = usageDieLifetime(6);
 * probabilityAtMost(torch, 2); // chance a ud6 torch is gone after two uses
 * ```
 * @see {@link rollUsageDie}
 * @since 0.1.0
 * @category Usage dice
 */
export function usageDieLifetime(sides: UsageDie, options?: UsageLifetimeOptions): Distribution<number> {
  assertUsageDie(sides);
  const mode = options?.mode ?? 'normal';
  assertMode(mode);
  const n = options?.maxUsesPerSize ?? 200;
  checkInt(n, 1, 1000, 'maxUsesPerSize must be an integer');
  const t = BigInt(assertStepOn(options?.stepOn ?? 2));
  let acc: Distribution<number> | undefined;
  for (let s: UsageDie | 'exhausted' = sides; s !== 'exhausted'; s = stepDown(s)) {
    // Step chance a/b in lowest terms (t = stepOn): t/s, (t/s)² with advantage, 1 − ((s−t)/s)² with disadvantage.
    const S = BigInt(s);
    let a = mode === 'normal' ? t : mode === 'advantage' ? t * t : S * S - (S - t) * (S - t);
    let b = mode === 'normal' ? S : S * S;
    const g = gcd(a, b);
    a /= g;
    b /= g;
    // P(stay k−1 times, then step) = (b−a)^(k−1)·a / b^k, over the common total b^n.
    const w: bigint[] = [];
    let stay = 1n;
    for (let k = 1; k <= n; k++) {
      w.push(stay * a * b ** BigInt(n - k));
      stay *= b - a;
    }
    const geo = fromDense({ min: 1, w }, stay);
    acc = acc === undefined ? geo : add(acc, geo);
  }
  return acc as Distribution<number>;
}
