// Turn Undead in both editions: classic as a WIS test, draft31 as a 2d6 roll once per combat.
import { map, type Distribution, type Rng } from '@rollwright/dice';
import { HitDiceError } from '../errors/index.js';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { resolveTest, rollTest, testDistribution, type TestDice, type TestResult, type TestSpec } from '../tests/index.js';
import { MagicError } from './MagicError.js';
import { enumerateDice, face, inOrder, rollDice, wholeIn } from './enumerate.js';
import { MAX_CASTER_LEVEL } from './classic/slots.js';

/**
 * Largest undead HD, and most undead in one turning, the functions accept (a documented bound).
 * @example
 * ```ts
 * turnUndeadDistribution({ level: 3, hd: MAX_UNDEAD_HD }).outcomes; // ['not-turned']
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const MAX_UNDEAD_HD = 100;

/**
 * The fate of one undead creature: `destroyed` (draft31, three or more levels below the
 * cleric), `turned` (it flees), `not-turned`.
 * @since 0.1.0
 * @category RedHack magic
 */
export type TurnOutcome = 'destroyed' | 'turned' | 'not-turned';

/**
 * Every turning outcome, best for the cleric first.
 * @example
 * ```ts
 * TURN_OUTCOMES.length; // 3
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const TURN_OUTCOMES: readonly TurnOutcome[] = Object.freeze(['destroyed', 'turned', 'not-turned'] as const);

/**
 * A cleric turning one kind of undead.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface TurnSpec {
  /** Cleric level, 1..20 (draft31: the level compared with the undead's HD). */
  readonly level: number;
  /** The undead's Hit Dice (its level), whole, 0..{@link MAX_UNDEAD_HD}. */
  readonly hd: number;
  /** Wisdom, 0..19 (classic: the attribute tested; default 10). */
  readonly wis?: number;
  /** A holy symbol is presented (default `true`); classic: without one the test is at disadvantage. */
  readonly holySymbol?: boolean;
}

function hdOf(hd: unknown): number {
  return wholeIn(hd, 0, MAX_UNDEAD_HD, 'undead HD', (m) => new HitDiceError('hd', m, hd));
}

function levelOf(level: unknown): number {
  return wholeIn(level, 1, MAX_CASTER_LEVEL, 'cleric level', (m) => new MagicError('caster-level', m, level));
}

