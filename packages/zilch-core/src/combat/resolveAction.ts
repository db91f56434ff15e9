// Action execution (internal): attacks, spells, special attacks and the minor actions.
import { rollSuitTest } from '../suitTest/suitTest.js';
import { ActionError } from '../errors/ActionError.js';
import { StanceError } from '../errors/StanceError.js';
import { effectiveSuit, spendChips, withCondition, conditionsOf, type Character } from '../characters/character.js';
import { damageResistance, guardedShieldBonus, handsUsed } from '../equipment/equipment.js';
import { WEAPONS, weaponDamage, type Weapon } from '../equipment/items.js';
import { CONDITIONS } from '../conditions/conditions.js';
import { scaleDamage, scaleBySize } from '../size/size.js';
import { applyDamage, heal } from '../injury/damage.js';
import { spellcasterClass, spellDamage, spellHarms, touchHealing, RUNES } from '../magic/runes.js';
import { sight } from '../lighting/lighting.js';
import { resolveAttack, type AttackSetup } from './attackRoll.js';
import { shiftStance, stancePips, type Stance } from './stances.js';
import { find, has, replace, withCharacter, conditionsIn, checkEnd } from './internal.js';
import type { Action, AttackOptions, Combatant, CombatEvent, CombatState, Distance } from './types.js';

const RANGE_MOD: Readonly<Record<Distance, number | null>> = { adjacent: 0, veryClose: 0, close: 0, medium: -2, long: -5, far: null };

/** @internal What an action costs in the turn's economy. */
export function actionCost(a: Action): 'full' | 'standard' | 'minor' | 'free' {
  switch (a.kind) {
    case 'twoWeaponFighting':
    case 'ready':
    case 'retrieve':
    case 'extinguish':
      return 'full';
    case 'attack':
    case 'charge':
    case 'specialAttack':
    case 'cast':
    case 'defend':
    case 'use':
      return 'standard';
    case 'move':
    case 'manipulate':
    case 'shiftStance':
    case 'stand':
      return 'minor';
    case 'free':
      return 'free';
  }
}

function pickWeapon(c: Character, name: string | undefined): Weapon {
  const held = c.equipment.held.filter((i): i is Weapon => i.kind === 'weapon');
  if (name === undefined) return held[0] ?? WEAPONS.unarmed;
  if (name === 'unarmed') return WEAPONS.unarmed;
  if (name === 'shieldBash') {
    const sh = c.equipment.held.find((i) => i.kind === 'shield' && !i.strapped);
    if (sh === undefined || sh.kind !== 'shield') throw new ActionError(`${c.name} holds no shield to bash with`);
    return sh.spiked ? WEAPONS.spikedShieldBash : WEAPONS.shieldBash;
  }
  const w = held.find((i) => i.name === name);
  if (w === undefined) throw new ActionError(`${c.name} does not hold a weapon named ${JSON.stringify(name)}`);
  return w;
}

interface StrikeSpec {
  readonly mode: 'weapon' | 'special' | 'spell';
  readonly offenseOverride?: number;
  readonly special?: 'bullrush' | 'disarm' | 'grapple' | 'trip';
  readonly rune?: 'E' | 'T';
}

