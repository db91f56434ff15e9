// The side-based round engine: start, declare, resolve — state in, new state and events out.
import type { Rng } from '@rollwright/dice';
import { CombatActionError, VocationsInputError } from '../errors/errors.js';
import type { Character } from '../characters/character.js';
import { derive } from '../characters/derived.js';
import { actFirstBonus, attackSetupFor, castBonus, checkBonus, defendingDefense, surpriseBonus, willpowerBonus } from '../characters/modifiers.js';
import { sampleNpc, npcAttackBonus, npcRules, damageTaken, rollFright } from '../npcs/npcs.js';
import type { NpcStatBlock } from '../tables/tables.js';
import { rollAttack, type AttackSetup } from '../rolls/attack.js';
import { parseDamage } from '../rolls/damage.js';
import { rollCheck } from '../rolls/check.js';
import { findSpell, rollCast, spendEther } from '../rolls/magic.js';
import { rollMorale } from '../rolls/morale.js';
import { rollActFirst, rollSurprise } from '../rolls/surprise.js';
import { rollFaces } from '../rolls/internal.js';
import type { Action, Combatant, Declaration, Phase, Side, SkirmishEvent, SkirmishOptions, SkirmishState, SkirmishStep } from './types.js';

/**
 * Most combatants on one side (checked before any work).
 *
 * @example
 * ```ts
 * MAX_SIDE; // 20
 * ```
 * @since 0.1.0
 * @category Skirmish
 */
export const MAX_SIDE = 20;

/** Vocations that fit first aid, best first. */
const HEALERS = ['Surgeon', 'Herbalist', 'Priest'];

function slug(s: string): string {
  return s.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'x';
}

function freezeState(s: SkirmishState): SkirmishState {
  return Object.freeze({ ...s, combatants: Object.freeze(s.combatants.map((c) => Object.freeze(c))), queue: Object.freeze([...s.queue]) });
}

/** @internal */
export function find(s: SkirmishState, id: string): Combatant {
  const c = s.combatants.find((x) => x.id === id);
  if (c === undefined) throw new CombatActionError(id, `no combatant with id ${JSON.stringify(id)}`);
  return c;
}

function put(s: SkirmishState, c: Combatant): SkirmishState {
  return { ...s, combatants: s.combatants.map((x) => (x.id === c.id ? Object.freeze(c) : x)) };
}

const allOf = (s: SkirmishState, side: Side): readonly string[] => s.combatants.filter((c) => c.side === side).map((c) => c.id);

/**
 * Checks one combatant's actions for a turn: exactly one action ([V08](../../../../docs/rulings/vocations-2d6.md#v08));
 * Attack and Defend in one turn is named as such.
 *
 * @param actions - The actions one combatant wants this turn.
 * @param actor - The combatant's id, named in the error (default empty).
 * @throws {@link CombatActionError} for more than one action.
 * @example
 * ```ts
 * checkTurn([{ kind: 'defend' }]); // ok
 * ```
 * @since 0.1.0
 * @category Skirmish
 */
export function checkTurn(actions: readonly Action[], actor = ''): void {
  if (actions.length <= 1) return;
  const kinds = new Set(actions.map((a) => a.kind));
  if (kinds.has('attack') && kinds.has('defend')) throw new CombatActionError(actor, `${actor || 'a combatant'} cannot Attack and Defend in one turn: one action per turn`);
  throw new CombatActionError(actor, `${actor || 'a combatant'} declared ${actions.length} actions; one action per turn`);
}

