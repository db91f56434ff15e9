// Wilderness travel: 6-mile hexes, marching, forced marches and fatigue, encounters, camping.
import { fromWeights, nextInt, type Distribution, type Rng } from '@rollwright/dice';
import { ExplorationError, VocationsInputError } from '../errors/errors.js';
import { freezeCharacter, type Character } from '../characters/character.js';
import { derive } from '../characters/derived.js';
import { checkBonus, fatigueBonus } from '../characters/modifiers.js';
import { checkDistribution, resolveCheck, rollCheck, type CheckOutcome, type CheckResult, type CheckSetup } from '../rolls/check.js';
import type { TwoDice } from '../rolls/dice.js';
import { assertInt } from '../rolls/internal.js';
import { recoverEther } from '../rolls/magic.js';

/**
 * Miles across one hex.
 *
 * @example
 * ```ts
 * HEX_MILES; // 6
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export const HEX_MILES = 6;

/**
 * Miles a day's pace covers: `march` 12 (2 hexes), `forced` 18 (3 hexes), `rest` 0.
 *
 * @example
 * ```ts
 * PACE_MILES.forced; // 18
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export const PACE_MILES: Readonly<Record<'march' | 'forced' | 'rest', number>> = Object.freeze({ march: 12, forced: 18, rest: 0 });

/**
 * Something done instead of 6 miles of marching (at most two a day).
 *
 * @since 0.1.0
 * @category Wilderness
 */
export type Alternative = 'forage' | 'fish' | 'trap' | 'hunt' | 'search' | 'other';

/**
 * A day's travel plan.
 *
 * @since 0.1.0
 * @category Wilderness
 */
export interface DayPlan {
  /** The pace. */
  readonly pace: 'march' | 'forced' | 'rest';
  /** The hexes ahead in order: `difficult` (swamp, mountain) costs 12 miles, `clear` 6. */
  readonly route?: readonly ('clear' | 'difficult')[];
  /** Activities in place of marching, 6 miles each (0..2). */
  readonly alternatives?: readonly Alternative[];
}

/**
 * What a day of travel achieves.
 *
 * @since 0.1.0
 * @category Wilderness
 */
export interface DayResult {
  /** Miles available for moving. */
  readonly miles: number;
  /** Hexes entered along the route. */
  readonly hexes: number;
  /** Miles left over, short of the next hex. */
  readonly milesLeft: number;
  /** Whether the party makes camp tonight (not after a forced march). */
  readonly camp: boolean;
  /** Whether the PCs must roll against fatigue (a forced march). */
  readonly fatigueRoll: boolean;
}

/**
 * Plans a day of wilderness travel ([ruling V22](../../../../docs/rulings/vocations-2d6.md#v22)):
 * the pace's miles, less 6 per alternative activity (at most two), spent hex by hex (a difficult
 * hex costs 12 miles). Source: vocations-2d6.txt › Exploration: Wilderness.
 *
 * @param plan - Pace, route and activities.
 * @returns Hexes entered, miles left, whether the party camps.
 * @throws {@link ExplorationError} (rule `"alternatives"`) for more than two activities, or more than the pace allows.
 * @example
 * ```ts
 * planDay({ pace: 'march', route: ['difficult', 'clear'] }).hexes; // 1 (the swamp takes all 12 miles)
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function planDay(plan: DayPlan): DayResult {
  const alts = plan.alternatives ?? [];
  if (!(plan.pace in PACE_MILES)) throw new ExplorationError('pace', `pace must be march, forced or rest, got ${String(plan.pace)}`);
  if (alts.length > 2) throw new ExplorationError('alternatives', `at most two activities a day in place of marching, got ${alts.length}`);
  const miles = PACE_MILES[plan.pace] - HEX_MILES * alts.length;
  if (miles < 0) throw new ExplorationError('alternatives', `a ${plan.pace} day has no ${alts.length * HEX_MILES} miles to give up`);
  let left = miles;
  let hexes = 0;
  for (const h of plan.route ?? Array.from({ length: 10 }, () => 'clear' as const)) {
    const cost = h === 'difficult' ? 12 : HEX_MILES;
    if (cost > left) break;
    left -= cost;
    hexes++;
  }
  return Object.freeze({ miles, hexes, milesLeft: left, camp: plan.pace !== 'forced', fatigueRoll: plan.pace === 'forced' });
}

/**
 * A PC's forced-march roll.
 *
 * @since 0.1.0
 * @category Wilderness
 */
