// react: an action out of turn — a draft31 reaction attack on the latest opening, a block, or a
// classic Warrior's Parry.
import { CombatActionError } from '../errors.js';
import { rollAttack } from '../attack/attack.js';
import { cleaveDieAttack, parry } from '../attack/cleave.js';
import { canExploitOpening, rollMonsterReact } from '../reactions/reactions.js';
import { canMoveReact } from '../reactions/movement.js';
import { checkEnd, checkMorale, find, freezeState, hurt, out, put, withRng } from './internal.js';
import { assertTurns, strike } from './takeTurn.js';
import type { CombatEvent, CombatReaction, CombatState, CombatStep } from './types.js';

/**
 * Acts out of turn. `attack` (draft31): exploit the latest opening — a PC spends a reaction; a
 * monster first needs the react-chance roll by HD (the best among the standing monsters).
 * `block`: spend the move to block someone who moved (not after a double move or a move of your
 * own). `parry` (classic Warrior): after a successful defence, a cleave die rolls to hit the
 * attacker.
 *
 * @param state - The fight; never mutated.
 * @param id - Who reacts.
 * @param reaction - The reaction.
 * @returns The new state and what happened.
 * @throws {@link CombatActionError} out of phase, for an unknown or fallen combatant, no opening
 *   or a second reaction attack against the same action, no reactions left, an opening the rules
 *   forbid exploiting, a reaction attack in classic, blocking after moving, or Parry without a
 *   successful defence or a cleave die.
 * @example
 * ```ts
 * const next = react(state, 'orc', { kind: 'attack', target: 'hero' });
 * ```
 * @since 0.1.0
 * @category Combat engine
 */
