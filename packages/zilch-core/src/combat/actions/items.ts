// Use, Retrieve, Manipulate (stow), and the free actions that move items: draw a handy item, drop one.
import { ActionError } from '../../errors/ActionError.js';
import { handsUsed, MAX_HANDY_ITEMS, type Equipment } from '../../equipment/equipment.js';
import type { Character } from '../../characters/character.js';
import { find, replace } from '../internal.js';
import type { Action } from '../types.js';
import { withState, type ActionContext } from './context.js';
import { quoted } from '../../errors/shown.js';

type Of<K extends Action['kind']> = Extract<Action, { readonly kind: K }>;

function withEquipment(c: Character, eq: Equipment): Character {
  return Object.freeze({
    ...c,
    equipment: Object.freeze({ ...eq, held: Object.freeze([...eq.held]), handy: Object.freeze([...eq.handy]), pack: Object.freeze([...eq.pack]) }),
  });
}

/** @internal Use: a held item (drink a potion, pour oil). */
export function performUse(ctx: ActionContext, id: string, action: Of<'use'>): ActionContext {
  const c = find(ctx.state, id);
  if (!c.character.equipment.held.some((i) => i.name === action.item)) throw new ActionError(`${id} holds no ${quoted(action.item)} to use`);
  return ctx;
}

/** @internal Retrieve (a Full action): an item from the pack into a free hand. */
export function performRetrieve(ctx: ActionContext, id: string, action: Of<'retrieve'>): ActionContext {
  const c = find(ctx.state, id);
  const eq = c.character.equipment;
  if (handsUsed(eq.held) >= 2) throw new ActionError(`Retrieve needs a free hand; ${id} has none`);
  const i = eq.pack.findIndex((x) => x.name === action.item);
  const item = eq.pack[i];
  if (item === undefined) throw new ActionError(`${id}'s pack holds no ${quoted(action.item)}`);
  if (item.kind === 'armor') throw new ActionError('armor cannot be held');
  // a buckler or heavy bracers are strapped on, never held (seed § Shields), as drawHandy refuses too
  if (item.kind === 'shield' && item.strapped) throw new ActionError(`${item.name} is strapped to the forearm and is not held`);
  if (handsUsed([...eq.held, item]) > 2) throw new ActionError(`${item.name} needs more free hands`);
  ctx.events.push({ type: 'itemMoved', id, item: item.name, from: 'pack', to: 'held' });
  const next = withEquipment(c.character, { ...eq, held: [...eq.held, item], pack: eq.pack.filter((_, j) => j !== i) });
  return withState(ctx, replace(ctx.state, { ...c, character: next }));
}

/** @internal Manipulate (Minor): with `stow`, a held item goes into a free handy slot (seed § Manipulate). */
export function performManipulate(ctx: ActionContext, id: string, action: Of<'manipulate'>): ActionContext {
  if (action.stow === undefined) return ctx;
  const c = find(ctx.state, id);
  const eq = c.character.equipment;
  const i = eq.held.findIndex((x) => x.name === action.stow);
  const item = eq.held[i];
  if (item === undefined) throw new ActionError(`${id} holds no ${quoted(action.stow)} to stow`);
  if (eq.handy.length >= MAX_HANDY_ITEMS) throw new ActionError(`${id}'s ${MAX_HANDY_ITEMS} handy slots are full`);
  ctx.events.push({ type: 'itemMoved', id, item: item.name, from: 'held', to: 'handy' });
  const next = withEquipment(c.character, { ...eq, held: eq.held.filter((_, j) => j !== i), handy: [...eq.handy, item] });
  return withState(ctx, replace(ctx.state, { ...c, character: next }));
}

/** @internal Free action: draw a handy item into a free hand (seed § Free Actions; a buckler stays strapped). */
export function drawHandy(ctx: ActionContext, id: string, name: string | undefined): ActionContext {
  const c = find(ctx.state, id);
  const eq = c.character.equipment;
  const i = eq.handy.findIndex((x) => x.name === name);
  const item = eq.handy[i];
  if (item === undefined) throw new ActionError(`${id} has no handy ${quoted(name)} to draw`);
  if (item.kind === 'shield' && item.strapped) throw new ActionError(`${item.name} is strapped to the forearm and is not held`);
  if (handsUsed([...eq.held, item]) > 2) throw new ActionError(`${id} has no free hand for ${item.name}`);
  ctx.events.push({ type: 'itemMoved', id, item: item.name, from: 'handy', to: 'held' });
  const next = withEquipment(c.character, { ...eq, held: [...eq.held, item], handy: eq.handy.filter((_, j) => j !== i) });
  return withState(ctx, replace(ctx.state, { ...c, character: next }));
}

/** @internal Free action: drop a held item. */
export function dropItem(ctx: ActionContext, id: string, name: string | undefined): ActionContext {
  const c = find(ctx.state, id);
  const eq = c.character.equipment;
  const i = eq.held.findIndex((x) => x.name === name);
  const item = eq.held[i];
  if (item === undefined) throw new ActionError(`${id} holds no ${quoted(name)}`);
  ctx.events.push({ type: 'itemsDropped', id, items: [item.name] });
  return withState(ctx, replace(ctx.state, { ...c, character: withEquipment(c.character, { ...eq, held: eq.held.filter((_, j) => j !== i) }) }));
}
