// Dungeon time of both editions: the classic encounter check every 3 ticks, the draft31 event
// die every 2 turns, the pace, the 2d6 encounter roll, and light measured in torches.
import { fraction, probabilityWhere, type Distribution, type Fraction } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { enumerateDice } from '../magic/enumerate.js';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { classicEncounterCheck } from '../tables/classic/tables.js';
import { draft31DungeonEvent, draft31EncounterDistance } from '../tables/draft31/tables.js';
import { ExplorationError } from './ExplorationError.js';

/**
 * How the party moves through a dungeon: `normal`; `caution` (draft31 only: each move takes two
 * turns, +1 to trap and encounter rolls); `haste` (draft31: two moves a turn, −1; classic: fast
 * and careless, more ground per tick with disadvantage on search and surprise tests).
 * @since 0.1.0
 * @category RedHack exploration
 */
export type Pace = 'normal' | 'caution' | 'haste';

/**
 * Feet a draft31 party covers down a hallway or large room in one turn (Source:
 * redhack-3.1-draft.txt › Dungeon exploration).
 * @example
 * ```ts
 * DRAFT31_FEET_PER_TURN * 2; // 120 feet in two turns
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export const DRAFT31_FEET_PER_TURN = 60;

/**
 * Minutes in a draft31 turn (twelve make an hour).
 * @example
 * ```ts
 * DRAFT31_TURN_MINUTES * 12; // 60
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export const DRAFT31_TURN_MINUTES = 5;

/**
 * How many ticks (classic) or turns (draft31) pass between two dungeon checks: 3 classic
 * (encounter check, light and spell durations), 2 draft31 (the event die)
 * ([ruling R35](../../../../docs/rulings/redhack.md#r35)).
 *
 * @param options - Rule options (the edition).
 * @returns 3 or 2.
 * @example
 * ```ts
 * checkInterval({ edition: 'classic' }); // 3
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function checkInterval(options: RedhackOptions = {}): number {
  return resolveOptions(options).edition === 'classic' ? 3 : 2;
}

/** @internal Throws unless `pace` is a pace of the edition. */
export function assertPace(pace: unknown, options: RedhackOptions): asserts pace is Pace {
  if (pace !== 'normal' && pace !== 'caution' && pace !== 'haste') throw new ExplorationError('R35a', `the pace must be normal, caution or haste, got ${String(pace)}`, pace);
  if (pace === 'caution' && resolveOptions(options).edition === 'classic') throw new ExplorationError('R35a', 'classic has no cautious pace (only fast and careless, pace haste)', pace);
}

/**
 * The pace modifier of draft31 trap and encounter rolls: caution +1, haste −1, normal 0
 * ([ruling R35a](../../../../docs/rulings/redhack.md#r35a)). Classic's fast pace changes tests,
 * not dice, so it is 0 there.
 *
 * @param pace - The party's pace.
 * @param options - Rule options (the edition).
 * @returns −1, 0 or +1.
 * @throws {@link ExplorationError} (`R35a`) for an unknown pace, or caution in classic.
 * @example
 * ```ts
 * paceModifier('caution'); // 1
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function paceModifier(pace: Pace, options: RedhackOptions = {}): number {
  assertPace(pace, options);
  if (resolveOptions(options).edition === 'classic') return 0;
  return pace === 'caution' ? 1 : pace === 'haste' ? -1 : 0;
}

/**
 * Dungeon time a number of draft31 moves takes at a pace: a move is one turn, two with
 * caution, half a turn with haste (rounded up to whole turns).
 *
 * @param moves - Moves (60 ft, room to room, a search of ~10×10 ft each), whole, 0..100000.
 * @param pace - The party's pace.
 * @returns Whole turns.
 * @throws {@link ExplorationError} (`turns`) for a negative or fractional count, or (`R35a`) an unknown pace.
 * @example
 * ```ts
 * turnsForMoves(3, 'haste');   // 2
 * turnsForMoves(3, 'caution'); // 6
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function turnsForMoves(moves: number, pace: Pace = 'normal'): number {
  assertPace(pace, {});
  if (typeof moves !== 'number' || !Number.isInteger(moves) || moves < 0 || moves > 100_000) throw new ExplorationError('turns', `moves must be a whole number 0..100000, got ${String(moves)}`, moves);
  return pace === 'caution' ? moves * 2 : pace === 'haste' ? Math.ceil(moves / 2) : moves;
}

/**
 * What a classic encounter check turned up: `encounter`, `sign` (traces of a creature),
 * `signed` (the creature whose sign was found arrives), or `nothing`.
 * @since 0.1.0
 * @category RedHack exploration
 */