export interface ForcedMarchInput {
  /** Strength (−1..5). */
  readonly strength: number;
  /** Which consecutive forced day: 1 (target 9), 2 (target 10)… (1..30). */
  readonly day: number;
  /** Diehard: +1. */
  readonly diehard?: boolean;
  /** Fatigue levels already held: −1 each (0..20). */
  readonly fatigue?: number;
}

/**
 * The check a forced march calls for: 2d6 + Strength (+1 Diehard, −1 per fatigue level) ≥ 9 + (day − 1)
 * ([ruling V05](../../../../docs/rulings/vocations-2d6.md#v05)).
 *
 * @param input - Strength, day, Diehard, fatigue.
 * @returns The check setup.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * forcedMarchSetup({ strength: 0, day: 2 }); // { bonus: 0, target: 10 }
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function forcedMarchSetup(input: ForcedMarchInput): CheckSetup {
  assertInt('strength', input.strength, -1, 5);
  assertInt('day', input.day, 1, 30);
  if (input.fatigue !== undefined) assertInt('fatigue', input.fatigue, 0, 20);
  return Object.freeze({ bonus: input.strength + (input.diehard === true ? 1 : 0) - (input.fatigue ?? 0), target: 9 + input.day - 1 });
}

/**
 * Resolves a forced-march roll on given dice: a failure means one more level of fatigue.
 *
 * @param input - Strength, day, Diehard, fatigue.
 * @param dice - The two faces.
 * @returns The check.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * resolveForcedMarch({ strength: 0, day: 1 }, [4, 5]).success; // true
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function resolveForcedMarch(input: ForcedMarchInput, dice: TwoDice): CheckResult {
  return resolveCheck(forcedMarchSetup(input), dice);
}

/**
 * The exact distribution of a forced-march roll.
 *
 * @param input - Strength, day, Diehard, fatigue.
 * @returns `success` / `failure`, weights over 36.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * probability(forcedMarchDistribution({ strength: 0, day: 1 }), 'success'); // 10/36
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function forcedMarchDistribution(input: ForcedMarchInput): Distribution<CheckOutcome> {
  return checkDistribution(forcedMarchSetup(input));
}

/**
 * Rolls a forced march.
 *
 * @param rng - Generator state; never mutated.
 * @param input - Strength, day, Diehard, fatigue.
 * @returns The check and the next state.
 * @throws {@link VocationsInputError} on bad numbers.
 * @example
 * ```ts
 * const [march, next] = rollForcedMarch(seed(1), { strength: 1, day: 1 });
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function rollForcedMarch(rng: Rng, input: ForcedMarchInput): readonly [result: CheckResult, next: Rng] {
  return rollCheck(rng, forcedMarchSetup(input));
}

/**
 * Each PC rolls against a forced march; those who fail gain a level of fatigue.
 *
 * @param rng - Generator state; never mutated.
 * @param party - The PCs (never mutated).
 * @param day - Consecutive forced day (1..30).
 * @returns The party after, each PC's check, and the next state.
 * @throws {@link VocationsInputError} on a bad day.
 * @example
 * ```ts
 * const [{ party, checks }, next] = forcedMarchParty(seed(1), [hero], 1);
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function forcedMarchParty(rng: Rng, party: readonly Character[], day: number): readonly [result: {
  /** The PCs after. */
  readonly party: readonly Character[];
  /** Each PC's check. */
  readonly checks: readonly CheckResult[] }, next: Rng] {
  assertInt('day', day, 1, 30);
  let r = rng;
  const checks: CheckResult[] = [];
  const out = party.map((c) => {
    const [check, next] = rollCheck(r, { bonus: fatigueBonus(c), target: 9 + day - 1 });
    r = next;
    checks.push(check);
    return check.success ? c : freezeCharacter({ ...c, fatigue: c.fatigue + 1 });
  });
  return [Object.freeze({ party: Object.freeze(out), checks: Object.freeze(checks) }), r];
}

/**
 * When an encounter check is made: `day`, or `night` (and dangerous areas), where 1–2 on the d6
 * means an encounter instead of 1.
 *
 * @since 0.1.0
 * @category Wilderness
 */
