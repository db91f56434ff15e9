// Defend, Ready and Shift Stance (seed § Defend, § Ready, § Shift Stance; Z01, Z04).
import { ActionError } from '../../errors/ActionError.js';
import { StanceError } from '../../errors/StanceError.js';
import { shiftStance } from '../stances.js';
import { conditionsIn, find, replace } from '../internal.js';
import { actionCost } from '../economy.js';
import type { Action, Combatant, TurnProgress } from '../types.js';
import { withState, type ActionContext } from './context.js';

type Of<K extends Action['kind']> = Extract<Action, { readonly kind: K }>;

/** @internal Defend: the Standard action that a Guarded stance costs ([Z04](../../../../../docs/rulings/zilch.md#z04)). */
export function performDefend(ctx: ActionContext, id: string): ActionContext {
  return withState(ctx, replace(ctx.state, { ...find(ctx.state, id), defended: true }));
}

/** @internal Ready (Cautious only): hold one Standard action until a trigger before the next turn. */
export function performReady(ctx: ActionContext, id: string, action: Of<'ready'>): ActionContext {
  const c = find(ctx.state, id);
  if (c.stance !== 'cautious') throw new ActionError(`Ready needs a Cautious stance (Z04); ${id} is ${c.stance}`);
  if (typeof action.action !== 'object' || action.action === null || actionCost(action.action) !== 'standard') {
    throw new ActionError('Ready holds back one Standard action');
  }
  return withState(ctx, replace(ctx.state, { ...c, readied: action.action }));
}

/**
 * @internal [Z04](../../../../../docs/rulings/zilch.md#z04): a Guarded stance costs the turn's Standard action, which must be Defend. So a
 * shift into Guarded is refused once any other Standard or Full action was taken this turn, and
 * a shift out of Guarded needs Defend first.
 */
export function checkShift(c: Combatant, to: Combatant['stance'], progress: TurnProgress): void {
  if (c.stance === 'guarded' && !c.defended) throw new StanceError(`${c.id} must Defend before leaving Guarded (Z04)`);
  if (to === 'guarded') {
    const other = progress.taken.find((k) => k !== 'defend' && (actionCost({ kind: k } as Action) === 'standard' || actionCost({ kind: k } as Action) === 'full'));
    if (other !== undefined) {
      throw new StanceError(`${c.id} took ${other} this turn, so cannot shift into Guarded: its Standard action would have to be Defend (Z04)`);
    }
  }
  if (conditionsIn(c).includes('threatened') && to !== 'cautious' && to !== 'guarded') {
    throw new StanceError(`${c.id} is Threatened and must keep a defensive stance (Z04)`);
  }
}

/** @internal Shift Stance ([Z01](../../../../../docs/rulings/zilch.md#z01)): one degree, the same domino read the new way. */
export function performShiftStance(ctx: ActionContext, id: string, action: Of<'shiftStance'>): ActionContext {
  const c = find(ctx.state, id);
  if (c.stance === 'none') throw new StanceError(`${id} has no stance to shift`);
  const to = shiftStance(c.stance, action.to);
  checkShift(c, to, ctx.progress);
  ctx.events.push({ type: 'stanceShift', id, from: c.stance, to });
  return withState(ctx, replace(ctx.state, { ...c, stance: to }));
}