export type EncounterCheckResult = 'encounter' | 'sign' | 'signed' | 'nothing';

/**
 * Options of one classic encounter check.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface EncounterCheckSpec {
  /** A sign was found earlier and its creature has not come yet (the next 1–2 brings it). */
  readonly signPending?: boolean;
  /** The party carries unusual light: the check is rolled with advantage ([ruling R82](../../../../docs/rulings/redhack.md#r82)). */
  readonly unusualLight?: boolean;
  /** Modifier on the d6 (e.g. −1 for a visible fire in the wild), whole, −6..6. */
  readonly modifier?: number;
}

function checkSpec(spec: EncounterCheckSpec): void {
  if (typeof spec !== 'object' || spec === null) throw new ExplorationError('R35', 'an encounter check needs a spec object', spec);
  const m = spec.modifier ?? 0;
  if (typeof m !== 'number' || !Number.isInteger(m) || m < -6 || m > 6) throw new ExplorationError('R35', `the check modifier must be a whole number −6..6, got ${String(m)}`, m);
}

/**
 * How many d6 a classic encounter check throws: two with unusual light, else one.
 *
 * @param spec - The check.
 * @returns 1 or 2.
 * @example
 * ```ts
 * encounterCheckDice({ unusualLight: true }); // 2
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function encounterCheckDice(spec: EncounterCheckSpec = {}): number {
  return spec.unusualLight === true ? 2 : 1;
}

/**
 * Resolves a classic encounter check from given d6 faces on the encounter-check table: a 1 is
 * an encounter, a 2 a sign; once a sign is pending, a 1 or 2 brings its creature instead
 * (Source: redhack-rules.txt › Random Encounters; [ruling R35a](../../../../docs/rulings/redhack.md#r35a)).
 * With unusual light two d6 are thrown and the lower counts (`lightEncounterAdvantage:
 * 'rarer'` keeps the higher; [ruling R82](../../../../docs/rulings/redhack.md#r82)).
 *
 * @param faces - One d6 face (two with unusual light); never mutated.
 * @param spec - Pending sign, light and modifier.
 * @param options - Rule options.
 * @returns What the check turned up.
 * @throws {@link ExplorationError} (`R35`) for the wrong number of faces or a bad modifier.
 * @example
 * ```ts
 * resolveEncounterCheck([2]);                        // 'sign'
 * resolveEncounterCheck([2], { signPending: true }); // 'signed'
 * resolveEncounterCheck([5, 1], { unusualLight: true }); // 'encounter'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function resolveEncounterCheck(faces: readonly number[], spec: EncounterCheckSpec = {}, options: RedhackOptions = {}): EncounterCheckResult {
  checkSpec(spec);
  const n = encounterCheckDice(spec);
  if (!Array.isArray(faces) || faces.length !== n || faces.some((f) => typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > 6)) {
    throw new ExplorationError('R35', `an encounter check needs ${n} d6 face(s) 1..6, got ${JSON.stringify(faces)}`, faces);
  }
  const rarer = resolveOptions(options).lightEncounterAdvantage === 'rarer';
  const face = n === 1 ? (faces[0] ?? 6) : rarer ? Math.max(...faces) : Math.min(...faces);
  const label = lookup(classicEncounterCheck, face, { modifier: spec.modifier ?? 0 }).row.label;
  if (spec.signPending === true && label !== 'Nothing') return 'signed';
  return label === 'Encounter' ? 'encounter' : label === 'Sign' ? 'sign' : 'nothing';
}

/**
 * Exact odds of a classic encounter check, from {@link resolveEncounterCheck}.
 *
 * @param spec - Pending sign, light and modifier.
 * @param options - Rule options.
 * @returns A distribution over the check's results (out of 6 or 36).
 * @throws {@link ExplorationError} (`R35`) for a bad modifier.
 * @example
 * ```ts
 * probability(encounterCheckDistribution({ unusualLight: true }), 'encounter'); // 11/36
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function encounterCheckDistribution(spec: EncounterCheckSpec = {}, options: RedhackOptions = {}): Distribution<EncounterCheckResult> {
  checkSpec(spec);
  return enumerateDice(Array.from({ length: encounterCheckDice(spec) }, () => 6), (f) => resolveEncounterCheck(f, spec, options));
}

/**
 * The chance of at least one encounter over several classic checks with no sign pending:
 * 1 − (1 − p)^checks, p the chance of one check (e.g. a dungeon long rest makes 8 checks).
 *
 * @param checks - Number of checks, whole, 0..1000.
 * @param spec - Light and modifier of every check (`signPending` is ignored).
 * @param options - Rule options.
 * @returns The exact chance.
 * @throws {@link ExplorationError} (`R35`) for a bad count or modifier.
 * @example
 * ```ts
 * encounterChanceOver(8); // 1288991/1679616 = 1 − (5/6)^8
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function encounterChanceOver(checks: number, spec: EncounterCheckSpec = {}, options: RedhackOptions = {}): Fraction {
  if (typeof checks !== 'number' || !Number.isInteger(checks) || checks < 0 || checks > 1000) throw new ExplorationError('R35', `checks must be a whole number 0..1000, got ${String(checks)}`, checks);
  const p = probabilityWhere(encounterCheckDistribution({ ...spec, signPending: false }, options), (r) => r === 'encounter');
  const n = BigInt(checks);
  const den = p.den ** n;
  return fraction(den - (p.den - p.num) ** n, den);
}

/**
 * Options of one draft31 event-die roll.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface DungeonEventSpec {
  /** The party's pace (modifies the die only with `paceModifies: 'eventDie'`). */
  readonly pace?: Pace;
  /** A spoor was found and its creature has not come yet: the next 1–2 brings it. */
  readonly spoorPending?: boolean;
}