/**
 * The classic Turn Undead test: a WIS test with a penalty equal to the undead's HD (so the
 * difficulty is 1 + HD), at disadvantage without a holy symbol. Source: redhack-rules.txt ›
 * Cleric › Turn Undead; [ruling R40](../../../../docs/rulings/redhack.md#r40).
 *
 * @param spec - The turning; never mutated.
 * @returns The test spec the test core rolls.
 * @throws {@link HitDiceError} if the HD is out of range; {@link MagicError} for a bad level.
 * @example
 * ```ts
 * classicTurnTest({ level: 1, hd: 3, wis: 14 }); // { attribute: 14, difficulty: 4, disadvantage: 0, tags: [...] }
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function classicTurnTest(spec: TurnSpec): TestSpec {
  if (typeof spec !== 'object' || spec === null) throw new MagicError('turn', 'a turning spec must be an object', spec);
  levelOf(spec.level);
  const hd = hdOf(spec.hd);
  return Object.freeze({
    attribute: spec.wis ?? 10,
    difficulty: 1 + hd,
    disadvantage: spec.holySymbol === false ? 1 : 0,
    tags: Object.freeze(['attribute:WIS', 'turn-undead']),
  });
}

/**
 * The highest undead level a draft31 2d6 turning roll affects: below 7, only lower-level undead
 * (level − 1); 7 affects equal level, each further 2 one level more (9 → +1, 11 → +2).
 * Source: redhack-3.1-draft.txt › Cleric › Turn Undead;
 * [ruling R40](../../../../docs/rulings/redhack.md#r40).
 *
 * @param level - Cleric level, 1..20.
 * @param roll - The 2d6 total, 2..12.
 * @returns The highest undead HD affected.
 * @throws {@link MagicError} if the level or roll is out of range.
 * @example
 * ```ts
 * maxTurnedLevel(3, 11); // 5
 * maxTurnedLevel(3, 6);  // 2
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function maxTurnedLevel(level: number, roll: number): number {
  const l = levelOf(level);
  const r = wholeIn(roll, 2, 12, '2d6 turning roll', (m) => new MagicError('dice', m, roll));
  return r >= 7 ? l + Math.floor((r - 7) / 2) : l - 1;
}

function draft31Fate(level: number, hd: number, roll: number): TurnOutcome {
  if (hd <= level - 3) return 'destroyed';
  return hd <= maxTurnedLevel(level, roll) ? 'turned' : 'not-turned';
}

/**
 * The exact odds of turning one undead, by edition: classic through the WIS test
 * ({@link classicTurnTest}, `turned` or `not-turned`); draft31 by 2d6 against the cleric's
 * level ({@link maxTurnedLevel}; undead three or more levels lower are `destroyed`).
 *
 * @param spec - The turning; never mutated.
 * @param options - Edition and rule options (default draft31).
 * @returns Weights over 20^dice (classic) or 36 (draft31), in {@link TURN_OUTCOMES} order.
 * @throws {@link HitDiceError} for a bad HD; {@link MagicError} for a bad level; the test
 *   core's errors for a bad WIS.
 * @example
 * ```ts
 * probability(turnUndeadDistribution({ level: 1, hd: 3, wis: 14 }, { edition: 'classic' }), 'turned'); // 11/20
 * probability(turnUndeadDistribution({ level: 3, hd: 5 }), 'turned'); // 1/12
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function turnUndeadDistribution(spec: TurnSpec, options: RedhackOptions = {}): Distribution<TurnOutcome> {
  const o = resolveOptions(options);
  if (o.edition === 'classic') {
    const t = testDistribution(classicTurnTest(spec), o);
    return inOrder(map(t, (x): TurnOutcome => (x.endsWith('success') ? 'turned' : 'not-turned')), TURN_OUTCOMES);
  }
  if (typeof spec !== 'object' || spec === null) throw new MagicError('turn', 'a turning spec must be an object', spec);
  const l = levelOf(spec.level);
  const hd = hdOf(spec.hd);
  return inOrder(enumerateDice([6, 6], ([a = 1, b = 1]) => draft31Fate(l, hd, a + b)), TURN_OUTCOMES);
}

/**
 * Resolves a classic Turn Undead test from given d20 faces.
 *
 * @param dice - The d20 faces, as the test core reads them; never mutated.
 * @param spec - The turning; never mutated.
 * @param options - Rule options (the edition is classic).
 * @returns `turned` or `not-turned`, with the test result.
 * @throws As {@link classicTurnTest} and the test core's resolveTest.
 * @example
 * ```ts
 * resolveClassicTurn({ d20: [9] }, { level: 1, hd: 3, wis: 14 }).outcome; // 'turned'
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function resolveClassicTurn(dice: TestDice, spec: TurnSpec, options: RedhackOptions = {}): { readonly outcome: TurnOutcome; readonly test: TestResult } {
  const test = resolveTest(dice, classicTurnTest(spec), { ...options, edition: 'classic' });
  return Object.freeze({ outcome: test.success ? 'turned' : 'not-turned', test });
}

/**
 * One draft31 turning against a group of undead.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface Draft31TurnResult {
  /** The 2d6 turning total. */
  readonly roll: number;
  /** Highest undead HD affected ({@link maxTurnedLevel}). */
  readonly maxLevel: number;
  /** The 2d6 HD pool that is turned, lowest HD first (at least one affected creature). */
  readonly pool: number;
  /** Each creature's fate, in the order given. */
  readonly fates: readonly TurnOutcome[];
}

