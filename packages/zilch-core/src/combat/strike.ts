// Resolves one planned attack against the live state: chips, the roll, then damage or the
// Special Attack's effect. Each step is its own small function.
import { spendChips, withCondition } from '../characters/character.js';
import { damageResistance } from '../equipment/equipment.js';
import { weaponDamage, type Weapon } from '../equipment/items.js';
import { scaleDamage } from '../size/size.js';
import { applyDamage } from '../injury/damage.js';
import { spellcasterClass, spellDamage, spellHarms } from '../magic/runes.js';
import { resolveAttack, type AttackRoll } from './attackRoll.js';
import { find, replace, withCharacter } from './internal.js';
import { planAttack, type AttackPlan, type StrikeSpec } from './planAttack.js';
import type { AttackOptions, Combatant, CombatEvent, CombatState } from './types.js';

/** @internal Turns a domino face up, with a `reveal` event the first time (seed § Stances). */
export function reveal(state: CombatState, id: string, events: CombatEvent[]): CombatState {
  const c = find(state, id);
  if (c.revealed || c.tile === null) return state;
  events.push({ type: 'reveal', id, tile: c.tile });
  return replace(state, { ...c, revealed: true });
}

/** @internal Pays the attacker's Club chips and the defender's Spade chips ([Z19](../../../../docs/rulings/zilch.md#z19): attacker first). */
export function payChips(state: CombatState, plan: AttackPlan, events: CombatEvent[]): CombatState {
  let s = state;
  if (plan.clubChips > 0) {
    const a = find(s, plan.attacker.id);
    s = replace(s, { ...a, character: spendChips(a.character, 'clubs', plan.clubChips) });
    events.push({ type: 'chips', id: a.id, suit: 'clubs', spent: plan.clubChips });
  }
  if (plan.defenderChips > 0) {
    const d = find(s, plan.defender.id);
    s = replace(s, { ...d, character: spendChips(d.character, 'spades', plan.defenderChips) });
    events.push({ type: 'chips', id: d.id, suit: 'spades', spent: plan.defenderChips });
  }
  return s;
}

/** @internal Damage of a weapon hit before size and DR ([Z15](../../../../docs/rulings/zilch.md#z15), [Z25](../../../../docs/rulings/zilch.md#z25)): weapon + pip bonus physical, its energy extra. */
export function weaponHitDamage(weapon: Weapon, roll: AttackRoll, greatCategory: boolean): { readonly physical: number; readonly energy: number } {
  return { physical: weaponDamage(weapon, { greatCategory }) + roll.bonusDamage, energy: weapon.energy?.amount ?? 0 };
}

/** @internal [Z25](../../../../docs/rulings/zilch.md#z25), [Z16](../../../../docs/rulings/zilch.md#z16): scale by the attacker's size, then DR takes physical damage only. */
export function dealtDamage(physical: number, energy: number, attacker: Combatant, defender: Combatant): { readonly physical: number; readonly energy: number; readonly dealt: number } {
  const scaled = scaleDamage(physical, energy, attacker.character.size);
  const dealt = Math.max(0, scaled.physical - damageResistance(defender.character.equipment)) + scaled.energy;
  return { physical: scaled.physical, energy: scaled.energy, dealt };
}

/** @internal A thrown dagger, knife, hand axe or spear leaves the hand (darts are ammunition, seed § Equipment). */
function releaseThrown(state: CombatState, plan: AttackPlan, events: CombatEvent[]): CombatState {
  const w = plan.weapon;
  if (plan.delivery !== 'thrown' || w === null || w.delivery === 'thrown') return state;
  const a = find(state, plan.attacker.id);
  const eq = a.character.equipment;
  const i = eq.held.findIndex((x) => x.name === w.name);
  if (i < 0) return state;
  events.push({ type: 'itemThrown', id: a.id, item: w.name, target: plan.defender.id });
  const equipment = Object.freeze({ ...eq, held: Object.freeze(eq.held.filter((_, j) => j !== i)) });
  return replace(state, { ...a, character: Object.freeze({ ...a.character, equipment }) });
}