/**
 * Starts a skirmish: the party against NPCs (stat blocks or sample NPC names), with surprise
 * rolls ([V06](../../../../docs/rulings/vocations-2d6.md#v06)) and who acts first
 * ([V07](../../../../docs/rulings/vocations-2d6.md#v07)): the initiating side, or PCs who win a
 * 2d6 + Agility roll, then the NPCs, then the other PCs; from round 2 the NPCs act, then the PCs.
 * Source: vocations-2d6.txt › Combat.
 *
 * @param rng - Generator state; never mutated.
 * @param party - The PCs (1..20): characters from `createCharacter` or `generateCharacter`, possibly improved or worn by play.
 * @param foes - NPC stat blocks or sample NPC names (1..20).
 * @param options - Initiative, surprise, morale, variants.
 * @returns The first state (waiting for the first phase's declarations) and its events.
 * @throws {@link VocationsInputError} on bad counts or options.
 * @throws {@link UnknownNpcError} for an unknown sample NPC name.
 * @example
 * ```ts
 * const { state, events } = startSkirmish(seed(1), [hero], ['Goblin', 'Goblin']);
 * ```
 * @since 0.1.0
 * @category Skirmish
 */
export function startSkirmish(rng: Rng, party: readonly Character[], foes: readonly (NpcStatBlock | string)[], options: SkirmishOptions = {}): SkirmishStep {
  if (!Array.isArray(party) || party.length < 1 || party.length > MAX_SIDE) throw new VocationsInputError('party', party?.length, `a party has 1..${MAX_SIDE} PCs`);
  if (!Array.isArray(foes) || foes.length < 1 || foes.length > MAX_SIDE) throw new VocationsInputError('foes', foes?.length, `a skirmish has 1..${MAX_SIDE} NPCs`);
  const npcs = foes.map((f) => (typeof f === 'string' ? sampleNpc(f) : f));
  const opts: Required<SkirmishOptions> = {
    initiative: options.initiative ?? 'roll',
    surprise: options.surprise ?? 'none',
    morale: options.morale ?? npcRules(npcs[0] as NpcStatBlock).morale,
    critOn: options.critOn ?? 'double6Hit',
    defendStacks: options.defendStacks ?? true,
    maxRounds: options.maxRounds ?? 100,
    dark: options.dark ?? false,
  };
  if (!['pcs', 'npcs', 'roll'].includes(opts.initiative)) throw new VocationsInputError('initiative', opts.initiative, 'initiative must be pcs, npcs or roll');
  if (!['none', 'pcs', 'npcs', 'both'].includes(opts.surprise)) throw new VocationsInputError('surprise', opts.surprise, 'surprise must be none, pcs, npcs or both');
  if (!Number.isSafeInteger(opts.morale) || opts.morale < 2 || opts.morale > 12) throw new VocationsInputError('morale', opts.morale, 'morale must be 2..12');
  if (!Number.isSafeInteger(opts.maxRounds) || opts.maxRounds < 1 || opts.maxRounds > 500) throw new VocationsInputError('maxRounds', opts.maxRounds, 'maxRounds must be 1..500');
  const used = new Map<string, number>();
  const uid = (base: string, numbered: boolean): string => {
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return numbered || n > 1 ? `${base}-${n}` : base;
  };
  const pcs: Combatant[] = party.map((ch, i) => {
    // A character in play may have grown past the creation rules (raised stats, spent supplies),
    // so only its shape is checked here; createCharacter checks a new sheet.
    if (typeof ch !== 'object' || ch === null || typeof ch.name !== 'string' || typeof ch.attributes !== 'object' || typeof ch.kit !== 'object' || !Number.isSafeInteger(ch.health) || ch.health < 0 || !Number.isSafeInteger(ch.ether) || ch.ether < 0) {
      throw new VocationsInputError(`party[${i}]`, ch, `party[${i}] is not a character (use createCharacter or generateCharacter)`);
    }
    const c = ch;
    const d = derive(c);
    return { id: uid(slug(c.name), false), name: c.name, side: 'pcs', status: ch.health > 0 ? 'up' : 'ko', health: ch.health, maxHealth: d.maxHealth, ether: ch.ether, spellburned: false, surprised: false, frightened: false, defending: false, weaponWear: 0, armourWear: 0, grappling: null, firstAidToday: false, character: ch, npc: null };
  });
  const foesC: Combatant[] = npcs.map((n) => ({ id: uid(slug(n.name), true), name: n.name, side: 'npcs', status: 'up', health: n.health, maxHealth: n.health, ether: 0, spellburned: false, surprised: false, frightened: false, defending: false, weaponWear: 0, armourWear: 0, grappling: null, firstAidToday: false, character: null, npc: n }));
  const events: SkirmishEvent[] = [{ type: 'started', sides: { pcs: pcs.map((c) => c.id), npcs: foesC.map((c) => c.id) } }];
  let r = rng;
  if (opts.surprise === 'pcs' || opts.surprise === 'both') {
    for (const [i, c] of pcs.entries()) {
      const [res, next] = rollSurprise(r, surpriseBonus(c.character as Character));
      r = next;
      events.push({ type: 'surprise', who: c.id, dice: res.check.dice, total: res.check.total, surprised: res.outcome === 'surprised' });
      pcs[i] = { ...c, surprised: res.outcome === 'surprised' };
    }
  }
  if (opts.surprise === 'npcs' || opts.surprise === 'both') {
    const [res, next] = rollSurprise(r, 0);
    r = next;
    events.push({ type: 'surprise', who: 'npcs', dice: res.check.dice, total: res.check.total, surprised: res.outcome === 'surprised' });
    if (res.outcome === 'surprised') for (const [i, c] of foesC.entries()) foesC[i] = { ...c, surprised: true };
  }
  // The Dragon's presence: each PC rolls Willpower once per encounter or is frightened (V31).
  if (npcs.some((n) => n.name === 'Dragon')) {
    for (const [i, c] of pcs.entries()) {
      const [res, next] = rollFright(r, willpowerBonus(c.character as Character));
      r = next;
      events.push({ type: 'fright', id: c.id, dice: res.check.dice, total: res.check.total, frightened: res.frightened });
      pcs[i] = { ...c, frightened: res.frightened };
    }
  }
  let queue: Phase[];
  const pcIds = pcs.map((c) => c.id);
  const npcIds = foesC.map((c) => c.id);
  if (opts.initiative === 'pcs') queue = [{ side: 'pcs', actors: pcIds }];
  else if (opts.initiative === 'npcs') queue = [{ side: 'npcs', actors: npcIds }, { side: 'pcs', actors: pcIds }];
  else {
    const first: string[] = [];
    for (const c of pcs) {
      const [res, next] = rollActFirst(r, actFirstBonus(c.character as Character));
      r = next;
      events.push({ type: 'actFirst', id: c.id, dice: res.check.dice, total: res.check.total, first: res.outcome === 'first' });
      if (res.outcome === 'first') first.push(c.id);
    }
    const rest = pcIds.filter((id) => !first.includes(id));
    queue = [...(first.length > 0 ? [{ side: 'pcs' as const, actors: first }] : []), { side: 'npcs', actors: npcIds }, ...(rest.length > 0 ? [{ side: 'pcs' as const, actors: rest }] : [])];
  }
  const [phase, ...rest] = queue;
  events.push({ type: 'round', round: 1 });
  if (phase !== undefined) events.push({ type: 'phase', side: phase.side, actors: phase.actors });
  const state: SkirmishState = {
    rng: r,
    options: Object.freeze(opts),
    round: 1,
    phase: phase ?? null,
    declared: null,
    queue: rest,
    combatants: [...pcs, ...foesC],
    moraleChecks: 0,
    moraleTriggers: Object.freeze({ firstCasualty: false, half: false }),
    mindless: npcs.every((n) => npcRules(n).mindless),
    npcStart: Object.freeze({ count: npcs.length, health: npcs.reduce((a, n) => a + n.health, 0) }),
    winner: null,
    ended: null,
  };
  return Object.freeze({ state: freezeState(state), events: Object.freeze(events) });
}

