// takeTurn: the combatant whose turn it is acts (attack, shoot, move or pass).
import { CombatActionError, CombatInputError } from '../errors.js';
import { rollAttack, type AttackSpec } from '../attack/attack.js';
import { twistTheKnife } from '../techniques/techniques.js';
import { assignCleave, cleaveDieAttack, withCleaveDie } from '../attack/cleave.js';
import { rollDefence } from '../defence/defence.js';
import { rollShieldBlock } from '../defence/shield.js';
import { lengthAdvantage } from '../attack/weapons.js';
import { rollAmmunition } from '../ranged/ranged.js';
import { turnOpenings } from '../reactions/movement.js';
import { alert, extinguish, intimidate, meleeReach, tricksy, twoFronts } from './actions.js';
import { checkEnd, checkMorale, find, freezeState, hurt, out, put, skipOut, withRng } from './internal.js';
import type { Combatant, CombatAction, CombatEvent, CombatState, CombatStep } from './types.js';

export function assertTurns(s: CombatState): void {
  if (typeof s !== 'object' || s === null || !Array.isArray(s.combatants)) throw new CombatInputError('combat', 'not a combat state', s);
  if (s.phase !== 'turns') throw new CombatActionError('phase', `no turns are open: the phase is '${s.phase}'`, s.phase);
}

/** classic Long and Short weapons: everyone comes Close in round 1 (R58). */
function lengthEdge(s: CombatState, attacker: Combatant, target: Combatant): boolean {
  if (s.edition !== 'classic') return false;
  const mine = attacker.input.weaponLength ?? 'normal';
  const theirs = target.input.weaponLength ?? 'normal';
  if (mine === 'normal') return false;
  return lengthAdvantage(mine, theirs, s.round - 1);
}

/** A PC attacks a monster, or a monster attacks a PC (who rolls the defence). */
export function strike(s0: CombatState, attacker: Combatant, target: Combatant, ranged: boolean, reaction: boolean, events: CombatEvent[], cleave: readonly string[] = []): CombatState {
  let s = s0;
  if (attacker.kind === 'pc') {
    const weapon = ranged ? (attacker.input.ranged?.damage ?? attacker.input.damage) : attacker.input.damage;
    const longShort = !ranged && lengthEdge(s, attacker, target);
    let spec: AttackSpec = { attribute: ranged ? (attacker.input.dex ?? 10) : (attacker.input.str ?? 10), ac: target.input.ac, ...(weapon === undefined ? {} : { damage: weapon }), ...(longShort ? { advantage: 1 } : {}) };
    // Twist the Knife: the follow-up on the foe holding the blade has advantage and +level damage.
    if (!ranged && !reaction && (attacker.knife ?? null) === target.id) spec = twistTheKnife(spec, attacker.input.level ?? 1);
    let others: readonly string[] = [];
    if (cleave.length > 0) {
      if (attacker.cleave === null) throw new CombatActionError('R56', `${attacker.id} has no cleave dice`, cleave);
      for (const t of cleave) {
        const c = find(s, t);
        if (c.kind !== 'monster' || out(c)) throw new CombatActionError('R56', `cleave target ${t} is not a standing foe`, t);
      }
      const plan = assignCleave(attacker.cleave, target.id, cleave);
      s = put(s, { ...find(s, attacker.id), cleave: plan.pool });
      if (plan.primary) spec = withCleaveDie(spec);
      others = plan.others;
    }
    const [a, rng] = rollAttack(s.rng, spec, s.rules);
    s = withRng(s, rng);
    events.push({ type: 'attack', attacker: attacker.id, target: target.id, outcome: a.outcome, damage: a.damage, kept: a.kept, ranged });
    const twists = s.edition === 'classic' && !ranged && attacker.input.weaponLength === 'short' && (attacker.input.techniques ?? []).includes('twist-the-knife');
    if (twists && a.outcome !== 'miss') s = put(s, { ...find(s, attacker.id), knife: target.id });
    s = hurt(s, target.id, a.damage, events);
    if (a.outcome !== 'miss' && attacker.input.ongoing !== undefined && !find(s, target.id).down) {
      s = put(s, { ...find(s, target.id), ongoing: { die: attacker.input.ongoing, by: attacker.id } });
    }
    for (const t of others) {
      const c = find(s, t);
      const [x, r2] = rollAttack(s.rng, cleaveDieAttack({ attribute: spec.attribute, ac: c.input.ac }), s.rules);
      s = withRng(s, r2);
      events.push({ type: 'cleave', attacker: attacker.id, target: t, outcome: x.outcome, damage: x.damage, parry: false });
      s = hurt(s, t, x.damage, events);
    }
  } else {
    const t = target;
    const hampered = attacker.hampered === true;
    const edge = !ranged && lengthEdge(s, attacker, t);
    const advantage = (hampered ? 1 : 0) + (t.defensive === true ? 1 : 0) - ((t.knife ?? null) === attacker.id ? 1 : 0);
    const spec = {
      ...(edge ? { disadvantage: 1 } : {}),
      ac: t.input.ac,
      hd: attacker.input.hd ?? 1,
      con: Math.max(1, t.con),
      ...(t.input.helm === true ? { helm: true } : {}),
      ...(advantage > 0 ? { advantage } : {}),
      ...(advantage < 0 ? { disadvantage: -advantage } : {}),
      ...(attacker.input.damage === undefined ? {} : { damage: attacker.input.damage }),
    };
    if (hampered) s = put(s, { ...find(s, attacker.id), hampered: false });
    let [d, rng] = rollDefence(s.rng, spec, s.rules);
    s = withRng(s, rng);
    const knows = (id: string): boolean => s.edition === 'draft31' && (t.input.techniques ?? []).includes(id);
    if (d.outcome !== 'dodged' && !ranged && knows('parry') && find(s, t.id).reactions > 0) {
      // The Parry technique: a reaction spent to roll the failed defence again.
      s = put(s, { ...find(s, t.id), reactions: find(s, t.id).reactions - 1 });
      events.push({ type: 'parryReroll', id: t.id, attacker: attacker.id });
      [d, rng] = rollDefence(s.rng, spec, s.rules);
      s = withRng(s, rng);
    }
    let damage = d.damage;
    events.push({ type: 'defence', defender: t.id, attacker: attacker.id, outcome: d.outcome, damage: d.damage, helmSaved: d.helmSaved, reaction });
    const holder = find(s, t.id);
    if (d.outcome !== 'dodged' && s.edition === 'draft31' && t.input.shield !== undefined && holder.sundered !== true && holder.reactions > 0) {
      const [b, r2] = rollShieldBlock(s.rng, { str: t.input.str ?? 10, hd: attacker.input.hd ?? 1, ...(t.input.shield.bonus === undefined ? {} : { bonus: t.input.shield.bonus }) }, s.rules);
      s = withRng(s, r2);
      events.push({ type: 'shieldBlock', id: t.id, attacker: attacker.id, outcome: b });
      if (b !== 'failed') {
        damage = 0;
        s = put(s, { ...find(s, t.id), reactions: holder.reactions - 1, ...(b === 'sundered' ? { sundered: true } : {}) });
      }
    }
    s = hurt(s, t.id, damage, events);
    s = { ...s, lastDefence: d.outcome === 'dodged' ? { defender: t.id, attacker: attacker.id } : null };
  }
  const a2 = find(s, attacker.id);
  s = put(s, { ...a2, attacked: a2.attacked.includes(target.id) ? a2.attacked : [...a2.attacked, target.id] });
  return s;
}

