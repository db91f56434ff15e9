import { fromWeights, map, nextInt, type Distribution, type Rng } from '@rollwright/dice';
import type { Suit } from '../suits/suits.js';
import { ChipError } from '../errors/ChipError.js';
import { classSuits } from '../classes/classes.js';
import { chipCapacity, effectiveSuit, type Character } from '../characters/character.js';
import { rollSuitTest, suitTestDistribution, type SuitTestResult } from '../suitTest/suitTest.js';
import type { Degree } from '../suitTest/degree.js';
import { applyDamage, freezeCharacter, heal, recoverDrain, recoverTemporary, SUIT_LIST } from '../injury/damage.js';

function withMarkers(c: Character, suit: Suit, markers: number): Character {
  return { ...c, rallyMarkers: { ...c.rallyMarkers, [suit]: markers } };
}

/**
 * Rallies (about 2 minutes of calm; not in combat; seed § Recovery, [Z31](../../../../docs/rulings/zilch.md#z31)): adds a rally marker to
 * each chosen class Suit, then regains chips up to capacity − markers there (never losing any),
 * and returns 1 HP from the temporary-damage pool. A fighter with 8♣ regains up to 7, then 6, 5…
 *
 * @param character - The character; never mutated.
 * @param suits - Class Suits to rally (default: all of them; multiclass characters may pick).
 * @returns The rallied character.
 * @throws {@link ChipError} if a listed Suit is not one of the character's class Suits.
 * @example
 * ```ts
 * rally(spendChips(fighter8, 'clubs', 8)).chips.clubs; // 7
 * ```
 * @since 0.1.0
 * @category Recovery
 */
export function rally(character: Character, suits: readonly Suit[] = classSuits(character.classes)): Character {
  const own = classSuits(character.classes);
  let c: Character = character;
  for (const s of suits) {
    if (!own.includes(s)) throw new ChipError(`${s} is not a class Suit of ${character.name}`);
    c = withMarkers(c, s, c.rallyMarkers[s] + 1);
    const target = Math.max(0, chipCapacity(c, s) - c.rallyMarkers[s]);
    c = { ...c, chips: { ...c.chips, [s]: Math.max(c.chips[s], target) } };
  }
  return recoverTemporary(freezeCharacter(c), 1);
}

/**
 * HP change from a resting First Aid result (seed § Recovery): CS +2, S +1, F 0, CF −1.
 *
 * @param degree - The ♦ (First Aid) test degree.
 * @returns −1..2.
 * @example
 * ```ts
 * firstAidHp('CS'); // 2
 * ```
 * @since 0.1.0
 * @category Recovery
 */
export function firstAidHp(degree: Degree): number {
  return degree === 'CS' ? 2 : degree === 'S' ? 1 : degree === 'F' ? 0 : -1;
}

/**
 * The exact distribution of a rest's First Aid HP change (−1, 0, +1, +2), over 216.
 *
 * @param skill - The healer's ♦ (First Aid) skill ([Z31](../../../../docs/rulings/zilch.md#z31) keeps ♦ for resting First Aid).
 * @param modifier - Test modifier (default 0).
 * @returns The distribution of HP change.
 * @throws {@link SuitValueError} if the modified skill is out of range.
 * @example
 * ```ts
 * probability(firstAidDistribution(9), 2); // 35/216
 * ```
 * @since 0.1.0
 * @category Recovery
 */
export function firstAidDistribution(skill: number, modifier = 0): Distribution<number> {
  return map(suitTestDistribution(skill, modifier), firstAidHp);
}

/**
 * Options of {@link rest}.
 * @since 0.1.0
 * @category Recovery
 */
export interface RestOptions {
  /** Resting in a dungeon: 50% chance (d6 1–3) of a Wandering Monster that cancels the rest (default `true`). */
  readonly dungeon?: boolean;
  /** ♦ skill of whoever gives First Aid (default the character's own effective ♦); `null` skips First Aid. */
  readonly firstAidSkill?: number | null;
  /** Interruption chance in sixths, 0..6 (default 3 = 50%, [Z31](../../../../docs/rulings/zilch.md#z31)). */
  readonly interruptionSixths?: number;
}

/**
 * The outcome of a rest: `'interrupted'` or the First Aid HP change.
 * @since 0.1.0
 * @category Recovery
 */
export type RestOutcome = 'interrupted' | number;

/**
 * The exact distribution of a rest's outcome: interrupted, or the First Aid HP change — the
 * definition {@link rest} samples (d6 for the interruption, then the ♦ test).
 *
 * @param skill - First Aid ♦ skill.
 * @param options - `dungeon` and `interruptionSixths` as in {@link rest}.
 * @returns The distribution over `'interrupted' | -1 | 0 | 1 | 2`.
 * @throws {@link SuitValueError} if the skill is out of range, or {@link ChipError} if `interruptionSixths` is not 0..6.
 * @example
 * ```ts
 * probability(restDistribution(9), 'interrupted'); // 1/2
 * ```
 * @since 0.1.0
 * @category Recovery
 */
