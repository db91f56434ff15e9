// Attack, Charge and Special Attack (seed § Standard Actions; Z04, Z07, Z34).
import { ActionError } from '../../errors/ActionError.js';
import { find, has } from '../internal.js';
import { strike } from '../strike.js';
import type { Action } from '../types.js';
import { withState, type ActionContext } from './context.js';
import { quoted } from '../../errors/shown.js';

type Of<K extends Action['kind']> = Extract<Action, { readonly kind: K }>;

/** @internal Attack: one weapon attack on one target. */
export function performAttack(ctx: ActionContext, id: string, action: Of<'attack'>): ActionContext {
  return withState(ctx, strike(ctx.state, id, action, { mode: 'weapon' }, ctx.events));
}

/** @internal Charge ([Z04](../../../../../docs/rulings/zilch.md#z04), [Z07](../../../../../docs/rulings/zilch.md#z07)): Reckless and not Slowed; moves, then one melee attack at the end of the move. */
export function performCharge(ctx: ActionContext, id: string, action: Of<'charge'>): ActionContext {
  const c = find(ctx.state, id);
  if (c.stance !== 'reckless') throw new ActionError(`Charge needs a Reckless stance (Z04); ${id} is ${c.stance}`);
  if (has(c, 'slowed')) throw new ActionError(`${id} is Slowed and cannot Charge (Z07)`);
  // a Charge moves first, and neither grappler may move (Z12)
  if (c.grappling !== null) throw new ActionError(`${id} is grappling and cannot Charge (Z12)`);
  const state = strike(ctx.state, id, { ...action, distance: 'adjacent' }, { mode: 'weapon' }, ctx.events);
  return { ...ctx, state, progress: { ...ctx.progress, moved: true } };
}

/** @internal Special Attack ([Z34](../../../../../docs/rulings/zilch.md#z34)): announced before the roll, no damage, an effect on a hit. */
export function performSpecialAttack(ctx: ActionContext, id: string, action: Of<'specialAttack'>): ActionContext {
  const kinds = ['bullrush', 'disarm', 'grapple', 'trip'];
  if (!kinds.includes(action.special)) throw new ActionError(`unknown Special Attack ${quoted(action.special)}; use ${kinds.join(', ')} (Z34)`);
  return withState(ctx, strike(ctx.state, id, action, { mode: 'special', special: action.special }, ctx.events));
}
