// Dungeon exploration: 10-minute turns, light burning down, wandering monsters, searching, doors,
// locks and traps.
import { fromWeights, type Distribution, type Rng } from '@rollwright/dice';
import { rollOnTable, tableDistribution } from '@rollwright/tables';
import { ExplorationError } from '../errors/errors.js';
import type { Character } from '../characters/character.js';
import { checkBonus, dodgeTrapBonus, type RollContext } from '../characters/modifiers.js';
import { vocationsLightSources, vocationsWanderingMonster } from '../tables/tables.js';
import type { CheckSetup } from '../rolls/check.js';

/**
 * Minutes in a dungeon turn.
 *
 * @example
 * ```ts
 * TURN_MINUTES; // 10
 * ```
 * @since 0.1.0
 * @category Dungeons
 */
export const TURN_MINUTES = 10;

/**
 * Turns between wandering monster checks.
 *
 * @example
 * ```ts
 * WANDERING_EVERY; // 2
 * ```
 * @since 0.1.0
 * @category Dungeons
 */
export const WANDERING_EVERY = 2;

/**
 * A burning light.
 *
 * @since 0.1.0
 * @category Dungeons
 */
export interface Light {
  /** The light source's name (`Torch`, `Lantern`, `Candle`). */
  readonly source: string;
  /** Turns of light left. */
  readonly turnsLeft: number;
  /** Radius in feet. */
  readonly radiusFeet: number;
}

/**
 * A party's progress through a dungeon.
 *
 * @since 0.1.0
 * @category Dungeons
 */
export interface DungeonState {
  /** Turns elapsed. */
  readonly turn: number;
  /** Lights burning. */
  readonly lights: readonly Light[];
}

/**
 * What happened in a dungeon step.
 *
 * @since 0.1.0
 * @category Dungeons
 */
export type DungeonEvent =
  | {
    /** Type. */
    readonly type: 'turn';
    /** The turn number. */
    readonly turn: number }
  | {
    /** Type. */
    readonly type: 'lightOut';
    /** The source that went out. */
    readonly source: string }
  | {
    /** Type. */
    readonly type: 'wanderingCheck';
    /** The d6. */
    readonly face: number;
    /** Why: the schedule or noise. */
    readonly reason: 'schedule' | 'noise';
    /** Feet away (`null`: no monster). */
    readonly distanceFeet: number | null };

/**
 * Lights a light source (a torch, a lantern's flask, a candle): each takes a hand
 * ([V23](../../../../docs/rulings/vocations-2d6.md#v23)).
 *
 * @param state - The dungeon state (never mutated).
 * @param source - `Torch` (6 turns, 30 ft), `Lantern` (24 turns, 30 ft) or `Candle` (a day, 5 ft).
 * @returns The state with the light burning.
 * @throws {@link ExplorationError} (rule `"light"`) for an unknown or untimed source.
 * @example
 * ```ts
 * lightUp({ turn: 0, lights: [] }, 'Torch').lights[0]?.turnsLeft; // 6
 * ```
 * @since 0.1.0
 * @category Dungeons
 */
export function lightUp(state: DungeonState, source: string): DungeonState {
  const l = vocationsLightSources.find((x) => x.name.toLowerCase() === String(source).toLowerCase());
  if (l === undefined || l.turns === null || l.radiusFeet === null) throw new ExplorationError('light', `no timed light source named ${JSON.stringify(source)}`);
  return Object.freeze({ ...state, lights: Object.freeze([...state.lights, Object.freeze({ source: l.name, turnsLeft: l.turns, radiusFeet: l.radiusFeet })]) });
}

/**
 * Whether the party can see: a light still burns. In the dark PCs are blind (attacks on them hit;
 * their own doubles strike an ally).
 *
 * @param state - The dungeon state.
 * @returns `true` while any light burns.
 * @example
 * ```ts
 * canSee({ turn: 0, lights: [] }); // false
 * ```
 * @since 0.1.0
 * @category Dungeons
 */
