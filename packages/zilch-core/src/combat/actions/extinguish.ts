// Putting out fire (seed § Burning; Z31): stop, drop and roll, or smother someone else's flames.
import { ActionError } from '../../errors/ActionError.js';
import { rollSuitTest } from '../../suitTest/suitTest.js';
import { effectiveSuit, withCondition, conditionsOf } from '../../characters/character.js';
import { CONDITIONS } from '../../conditions/conditions.js';
import { conditionsIn, find, replace } from '../internal.js';
import type { Action } from '../types.js';
import type { ActionContext } from './context.js';

type Of<K extends Action['kind']> = Extract<Action, { readonly kind: K }>;

/** @internal The ♠ (First Aid) test modifier of the one who acts: Hampered −2 ([Z08](../../../../../docs/rulings/zilch.md#z08)). */
export function physicalTestModifier(conditions: readonly (keyof typeof CONDITIONS)[]): number {
  return conditions.reduce((m, k) => m + CONDITIONS[k].physicalTestModifier, 0);
}

/** @internal Extinguish (Full): a ♠ (First Aid) test by the actor puts out its own fire or, with `target`, another's (smothered with a cloak or blanket). */
export function performExtinguish(ctx: ActionContext, id: string, action: Of<'extinguish'>): ActionContext {
  const actor = find(ctx.state, id);
  const target = find(ctx.state, action.target ?? id);
  if (!conditionsOf(target.character).includes('burning')) throw new ActionError(`${target.id} is not burning`);
  const [t, rng] = rollSuitTest(ctx.state.rng, effectiveSuit(actor.character, 'spades'), physicalTestModifier(conditionsIn(actor)));
  const purpose = target.id === id ? 'extinguish (♠ First Aid, Z31)' : `smother ${target.id}'s fire (♠ First Aid, Z31)`;
  ctx.events.push({ type: 'test', id, purpose, result: t });
  const s = { ...ctx.state, rng };
  const state = t.success ? replace(s, { ...target, character: withCondition(target.character, 'burning', false) }) : s;
  return { ...ctx, state };
}
