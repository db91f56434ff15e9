// Downtime as data and state: the draft's actions, relationship levels, one action a week.
import type { Rng } from '@rollwright/dice';
import { resolveTest, rollTest, type TestDice, type TestResult, type TestSpec } from '../tests/index.js';
import type { RedhackOptions } from '../options/index.js';
import { DowntimeError } from './DowntimeError.js';

/**
 * A downtime action of the draft.
 * @since 0.1.0
 * @category RedHack downtime
 */
export interface DowntimeAction {
  /** Stable id, e.g. `spell-research`. */
  readonly id: string;
  /** The action's name. */
  readonly name: string;
  /** What it is for, in brief. */
  readonly summary: string;
  /** How long it tends to take (days, weeks, months). */
  readonly timeScale: string;
  /** Open while travelling (campfire chats), not only in a settlement. */
  readonly onTheRoad: boolean;
}

const a = (id: string, name: string, summary: string, timeScale: string, onTheRoad = false): DowntimeAction => Object.freeze({ id, name, summary, timeScale, onTheRoad });

/**
 * The downtime actions of the draft (the relationship action first, then the fourteen listed),
 * with their rough time scales. Only relationship building is open on the road. Source:
 * redhack-3.1-draft.txt › Downtime › actions, relationships.
 * @example
 * ```ts
 * DOWNTIME_ACTIONS.find((x) => x.id === 'carousing')?.timeScale; // 'days'
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export const DOWNTIME_ACTIONS: readonly DowntimeAction[] = Object.freeze([
  a('develop-relationship', 'Develop a Relationship', 'Forge ties with an NPC or faction (a CHA test).', '1 downtime', true),
  a('develop-holding', 'Develop a Holding', 'Found or grow an institution such as a guild, shop, library or temple.', 'several downtimes'),
  a('find-buyer', 'Find a Buyer', 'Locate someone who wants an unusual piece of treasure.', 'days'),
  a('investigation-research', 'Investigation & Research', 'Dig facts out of books and records; more time, more results.', 'days or weeks'),
  a('intelligence-gathering', 'Intelligence Gathering', 'Learn things by asking people; more time, more results.', 'days or weeks'),
  a('spying', 'Spying', 'Get inside a faction, often through a retainer.', 'weeks, ongoing'),
  a('spell-research', 'Spell Research', 'Devise a new spell; usable once its inks are made.', 'months'),
  a('brewing-potions', 'Brewing Potions', 'Make potions from gathered ingredients.', 'days or weeks'),
  a('scribing-scrolls', 'Scribing Scrolls', 'Write spell scrolls using rare materials.', 'days or weeks'),
  a('seek-train-retainers', 'Seek/Train Retainers', 'Hire extra hands, or let seasoned retainers level up.', 'days'),
  a('splendid-items', 'Commission/Craft Splendid Items', 'Have special items with magical potential made, or make them.', 'weeks or months (days to commission)'),
  a('carousing', 'Carousing', 'Spend wealth on revelry.', 'days'),
  a('training', 'General & Martial Training', 'Learn new backgrounds.', 'weeks'),
  a('spiritual-exercise', 'Spiritual Exercise', 'Training of a more esoteric kind.', 'weeks'),
  a('obtain-lodgings', 'Obtain Lodgings', 'Find a new place to live (better lodgings may cost upkeep even on the road).', 'days'),
]);

/**
 * The five relationship levels of the draft, 0–4.
 * @example
 * ```ts
 * RELATIONSHIP_LEVELS[3]; // 'Friends'
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export const RELATIONSHIP_LEVELS: readonly string[] = Object.freeze(['Strangers', 'Acquaintances', 'Associates', 'Friends', 'Intimates']);

function levelOf(level: unknown): number {
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 4) {
    throw new DowntimeError('relationship', `a relationship level is a whole number 0..4, got ${String(level)}`, level);
  }
  return level;
}

/**
 * The CHA test of developing a relationship (one downtime action): the difficulty is the
 * current level (at least 1) unless the DM sets it. Source: redhack-3.1-draft.txt › Downtime ›
 * relationships; [ruling R42b](../../../../docs/rulings/redhack.md#r42b).
 *
 * @param level - The current relationship level, 0..4.
 * @param cha - The character's CHA, 0..19.
 * @param difficulty - The DM's difficulty, if any.
 * @returns The test spec.
 * @throws {@link DowntimeError} (`relationship`) for a level outside 0..4.
 * @example
 * ```ts
 * relationshipTest(2, 13); // { attribute: 13, difficulty: 2, tags: ['attribute:CHA', 'relationship'] }
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function relationshipTest(level: number, cha: number, difficulty?: number): TestSpec {
  const l = levelOf(level);
  return Object.freeze({ attribute: cha, difficulty: difficulty ?? Math.max(1, l), tags: Object.freeze(['attribute:CHA', 'relationship']) });
}

/**
 * A relationship action's result: a success raises the level by one (Intimates is the top).
 *
 * @param dice - The CHA test's d20 faces; never mutated.
 * @param level - The current level, 0..4.
 * @param cha - CHA, 0..19.
 * @param options - Test options and the DM's `difficulty`.
 * @returns The new level (0..4) and the test.
 * @throws {@link DowntimeError} for a bad level; the test core's errors for bad dice or CHA.
 * @example
 * ```ts
 * resolveRelationship({ d20: [9] }, 1, 12).level; // 2
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function resolveRelationship(
  dice: TestDice,
  level: number,
  cha: number,
  options: RedhackOptions & { readonly difficulty?: number } = {},
): { readonly level: number; readonly test: TestResult } {
  const { difficulty, ...o } = options;
  const test = resolveTest(dice, relationshipTest(level, cha, difficulty), o);
  return Object.freeze({ level: test.success ? Math.min(4, level + 1) : level, test });
}

/**
 * Rolls a relationship action.
 *
 * @param rng - Generator state; never mutated.
 * @param level - The current level, 0..4.
 * @param cha - CHA, 0..19.
 * @param options - Test options and the DM's `difficulty`.
 * @returns The new level and test, and the next state.
 * @throws As {@link resolveRelationship}.
 * @example
 * ```ts
 * const [{ level }, next] = rollRelationship(seed(3), 0, 14);
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function rollRelationship(
  rng: Rng,
  level: number,
  cha: number,
  options: RedhackOptions & { readonly difficulty?: number } = {},
): readonly [result: { readonly level: number; readonly test: TestResult }, next: Rng] {
  const { difficulty, ...o } = options;
  const [test, next] = rollTest(rng, relationshipTest(level, cha, difficulty), o);
  return [Object.freeze({ level: test.success ? Math.min(4, level + 1) : level, test }), next];
}

/**
 * One character's downtime for a week.
 * @since 0.1.0
 * @category RedHack downtime
 */