/** @internal Resolves one attack-like action of `attackerId` against `o.target`. */
export function strike(state: CombatState, attackerId: string, o: AttackOptions, spec: StrikeSpec, events: CombatEvent[]): CombatState {
  let s = state;
  let a = find(s, attackerId);
  let d = find(s, o.target);
  if (a.id === d.id) throw new ActionError(`${a.id} cannot attack itself`);
  if (a.stance === 'none' || a.tile === null) throw new ActionError(`${a.id} has no domino this round`);
  if (a.stance === 'guarded') throw new ActionError(`${a.id} is Guarded and must Defend, not attack (Z04)`);
  const aStance: Stance = a.stance;
  const aTile = a.tile;
  if (a.grappling !== null && a.grappling !== d.id) throw new ActionError(`${a.id} is grappling ${a.grappling} and may only attack it (Z12)`);
  const aConds = conditionsIn(a);
  const dConds = conditionsIn(d);
  const weapon = spec.mode === 'spell' ? null : pickWeapon(a.character, o.weapon);
  if (weapon !== null && a.grappling !== null && !['unarmed', 'tiny'].includes(weapon.category)) {
    throw new ActionError(`while grappling, ${a.id} may only use unarmed attacks or Tiny weapons (Z12)`);
  }
  const ranged = spec.mode === 'spell' ? spec.rune === 'E' : weapon?.ranged === true;
  const distance: Distance = o.distance ?? (ranged ? 'close' : 'adjacent');
  const rangeMod = RANGE_MOD[distance];
  if (rangeMod === null) throw new ActionError(`${d.id} is too far away to affect`);
  if (!ranged && distance !== 'adjacent') throw new ActionError(`a melee ${spec.mode === 'spell' ? 'touch' : 'attack'} needs an Adjacent target, not ${distance}`);
  // attack modifiers
  let attackMod = (o.modifier ?? 0) + (ranged ? rangeMod : 0);
  for (const k of aConds) attackMod += CONDITIONS[k].attackModifier * (k === 'prone' && ranged ? 0 : 1);
  if (dConds.includes('prone')) attackMod += distance === 'adjacent' && !ranged ? CONDITIONS.prone.meleeAttackerModifier : CONDITIONS.prone.rangedAttackerModifier;
  if (o.vision !== undefined && o.light === undefined) throw new ActionError('vision needs the light level at the target (light) to matter (Z14)');
  const seeing = o.light === undefined ? 'ok' : sight(o.light, o.vision ?? 'normal');
  if (o.occluded === true || seeing === 'occluded') attackMod -= 2;
  if ((aConds.includes('blinded') || seeing === 'blinded') && o.invisible === undefined) {
    throw new ActionError(`${a.id} is Blinded, so ${d.id} counts as Invisible: state the guessed square with invisible 'right' or 'wrong' (Z13, Z14)`);
  }
  if (o.invisible === 'right') attackMod -= 5;
  const clubChips = o.clubChips ?? 0;
  if (clubChips > 0) {
    if (spec.mode === 'spell') throw new ActionError('Club chips add to Club-based attacks, not spells');
    if (!a.character.classes.includes('fighter')) throw new ActionError(`${a.id} is not a Fighter and has no Club chips to spend`);
    a = { ...a, character: spendChips(a.character, 'clubs', clubChips) };
    events.push({ type: 'chips', id: a.id, suit: 'clubs', spent: clubChips });
    attackMod += clubChips;
  }
  let attackSuit = effectiveSuit(a.character, spec.mode === 'spell' ? 'diamonds' : 'clubs');
  if (spec.offenseOverride !== undefined) attackMod += spec.offenseOverride - stancePips(aStance, aTile).offense;
  // defense
  const defenseless = dConds.includes('defenseless') || d.stance === 'none' || d.stance === 'reckless';
  let pipBonus = 0;
  const defChips = o.defenderChips ?? 0;
  if (defChips > 0) {
    if (!d.character.classes.includes('rogue')) throw new ActionError(`${d.id} is not a Rogue and has no Spade chips to spend`);
    if (defenseless) throw new ActionError(`${d.id} is Defenseless and cannot add Spade chips (Z05)`);
    d = { ...d, character: spendChips(d.character, 'spades', defChips) };
    events.push({ type: 'chips', id: d.id, suit: 'spades', spent: defChips });
    pipBonus += defChips;
  }
  if (d.stance === 'guarded') pipBonus += guardedShieldBonus(d.character.equipment);
  let defenseMod = o.cover ?? 0;
  for (const k of dConds) defenseMod += CONDITIONS[k].defenseModifier;
  const spades = effectiveSuit(d.character, 'spades');
  const defenseSuit = spec.mode === 'special' ? Math.max(spades, effectiveSuit(d.character, 'clubs')) : spades;
  const setup: AttackSetup = {
    attackSuit,
    defenseSuit,
    attackerStance: aStance,
    defenderStance: d.stance,
    attackModifier: attackMod,
    defenseModifier: defenseMod,
    defensivePipBonus: pipBonus,
    coverPips: o.cover ?? 0,
    defenderDefenseless: defenseless,
    autoHit: dConds.some((k) => CONDITIONS[k].autoHit),
    defenseless: s.options.defenseless,
  };
  attackSuit = setup.attackSuit;
  let roll = resolveAttack(setup, aTile, d.tile);
  if (o.invisible === 'wrong') roll = { ...roll, hit: false, bonusDamage: 0, hitCover: false };
  s = replace(replace(s, a), d);
  const label = spec.mode === 'spell' ? `rune ${spec.rune ?? ''}` : spec.mode === 'special' ? (spec.special ?? '') : (weapon?.name ?? 'unarmed');
  if (!roll.hit) {
    events.push({ type: 'attack', id: a.id, target: d.id, with: label, roll, damage: null });
    return s;
  }
  if (spec.mode === 'special') {
    events.push({ type: 'attack', id: a.id, target: d.id, with: label, roll, damage: null });
    return special(s, a.id, d.id, spec.special ?? 'trip', roll.margin, events);
  }
  let physical = 0;
  let energy = 0;
  if (spec.mode === 'spell') {
    const caster = spellcasterClass(a.character);
    if (caster === null || !spellHarms(caster, d.character.undead)) {
      events.push({ type: 'attack', id: a.id, target: d.id, with: label, roll, damage: null });
      events.push({ type: 'noEffect', id: a.id, target: d.id, reason: 'this energy does not harm that target (Z18)' });
      return s;
    }
    energy = spellDamage(spec.rune ?? 'E', caster, roll.bonusDamage);
  } else if (weapon !== null) {
    physical = weaponDamage(weapon, { greatCategory: s.options.greatCategory }) + roll.bonusDamage;
    energy = weapon.energy?.amount ?? 0;
  }
  const scaled = scaleDamage(physical, energy, a.character.size);
  const dealt = Math.max(0, scaled.physical - damageResistance(d.character.equipment)) + scaled.energy;
  events.push({ type: 'attack', id: a.id, target: d.id, with: label, roll, damage: { physical: scaled.physical, energy: scaled.energy, dealt } });
  const hurt = applyDamage(d.character, { amount: dealt, temporary: weapon?.category === 'unarmed' });
  for (const e of hurt.events) events.push({ type: 'injury', id: d.id, event: e });
  s = replace(s, withCharacter(d, hurt.character, events));
  return s;
}

