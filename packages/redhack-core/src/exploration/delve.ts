// The dungeon runner: turn by turn (draft31) or tick by tick (classic), with every roll logged.
import { rollDie, rollUsageDie, type Rng, type UsageDie } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { rollDice } from '../magic/enumerate.js';
import { resolveOptions, type RedhackOptions } from '../options/index.js';
import { draft31EncounterDistance } from '../tables/draft31/tables.js';
import { assertPace, checkInterval, encounterCheckDice, encounterRollModifier, resolveDungeonEvent, resolveEncounterCheck, type Pace } from './dungeon.js';
import { ExplorationError } from './ExplorationError.js';

/**
 * A light source burning as a usage die (a torch bundle, lantern oil…).
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface LightSource {
  /** What it is, for the log. */
  readonly name: string;
  /** Its usage die, or `'exhausted'` once spent. */
  readonly die: UsageDie | 'exhausted';
}

/**
 * Where a party stands in a dungeon: time spent, a pending sign or spoor, lights, and what
 * the dice have done to it so far.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface DelveState {
  /** Ticks (classic) or turns (draft31) spent so far, whole ≥ 0. */
  readonly elapsed: number;
  /** A sign (classic) or spoor (draft31) was found and its creature has not come yet. */
  readonly signPending: boolean;
  /** The light sources, in order. */
  readonly lights: readonly LightSource[];
  /** Levels of exhaustion each member has gained from the event die (draft31). */
  readonly exhaustion: number;
  /** Encounters met so far. */
  readonly encounters: number;
}

/**
 * A fresh delve: nothing elapsed, no sign, no exhaustion.
 *
 * @param lights - Light sources (default: one torch bundle at ud6); never mutated.
 * @returns The state.
 * @example
 * ```ts
 * startDelve([{ name: 'lantern', die: 8 }]).elapsed; // 0
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function startDelve(lights: readonly LightSource[] = [{ name: 'torches', die: 6 }]): DelveState {
  return Object.freeze({ elapsed: 0, signPending: false, lights: Object.freeze(lights.map((l) => Object.freeze({ ...l }))), exhaustion: 0, encounters: 0 });
}

/**
 * One roll the runner made.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface DelveEvent {
  /** The tick or turn it happened at (1-based). */
  readonly at: number;
  /** Which roll: the classic encounter check, the draft31 event die, the 2d6 encounter roll, or a light's usage die. */
  readonly roll: 'encounter-check' | 'event-die' | 'encounter-roll' | 'light';
  /** The faces thrown. */
  readonly dice: readonly number[];
  /** What it meant (a check result, an event, an encounter-roll label, or the light's die afterwards). */
  readonly result: string;
}

/**
 * What a stretch of dungeon time did.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface DelveResult {
  /** The state afterwards. */
  readonly state: DelveState;
  /** Every roll, in order. */
  readonly events: readonly DelveEvent[];
  /**
   * Standing effects of the pace and light on the party's own tests during this stretch (the
   * dice above do not show them), e.g. classic fast and careless: disadvantage on search and
   * surprise tests. Empty when none apply.
   */
  readonly testEffects: readonly DelveTestEffect[];
  /** One readable line per roll (the same seed gives the same lines), after a line per test effect. */
  readonly log: readonly string[];
}

/**
 * A standing advantage or disadvantage on the party's tests while delving.
 * @since 0.2.0
 * @category RedHack exploration
 */
export interface DelveTestEffect {
  /** The tests it applies to (tags of the party's tests). */
  readonly tests: readonly ('search' | 'surprise')[];
  /** Advantage or disadvantage. */
  readonly effect: 'advantage' | 'disadvantage';
  /** Why: the pace or the light. */
  readonly cause: 'fast-and-careless' | 'unusual-light';
}

/**
 * How to spend dungeon time.
 * @since 0.1.0
 * @category RedHack exploration
 */
export interface DelveSpec {
  /** Ticks (classic) or turns (draft31) to spend, whole 0..{@link MAX_DELVE_TURNS}. */
  readonly turns: number;
  /** The pace (default `normal`; `caution` is draft31 only). */
  readonly pace?: Pace;
  /** Classic: the party carries unusual light ([ruling R82](../../../../docs/rulings/redhack.md#r82)). */
  readonly unusualLight?: boolean;
}

/**
 * Most ticks or turns one {@link delve} call spends.
 * @example
 * ```ts
 * MAX_DELVE_TURNS; // 10000
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export const MAX_DELVE_TURNS = 10_000;

const ord = (n: number): string => String(n);

/**
 * Runs dungeon time. Classic (Source: redhack-rules.txt › Time & Movement): every 3rd tick an
 * encounter check ({@link resolveEncounterCheck}) and a usage roll for each burning light.
 * draft31 (Source: redhack-3.1-draft.txt › Dungeon exploration): every 2nd turn the event die
 * ({@link resolveDungeonEvent}); an encounter or a spoored creature makes the 2d6 encounter
 * roll with the pace modifier; Light rolls every light's usage die; Exhaustion adds a level.
 * Classic fast and careless (`pace: 'haste'`) gives the party's search and surprise tests
 * disadvantage and unusual light gives them advantage (the two cancel); both are reported in
 * `testEffects` and open the log. Rulings [R35](../../../../docs/rulings/redhack.md#r35), [R35a](../../../../docs/rulings/redhack.md#r35a).
 * A pure function of its inputs: the same state, spec and RNG state give the same log.
 *
 * @param rng - Generator state; never mutated.
 * @param state - Where the party stands; never mutated.
 * @param spec - Time to spend, pace and light.
 * @param options - Rule options (the edition).
 * @returns What happened and the next RNG state.
 * @throws {@link ExplorationError} (`turns`) for turns that are negative, fractional or above
 *   {@link MAX_DELVE_TURNS}; (`R35a`) for an unknown pace or caution in classic; (`R82`) for
 *   unusual light in draft31; (`delve`) for a malformed state.
 * @example
 * ```ts
 * const [r] = delve(seed(7), startDelve(), { turns: 6, pace: 'caution' });
 * r.events.filter((e) => e.roll === 'event-die').length; // 3
 * ```
 * @since 0.1.0
 * @category RedHack exploration
 */
