import { CombatStateError } from '../../errors/CombatStateError.js';
import { assertCharacter, effectiveSuit, conditionsOf } from '../../characters/character.js';
import { advance, passTurnIfUnable } from '../advance.js';
import { checkEnd, find, freezeState } from '../internal.js';
import type { Combatant, CombatantInput, CombatEvent, CombatState, CombatStep } from '../types.js';
import { MAX_COMBATANTS } from '../startCombat.js';

function step(state: CombatState, events: readonly CombatEvent[]): CombatStep {
  return Object.freeze({ state: freezeState(state), events: Object.freeze([...events]) });
}

/**
 * GM tool: a combatant joins the fight. It takes its place in the initiative order by ♠ (half if
 * Slowed, [ruling Z24](../../../../../docs/rulings/zilch.md#z24)) or by the `initiative` given, after everyone with the same score, draws no domino
 * this round, and acts from the next round.
 *
 * @param state - The combat (not ended); never mutated.
 * @param input - The newcomer, as for {@link startCombat}, and optionally its initiative score.
 * @returns The new state and a `combatantAdded` event.
 * @throws {@link CombatStateError} for an ended fight, a duplicate id, more than {@link MAX_COMBATANTS}, or a bad initiative.
 * @throws {@link SuitValueError} if `input.character` is not a character.
 * @example
 * ```ts
 * const { state: next } = addCombatant(state, { side: 'monsters', character: goblin });
 * ```
 * @since 0.2.0
 * @category VTT
 */
export function addCombatant(state: CombatState, input: CombatantInput & { 
/** Initiative score (default ♠, half if Slowed). */
readonly initiative?: number }): CombatStep {
  if (state.phase === 'ended') throw new CombatStateError('the combat has ended');
  assertCharacter(input.character);
  const id = input.id ?? input.character.name;
  if (typeof id !== 'string' || id.length === 0) throw new CombatStateError('a combatant needs a non-empty id');
  if (typeof input.side !== 'string' || input.side.length === 0) throw new CombatStateError('a combatant needs a non-empty side');
  if (state.combatants.some((c) => c.id === id)) throw new CombatStateError(`combatant ids must be unique: ${id} is taken`);
  if (state.combatants.length >= MAX_COMBATANTS) throw new CombatStateError(`a combat holds at most ${MAX_COMBATANTS} combatants`);
  const spades = effectiveSuit(input.character, 'spades');
  const initiative = input.initiative ?? (conditionsOf(input.character).includes('slowed') ? Math.floor(spades / 2) : spades);
  if (!Number.isSafeInteger(initiative)) throw new CombatStateError(`initiative must be a whole number, got ${String(initiative)}`);
  const c: Combatant = Object.freeze({
    id, side: input.side, pc: input.pc ?? false, aware: input.aware ?? true, character: input.character, initiative,
    stance: 'none', tile: null, acted: state.phase === 'turns', defended: false, readied: null, grappling: null, threatenedUntil: null, revealed: false,
  });
  const byId = new Map(state.combatants.map((x) => [x.id, x]));
  let at = state.order.findIndex((o) => (byId.get(o)?.initiative ?? 0) < initiative);
  if (at < 0) at = state.order.length;
  const order = [...state.order.slice(0, at), id, ...state.order.slice(at)];
  const turn = state.phase === 'turns' && at <= state.turn ? state.turn + 1 : state.turn;
  return step({ ...state, order, turn, combatants: [...state.combatants, c] }, [{ type: 'combatantAdded', id, side: input.side }]);
}

/**
 * GM tool: a combatant leaves the fight (fled, banished, or added by mistake). Grapples with it
 * end; if it was its turn, the next combatant's turn starts; the fight ends if one side is left.
 *
 * @param state - The combat (not ended); never mutated.
 * @param id - Who leaves.
 * @returns The new state and a `combatantRemoved` event (and whatever follows).
 * @throws {@link CombatStateError} for an unknown id, an ended fight, or removing one of the last two.
 * @example
 * ```ts
 * const { state: next } = removeCombatant(state, 'Goblin');
 * ```
 * @since 0.2.0
 * @category VTT
 */