export function restDistribution(skill: number, options: Omit<RestOptions, 'firstAidSkill'> = {}): Distribution<RestOutcome> {
  const k = interruptionSixths(options);
  const aid = firstAidDistribution(skill);
  const entries: [RestOutcome, bigint][] = aid.outcomes.map((o, i) => [o, (aid.weights[i] ?? 0n) * BigInt(6 - k)]);
  if (k > 0) entries.push(['interrupted', aid.total * BigInt(k)]);
  return fromWeights(entries);
}

function interruptionSixths(options: RestOptions): number {
  if (options.dungeon === false) return 0;
  const k = options.interruptionSixths ?? 3;
  if (!Number.isInteger(k) || k < 0 || k > 6) throw new ChipError(`interruptionSixths must be 0..6, got ${String(k)}`);
  return k;
}

/**
 * The result of {@link rest}.
 * @since 0.1.0
 * @category Recovery
 */
export interface RestResult {
  /** The rested character (unchanged if interrupted). */
  readonly character: Character;
  /** True if a Wandering Monster interrupted the rest: no benefits. */
  readonly interrupted: boolean;
  /** The First Aid test, or `null` (interrupted or skipped). */
  readonly firstAid: SuitTestResult | null;
  /** The rest's outcome as in {@link restDistribution}. */
  readonly outcome: RestOutcome;
}

/**
 * Rests about an hour (seed § Recovery, [Z31](../../../../docs/rulings/zilch.md#z31)): in a dungeon 50% (d6 1–3) interrupted with no
 * benefit; otherwise remove one rally marker per class Suit, regain all class chips and every
 * temporary-damage HP, and make one ♦ (First Aid) test: CS +2 HP, S +1, F 0, CF −1.
 *
 * @param rng - Generator state; never mutated.
 * @param character - The character; never mutated.
 * @param options - Dungeon, First Aid skill, interruption chance.
 * @returns The result and the next state.
 * @throws {@link SuitValueError} for a bad skill, or {@link ChipError} for a bad `interruptionSixths`.
 * @example
 * ```ts
 * const [{ interrupted, character }, next] = rest(seed(1), hero, { dungeon: true });
 * ```
 * @since 0.1.0
 * @category Recovery
 */
export function rest(rng: Rng, character: Character, options: RestOptions = {}): readonly [result: RestResult, next: Rng] {
  const k = interruptionSixths(options);
  const skill = options.firstAidSkill === undefined ? effectiveSuit(character, 'diamonds') : options.firstAidSkill;
  let r = rng;
  if (options.dungeon !== false) {
    const [face, next] = nextInt(r, 1, 6);
    r = next;
    if (face <= k) return [Object.freeze({ character, interrupted: true, firstAid: null, outcome: 'interrupted' }), r];
  }
  let c: Character = character;
  for (const s of classSuits(c.classes)) {
    c = withMarkers(c, s, Math.max(0, c.rallyMarkers[s] - 1));
    c = { ...c, chips: { ...c.chips, [s]: chipCapacity(c, s) } };
  }
  c = recoverTemporary(freezeCharacter(c), c.temporaryDamage);
  let firstAid: SuitTestResult | null = null;
  let outcome: RestOutcome = 0;
  if (skill !== null) {
    const [t, next] = rollSuitTest(r, skill);
    r = next;
    firstAid = t;
    outcome = firstAidHp(t.degree);
    c = outcome >= 0 ? heal(c, outcome) : applyDamage(c, { amount: -outcome }).character;
  }
  return [Object.freeze({ character: c, interrupted: false, firstAid, outcome }), r];
}

/**
 * Sleeps about 8 hours (seed § Recovery, [Z31](../../../../docs/rulings/zilch.md#z31)): removes all rally markers, regains all class chips,
 * heals up to 2 HP and removes up to 2 drain from each Suit (taint is removed first, see
 * {@link recoverDrain}).
 *
 * @param character - The character; never mutated.
 * @returns The rested character.
 * @example
 * ```ts
 * sleep(hero).rallyMarkers; // all 0
 * ```
 * @since 0.1.0
 * @category Recovery
 */
export function sleep(character: Character): Character {
  let c: Character = { ...character, rallyMarkers: { clubs: 0, spades: 0, diamonds: 0, hearts: 0 } };
  for (const s of SUIT_LIST) c = recoverDrain(freezeCharacter(c), s, 2);
  for (const s of classSuits(c.classes)) c = { ...c, chips: { ...c.chips, [s]: chipCapacity(c, s) } };
  return heal(freezeCharacter(c), 2);
}
