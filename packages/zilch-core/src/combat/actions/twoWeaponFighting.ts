// Two-Weapon Fighting (Z33): split the offensive pips between two attacks; see the first
// result, step or retarget, then make the second.
import { ActionError } from '../../errors/ActionError.js';
import { stancePips } from '../stances.js';
import { find, isOver } from '../internal.js';
import { strike } from '../strike.js';
import { heldWeapons, twoWeaponPair } from '../weaponChoice.js';
import type { Weapon } from '../../equipment/items.js';
import type { Action, AttackOptions } from '../types.js';
import type { ActionContext } from './context.js';

type Of<K extends Action['kind']> = Extract<Action, { readonly kind: K }>;

/** @internal [Z33](../../../../../docs/rulings/zilch.md#z33): the split of the offensive pips, at least 1 per attack. */
export function splitPips(total: number, first: number): readonly [number, number] {
  if (!Number.isInteger(first) || first < 1 || total - first < 1) {
    throw new ActionError(`split ${total} offensive pips with at least 1 per attack (Z33), not ${String(first)}`);
  }
  return [first, total - first];
}

/** @internal The weapon of the second attack: the pair's other weapon (the same one for a staff or shortbow). */
function otherWeapon(pair: readonly [Weapon, Weapon], first: string | undefined): Weapon {
  const [a, b] = pair;
  if (first === undefined || a === b || first === a.name) return b;
  if (first === b.name) return a;
  throw new ActionError(`Two-Weapon Fighting uses ${a.name} and ${b.name}, not ${first} (Z33)`);
}

/** @internal The first attack of Two-Weapon Fighting; the second waits in the turn's progress (or follows at once when `second` is given). */
export function performTwoWeaponFighting(ctx: ActionContext, id: string, action: Of<'twoWeaponFighting'>): ActionContext {
  const c = find(ctx.state, id);
  if (!c.character.classes.some((k) => k === 'fighter' || k === 'rogue')) throw new ActionError('Two-Weapon Fighting is for Fighters and Rogues (Z33)');
  const pair = twoWeaponPair(c.character);
  if (c.tile === null || c.stance === 'none' || c.stance === 'guarded') throw new ActionError(`${id} has no offensive pips to split`);
  const [firstPips, secondPips] = splitPips(stancePips(c.stance, c.tile).offense, action.firstPips);
  const firstWeapon = action.weapon === undefined || pair[0] === pair[1] ? pair[0] : pair.find((w) => w.name === action.weapon);
  if (firstWeapon === undefined) throw new ActionError(`Two-Weapon Fighting uses ${pair[0].name} and ${pair[1].name}, not ${String(action.weapon)} (Z33)`);
  const second = otherWeapon(pair, firstWeapon.name);
  const state = strike(ctx.state, id, action, { mode: 'weapon', offensePips: firstPips, weapon: firstWeapon }, ctx.events);
  const pending = { pips: secondPips, weapon: second.name, chipsSpent: (action.clubChips ?? 0) > 0 };
  const next: ActionContext = { ...ctx, state, progress: { ...ctx.progress, secondAttack: pending } };
  // a first attack that leaves one side standing ends the fight before the second, as step by step
  if (action.second === undefined || isOver(state)) return next;
  return performSecondAttack(next, id, { ...action.second, kind: 'secondAttack' });
}

/** @internal The second attack of Two-Weapon Fighting, against any target ([Z33](../../../../../docs/rulings/zilch.md#z33)). */
export function performSecondAttack(ctx: ActionContext, id: string, action: Of<'secondAttack'> | (AttackOptions & { readonly kind: 'secondAttack' })): ActionContext {
  const pending = ctx.progress.secondAttack;
  if (pending === null) throw new ActionError('a second attack follows a Two-Weapon Fighting attack in the same turn (Z33)');
  if (pending.chipsSpent && (action.clubChips ?? 0) > 0) throw new ActionError('Club chips go to one of the two attacks of Two-Weapon Fighting, and the first took them (Z33)');
  if (action.weapon !== undefined && action.weapon !== pending.weapon) throw new ActionError(`the second attack uses ${pending.weapon} (Z33)`);
  const c = find(ctx.state, id);
  const held = heldWeapons(c.character).find((w) => w.name === pending.weapon);
  if (held === undefined) throw new ActionError(`${id} no longer holds ${pending.weapon} for the second attack`);
  const weapon = held.double ? Object.freeze({ ...held, category: 'light' as const }) : held;
  const state = strike(ctx.state, id, action, { mode: 'weapon', offensePips: pending.pips, weapon }, ctx.events);
  return { ...ctx, state, progress: { ...ctx.progress, secondAttack: null } };
}