/**
 * What a draft31 event die showed: a row label of the dungeon event table, or `Spoored
 * creature` when a pending spoor's creature arrives.
 * @since 0.1.0
 * @category RedHack exploration
 */
export type DungeonEvent = 'Encounter' | 'Spoor' | 'Light' | 'Exhaustion' | 'Event or Timer' | 'Magic Expires' | 'Spoored creature';

/**
 * Resolves the draft31 event die (every 2 turns) from a given d6 face on the dungeon event
 * table; once a spoor is pending, a (modified) 1 or 2 brings its creature. The pace moves the
 * die only with `paceModifies: 'eventDie'` ([ruling R35a](../../../../docs/rulings/redhack.md#r35a)).
 * Source: redhack-3.1-draft.txt › Dungeon exploration.
 *
 * @param face - The d6 face, 1..6.
 * @param spec - Pace and pending spoor.
 * @param options - Rule options.
 * @returns The event.
 * @throws {@link ExplorationError} (`R35`) for a face outside 1..6, (`R35a`) a bad pace.
 * @example
 * ```ts
 * resolveDungeonEvent(3);                         // 'Light'
 * resolveDungeonEvent(2, { spoorPending: true }); // 'Spoored creature'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function resolveDungeonEvent(face: number, spec: DungeonEventSpec = {}, options: RedhackOptions = {}): DungeonEvent {
  if (typeof face !== 'number' || !Number.isInteger(face) || face < 1 || face > 6) throw new ExplorationError('R35', `the event die is a d6 face 1..6, got ${String(face)}`, face);
  const o = resolveOptions({ edition: 'draft31', ...options });
  const pace = spec.pace ?? 'normal';
  const pm = paceModifier(pace, { ...options, edition: 'draft31' });
  const m = o.paceModifies === 'eventDie' ? pm : 0;
  const label = lookup(draft31DungeonEvent, face, { modifier: m }).row.label as DungeonEvent;
  if (spec.spoorPending === true && (label === 'Encounter' || label === 'Spoor')) return 'Spoored creature';
  return label;
}

/**
 * Exact odds of the draft31 event die, from {@link resolveDungeonEvent}.
 *
 * @param spec - Pace and pending spoor.
 * @param options - Rule options.
 * @returns A distribution over events (out of 6).
 * @throws {@link ExplorationError} (`R35a`) for a bad pace.
 * @example
 * ```ts
 * probability(dungeonEventDistribution(), 'Encounter'); // 1/6
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function dungeonEventDistribution(spec: DungeonEventSpec = {}, options: RedhackOptions = {}): Distribution<DungeonEvent> {
  return enumerateDice([6], (f) => resolveDungeonEvent(f[0] ?? 1, spec, options));
}

/**
 * Circumstances of the draft31 2d6 encounter roll (who sees whom first).
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface EncounterRollSpec {
  /** The party's pace (±1 with the default `paceModifies: 'encounterRoll'`). */
  readonly pace?: Pace;
  /** Count of +1 circumstances (7+ monsters, a wise lead PC, stupid or noisy monsters, a heeded spoor), whole 0..10. */
  readonly plus?: number;
  /** Count of −1 circumstances (7+ PCs and followers, an exhausted lookout, smart or wary monsters), whole 0..10. */
  readonly minus?: number;
  /** The party sleeps with no lookout (−4). */
  readonly sleepingUnwatched?: boolean;
}

