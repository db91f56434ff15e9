import { ActionError } from '../errors/ActionError.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { finishTurn, passTurnIfUnable } from './advance.js';
import { checkActionEconomy, newProgress, payFor } from './economy.js';
import { checkEnd, find, freezeState, has, replace } from './internal.js';
import { perform } from './perform.js';
import type { Action, CombatEvent, CombatState, CombatStep } from './types.js';

function step(state: CombatState, events: readonly CombatEvent[]): CombatStep {
  return Object.freeze({ state: freezeState(state), events: Object.freeze([...events]) });
}

/** @internal Throws unless it is `id`'s turn and `id` can act. */
export function assertTurn(state: CombatState, id: string): void {
  if (state.phase !== 'turns') throw new CombatStateError(`no turns are taken in phase ${state.phase}`);
  const current = state.order[state.turn];
  if (current !== id) throw new CombatStateError(`it is ${String(current)}'s turn, not ${String(id)}'s`);
  if (has(find(state, id), 'noActions')) throw new ActionError(`${id} is Helpless and cannot act (Z06)`);
}

/** @internal One action of the current turn, without ending it; the turn ends by itself if the actor can no longer act. */
export function actInto(state: CombatState, id: string, action: Action, events: CombatEvent[]): CombatState {
  assertTurn(state, id);
  const progress = payFor(state.turnProgress ?? newProgress(id), action);
  const local: CombatEvent[] = [];
  const ctx = perform({ state, progress, events: local }, id, action);
  events.push(...local);
  let s = checkEnd({ ...ctx.state, turnProgress: ctx.progress }, events);
  if (s.phase === 'ended') return { ...s, turnProgress: null };
  if (has(find(s, id), 'noActions')) s = finishTurn(s, id, events);
  return s;
}

/**
 * Takes one action of the current combatant's turn and stops there, so a client can show the
 * result before the next step: move, then attack, see the result, then act again (a turn given
 * step by step). The action economy and every rule are checked as the steps come, by the same
 * code as {@link takeTurn}; call {@link endTurn} when done. The turn ends by itself when the
 * actor can no longer act or the combat ends.
 *
 * @param state - The combat in phase `turns`; never mutated.
 * @param id - Whose turn it is (`state.order[state.turn]`).
 * @param action - One action.
 * @returns The new state (its `turnProgress` says what was done so far) and the events.
 * @throws {@link CombatStateError} if it is not `id`'s turn or the phase is wrong.
 * @throws {@link ActionError} for an illegal action, or one the turn has no room left for.
 * @throws {@link StanceError} for an illegal Shift Stance ([Z04](../../../../docs/rulings/zilch.md#z04): not into Guarded after another Standard action).
 * @throws {@link ChipError} for chips the actor or defender does not have.
 * @example
 * ```ts
 * let { state } = act(fight, 'Ann', { kind: 'twoWeaponFighting', target: 'Orc', firstPips: 3 });
 * ({ state } = act(state, 'Ann', { kind: 'free', what: 'step' }));
 * ({ state } = act(state, 'Ann', { kind: 'secondAttack', target: 'Gob' }));
 * ({ state } = endTurn(state, 'Ann'));
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function act(state: CombatState, id: string, action: Action): CombatStep {
  const events: CombatEvent[] = [];
  return step(actInto(state, id, action, events), events);
}

/**
 * Ends the current combatant's turn and moves on to the next one (start-of-turn burning, the
 * end of the round when everyone has acted).
 *
 * @param state - The combat in phase `turns`; never mutated.
 * @param id - Whose turn it is.
 * @returns The new state and the events.
 * @throws {@link CombatStateError} if it is not `id`'s turn or the phase is wrong.
 * @throws {@link ActionError} if `id` is Guarded and has not taken Defend ([Z04](../../../../docs/rulings/zilch.md#z04)).
 * @example
 * ```ts
 * const { state: next } = endTurn(state, 'Ann');
 * ```
 * @since 0.2.0
 * @category Combat
 */
export function endTurn(state: CombatState, id: string): CombatStep {
  assertTurn(state, id);
  const c = find(state, id);
  if (c.stance === 'guarded' && !c.defended) throw new ActionError(`${id} is Guarded and must take the Defend action this turn (Z04)`);
  const events: CombatEvent[] = [];
  return step(finishTurn(state, id, events), events);
}

