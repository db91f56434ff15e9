// Engine actions beyond attack, shoot, move, hold and pass: War On Two Fronts, the Bard's
// Tricksy, putting out ongoing damage, alerting a surprised ally, intimidation; and the melee
// reach checks of blocking (classic) and Evade (draft31).
import { rollDie, stepDown, type UsageDie } from '@rollwright/dice';
import { CombatActionError, MoraleError } from '../errors.js';
import { optionsOf, rollD20 } from '../core.js';
import { checkDamage, damageRoll, diceSides } from '../attack/damage.js';
import { warOnTwoFronts } from '../techniques/fighter.js';
import { rollIntimidate } from '../morale/intimidate.js';
import { rollMorale } from '../morale/morale.js';
import { find, flee, hurt, out, put, withRng } from './internal.js';
import { strike } from './takeTurn.js';
import type { Combatant, CombatAction, CombatEvent, CombatState } from './types.js';

/** Refuses a melee attack the round's movement forbids: a blocked attacker may only hit its blocker, and an evaded foe is out of reach. */
export function meleeReach(actor: Combatant, target: Combatant): void {
  const by = actor.blockedBy ?? null;
  if (by !== null && by !== target.id) throw new CombatActionError('CL-86', `${actor.id} was blocked by ${by} and may attack only ${by} in melee this round`, target.id);
  if ((target.evaded ?? []).includes(actor.id)) throw new CombatActionError('DR-24', `${target.id} evaded ${actor.id} this round and is out of its reach`, target.id);
}

function standingFoe(s: CombatState, actor: Combatant, id: unknown, rule: string): Combatant {
  if (typeof id !== 'string') throw new CombatActionError(rule, 'the target must be a combatant id', id);
  const t = find(s, id);
  if (t.kind === actor.kind) throw new CombatActionError('action', `${actor.id} and ${t.id} are on the same side`, id);
  if (out(t)) throw new CombatActionError('action', `${t.id} is out of the fight`, id);
  return t;
}

/** War On Two Fronts: two full attacks on two targets, each with a cleave die while one is left. */
export function twoFronts(s0: CombatState, actor: Combatant, first: Combatant, secondId: string, cleave: readonly string[], events: CombatEvent[]): CombatState {
  if (s0.edition !== 'classic' || actor.input.cls !== 'warrior' || !(actor.input.techniques ?? []).includes('war-on-two-fronts') || actor.cleave === null) {
    throw new CombatActionError('CL-22', `${actor.id} is not a classic Warrior with War On Two Fronts`, actor.id);
  }
  if (cleave.length > 0) throw new CombatActionError('CL-22', 'War On Two Fronts puts no cleave dice on other targets', cleave);
  const second = standingFoe(s0, actor, secondId, 'CL-22');
  meleeReach(actor, second);
  warOnTwoFronts(actor.cleave, first.id, second.id);
  let s = strike(s0, actor, first, false, false, events, actor.cleave.left >= 1 ? [first.id] : []);
  const me = find(s, actor.id);
  const t2 = find(s, second.id);
  if (!out(me) && !out(t2)) s = strike(s, me, t2, false, false, events, (me.cleave?.left ?? 0) >= 1 ? [t2.id] : []);
  return s;
}

type Tricksy = Extract<CombatAction, { kind: 'tricksy' }>;

/** A classic Bard's Tricksy: DEX (or CHA) against the creature's HD, then the chosen trick. */
export function tricksy(s0: CombatState, bard: Combatant, action: Tricksy, events: CombatEvent[]): CombatState {
  if (s0.edition !== 'classic' || bard.kind !== 'pc' || bard.input.cls !== 'bard') throw new CombatActionError('CL-19', `${bard.id} is not a classic Bard`, bard.id);
  const tricks = ['dirtyTricks', 'hamper', 'misdirect', 'redirect'];
  if (!tricks.includes(action.trick)) throw new CombatActionError('CL-19', `trick must be one of ${tricks.join(', ')}, got ${String(action.trick)}`, action.trick);
  const target = standingFoe(s0, bard, action.target, 'CL-19');
  let victim: Combatant | undefined;
  if (action.trick === 'redirect') {
    if (action.redirectTo === undefined) throw new CombatActionError('CL-19', 'redirect needs redirectTo: who takes the blow', action);
    victim = find(s0, action.redirectTo);
    if (victim.id === bard.id || victim.id === target.id || out(victim)) throw new CombatActionError('CL-19', `${victim.id} cannot take the redirected blow`, victim.id);
  }
  const attribute = action.cha === true ? (bard.input.cha ?? 10) : (bard.input.dex ?? 10);
  const [r, rng] = rollD20(s0.rng, { attribute, difficulty: target.input.hd ?? 1, levels: 0, tags: [action.cha === true ? 'attribute:CHA' : 'attribute:DEX', 'tricksy'] }, optionsOf(s0.rules));
  let s = withRng(s0, rng);
  events.push({ type: 'tricksy', id: bard.id, target: target.id, trick: action.trick, outcome: r.success ? 'tricked' : 'resisted' });
  if (!r.success) return s;
  if (action.trick === 'dirtyTricks') {
    const [f, r2] = rollDie(s.rng, 6);
    s = hurt(withRng(s, r2), target.id, f, events);
  } else if (action.trick === 'hamper') {
    s = put(s, { ...find(s, target.id), hampered: true });
  } else if (action.trick === 'misdirect') {
    s = put(s, { ...find(s, target.id), moved: 'once' });
  } else if (victim !== undefined) {
    s = strike(s, find(s, target.id), find(s, bard.id), false, false, events);
    const dodged = s.lastDefence?.defender === bard.id && s.lastDefence.attacker === target.id;
    if (dodged && !out(find(s, victim.id))) {
      const d = checkDamage(target.input.damage, { count: 1, sides: 6 });
      const fs: number[] = [];
      let g = s.rng;
      for (const sides of diceSides(d)) {
        let f: number;
        [f, g] = rollDie(g, sides);
        fs.push(f);
      }
      s = hurt(withRng(s, g), victim.id, damageRoll(d, fs), events);
    }
  }
  return s;
}

