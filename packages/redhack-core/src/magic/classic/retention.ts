// Classic retention roll after casting an arcane spell (one definition → resolver, odds, sampler).
import { type Distribution, type Rng } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { resolveOptions, type RedhackOptions } from '../../options/index.js';
import { classicSpellRetention } from '../../tables/classic/tables.js';
import { MagicError } from '../MagicError.js';
import { enumerateDice, face, inOrder, rollDice, wholeIn } from '../enumerate.js';
import { CLASSIC_MAX_SPELL_LEVEL } from './slots.js';

/**
 * What happens to a cast spell's memory on the classic retention table: `oblivion` (forgotten),
 * `entropy` (swapped for a random book spell one level lower), `equilibrium` (a random book spell
 * of the same level), `inspiration` (an unknown spell the DM picks), `endurance` (kept).
 * @since 0.1.0
 * @category RedHack magic
 */
export type RetentionResult = 'oblivion' | 'entropy' | 'equilibrium' | 'inspiration' | 'endurance';

/**
 * A final retention outcome: a {@link RetentionResult}, or after an Epiphany (8+) the result of
 * the unmodified reroll prefixed `epiphany+` (the wizard also gains an Inspiration spell; a plain
 * d6 cannot reach Endurance).
 * @since 0.1.0
 * @category RedHack magic
 */
export type RetentionOutcome = RetentionResult | 'epiphany+oblivion' | 'epiphany+entropy' | 'epiphany+equilibrium' | 'epiphany+inspiration';

/**
 * Every retention outcome, best kept first (the order odds are listed in).
 * @example
 * ```ts
 * RETENTION_OUTCOMES[0]; // 'endurance'
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export const RETENTION_OUTCOMES: readonly RetentionOutcome[] = Object.freeze([
  'endurance',
  'epiphany+inspiration',
  'epiphany+equilibrium',
  'epiphany+entropy',
  'epiphany+oblivion',
  'inspiration',
  'equilibrium',
  'entropy',
  'oblivion',
] as const);

/**
 * One classic retention roll.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface RetentionSpec {
  /** Level of the spell cast, 1..7 (a level-1 spell adds 1 to the roll). */
  readonly spellLevel: number;
  /** Spell components were used: +1 (or advantage with `retentionComponents: 'advantage'`). */
  readonly components?: boolean;
  /** The wizard wears Leather or heavier armour: disadvantage on the d6 (ruling R68). */
  readonly armour?: boolean;
}

/**
 * The dice of a retention roll: the first roll's d6 faces (one, or two with net advantage or
 * disadvantage) and, after an Epiphany, the unmodified reroll.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface RetentionDice {
  /** The first roll's d6 faces, 1..6: two when advantage or disadvantage applies, else one. */
  readonly first: readonly number[];
  /** The Epiphany reroll, 1..6; needed exactly when the first roll comes to 8 or more. */
  readonly reroll?: number;
}

/**
 * What a retention roll came to.
 * @since 0.1.0
 * @category RedHack magic
 */
export interface RetentionRoll {
  /** The kept d6 of the first roll plus its modifiers (2..8). */
  readonly total: number;
  /** The modifier added to the kept d6 (0..2). */
  readonly modifier: number;
  /** Net advantage on the d6: 1 advantage, −1 disadvantage, 0 neither. */
  readonly levels: number;
  /** The table row the first roll reached (`Oblivion` … `Epiphany`). */
  readonly first: string;
  /** Whether the first roll was an Epiphany (an Inspiration spell is gained too). */
  readonly epiphany: boolean;
  /** What finally happens to the spell. */
  readonly result: RetentionResult;
  /** {@link result}, prefixed `epiphany+` after an Epiphany. */
  readonly outcome: RetentionOutcome;
  /** The dice used. */
  readonly dice: RetentionDice;
}

interface Prepared {
  readonly modifier: number;
  readonly levels: number;
}

function prepare(spec: RetentionSpec, options: RedhackOptions): Prepared {
  if (typeof spec !== 'object' || spec === null) throw new MagicError('retention', 'a retention spec must be an object', spec);
  const o = resolveOptions(options);
  const level = wholeIn(spec.spellLevel, 1, CLASSIC_MAX_SPELL_LEVEL, 'spell level', (m) => new MagicError('spell-level', m, spec.spellLevel));
  const components = spec.components === true;
  const asAdvantage = components && o.retentionComponents === 'advantage';
  const modifier = (level === 1 ? 1 : 0) + (components && !asAdvantage ? 1 : 0);
  const levels = Math.sign((asAdvantage ? 1 : 0) - (spec.armour === true ? 1 : 0));
  return { modifier, levels };
}

function resultOf(face: number): RetentionResult {
  return lookup(classicSpellRetention, face).row.label.toLowerCase() as RetentionResult;
}

function judge(p: Prepared, first: readonly number[], reroll: number | undefined): RetentionRoll {
  const kept = p.levels > 0 ? Math.max(...first) : p.levels < 0 ? Math.min(...first) : (first[0] ?? 1);
  const hit = lookup(classicSpellRetention, kept, { modifier: p.modifier });
  const total = hit.total;
  const label = hit.row.label;
  const epiphany = label === 'Epiphany';
  const result = epiphany ? resultOf(reroll ?? 1) : (label.toLowerCase() as RetentionResult);
  const outcome = (epiphany ? `epiphany+${result}` : result) as RetentionOutcome;
  const dice: RetentionDice = epiphany ? Object.freeze({ first: Object.freeze([...first]), reroll: reroll ?? 1 }) : Object.freeze({ first: Object.freeze([...first]) });
  return Object.freeze({ total, modifier: p.modifier, levels: p.levels, first: label, epiphany, result, outcome, dice });
}

