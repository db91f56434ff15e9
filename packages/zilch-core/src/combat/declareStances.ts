import { StanceError } from '../errors/StanceError.js';
import { CombatStateError } from '../errors/CombatStateError.js';
import { drawFromBoneyard, newBoneyard, rollDomino, shuffleBoneyard } from './dominoSource.js';
import { assertStance, type DominoDraw, type Stance } from './stances.js';
import { find, freezeState, has, replace, conditionsIn, standing } from './internal.js';
import { advance } from './advance.js';
import type { Combatant, CombatEvent, CombatState, CombatStep, RoundInput } from './types.js';

/**
 * True when a combatant draws a domino and acts this round: not Unconscious or dead, and aware
 * if this is a surprise round ([Z35](../../../../docs/rulings/zilch.md#z35)).
 *
 * @param state - The combat.
 * @param id - Combatant id.
 * @returns Whether it is active.
 * @throws {@link CombatStateError} for an unknown id.
 * @example
 * ```ts
 * isActive(state, 'orc'); // false while the orc is surprised
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function isActive(state: CombatState, id: string): boolean {
  const c = find(state, id);
  return !has(c, 'noDomino') && (!state.surprise || c.aware);
}

/**
 * Starts a round (seed § Stances, [Z01](../../../../docs/rulings/zilch.md#z01)–[Z04](../../../../docs/rulings/zilch.md#z04), [Z03](../../../../docs/rulings/zilch.md#z03), [Z35](../../../../docs/rulings/zilch.md#z35)): every active combatant announces a stance
 * and draws a domino face-down. With `tiles21` all 21 tiles are reshuffled into the shared
 * boneyard and drawn without replacement in initiative order (a fresh set is shuffled in after
 * 21 draws); with dice each domino is rolled. Inactive combatants get stance `none`.
 *
 * @param state - The combat in phase `stances`; never mutated.
 * @param stances - A stance for every active combatant id (others are ignored).
 * @param round - Extra round input: with the `threatenedByAdjacency` option ([Z11](../../../../docs/rulings/zilch.md#z11) variant), the
 *   pairs of ids Adjacent to each other; anyone Adjacent to a standing enemy is Threatened until
 *   the end of this round before stances are checked.
 * @returns The state in phase `turns` and the events (`roundStarted`, `stance`, `domino`, …).
 * @throws {@link CombatStateError} if the phase is wrong, an adjacency pair names an unknown id,
 *   or adjacency is given while `threatenedByAdjacency` is off.
 * @throws {@link StanceError} if an active combatant has no stance or an unknown one, is
 *   Threatened but not Cautious/Guarded ([Z04](../../../../docs/rulings/zilch.md#z04), [Z11](../../../../docs/rulings/zilch.md#z11)), or picks Guarded without being able to take a
 *   Standard action ([Z04](../../../../docs/rulings/zilch.md#z04)).
 * @example
 * ```ts
 * const { state: s2 } = declareStances(state, { hero: 'bold', orc: 'reckless' });
 * ```
 * @since 0.1.0
 * @category Combat
 */
export function declareStances(state: CombatState, stances: Readonly<Record<string, Stance>>, round: RoundInput = {}): CombatStep {
  if (state.phase !== 'stances') throw new CombatStateError(`stances are declared at the start of a round, not in phase ${state.phase}`);
  const events: CombatEvent[] = [{ type: 'roundStarted', round: state.round, surprise: state.surprise }];
  let s: CombatState = threatenAdjacent(state, round.adjacent ?? []);
  let r = state.rng;
  let boneyard: readonly DominoDraw[] = [];
  if (state.options.dominoSource === 'tiles21') {
    const [tiles, next] = shuffleBoneyard(r, newBoneyard());
    boneyard = tiles;
    r = next;
  }
  for (const id of state.order) {
    const c = find(s, id);
    if (!isActive(s, id)) {
      s = replace(s, { ...c, stance: 'none', tile: null, revealed: false, acted: false, defended: false });
      events.push({ type: 'stance', id, stance: 'none' });
      continue;
    }
    const stance = stances[id];
    if (stance === undefined) throw new StanceError(`${id} must announce a stance this round`);
    assertStance(stance);
    validateStance(c, stance);
    let tile: DominoDraw;
    if (state.options.dominoSource === 'tiles21') {
      if (boneyard.length === 0) {
        const [tiles, next] = shuffleBoneyard(r, newBoneyard());
        boneyard = tiles;
        r = next;
        events.push({ type: 'reshuffle', round: state.round });
      }
      const [res, next] = drawFromBoneyard(r, boneyard);
      tile = res.tile;
      boneyard = res.boneyard;
      r = next;
    } else {
      const [t, next] = rollDomino(r, state.options.dominoSource);
      tile = t;
      r = next;
    }
    s = replace(s, { ...c, stance, tile, revealed: false, acted: false, defended: false });
    events.push({ type: 'stance', id, stance }, { type: 'domino', id, tile });
  }
  s = { ...s, rng: r, boneyard, phase: 'turns', turn: 0, turnProgress: null };
  s = advance(s, events);
  return Object.freeze({ state: freezeState(s), events: Object.freeze(events) });
}

/** @internal [Z04](../../../../docs/rulings/zilch.md#z04) / [Z11](../../../../docs/rulings/zilch.md#z11) stance legality. */
export function validateStance(c: Combatant, stance: Stance): void {
  if (conditionsIn(c).includes('threatened') && stance !== 'cautious' && stance !== 'guarded') {
    throw new StanceError(`${c.id} is Threatened and must take a Cautious or Guarded stance (Z04)`);
  }
  if (stance === 'guarded' && has(c, 'noActions')) {
    throw new StanceError(`${c.id} cannot take a Standard action, so cannot be Guarded (Z04)`);
  }
}

/** @internal [Z11](../../../../docs/rulings/zilch.md#z11) variant: anyone Adjacent to a standing enemy is Threatened until the end of this round. */
function threatenAdjacent(state: CombatState, pairs: readonly (readonly [string, string])[]): CombatState {
  if (pairs.length === 0) return state;
  if (!state.options.threatenedByAdjacency) throw new CombatStateError('adjacency was given but the threatenedByAdjacency option is off (Z11)');
  let s = state;
  for (const [x, y] of pairs) {
    const a = find(s, x);
    const b = find(s, y);
    if (a.side === b.side) continue;
    for (const [me, foe] of [[a, b], [b, a]] as const) {
      if (!standing(foe)) continue;
      const cur = find(s, me.id);
      s = replace(s, { ...cur, threatenedUntil: Math.max(cur.threatenedUntil ?? 0, state.round) });
    }
  }
  return s;
}
