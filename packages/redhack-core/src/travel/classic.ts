// Classic wilderness travel: speed, burden, the hex penalty and the leader's survival roll.
import { type Distribution, type Rng } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { enumerateDice, rollDice } from '../magic/enumerate.js';
import { classicSurvival } from '../tables/classic/tables.js';
import { TravelError } from './TravelError.js';

function whole(v: unknown, min: number, max: number, what: string, rule: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new TravelError(rule, `${what} must be a whole number ${min}..${max}, got ${String(v)}`, v);
  return v;
}

/**
 * What changes a classic party's speed (Source: redhack-rules.txt › Wilderness Survival › Speed).
 * @since 0.1.0
 * @category RedHack travel
 */
export interface SpeedConditions {
  /** Bonus from suitable mounts (+1 or more), whole 0..5. */
  readonly mounts?: number;
  /** Everyone carries less than half their allowance (+1). */
  readonly lightLoad?: boolean;
  /** Following a road (+1). */
  readonly road?: boolean;
  /** Slowed, dragging or encumbered conditions among the PCs (−1 for the first, −1 per further one), whole 0..20. */
  readonly conditions?: number;
  /** Difficult terrain (−1). */
  readonly difficultTerrain?: boolean;
  /** The party is searching (−1). */
  readonly searching?: boolean;
}

/**
 * A classic party's speed: 0 plus the modifiers of {@link SpeedConditions}.
 *
 * @param c - The conditions.
 * @returns The speed (negative = burden).
 * @throws {@link TravelError} (`R32`) for a bad count.
 * @example
 * ```ts
 * classicSpeed({ mounts: 1, lightLoad: true }); // 2
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function classicSpeed(c: SpeedConditions = {}): number {
  const mounts = whole(c.mounts ?? 0, 0, 5, 'mounts', 'R32');
  const cond = whole(c.conditions ?? 0, 0, 20, 'conditions', 'R32');
  return mounts + (c.lightLoad === true ? 1 : 0) + (c.road === true ? 1 : 0) - cond - (c.difficultTerrain === true ? 1 : 0) - (c.searching === true ? 1 : 0);
}

/**
 * Hexes as the survival roll counts them: at speed s ≥ 0 the hexes moved divided by s + 1; at
 * a negative speed (burden) each hex counts as |s| + 1 ([ruling R32](../../../../docs/rulings/redhack.md#r32)).
 *
 * @param hexes - Hexes moved today, whole 0..1000.
 * @param speed - The party's speed, whole −20..20.
 * @returns The counted hexes (rounded up).
 * @throws {@link TravelError} (`R32`) for bad hexes or speed.
 * @example
 * ```ts
 * countedHexes(6, 2); // 2 (on horseback travelling light, two moves of 3 hexes)
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function countedHexes(hexes: number, speed: number): number {
  whole(hexes, 0, 1000, 'hexes', 'R32');
  whole(speed, -20, 20, 'speed', 'R32');
  return speed >= 0 ? Math.ceil(hexes / (speed + 1)) : hexes * (1 - speed);
}

/**
 * The survival-roll penalty per hex of a map scale: 2 per 5 miles, so a 10-mile hex is −4 and a
 * 2- or 3-mile hex −1 (never below 1).
 *
 * @param miles - Miles across a hex, whole 1..100.
 * @returns The penalty per counted hex (positive).
 * @throws {@link TravelError} (`R32`) for a bad size.
 * @example
 * ```ts
 * hexPenalty(10); // 4
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function hexPenalty(miles: number): number {
  whole(miles, 1, 100, 'miles per hex', 'R32');
  return Math.max(1, Math.round((2 * miles) / 5));
}

/**
 * A day's classic survival roll.
 * @since 0.1.0
 * @category RedHack travel
 */
export interface SurvivalRollSpec {
  /** The leader's WIS modifier plus CON modifier, whole −6..6. */
  readonly leaderModifiers?: number;
  /** Hexes moved today, whole 0..1000. */
  readonly hexes: number;
  /** The party's speed (default 0). */
  readonly speed?: number;
  /** Miles across a hex (default 5). */
  readonly milesPerHex?: number;
  /** Treacherous hexes crossed (−2 each, [ruling R83](../../../../docs/rulings/redhack.md#r83)), whole 0..1000. */
  readonly treacherous?: number;
}

