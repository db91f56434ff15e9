// Classic fatigue: hunger, thirst and exhaustion tests, the fatigue table, recovery; and the
// draft31 exhaustion levels and privations.
import { lookupBand } from '@rollwright/tables';
import type { TestSpec } from '../tests/index.js';
import { classicFatigue } from '../tables/classic/tables.js';
import { SurvivalError } from './SurvivalError.js';

function whole(v: unknown, min: number, max: number, what: string, rule: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new SurvivalError(rule, `${what} must be a whole number ${min}..${max}, got ${String(v)}`, v);
  return v;
}

/**
 * A classic fatigue condition.
 * @since 0.1.0
 * @category RedHack survival
 */
export type FatigueCondition = 'hunger' | 'thirst' | 'exhaustion';

/**
 * A classic character's fatigue: the step on the fatigue table (0 = fine, 7 = Dead), the
 * failed tests so far for hunger and for exhaustion (counted apart,
 * [ruling R81](../../../../docs/rulings/redhack.md#r81)), and the days of thirst.
 * @since 0.1.0
 * @category RedHack survival
 */
export interface FatigueState {
  /** Step on the fatigue table, 0..7. */
  readonly step: number;
  /** Failed hunger tests since the hunger began. */
  readonly hungerFailures: number;
  /** Failed exhaustion tests since the tiredness began. */
  readonly exhaustionFailures: number;
  /** Days without water so far (the next thirst test is on day `thirstDays + 1`). */
  readonly thirstDays: number;
}

/**
 * A rested classic character: step 0, no failures, no thirst.
 * @example
 * ```ts
 * FRESH_FATIGUE.step; // 0
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export const FRESH_FATIGUE: FatigueState = /* @__PURE__ */ Object.freeze({ step: 0, hungerFailures: 0, exhaustionFailures: 0, thirstDays: 0 });