/**
 * Takes the current combatant's whole turn in one call: the actions in order, each as
 * {@link act}, then {@link endTurn}. Pips come from this round's domino and are not used up
 * ([Z26](../../../../docs/rulings/zilch.md#z26)).
 *
 * @param state - The combat in phase `turns`; never mutated.
 * @param id - Whose turn it is (must be `state.order[state.turn]`).
 * @param actions - The actions, in order (at most {@link MAX_ACTIONS_PER_TURN}).
 * @returns The new state and the events.
 * @throws {@link CombatStateError} if it is not `id`'s turn or the phase is wrong.
 * @throws {@link ActionError} for an illegal action or combination (economy, Charge outside
 *   Reckless or while Slowed, Ready outside Cautious, Two-Weapon Fighting rules, Guarded
 *   without Defend, Retrieve without a free hand, …).
 * @throws {@link StanceError} for an illegal Shift Stance.
 * @throws {@link ChipError} for chips the actor or defender does not have.
 * @example
 * ```ts
 * const { state: next, events } = takeTurn(state, 'hero', [{ kind: 'attack', target: 'orc', clubChips: 1 }]);
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function takeTurn(state: CombatState, id: string, actions: readonly Action[]): CombatStep {
  assertTurn(state, id);
  checkActionEconomy(actions, find(state, id).stance === 'guarded');
  const events: CombatEvent[] = [];
  let s = state;
  for (const a of actions) {
    s = actInto(s, id, a, events);
    if (s.phase === 'ended' || s.turnProgress?.id !== id) return step(s, events);
  }
  const c = find(s, id);
  if (c.stance === 'guarded' && !c.defended) throw new ActionError(`${id} is Guarded and must take the Defend action this turn (Z04)`);
  return step(finishTurn(s, id, events), events);
}

/**
 * Fires a Readied action (seed § Ready) outside its owner's turn, before that owner's next turn.
 *
 * @param state - The combat; never mutated.
 * @param id - Who readied.
 * @param override - Optionally replace the target of a readied attack (the trigger decides who).
 * @returns The new state and events. If the action leaves the combatant whose turn it is unable to
 *   act ([Z06](../../../../docs/rulings/zilch.md#z06)), that turn ends and the next one starts.
 * @throws {@link CombatStateError} if nothing is readied or the combat has ended.
 * @throws {@link ActionError} if the readied action is no longer legal.
 * @example
 * ```ts
 * const { state: s2 } = triggerReady(state, 'hero', { target: 'bat' });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function triggerReady(state: CombatState, id: string, override: { readonly target?: string } = {}): CombatStep {
  if (state.phase === 'ended') throw new CombatStateError('the combat has ended');
  const c = find(state, id);
  if (c.readied === null) throw new CombatStateError(`${id} has no readied action`);
  if (has(c, 'noActions')) throw new ActionError(`${id} can no longer act`);
  const action = override.target !== undefined && 'target' in c.readied ? ({ ...c.readied, target: override.target } as Action) : c.readied;
  const events: CombatEvent[] = [];
  const s0 = replace(state, { ...c, readied: null });
  const ctx = perform({ state: s0, progress: newProgress(id), events }, id, action);
  // a readied blow that drops the combatant whose turn it is ends that turn
  return step(passTurnIfUnable(checkEnd(ctx.state, events), events), events);
}

/**
 * Makes a combatant Threatened ([Z11](../../../../docs/rulings/zilch.md#z11)) until the end of the given round (default: the next one);
 * it must then keep a Cautious or Guarded stance.
 *
 * @param state - The combat; never mutated.
 * @param id - Who is threatened.
 * @param untilRound - Last round it lasts (default `state.round + 1`).
 * @returns The new state.
 * @throws {@link CombatStateError} for an unknown id or a round that is not a whole number.
 * @example
 * ```ts
 * const scared = threaten(state, 'orc');
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function threaten(state: CombatState, id: string, untilRound: number = state.round + 1): CombatState {
  if (!Number.isSafeInteger(untilRound)) throw new CombatStateError(`untilRound must be a whole number, got ${String(untilRound)}`);
  return freezeState(replace(state, { ...find(state, id), threatenedUntil: untilRound }));
}
