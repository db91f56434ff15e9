// Engine internals: lookups, freezing, damage, morale triggers, round start and the end check.
import { rollDie, type Rng } from '@rollwright/dice';
import { CombatActionError } from '../errors.js';
import { optionsOf, rollD20 } from '../core.js';
import { applyDamage } from '../injury/injury.js';
import { rollMorale } from '../morale/morale.js';
import { rollInitiative, type CombatClass } from '../initiative/initiative.js';
import { reactionsPerRound } from '../reactions/reactions.js';
import { rollOngoingDamage } from '../ongoing/ongoing.js';
import { cleavePool } from '../attack/cleave.js';
import { rollMonsterInitiative } from '../initiative/monsterInitiative.js';
import { pcInjuryAfter, rollClassicInjury } from '../injury/injury.js';
import type { Combatant, CombatEvent, CombatState } from './types.js';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function freezeState(s: CombatState): CombatState {
  for (const c of s.combatants) {
    Object.freeze(c.attacked);
    if (c.evaded !== undefined) Object.freeze(c.evaded);
    if (c.ongoing !== null) Object.freeze(c.ongoing);
    if (c.cleave !== null) {
      Object.freeze(c.cleave.parried);
      Object.freeze(c.cleave);
    }
    Object.freeze(c);
  }
  Object.freeze(s.combatants);
  Object.freeze(s.order);
  Object.freeze(s.rules);
  if (s.opening !== null) Object.freeze(s.opening);
  if (s.lastDefence !== null) Object.freeze(s.lastDefence);
  if (s.lastMove !== undefined && s.lastMove !== null) {
    Object.freeze(s.lastMove.answeredBy);
    Object.freeze(s.lastMove);
  }
  return Object.freeze(s);
}

export function find(s: CombatState, id: string): Combatant {
  const c = s.combatants.find((x) => x.id === id);
  if (c === undefined) throw new CombatActionError('combatant', `no combatant with id ${JSON.stringify(id)}`, id);
  return c;
}

export function out(c: Combatant): boolean {
  return c.down || c.fled;
}

export function put(s: CombatState, c: Combatant): CombatState {
  return { ...s, combatants: s.combatants.map((x) => (x.id === c.id ? c : x)) };
}

export function withRng(s: CombatState, rng: Rng): CombatState {
  return { ...s, rng };
}

/** Damage to a combatant, with CON overflow and the keep-fighting test for draft31 PCs. */
export function hurt(s0: CombatState, id: string, amount: number, events: CombatEvent[]): CombatState {
  let s = s0;
  const c = find(s, id);
  if (out(c) || amount <= 0) return s;
  if (c.kind === 'monster') {
    const hp = Math.max(0, c.hp - amount);
    events.push({ type: 'damage', id, amount, hp });
    const next: Combatant = { ...c, hp, down: hp === 0 };
    if (hp === 0) events.push({ type: 'down', id });
    return put(s, next);
  }
  const t = applyDamage({ hp: c.hp, con: c.con }, amount, s.rules);
  events.push({ type: 'damage', id, amount, hp: t.hp });
  let onlyMoves = c.onlyMoves;
  if (t.conLost > 0) {
    let keeps = false;
    if (t.conTest) {
      const [r, rng] = rollD20(s.rng, { attribute: t.con, difficulty: 1, levels: 0 }, optionsOf(s.rules));
      s = withRng(s, rng);
      keeps = r.success;
      onlyMoves = !keeps;
    }
    events.push({ type: 'conLoss', id, amount: t.conLost, con: t.con, keepsFighting: keeps });
  }
  const down = s.edition === 'classic' ? t.down : t.dead;
  if (down) events.push({ type: 'down', id });
  return put(s, { ...c, hp: t.hp, con: t.con, onlyMoves, down });
}