/**
 * The status of a step on the classic fatigue table (`Fine` at 0).
 *
 * @param step - Failed fatigue tests, whole 0..7.
 * @returns `Fine`, `Distressed`, … `Dead`.
 * @throws {@link SurvivalError} (`R31`) for a step outside 0..7.
 * @example
 * ```ts
 * fatigueStatus(5); // 'Drained'
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function fatigueStatus(step: number): string {
  whole(step, 0, 7, 'the fatigue step', 'R31');
  return step === 0 ? 'Fine' : lookupBand(classicFatigue, step).label;
}

function checkState(s: FatigueState): void {
  if (typeof s !== 'object' || s === null) throw new SurvivalError('R31', 'a fatigue state is needed', s);
  whole(s.step, 0, 7, 'the fatigue step', 'R31');
  whole(s.hungerFailures, 0, 100, 'hunger failures', 'R31');
  whole(s.exhaustionFailures, 0, 100, 'exhaustion failures', 'R31');
  whole(s.thirstDays, 0, 1000, 'thirst days', 'R31');
}

/**
 * The day's classic fatigue test for one condition: a CON test at difficulty 1; hunger and
 * exhaustion with advantage until the first failure, then normal, then with disadvantage from
 * the second failure; thirst with advantage on day 1, normal on day 2, disadvantage on day 3,
 * and failed outright (`null`) from day 4. Half rations keep the advantage for hunger and
 * thirst ([ruling R31](../../../../docs/rulings/redhack.md#r31)). Source: redhack-rules.txt › Fatigue Tests.
 *
 * @param condition - The condition tested.
 * @param state - The character's fatigue; never mutated.
 * @param con - CON, in the edition's range.
 * @param halfRations - The character is on half rations.
 * @returns The test, or `null` when it fails automatically.
 * @throws {@link SurvivalError} (`R31`) for an unknown condition or a malformed state.
 * @example
 * ```ts
 * fatigueTestSpec('thirst', { ...FRESH_FATIGUE, thirstDays: 2 }, 12); // { attribute: 12, difficulty: 1, disadvantage: 1 }
 * fatigueTestSpec('thirst', { ...FRESH_FATIGUE, thirstDays: 3 }, 12); // null
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function fatigueTestSpec(condition: FatigueCondition, state: FatigueState, con: number, halfRations = false): TestSpec | null {
  checkState(state);
  const base = { attribute: con, difficulty: 1 };
  const adv = Object.freeze({ ...base, advantage: 1 });
  const normal = Object.freeze(base);
  const dis = Object.freeze({ ...base, disadvantage: 1 });
  if (condition === 'thirst') {
    if (halfRations) return adv;
    const day = state.thirstDays + 1;
    return day === 1 ? adv : day === 2 ? normal : day === 3 ? dis : null;
  }
  if (condition !== 'hunger' && condition !== 'exhaustion') throw new SurvivalError('R31', `the condition must be hunger, thirst or exhaustion, got ${String(condition)}`, condition);
  if (condition === 'hunger' && halfRations) return adv;
  const fails = condition === 'hunger' ? state.hungerFailures : state.exhaustionFailures;
  return fails === 0 ? adv : fails === 1 ? normal : dis;
}

/**
 * Applies the result of one day's fatigue test: a failure moves one step down the fatigue
 * table and counts against its condition; a thirst test, passed or not, adds a day of thirst.
 *
 * @param state - The character's fatigue; never mutated.
 * @param condition - The condition tested.
 * @param success - Whether the test passed (false for an automatic failure).
 * @returns The new state.
 * @throws {@link SurvivalError} (`R31`) for a malformed state or condition.
 * @example
 * ```ts
 * applyFatigueTest(FRESH_FATIGUE, 'hunger', false).step; // 1
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function applyFatigueTest(state: FatigueState, condition: FatigueCondition, success: boolean): FatigueState {
  fatigueTestSpec(condition, state, 10);
  const step = success ? state.step : Math.min(7, state.step + 1);
  return Object.freeze({
    step,
    hungerFailures: state.hungerFailures + (condition === 'hunger' && !success ? 1 : 0),
    exhaustionFailures: state.exhaustionFailures + (condition === 'exhaustion' && !success ? 1 : 0),
    thirstDays: state.thirstDays + (condition === 'thirst' ? 1 : 0),
  });
}

/**
 * Classic recovery: a food ration ends hunger, water ends thirst, a long rest ends tiredness;
 * a long rest begun with none of the three moves one step up the table, a full day two, and a
 * downtime clears it.
 *
 * @param state - The character's fatigue; never mutated.
 * @param rest - `long`, `full-day` or `downtime`.
 * @param free - The rest began with no hunger, thirst or tiredness (default `true`).
 * @returns The new state (the conditions met by the rest are reset).
 * @throws {@link SurvivalError} (`R31`) for a malformed state or an unknown rest.
 * @example
 * ```ts
 * recoverFatigue({ ...FRESH_FATIGUE, step: 3 }, 'full-day').step; // 1
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function recoverFatigue(state: FatigueState, rest: 'long' | 'full-day' | 'downtime', free = true): FatigueState {
  checkState(state);
  const up = { long: 1, 'full-day': 2, downtime: 7 }[rest];
  if (up === undefined) throw new SurvivalError('R31', `the rest must be long, full-day or downtime, got ${String(rest)}`, rest);
  return Object.freeze({ step: free ? Math.max(0, state.step - up) : state.step, hungerFailures: 0, exhaustionFailures: 0, thirstDays: 0 });
}

/**
 * The classic stay-awake test on watch for a tired character: a CON test at difficulty 1
 * ([ruling R90](../../../../docs/rulings/redhack.md#r90)). Source: redhack-rules.txt › Resting.
 *
 * @param con - CON, in the edition's range.
 * @returns The test.
 * @example
 * ```ts
 * stayAwakeSpec(11); // { attribute: 11, difficulty: 1 }
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function stayAwakeSpec(con: number): TestSpec {
  return Object.freeze({ attribute: con, difficulty: 1 });
}

/**
 * The classic CON test a long rest calls for when conditions are particularly uncomfortable
 * (rain without a tent, dangling from a rope on a cliff): a CON test at difficulty 1, the
 * difficulty of every test that names none; failing it leaves the character tired as if the
 * day's long rest was missed (test exhaustion with {@link fatigueTestSpec}). Source:
 * redhack-rules.txt › Fatigue & Supplies › Exhaustion;
 * [ruling R90](../../../../docs/rulings/redhack.md#r90-staying-awake-on-watch).
 *
 * @param con - CON, in the edition's range.
 * @returns The test.
 * @example
 * ```ts
 * uncomfortableRestSpec(11); // { attribute: 11, difficulty: 1, tags: ['attribute:CON', 'uncomfortable-rest'] }
 * ```
 * @since 0.2.0
 * @category RedHack survival
 */