/** An action spent on the ongoing damage on oneself. */
export function extinguish(s: CombatState, actor: Combatant, end: boolean, events: CombatEvent[]): CombatState {
  const o = actor.ongoing;
  if (o === null) throw new CombatActionError('CL-91', `${actor.id} is not taking ongoing damage`, actor.id);
  if (s.edition === 'draft31') {
    if (end) throw new CombatActionError('DR-41', 'draft31 resolves ongoing damage with the lower of two rolls, not at once', end);
    events.push({ type: 'extinguish', id: actor.id, die: o.die, resolving: true });
    return put(s, { ...actor, ongoing: { ...o, resolving: true } });
  }
  const next: UsageDie | 'exhausted' = end ? 'exhausted' : (stepDown(o.die) ?? 'exhausted');
  events.push({ type: 'extinguish', id: actor.id, die: next, resolving: false });
  return put(s, { ...actor, ongoing: next === 'exhausted' ? null : { die: next, by: o.by } });
}

/** classic round 1: a ready PC spends its action to wake a surprised ally, who acts next. */
export function alert(s: CombatState, actor: Combatant, targetId: string, events: CombatEvent[]): CombatState {
  if (s.edition !== 'classic' || s.round !== 1) throw new CombatActionError('CL-83', 'alerting a surprised ally is a classic first-round action', s.round);
  if (actor.kind !== 'pc') throw new CombatActionError('CL-83', 'only a PC alerts an ally', actor.id);
  const t = find(s, targetId);
  if (t.kind !== 'pc' || !t.surprised || out(t)) throw new CombatActionError('CL-83', `${targetId} is not a surprised ally`, targetId);
  events.push({ type: 'alert', id: actor.id, target: t.id });
  const order = [...s.order.slice(0, s.turn + 1), t.id, ...s.order.slice(s.turn + 1)];
  return put({ ...s, order }, { ...t, surprised: false });
}

/** draft31: a CHA test against the foes' highest HD; a success forces a morale test at once. */
export function intimidate(s0: CombatState, actor: Combatant, targetId: string, events: CombatEvent[]): CombatState {
  if (s0.edition !== 'draft31') throw new MoraleError('DR-43', 'intimidation that forces a morale test is a draft31 rule', s0.edition);
  if (actor.kind !== 'pc') throw new CombatActionError('DR-43', 'only a PC intimidates', actor.id);
  standingFoe(s0, actor, targetId, 'DR-43');
  const standing = s0.combatants.filter((c) => c.kind === 'monster' && !out(c));
  const hd = Math.max(...standing.map((c) => c.input.hd ?? 1));
  const morale = Math.max(...standing.map((c) => c.input.morale ?? 7));
  const [ok, rng] = rollIntimidate(s0.rng, { cha: actor.input.cha ?? 10, hd, morale, testsTaken: s0.moraleTests }, s0.rules);
  let s: CombatState = withRng(s0, rng);
  events.push({ type: 'intimidate', id: actor.id, target: targetId, success: ok });
  if (!ok) return s;
  const [m, r2] = rollMorale(s.rng, { morale, testsTaken: s.moraleTests, intimidated: true }, s.rules);
  s = { ...withRng(s, r2), moraleTests: s.moraleTests + 1, intimidated: true };
  events.push({ type: 'morale', outcome: m.outcome, tests: s.moraleTests });
  return m.outcome === 'broken' ? flee(s, standing, events) : s;
}