/** Morale triggers for the monsters after an action; a broken side flees. */
export function checkMorale(s0: CombatState, events: CombatEvent[]): CombatState {
  let s = s0;
  const monsters = s.combatants.filter((c) => c.kind === 'monster');
  const standing = monsters.filter((c) => !out(c));
  if (standing.length === 0) return s;
  const downCount = monsters.filter((c) => c.down).length;
  const lone = monsters.length === 1 ? monsters[0] : undefined;
  const draft = s.edition === 'draft31';
  let due = false;
  if (lone !== undefined) {
    const bloodied = lone.hp * 2 <= lone.maxHp;
    if (draft) due = (s.moraleTests === 0 && lone.hp < lone.maxHp) || (s.moraleTests === 1 && bloodied);
    else due = s.moraleTests === 0 && bloodied;
  } else if (draft) {
    due = (s.moraleTests === 0 && downCount >= 1) || (s.moraleTests === 1 && downCount * 2 >= monsters.length);
  } else {
    due = s.moraleTests === 0 && downCount * 2 >= monsters.length;
  }
  if (!due) return s;
  const morale = Math.max(...standing.map((c) => c.input.morale ?? 7));
  const [m, rng] = rollMorale(s.rng, { morale, testsTaken: draft ? s.moraleTests : 0 }, s.rules);
  s = { ...withRng(s, rng), moraleTests: s.moraleTests + 1 };
  events.push({ type: 'morale', outcome: m.outcome, tests: s.moraleTests });
  return m.outcome === 'broken' ? flee(s, standing, events) : s;
}

/** Every combatant in `standing` flees (a broken morale test): one `flee` event each. */
export function flee(s: CombatState, standing: readonly Combatant[], events: CombatEvent[]): CombatState {
  for (const c of standing) {
    events.push({ type: 'flee', id: c.id });
    s = put(s, { ...find(s, c.id), fled: true });
  }
  return s;
}

/** Ends the fight when one side is out; reads injuries of downed PCs. */
export function checkEnd(s0: CombatState, events: CombatEvent[]): CombatState {
  const s = s0;
  if (s.phase === 'ended') return s;
  const pcsLeft = s.combatants.some((c) => c.kind === 'pc' && !out(c));
  const monstersLeft = s.combatants.some((c) => c.kind === 'monster' && !out(c));
  if (pcsLeft && monstersLeft) return s;
  const winner = pcsLeft ? 'party' : 'monsters';
  return finish(s, winner, events);
}

export function finish(s0: CombatState, winner: 'party' | 'monsters' | 'draw', events: CombatEvent[]): CombatState {
  let s = s0;
  for (const c of s.combatants) {
    if (c.kind !== 'pc') continue;
    if (s.edition === 'classic' && c.down) {
      const [inj, rng] = rollClassicInjury(s.rng);
      s = withRng(s, rng);
      events.push({ type: 'injury', id: c.id, label: inj.label });
    } else if (s.edition === 'draft31' && c.con < c.conMax) {
      events.push({ type: 'injury', id: c.id, label: pcInjuryAfter(c.conMax - c.con, c.conMax).label });
    }
  }
  events.push({ type: 'end', winner, rounds: s.round });
  return { ...s, phase: 'ended', winner, opening: null };
}

function classOf(c: Combatant): CombatClass {
  return c.input.cls ?? 'fighter';
}

