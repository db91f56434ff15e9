// Classic equipment maintenance: the repair-kit roll at a rest (Warriors with advantage), and
// the DM's disrepair points after battles fought without it.
import { combine, die, map, stepDown, type Distribution, type Rng, type UsageDie } from '@rollwright/dice';
import { rollDice } from '../magic/enumerate.js';
import { SurvivalError } from './SurvivalError.js';

/**
 * A party's upkeep of arms and armour.
 * @since 0.2.0
 * @category RedHack survival
 */
export interface MaintenanceState {
  /** The repair kit (Armourer's Tools) as a usage die, or `'exhausted'` once used up. */
  readonly tools: UsageDie | 'exhausted';
  /** The day the kit was last rolled at a rest, whole ≥ 0, or `null` if never. */
  readonly lastMaintained: number | null;
  /** Disrepair points the DM holds, whole ≥ 0. */
  readonly disrepair: number;
}

/**
 * What a maintenance step did.
 * @since 0.2.0
 * @category RedHack survival
 */
export interface MaintenanceChange {
  /** The state afterwards (frozen). */
  readonly state: MaintenanceState;
  /** One line per thing that happened. */
  readonly log: readonly string[];
}

/**
 * The repair kit's roll from given faces.
 * @since 0.2.0
 * @category RedHack survival
 */
export interface RepairKitRoll {
  /** The face that counts (the higher of two for a Warrior). */
  readonly face: number;
  /** The kit after the roll: one size smaller on a 1 or 2, `'exhausted'` when a d4 steps down. */
  readonly next: UsageDie | 'exhausted';
}

const MAX_DAY = 1_000_000;

function dayOf(day: unknown): number {
  if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day > MAX_DAY) throw new SurvivalError('maintenance', `a day is a whole number 0..${MAX_DAY}, got ${String(day)}`, day);
  return day;
}

function checkState(s: MaintenanceState): void {
  const okTools = s?.tools === 'exhausted' || [4, 6, 8, 10, 12, 20].includes(s?.tools);
  const okLast = s?.lastMaintained === null || (Number.isInteger(s?.lastMaintained) && (s.lastMaintained ?? -1) >= 0);
  if (typeof s !== 'object' || s === null || !okTools || !okLast || !Number.isInteger(s.disrepair) || s.disrepair < 0) {
    throw new SurvivalError('maintenance', 'a maintenance state needs tools (a usage die or exhausted), lastMaintained (a day or null) and whole disrepair ≥ 0', s);
  }
}

/**
 * Starts tracking a party's maintenance.
 *
 * @param tools - The repair kit's usage die (a classic kit carries ud8, bought tools ud6).
 * @returns A state with no maintenance done and no disrepair.
 * @throws {@link SurvivalError} (`maintenance`) if `tools` is not a usage die size.
 * @example
 * ```ts
 * startMaintenance(8); // { tools: 8, lastMaintained: null, disrepair: 0 }
 * ```
 * @since 0.2.0
 * @category RedHack survival
 */
export function startMaintenance(tools: UsageDie): MaintenanceState {
  const s = { tools, lastMaintained: null, disrepair: 0 };
  checkState(s);
  return Object.freeze(s);
}

/**
 * Resolves one repair-kit roll from given faces: a Warrior rolls two and keeps the higher
 * (Armour Maintenance); a 1 or 2 steps the kit down one size. Source: redhack-rules.txt ›
 * Warrior › Armour Maintenance, Preparation › Maintenance.
 *
 * @param tools - The kit's usage die.
 * @param faces - One face, or two for a Warrior, each 1..tools; never mutated.
 * @param warrior - The roller is a Warrior (advantage).
 * @returns The face kept and the kit afterwards.
 * @throws {@link SurvivalError} (`maintenance`) for a bad die or faces.
 * @example
 * ```ts
 * resolveRepairKit(8, [2, 5], true);  // { face: 5, next: 8 }
 * resolveRepairKit(8, [2], false);    // { face: 2, next: 6 }
 * ```
 * @since 0.2.0
 * @category RedHack survival
 */
export function resolveRepairKit(tools: UsageDie, faces: readonly number[], warrior: boolean): RepairKitRoll {
  if (![4, 6, 8, 10, 12, 20].includes(tools)) throw new SurvivalError('maintenance', `the repair kit must be a usage die (4, 6, 8, 10, 12, 20), got ${String(tools)}`, tools);
  const need = warrior ? 2 : 1;
  if (!Array.isArray(faces) || faces.length !== need || faces.some((f) => !Number.isInteger(f) || f < 1 || f > tools)) {
    throw new SurvivalError('maintenance', `the repair-kit roll needs ${need} face(s) 1..${tools}, got ${JSON.stringify(faces)}`, faces);
  }
  const face = Math.max(...faces);
  return Object.freeze({ face, next: face <= 2 ? stepDown(tools) : tools });
}

/**
 * The exact odds of the kit's size after one repair-kit roll (`'exhausted'` when a d4 is used
 * up), from {@link resolveRepairKit} over every face: a ud8 steps down 2/8 of the time, or
 * 4/64 for a Warrior.
 *
 * @param tools - The kit's usage die.
 * @param warrior - The roller is a Warrior (advantage).
 * @returns Weights over the kit's next size.
 * @throws {@link SurvivalError} (`maintenance`) for a bad die.
 * @example
 * ```ts
 * probability(repairKitDistribution(8, true), 6); // 1/16
 * ```
 * @since 0.2.0
 * @category RedHack survival
 */