/**
 * The modifier of the draft31 encounter roll: +1 and −1 per circumstance, −4 asleep with no
 * lookout, and the pace ([ruling R35a](../../../../docs/rulings/redhack.md#r35a)).
 * Source: redhack-3.1-draft.txt › Encounters.
 *
 * @param spec - The circumstances.
 * @param options - Rule options.
 * @returns The modifier on 2d6.
 * @throws {@link ExplorationError} (`R35a`) for a bad count or pace.
 * @example
 * ```ts
 * encounterRollModifier({ pace: 'caution', minus: 1 }); // 0
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function encounterRollModifier(spec: EncounterRollSpec = {}, options: RedhackOptions = {}): number {
  for (const k of ['plus', 'minus'] as const) {
    const v = spec[k] ?? 0;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 10) throw new ExplorationError('R35a', `${k} must be a whole number 0..10, got ${String(v)}`, v);
  }
  const o: RedhackOptions = { ...options, edition: 'draft31' };
  const pm = paceModifier(spec.pace ?? 'normal', o);
  const pace = resolveOptions(o).paceModifies === 'eventDie' ? 0 : pm;
  return (spec.plus ?? 0) - (spec.minus ?? 0) - (spec.sleepingUnwatched === true ? 4 : 0) + pace;
}

/**
 * Exact odds of the draft31 encounter roll's five results (Ambushed … Hear them coming).
 *
 * @param spec - The circumstances.
 * @param options - Rule options.
 * @returns A distribution over the encounter-distance table's labels (out of 36).
 * @throws {@link ExplorationError} (`R35a`) for bad circumstances.
 * @example
 * ```ts
 * probability(encounterRollDistribution({ sleepingUnwatched: true }), 'Ambushed'); // 5/12
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function encounterRollDistribution(spec: EncounterRollSpec = {}, options: RedhackOptions = {}): Distribution<string> {
  const modifier = encounterRollModifier(spec, options);
  return enumerateDice([6, 6], (f) => lookup(draft31EncounterDistance, (f[0] ?? 1) + (f[1] ?? 1), { modifier }).row.label);
}

/**
 * The draft31 range bands, nearest first.
 * @since 0.1.0
 * @category RedHack exploration
 */
export type SightBand = 'Close' | 'Near' | 'Far' | 'Distant' | 'Extreme';

/**
 * Torches a party must have lit to see reliably in the dark to each band (Source:
 * redhack-3.1-draft.txt › Distance).
 * @example
 * ```ts
 * TORCHES_FOR_BAND.Far; // 3
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export const TORCHES_FOR_BAND: Readonly<Record<SightBand, number>> = /* @__PURE__ */ Object.freeze({ Close: 1, Near: 2, Far: 3, Distant: 4, Extreme: 5 });

/**
 * The light a party has, in draft31 torch equivalents.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface LightSpec {
  /** Lit torches, whole 0..100. */
  readonly torches?: number;
  /** Lanterns, campfires and light spells (2 torches each), whole 0..100. */
  readonly lanterns?: number;
  /** Outdoors (or a room with windows) at night: +1. */
  readonly outdoorsAtNight?: boolean;
  /** Clear weather outdoors at night: +1 more. */
  readonly clearSky?: boolean;
}

