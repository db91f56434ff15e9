// draft31 wilderness travel: ten 5-mile hexes a day, the hex roll and event die, hazards,
// the weather hex flower, and mounts.
import { fraction, rollDie, type Fraction, type Rng } from '@rollwright/dice';
import { hexFlowerStep, lookup, type HexFlower } from '@rollwright/tables';
import { rollDice } from '../magic/enumerate.js';
import { draft31Hazard, draft31WildernessEvent } from '../tables/draft31/tables.js';
import { weatherEffects, weatherFlower, type Weather } from '../tables/draft31/weather.js';
import { TravelError } from './TravelError.js';

/**
 * Most 5-mile hexes a draft31 party travels in a day (an encumbered party or an ox cart counts
 * each hex double). Source: redhack-3.1-draft.txt › Travel.
 * @example
 * ```ts
 * MAX_HEXES_PER_DAY; // 10
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export const MAX_HEXES_PER_DAY = 10;

/**
 * The chance that entering the k-th hex of the day brings an event: a d6 at most k (k/6), or
 * 2d6 at most k when riding unencumbered ([ruling R33](../../../../docs/rulings/redhack.md#r33)).
 *
 * @param k - Hexes travelled today including this one, whole 1..10.
 * @param mountedUnencumbered - Riding horses, unencumbered (2d6).
 * @returns The exact chance.
 * @throws {@link TravelError} (`R33`) for k outside 1..10.
 * @example
 * ```ts
 * hexEventChance(3);       // 1/2
 * hexEventChance(3, true); // 1/12
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function hexEventChance(k: number, mountedUnencumbered = false): Fraction {
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 1 || k > MAX_HEXES_PER_DAY) throw new TravelError('R33', `the hex of the day must be a whole number 1..${MAX_HEXES_PER_DAY}, got ${String(k)}`, k);
  if (!mountedUnencumbered) return fraction(BigInt(Math.min(6, k)), 6n);
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= k) ways++;
  return fraction(BigInt(ways), 36n);
}

/**
 * A mount or vehicle.
 * @since 0.1.0
 * @category RedHack travel
 */
export type Mount = 'horse' | 'horse-cart' | 'ox-cart';

/**
 * What a mount or cart carries, in items.
 * @since 0.1.0
 * @category RedHack travel
 */
export interface MountCapacity {
  /** Items carried without encumbrance. */ readonly unencumbered: number;
  /** Most items carried. */ readonly max: number;
}

/**
 * What a mount carries, in items: a horse 30 unencumbered and 60 encumbered; a horse cart twice
 * that; an ox cart 240 per ox ([ruling R88](../../../../docs/rulings/redhack.md#r88)).
 *
 * @param mount - The mount.
 * @param count - How many animals, whole 1..100.
 * @returns Items carried unencumbered and at most.
 * @throws {@link TravelError} (`R88`) for an unknown mount or count.
 * @example
 * ```ts
 * mountCapacity('ox-cart', 2); // { unencumbered: 480, max: 480 }
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function mountCapacity(mount: Mount, count = 1): MountCapacity {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 100) throw new TravelError('R88', `the number of animals must be a whole number 1..100, got ${String(count)}`, count);
  switch (mount) {
    case 'horse':
      return Object.freeze({ unencumbered: 30 * count, max: 60 * count });
    case 'horse-cart':
      return Object.freeze({ unencumbered: 60 * count, max: 120 * count });
    case 'ox-cart':
      return Object.freeze({ unencumbered: 240 * count, max: 240 * count });
    default:
      throw new TravelError('R88', `the mount must be horse, horse-cart or ox-cart, got ${String(mount)}`, mount);
  }
}

/**
 * A draft31 day of travel.
 * @since 0.1.0
 * @category RedHack travel
 */
export interface TravelDaySpec {
  /** Hexes to travel, whole 0..10 (counted double when encumbered or with an ox cart). */
  readonly hexes: number;
  /** Riding horses, unencumbered: the hex roll is 2d6. */
  readonly mounted?: boolean;
  /** Someone is encumbered, or the party has an ox cart: each hex counts double. */
  readonly slow?: boolean;
  /** The predominant weather the flower leans toward (default `Sunny`). */
  readonly predominant?: Weather;
}

/**
 * The party on the road.
 * @since 0.1.0
 * @category RedHack travel
 */
export interface TravelState {
  /** Today's weather hex. */
  readonly weather: Weather;
  /** Levels of exhaustion gained on the road. */
  readonly exhaustion: number;
  /** Days travelled. */
  readonly day: number;
}

/**
 * What a day of travel did.
 * @since 0.1.0
 * @category RedHack travel
 */