/**
 * Whether a combatant can act in the current phase (up, not surprised, not spellburned).
 *
 * @param c - The combatant.
 * @returns `true` when it may declare an action.
 * @example
 * ```ts
 * state.combatants.filter(canAct);
 * ```
 * @since 0.1.0
 * @category Skirmish
 */
export function canAct(c: Combatant): boolean {
  return c.status === 'up' && !c.surprised && !c.spellburned;
}

/**
 * Declares the current phase's actions ([V08](../../../../docs/rulings/vocations-2d6.md#v08)):
 * once declared they cannot be taken back; actors who declare nothing do nothing.
 *
 * @param state - The skirmish (never mutated).
 * @param declarations - One per acting combatant, in the order they will resolve.
 * @returns The state waiting for {@link resolvePhase}, and `declared` events.
 * @throws {@link CombatActionError} if the skirmish ended, the phase is already declared, an actor is not in this phase or cannot act, declares twice (Attack and Defend in one turn), targets its own side with an attack, targets full cover, or casts without magic or ether.
 * @throws {@link MagicError} for a spell over 3 ether.
 * @example
 * ```ts
 * const step = declareActions(state, [{ actor: 'wren', action: { kind: 'attack', target: 'goblin-1' } }]);
 * ```
 * @since 0.1.0
 * @category Skirmish
 */