/**
 * Counts a party's light in torches: torches 1 each, lanterns, campfires and light spells 2,
 * +1 outdoors at night, +1 more under a clear night sky.
 *
 * @param light - The light sources.
 * @returns Torch equivalents.
 * @throws {@link ExplorationError} (`light`) for a count that is not whole in 0..100.
 * @example
 * ```ts
 * torchEquivalents({ torches: 1, lanterns: 1 }); // 3: enough to see to Far
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function torchEquivalents(light: LightSpec): number {
  for (const k of ['torches', 'lanterns'] as const) {
    const v = light[k] ?? 0;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100) throw new ExplorationError('light', `${k} must be a whole number 0..100, got ${String(v)}`, v);
  }
  const night = light.outdoorsAtNight === true;
  return (light.torches ?? 0) + 2 * (light.lanterns ?? 0) + (night ? 1 : 0) + (night && light.clearSky === true ? 1 : 0);
}

/**
 * The farthest band a party sees reliably in the dark with this light (`null`: not even Close).
 *
 * @param light - The light sources.
 * @returns The band, or `null` with no light at all.
 * @throws {@link ExplorationError} (`light`) for a bad count.
 * @example
 * ```ts
 * sightBand({ torches: 3 }); // 'Far'
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function sightBand(light: LightSpec): SightBand | null {
  const t = torchEquivalents(light);
  let best: SightBand | null = null;
  for (const [band, need] of Object.entries(TORCHES_FOR_BAND) as [SightBand, number][]) if (t >= need) best = band;
  return best;
}


/**
 * What the draft31 "magic expires" event does to a spell of k× normal duration
 * ([ruling R35](../../../../docs/rulings/redhack.md#r35)): by default it steps to (k − 1)× (a 1×
 * spell ends); with `chance` it ends with probability 1/k and otherwise keeps its duration.
 *
 * @param multiple - The spell's multiple of normal duration, whole 1..100.
 * @param mode - `step` (default) or `chance`.
 * @returns The chance the spell ends now, and the multiple it keeps if it does not.
 * @throws {@link ExplorationError} (`R35`) for a bad multiple or mode.
 * @example
 * ```ts
 * spellExpiry(3);           // { ends: 0/1, remaining: 2 }
 * spellExpiry(2, 'chance'); // { ends: 1/2, remaining: 2 }
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function spellExpiry(multiple: number, mode: 'step' | 'chance' = 'step'): SpellExpiry {
  if (typeof multiple !== 'number' || !Number.isInteger(multiple) || multiple < 1 || multiple > 100) throw new ExplorationError('R35', `the duration multiple must be a whole number 1..100, got ${String(multiple)}`, multiple);
  if (mode === 'chance') return Object.freeze({ ends: fraction(1n, BigInt(multiple)), remaining: multiple });
  if (mode !== 'step') throw new ExplorationError('R35', `the expiry mode must be step or chance, got ${String(mode)}`, mode);
  return Object.freeze({ ends: fraction(multiple === 1 ? 1n : 0n, 1n), remaining: multiple - 1 });
}

/**
 * What a "magic expires" event does to one spell.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface SpellExpiry {
  /** The chance the spell ends now. */
  readonly ends: Fraction;
  /** The duration multiple the spell has afterwards if it does not end (0 once ended by stepping). */
  readonly remaining: number;
}

/**
 * What one classic tick or draft31 turn buys in a dungeon (Source: redhack-rules.txt › Time &
 * Movement; redhack-3.1-draft.txt › Dungeon exploration). A fast and careless classic party
 * covers several rooms a tick (disadvantage on search and surprise tests).
 * @example
 * ```ts
 * DUNGEON_ACTIONS.classic.includes('search for secret doors'); // true
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export const DUNGEON_ACTIONS: Readonly<Record<'classic' | 'draft31', readonly string[]>> = /* @__PURE__ */ Object.freeze({
  classic: Object.freeze(['move to the next room', 'search a room for treasure or points of interest', 'check for traps', 'search for secret doors', 'pause to discuss', 'a typical combat']),
  draft31: Object.freeze(['move 60 feet down a hallway or large room', 'move from one room to another', 'search about 10×10 feet per PC', 'discuss the next move for 5 minutes', 'a combat of 10 rounds or less']),
});
