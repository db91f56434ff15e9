// advance: closes a finished round (draft31 ammunition rolls) and opens the next, or calls a draw
// at the round limit.
import { CombatActionError, CombatInputError } from '../errors.js';
import { rollAmmunition } from '../ranged/ranged.js';
import { finish, freezeState, put, startRound, withRng } from './internal.js';
import type { CombatEvent, CombatState, CombatStep } from './types.js';

/**
 * Ends the round once everyone in the order has acted: draft31 shooters roll their ammunition
 * (with disadvantage after several shots), then the next round starts with new initiative. At
 * the round limit the fight ends as a draw.
 *
 * @param state - The fight in phase `roundEnd`; never mutated.
 * @returns The new state and what happened.
 * @throws {@link CombatActionError} when turns are still open or the fight has ended.
 * @throws {@link CombatInputError} if `state` is not a combat state.
 * @example
 * ```ts
 * if (state.phase === 'roundEnd') ({ state } = advance(state));
 * ```
 * @since 0.1.0
 * @category Combat engine
 */
export function advance(state: CombatState): CombatStep {
  if (typeof state !== 'object' || state === null || !Array.isArray(state.combatants)) throw new CombatInputError('combat', 'not a combat state', state);
  if (state.phase !== 'roundEnd') throw new CombatActionError('phase', `the round is not over: the phase is '${state.phase}'`, state.phase);
  const events: CombatEvent[] = [];
  let s: CombatState = { ...state, opening: null };
  if (s.edition === 'draft31') {
    for (const c of s.combatants) {
      if (c.shots === 0 || c.ammo === null || c.ammo === 'exhausted') continue;
      const [r, rng] = rollAmmunition(s.rng, c.ammo, c.shots, s.rules);
      s = put(withRng(s, rng), { ...c, ammo: r.ammo });
      events.push({ type: 'ammunition', id: c.id, ammo: r.ammo });
    }
  }
  s = s.round >= s.maxRounds ? finish(s, 'draw', events) : startRound(s, events, null);
  return { state: freezeState(s), events: Object.freeze(events) };
}