export function repairKitDistribution(tools: UsageDie, warrior: boolean): Distribution<UsageDie | 'exhausted'> {
  resolveRepairKit(tools, warrior ? [tools, tools] : [tools], warrior);
  const faces: Distribution<string> = warrior ? combine(map(die(tools), String), die(tools), (a, b) => `${a},${b}`) : map(die(tools), String);
  return map(faces, (k) => resolveRepairKit(tools, k.split(',').map(Number), warrior).next);
}

/**
 * Maintains the party's arms and armour at a short or long rest by rolling the repair kit's
 * usage die (a Warrior with advantage); the day counts as maintained even when the roll steps
 * the kit down, and an exhausted kit cannot be used. Source: redhack-rules.txt › Preparation ›
 * Maintenance, Warrior › Armour Maintenance.
 *
 * @param rng - Generator state; never mutated.
 * @param state - The party's maintenance; never mutated.
 * @param day - The day of the rest, whole 0..1000000 (not before the last maintenance).
 * @param warrior - A Warrior does the work (advantage on the kit's roll).
 * @returns The new state and log, and the next generator state.
 * @throws {@link SurvivalError} (`maintenance`) for a bad state or day, or an exhausted kit.
 * @example
 * ```ts
 * const [m] = maintainEquipment(seed(3), startMaintenance(8), 1, true);
 * m.state.lastMaintained; // 1
 * ```
 * @since 0.2.0
 * @category RedHack survival
 */
export function maintainEquipment(rng: Rng, state: MaintenanceState, day: number, warrior: boolean): readonly [MaintenanceChange, Rng] {
  checkState(state);
  const d = dayOf(day);
  if (state.lastMaintained !== null && d < state.lastMaintained) throw new SurvivalError('maintenance', `day ${d} is before the last maintenance (day ${state.lastMaintained})`, day);
  const tools = state.tools;
  if (tools === 'exhausted') throw new SurvivalError('maintenance', 'the repair kit is used up: nothing to maintain the equipment with', state.tools);
  const [faces, next] = rollDice(rng, warrior ? [tools, tools] : [tools]);
  const roll = resolveRepairKit(tools, faces, warrior);
  const after = roll.next === 'exhausted' ? 'used up' : `ud${roll.next}`;
  const log = [`day ${d}: ${warrior ? 'a Warrior maintains the equipment, ' : 'the equipment is maintained, '}repair kit ud${tools} rolled ${faces.join(' and ')} → ${after}`];
  return [Object.freeze({ state: Object.freeze({ tools: roll.next, lastMaintained: d, disrepair: state.disrepair }), log: Object.freeze(log) }), next];
}

/**
 * Records a battle: unless the equipment was maintained within the last day (on the battle's
 * day or the day before), the DM gains a disrepair point. Source: redhack-rules.txt ›
 * Preparation › Maintenance; [ruling R92](../../../../docs/rulings/redhack.md#r92-maintenance-within-the-last-day).
 *
 * @param state - The party's maintenance; never mutated.
 * @param day - The day of the battle, whole 0..1000000.
 * @returns The new state and log.
 * @throws {@link SurvivalError} (`maintenance`) for a bad state or day.
 * @example
 * ```ts
 * afterBattle(startMaintenance(8), 3).state.disrepair; // 1
 * ```
 * @since 0.2.0
 * @category RedHack survival
 */
export function afterBattle(state: MaintenanceState, day: number): MaintenanceChange {
  checkState(state);
  const d = dayOf(day);
  const kept = state.lastMaintained !== null && d >= state.lastMaintained && d - state.lastMaintained <= 1;
  if (kept) return Object.freeze({ state, log: Object.freeze([`day ${d}: after the battle the equipment holds (maintained on day ${state.lastMaintained ?? '?'})`]) });
  const disrepair = state.disrepair + 1;
  return Object.freeze({
    state: Object.freeze({ ...state, disrepair }),
    log: Object.freeze([`day ${d}: the equipment was not maintained within a day; the DM gains a disrepair point (${disrepair})`]),
  });
}

/**
 * Spends one of the DM's disrepair points: a character's attack or defence roll at a bad
 * moment is made with disadvantage. Source: redhack-rules.txt › Preparation › Maintenance.
 *
 * @param state - The party's maintenance; never mutated.
 * @param roll - Which roll suffers: `attack` or `defence`.
 * @returns The new state and log; apply `disadvantage: 1` to that roll's test.
 * @throws {@link SurvivalError} (`maintenance`) for a bad state or roll, or no point to spend.
 * @example
 * ```ts
 * const m = afterBattle(startMaintenance(8), 3).state;
 * spendDisrepair(m, 'attack').state.disrepair; // 0
 * ```
 * @since 0.2.0
 * @category RedHack survival
 */
export function spendDisrepair(state: MaintenanceState, roll: 'attack' | 'defence'): MaintenanceChange & {
  /** The disadvantage to apply to that roll's test. */
  readonly disadvantage: 1;
} {
  checkState(state);
  if (roll !== 'attack' && roll !== 'defence') throw new SurvivalError('maintenance', `a disrepair point hinders an attack or a defence roll, got ${String(roll)}`, roll);
  if (state.disrepair < 1) throw new SurvivalError('maintenance', 'the DM holds no disrepair point to spend', state.disrepair);
  return Object.freeze({
    state: Object.freeze({ ...state, disrepair: state.disrepair - 1 }),
    log: Object.freeze([`disrepair: the ${roll} roll is made with disadvantage (${state.disrepair - 1} point(s) left)`]),
    disadvantage: 1 as const,
  });
}