function special(state: CombatState, aId: string, dId: string, kind: 'bullrush' | 'disarm' | 'grapple' | 'trip', margin: number, events: CombatEvent[]): CombatState {
  let s = state;
  const a = find(s, aId);
  const d = find(s, dId);
  switch (kind) {
    case 'bullrush':
      events.push({ type: 'special', id: aId, target: dId, special: kind, squares: 1 + margin });
      return s;
    case 'disarm': {
      const item = d.character.equipment.held[0];
      events.push({ type: 'special', id: aId, target: dId, special: kind });
      if (item === undefined) return s;
      events.push({ type: 'itemsDropped', id: dId, items: [item.name] });
      const equipment = Object.freeze({ ...d.character.equipment, held: Object.freeze(d.character.equipment.held.slice(1)) });
      return replace(s, { ...d, character: Object.freeze({ ...d.character, equipment }) });
    }
    case 'grapple':
      events.push({ type: 'special', id: aId, target: dId, special: kind });
      if (a.grappling === dId) {
        // escaping / releasing: a hit by a grappler ends the grapple (Z12)
        s = replace(s, { ...a, grappling: null });
        return replace(s, { ...find(s, dId), grappling: null });
      }
      s = replace(s, { ...a, grappling: dId });
      return replace(s, { ...find(s, dId), grappling: aId });
    case 'trip':
      events.push({ type: 'special', id: aId, target: dId, special: kind });
      return replace(s, { ...d, character: withCondition(d.character, 'prone') });
  }
}