/**
 * Resolves a draft31 turning against a group: the 2d6 roll sets the highest level affected;
 * the affected undead are taken lowest HD first while their HD fit in the 2d6 HD pool (at least
 * one is always taken); those taken are turned, or destroyed when three or more levels below
 * the cleric. Source: redhack-3.1-draft.txt › Cleric › Turn Undead; rulings
 * [R40](../../../../docs/rulings/redhack.md#r40), [R40a](../../../../docs/rulings/redhack.md#r40a).
 *
 * @param dice - `roll`: the two turning d6; `pool`: the two d6 of the HD pool; never mutated.
 * @param level - Cleric level, 1..20.
 * @param undead - Each creature's HD, 0..{@link MAX_UNDEAD_HD}, at most {@link MAX_UNDEAD_HD} creatures; never mutated.
 * @returns The roll, the pool and every creature's fate (frozen).
 * @throws {@link MagicError} for a bad level or face; {@link HitDiceError} for a bad HD.
 * @example
 * ```ts
 * resolveDraft31Turn({ roll: [4, 3], pool: [1, 2] }, 3, [1, 2, 3]).fates; // ['turned', 'turned', 'not-turned']
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function resolveDraft31Turn(
  dice: { readonly roll: readonly [number, number]; readonly pool: readonly [number, number] },
  level: number,
  undead: readonly number[],
): Draft31TurnResult {
  const l = levelOf(level);
  const fail = (m: string): MagicError => new MagicError('dice', m, dice);
  if (typeof dice !== 'object' || dice === null || !Array.isArray(dice.roll) || !Array.isArray(dice.pool) || dice.roll.length !== 2 || dice.pool.length !== 2) {
    throw fail('draft31 turning needs two d6 for the roll and two for the HD pool');
  }
  [...dice.roll, ...dice.pool].forEach((f) => face(f, 6, 'turning die', fail));
  if (!Array.isArray(undead) || undead.length > MAX_UNDEAD_HD) throw new MagicError('turn', `undead must be an array of at most ${MAX_UNDEAD_HD} HD values`, undead);
  const hds = undead.map(hdOf);
  const roll = dice.roll[0] + dice.roll[1];
  const pool = dice.pool[0] + dice.pool[1];
  const maxLevel = maxTurnedLevel(l, roll);
  const fates: TurnOutcome[] = hds.map(() => 'not-turned');
  const order = hds.map((hd, i) => ({ hd, i })).filter((u) => u.hd <= maxLevel).sort((a, b) => a.hd - b.hd || a.i - b.i);
  let used = 0;
  for (const u of order) {
    if (used > 0 && used + u.hd > pool) break;
    used += u.hd;
    fates[u.i] = u.hd <= l - 3 ? 'destroyed' : 'turned';
  }
  return Object.freeze({ roll, maxLevel, pool, fates: Object.freeze(fates) });
}

/**
 * Rolls a turning by edition: classic rolls the WIS test; draft31 rolls 2d6 and the 2d6 HD pool
 * against one creature of `spec.hd`.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The turning; never mutated.
 * @param options - Edition and rule options (default draft31).
 * @returns The creature's fate and the next state.
 * @throws As {@link turnUndeadDistribution}.
 * @example
 * ```ts
 * const [fate, next] = rollTurnUndead(seed(5), { level: 3, hd: 2 });
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function rollTurnUndead(rng: Rng, spec: TurnSpec, options: RedhackOptions = {}): readonly [outcome: TurnOutcome, next: Rng] {
  const o = resolveOptions(options);
  if (o.edition === 'classic') {
    const [t, next] = rollTest(rng, classicTurnTest(spec), o);
    return [t.success ? 'turned' : 'not-turned', next];
  }
  const [[a = 1, b = 1, c = 1, d = 1], next] = rollDice(rng, [6, 6, 6, 6]);
  return [resolveDraft31Turn({ roll: [a, b], pool: [c, d] }, spec.level, [spec.hd]).fates[0] ?? 'not-turned', next];
}
