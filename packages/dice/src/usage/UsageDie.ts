import type { UsageSides } from '../notation/ast.js';
import { stepDown } from '../notation/ladder.js';
import { UsageModeError } from './UsageModeError.js';
import { UsageStepError } from './UsageStepError.js';

/**
 * A usage die: its number of sides, one of d4, d6, d8, d10, d12, d20 ([ruling U1](../../../../docs/rulings/dice.md#u1); the
 * RedHack seeds use ud4 … ud20 for torches, ammunition, oil and holy water).
 * @since 0.1.0
 * @category Usage dice
 */
export type UsageDie = UsageSides;

/**
 * How a usage die is rolled: once (`'normal'`), or two dice keeping the higher
 * (`'advantage'`, e.g. a Warrior's armourer's tools) or the lower (`'disadvantage'`, e.g.
 * several shots in one round) — [ruling U1](../../../../docs/rulings/dice.md#u1).
 * @since 0.1.0
 * @category Usage dice
 */
export type UsageRollMode = 'normal' | 'advantage' | 'disadvantage';

/** @internal Throws unless `die` is a usage die size. */
export function assertUsageDie(die: unknown): asserts die is UsageDie {
  // stepDown throws DieSizeError for any size off the ladder (NaN stands in for a non-number).
  stepDown(typeof die === 'number' ? die : Number.NaN);
}

/** @internal Throws unless `mode` is a usage roll mode. */
export function assertMode(mode: unknown): asserts mode is UsageRollMode {
  if (mode !== 'normal' && mode !== 'advantage' && mode !== 'disadvantage') {
    throw new UsageModeError(mode);
  }
}

/**
 * Options of one usage roll.
 * @since 0.2.0
 * @category Usage dice
 */
export interface UsageStepOptions {
  /**
   * Highest face that steps the die down: 2 (the default: a 1 or 2 steps) or 1 (only a 1
   * steps, e.g. RedHack half rations and iron rations under spoilage).
   */
  readonly stepOn?: 1 | 2;
}

/** @internal Throws unless `stepOn` is 1 or 2; returns it. */
export function assertStepOn(stepOn: unknown): 1 | 2 {
  if (stepOn !== 1 && stepOn !== 2) throw new UsageStepError(stepOn);
  return stepOn;
}
