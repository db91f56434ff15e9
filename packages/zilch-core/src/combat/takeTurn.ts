import { ActionError } from '../errors/ActionError.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { advance } from './advance.js';
import { checkEnd, find, freezeState, has, replace } from './internal.js';
import { actionCost, perform } from './resolveAction.js';
import type { Action, CombatEvent, CombatState, CombatStep } from './types.js';

/**
 * Most actions accepted in one turn (free actions included); checked before any work.
 * @example
 * ```ts
 * MAX_ACTIONS_PER_TURN; // 16
 * ```
 * @since 0.1.0
 * @category Combat
 */
export const MAX_ACTIONS_PER_TURN = 16;

/**
 * Checks a turn's actions against the action economy (seed § Combat Actions): one Full action,
 * or one Standard + one Minor, or two Minor; any number of Free actions. A Guarded combatant's
 * Standard action must be Defend (Z04).
 *
 * @param actions - The turn's actions.
 * @param guarded - Whether the actor is Guarded.
 * @throws {@link ActionError} if the combination is not allowed.
 * @example
 * ```ts
 * checkActionEconomy([{ kind: 'attack', target: 'orc' }, { kind: 'move', squares: 3 }], false); // ok
 * checkActionEconomy([{ kind: 'attack', target: 'orc' }, { kind: 'defend' }], false);            // throws
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function checkActionEconomy(actions: readonly Action[], guarded: boolean): void {
  if (actions.length > MAX_ACTIONS_PER_TURN) throw new ActionError(`at most ${MAX_ACTIONS_PER_TURN} actions per turn`);
  let full = 0;
  let standard = 0;
  let minor = 0;
  for (const a of actions) {
    const cost = actionCost(a);
    if (cost === 'full') full++;
    else if (cost === 'standard') standard++;
    else if (cost === 'minor') minor++;
  }
  const ok = (full === 1 && standard === 0 && minor === 0) || (full === 0 && standard <= 1 && standard + minor <= 2);
  if (!ok) {
    throw new ActionError(
      `a turn is one Full action, or one Standard + one Minor, or two Minor actions; got ${full} full, ${standard} standard, ${minor} minor`,
    );
  }
  if (guarded && !actions.some((a) => a.kind === 'defend')) {
    throw new ActionError('a Guarded combatant must spend its Standard action on Defend (Z04)');
  }
}

/**
 * Takes the current combatant's turn: checks legality, resolves the actions in order (attacks
 * draw nothing new — pips come from this round's domino and are not used up, Z26), then moves
 * on to the next combatant, applying start-of-turn burning and ending the round when everyone
 * has acted. The combat ends when at most one side can still act.
 *
 * @param state - The combat in phase `turns`; never mutated.
 * @param id - Whose turn it is (must be `state.order[state.turn]`).
 * @param actions - The actions, in order.
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
  if (state.phase !== 'turns') throw new CombatStateError(`no turns are taken in phase ${state.phase}`);
  const current = state.order[state.turn];
  if (current !== id) throw new CombatStateError(`it is ${String(current)}'s turn, not ${id}'s`);
  const c = find(state, id);
  if (has(c, 'noActions')) throw new ActionError(`${id} is Helpless and cannot act (Z06)`);
  checkActionEconomy(actions, c.stance === 'guarded');
  const events: CombatEvent[] = [];
  let s: CombatState = state;
  const moved = { moved: false, stepped: false };
  for (const a of actions) {
    s = perform(s, id, a, events, moved);
    s = checkEnd(s, events);
    if (s.phase === 'ended') break;
    if (has(find(s, id), 'noActions')) break;
  }
  if (s.phase !== 'ended') {
    s = replace(s, { ...find(s, id), acted: true });
    s = advance({ ...s, turn: s.turn + 1 }, events);
  }
  return Object.freeze({ state: freezeState(s), events: Object.freeze(events) });
}

/**
 * Fires a Readied action (seed § Ready) outside its owner's turn, before that owner's next turn.
 *
 * @param state - The combat; never mutated.
 * @param id - Who readied.
 * @param override - Optionally replace the target of a readied attack (the trigger decides who).
 * @returns The new state and events.
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
  let s = replace(state, { ...c, readied: null });
  s = perform(s, id, action, events, { moved: false, stepped: false });
  s = checkEnd(s, events);
  return Object.freeze({ state: freezeState(s), events: Object.freeze(events) });
}

/**
 * Makes a combatant Threatened (Z11) until the end of the given round (default: the next one);
 * it must then keep a Cautious or Guarded stance.
 *
 * @param state - The combat; never mutated.
 * @param id - Who is threatened.
 * @param untilRound - Last round it lasts (default `state.round + 1`).
 * @returns The new state.
 * @throws {@link CombatStateError} for an unknown id.
 * @example
 * ```ts
 * const scared = threaten(state, 'orc');
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function threaten(state: CombatState, id: string, untilRound: number = state.round + 1): CombatState {
  return freezeState(replace(state, { ...find(state, id), threatenedUntil: untilRound }));
}
