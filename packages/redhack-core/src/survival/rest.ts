// Resting (classic short, long, full day, downtime; draft31 breather and overnight) and rations.
import { rollDie, rollUsageDie, usageDieLifetime, type Distribution, type Rng, type UsageDie, type UsageRoll } from '@rollwright/dice';
import { rollDice } from '../magic/enumerate.js';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { resolveEncounterCheck } from '../exploration/dungeon.js';
import { SurvivalError } from './SurvivalError.js';

/**
 * Where a party rests: a dungeon, the wilderness, or somewhere safe (a town, a fort).
 * @since 0.1.0
 * @category RedHack survival
 */
export type RestPlace = 'dungeon' | 'wilderness' | 'safe';

/**
 * A kind of rest: classic `short` (1 hour), `long` (8 hours), `full-day` (24 hours, never in a
 * dungeon), `downtime`; draft31 `breather` (2 turns) and `overnight`.
 * @since 0.1.0
 * @category RedHack survival
 */
export type RestKind = 'short' | 'long' | 'full-day' | 'downtime' | 'breather' | 'overnight';

/**
 * How many classic encounter checks a rest makes: short 1 in a dungeon; long 8 in a dungeon, 1
 * in the wilderness; full day 3 in the wilderness; none somewhere safe.
 * Source: redhack-rules.txt › Resting.
 *
 * @param kind - The rest.
 * @param place - Where.
 * @returns The number of d6 checks.
 * @throws {@link SurvivalError} (`R80`) for a full day or downtime in a dungeon, or a draft31-only rest.
 * @example
 * ```ts
 * restEncounterChecks('long', 'dungeon'); // 8
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function restEncounterChecks(kind: RestKind, place: RestPlace): number {
  if (place !== 'dungeon' && place !== 'wilderness' && place !== 'safe') throw new SurvivalError('R80', `the place must be dungeon, wilderness or safe, got ${String(place)}`, place);
  if (place === 'safe') return 0;
  switch (kind) {
    case 'short':
      return place === 'dungeon' ? 1 : 0;
    case 'long':
      return place === 'dungeon' ? 8 : 1;
    case 'full-day':
      if (place === 'dungeon') throw new SurvivalError('R80', 'a full day of rest is not possible in a dungeon', kind);
      return 3;
    case 'downtime':
      if (place === 'dungeon') throw new SurvivalError('R80', 'downtime is not possible in a dungeon', kind);
      return 0;
    default:
      throw new SurvivalError('R80', `classic rests are short, long, full-day or downtime, got ${String(kind)}`, kind);
  }
}

/**
 * A resting character.
 * @since 0.1.0
 * @category RedHack survival
 */
export interface Rester {
  /** Current hit points, whole 0..maxHp. */
  readonly hp: number;
  /** Maximum hit points, whole 1..1000. */
  readonly maxHp: number;
  /** Classic: hit dice left in the pool (R80), whole 0..level. */
  readonly hitDice: number;
  /** Level (the size of the classic hit-dice pool), whole 1..30. */
  readonly level: number;
  /** The class hit die, e.g. 8 for d8. */
  readonly hdSides: 4 | 6 | 8 | 10 | 12;
  /** draft31: levels of exhaustion, whole 0..50. */
  readonly exhaustion?: number;
  /** The character eats and drinks at this rest (default `true`). */
  readonly eats?: boolean;
}

/**
 * What a rest did.
 * @since 0.1.0
 * @category RedHack survival
 */
export interface RestResult {
  /** The character afterwards. */
  readonly rester: Rester;
  /** Encounter-check results, in order. */
  readonly checks: readonly string[];
  /** HP healed. */
  readonly healed: number;
  /** One line per roll. */
  readonly log: readonly string[];
}

function checkRester(r: Rester): void {
  const ok = (v: unknown, min: number, max: number): boolean => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
  if (typeof r !== 'object' || r === null || !ok(r.maxHp, 1, 1000) || !ok(r.hp, 0, r.maxHp) || !ok(r.level, 1, 30) || !ok(r.hitDice, 0, r.level) || ![4, 6, 8, 10, 12].includes(r.hdSides) || !ok(r.exhaustion ?? 0, 0, 50)) {
    throw new SurvivalError('R80', 'a rester needs whole hp ≤ maxHp (1..1000), level 1..30, hitDice 0..level, hdSides 4..12 and exhaustion 0..50', r);
  }
}