export function delve(rng: Rng, state: DelveState, spec: DelveSpec, options: RedhackOptions = {}): readonly [DelveResult, Rng] {
  const o = resolveOptions(options);
  const classic = o.edition === 'classic';
  const turns = spec.turns;
  if (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 0 || turns > MAX_DELVE_TURNS) {
    throw new ExplorationError('turns', `turns must be a whole number 0..${MAX_DELVE_TURNS}, got ${String(turns)}`, turns);
  }
  const pace = spec.pace ?? 'normal';
  assertPace(pace, options);
  if (spec.unusualLight === true && !classic) throw new ExplorationError('R82', 'unusual light changes the classic encounter check; draft31 has none', spec.unusualLight);
  if (typeof state !== 'object' || state === null || !Number.isInteger(state.elapsed) || state.elapsed < 0 || !Array.isArray(state.lights)) {
    throw new ExplorationError('delve', 'a delve state needs a whole elapsed ≥ 0 and a list of lights', state);
  }
  const unit = classic ? 'tick' : 'turn';
  const every = checkInterval(options);
  let r = rng;
  let lights = state.lights.map((l) => ({ ...l }));
  let { signPending, exhaustion, encounters } = state;
  const events: DelveEvent[] = [];
  const log: string[] = [];
  const effects: DelveTestEffect[] = [];
  if (classic && pace === 'haste') effects.push(Object.freeze({ tests: Object.freeze(['search', 'surprise'] as const), effect: 'disadvantage', cause: 'fast-and-careless' }));
  if (classic && spec.unusualLight === true) effects.push(Object.freeze({ tests: Object.freeze(['search', 'surprise'] as const), effect: 'advantage', cause: 'unusual-light' }));
  for (const e of effects) {
    log.push(`${e.cause === 'fast-and-careless' ? 'fast and careless' : 'unusual light'}: ${e.effect} on search and surprise tests${effects.length === 2 ? ' (the two cancel)' : ''}`);
  }
  const note = (e: DelveEvent, line: string): void => {
    events.push(Object.freeze({ ...e, dice: Object.freeze([...e.dice]) }));
    log.push(`${unit} ${ord(e.at)}: ${line}`);
  };
  const burn = (at: number): void => {
    lights = lights.map((l) => {
      if (l.die === 'exhausted') return l;
      const [use, next] = rollUsageDie(r, l.die);
      r = next;
      const after = use.next === 'exhausted' ? 'spent' : `ud${use.next}`;
      note({ at, roll: 'light', dice: [use.face], result: String(use.next) }, `${l.name} ud${l.die} rolled ${use.face} → ${after}`);
      return { ...l, die: use.next };
    });
  };
  const encounterRoll = (at: number): void => {
    const [f, next] = rollDice(r, [6, 6]);
    r = next;
    const modifier = encounterRollModifier({ pace }, options);
    const label = lookup(draft31EncounterDistance, (f[0] ?? 1) + (f[1] ?? 1), { modifier }).row.label;
    const m = modifier === 0 ? '' : modifier > 0 ? ` +${modifier}` : ` −${-modifier}`;
    note({ at, roll: 'encounter-roll', dice: f, result: label }, `encounter roll 2d6 ${f.join('+')}${m} → ${label}`);
  };
  for (let i = 1; i <= turns; i++) {
    const at = state.elapsed + i;
    if (at % every !== 0) continue;
    if (classic) {
      const [faces, next] = rollDice(r, Array.from({ length: encounterCheckDice(spec) }, () => 6));
      r = next;
      const res = resolveEncounterCheck(faces, { signPending, unusualLight: spec.unusualLight === true }, options);
      note({ at, roll: 'encounter-check', dice: faces, result: res }, `encounter check d6 ${faces.join(', ')} → ${res === 'signed' ? 'the signed creature arrives' : res}`);
      if (res === 'encounter' || res === 'signed') encounters++;
      if (res === 'signed') signPending = false;
      if (res === 'sign') signPending = true;
      burn(at);
    } else {
      const [face, next] = rollDie(r, 6);
      r = next;
      const ev = resolveDungeonEvent(face, { pace, spoorPending: signPending }, options);
      note({ at, roll: 'event-die', dice: [face], result: ev }, `event die ${face} → ${ev}`);
      if (ev === 'Encounter' || ev === 'Spoored creature') {
        encounters++;
        if (ev === 'Spoored creature') signPending = false;
        encounterRoll(at);
      } else if (ev === 'Spoor') signPending = true;
      else if (ev === 'Light') burn(at);
      else if (ev === 'Exhaustion') exhaustion++;
    }
  }
  const next: DelveState = Object.freeze({
    elapsed: state.elapsed + turns,
    signPending,
    lights: Object.freeze(lights.map((l) => Object.freeze(l))),
    exhaustion,
    encounters,
  });
  return [Object.freeze({ state: next, events: Object.freeze(events), testEffects: Object.freeze(effects), log: Object.freeze(log) }), r];
}