export function canSee(state: DungeonState): boolean {
  return state.lights.some((l) => l.turnsLeft > 0);
}

/**
 * A wandering monster check: the `vocations2d6/wandering-monster` table (a 1 on d6 means a
 * monster, placed 2d6 × 10 ft away).
 *
 * @param rng - Generator state; never mutated.
 * @returns The face, the distance (`null` without a monster) and the next state.
 * @example
 * ```ts
 * const [{ distanceFeet }, next] = rollWanderingCheck(seed(1));
 * ```
 * @since 0.1.0
 * @category Dungeons
 */
export function rollWanderingCheck(rng: Rng): readonly [result: {
  /** The d6. */
  readonly face: number;
  /** Feet away, or `null`. */
  readonly distanceFeet: number | null }, next: Rng] {
  const [roll, next] = rollOnTable(rng, vocationsWanderingMonster);
  return [Object.freeze({ face: roll.roll ?? 0, distanceFeet: roll.label === 'Nothing' ? null : roll.amount }), next];
}

/**
 * The exact distribution of a wandering monster check: `none`, or the distance in feet
 * (20..120, from 2d6 × 10), weights over 216.
 *
 * @returns Distance in feet (0 = no monster) → weight.
 * @example
 * ```ts
 * probability(wanderingCheckDistribution(), 70); // 6/216 = 1/36
 * ```
 * @since 0.1.0
 * @category Dungeons
 */
export function wanderingCheckDistribution(): Distribution<number> {
  const d = tableDistribution(vocationsWanderingMonster);
  return fromWeights(d.outcomes.map((o, i) => [o === 'Nothing' ? 0 : Number(/\((\d+) feet\)/.exec(o)?.[1] ?? NaN), d.weights[i] ?? 0n] as const));
}

/**
 * Spends dungeon turns ([V22](../../../../docs/rulings/vocations-2d6.md#v22), [V23](../../../../docs/rulings/vocations-2d6.md#v23)):
 * each turn every light burns down one turn (going out at 0), and every second turn the GM checks
 * for wandering monsters; a noisy act (forcing a door) adds a check at once.
 *
 * @param rng - Generator state; never mutated.
 * @param state - The dungeon state (never mutated).
 * @param options - Turns to spend (1..1000, default 1); `noisy` adds one check now.
 * @returns The new state, the events and the next generator state.
 * @throws {@link ExplorationError} on a bad turn count.
 * @example
 * ```ts
 * const [{ state, events }, next] = spendTurns(seed(1), lightUp({ turn: 0, lights: [] }, 'Torch'), { turns: 6 });
 * ```
 * @since 0.1.0
 * @category Dungeons
 */
export function spendTurns(rng: Rng, state: DungeonState, options: {
  /** Turns (1..1000). */
  readonly turns?: number;
  /** A noisy act: one extra check. */
  readonly noisy?: boolean } = {}): readonly [result: {
  /** The new state. */
  readonly state: DungeonState;
  /** Events. */
  readonly events: readonly DungeonEvent[] }, next: Rng] {
  const turns = options.turns ?? 1;
  if (!Number.isSafeInteger(turns) || turns < 1 || turns > 1000) throw new ExplorationError('turns', `turns must be 1..1000, got ${String(turns)}`);
  let r = rng;
  const events: DungeonEvent[] = [];
  const check = (reason: 'schedule' | 'noise'): void => {
    const [res, next] = rollWanderingCheck(r);
    r = next;
    events.push({ type: 'wanderingCheck', face: res.face, reason, distanceFeet: res.distanceFeet });
  };
  if (options.noisy === true) check('noise');
  let turn = state.turn;
  let lights = state.lights;
  for (let i = 0; i < turns; i++) {
    turn++;
    events.push({ type: 'turn', turn });
    lights = lights.map((l) => ({ ...l, turnsLeft: l.turnsLeft - 1 }));
    for (const l of lights) if (l.turnsLeft === 0) events.push({ type: 'lightOut', source: l.source });
    lights = lights.filter((l) => l.turnsLeft > 0);
    if (turn % WANDERING_EVERY === 0) check('schedule');
  }
  return [Object.freeze({ state: Object.freeze({ turn, lights: Object.freeze(lights.map((l) => Object.freeze(l))) }), events: Object.freeze(events) }), r];
}