export function uncomfortableRestSpec(con: number): TestSpec {
  return Object.freeze({ attribute: con, difficulty: 1, tags: Object.freeze(['attribute:CON', 'uncomfortable-rest']) });
}

/**
 * What draft31 exhaustion weighs: level n is a card of size n, so n levels weigh
 * 1 + 2 + … + n items (2 levels = 3 items) ([ruling R31](../../../../docs/rulings/redhack.md#r31)).
 * Source: redhack-3.1-draft.txt › Exhaustion.
 *
 * @param levels - Levels of exhaustion, whole 0..50.
 * @returns Items of burden.
 * @throws {@link SurvivalError} (`R31`) for a bad level.
 * @example
 * ```ts
 * exhaustionWeight(2); // 3
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function exhaustionWeight(levels: number): number {
  whole(levels, 0, 50, 'exhaustion levels', 'R31');
  return (levels * (levels + 1)) / 2;
}

/**
 * Levels gained from one exhausting event: 1, or 2 for an encumbered character.
 *
 * @param encumbered - The character is encumbered.
 * @returns 1 or 2.
 * @example
 * ```ts
 * exhaustionGained(true); // 2
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function exhaustionGained(encumbered = false): number {
  return encumbered ? 2 : 1;
}

/**
 * A draft31 privation.
 * @since 0.1.0
 * @category RedHack survival
 */
export type Privation = 'hunger' | 'fatigue' | 'thirst' | 'starvation';

/**
 * Size of each privation: hunger 1 (no food in 24 h), fatigue 2 (no sleep in 24 h), thirst 3
 * (each full day without water), starvation 4 (each full week without food).
 * @example
 * ```ts
 * PRIVATION_SIZE.thirst; // 3
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export const PRIVATION_SIZE: Readonly<Record<Privation, number>> = /* @__PURE__ */ Object.freeze({ hunger: 1, fatigue: 2, thirst: 3, starvation: 4 });

/**
 * The total size of a character's privations: the items they weigh and the points they take
 * off maximum CON (only their cure removes them).
 *
 * @param privations - The privations held (repeats allowed: two days of thirst are two); never mutated.
 * @returns The total size.
 * @throws {@link SurvivalError} (`R31`) for an unknown privation or more than 1000.
 * @example
 * ```ts
 * privationWeight(['hunger', 'thirst']); // 4
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function privationWeight(privations: readonly Privation[]): number {
  if (!Array.isArray(privations) || privations.length > 1000) throw new SurvivalError('R31', 'privations must be a list of at most 1000', privations);
  return (privations as readonly Privation[]).reduce((sum: number, p: Privation) => {
    const size = (PRIVATION_SIZE as Readonly<Record<string, number | undefined>>)[p];
    if (size === undefined) throw new SurvivalError('R31', `a privation is hunger, fatigue, thirst or starvation, got ${String(p)}`, p);
    return sum + size;
  }, 0);
}