export function react(state: CombatState, id: string, reaction: CombatReaction): CombatStep {
  assertTurns(state);
  const me = find(state, id);
  if (out(me)) throw new CombatActionError('turn', `${id} is out of the fight`, id);
  if (typeof reaction !== 'object' || reaction === null) throw new CombatActionError('reaction', 'a reaction must be an object', reaction);
  const events: CombatEvent[] = [];
  let s = state;
  if (reaction.kind === 'attack') {
    if (s.edition !== 'draft31') throw new CombatActionError('R26', 'reaction attacks are a draft31 rule', reaction);
    const o = s.opening;
    if (o === null) throw new CombatActionError('DR-38', 'there is no opening to exploit', reaction);
    if (o.exploitedBy !== null) throw new CombatActionError('DR-36', `${o.exploitedBy} already made a reaction attack against this action`, o.exploitedBy);
    if (reaction.target !== o.by) throw new CombatActionError('DR-38', `the opening is ${o.by}'s, not ${reaction.target}'s`, reaction.target);
    const target = find(s, o.by);
    if (target.kind === me.kind) throw new CombatActionError('action', `${id} and ${target.id} are on the same side`, target.id);
    if (out(target)) throw new CombatActionError('action', `${target.id} is out of the fight`, target.id);
    if (me.onlyMoves) throw new CombatActionError('R23', `${id} may only move`, id);
    const ok = canExploitOpening({ targetAttackedYou: target.attacked.includes(id), dagger: me.input.dagger === true, openings: o.openings ?? 1 });
    if (ok !== true) throw new CombatActionError('DR-38', ok, id);
    s = { ...s, opening: { ...o, exploitedBy: id } };
    if (me.kind === 'pc') {
      if (me.reactions <= 0) throw new CombatActionError('R26', `${id} has no reactions left this round`, me.reactions);
      s = put(s, { ...find(s, id), reactions: me.reactions - 1 });
      events.push({ type: 'reaction', id, kind: 'attack', target: target.id });
      s = strike(s, find(s, id), target, false, true, events);
    } else {
      const hds = s.combatants.filter((c) => c.kind === 'monster' && !out(c)).map((c) => c.input.hd ?? 1);
      const [r, rng] = rollMonsterReact(s.rng, hds);
      s = withRng(s, rng);
      events.push({ type: 'reactRoll', id, outcome: r });
      if (r === 'reacts') {
        events.push({ type: 'reaction', id, kind: 'attack', target: target.id });
        s = strike(s, me, target, false, true, events);
      }
    }
  } else if (reaction.kind === 'block') {
    const target = find(s, reaction.target);
    if (target.kind === me.kind) throw new CombatActionError('action', `${id} and ${target.id} are on the same side`, target.id);
    if (me.moved === 'double') throw new CombatActionError('CL-86', `${id} moved twice this round and cannot block`, id);
    if (me.moved !== 'no') throw new CombatActionError('CL-86', `${id} already used its move this round`, id);
    if (target.moved === 'no') throw new CombatActionError('CL-86', `${target.id} has not moved`, target.id);
    s = put(s, { ...me, moved: 'once' });
    s = put(s, { ...find(s, target.id), blockedBy: id });
    events.push({ type: 'reaction', id, kind: 'block', target: target.id });
  } else if (reaction.kind === 'parry') {
    const d = s.lastDefence;
    if (d === null || d.defender !== id) throw new CombatActionError('R56', `${id} has not just defended successfully`, id);
    if (me.cleave === null) throw new CombatActionError('R56', `${id} has no cleave dice`, id);
    const pool = parry(me.cleave, d.attacker);
    const attacker = find(s, d.attacker);
    s = put(s, { ...me, cleave: pool });
    events.push({ type: 'reaction', id, kind: 'parry', target: attacker.id });
    const [x, rng] = rollAttack(s.rng, cleaveDieAttack({ attribute: me.input.str ?? 10, ac: attacker.input.ac }), s.rules);
    s = withRng(s, rng);
    events.push({ type: 'cleave', attacker: id, target: attacker.id, outcome: x.outcome, damage: x.damage, parry: true });
    s = hurt(s, attacker.id, x.damage, events);
    s = { ...s, lastDefence: null };
  } else if (reaction.kind === 'evade' || reaction.kind === 'stick' || reaction.kind === 'spearCounter') {
    if (s.edition !== 'draft31') throw new CombatActionError('DR-24', `${reaction.kind} is a draft31 reaction`, reaction.kind);
    if (me.kind !== 'pc') throw new CombatActionError('DR-24', 'monsters react through the react-chance roll on openings', id);
    const mv = s.lastMove ?? null;
    if (mv === null || mv.by !== reaction.target) throw new CombatActionError('DR-24', `${String(reaction.target)} did not just move`, reaction.target);
    const target = find(s, mv.by);
    if (target.kind === me.kind) throw new CombatActionError('action', `${id} and ${target.id} are on the same side`, target.id);
    if (out(target)) throw new CombatActionError('action', `${target.id} is out of the fight`, target.id);
    const ok = canMoveReact(reaction.kind, {
      foeMove: reaction.kind === 'stick' ? 'away' : 'closer',
      moved: me.moved !== 'no',
      encumbered: me.input.encumbered === true,
      longWeapon: me.input.longWeapon === true,
      reactionsLeft: me.reactions,
    });
    if (ok !== true) throw new CombatActionError(reaction.kind === 'spearCounter' ? 'DR-34' : 'DR-24', ok, id);
    events.push({ type: 'reaction', id, kind: reaction.kind, target: target.id });
    if (reaction.kind === 'spearCounter') {
      if (mv.answeredBy.length > 0) throw new CombatActionError('DR-36', `${mv.answeredBy[0] ?? ''} already attacked ${target.id} in reaction to this move`, id);
      if (me.onlyMoves) throw new CombatActionError('R23', `${id} may only move`, id);
      s = { ...put(s, { ...me, reactions: me.reactions - 1 }), lastMove: { ...mv, answeredBy: [id] } };
      s = strike(s, find(s, id), target, false, true, events);
    } else {
      s = put(s, { ...me, moved: 'once', ...(reaction.kind === 'evade' ? { evaded: [...(me.evaded ?? []), target.id] } : {}) });
    }
  } else {
    throw new CombatActionError('reaction', `unknown reaction kind ${String((reaction as { kind?: unknown }).kind)}`, reaction);
  }
  s = checkMorale(s, events);
  s = checkEnd(s, events);
  return { state: freezeState(s), events: Object.freeze(events) };
}