export interface DowntimeWeek {
  /** The week number, whole, ≥ 0. */
  readonly week: number;
  /** In town or a home base (upkeep paid), rather than on the road. */
  readonly inTown: boolean;
  /** The action taken this week, if any (it cannot be saved for later). */
  readonly action?: string;
}

/**
 * Starts a week of downtime: a new action is available (in town once upkeep is paid; on the
 * road only for actions open while travelling). Source: redhack-3.1-draft.txt › Downtime ›
 * weekly; redhack-rules.txt › Resting › Downtime.
 *
 * @param week - The week number, whole, ≥ 0.
 * @param inTown - In a settlement with upkeep paid.
 * @returns The week (frozen).
 * @throws {@link DowntimeError} (`week`) for a week that is not a whole number ≥ 0.
 * @example
 * ```ts
 * startDowntimeWeek(1, true); // { week: 1, inTown: true }
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function startDowntimeWeek(week: number, inTown: boolean): DowntimeWeek {
  if (typeof week !== 'number' || !Number.isInteger(week) || week < 0) throw new DowntimeError('week', `a week is a whole number ≥ 0, got ${String(week)}`, week);
  return Object.freeze({ week, inTown: inTown === true });
}

/**
 * Spends the week's one downtime action.
 *
 * @param state - The week; never mutated.
 * @param actionId - A {@link DOWNTIME_ACTIONS} id.
 * @returns The week with the action recorded and a one-line log.
 * @throws {@link DowntimeError}: `one-a-week` when the week's action is already spent,
 *   `on-the-road` for an action that needs a settlement, `action` for an unknown id.
 * @example
 * ```ts
 * takeDowntimeAction(startDowntimeWeek(1, true), 'carousing').state.action; // 'carousing'
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export function takeDowntimeAction(state: DowntimeWeek, actionId: string): { readonly state: DowntimeWeek; readonly log: readonly string[] } {
  if (typeof state !== 'object' || state === null) throw new DowntimeError('week', 'a downtime week must be an object', state);
  if (state.action !== undefined) throw new DowntimeError('one-a-week', `week ${state.week} already spent its downtime action (${state.action}); actions cannot be saved up`, actionId);
  const action = DOWNTIME_ACTIONS.find((x) => x.id === actionId);
  if (action === undefined) throw new DowntimeError('action', `unknown downtime action ${JSON.stringify(actionId)}; one of ${DOWNTIME_ACTIONS.map((x) => x.id).join(', ')}`, actionId);
  if (!state.inTown && !action.onTheRoad) throw new DowntimeError('on-the-road', `${action.name} needs time in a settlement; on the road only campfire chats (relationships)`, actionId);
  return Object.freeze({ state: Object.freeze({ ...state, action: action.id }), log: Object.freeze([`week ${state.week}: ${action.name}`]) });
}

/**
 * What a classic downtime (several days in a town or sanctuary) gives: full HP, lingering
 * wounds gone, every spell memorised, and one downtime action. Source: redhack-rules.txt ›
 * Resting › Downtime.
 * @example
 * ```ts
 * CLASSIC_DOWNTIME.actions; // 1
 * ```
 * @since 0.1.0
 * @category RedHack downtime
 */
export const CLASSIC_DOWNTIME: { readonly healFully: true; readonly removeLingeringWounds: true; readonly memoriseAll: true; readonly actions: 1 } = Object.freeze({
  healFully: true,
  removeLingeringWounds: true,
  memoriseAll: true,
  actions: 1,
} as const);
