// Dispatches one action to its handler (one small function per action, in actions/).
import { ActionError } from '../errors/ActionError.js';
import { performAttack, performCharge, performSpecialAttack } from './actions/attacks.js';
import { performCast } from './actions/cast.js';
import { performExtinguish } from './actions/extinguish.js';
import { drawHandy, dropItem, performManipulate, performRetrieve, performUse } from './actions/items.js';
import { diveProne, performMove, performStand, step } from './actions/movement.js';
import { performDefend, performReady, performShiftStance } from './actions/stance.js';
import { performSecondAttack, performTwoWeaponFighting } from './actions/twoWeaponFighting.js';
import type { ActionContext } from './actions/context.js';
import type { Action } from './types.js';
import { quoted } from '../errors/shown.js';

const FREE = ['diveProne', 'dropItem', 'step', 'speak', 'drawHandy'];

/** @internal Performs a free action (seed § Free Actions). */
function performFree(ctx: ActionContext, id: string, action: Extract<Action, { readonly kind: 'free' }>): ActionContext {
  switch (action.what) {
    case 'diveProne':
      return diveProne(ctx, id);
    case 'step':
      return step(ctx, id);
    case 'dropItem':
      return dropItem(ctx, id, action.item);
    case 'drawHandy':
      return drawHandy(ctx, id, action.item);
    case 'speak':
      return ctx;
    default:
      throw new ActionError(`unknown free action ${quoted(action.what)}; use ${FREE.join(', ')}`);
  }
}

/** @internal Executes one action (the economy is paid by the caller). */
export function perform(ctx: ActionContext, id: string, action: Action): ActionContext {
  if (typeof action !== 'object' || action === null) throw new ActionError(`an action must be an object, got ${String(action)}`);
  ctx.events.push({ type: 'action', id, action: action.kind });
  switch (action.kind) {
    case 'attack':
      return performAttack(ctx, id, action);
    case 'charge':
      return performCharge(ctx, id, action);
    case 'specialAttack':
      return performSpecialAttack(ctx, id, action);
    case 'twoWeaponFighting':
      return performTwoWeaponFighting(ctx, id, action);
    case 'secondAttack':
      return performSecondAttack(ctx, id, action);
    case 'cast':
      return performCast(ctx, id, action);
    case 'defend':
      return performDefend(ctx, id);
    case 'use':
      return performUse(ctx, id, action);
    case 'ready':
      return performReady(ctx, id, action);
    case 'retrieve':
      return performRetrieve(ctx, id, action);
    case 'extinguish':
      return performExtinguish(ctx, id, action);
    case 'move':
      return performMove(ctx, id, action);
    case 'manipulate':
      return performManipulate(ctx, id, action);
    case 'shiftStance':
      return performShiftStance(ctx, id, action);
    case 'stand':
      return performStand(ctx, id);
    case 'free':
      return performFree(ctx, id, action);
    default:
      throw new ActionError(`unknown action kind ${quoted((action as { kind?: unknown }).kind)}`);
  }
}