/**
 * Takes a rest. Classic ([ruling R80](../../../../docs/rulings/redhack.md#r80)): the encounter
 * checks of {@link restEncounterChecks}; eating and drinking heals one hit die from the pool on a
 * short rest, up to two on a long rest, all on a full day (which also refills the pool); a
 * downtime restores every hit point and refills the pool with no roll ({@link applyDowntime}
 * applies the rest of a downtime to a character). draft31 (Source: redhack-3.1-draft.txt › Exhaustion): a breather removes one level of
 * exhaustion (the water roll is the caller's), overnight removes all; each level removed heals
 * 1 HP, and eating overnight heals one hit die.
 *
 * @param rng - Generator state; never mutated.
 * @param rester - The character; never mutated.
 * @param kind - The rest.
 * @param place - Where (default `wilderness`).
 * @param options - Rule options (the edition).
 * @returns What happened and the next state.
 * @throws {@link SurvivalError} (`R80`) for a bad rester, a full day in a dungeon, or a rest of the other edition.
 * @example
 * ```ts
 * const [r] = rest(seed(1), { hp: 3, maxHp: 12, hitDice: 2, level: 2, hdSides: 8 }, 'long', 'dungeon', { edition: 'classic' });
 * r.checks.length; // 8
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function rest(rng: Rng, rester: Rester, kind: RestKind, place: RestPlace = 'wilderness', options: RedhackOptions = {}): readonly [RestResult, Rng] {
  checkRester(rester);
  const classic = resolveOptions(options).edition === 'classic';
  let r = rng;
  const log: string[] = [];
  const checks: string[] = [];
  let hp = rester.hp;
  let hitDice = rester.hitDice;
  let exhaustion = rester.exhaustion ?? 0;
  const heal = (n: number): void => {
    for (let i = 0; i < n; i++) {
      const [f, next] = rollDie(r, rester.hdSides);
      r = next;
      const gained = Math.min(f, rester.maxHp - hp);
      hp += gained;
      log.push(`hit die d${rester.hdSides} ${f} → +${gained} HP (${hp}/${rester.maxHp})`);
    }
  };
  if (classic) {
    const n = restEncounterChecks(kind, place);
    for (let i = 0; i < n; i++) {
      const [f, next] = rollDice(r, [6]);
      r = next;
      const res = resolveEncounterCheck(f, {}, options);
      checks.push(res);
      log.push(`encounter check d6 ${f.join('')} → ${res}`);
    }
    if (kind === 'downtime') {
      // Several days in town: every hit point back, whatever the dice (see applyDowntime).
      log.push(`downtime: hit points fully restored (${hp} → ${rester.maxHp})`);
      hp = rester.maxHp;
      hitDice = rester.level;
    } else if (rester.eats !== false) {
      const want = kind === 'short' ? 1 : kind === 'long' ? 2 : rester.level;
      if (kind === 'full-day') hitDice = rester.level;
      const spend = Math.min(want, hitDice);
      heal(spend);
      hitDice -= spend;
      if (kind === 'full-day') hitDice = rester.level;
    } else log.push('no food or water: no hit dice healed');
  } else {
    if (kind !== 'breather' && kind !== 'overnight') throw new SurvivalError('R80', `draft31 rests are breather or overnight, got ${String(kind)}`, kind);
    const removed = kind === 'breather' ? Math.min(1, exhaustion) : exhaustion;
    exhaustion -= removed;
    const gained = Math.min(removed, rester.maxHp - hp);
    hp += gained;
    log.push(`${removed} level(s) of exhaustion removed → +${gained} HP`);
    if (kind === 'overnight' && rester.eats !== false) heal(1);
  }
  const out: Rester = Object.freeze({ ...rester, hp, hitDice, ...(rester.exhaustion === undefined && classic ? {} : { exhaustion }) });
  return [Object.freeze({ rester: out, checks: Object.freeze(checks), healed: hp - rester.hp, log: Object.freeze(log) }), r];
}

/**
 * Options of a ration roll.
 * @since 0.1.0
 * @category RedHack survival
 */
export interface RationSpec {
  /** Classic half rations, or draft31 iron rations under spoilage: only a 1 steps the die down ([ruling R89](../../../../docs/rulings/redhack.md#r89)). */
  readonly half?: boolean;
}

/**
 * Rolls a food or water usage die for one eater.
 *
 * @param rng - Generator state; never mutated.
 * @param die - The ration's usage die.
 * @param spec - Half or iron rations.
 * @returns The usage roll and the next state.
 * @throws `DieSizeError` (from `@rollwright/dice`) if `die` is not a usage die.
 * @example
 * ```ts
 * const [use] = rollRation(seed(3), 6, { half: true });
 * use.stepped; // true only on a 1
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function rollRation(rng: Rng, die: UsageDie, spec: RationSpec = {}): readonly [UsageRoll, Rng] {
  return rollUsageDie(rng, die, 'normal', { stepOn: spec.half === true ? 1 : 2 });
}

/**
 * Exact distribution of how many meals a ration die lasts.
 *
 * @param die - The ration's usage die.
 * @param spec - Half or iron rations.
 * @returns Uses until spent.
 * @throws `DieSizeError` (from `@rollwright/dice`) if `die` is not a usage die.
 * @example
 * ```ts
 * probability(rationLifetime(4, { half: true }), 1); // 1/4
 * ```
 * @since 0.1.0
 * @category RedHack survival
 */
export function rationLifetime(die: UsageDie, spec: RationSpec = {}): Distribution<number> {
  return usageDieLifetime(die, { stepOn: spec.half === true ? 1 : 2 });
}