export interface TravelDayResult {
  /** The state afterwards. */
  readonly state: TravelState;
  /** Hexes actually entered. */
  readonly hexes: number;
  /** Events, as `event` or `event → hazard` labels, in order. */
  readonly events: readonly string[];
  /** One readable line per roll. */
  readonly log: readonly string[];
}

function assertWeather(flower: HexFlower<Weather>, w: unknown, what: string): asserts w is Weather {
  if (!flower.hexes.some((h) => h.name === w)) throw new TravelError('R34', `${what} must be a weather hex (${flower.hexes.map((h) => h.name).join(', ')}), got ${String(w)}`, w);
}

/**
 * Travels one draft31 day hex by hex (Source: redhack-3.1-draft.txt › Travel): entering the k-th
 * hex rolls 1d6 (2d6 mounted) and on at most k the event die; a hazard rolls on the hazard
 * table (difficult terrain makes the hex count double, an obstruction ends the day), the
 * weather moves one step on the hex flower (1d20 key, [ruling R34](../../../../docs/rulings/redhack.md#r34)),
 * exhaustion adds a level, and lost bearings end purposeful travel for the day.
 *
 * @param rng - Generator state; never mutated.
 * @param state - The party; never mutated.
 * @param spec - The day's plan.
 * @returns What happened and the next state.
 * @throws {@link TravelError} (`R33`) for hexes that are not whole in 0..10 or that count past 10;
 *   (`R34`) for an unknown weather hex.
 * @example
 * ```ts
 * const [d] = travelDay(seed(1), { weather: 'Sunny', exhaustion: 0, day: 0 }, { hexes: 6 });
 * d.log.length > 0; // true
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function travelDay(rng: Rng, state: TravelState, spec: TravelDaySpec): readonly [TravelDayResult, Rng] {
  const h = spec.hexes;
  if (typeof h !== 'number' || !Number.isInteger(h) || h < 0 || h > MAX_HEXES_PER_DAY) throw new TravelError('R33', `hexes must be a whole number 0..${MAX_HEXES_PER_DAY}, got ${String(h)}`, h);
  const cost = spec.slow === true ? 2 : 1;
  if (h * cost > MAX_HEXES_PER_DAY) throw new TravelError('R33', `${h} hexes counting double are ${h * cost}, more than ${MAX_HEXES_PER_DAY} a day`, h);
  assertWeather(weatherFlower, state.weather, 'the weather');
  const predominant = spec.predominant ?? 'Sunny';
  assertWeather(weatherFlower, predominant, 'the predominant weather');
  let r = rng;
  let weather: Weather = state.weather;
  let exhaustion = state.exhaustion;
  let used = 0;
  let entered = 0;
  const events: string[] = [];
  const log: string[] = [];
  for (let k = 1; k <= h && used + cost <= MAX_HEXES_PER_DAY; k++) {
    entered = k;
    used += cost;
    const [dice, r1] = rollDice(r, spec.mounted === true ? [6, 6] : [6]);
    r = r1;
    const roll = dice.reduce((a, b) => a + b, 0);
    if (roll > k) {
      log.push(`hex ${k}: ${dice.length}d6 ${roll} > ${k}, no event`);
      continue;
    }
    const [face, r2] = rollDie(r, 6);
    r = r2;
    const ev = lookup(draft31WildernessEvent, face).row.label;
    let line = `hex ${k}: ${dice.length}d6 ${roll} ≤ ${k}, event die ${face} → ${ev}`;
    let stop = false;
    if (ev === 'Hazard') {
      const [hf, r3] = rollDie(r, 6);
      r = r3;
      const hz = lookup(draft31Hazard, hf).row.label;
      line += `; hazard d6 ${hf} → ${hz}`;
      events.push(`Hazard → ${hz}`);
      if (hz === 'Difficult Terrain') used += cost;
      if (hz === 'Obstruction') stop = true;
    } else events.push(ev);
    if (ev === 'Exhaustion') exhaustion++;
    if (ev === 'Weather Effect') {
      const [step, r3] = hexFlowerStep(r, weatherFlower, weather, { predominant });
      r = r3;
      line += `; weather d20 ${step.roll} (${step.move}) ${weather} → ${step.to}`;
      weather = step.to;
      const effect = weatherEffects[weather];
      if (effect !== undefined) line += ` (${effect})`;
    }
    if (ev === 'Lost Bearings') stop = true;
    log.push(line);
    if (stop) {
      log.push(`hex ${k}: the day's travel ends here`);
      break;
    }
  }
  const next: TravelState = Object.freeze({ weather, exhaustion, day: state.day + 1 });
  return [Object.freeze({ state: next, hexes: entered, events: Object.freeze(events), log: Object.freeze(log) }), r];
}