export function declareActions(state: SkirmishState, declarations: readonly Declaration[]): SkirmishStep {
  if (state.phase === null) throw new CombatActionError('', 'the skirmish has ended');
  if (state.declared !== null) throw new CombatActionError('', 'this phase is already declared; resolve it first');
  const byActor = new Map<string, Action[]>();
  for (const d of declarations) byActor.set(d.actor, [...(byActor.get(d.actor) ?? []), d.action]);
  for (const [actor, actions] of byActor) checkTurn(actions, actor);
  for (const { actor, action } of declarations) {
    if (!state.phase.actors.includes(actor)) throw new CombatActionError(actor, `${actor} does not act in this phase`);
    const c = find(state, actor);
    if (!canAct(c)) throw new CombatActionError(actor, `${actor} cannot act (${c.status !== 'up' ? c.status : c.surprised ? 'surprised' : 'spellburned'})`);
    if (action.kind === 'attack' || action.kind === 'grapple' || action.kind === 'cast' || action.kind === 'firstAid') {
      const t = find(state, action.target);
      if ((action.kind === 'attack' || action.kind === 'grapple') && t.side === c.side) throw new CombatActionError(actor, `${actor} cannot attack an ally (${t.id})`);
      if (action.kind === 'attack' && action.cover === 'full') throw new CombatActionError(actor, `${t.id} is in full cover and cannot be attacked directly`);
      if (action.kind === 'firstAid') {
        if (c.character === null || c.character.kit.supplies < 1) throw new CombatActionError(actor, `${actor} has no supplies for first aid`);
        if (t.firstAidToday) throw new CombatActionError(actor, `${t.id} already had first aid today`);
      }
      if (action.kind === 'cast') {
        const spell = findSpell(action.spell);
        if (c.character === null) throw new CombatActionError(actor, 'only PCs cast spells in this engine');
        spendEther({ ether: c.ether, canCast: derive(c.character).canCast, spellburned: c.spellburned }, spell);
      }
    } else if (!['defend', 'useObject', 'other'].includes((action as Action).kind)) {
      throw new CombatActionError(actor, `unknown action ${JSON.stringify((action as { kind?: unknown }).kind)}`);
    }
  }
  const frozen = Object.freeze(declarations.map((d) => Object.freeze({ actor: d.actor, action: Object.freeze({ ...d.action }) })));
  return Object.freeze({
    state: freezeState({ ...state, declared: frozen }),
    events: Object.freeze(frozen.map((d): SkirmishEvent => ({ type: 'declared', actor: d.actor, action: d.action }))),
  });
}