/**
 * The dungeon checks of the seed, each a 2d6 roll against 9.
 *
 * - `search`: a general search of a room, 2d6 + Intellect (each PC); a targeted search that is described well (`described`) succeeds
 * - `forceDoor`: 2d6 + Strength (loud: an extra wandering monster check)
 * - `pickLock`: 2d6 + Intellect + the fitting vocation, with knowledge and tools; a failure costs two turns
 * - `disarmTrap`: 2d6 + Intellect (a convincing description succeeds without a roll); a failure triggers it
 * - `dodgeTrap`: 2d6 + Agility + Quick Reflexes / Dull Reflexes
 *
 * @since 0.1.0
 * @category Dungeons
 */
export type DungeonCheck = 'search' | 'forceDoor' | 'pickLock' | 'disarmTrap' | 'dodgeTrap';

/**
 * The roll a dungeon check calls for ([V02](../../../../docs/rulings/vocations-2d6.md#v02), [V22](../../../../docs/rulings/vocations-2d6.md#v22)).
 * Source: vocations-2d6.txt › Exploration: Dungeons.
 *
 * @param c - The PC.
 * @param check - Which check.
 * @param options - A vocation that fits (e.g. `Thief` for locks), whether the PC has lock-picking knowledge and tools, and conditions.
 * @returns The check setup (target 9), plus what a failure costs.
 * @throws {@link ExplorationError} (rule `"tools"`) to pick a lock without knowledge or tools.
 * @example
 * ```ts
 * dungeonCheck(hero, 'pickLock', { vocation: 'Thief', tools: true }).setup.bonus; // Intellect + Thief
 * ```
 * @since 0.1.0
 * @category Dungeons
 */
export function dungeonCheck(
  c: Character,
  check: DungeonCheck,
  options: RollContext & {
    /** The player described how the trap is disabled well enough: no roll needed. */
    readonly described?: boolean;
    /** A fitting vocation. */
    readonly vocation?: string;
    /** Has lock-picking tools (and knows how). */
    readonly tools?: boolean } = {},
): {
  /** The roll. */
  readonly setup: CheckSetup;
  /** Turns a failure costs. */
  readonly failureTurns: number;
  /** Whether the act is loud. */
  readonly loud: boolean } {
  switch (check) {
    case 'search':
      // A targeted search whose description would reveal the secret finds it: no roll.
      return Object.freeze({ setup: options.described === true ? { bonus: 50, target: 0 } : { bonus: checkBonus(c, 'intellect', options.vocation, options) }, failureTurns: 0, loud: false });
    case 'forceDoor':
      return Object.freeze({ setup: { bonus: checkBonus(c, 'strength', options.vocation, options) }, failureTurns: 0, loud: true });
    case 'pickLock':
      if (options.tools !== true || options.vocation === undefined || !c.vocations.some((v) => v.name.toLowerCase() === options.vocation?.toLowerCase())) {
        throw new ExplorationError('tools', 'picking a lock needs a vocation that knows how and proper tools');
      }
      return Object.freeze({ setup: { bonus: checkBonus(c, 'intellect', options.vocation, options) }, failureTurns: 2, loud: false });
    case 'disarmTrap':
      // A convincing description disarms it outright: a roll that cannot fail.
      return Object.freeze({ setup: options.described === true ? { bonus: 50, target: 0 } : { bonus: checkBonus(c, 'intellect', options.vocation, options) }, failureTurns: 0, loud: false });
    case 'dodgeTrap':
      return Object.freeze({ setup: { bonus: dodgeTrapBonus(c, options) }, failureTurns: 0, loud: false });
    default:
      throw new ExplorationError('check', `unknown dungeon check ${JSON.stringify(check)}`);
  }
}