export interface EncounterCheck {
  /** Day or night. */
  readonly time: 'day' | 'night';
  /** A more dangerous area. */
  readonly dangerous?: boolean;
}

/**
 * Resolves a wilderness encounter check on a given d6 face.
 *
 * @param check - Day or night, dangerous.
 * @param face - The d6 (1..6).
 * @returns Whether an encounter happens.
 * @throws {@link VocationsInputError} on a bad face.
 * @example
 * ```ts
 * resolveEncounterCheck({ time: 'night' }, 2); // true
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function resolveEncounterCheck(check: EncounterCheck, face: number): boolean {
  assertInt('face', face, 1, 6);
  return face <= (check.time === 'night' || check.dangerous === true ? 2 : 1);
}

/**
 * The exact distribution of an encounter check.
 *
 * @param check - Day or night, dangerous.
 * @returns `encounter` / `none`, weights over 6.
 * @example
 * ```ts
 * probability(encounterCheckDistribution({ time: 'night' }), 'encounter'); // 1/3
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function encounterCheckDistribution(check: EncounterCheck): Distribution<'encounter' | 'none'> {
  const acc = new Map<'encounter' | 'none', number>([['encounter', 0], ['none', 0]]);
  for (let f = 1; f <= 6; f++) {
    const k = resolveEncounterCheck(check, f) ? 'encounter' : 'none';
    acc.set(k, (acc.get(k) ?? 0) + 1);
  }
  return fromWeights([...acc]);
}

/**
 * Rolls an encounter check.
 *
 * @param rng - Generator state; never mutated.
 * @param check - Day or night, dangerous.
 * @returns Whether an encounter happens, the face, and the next state.
 * @example
 * ```ts
 * const [{ encounter }, next] = rollEncounterCheck(seed(1), { time: 'day' });
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function rollEncounterCheck(rng: Rng, check: EncounterCheck): readonly [result: {
  /** The d6. */
  readonly face: number;
  /** An encounter. */
  readonly encounter: boolean }, next: Rng] {
  const [face, next] = nextInt(rng, 1, 6);
  return [Object.freeze({ face, encounter: resolveEncounterCheck(check, face) }), next];
}

/**
 * The conditions of a night in camp.
 *
 * @since 0.1.0
 * @category Wilderness
 */
export interface CampConditions {
  /** Hot weather: water needs double unless Resist Heat. */
  readonly heat?: boolean;
  /** Frigid weather. */
  readonly cold?: boolean;
  /** Shelter from the cold. */
  readonly shelter?: boolean;
}

/**
 * A night in camp ([rulings V05](../../../../docs/rulings/vocations-2d6.md#v05), [V13](../../../../docs/rulings/vocations-2d6.md#v13),
 * [V14](../../../../docs/rulings/vocations-2d6.md#v14), [V18](../../../../docs/rulings/vocations-2d6.md#v18),
 * [V32](../../../../docs/rulings/vocations-2d6.md#v32)): each PC spends a supply for food and one
 * for water (two for water in heat, unless Resist Heat); fed PCs lose one level of fatigue; a cold
 * night without shelter calls for the fatigue roll (2d6 + Strength vs 9) unless Resist Frigid;
 * ether comes back (all, a half, or a quarter when fatigued); 1 health heals. A PC without enough
 * supplies goes unfed.
 *
 * @param rng - Generator state; never mutated.
 * @param party - The PCs (never mutated).
 * @param conditions - Weather and shelter.
 * @returns The party in the morning, whether each was fed, and the next state.
 * @example
 * ```ts
 * const [{ party }, next] = campNight(seed(1), [hero], { cold: true, shelter: false });
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function campNight(rng: Rng, party: readonly Character[], conditions: CampConditions = {}): readonly [result: {
  /** The PCs in the morning. */
  readonly party: readonly Character[];
  /** Whether each PC ate and drank. */
  readonly fed: readonly boolean[];
  /** Cold-night fatigue rolls (`null`: none needed). */
  readonly coldChecks: readonly (CheckResult | null)[] }, next: Rng] {
  let r = rng;
  const fed: boolean[] = [];
  const coldChecks: (CheckResult | null)[] = [];
  const out = party.map((c) => {
    const resist = (w: string): boolean => c.traits.some((t) => t.id === 'resistInclementWeather' && t.detail === w);
    const need = 1 + (conditions.heat === true && !resist('heat') ? 2 : 1);
    const ate = c.kit.supplies >= need;
    fed.push(ate);
    let fatigue = Math.max(0, c.fatigue - (ate ? 1 : 0));
    let check: CheckResult | null = null;
    if (conditions.cold === true && conditions.shelter !== true && !resist('frigid')) {
      const [res, next] = rollCheck(r, { bonus: fatigueBonus(c) });
      r = next;
      check = res;
      if (!res.success) fatigue += 1;
    }
    coldChecks.push(check);
    const d = derive(c);
    const ether = recoverEther(Math.min(c.ether, d.maxEther), d.maxEther, ate ? 'fed' : 'unfed', c.fatigue > 0);
    return freezeCharacter({ ...c, fatigue, ether, health: Math.min(d.maxHealth, c.health + 1), kit: { ...c.kit, supplies: ate ? c.kit.supplies - need : c.kit.supplies } });
  });
  return [Object.freeze({ party: Object.freeze(out), fed: Object.freeze(fed), coldChecks: Object.freeze(coldChecks) }), r];
}