/** Applies damage or healing to a combatant and logs it. */
function hurt(s: SkirmishState, id: string, amount: number, events: SkirmishEvent[]): SkirmishState {
  const t = find(s, id);
  if (amount <= 0) return s;
  const health = Math.max(0, t.health - amount);
  let next: Combatant = { ...t, health };
  events.push({ type: 'health', id, health });
  if (health === 0 && t.status === 'up') {
    next = { ...next, status: 'ko', defending: false, grappling: null };
    events.push({ type: 'knockedOut', id });
  }
  const after = put(s, next);
  // A creature out of the fight is no longer held, and holds no one.
  return next.status === 'up' ? after : { ...after, combatants: after.combatants.map((c) => (c.grappling === id ? Object.freeze({ ...c, grappling: null }) : c)) };
}

function heal(s: SkirmishState, id: string, amount: number, events: SkirmishEvent[]): SkirmishState {
  const t = find(s, id);
  if (amount <= 0 || t.status === 'dead' || t.status === 'fled') return s;
  const health = Math.min(t.maxHealth, t.health + amount);
  events.push({ type: 'health', id, health });
  return put(s, { ...t, health, status: health > 0 && t.status === 'ko' ? 'up' : t.status });
}

/** Slime wear takes 1 per contact off a weapon's damage (through the attribute term; damage never drops below 0). */
function wornWeapon(setup: AttackSetup, wear: number): AttackSetup {
  return wear === 0 ? setup : { ...setup, attribute: (setup.attribute ?? 0) - wear };
}

function attackSetup(s: SkirmishState, a: Combatant, t: Combatant, action: Extract<Action, { kind: 'attack' }> | Extract<Action, { kind: 'grapple' }>): AttackSetup {
  if (action.kind === 'grapple') {
    // A grapple rolls like a brawling attack; its result is a hold, not damage.
    const setup = attackSetup(s, a, t, { kind: 'attack', target: t.id, barehanded: true });
    return { ...setup, cover: 'none' };
  }
  const critOn = s.options.critOn;
  const cover = action.cover ?? 'none';
  if (a.character !== null && t.npc !== null) {
    const allies = s.combatants.some((x) => x.side === 'pcs' && x.id !== a.id && x.status !== 'dead' && x.status !== 'fled');
    return {
      ...wornWeapon(attackSetupFor(a.character, { defense: t.npc.defense + (t.defending ? 2 : 0), dr: t.npc.dr }, { ...(action.barehanded === true ? { weapon: null } : {}), cover, frightened: a.frightened, blind: s.options.dark }), action.barehanded === true ? 0 : a.weaponWear),
      allyAdjacent: allies,
      critOn,
    };
  }
  if (a.npc !== null && t.character !== null) {
    const c = t.character;
    const defense = t.defending ? defendingDefense(c, s.options.defendStacks) : derive(c).totalDefense;
    return { bonus: npcAttackBonus(a.npc, a.grappling === t.id), defense, dr: Math.max(0, derive(c).dr - t.armourWear), damage: parseDamage(a.npc.attacks[0]?.damage ?? '1d6'), cover, critOn, defenseless: s.options.dark };
  }
  throw new CombatActionError(a.id, 'attacks go from one side to the other');
}

