// Turn sequencing (internal): skip combatants who cannot act, start turns, end rounds.
import { burn } from '../injury/burning.js';
import { checkEnd, find, has, replace, withCharacter, conditionsIn } from './internal.js';
import { newProgress } from './economy.js';
import { reveal } from './strike.js';
import type { Combatant, CombatEvent, CombatState } from './types.js';

/** @internal Moves `turn` to the next combatant able to act, applying start-of-turn burning; ends the round when all have acted. */
export function advance(state: CombatState, events: CombatEvent[]): CombatState {
  let s = checkEnd(state, events);
  while (s.phase === 'turns') {
    const id = s.order[s.turn];
    if (id === undefined) return endRound(s, events);
    let c = find(s, id);
    if (c.acted) {
      s = { ...s, turn: s.turn + 1 };
      continue;
    }
    if (c.stance === 'none' || has(c, 'noActions')) {
      // fire burns at the start of the turn even when the turn is then skipped (D10)
      if (conditionsIn(c).includes('burning')) {
        s = burnAtTurnStart(s, c, events);
        if (s.phase === 'ended') return s;
        c = find(s, id);
      }
      s = skipTurn(s, c, c.stance === 'none' ? 'inactive' : 'cannot act', events);
      continue;
    }
    events.push({ type: 'turnStarted', id });
    s = reveal({ ...s, turnProgress: newProgress(id) }, id, events);
    c = find(s, id);
    if (c.readied !== null) {
      c = { ...c, readied: null };
      s = replace(s, c);
    }
    if (conditionsIn(c).includes('burning')) {
      s = burnAtTurnStart(s, c, events);
      if (s.phase === 'ended') return s;
      c = find(s, id);
      if (has(c, 'noActions')) {
        // the fire has dropped it: its turn ends without burning it again
        s = skipTurn(s, c, 'cannot act', events);
        continue;
      }
    }
    return s;
  }
  return s;
}

/** @internal Logs a skipped turn, marks the combatant as having acted and moves the turn on by one. */
function skipTurn(state: CombatState, c: Combatant, reason: 'inactive' | 'cannot act', events: CombatEvent[]): CombatState {
  events.push({ type: 'turnSkipped', id: c.id, reason });
  const s = replace(state, { ...c, acted: true });
  return { ...s, turn: s.turn + 1 };
}

/** @internal 2 fire damage at the start of a Burning combatant's turn (seed § Burning), then the end check. */
function burnAtTurnStart(state: CombatState, c: Combatant, events: CombatEvent[]): CombatState {
  events.push({ type: 'burning', id: c.id });
  const hurt = burn(c.character);
  for (const e of hurt.events) events.push({ type: 'injury', id: c.id, event: e });
  return checkEnd(replace(state, withCharacter(c, hurt.character, events)), events);
}

/** @internal Marks `id`'s turn done and moves on to the next combatant able to act. */
export function finishTurn(state: CombatState, id: string, events: CombatEvent[]): CombatState {
  const s = replace({ ...state, turnProgress: null }, { ...find(state, id), acted: true });
  return advance({ ...s, turn: s.turn + 1 }, events);
}

/**
 * @internal After a change made outside the current turn (a Readied action, a GM edit): if the
 * combatant whose turn it is can no longer act ([Z06](../../../../docs/rulings/zilch.md#z06)),
 * its turn ends, as it does when an actor's own action leaves it unable to act.
 */
export function passTurnIfUnable(state: CombatState, events: CombatEvent[]): CombatState {
  if (state.phase !== 'turns') return state;
  const id = state.order[state.turn];
  if (id === undefined || !has(find(state, id), 'noActions')) return state;
  return finishTurn(state, id, events);
}

/** @internal */
function endRound(state: CombatState, events: CombatEvent[]): CombatState {
  events.push({ type: 'roundEnded', round: state.round });
  const combatants = state.combatants.map((c) =>
    Object.freeze({
      ...c,
      acted: false,
      defended: false,
      tile: null,
      revealed: false,
      stance: 'none' as const,
      threatenedUntil: c.threatenedUntil !== null && c.threatenedUntil <= state.round ? null : c.threatenedUntil,
    }),
  );
  return checkEnd({ ...state, combatants, round: state.round + 1, surprise: false, phase: 'stances', turn: 0, turnProgress: null }, events);
}
