// runFight: simple deterministic tactics played to the end, and replayFight to re-run a command log.
import { CombatInputError } from '../errors.js';
import { advance } from './advance.js';
import { find, out } from './internal.js';
import { react } from './react.js';
import { startCombat } from './startCombat.js';
import { takeTurn } from './takeTurn.js';
import type { Combatant, CombatAction, CombatEvent, CombatInput, CombatReaction, CombatState, CombatStep, EngineOptions } from './types.js';

/**
 * One engine call, as recorded by {@link runFight}.
 *
 * @since 0.1.0
 * @category Combat engine
 */
export type CombatCommand =
  | {
      /** A {@link takeTurn} call. */
      readonly op: 'turn';
      /** Actor. */
      readonly id: string;
      /** Action. */
      readonly action: CombatAction
    }
  | {
      /** A {@link react} call. */
      readonly op: 'react';
      /** Reactor. */
      readonly id: string;
      /** Reaction. */
      readonly reaction: CombatReaction
    }
  | {
      /** An {@link advance} call. */
      readonly op: 'advance'
    };

/**
 * A whole fight: the final state, every event, and the commands that produced them.
 *
 * @since 0.1.0
 * @category Combat engine
 */
export interface FightLog extends CombatStep {
  /** The engine calls in order; {@link replayFight} re-runs them. */
  readonly commands: readonly CombatCommand[];
}

/** Most engine calls one fight may make (a safety net; a fight of 40 over 200 rounds stays far below). */
export const MAX_FIGHT_COMMANDS = 100_000;

function weakest(s: CombatState, kind: 'pc' | 'monster'): Combatant | undefined {
  let best: Combatant | undefined;
  for (const c of s.combatants) if (c.kind === kind && !out(c) && (best === undefined || c.hp < best.hp)) best = c;
  return best;
}

/**
 * The simple tactics {@link runFight} plays: everyone attacks the standing foe with the fewest
 * HP; a Thief with ammunition shoots; a classic Warrior puts its cleave dice on the other foes;
 * a PC who may only move moves.
 *
 * @param s - The fight.
 * @param id - Whose turn it is.
 * @returns The action.
 * @throws {@link CombatActionError} for an unknown id.
 * @example
 * ```ts
 * chooseAction(state, state.order[state.turn]!);
 * ```
 * @since 0.1.0
 * @category Combat engine
 */
export function chooseAction(s: CombatState, id: string): CombatAction {
  const me = find(s, id);
  const foe = weakest(s, me.kind === 'pc' ? 'monster' : 'pc');
  if (foe === undefined) return { kind: 'pass' };
  if (me.onlyMoves) return { kind: 'move' };
  if (me.ammo !== null && me.ammo !== 'exhausted' && !(me.input.ranged?.crossbow === true && me.shots > 0)) return { kind: 'shoot', target: foe.id };
  if (me.cleave !== null && me.cleave.left > 0) {
    const others = s.combatants.filter((c) => c.kind === 'monster' && !out(c)).map((c) => c.id);
    return { kind: 'attack', target: foe.id, cleave: others.slice(0, me.cleave.left) };
  }
  return { kind: 'attack', target: foe.id };
}

/** The first reaction the tactics take after an action, or none. */
function chooseReaction(s: CombatState): { readonly id: string; readonly reaction: CombatReaction } | undefined {
  if (s.phase !== 'turns') return undefined;
  if (s.lastDefence !== null) {
    const d = find(s, s.lastDefence.defender);
    if (d.cleave !== null && d.cleave.left > 0 && !d.cleave.parried.includes(s.lastDefence.attacker) && !out(find(s, s.lastDefence.attacker))) return { id: d.id, reaction: { kind: 'parry' } };
  }
  const o = s.opening;
  if (o === null || o.exploitedBy !== null) return undefined;
  const by = find(s, o.by);
  if (out(by)) return undefined;
  const candidates = s.combatants.filter((c) => c.kind !== by.kind && !out(c) && !c.onlyMoves && !by.attacked.includes(c.id));
  if (by.kind === 'monster') {
    const pc = candidates.find((c) => c.reactions > 0);
    return pc === undefined ? undefined : { id: pc.id, reaction: { kind: 'attack', target: by.id } };
  }
  let best: Combatant | undefined;
  for (const c of candidates) if (best === undefined || (c.input.hd ?? 0) > (best.input.hd ?? 0)) best = c;
  return best === undefined ? undefined : { id: best.id, reaction: { kind: 'attack', target: by.id } };
}

function apply(s: CombatState, c: CombatCommand): CombatStep {
  if (c.op === 'turn') return takeTurn(s, c.id, c.action);
  if (c.op === 'react') return react(s, c.id, c.reaction);
  return advance(s);
}

/**
 * Plays a fight to the end with {@link chooseAction}'s tactics, reacting to openings (draft31)
 * and parrying (classic Warriors) whenever allowed.
 *
 * @param input - Generator state, combatants, ambush; never mutated.
 * @param options - Rule options and the round limit (default 20; at the limit the fight is a draw).
 * @returns The final state, all events, and the command log.
 * @throws {@link CombatLimitError} or {@link CombatInputError} as {@link startCombat} does.
 * @example
 * ```ts
 * const fight = runFight({ rng: seed(7), combatants: [...party, monsterTemplate(2, 'orc')] });
 * fight.state.winner; // 'party', 'monsters' or 'draw'
 * ```
 * @since 0.1.0
 * @category Combat engine
 */
export function runFight(input: CombatInput, options: EngineOptions = {}): FightLog {
  const start = startCombat(input, options);
  let s = start.state;
  const events: CombatEvent[] = [...start.events];
  const commands: CombatCommand[] = [];
  const run = (c: CombatCommand): void => {
    const step = apply(s, c);
    s = step.state;
    events.push(...step.events);
    commands.push(c);
  };
  while (s.phase !== 'ended') {
    if (commands.length > MAX_FIGHT_COMMANDS) throw new CombatInputError('combat', `the fight made more than ${MAX_FIGHT_COMMANDS} engine calls`, commands.length);
    if (s.phase === 'roundEnd') {
      run({ op: 'advance' });
      continue;
    }
    const id = s.order[s.turn] as string;
    run({ op: 'turn', id, action: chooseAction(s, id) });
    for (let k = 0; k < 4; k++) {
      const r = chooseReaction(s);
      if (r === undefined) break;
      run({ op: 'react', id: r.id, reaction: r.reaction });
    }
  }
  return Object.freeze({ state: s, events: Object.freeze(events), commands: Object.freeze(commands) });
}

/**
 * Re-runs a command log from the same input and options: the same seed and commands give the
 * same state and events.
 *
 * @param input - The input the fight started from.
 * @param options - The same options.
 * @param commands - The log from {@link runFight} (or your own calls).
 * @returns The state and events after the last command.
 * @throws {@link CombatActionError} if a command does not fit the state it meets.
 * @example
 * ```ts
 * replayFight(input, {}, fight.commands).state; // deep-equals fight.state
 * ```
 * @since 0.1.0
 * @category Combat engine
 */
export function replayFight(input: CombatInput, options: EngineOptions, commands: readonly CombatCommand[]): CombatStep {
  const start = startCombat(input, options);
  let s = start.state;
  const events: CombatEvent[] = [...start.events];
  for (const c of commands) {
    const step = apply(s, c);
    s = step.state;
    events.push(...step.events);
  }
  return { state: s, events: Object.freeze(events) };
}