function act(s0: SkirmishState, d: Declaration, events: SkirmishEvent[]): SkirmishState {
  let s = s0;
  let a = find(s, d.actor);
  if (a.status !== 'up') {
    events.push({ type: 'skipped', actor: a.id, reason: 'down' });
    return s;
  }
  if (a.spellburned) {
    events.push({ type: 'skipped', actor: a.id, reason: 'spellburned' });
    return s;
  }
  a = { ...a, defending: false };
  s = put(s, a);
  const action = d.action;
  switch (action.kind) {
    case 'attack': {
      const t = find(s, action.target);
      if (t.status === 'dead' || t.status === 'fled') {
        events.push({ type: 'wasted', actor: a.id, target: t.id });
        return s;
      }
      if (t.status === 'ko') {
        events.push({ type: 'attack', actor: a.id, target: t.id, dice: null, total: 0, defense: 0, outcome: 'deathblow', damage: t.health });
        events.push({ type: 'killed', id: t.id });
        return put(s, { ...t, status: 'dead', health: 0 });
      }
      const setup = attackSetup(s, a, t, action);
      const [res, r] = rollAttack(s.rng, setup);
      s = { ...s, rng: r };
      const weaponType = a.character === null ? undefined : action.barehanded === true ? 'bludgeoning' : (a.character.kit.weapon.damageType ?? 'mechanical');
      const dealt = t.npc !== null ? damageTaken(t.npc, res.damage, weaponType) : res.damage;
      if (res.roll.outcome === 'ally') {
        events.push({ type: 'attack', actor: a.id, target: t.id, dice: res.roll.dice, total: res.roll.total, defense: res.roll.defense, outcome: 'ally', damage: 0 });
        const friend = s.combatants.find((x) => x.side === a.side && x.id !== a.id && (x.status === 'up' || x.status === 'ko'));
        if (friend === undefined) return s;
        events.push({ type: 'stray', actor: a.id, target: friend.id, damage: res.damage });
        return hurt(s, friend.id, res.damage, events);
      }
      events.push({ type: 'attack', actor: a.id, target: t.id, dice: res.roll.dice, total: res.roll.total, defense: res.roll.defense, outcome: res.roll.outcome, damage: dealt });
      const hit = res.roll.outcome === 'hit' || res.roll.outcome === 'critical';
      // Contact with a Slime wears the weapon that struck it, or the armour it struck (V29).
      if (hit && t.npc !== null && npcRules(t.npc).wears && action.barehanded !== true) s = put(s, { ...find(s, a.id), weaponWear: a.weaponWear + 1 });
      if (hit && a.npc !== null && npcRules(a.npc).wears) s = put(s, { ...find(s, t.id), armourWear: t.armourWear + 1 });
      s = hurt(s, t.id, dealt, events);
      // The Alchemist's grenade splashes the target's neighbours (positions are not tracked: the next standing PC).
      if (hit && a.npc !== null && npcRules(a.npc).splash) {
        const next = s.combatants.find((x) => x.side === t.side && x.id !== t.id && x.status === 'up');
        if (next !== undefined) {
          events.push({ type: 'splash', actor: a.id, target: next.id, damage: res.damage });
          s = hurt(s, next.id, res.damage, events);
        }
      }
      return s;
    }
    case 'grapple': {
      const t = find(s, action.target);
      if (t.status !== 'up') {
        events.push({ type: 'wasted', actor: a.id, target: t.id });
        return s;
      }
      const setup = attackSetup(s, a, t, action);
      const [res, r] = rollAttack(s.rng, { ...setup, blind: false });
      const success = res.roll.outcome === 'hit' || res.roll.outcome === 'critical';
      events.push({ type: 'grapple', actor: a.id, target: t.id, dice: res.roll.dice, total: res.roll.total, defense: res.roll.defense, success });
      return put({ ...s, rng: r }, { ...a, grappling: success ? t.id : a.grappling });
    }
    case 'defend': {
      const defense = a.character !== null ? defendingDefense(a.character, s.options.defendStacks) : (a.npc?.defense ?? 9) + 2;
      events.push({ type: 'defend', actor: a.id, defense });
      return put(s, { ...a, defending: true });
    }
    case 'cast': {
      const c = a.character as Character;
      const spell = findSpell(action.spell);
      const t = find(s, action.target);
      const paid = spendEther({ ether: a.ether, canCast: derive(c).canCast, spellburned: a.spellburned }, spell);
      a = { ...a, ether: paid.ether, spellburned: paid.spellburned };
      s = put(s, a);
      const hostile = t.side !== a.side;
      const defense = hostile ? (t.npc !== null ? t.npc.defense + (t.defending ? 2 : 0) : derive(t.character as Character).totalDefense) : undefined;
      const [res, r] = rollCast(s.rng, { spell, bonus: castBonus(c, 'willpower', { frightened: a.frightened }), power: c.attributes.willpower, ...(defense === undefined ? {} : { defense }) });
      s = { ...s, rng: r };
      const others = s.combatants.filter((x) => x.side === t.side && x.id !== t.id && x.status === 'up').slice(0, spell.extraTargets);
      const targets = [t.id, ...others.map((x) => x.id)];
      events.push({ type: 'cast', actor: a.id, spell: spell.name, targets, cost: paid.cost, dice: res.dice, success: res.success, amount: res.amount });
      if (res.success) {
        for (const id of targets) {
          const x = find(s, id);
          if (spell.kind === 'healing') s = heal(s, id, res.amount, events);
          else if (spell.kind === 'damage') s = hurt(s, id, x.npc !== null ? damageTaken(x.npc, res.amount, 'magic') : res.amount, events);
        }
      }
      if (paid.spellburned) events.push({ type: 'spellburn', actor: a.id });
      return s;
    }
    case 'firstAid': {
      const c = a.character as Character;
      const t = find(s, action.target);
      const voc = HEALERS.find((h) => c.vocations.some((v) => v.name.toLowerCase() === h.toLowerCase()));
      const [check, r1] = rollCheck(s.rng, { bonus: checkBonus(c, 'intellect', voc, { frightened: a.frightened }) });
      let r = r1;
      let healed = 0;
      if (check.success) {
        const [[f], r2] = rollFaces(r1, [3]);
        healed = f ?? 1;
        r = r2;
      }
      const kit = { ...c.kit, supplies: c.kit.supplies - 1 };
      s = put({ ...s, rng: r }, { ...a, character: Object.freeze({ ...c, kit: Object.freeze(kit) }) });
      s = put(s, { ...find(s, t.id), firstAidToday: true });
      events.push({ type: 'firstAid', actor: a.id, target: t.id, dice: check.dice, success: check.success, healed });
      return heal(s, t.id, healed, events);
    }
    default:
      events.push({ type: 'action', actor: a.id, what: action.what });
      return s;
  }
}