/** @internal Executes one action (legality of the whole turn is checked by takeTurn). */
export function perform(state: CombatState, id: string, action: Action, events: CombatEvent[], movedRef: { moved: boolean; stepped: boolean }): CombatState {
  let s = state;
  let c = find(s, id);
  events.push({ type: 'action', id, action: action.kind });
  switch (action.kind) {
    case 'attack':
      return strike(s, id, action, { mode: 'weapon' }, events);
    case 'charge':
      if (c.stance !== 'reckless') throw new ActionError(`Charge needs a Reckless stance (Z04); ${id} is ${c.stance}`);
      if (has(c, 'slowed')) throw new ActionError(`${id} is Slowed and cannot Charge (Z07)`);
      movedRef.moved = true;
      return strike(s, id, { ...action, distance: 'adjacent' }, { mode: 'weapon' }, events);
    case 'specialAttack':
      return strike(s, id, action, { mode: 'special', special: action.special }, events);
    case 'twoWeaponFighting': {
      if (!c.character.classes.some((k) => k === 'fighter' || k === 'rogue')) throw new ActionError(`Two-Weapon Fighting is for Fighters and Rogues (Z33)`);
      const ws = c.character.equipment.held.filter((i): i is Weapon => i.kind === 'weapon');
      const cats = ws.map((w) => w.category).sort().join('+');
      if (ws.length !== 2 || ws.some((w) => w.hands !== 1 || w.slowReload) || !['light+light', 'heavy+tiny', 'light+tiny', 'tiny+tiny'].includes(cats)) {
        throw new ActionError('Two-Weapon Fighting needs two one-handed Light weapons, or a Heavy and a Tiny one, or a lighter pair (Z33)');
      }
      if (c.tile === null || c.stance === 'none' || c.stance === 'guarded') throw new ActionError(`${id} has no offensive pips to split`);
      const total = stancePips(c.stance, c.tile).offense;
      if (!Number.isInteger(action.firstPips) || action.firstPips < 1 || total - action.firstPips < 1) {
        throw new ActionError(`split ${total} offensive pips with at least 1 per attack (Z33), not ${String(action.firstPips)}`);
      }
      s = strike(s, id, { ...action, weapon: action.weapon ?? ws[0]?.name ?? 'unarmed' }, { mode: 'weapon', offenseOverride: action.firstPips }, events);
      if (s.phase === 'ended') return s;
      s = checkEnd(s, events);
      if (s.phase === 'ended') return s;
      const other = ws.find((w) => w.name !== (action.weapon ?? ws[0]?.name)) ?? ws[1];
      return strike(s, id, { ...action.second, clubChips: action.second.clubChips ?? 0, weapon: action.second.weapon ?? other?.name ?? 'unarmed' }, { mode: 'weapon', offenseOverride: total - action.firstPips }, events);
    }
    case 'cast': {
      const caster = spellcasterClass(c.character);
      if (caster === null) throw new ActionError(`${id} is not a Spellcaster`);
      const free = handsUsed(c.character.equipment.held) < 2 || c.character.equipment.held.some((i) => ['staff', 'wand', 'holySymbol'].includes(i.name));
      if (!free) throw new ActionError(`${id} needs a free hand (or a staff, wand or holy symbol) to cast (Z18)`);
      const rune = RUNES[action.rune];
      if (rune === undefined) throw new ActionError(`unknown rune ${JSON.stringify(action.rune)}; Lite casters know E and T (Z18)`);
      c = { ...c, character: spendChips(c.character, 'diamonds', rune.cost) };
      events.push({ type: 'chips', id, suit: 'diamonds', spent: rune.cost });
      s = replace(s, c);
      if (action.rune === 'T' && action.willing === true) {
        if ((action.distance ?? 'adjacent') !== 'adjacent') throw new ActionError('rune T needs an Adjacent target (Z18)');
        const t = find(s, action.target);
        const amount = touchHealing(caster, t.character.undead);
        if (amount === 0) {
          events.push({ type: 'noEffect', id, target: t.id, reason: 'this energy does not heal that target (Z18)' });
          return s;
        }
        events.push({ type: 'heal', id, target: t.id, amount: scaleBySize(amount, 'medium') });
        return replace(s, withCharacter(t, heal(t.character, amount), events));
      }
      return strike(s, id, action, { mode: 'spell', rune: action.rune }, events);
    }
    case 'defend':
      return replace(s, { ...c, defended: true });
    case 'use':
    case 'manipulate':
      return s;
    case 'ready':
      if (c.stance !== 'cautious') throw new ActionError(`Ready needs a Cautious stance (Z04); ${id} is ${c.stance}`);
      if (actionCost(action.action) !== 'standard') throw new ActionError('Ready holds back one Standard action');
      return replace(s, { ...c, readied: action.action });
    case 'retrieve': {
      if (handsUsed(c.character.equipment.held) >= 2) throw new ActionError(`Retrieve needs a free hand; ${id} has none`);
      const eq = c.character.equipment;
      const i = eq.pack.findIndex((x) => x.name === action.item);
      if (i < 0) throw new ActionError(`${id}'s pack holds no ${JSON.stringify(action.item)}`);
      const item = eq.pack[i];
      if (item === undefined || item.kind === 'armor') throw new ActionError('armor cannot be held');
      if (handsUsed([...eq.held, item]) > 2) throw new ActionError(`${item.name} needs more free hands`);
      const equipment = Object.freeze({ ...eq, held: Object.freeze([...eq.held, item]), pack: Object.freeze(eq.pack.filter((_, j) => j !== i)) });
      return replace(s, { ...c, character: Object.freeze({ ...c.character, equipment }) });
    }
    case 'extinguish': {
      const mod = conditionsIn(c).reduce((m, k) => m + CONDITIONS[k].physicalTestModifier, 0);
      const [t, next] = rollSuitTest(s.rng, effectiveSuit(c.character, 'spades'), mod);
      s = { ...s, rng: next };
      events.push({ type: 'test', id, purpose: 'extinguish (♠ First Aid, Z31)', result: t });
      return t.success ? replace(s, { ...c, character: withCondition(c.character, 'burning', false) }) : s;
    }
    case 'move': {
      if (c.grappling !== null) throw new ActionError(`${id} is grappling and cannot move away (Z12)`);
      const rate = moveRate(c, action.mode ?? 'walk');
      if (!Number.isInteger(action.squares) || action.squares < 0 || action.squares > rate) {
        throw new ActionError(`${id} can move 0..${rate} squares ${action.mode ?? 'walk'}ing (Z32), not ${String(action.squares)}`);
      }
      movedRef.moved = true;
      return s;
    }
    case 'shiftStance': {
      if (c.stance === 'none') throw new StanceError(`${id} has no stance to shift`);
      if (c.stance === 'guarded' && !c.defended) throw new StanceError(`${id} must Defend before leaving Guarded (Z04)`);
      const to = shiftStance(c.stance, action.to);
      if (conditionsIn(c).includes('threatened') && to !== 'cautious' && to !== 'guarded') throw new StanceError(`${id} is Threatened and must keep a defensive stance (Z04)`);
      events.push({ type: 'stanceShift', id, from: c.stance, to });
      return replace(s, { ...c, stance: to });
    }
    case 'stand':
      if (!conditionsOf(c.character).includes('prone')) throw new ActionError(`${id} is not Prone`);
      return replace(s, { ...c, character: withCondition(c.character, 'prone', false) });
    case 'free':
      if (action.what === 'diveProne') return replace(s, { ...c, character: withCondition(c.character, 'prone') });
      if (action.what === 'step') {
        if (movedRef.moved || movedRef.stepped) throw new ActionError('a free step is allowed once per turn and only without a Move');
        movedRef.stepped = true;
      }
      if (action.what === 'dropItem') {
        const eq = c.character.equipment;
        const held = eq.held.filter((x) => x.name !== action.item);
        if (held.length === eq.held.length) throw new ActionError(`${id} holds no ${JSON.stringify(action.item)}`);
        events.push({ type: 'itemsDropped', id, items: [action.item ?? ''] });
        return replace(s, { ...c, character: Object.freeze({ ...c.character, equipment: Object.freeze({ ...eq, held: Object.freeze(held) }) }) });
      }
      return s;
  }
}

/** @internal Move rate in squares (Z07, Z09, Z32). */
export function moveRate(c: Combatant, mode: 'walk' | 'run' | 'sprint'): number {
  const spades = effectiveSuit(c.character, 'spades');
  if (conditionsIn(c).includes('prone')) return 1;
  const slowed = has(c, 'slowed');
  if (mode !== 'walk' && (slowed || c.stance !== 'reckless')) throw new ActionError(`running and sprinting need a Reckless stance and no Slowed (Z07, seed § Move)`);
  const base = slowed ? Math.floor(spades / 2) : spades;
  const mult = mode === 'run' ? 1.5 : mode === 'sprint' ? 2 : 1;
  return Math.max(1, Math.floor(base * mult));
}

