// Engine internals shared by startCombat, declareStances, takeTurn and runDuel (not exported).
import { CONDITIONS, type Condition } from '../conditions/conditions.js';
import { conditionsOf, type Character } from '../characters/character.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import type { Combatant, CombatEvent, CombatState } from './types.js';
import { quoted } from '../errors/shown.js';

/** @internal */
export function find(state: CombatState, id: string): Combatant {
  const c = state.combatants.find((x) => x.id === id);
  if (c === undefined) throw new CombatStateError(`no combatant with id ${quoted(id)}`);
  return c;
}

/** @internal */
export function replace(state: CombatState, next: Combatant): CombatState {
  return { ...state, combatants: state.combatants.map((c) => (c.id === next.id ? Object.freeze(next) : c)) };
}

/** @internal Conditions of a combatant: the character's plus Threatened / Grappling from combat state. */
export function conditionsIn(c: Combatant): readonly Condition[] {
  const extra: Condition[] = [];
  if (c.threatenedUntil !== null) extra.push('threatened');
  if (c.grappling !== null) extra.push('grappling');
  return [...new Set([...conditionsOf(c.character), ...extra])].sort();
}

/** @internal */
export function has(c: Combatant, k: keyof (typeof CONDITIONS)['helpless']): boolean {
  return conditionsIn(c).some((x) => CONDITIONS[x][k] === true);
}

/** @internal A combatant that can still fight (not dead, unconscious or otherwise unable to act). */
export function standing(c: Combatant): boolean {
  return !has(c, 'noActions');
}

/** @internal The sides that still have a combatant standing. */
function standingSides(state: CombatState): Set<string> {
  return new Set(state.combatants.filter(standing).map((c) => c.side));
}

/** @internal True when the fight is over or at most one side is still standing (it ends after the current action). */
export function isOver(state: CombatState): boolean {
  return state.phase === 'ended' || standingSides(state).size <= 1;
}

/** @internal Ends the combat when at most one side is still standing. */
export function checkEnd(state: CombatState, events: CombatEvent[]): CombatState {
  if (state.phase === 'ended') return state;
  const sides = standingSides(state);
  if (sides.size > 1) return state;
  const winner = sides.size === 1 ? ([...sides][0] as string) : null;
  events.push({ type: 'combatEnded', winner, rounds: state.round });
  return { ...state, phase: 'ended', winner };
}

/** @internal Puts a character back into a combatant, dropping held items if it just fell unconscious ([Z10](../../../../docs/rulings/zilch.md#z10)). */
export function withCharacter(c: Combatant, character: Character, events: CombatEvent[]): Combatant {
  const wasUp = !conditionsOf(c.character).includes('unconscious');
  const nowDown = conditionsOf(character).includes('unconscious');
  if (wasUp && nowDown && character.equipment.held.length > 0) {
    events.push({ type: 'itemsDropped', id: c.id, items: character.equipment.held.map((i) => i.name) });
    character = Object.freeze({ ...character, equipment: Object.freeze({ ...character.equipment, held: Object.freeze([]) }) });
  }
  return { ...c, character };
}

/** @internal */
export function freezeState(s: CombatState): CombatState {
  Object.freeze(s.combatants);
  Object.freeze(s.order);
  Object.freeze(s.boneyard);
  return Object.freeze(s);
}