function morale(s0: SkirmishState, events: SkirmishEvent[]): SkirmishState {
  let s = s0;
  const npcs = s.combatants.filter((c) => c.side === 'npcs');
  const up = npcs.filter((c) => c.status === 'up');
  if (up.length === 0) return s;
  const firstCasualty = npcs.some((c) => c.status === 'ko' || c.status === 'dead');
  const half = up.length * 2 <= s.npcStart.count || up.reduce((a, c) => a + c.health, 0) * 2 <= s.npcStart.health;
  for (const trigger of ['firstCasualty', 'half'] as const) {
    const now = trigger === 'firstCasualty' ? firstCasualty : half;
    if (!now || s.moraleTriggers[trigger]) continue;
    s = { ...s, moraleTriggers: Object.freeze({ ...s.moraleTriggers, [trigger]: true }) };
    if (s.mindless || s.moraleChecks >= 2) continue;
    const [res, r] = rollMorale(s.rng, s.options.morale);
    s = { ...s, rng: r, moraleChecks: s.moraleChecks + 1 };
    events.push({ type: 'morale', trigger, dice: res.dice, morale: res.morale, outcome: res.outcome });
    if (res.outcome === 'fails') {
      events.push({ type: 'fled', ids: up.map((c) => c.id) });
      s = { ...s, combatants: s.combatants.map((c) => (c.side === 'npcs' && c.status === 'up' ? Object.freeze({ ...c, status: 'fled' as const }) : c)) };
      return end(s, 'pcs', 'morale', events);
    }
  }
  return s;
}

function end(s: SkirmishState, winner: Side | null, reason: 'defeat' | 'morale' | 'rounds', events: SkirmishEvent[]): SkirmishState {
  events.push({ type: 'ended', winner, reason, rounds: s.round });
  return { ...s, phase: null, queue: [], declared: null, winner, ended: reason };
}