/**
 * The modifier of the leader's d20 survival roll: WIS and CON modifiers, minus the hex penalty
 * per counted hex, minus 2 per treacherous hex ([ruling R32](../../../../docs/rulings/redhack.md#r32),
 * [ruling R83](../../../../docs/rulings/redhack.md#r83)).
 *
 * @param spec - The day.
 * @returns The modifier.
 * @throws {@link TravelError} (`R32`) for bad input.
 * @example
 * ```ts
 * survivalModifier({ hexes: 6, speed: 2 }); // -4
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function survivalModifier(spec: SurvivalRollSpec): number {
  const mods = whole(spec.leaderModifiers ?? 0, -6, 6, 'leader modifiers', 'R32');
  const t = whole(spec.treacherous ?? 0, 0, 1000, 'treacherous hexes', 'R83');
  return mods - hexPenalty(spec.milesPerHex ?? 5) * countedHexes(spec.hexes, spec.speed ?? 0) - 2 * t;
}

/**
 * Reads the classic survival table for a d20 face (a natural 20 is Discovery).
 *
 * @param d20 - The face, 1..20.
 * @param spec - The day.
 * @returns The row label.
 * @throws {@link TravelError} (`R32`) for bad input.
 * @example
 * ```ts
 * resolveSurvivalRoll(20, { hexes: 6, speed: 2 }); // 'Discovery'
 * resolveSurvivalRoll(19, { hexes: 6, speed: 2 }); // 'Difficulty' (15)
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function resolveSurvivalRoll(d20: number, spec: SurvivalRollSpec): string {
  whole(d20, 1, 20, 'the d20 face', 'R32');
  return lookup(classicSurvival, d20, { modifier: survivalModifier(spec) }).row.label;
}

/**
 * Exact odds of the day's survival roll, from {@link resolveSurvivalRoll}.
 *
 * @param spec - The day.
 * @returns A distribution over the table's labels (out of 20).
 * @throws {@link TravelError} (`R32`) for bad input.
 * @example
 * ```ts
 * probability(survivalDistribution({ hexes: 2 }), 'Injury or Hazard'); // 9/20
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function survivalDistribution(spec: SurvivalRollSpec): Distribution<string> {
  survivalModifier(spec);
  return enumerateDice([20], (f) => resolveSurvivalRoll(f[0] ?? 1, spec));
}

/**
 * A rolled classic survival roll.
 * @since 0.1.0
 * @category RedHack travel
 */
export interface SurvivalRoll {
  /** The d20 face. */ readonly d20: number;
  /** The survival table's label. */ readonly label: string;
}

/**
 * Rolls the day's survival roll.
 *
 * @param rng - Generator state; never mutated.
 * @param spec - The day.
 * @returns The face, the label and the next state.
 * @throws {@link TravelError} (`R32`) for bad input.
 * @example
 * ```ts
 * const [r] = rollSurvival(seed(1), { hexes: 3 });
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function rollSurvival(rng: Rng, spec: SurvivalRollSpec): readonly [SurvivalRoll, Rng] {
  const [f, next] = rollDice(rng, [20]);
  const d20 = f[0] ?? 1;
  return [Object.freeze({ d20, label: resolveSurvivalRoll(d20, spec) }), next];
}

/**
 * A traveller, for picking the leader.
 * @since 0.1.0
 * @category RedHack travel
 */
export interface Traveller {
  /** Name, for the log. */
  readonly name: string;
  /** Whether this traveller leads. */
  readonly leader?: boolean;
}

/**
 * The party's leader, who makes the survival roll.
 *
 * @param party - The travellers; never mutated.
 * @returns The one marked leader.
 * @throws {@link TravelError} (`leader`) when no traveller or more than one is marked.
 * @example
 * ```ts
 * leaderOf([{ name: 'Ash', leader: true }, { name: 'Bo' }]).name; // 'Ash'
 * ```
 * @since 0.1.0
 * @category RedHack travel
 */
export function leaderOf(party: readonly Traveller[]): Traveller {
  const leaders = Array.isArray(party) ? party.filter((t) => t.leader === true) : [];
  if (leaders.length !== 1) throw new TravelError('leader', `a party needs exactly one leader, got ${leaders.length}`, party);
  return leaders[0] as Traveller;
}
