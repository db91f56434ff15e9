// Climbing and falling: the classic DEX climb with its fall chain and the roped team, and the
// draft31 sheer-wall thief skill.
import { combine, map, type Distribution, type Rng } from '@rollwright/dice';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { rollTest, testDistribution, type TestSpec } from '../tests/index.js';
import { ExplorationError } from './ExplorationError.js';
import { thiefDifficulty } from './skills.js';

/** Longest climb the functions here accept, in feet. */
const MAX_FEET = 100_000;

function feetOf(feet: unknown): number {
  if (typeof feet !== 'number' || !Number.isInteger(feet) || feet < 1 || feet > MAX_FEET) throw new ExplorationError('R44', `feet must be a whole number 1..${MAX_FEET}, got ${String(feet)}`, feet);
  return feet;
}

/**
 * The classic climbing difficulty: 1 per 100 feet climbed in one go, at least 1
 * ([ruling R44](../../../../docs/rulings/redhack.md#r44)). Source: redhack-rules.txt › Climbing, Falling & Natural Hazards.
 *
 * @param feet - Height climbed in one go, whole 1..100000.
 * @returns The difficulty.
 * @throws {@link ExplorationError} (`R44`) for feet that are not whole or out of range.
 * @example
 * ```ts
 * climbDifficulty(250); // 3
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function climbDifficulty(feet: number): number {
  return Math.max(1, Math.ceil(feetOf(feet) / 100));
}

/**
 * Most d6 a fall does: 1 per full 10 feet fallen, at least 1.
 *
 * @param feet - Height fallen, whole 1..100000.
 * @returns The cap in d6.
 * @throws {@link ExplorationError} (`R44`) for bad feet.
 * @example
 * ```ts
 * fallDiceCap(10); // 1
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function fallDiceCap(feet: number): number {
  return Math.max(1, Math.floor(feetOf(feet) / 10));
}

/**
 * A climb.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface ClimbSpec {
  /** DEX, in the edition's range. */
  readonly dex: number;
  /** Height climbed in one go, whole 1..100000. */
  readonly feet: number;
  /** A secured rope or pitons (advantage). */
  readonly rope?: boolean;
  /** Further advantage sources (e.g. a classic thief's climbing), whole 0..5. */
  readonly advantage?: number;
  /** draft31: Thief level for the sheer-wall discount (0 = not a thief), whole 0..30. */
  readonly thiefLevel?: number;
  /** draft31: the surface is not sheer (a tree, a mountain): a DEX test with no difficulty. */
  readonly notSheer?: boolean;
}

/**
 * The classic climbing test as a {@link TestSpec}, or `null` when no roll is needed: a climber
 * with advantage twice (a thief with climbing gear) just climbs
 * ([ruling R84](../../../../docs/rulings/redhack.md#r84)).
 *
 * @param spec - The climb.
 * @returns The DEX test, or `null`.
 * @throws {@link ExplorationError} (`R44`) for bad feet or advantage.
 * @example
 * ```ts
 * classicClimbSpec({ dex: 13, feet: 250 }); // { attribute: 13, difficulty: 3, advantage: 0 }
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function classicClimbSpec(spec: ClimbSpec): TestSpec | null {
  const adv = (spec.rope === true ? 1 : 0) + (spec.advantage ?? 0);
  if (!Number.isInteger(spec.advantage ?? 0) || (spec.advantage ?? 0) < 0 || (spec.advantage ?? 0) > 5) throw new ExplorationError('R44', `advantage must be a whole number 0..5, got ${String(spec.advantage)}`, spec.advantage);
  const difficulty = climbDifficulty(spec.feet);
  if (adv >= 2) return null;
  return Object.freeze({ attribute: spec.dex, difficulty, advantage: adv });
}

/**
 * What a classic fall did, from the three DEX saves that follow a failed climb.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface FallResult {
  /** The first save failed: the climber loses 1d4 unsecured items. */
  readonly loseItems: boolean;
  /** Damage dice (d6), after the cap of 1 per 10 feet. */
  readonly dice: number;
}

