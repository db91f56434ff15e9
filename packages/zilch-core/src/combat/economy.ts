// The action economy of a turn (seed § Combat Actions).
import { ActionError } from '../errors/ActionError.js';
import type { Action, TurnProgress } from './types.js';

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

/** @internal What an action costs in the turn's economy (the second attack of Two-Weapon Fighting is part of its Full action); an ActionError for a value that is not an action. */
export function actionCost(a: Action): 'full' | 'standard' | 'minor' | 'free' {
  if (typeof a !== 'object' || a === null) throw new ActionError(`an action must be an object with a kind, got ${String(a)}`);
  switch (a.kind) {
    case 'twoWeaponFighting':
    case 'ready':
    case 'retrieve':
    case 'extinguish':
      return 'full';
    case 'attack':
    case 'charge':
    case 'specialAttack':
    case 'cast':
    case 'defend':
    case 'use':
      return 'standard';
    case 'move':
    case 'manipulate':
    case 'shiftStance':
    case 'stand':
      return 'minor';
    case 'free':
    case 'secondAttack':
      return 'free';
    default:
      throw new ActionError(`unknown action kind ${String((a as { kind?: unknown }).kind)}`);
  }
}

/** @internal One Full action alone, or at most one Standard with Standard + Minor ≤ 2 (a Full converts to Standard + Minor, a Standard to a Minor). */
export function economyAllows(full: number, standard: number, minor: number): boolean {
  return (full === 1 && standard === 0 && minor === 0) || (full === 0 && standard <= 1 && standard + minor <= 2);
}

/** @internal The turn progress after paying for `a`, or an ActionError when the turn has no room for it. */
export function payFor(p: TurnProgress, a: Action): TurnProgress {
  if (p.taken.length >= MAX_ACTIONS_PER_TURN) throw new ActionError(`at most ${MAX_ACTIONS_PER_TURN} actions per turn`);
  const cost = actionCost(a);
  const full = p.full + (cost === 'full' ? 1 : 0);
  const standard = p.standard + (cost === 'standard' ? 1 : 0);
  const minor = p.minor + (cost === 'minor' ? 1 : 0);
  if (!economyAllows(full, standard, minor)) {
    throw new ActionError(
      `a turn is one Full action, or one Standard + one Minor, or two Minor actions; ${a.kind} would make ${full} full, ${standard} standard, ${minor} minor`,
    );
  }
  return { ...p, full, standard, minor, taken: [...p.taken, a.kind] };
}

/** @internal A fresh turn for `id`. */
export function newProgress(id: string): TurnProgress {
  return { id, taken: [], full: 0, standard: 0, minor: 0, moved: false, stepped: false, secondAttack: null };
}

/**
 * Checks a whole turn's actions against the action economy (seed § Combat Actions): one Full
 * action, or one Standard + one Minor, or two Minor; any number of Free actions. A Guarded
 * combatant's Standard action must be Defend ([Z04](../../../../docs/rulings/zilch.md#z04)). {@link takeTurn} and {@link act} apply the
 * same rule step by step (and also catch a shift into Guarded after another Standard action).
 *
 * @param actions - The turn's actions (at most {@link MAX_ACTIONS_PER_TURN}).
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
  if (!Array.isArray(actions)) throw new ActionError('actions must be an array of actions');
  if (actions.length > MAX_ACTIONS_PER_TURN) throw new ActionError(`at most ${MAX_ACTIONS_PER_TURN} actions per turn`);
  let p = newProgress('');
  for (const a of actions) p = payFor(p, a);
  if (guarded && !actions.some((a) => a.kind === 'defend')) {
    throw new ActionError('a Guarded combatant must spend its Standard action on Defend (Z04)');
  }
}