/** Starts round `s.round + 1`: per-round resets, initiative, order. */
export function startRound(
  s0: CombatState,
  events: CombatEvent[],
  firstRound: { readonly surprised: readonly string[]; readonly extra: readonly string[]; readonly faces?: Readonly<Record<string, number>> } | null,
): CombatState {
  let s: CombatState = { ...s0, round: s0.round + 1, opening: null, lastDefence: null, lastMove: null };
  events.push({ type: 'round', round: s.round });
  const classic = s.edition === 'classic';
  const before: Combatant[] = [];
  const after: Combatant[] = [];
  const monsters: string[] = [];
  const combatants = s.combatants.map((c) => {
    const base: Combatant = {
      ...c,
      shots: 0,
      moved: 'no',
      attacked: [],
      surprised: firstRound?.surprised.includes(c.id) ?? false,
      reactions: c.kind === 'pc' && !classic ? reactionsPerRound(classOf(c), c.input.level ?? 1) : 0,
      blockedBy: null,
      evaded: [],
      defensive: false,
      cleave: c.kind === 'pc' && classic && c.input.cls === 'warrior' ? cleavePool(c.input.level ?? 1, s.rules) : null,
    };
    return base;
  });
  s = { ...s, combatants };
  for (const c of s.combatants) {
    if (out(c)) continue;
    if (c.kind === 'monster') {
      monsters.push(c.id);
      continue;
    }
    if (find(s, c.id).surprised) continue;
    // draft31 round 1: the surprise roll is the initiative die, except after surprise (reroll).
    const face = firstRound?.faces?.[c.id];
    let init: { readonly outcome: 'before' | 'after'; readonly count: number };
    if (!classic && face !== undefined && !(firstRound?.extra.includes(c.id) ?? false)) init = { outcome: face >= 4 ? 'before' : 'after', count: face };
    else {
      const [r, rng] = rollInitiative(s.rng, classic ? { dex: c.input.dex ?? 10, held: c.held } : { cls: classOf(c) }, s.rules);
      s = withRng(s, rng);
      init = r;
    }
    events.push({ type: 'initiative', id: c.id, outcome: init.outcome, count: init.count });
    const next: Combatant = { ...find(s, c.id), count: c.held ? 99 : init.count, held: false };
    s = put(s, next);
    (init.outcome === 'before' ? before : after).push(next);
  }
  const byCount = (a: Combatant, b: Combatant): number => b.count - a.count;
  before.sort(byCount);
  after.sort(byCount);
  let order: string[];
  if (classic) {
    // Held actions act first: the PCs' (count 99, sorted first), then the monsters'.
    const heldPcs = before.filter((c) => c.count === 99).map((c) => c.id);
    const heldMonsters = monsters.filter((id) => find(s0, id).held);
    for (const id of heldMonsters) s = put(s, { ...find(s, id), held: false });
    order = [...(firstRound?.extra ?? []), ...heldPcs, ...heldMonsters, ...before.filter((c) => c.count !== 99).map((c) => c.id), ...monsters.filter((id) => !heldMonsters.includes(id)), ...after.map((c) => c.id)];
  } else {
    // The draft's count-down: monsters act at their count (default before 3); PCs first on ties.
    const slots: { readonly id: string; readonly count: number }[] = [...before, ...after].map((c) => ({ id: c.id, count: c.count }));
    for (const id of monsters) {
      const v = find(s, id).input.initiative ?? 'standard';
      const [count, rng] = rollMonsterInitiative(s.rng, v, s.rules);
      s = withRng(s, rng);
      slots.push({ id, count });
    }
    slots.sort((a, b) => b.count - a.count);
    order = [...(firstRound?.extra ?? []), ...slots.map((x) => x.id)];
  }
  s = { ...s, order, turn: 0, phase: 'turns' };
  return skipOut(s, events);
}

/** Moves the turn pointer past combatants who cannot act; rolls ongoing damage at the start of a turn. */
export function skipOut(s0: CombatState, events: CombatEvent[]): CombatState {
  let s = s0;
  while (s.phase === 'turns') {
    if (s.turn >= s.order.length) return { ...s, phase: 'roundEnd' };
    const id = s.order[s.turn] as string;
    s = burn(s, id, events);
    s = checkEnd(s, events);
    if (s.phase === 'ended') return s;
    const c = find(s, id);
    if (!out(c)) return s;
    s = { ...s, turn: s.turn + 1 };
  }
  return s;
}

/** Ongoing damage: draft31 on the victim's turn, classic on the turn of whoever set it. */
function burn(s0: CombatState, id: string, events: CombatEvent[]): CombatState {
  let s = s0;
  const draft = s.edition === 'draft31';
  for (const v of s.combatants) {
    if (v.ongoing === null || out(v)) continue;
    if (draft ? v.id !== id : v.ongoing.by !== id) continue;
    const [r, rng] = rollOngoingDamage(s.rng, v.ongoing.die, v.ongoing.resolving === true);
    s = withRng(s, rng);
    events.push({ type: 'ongoing', id: v.id, damage: r.damage, die: r.next });
    const cur = find(s, v.id);
    s = put(s, { ...cur, ongoing: r.next === 'exhausted' ? null : { die: r.next, by: v.ongoing.by } });
    s = hurt(s, v.id, r.damage, events);
  }
  return s;
}

/** A d-N roll on the state's generator. */
export function roll(s: CombatState, sides: number): readonly [number, CombatState] {
  const [f, rng] = rollDie(s.rng, sides);
  return [f, withRng(s, rng)];
}