/**
 * Natural healing: 1 health a day, up to the maximum ([V13](../../../../docs/rulings/vocations-2d6.md#v13)).
 *
 * @param c - The character (never mutated).
 * @param days - Days of rest (1..365).
 * @returns The character healed.
 * @throws {@link VocationsInputError} on a bad count.
 * @example
 * ```ts
 * naturalHealing(wounded, 3).health; // 3 more, capped at max health
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function naturalHealing(c: Character, days = 1): Character {
  if (!Number.isSafeInteger(days) || days < 1 || days > 365) throw new VocationsInputError('days', days, 'days must be 1..365');
  return freezeCharacter({ ...c, health: Math.min(derive(c).maxHealth, c.health + days) });
}

/**
 * First aid ([ruling V13](../../../../docs/rulings/vocations-2d6.md#v13)): the healer spends a
 * supply and rolls 2d6 + Intellect + a fitting vocation (Surgeon, Herbalist, Priest… by name) ≥ 9;
 * success heals 1d3. A patient gets first aid once a day.
 *
 * @param rng - Generator state; never mutated.
 * @param healer - The PC giving aid (needs a supply; never mutated).
 * @param patient - The PC treated (never mutated).
 * @param options - A fitting vocation, and whether the patient already had aid today.
 * @returns The healer (one supply fewer), the patient, the check, the health restored, the next state.
 * @throws {@link ExplorationError} (rule `"supplies"`) without a supply, (`"once-a-day"`) for a second aid today.
 * @example
 * ```ts
 * const [{ patient }, next] = firstAid(seed(1), medic, wounded, { vocation: 'Surgeon' });
 * ```
 * @since 0.1.0
 * @category Wilderness
 */
export function firstAid(
  rng: Rng,
  healer: Character,
  patient: Character,
  options: {
    /** A fitting vocation. */
    readonly vocation?: string;
    /** The patient already had first aid today. */
    readonly aidedToday?: boolean } = {},
): readonly [result: {
  /** The healer after. */
  readonly healer: Character;
  /** The patient after. */
  readonly patient: Character;
  /** The check. */
  readonly check: CheckResult;
  /** Health restored. */
  readonly healed: number }, next: Rng] {
  if (healer.kit.supplies < 1) throw new ExplorationError('supplies', `${healer.name} has no supply to use for first aid`);
  if (options.aidedToday === true) throw new ExplorationError('once-a-day', `${patient.name} already had first aid today`);
  const [check, r1] = rollCheck(rng, { bonus: checkBonus(healer, 'intellect', options.vocation) });
  let healed = 0;
  let r = r1;
  if (check.success) [healed, r] = nextInt(r1, 1, 3);
  const h = freezeCharacter({ ...healer, kit: { ...healer.kit, supplies: healer.kit.supplies - 1 } });
  const same = healer === patient;
  const base = same ? h : patient;
  const p = freezeCharacter({ ...base, health: Math.min(derive(base).maxHealth, base.health + healed) });
  return [Object.freeze({ healer: same ? p : h, patient: p, check, healed }), r];
}