/**
 * Resolves a classic retention roll from given dice: keep the d6 (the higher with advantage,
 * the lower with disadvantage), add 1 for a level-1 spell and 1 for components, read the
 * retention table; on 8+ (Epiphany) the reroll, with no modifiers, decides the spell's fate and
 * an Inspiration spell is gained. Source: redhack-rules.txt › Spellcasting › Arcane Magic;
 * rulings [R38](../../../../../docs/rulings/redhack.md#r38),
 * [R38a](../../../../../docs/rulings/redhack.md#r38a),
 * [R68](../../../../../docs/rulings/redhack.md#r68).
 *
 * @param dice - The faces rolled; never mutated.
 * @param spec - The cast; never mutated.
 * @param options - Rule options; reads `retentionComponents`.
 * @returns The roll, the table row and the spell's fate (frozen).
 * @throws {@link MagicError} if the spell level is not 1..7, a face is not 1..6, or the number
 *   of dice does not match the roll (two with advantage or disadvantage, a reroll exactly after
 *   an Epiphany).
 * @example
 * ```ts
 * resolveRetention({ first: [6], reroll: 3 }, { spellLevel: 1, components: true }).outcome; // 'epiphany+entropy'
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function resolveRetention(dice: RetentionDice, spec: RetentionSpec, options: RedhackOptions = {}): RetentionRoll {
  const p = prepare(spec, options);
  const fail = (m: string): MagicError => new MagicError('dice', m, dice);
  if (typeof dice !== 'object' || dice === null || !Array.isArray(dice.first)) throw fail('retention dice need a `first` array of d6 faces');
  const need = p.levels === 0 ? 1 : 2;
  if (dice.first.length !== need) throw fail(`the first retention roll needs ${need} d6, got ${dice.first.length}`);
  dice.first.forEach((f) => face(f, 6, 'retention die', fail));
  const probe = judge(p, dice.first, 1);
  if (probe.epiphany && dice.reroll === undefined) throw fail('an Epiphany needs the reroll die');
  if (!probe.epiphany && dice.reroll !== undefined) throw fail('a reroll is given but the first roll was not an Epiphany');
  if (dice.reroll !== undefined) face(dice.reroll, 6, 'Epiphany reroll', fail);
  return judge(p, dice.first, dice.reroll);
}

/**
 * The exact distribution of a classic retention roll's final outcome, Epiphany reroll included.
 * Same rule as {@link resolveRetention}.
 *
 * @param spec - The cast; never mutated.
 * @param options - Rule options; reads `retentionComponents`.
 * @returns Weights over 6^(dice + 1), outcomes in {@link RETENTION_OUTCOMES} order.
 * @throws {@link MagicError} if the spell level is not 1..7.
 * @example
 * ```ts
 * probability(retentionDistribution({ spellLevel: 1, components: true }), 'endurance'); // 1/6
 * probability(retentionDistribution({ spellLevel: 1, components: true }), 'oblivion');  // 0
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function retentionDistribution(spec: RetentionSpec, options: RedhackOptions = {}): Distribution<RetentionOutcome> {
  const p = prepare(spec, options);
  const n = p.levels === 0 ? 1 : 2;
  const d = enumerateDice(Array<number>(n + 1).fill(6), (f) => judge(p, f.slice(0, n), f[n]).outcome);
  return inOrder(d, RETENTION_OUTCOMES);
}

/**
 * The exact distribution of the first retention roll's total (2..8), before any Epiphany reroll.
 *
 * @param spec - The cast; never mutated.
 * @param options - Rule options; reads `retentionComponents`.
 * @returns Weights over 6^dice.
 * @throws {@link MagicError} if the spell level is not 1..7.
 * @example
 * ```ts
 * minValue(retentionTotalDistribution({ spellLevel: 1, components: true })); // 3
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function retentionTotalDistribution(spec: RetentionSpec, options: RedhackOptions = {}): Distribution<number> {
  const p = prepare(spec, options);
  return enumerateDice(Array<number>(p.levels === 0 ? 1 : 2).fill(6), (f) => judge(p, f, 1).total);
}

/**
 * Rolls a classic retention roll (the Epiphany reroll only when needed).
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The cast; never mutated.
 * @param options - Rule options; reads `retentionComponents`.
 * @returns The roll and the next state.
 * @throws {@link MagicError} if the spell level is not 1..7.
 * @example
 * ```ts
 * const [roll, next] = rollRetention(seed(7), { spellLevel: 2 });
 * roll.result; // e.g. 'entropy'
 * ```
 * @since 0.1.0
 * @category RedHack magic
 */
export function rollRetention(rng: Rng, spec: RetentionSpec, options: RedhackOptions = {}): readonly [roll: RetentionRoll, next: Rng] {
  const p = prepare(spec, options);
  const [first, r1] = rollDice(rng, Array<number>(p.levels === 0 ? 1 : 2).fill(6));
  const probe = judge(p, first, 1);
  if (!probe.epiphany) return [probe, r1];
  const [[reroll], r2] = rollDice(r1, [6]);
  return [judge(p, first, reroll), r2];
}

