import { heldWeapons } from '../weaponChoice.js';
import { actInto } from '../takeTurn.js';
import { moveRate } from '../actions/movement.js';
import { find, has, conditionsIn } from '../internal.js';
import { stancePips, STANCES, type Stance } from '../stances.js';
import { spellcasterClass } from '../../magic/runes.js';
import { conditionsOf } from '../../characters/character.js';
import type { Action, CombatEvent, CombatState, MoveMode } from '../types.js';

/**
 * What a combatant may do now, as returned by {@link legalActions}.
 * @since 0.2.0
 * @category VTT
 */
export interface LegalActions {
  /** The combatant. */
  readonly id: string;
  /** It is this combatant's turn and it can act. */
  readonly canAct: boolean;
  /**
   * Every action it may take next, each checked by the engine's own code (a UI can offer exactly
   * these). Attacks are listed without chips; see `maxClubChips`. Moves are listed at full rate.
   */
  readonly actions: readonly Action[];
  /** Most Club chips it may add to one attack (0 for a non-Fighter). */
  readonly maxClubChips: number;
  /** Offensive pips of its domino this round (what Two-Weapon Fighting splits), or 0. */
  readonly offensivePips: number;
  /** Squares it may move now by mode (modes it may not use are left out). */
  readonly moveRates: Readonly<Partial<Record<MoveMode, number>>>;
  /** {@link endTurn} would be accepted now. */
  readonly canEndTurn: boolean;
}

/** @internal True when the engine accepts `action` as the next step of `id`'s turn (the same code as {@link act}). */
export function isLegal(state: CombatState, id: string, action: Action): boolean {
  try {
    actInto(state, id, action, [] as CombatEvent[]);
    return true;
  } catch {
    return false;
  }
}

/** @internal Every action worth trying for `id` now (the engine then keeps the legal ones). */
function candidates(state: CombatState, id: string): Action[] {
  const me = find(state, id);
  // every other combatant, those without a domino too: an Unconscious foe is Helpless and may be attacked (Z10)
  const others = state.combatants.filter((c) => c.id !== id);
  const foes = others.filter((c) => c.side !== me.side);
  const eq = me.character.equipment;
  const weapons = [...new Set([...heldWeapons(me.character).map((w) => w.name), 'unarmed'])];
  const out: Action[] = [];
  for (const t of foes) {
    for (const weapon of weapons) {
      out.push({ kind: 'attack', target: t.id, weapon });
      const w = heldWeapons(me.character).find((x) => x.name === weapon);
      if (w?.throwable === true) out.push({ kind: 'attack', target: t.id, weapon, thrown: true, distance: 'close' });
    }
    out.push({ kind: 'charge', target: t.id });
    for (const special of ['bullrush', 'disarm', 'grapple', 'trip'] as const) {
      out.push({ kind: 'specialAttack', special, target: t.id });
      // a grappler attacks its partner unarmed only (Z12), whatever it holds
      if (me.grappling !== null && weapons.length > 1) out.push({ kind: 'specialAttack', special, target: t.id, weapon: 'unarmed' });
    }
    out.push({ kind: 'twoWeaponFighting', target: t.id, firstPips: 1 });
    out.push({ kind: 'secondAttack', target: t.id });
    out.push({ kind: 'cast', rune: 'E', target: t.id }, { kind: 'cast', rune: 'T', target: t.id });
  }
  if (spellcasterClass(me.character) !== null) {
    for (const t of [me, ...others.filter((c) => c.side === me.side)]) out.push({ kind: 'cast', rune: 'T', target: t.id, willing: true });
  }
  out.push({ kind: 'defend' });
  const foe = foes[0];
  if (foe !== undefined) out.push({ kind: 'ready', action: { kind: 'attack', target: foe.id } });
  for (const i of eq.pack) out.push({ kind: 'retrieve', item: i.name });
  for (const c of state.combatants) if (conditionsOf(c.character).includes('burning')) out.push({ kind: 'extinguish', target: c.id });
  for (const i of eq.held) {
    out.push({ kind: 'use', item: i.name }, { kind: 'manipulate', what: `stow ${i.name}`, stow: i.name });
    out.push({ kind: 'free', what: 'dropItem', item: i.name });
  }
  for (const i of eq.handy) out.push({ kind: 'free', what: 'drawHandy', item: i.name });
  for (const [mode, squares] of Object.entries(rates(state, id))) out.push({ kind: 'move', squares, mode: mode as MoveMode });
  for (const to of STANCES) out.push({ kind: 'shiftStance', to });
  out.push({ kind: 'stand' }, { kind: 'free', what: 'step' }, { kind: 'free', what: 'diveProne' }, { kind: 'free', what: 'speak' });
  return out;
}

function rates(state: CombatState, id: string): Partial<Record<MoveMode, number>> {
  const me = find(state, id);
  const out: Partial<Record<MoveMode, number>> = {};
  for (const mode of ['walk', 'run', 'sprint', 'swim', 'climb'] as const) {
    try {
      out[mode] = moveRate(me, mode);
    } catch {
      // not allowed now (running needs Reckless and no Slowed)
    }
  }
  return out;
}

/**
 * What a combatant may do now: the actions, targets and chip spends a UI can offer. Each listed
 * action is one the engine accepts as the next step of the turn — the list is built by running
 * the engine's own validation ({@link act}) on each candidate, so the two never disagree.
 *
 * @param state - The combat; never mutated.
 * @param id - The combatant.
 * @returns The legal actions (empty when it is not `id`'s turn or it cannot act), the most Club
 *   chips one attack may take, the offensive pips of its domino, its move rates, and whether the
 *   turn may end now.
 * @throws {@link CombatStateError} for an unknown id.
 * @example
 * ```ts
 * const { actions } = legalActions(state, 'Ann');
 * actions.filter((a) => a.kind === 'attack').map((a) => a.target); // who Ann can hit
 * ```
 * @since 0.2.0
 * @category VTT
 */
export function legalActions(state: CombatState, id: string): LegalActions {
  const me = find(state, id);
  const canAct = state.phase === 'turns' && state.order[state.turn] === id && !has(me, 'noActions');
  const actions = canAct ? candidates(state, id).filter((a) => isLegal(state, id, a)) : [];
  const offensivePips = me.tile !== null && me.stance !== 'none' ? stancePips(me.stance as Stance, me.tile).offense : 0;
  const attacking = actions.some((a) => a.kind === 'attack' || a.kind === 'charge' || a.kind === 'specialAttack' || a.kind === 'twoWeaponFighting' || a.kind === 'secondAttack');
  const maxClubChips = canAct && attacking && me.character.classes.includes('fighter') ? me.character.chips.clubs : 0;
  const guardedOwed = me.stance === 'guarded' && !me.defended;
  return Object.freeze({
    id,
    canAct,
    actions: Object.freeze(actions),
    maxClubChips,
    offensivePips,
    moveRates: Object.freeze(canAct && !conditionsIn(me).includes('grappling') ? rates(state, id) : {}),
    canEndTurn: canAct && !guardedOwed,
  });
}