/**
 * The combatant whose turn it is acts: a melee attack (a classic Warrior may add cleave dice), a
 * shot with its ranged weapon, a move (a double move gives up the action), or nothing. In draft31
 * the action gives an opening others may {@link react} to until the next action.
 *
 * @param state - The fight; never mutated.
 * @param id - The actor (must be the one whose turn it is).
 * @param action - What it does.
 * @returns The new state and what happened.
 * @throws {@link CombatActionError} when acting out of phase or out of turn, for an unknown
 *   combatant or target, an attack by someone who may only move, a target on its own side, a
 *   shot with no ranged weapon or no ammunition, a crossbow's second shot in a round, too many
 *   cleave dice or two on one target.
 * @throws {@link CombatInputError} if `state` is not a combat state.
 * @example
 * ```ts
 * const next = takeTurn(state, 'hero', { kind: 'attack', target: 'orc' });
 * ```
 * @since 0.1.0
 * @category Combat engine
 */
export function takeTurn(state: CombatState, id: string, action: CombatAction): CombatStep {
  assertTurns(state);
  const actor = find(state, id);
  const current = state.order[state.turn];
  if (current !== id) throw new CombatActionError('turn', `it is ${String(current)}'s turn, not ${id}'s`, id);
  if (typeof action !== 'object' || action === null) throw new CombatActionError('action', 'an action must be an object', action);
  const events: CombatEvent[] = [];
  let s: CombatState = { ...state, opening: null, lastDefence: null, actions: state.actions + 1 };
  const knife = actor.knife ?? null;
  if (action.kind === 'attack' || action.kind === 'shoot') {
    if (actor.onlyMoves) throw new CombatActionError('R23', `${id} failed the CON test and may only move`, id);
    const target = find(s, action.target);
    if (target.kind === actor.kind) throw new CombatActionError('action', `${id} and ${target.id} are on the same side`, action.target);
    if (out(target)) throw new CombatActionError('action', `${target.id} is out of the fight`, action.target);
    const ranged = action.kind === 'shoot';
    if (!ranged) meleeReach(actor, target);
    if (ranged) {
      if (actor.ammo === null) throw new CombatActionError('R28', `${id} has no ranged weapon`, id);
      if (actor.ammo === 'exhausted') throw new CombatActionError('R28', `${id} is out of ammunition`, id);
      if (actor.input.ranged?.crossbow === true && actor.shots >= 1) throw new CombatActionError('R28', `${id}'s crossbow fires once a round`, id);
    }
    const cleave = action.kind === 'attack' ? (action.cleave ?? []) : [];
    const second = action.kind === 'attack' ? action.secondTarget : undefined;
    if (second !== undefined) s = twoFronts(s, actor, target, second, cleave, events);
    else s = strike(s, actor, target, ranged, false, events, cleave);
    if (ranged) {
      const a = find(s, id);
      let next: Combatant = { ...a, shots: a.shots + 1 };
      if (s.edition === 'classic' && a.ammo !== null && a.ammo !== 'exhausted') {
        const [r, rng] = rollAmmunition(s.rng, a.ammo, 1, s.rules);
        s = withRng(s, rng);
        next = { ...next, ammo: r.ammo };
        events.push({ type: 'ammunition', id, ammo: r.ammo });
      }
      s = put(s, next);
    }
  } else if (action.kind === 'move') {
    const double = action.double === true;
    s = put(s, { ...actor, moved: double ? 'double' : 'once' });
    events.push({ type: 'move', id, double });
  } else if (action.kind === 'hold') {
    const rest = s.order.slice(s.turn + 1).filter((x) => x !== id && !out(find(s, x)));
    if (rest.length > 0) {
      // Act again after everyone still to act this round.
      const order = [...s.order.slice(0, s.turn + 1), ...s.order.slice(s.turn + 1), id];
      events.push({ type: 'hold', id, carried: false });
      s = { ...s, order, opening: null };
      s = skipOut({ ...s, turn: s.turn + 1 }, events);
      return { state: freezeState(s), events: Object.freeze(events) };
    }
    const carried = s.edition === 'classic';
    s = put(s, { ...actor, held: carried });
    events.push({ type: 'hold', id, carried });
  } else if (action.kind === 'tricksy') {
    s = tricksy(s, actor, action, events);
  } else if (action.kind === 'defensive') {
    if (s.edition !== 'classic' || actor.kind !== 'pc' || !(actor.input.techniques ?? []).includes('defensive-fighting')) throw new CombatActionError('CL-22', `${id} has no Defensive Fighting technique (classic)`, id);
    s = put(s, { ...actor, defensive: true });
    events.push({ type: 'defensive', id });
  } else if (action.kind === 'extinguish') {
    s = extinguish(s, actor, action.end === true, events);
  } else if (action.kind === 'alert') {
    s = alert(s, actor, action.target, events);
  } else if (action.kind === 'intimidate') {
    s = intimidate(s, actor, action.target, events);
  } else if (action.kind !== 'pass') {
    throw new CombatActionError('action', `unknown action kind ${String((action as { kind?: unknown }).kind)}`, action);
  }
  if (knife !== null) {
    // The knife stays only when this action's hit lodged it again.
    const a = find(s, id);
    const relodged = events.some((e) => e.type === 'attack' && e.attacker === id && e.target === a.knife && e.outcome !== 'miss' && !e.ranged);
    if (!relodged && a.knife === knife) s = put(s, { ...a, knife: null });
  }
  s = { ...s, lastMove: s.edition === 'draft31' && action.kind === 'move' ? { by: id, action: s.actions, answeredBy: [] } : null };
  if (s.edition === 'draft31' && action.kind !== 'pass' && action.kind !== 'hold' && !(action.kind === 'move' && action.double !== true)) {
    const reload = action.kind === 'shoot' && actor.input.ranged?.crossbow === true;
    const hit = events.find((e) => e.type === 'defence' && e.attacker === id && !e.reaction);
    const knows = (t: string): boolean => hit?.type === 'defence' && (find(s, hit.defender).input.techniques ?? []).includes(t);
    const retaliation = action.kind === 'attack' && hit?.type === 'defence' && ((hit.outcome === 'dodged' && knows('riposte')) || (hit.outcome !== 'dodged' && knows('vengeance')));
    const openings = turnOpenings({ action: true, reloaded: reload ? 1 : 0 }) + (retaliation ? 1 : 0);
    s = { ...s, opening: { by: id, action: s.actions, exploitedBy: null, ...(openings > 1 ? { openings } : {}) } };
    events.push({ type: 'opening', id, action: s.actions });
  }
  s = checkMorale(s, events);
  s = checkEnd(s, events);
  if (s.phase !== 'ended') s = skipOut({ ...s, turn: s.turn + 1 }, events);
  return { state: freezeState(s), events: Object.freeze(events) };
}
