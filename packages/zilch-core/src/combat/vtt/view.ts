import { CombatStateError } from '../../errors/CombatStateError.js';
import type { Character } from '../../characters/character.js';
import type { DominoDraw } from '../stances.js';
import type { Action, Combatant, CombatEvent, CombatState } from '../types.js';

/**
 * Whose eyes a view is for: the combatant ids and/or sides a player controls.
 * @since 0.2.0
 * @category VTT
 */
export interface Viewer {
  /** Combatant ids the player controls. */
  readonly ids?: readonly string[];
  /** Sides the player controls (all their combatants). */
  readonly sides?: readonly string[];
}

/**
 * A combatant as one player sees it: another player's face-down domino, readied action and pack
 * are hidden; the stance is always shown (stances are public).
 * @since 0.2.0
 * @category VTT
 */
export interface CombatantView extends Omit<Combatant, 'tile' | 'readied' | 'character'> {
  /** The domino, or `null` when hidden (or not drawn). */
  readonly tile: DominoDraw | null;
  /** A domino is drawn but lies face down for this viewer. */
  readonly tileHidden: boolean;
  /** The readied action, or `null` when none or hidden. */
  readonly readied: Action | null;
  /** Something is readied but hidden from this viewer. */
  readonly readiedHidden: boolean;
  /** The character; another player's pack is shown empty. */
  readonly character: Character;
  /** Items in its pack (also when the list is hidden). */
  readonly packSize: number;
}

/**
 * A fight as one player sees it ({@link viewFor}): no RNG state, no boneyard order, no other
 * player's secrets.
 * @since 0.2.0
 * @category VTT
 */
export interface CombatView extends Omit<CombatState, 'rng' | 'boneyard' | 'combatants'> {
  /** Tiles left in the boneyard (their order stays secret). */
  readonly boneyardSize: number;
  /** Everyone, as this viewer sees them. */
  readonly combatants: readonly CombatantView[];
}

/**
 * A `domino` event as one player sees it: another player's face-down draw shows no tile.
 * @since 0.2.0
 * @category VTT
 */
export interface DominoEventView {
  /** What happened (discriminant). */
  readonly type: 'domino';
  /** Who drew. */
  readonly id: string;
  /** The tile, or `null` when it is face down for this viewer. */
  readonly tile: DominoDraw | null;
}

/**
 * An event as one player sees it ({@link eventsFor}): every event as it is, except that
 * another player's draw is a {@link DominoEventView} without its tile.
 * @since 0.2.0
 * @category VTT
 */
export type CombatEventView = Exclude<CombatEvent, DominoEventView> | DominoEventView;

function owns(viewer: Viewer, c: Pick<Combatant, 'id' | 'side'>): boolean {
  return (viewer.ids ?? []).includes(c.id) || (viewer.sides ?? []).includes(c.side);
}

function checkViewer(viewer: Viewer): void {
  if (typeof viewer !== 'object' || viewer === null) throw new CombatStateError('a viewer is { ids?, sides? }');
  for (const k of ['ids', 'sides'] as const) {
    const v = viewer[k];
    if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))) throw new CombatStateError(`viewer.${k} must be an array of strings`);
  }
}

/**
 * The fight as one player may see it ([ruling D08](../../../../../docs/rulings/zilch.md#d08)): that player's own combatants in
 * full; for everyone else, a face-down domino, a readied action and the pack's contents are hidden.
 * The RNG state and the boneyard's order are never included, so a client holding a view cannot
 * predict a draw.
 *
 * Stances are not hidden: every combatant's `stance` is shown to every viewer, because stances
 * are announced aloud before the dominoes are drawn ([ruling D08](../../../../../docs/rulings/zilch.md#d08)). A table that
 * wants secret stances must withhold `stance` in its own client code; the engine has no option
 * for it.
 *
 * @param state - The combat; never mutated.
 * @param viewer - The ids and/or sides the player controls (`{}` is a spectator).
 * @returns A frozen view.
 * @throws {@link CombatStateError} for a malformed viewer.
 * @example
 * ```ts
 * const mine = viewFor(state, { sides: ['pcs'] });
 * mine.combatants.find((c) => c.id === 'Orc')?.tileHidden; // true until the Orc's turn
 * ```
 * @since 0.2.0
 * @category VTT
 */
export function viewFor(state: CombatState, viewer: Viewer): CombatView {
  checkViewer(viewer);
  const combatants = state.combatants.map((c): CombatantView => {
    const mine = owns(viewer, c);
    const tileHidden = !mine && c.tile !== null && !c.revealed;
    const readiedHidden = !mine && c.readied !== null;
    const eq = c.character.equipment;
    const character = mine ? c.character : Object.freeze({ ...c.character, equipment: Object.freeze({ ...eq, pack: Object.freeze([]) }) });
    return Object.freeze({ ...c, tile: tileHidden ? null : c.tile, tileHidden, readied: readiedHidden ? null : c.readied, readiedHidden, character, packSize: eq.pack.length });
  });
  const { rng: _rng, boneyard, combatants: _c, ...rest } = state;
  return Object.freeze({ ...rest, boneyardSize: boneyard.length, combatants: Object.freeze(combatants) });
}

/**
 * Events as one player may see them ([ruling D08](../../../../../docs/rulings/zilch.md#d08)): another player's draw (`domino`) carries no tile — the
 * tile shows up later in a public `reveal` event. Everything else in the log is public at the table.
 *
 * @param events - Events from any step; never mutated.
 * @param state - The combat the events belong to (for the sides of the ids).
 * @param viewer - The ids and/or sides the player controls.
 * @returns The events, in order, as this player sees them.
 * @throws {@link CombatStateError} for a malformed viewer.
 * @example
 * ```ts
 * const { state: next, events } = declareStances(state, stances);
 * send(player, eventsFor(events, next, { sides: ['pcs'] }));
 * ```
 * @since 0.2.0
 * @category VTT
 */
export function eventsFor(events: readonly CombatEvent[], state: CombatState, viewer: Viewer): readonly CombatEventView[] {
  checkViewer(viewer);
  const side = new Map(state.combatants.map((c) => [c.id, c.side]));
  return Object.freeze(
    events.map((e): CombatEventView => {
      if (e.type !== 'domino') return e;
      // a combatant no longer in the fight (removed by the GM) has no side: only its own id sees its tile
      const at = side.get(e.id);
      const mine = at === undefined ? (viewer.ids ?? []).includes(e.id) : owns(viewer, { id: e.id, side: at });
      return mine ? e : Object.freeze({ type: 'domino', id: e.id, tile: null });
    }),
  );
}