/**
 * Resolves the classic fall chain from the saves' results: the first save keeps the items; the
 * second avoids 1d6; if it failed, the third avoids 2d6 more; the total is capped at 1d6 per
 * 10 feet ([ruling R44](../../../../docs/rulings/redhack.md#r44)).
 *
 * @param feet - Height of the climb, whole 1..100000.
 * @param saves - The saves' successes in order (two, or three when the second failed); never mutated.
 * @returns Items lost and damage dice.
 * @throws {@link ExplorationError} (`R44`) for bad feet or the wrong number of saves.
 * @example
 * ```ts
 * resolveFall(250, [false, false, false]); // { loseItems: true, dice: 3 }
 * resolveFall(10, [true, false, false]);   // { loseItems: false, dice: 1 } (capped)
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function resolveFall(feet: number, saves: readonly boolean[]): FallResult {
  const cap = fallDiceCap(feet);
  const need = saves[1] === false ? 3 : 2;
  if (!Array.isArray(saves) || saves.length !== need) throw new ExplorationError('R44', `this fall needs ${need} saves, got ${Array.isArray(saves) ? saves.length : String(saves)}`, saves);
  const dice = (saves[1] === false ? 1 : 0) + (saves[2] === false ? 2 : 0);
  return Object.freeze({ loseItems: saves[0] === false, dice: Math.min(cap, dice) });
}

const fallKey = (f: FallResult): string => `fell: ${f.loseItems ? 'loses 1d4 items' : 'keeps items'}, ${f.dice}d6`;

/**
 * Exact odds of a classic climb: `no roll`, `climbed`, or `fell: … items, Nd6`. The saves are
 * DEX tests at difficulty 1.
 *
 * @param spec - The climb.
 * @param options - Rule options (the edition's advantage rule).
 * @returns A distribution over the outcomes.
 * @throws {@link ExplorationError} (`R44`) or the test core's errors for bad input.
 * @example
 * ```ts
 * probability(classicClimbDistribution({ dex: 13, feet: 250 }, { edition: 'classic' }), 'climbed'); // 11/20
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function classicClimbDistribution(spec: ClimbSpec, options: RedhackOptions = {}): Distribution<string> {
  const test = classicClimbSpec(spec);
  if (test === null) return map(testDistribution({ attribute: spec.dex, difficulty: 0 }, options), () => 'no roll');
  const ok = (o: string): boolean => o === 'success' || o === 'critical-success';
  const save = map(testDistribution({ attribute: spec.dex, difficulty: 1 }, options), ok);
  const climb = map(testDistribution(test, options), (o) => (ok(o) ? 'climbed' : 'fell'));
  const two = combine(combine(climb, save, (c, s) => (c === 'climbed' ? c : `${c}|${s ? 1 : 0}`)), save, (c, s) => (c === 'climbed' ? c : `${c}${s ? 1 : 0}`));
  return combine(two, save, (c, s) => {
    if (c === 'climbed') return c;
    const bits = c.slice(5).split('').map((b) => b === '1');
    return fallKey(resolveFall(spec.feet, bits[1] === false ? [...bits, s] : bits));
  });
}

/**
 * What a rolled climb did.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface ClimbRoll {
  /** `no roll`, `climbed`, or the fall's key as {@link classicClimbDistribution} names it. */
  readonly outcome: string;
  /** The fall, if any. */
  readonly fall: FallResult | null;
  /** One line per test. */
  readonly log: readonly string[];
}

/**
 * Rolls a classic climb and its fall chain with the test core.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The climb.
 * @param options - Rule options.
 * @returns The climb and the next state.
 * @throws {@link ExplorationError} (`R44`) or the test core's errors for bad input.
 * @example
 * ```ts
 * const [c] = rollClassicClimb(seed(4), { dex: 13, feet: 250 }, { edition: 'classic' });
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function rollClassicClimb(rng: Rng, spec: ClimbSpec, options: RedhackOptions = {}): readonly [ClimbRoll, Rng] {
  const test = classicClimbSpec(spec);
  if (test === null) return [Object.freeze({ outcome: 'no roll', fall: null, log: Object.freeze(['advantage twice: no roll needed']) }), rng];
  const log: string[] = [];
  const [c, r1] = rollTest(rng, test, options);
  log.push(`climb DEX ${spec.dex} vs difficulty ${test.difficulty ?? 1}: d20 ${c.kept} → ${c.outcome}`);
  if (c.success) return [Object.freeze({ outcome: 'climbed', fall: null, log: Object.freeze(log) }), r1];
  let r = r1;
  const saves: boolean[] = [];
  for (let i = 0; i < 3 && (i < 2 || saves[1] === false); i++) {
    const [s, next] = rollTest(r, { attribute: spec.dex, difficulty: 1 }, options);
    r = next;
    saves.push(s.success);
    log.push(`save ${i + 1} (${['items', '1d6', '2d6'][i] ?? ''}): d20 ${s.kept} → ${s.outcome}`);
  }
  const fall = resolveFall(spec.feet, saves);
  return [Object.freeze({ outcome: fallKey(fall), fall, log: Object.freeze(log) }), r];
}

/**
 * How far a sheer-wall climber falls and the damage dice.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface SheerWallFallResult {
  /** Feet fallen. */ readonly feet: number;
  /** d6 of damage. */ readonly dice: number;
}

