// Cast (Z18): rune E, a ranged energy attack; rune T, a touch that harms a foe or heals a willing target.
import { ActionError } from '../../errors/ActionError.js';
import { spendChips } from '../../characters/character.js';
import { handsUsed } from '../../equipment/equipment.js';
import { heal } from '../../injury/damage.js';
import { spellcasterClass, touchHealing, RUNES } from '../../magic/runes.js';
import { find, replace, withCharacter } from '../internal.js';
import { strike } from '../strike.js';
import type { Character } from '../../characters/character.js';
import type { Action, CombatEvent, CombatState } from '../types.js';
import { withState, type ActionContext } from './context.js';
import { quoted } from '../../errors/shown.js';

type Of<K extends Action['kind']> = Extract<Action, { readonly kind: K }>;

/** @internal [Z18](../../../../../docs/rulings/zilch.md#z18): casting needs a free hand, or a held staff, wand or holy symbol. */
export function canGesture(c: Character): boolean {
  return handsUsed(c.equipment.held) < 2 || c.equipment.held.some((i) => ['staff', 'wand', 'holySymbol'].includes(i.name));
}

/** @internal [Z18](../../../../../docs/rulings/zilch.md#z18): a willing touch heals; the event says what was actually restored (an unhurt target gains nothing). */
export function willingTouch(state: CombatState, casterId: string, targetId: string, events: CombatEvent[]): CombatState {
  const caster = spellcasterClass(find(state, casterId).character);
  const t = find(state, targetId);
  const amount = caster === null ? 0 : touchHealing(caster, t.character.undead);
  if (amount === 0) {
    events.push({ type: 'noEffect', id: casterId, target: t.id, reason: 'this energy does not heal that target (Z18)' });
    return state;
  }
  const healed = heal(t.character, amount);
  events.push({
    type: 'heal',
    id: casterId,
    target: t.id,
    amount: healed.chips.hearts - t.character.chips.hearts,
    taintRemoved: t.character.taint.hearts - healed.taint.hearts,
  });
  return replace(state, withCharacter(t, healed, events));
}

/** @internal Cast: pay the rune's Diamond chips, then attack (E, hostile T) or heal (willing T). */
export function performCast(ctx: ActionContext, id: string, action: Of<'cast'>): ActionContext {
  const c = find(ctx.state, id);
  if (spellcasterClass(c.character) === null) throw new ActionError(`${id} is not a Spellcaster`);
  if (!canGesture(c.character)) throw new ActionError(`${id} needs a free hand (or a staff, wand or holy symbol) to cast (Z18)`);
  if (action.rune !== 'E' && action.rune !== 'T') throw new ActionError(`unknown rune ${quoted(action.rune)}; Lite casters know E and T (Z18)`);
  const rune = RUNES[action.rune];
  const willing = action.rune === 'T' && action.willing === true;
  if (willing && (action.distance ?? 'adjacent') !== 'adjacent') throw new ActionError('rune T needs an Adjacent target (Z18)');
  if (willing) find(ctx.state, action.target);
  const paid = replace(ctx.state, { ...c, character: spendChips(c.character, 'diamonds', rune.cost) });
  ctx.events.push({ type: 'chips', id, suit: 'diamonds', spent: rune.cost });
  if (willing) return withState(ctx, willingTouch(paid, id, action.target, ctx.events));
  return withState(ctx, strike(paid, id, action, { mode: 'spell', rune: action.rune }, ctx.events));
}
