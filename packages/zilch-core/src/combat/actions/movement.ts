// Move, Stand, and the free actions dive prone and step (seed § Minor Actions, § Free Actions; Z07, Z09, Z12, Z32).
import { ActionError } from '../../errors/ActionError.js';
import { effectiveSuit, withCondition, conditionsOf } from '../../characters/character.js';
import { conditionsIn, find, has, replace } from '../internal.js';
import type { Action, Combatant, MoveMode } from '../types.js';
import { withState, type ActionContext } from './context.js';
import { quoted } from '../../errors/shown.js';

type Of<K extends Action['kind']> = Extract<Action, { readonly kind: K }>;

const MODES: readonly MoveMode[] = ['walk', 'run', 'sprint', 'swim', 'climb'];

/**
 * @internal Move rate in squares ([Z07](../../../../../docs/rulings/zilch.md#z07), [Z09](../../../../../docs/rulings/zilch.md#z09), [Z32](../../../../../docs/rulings/zilch.md#z32)): ♠ walking (½ when Slowed), ×1.5 running and ×2
 * sprinting (Reckless and not Slowed), ¼ swimming or climbing; rounded down, at least 1. A Prone
 * creature crawls 1.
 */
export function moveRate(c: Combatant, mode: MoveMode): number {
  if (!MODES.includes(mode)) throw new ActionError(`unknown move mode ${quoted(mode)}; use ${MODES.join(', ')} (Z32)`);
  const slowed = has(c, 'slowed');
  // checked before Prone: a Prone creature crawls, and crawling is no way round the stance rule
  if ((mode === 'run' || mode === 'sprint') && (slowed || c.stance !== 'reckless')) {
    throw new ActionError('running and sprinting need a Reckless stance and no Slowed (Z07, seed § Move)');
  }
  if (conditionsIn(c).includes('prone')) return 1;
  const spades = effectiveSuit(c.character, 'spades');
  const base = slowed ? Math.floor(spades / 2) : spades;
  const factor = { walk: 1, run: 1.5, sprint: 2, swim: 0.25, climb: 0.25 }[mode];
  return Math.max(1, Math.floor(base * factor));
}

/** @internal Move (Minor): up to the move rate; not while grappling ([Z12](../../../../../docs/rulings/zilch.md#z12)). */
export function performMove(ctx: ActionContext, id: string, action: Of<'move'>): ActionContext {
  const c = find(ctx.state, id);
  if (c.grappling !== null) throw new ActionError(`${id} is grappling and cannot move away (Z12)`);
  const mode = action.mode ?? 'walk';
  const rate = moveRate(c, mode);
  if (!Number.isInteger(action.squares) || action.squares < 0 || action.squares > rate) {
    throw new ActionError(`${id} can move 0..${rate} squares (${mode}, Z32), not ${String(action.squares)}`);
  }
  return { ...ctx, progress: { ...ctx.progress, moved: true } };
}

/** @internal Stand up from Prone (Minor, [Z09](../../../../../docs/rulings/zilch.md#z09)). */
export function performStand(ctx: ActionContext, id: string): ActionContext {
  const c = find(ctx.state, id);
  if (!conditionsOf(c.character).includes('prone')) throw new ActionError(`${id} is not Prone`);
  return withState(ctx, replace(ctx.state, { ...c, character: withCondition(c.character, 'prone', false) }));
}

/** @internal Free action: dive prone ([Z09](../../../../../docs/rulings/zilch.md#z09)). */
export function diveProne(ctx: ActionContext, id: string): ActionContext {
  const c = find(ctx.state, id);
  return withState(ctx, replace(ctx.state, { ...c, character: withCondition(c.character, 'prone') }));
}

/** @internal Free action: one step, once per turn and only without a Move (seed § Free Actions). */
export function step(ctx: ActionContext, id: string): ActionContext {
  if (ctx.progress.moved || ctx.progress.stepped) throw new ActionError(`${id} may take one free step per turn, and only without a Move`);
  if (find(ctx.state, id).grappling !== null) throw new ActionError(`${id} is grappling and cannot step away (Z12)`);
  return { ...ctx, progress: { ...ctx.progress, stepped: true } };
}