/** @internal Resolves one attack-like action of `attackerId` against `o.target`. */
export function strike(state: CombatState, attackerId: string, o: AttackOptions, spec: StrikeSpec, events: CombatEvent[]): CombatState {
  const plan = planAttack(state, attackerId, o, spec);
  let s = payChips(state, plan, events);
  s = reveal(s, plan.defender.id, events);
  let roll = resolveAttack(plan.setup, plan.attackerTile, plan.defender.tile);
  if (plan.wrongSquare) roll = { ...roll, hit: false, bonusDamage: 0, hitCover: false };
  s = releaseThrown(s, plan, events);
  const base = { type: 'attack', id: plan.attacker.id, target: plan.defender.id, with: plan.label, roll } as const;
  if (!roll.hit) {
    events.push({ ...base, damage: null });
    return s;
  }
  if (spec.mode === 'special') {
    events.push({ ...base, damage: null });
    return specialEffect(s, plan.attacker.id, plan.defender.id, spec.special ?? 'trip', roll.margin, events);
  }
  let physical = 0;
  let energy = 0;
  const a = find(s, plan.attacker.id);
  const d = find(s, plan.defender.id);
  if (spec.mode === 'spell') {
    const caster = spellcasterClass(a.character);
    if (caster === null || !spellHarms(caster, d.character.undead)) {
      events.push({ ...base, damage: null });
      events.push({ type: 'noEffect', id: a.id, target: d.id, reason: 'this energy does not harm that target (Z18)' });
      return s;
    }
    energy = spellDamage(spec.rune ?? 'E', caster, roll.bonusDamage);
  } else if (plan.weapon !== null) {
    ({ physical, energy } = weaponHitDamage(plan.weapon, roll, s.options.greatCategory));
  }
  const damage = dealtDamage(physical, energy, a, d);
  events.push({ ...base, damage });
  const hurt = applyDamage(d.character, { amount: damage.dealt, temporary: plan.weapon?.category === 'unarmed' });
  for (const e of hurt.events) events.push({ type: 'injury', id: d.id, event: e });
  return replace(s, withCharacter(d, hurt.character, events));
}

/** @internal [Z34](../../../../docs/rulings/zilch.md#z34): Bullrush pushes 1 + margin squares. */
export function bullrushSquares(margin: number): number {
  return 1 + margin;
}

/** @internal [Z34](../../../../docs/rulings/zilch.md#z34), [Z12](../../../../docs/rulings/zilch.md#z12): the effect of a Special Attack that hit. */
export function specialEffect(
  state: CombatState,
  aId: string,
  dId: string,
  kind: 'bullrush' | 'disarm' | 'grapple' | 'trip',
  margin: number,
  events: CombatEvent[],
): CombatState {
  const s = state;
  const a = find(s, aId);
  const d = find(s, dId);
  switch (kind) {
    case 'bullrush':
      events.push({ type: 'special', id: aId, target: dId, special: kind, squares: bullrushSquares(margin) });
      return s;
    case 'disarm': {
      const item = d.character.equipment.held[0];
      events.push({ type: 'special', id: aId, target: dId, special: kind });
      if (item === undefined) return s;
      events.push({ type: 'itemsDropped', id: dId, items: [item.name] });
      const equipment = Object.freeze({ ...d.character.equipment, held: Object.freeze(d.character.equipment.held.slice(1)) });
      return replace(s, { ...d, character: Object.freeze({ ...d.character, equipment }) });
    }
    case 'grapple': {
      events.push({ type: 'special', id: aId, target: dId, special: kind });
      const ending = a.grappling === dId; // a hit by a grappler on its partner ends the grapple (Z12)
      const t = replace(s, { ...a, grappling: ending ? null : dId });
      return replace(t, { ...find(t, dId), grappling: ending ? null : aId });
    }
    case 'trip':
      events.push({ type: 'special', id: aId, target: dId, special: kind });
      return replace(s, { ...d, character: withCondition(d.character, 'prone') });
  }
}