/**
 * Where a draft31 sheer-wall climber falls from: halfway up the 100-foot section being climbed
 * ([ruling R86](../../../../docs/rulings/redhack.md#r86)); a successful catch test halves the
 * fall. Source: redhack-3.1-draft.txt › Thief Skills › Climbing Sheer Walls.
 *
 * @param feet - Height of the wall, whole 1..100000.
 * @param section - The section failed, whole 0..(sections − 1).
 * @param caught - Whether a catch test succeeded.
 * @returns The feet fallen and the d6 of damage (1 per full 10 feet, at least 1).
 * @throws {@link ExplorationError} (`R86`) for a section out of range.
 * @example
 * ```ts
 * sheerWallFall(250, 2, false); // { feet: 225, dice: 22 }
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function sheerWallFall(feet: number, section: number, caught: boolean): SheerWallFallResult {
  const f = feetOf(feet);
  const sections = Math.ceil(f / 100);
  if (!Number.isInteger(section) || section < 0 || section >= sections) throw new ExplorationError('R86', `the section must be a whole number 0..${sections - 1}, got ${String(section)}`, section);
  const start = section * 100;
  const end = Math.min(f, start + 100);
  const h = Math.floor(start + (end - start) / 2);
  const fallen = caught ? Math.floor(h / 2) : h;
  return Object.freeze({ feet: fallen, dice: Math.max(1, Math.floor(fallen / 10)) });
}

/**
 * Exact odds of a draft31 wall climb: one test per 100 feet or part (difficulty
 * {@link thiefDifficulty} on a sheer wall, 0 otherwise); on a failure a catch test at the same
 * difficulty. Outcomes `climbed`, `fell N ft (Md6)`, `caught after N ft (Md6)`.
 *
 * @param spec - The climb.
 * @param options - Rule options.
 * @returns A distribution over the outcomes.
 * @throws {@link ExplorationError} (`R44`, `R36`) or the test core's errors for bad input.
 * @example
 * ```ts
 * probability(sheerWallDistribution({ dex: 12, feet: 100, thiefLevel: 3 }), 'climbed'); // 8/20 = 2/5
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function sheerWallDistribution(spec: ClimbSpec, options: RedhackOptions = {}): Distribution<string> {
  const f = feetOf(spec.feet);
  const d = spec.notSheer === true ? 0 : thiefDifficulty(spec.thiefLevel ?? 0);
  const test: TestSpec = { attribute: spec.dex, difficulty: d, ...(spec.rope === true ? { advantage: 1 } : {}) };
  const ok = map(testDistribution(test, resolveOptions(options)), (o) => o === 'success' || o === 'critical-success');
  const sections = Math.ceil(f / 100);
  let acc: Distribution<string> = map(ok, () => 'at 0');
  for (let i = 0; i < sections; i++) {
    acc = combine(acc, ok, (a, s) => (a.startsWith('at ') ? (s ? `at ${i + 1}` : `failed ${i}`) : a));
  }
  return combine(acc, ok, (a, s) => {
    if (a.startsWith('at ')) return 'climbed';
    const fall = sheerWallFall(f, Number(a.slice(7)), s);
    return s ? `caught after ${fall.feet} ft (${fall.dice}d6)` : `fell ${fall.feet} ft (${fall.dice}d6)`;
  });
}
