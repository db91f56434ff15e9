// Morale of both editions on the package's 2d6 morale table: hold on a roll at or under the
// morale (R24), draft31 −1 per earlier test and at most two tests (three with intimidation).
import { die, map, add, rollDie, fromWeights, type Distribution, type Rng } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { moraleTable } from '../../tables/morale.js';
import { MoraleError } from '../errors.js';
import { d20Distribution, optionsOf, resolveD20, rollD20, successWeight, whole, type CombatRuleOptions } from '../core.js';

/**
 * What a morale test comes to.
 *
 * @since 0.1.0
 * @category Combat
 */
export type MoraleOutcome = 'holds' | 'broken';

/**
 * One morale test.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface MoraleSpec {
  /** The creature's morale, 2..12 (draft31 usually 7; 6 green, 8 veterans, 9 elites). */
  readonly morale: number;
  /** Morale tests this side already took this combat (draft31: each costs −1), 0..2. */
  readonly testsTaken?: number;
  /** draft31: a PC intimidated them (CHA vs HD), which allows a third test. */
  readonly intimidated?: boolean;
  /** The tester is a PC: refused, PCs never test morale. */
  readonly pc?: boolean;
  /** classic: the PC who scored the latest kill or hit makes a CHA test instead; a success breaks the foes (R24). */
  readonly cha?: number;
}

/**
 * A rolled morale test.
 *
 * @since 0.1.0
 * @category Combat
 */
export interface MoraleRoll {
  /** Holds or broken. */
  readonly outcome: MoraleOutcome;
  /** The faces: two d6, or one d20 for the classic CHA test. */
  readonly faces: readonly number[];
}

interface Prepared {
  readonly kind: 'table' | 'cha';
  readonly morale: number;
  readonly tests: number;
  readonly edition: 'classic' | 'draft31';
  readonly cha: number;
}

function prep(spec: MoraleSpec, options: CombatRuleOptions): Prepared {
  const o = optionsOf(options);
  if (typeof spec !== 'object' || spec === null) throw new MoraleError('R24', 'a morale spec must be an object', spec);
  if (spec.pc === true) throw new MoraleError('R24', 'PCs never test morale', spec.pc);
  const morale = whole('R24', 'morale', spec.morale, 2, 12);
  const tests = whole('R24', 'testsTaken', spec.testsTaken ?? 0, 0, 3);
  if (o.edition === 'draft31') {
    const max = spec.intimidated === true ? 3 : 2;
    if (tests >= max) throw new MoraleError('R24', `a side tests morale at most ${max} times per combat${max === 2 ? ' (three with intimidation)' : ''}; this would be test ${tests + 1}`, tests);
  }
  if (spec.cha !== undefined) {
    if (o.edition !== 'classic') throw new MoraleError('R24', 'the PC CHA test for morale is a classic rule', spec.cha);
    return { kind: 'cha', morale, tests, edition: o.edition, cha: whole('R24', 'cha', spec.cha, 0, 19) };
  }
  return { kind: 'table', morale, tests: o.edition === 'classic' ? 0 : tests, edition: o.edition, cha: 0 };
}

function table(p: Prepared): ReturnType<typeof moraleTable> {
  // The table takes at most two earlier tests; a third (intimidated) test reads morale − 3 as morale − 2 − 1.
  const m = p.tests > 2 ? p.morale - 1 : p.morale;
  if (m < 2) return moraleTable(p.edition, 2, Math.min(p.tests, 2));
  return moraleTable(p.edition, m, Math.min(p.tests, 2));
}

function fromTable(p: Prepared, sum: number): MoraleOutcome {
  const eff = p.morale - p.tests;
  // The shared table covers morale − tests ≥ 0; below that every roll breaks.
  if (eff < 0) return 'broken';
  return lookup(table(p), sum).row.result === 'hold' ? 'holds' : 'broken';
}

/**
 * Resolves a morale test from given dice: two d6 faces (table), or one d20 (classic CHA test).
 *
 * @param faces - `[d6, d6]`, or `[d20]` for the classic CHA test.
 * @param spec - The test.
 * @param options - Edition (default `draft31`).
 * @returns `holds` or `broken`.
 * @throws {@link MoraleError} for a PC, a test past the limit, or bad faces.
 * @example
 * ```ts
 * resolveMorale([4, 4], { morale: 7 }); // 'broken' (8 > 7)
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function resolveMorale(faces: readonly number[], spec: MoraleSpec, options: CombatRuleOptions = {}): MoraleOutcome {
  const p = prep(spec, options);
  if (p.kind === 'cha') {
    if (!Array.isArray(faces) || faces.length !== 1) throw new MoraleError('dice', 'the CHA test takes one d20 face', faces);
    return resolveD20({ d20: faces }, { attribute: p.cha, difficulty: 1, levels: 0 }, optionsOf(options)).success ? 'broken' : 'holds';
  }
  if (!Array.isArray(faces) || faces.length !== 2) throw new MoraleError('dice', 'a morale test takes two d6 faces', faces);
  faces.forEach((f, i) => whole('dice', `faces[${i}]`, f, 1, 6));
  return fromTable(p, (faces[0] as number) + (faces[1] as number));
}

/**
 * Exact odds of a morale test. draft31 morale 7 breaks on 2d6 > 7 (5/12); after one earlier
 * test on 2d6 > 6 (7/12).
 *
 * @param spec - The test.
 * @param options - Edition (default `draft31`).
 * @returns Weights over `holds`, `broken`.
 * @throws {@link MoraleError} for a PC or a test past the limit.
 * @example
 * ```ts
 * probability(moraleDistribution({ morale: 7, testsTaken: 1 }), 'broken'); // 7/12
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function moraleDistribution(spec: MoraleSpec, options: CombatRuleOptions = {}): Distribution<MoraleOutcome> {
  const p = prep(spec, options);
  if (p.kind === 'cha') {
    const d = d20Distribution({ attribute: p.cha, difficulty: 1, levels: 0 }, optionsOf(options));
    const ok = successWeight(d);
    return fromWeights<MoraleOutcome>([['holds', d.total - ok], ['broken', ok]]);
  }
  const sums = add(die(6), die(6));
  const d = map(sums, (s) => fromTable(p, s));
  const w = new Map(d.outcomes.map((x, i) => [x, d.weights[i] ?? 0n] as const));
  return fromWeights((['holds', 'broken'] as const).filter((x) => w.has(x)).map((x) => [x, w.get(x) ?? 0n] as const));
}

/**
 * Rolls a morale test.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The test.
 * @param options - Edition (default `draft31`).
 * @returns The outcome, the faces, and the next state.
 * @throws {@link MoraleError} for a PC or a test past the limit.
 * @example
 * ```ts
 * const [m, next] = rollMorale(seed(4), { morale: 8 });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function rollMorale(rng: Rng, spec: MoraleSpec, options: CombatRuleOptions = {}): readonly [result: MoraleRoll, next: Rng] {
  const p = prep(spec, options);
  if (p.kind === 'cha') {
    const [t, r] = rollD20(rng, { attribute: p.cha, difficulty: 1, levels: 0 }, optionsOf(options));
    return [Object.freeze({ outcome: t.success ? 'broken' : 'holds', faces: Object.freeze([t.kept]) }), r];
  }
  const [a, r1] = rollDie(rng, 6);
  const [b, r2] = rollDie(r1, 6);
  return [Object.freeze({ outcome: resolveMorale([a, b], spec, options), faces: Object.freeze([a, b]) }), r2];
}