export function removeCombatant(state: CombatState, id: string): CombatStep {
  if (state.phase === 'ended') throw new CombatStateError('the combat has ended');
  find(state, id);
  if (state.combatants.length <= 2) throw new CombatStateError('a combat needs at least two combatants; end it instead');
  const events: CombatEvent[] = [{ type: 'combatantRemoved', id }];
  const at = state.order.indexOf(id);
  const combatants = state.combatants.filter((c) => c.id !== id).map((c) => (c.grappling === id ? Object.freeze({ ...c, grappling: null }) : c));
  const order = state.order.filter((o) => o !== id);
  let s: CombatState = { ...state, combatants, order };
  if (state.phase === 'turns') {
    if (at < state.turn) s = { ...s, turn: state.turn - 1 };
    else if (at === state.turn) s = advance({ ...s, turnProgress: null }, events);
  }
  s = checkEnd(s, events);
  return step(s, events);
}

/**
 * The fields {@link editCombatant} may change.
 * @since 0.2.0
 * @category VTT
 */
export interface CombatantPatch {
  /** A new character state (HP, chips, conditions, equipment…). */
  readonly character?: CombatantInput['character'];
  /** A new side. */
  readonly side?: string;
  /** Aware or not (matters in a surprise round). */
  readonly aware?: boolean;
  /** Round at whose end Threatened expires, or `null` to lift it. */
  readonly threatenedUntil?: number | null;
}

/**
 * GM tool: edits a value of a combatant (its character, side, awareness or Threatened), with an
 * event naming the fields changed. The fight ends if that leaves one side standing, and the
 * current turn ends if it leaves the combatant whose turn it is unable to act (Helpless, say).
 *
 * @param state - The combat; never mutated.
 * @param id - Who is edited.
 * @param patch - The fields to change.
 * @returns The new state and a `combatantEdited` event (then the next turn's events, if the turn ended).
 * @throws {@link CombatStateError} for an unknown id, an unknown field or a bad value.
 * @throws {@link SuitValueError} if `patch.character` is not a character.
 * @example
 * ```ts
 * const { state: next } = editCombatant(state, 'Ann', { character: setChips(ann, 'hearts', 3) });
 * ```
 * @since 0.2.0
 * @category VTT
 */
export function editCombatant(state: CombatState, id: string, patch: CombatantPatch): CombatStep {
  const c = find(state, id);
  if (typeof patch !== 'object' || patch === null) throw new CombatStateError('a patch is an object of fields');
  const keys = Object.keys(patch);
  const allowed = ['character', 'side', 'aware', 'threatenedUntil'];
  const bad = keys.find((f) => !allowed.includes(f));
  if (bad !== undefined) throw new CombatStateError(`editCombatant changes ${allowed.join(', ')}, not ${bad}`);
  if (patch.character !== undefined) assertCharacter(patch.character);
  if (patch.side !== undefined && (typeof patch.side !== 'string' || patch.side.length === 0)) throw new CombatStateError('side must be a non-empty string');
  if (patch.aware !== undefined && typeof patch.aware !== 'boolean') throw new CombatStateError('aware must be true or false');
  if (patch.threatenedUntil !== undefined && patch.threatenedUntil !== null && !Number.isSafeInteger(patch.threatenedUntil)) {
    throw new CombatStateError('threatenedUntil must be a whole number or null');
  }
  // a field given as undefined changes nothing (as if it were left out)
  const fields = keys.filter((f) => (patch as Record<string, unknown>)[f] !== undefined);
  const given = Object.fromEntries(fields.map((f) => [f, (patch as Record<string, unknown>)[f]])) as CombatantPatch;
  const next: Combatant = Object.freeze({ ...c, ...given });
  const events: CombatEvent[] = [{ type: 'combatantEdited', id, fields: Object.freeze(fields) }];
  const s = checkEnd({ ...state, combatants: state.combatants.map((x) => (x.id === id ? next : x)) }, events);
  // an edit that leaves the combatant whose turn it is unable to act ends that turn
  return step(passTurnIfUnable(s, events), events);
}
