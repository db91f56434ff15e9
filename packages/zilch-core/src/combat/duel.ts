import type { Rng } from '@rollwright/dice';
import type { Character } from '../characters/character.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { spellcasterClass, spellHarms } from '../magic/runes.js';
import { declareStances } from './declareStances.js';
import { newProgress } from './economy.js';
import { find, standing, conditionsIn } from './internal.js';
import { startCombat } from './startCombat.js';
import type { Stance } from './stances.js';
import { actInto, takeTurn } from './takeTurn.js';
import type { Action, CombatEvent, CombatOptions, CombatState, CombatStep } from './types.js';

/**
 * Most rounds {@link runDuel} plays before calling a draw.
 * @example
 * ```ts
 * MAX_DUEL_ROUNDS; // 100
 * ```
 * @since 0.1.0
 * @category Combat
 */
export const MAX_DUEL_ROUNDS = 100;

/**
 * A simple, deterministic tactic: Cautious when Threatened, otherwise Bold.
 *
 * @param state - The combat.
 * @param id - The combatant.
 * @returns The stance it picks.
 * @throws {@link CombatStateError} for an unknown id.
 * @example
 * ```ts
 * chooseStance(state, 'hero'); // 'bold'
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function chooseStance(state: CombatState, id: string): Stance {
  return conditionsIn(find(state, id)).includes('threatened') ? 'cautious' : 'bold';
}

/**
 * A simple, deterministic tactic for the current combatant: Defend when Guarded, stand up when
 * Prone, cast E when it has a Diamond chip, a hand to cast with and the energy harms the foe,
 * otherwise attack the first standing foe (a Fighter adds up to 2 Club chips; a Rogue foe commits
 * 1 Spade chip), unarmed when the weapon in hand may not be used (a grapple). Each action is
 * checked by the engine's own code before it is proposed.
 *
 * @param state - The combat in phase `turns`.
 * @param id - The combatant whose turn it is (or any combatant, to see what it would do).
 * @returns Actions {@link takeTurn} accepts in this state on `id`'s turn (for another combatant
 *   than the current one: the turn it would take in this state); empty when no foe is standing or
 *   nothing the tactic knows is legal.
 * @throws {@link CombatStateError} for an unknown id.
 * @example
 * ```ts
 * takeTurn(state, id, chooseTurn(state, id));
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function chooseTurn(state: CombatState, id: string): readonly Action[] {
  const me = find(state, id);
  if (me.stance === 'guarded') return [{ kind: 'defend' }];
  const foe = state.combatants.find((c) => c.side !== me.side && standing(c));
  if (foe === undefined) return [];
  // each step is tried with the engine's own code on the state the steps before it leave, so the
  // turn is one takeTurn accepts (a Cast needs a free hand, Z18; a grappler strikes unarmed or
  // with a Tiny weapon, Z12); a step the engine refuses gives way to the next choice
  const out: Action[] = [];
  // asked about someone else than the current combatant: the turn it would take as if it were its own
  let s = state.phase === 'turns' && state.order[state.turn] !== id ? { ...state, turn: state.order.indexOf(id), turnProgress: newProgress(id) } : state;
  const tryStep = (action: Action): boolean => {
    try {
      s = actInto(s, id, action, []);
    } catch {
      return false;
    }
    out.push(action);
    return true;
  };
  if (conditionsIn(me).includes('prone')) tryStep({ kind: 'stand' });
  const blinded = conditionsIn(me).includes('blinded') ? { invisible: 'right' as const } : {}; // a Blinded duellist guesses its one foe's square (Z14)
  const caster = spellcasterClass(me.character);
  if (caster !== null && me.character.chips.diamonds > 0 && spellHarms(caster, foe.character.undead) && tryStep({ kind: 'cast', rune: 'E', target: foe.id, ...blinded })) return out;
  const clubChips = me.character.classes.includes('fighter') ? Math.min(2, me.character.chips.clubs) : 0;
  const canDefend = foe.stance !== 'none' && foe.stance !== 'reckless' && !conditionsIn(foe).includes('defenseless');
  const defenderChips = canDefend && foe.character.classes.includes('rogue') ? Math.min(1, foe.character.chips.spades) : 0;
  const attack: Action = { kind: 'attack', target: foe.id, clubChips, defenderChips, distance: 'adjacent', ...blinded };
  if (!tryStep(attack)) tryStep({ ...attack, weapon: 'unarmed' });
  return out;
}

/**
 * Plays a whole fight between two characters with {@link chooseStance} and {@link chooseTurn}
 * until one side cannot act (or {@link MAX_DUEL_ROUNDS} rounds pass: a draw).
 *
 * @param rng - Generator state; never mutated.
 * @param a - First fighter (side `a`, id its name, or `a` if both share a name).
 * @param b - Second fighter (side `b`).
 * @param options - Combat options.
 * @returns The final state and the full event log.
 * @throws {@link CombatStateError} if the fight cannot start.
 * @example
 * ```ts
 * const { state, events } = runDuel(seed(1), hero, orc);
 * state.winner; // 'a', 'b' or null
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function runDuel(rng: Rng, a: Character, b: Character, options: CombatOptions = {}): CombatStep {
  const same = a.name === b.name;
  const step = startCombat(
    rng,
    [
      { id: same ? 'a' : a.name, side: 'a', character: a, pc: true },
      { id: same ? 'b' : b.name, side: 'b', character: b },
    ],
    options,
  );
  let s = step.state;
  const events: CombatEvent[] = [...step.events];
  while (s.phase !== 'ended') {
    if (s.round > MAX_DUEL_ROUNDS) {
      events.push({ type: 'combatEnded', winner: null, rounds: MAX_DUEL_ROUNDS });
      s = Object.freeze({ ...s, phase: 'ended', winner: null });
      break;
    }
    if (s.phase === 'stances') {
      const st: Record<string, Stance> = {};
      for (const c of s.combatants) st[c.id] = chooseStance(s, c.id);
      const r = declareStances(s, st);
      s = r.state;
      events.push(...r.events);
      continue;
    }
    const id = s.order[s.turn];
    if (id === undefined) throw new CombatStateError('turn pointer out of range');
    const r = takeTurn(s, id, chooseTurn(s, id));
    s = r.state;
    events.push(...r.events);
  }
  return Object.freeze({ state: s, events: Object.freeze(events) });
}