/**
 * Rolls and resolves the declared phase in declaration order ([V08](../../../../docs/rulings/vocations-2d6.md#v08)):
 * a combatant knocked out before its turn does nothing; an attack on a target already dead is
 * wasted; an attack on a knocked-out target is an automatic deathblow
 * ([V13](../../../../docs/rulings/vocations-2d6.md#v13)). Then NPC morale (first casualty, then
 * half numbers or health; at most twice, never for mindless NPCs;
 * [V04](../../../../docs/rulings/vocations-2d6.md#v04)), the end check, and the next phase.
 *
 * @param state - A state with declarations (never mutated).
 * @returns The next state (waiting for the next phase, or ended) and its events.
 * @throws {@link CombatActionError} if nothing was declared for the phase or the skirmish ended.
 * @example
 * ```ts
 * const after = resolvePhase(declareActions(state, decls).state);
 * ```
 * @since 0.1.0
 * @category Skirmish
 */
export function resolvePhase(state: SkirmishState): SkirmishStep {
  if (state.phase === null) throw new CombatActionError('', 'the skirmish has ended');
  if (state.declared === null) throw new CombatActionError('', 'declare the phase before resolving it');
  const events: SkirmishEvent[] = [];
  let s: SkirmishState = state;
  for (const d of state.declared) s = act(s, d, events);
  const phase = state.phase;
  s = { ...s, declared: null, combatants: s.combatants.map((c) => (phase.actors.includes(c.id) && c.surprised ? Object.freeze({ ...c, surprised: false }) : c)) };
  for (const c of s.combatants) if (phase.actors.includes(c.id) && state.combatants.find((x) => x.id === c.id)?.surprised === true && !state.declared.some((d) => d.actor === c.id)) events.push({ type: 'skipped', actor: c.id, reason: 'surprised' });
  s = morale(s, events);
  if (s.phase !== null) {
    const pcsUp = s.combatants.some((c) => c.side === 'pcs' && c.status === 'up');
    const npcsUp = s.combatants.some((c) => c.side === 'npcs' && c.status === 'up');
    if (!pcsUp || !npcsUp) s = end(s, pcsUp ? 'pcs' : npcsUp ? 'npcs' : null, 'defeat', events);
  }
  if (s.phase !== null) {
    let queue = s.queue;
    let round = s.round;
    if (queue.length === 0) {
      round += 1;
      if (round > s.options.maxRounds) {
        s = end({ ...s, round: s.round }, null, 'rounds', events);
        return Object.freeze({ state: freezeState(s), events: Object.freeze(events) });
      }
      events.push({ type: 'round', round });
      queue = [{ side: 'npcs', actors: allOf(s, 'npcs') }, { side: 'pcs', actors: allOf(s, 'pcs') }];
      // Spellburn lasts an hour: longer than any skirmish, so it is not cleared here.
    }
    const [next, ...rest] = queue;
    if (next !== undefined) events.push({ type: 'phase', side: next.side, actors: next.actors });
    s = { ...s, round, phase: next ?? null, queue: rest };
  }
  return Object.freeze({ state: freezeState(s), events: Object.freeze(events) });
}

/**
 * The party as it leaves the skirmish: each PC's character with its health, ether and supplies
 * after the fight.
 *
 * @param state - The skirmish.
 * @returns The PCs' characters, in party order.
 * @example
 * ```ts
 * const [wounded] = partyAfter(runSkirmish(seed(1), [hero], ['Goblin']).state);
 * ```
 * @since 0.1.0
 * @category Skirmish
 */
export function partyAfter(state: SkirmishState): readonly Character[] {
  return Object.freeze(
    state.combatants
      .filter((c) => c.character !== null)
      .map((c) => Object.freeze({ ...(c.character as Character), health: c.status === 'dead' ? 0 : c.health, ether: c.ether })),
  );
}
