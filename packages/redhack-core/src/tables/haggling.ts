// RedHack classic haggling: dice per full step of the order's value (R43).
import { add, constant, die, map, sample, sumOf, type Distribution, type Rng } from '@rollwright/dice';
import { TableDefinitionError } from '@rollwright/tables';

/**
 * Largest order value (gp) haggling accepts: 10⁹. Checked before any work.
 *
 * @since 0.1.0
 * @category RedHack
 */
export const MAX_HAGGLE_VALUE = 1_000_000_000;

/**
 * One bracket of haggling dice: roll `count` × (d6 − 1) × `multiplier` gp.
 *
 * @since 0.1.0
 * @category RedHack
 */
export interface HaggleStep {
  /** Number of d6 − 1 rolls (one per full step in the bracket, at most 10). */
  readonly count: number;
  /** Gold pieces per pip. */
  readonly multiplier: number;
}

/**
 * The haggling dice for an order (classic, R43): one (d6 − 1) per full 10 gp up to 100, one
 * (d6 − 1) × 10 per full 100 gp up to 1000, one (d6 − 1) × 100 per full 1000 gp up to 10,000,
 * and so on.
 *
 * @param value - Order value in gp, 10..{@link MAX_HAGGLE_VALUE}.
 * @returns The brackets, smallest first.
 * @throws {@link "@rollwright/tables"!TableDefinitionError} if the value is below 10 gp, above the limit or not whole.
 * @example
 * ```ts
 * hagglingSteps(350); // [{ count: 10, multiplier: 1 }, { count: 3, multiplier: 10 }]
 * ```
 * @since 0.1.0
 * @category RedHack
 */
export function hagglingSteps(value: number): readonly HaggleStep[] {
  if (!Number.isSafeInteger(value) || value < 10 || value > MAX_HAGGLE_VALUE) {
    throw new TableDefinitionError('redhack/classic/haggling', `order value must be a whole number of gp, 10..${MAX_HAGGLE_VALUE}, got ${String(value)}`);
  }
  const steps: HaggleStep[] = [];
  for (let unit = 10, multiplier = 1; unit <= value; unit *= 10, multiplier *= 10) {
    steps.push(Object.freeze({ count: Math.min(10, Math.floor(value / unit)), multiplier }));
  }
  return Object.freeze(steps);
}

/**
 * Exact distribution of the haggled amount in gp (a critical adds 50%, rounded down).
 *
 * @param value - Order value in gp, 10..{@link MAX_HAGGLE_VALUE}.
 * @param options - `critical`: the CHA test was a critical (×1.5, floor).
 * @returns Distribution of the gp taken off (success) or added (failure).
 * @throws {@link "@rollwright/tables"!TableDefinitionError} as {@link hagglingSteps}.
 * @example
 * ```ts
 * probability(hagglingDistribution(10), 0); // 1/6
 * ```
 * @since 0.1.0
 * @category RedHack
 */
export function hagglingDistribution(value: number, options: { readonly critical?: boolean } = {}): Distribution<number> {
  let d: Distribution<number> = constant(0);
  for (const s of hagglingSteps(value)) {
    d = add(d, sumOf(s.count, map(die(6), (x) => (x - 1) * s.multiplier)));
  }
  return options.critical === true ? map(d, (x) => Math.floor((x * 3) / 2)) : d;
}

/**
 * Rolls the haggled amount in gp.
 *
 * @param rng - Generator state; never mutated.
 * @param value - Order value in gp, 10..{@link MAX_HAGGLE_VALUE}.
 * @param options - `critical`: ×1.5, floor.
 * @returns The amount and the next state.
 * @throws {@link "@rollwright/tables"!TableDefinitionError} as {@link hagglingSteps}.
 * @example
 * ```ts
 * const [gp, next] = rollHaggling(seed(1), 250);
 * ```
 * @since 0.1.0
 * @category RedHack
 */
export function rollHaggling(rng: Rng, value: number, options: { readonly critical?: boolean } = {}): readonly [number, Rng] {
  return sample(rng, hagglingDistribution(value, options));
}
