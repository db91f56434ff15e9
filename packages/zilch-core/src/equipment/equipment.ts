import { EquipmentError } from '../errors/EquipmentError.js';
import { CLASSES, type ArmorCategory, type ClassName, type ShieldCategory } from '../classes/classes.js';
import type { Armor, Gear, Item, Shield, Weapon } from './items.js';

/**
 * What a character carries (seed § Equipment): up to two hands' worth of held items, one suit
 * of armor, up to five handy items (usable at once; strapped shields go here), and the pack
 * (a full action to retrieve from).
 * @since 0.1.0
 * @category Equipment
 */
export interface Equipment {
  /** Items in hand; a two-handed weapon counts twice toward the 2 hands. */
  readonly held: readonly (Weapon | Shield | Gear)[];
  /** Worn armor, or `null`. */
  readonly armor: Armor | null;
  /** Up to {@link MAX_HANDY_ITEMS} handy items. */
  readonly handy: readonly (Weapon | Shield | Gear)[];
  /** Everything else. */
  readonly pack: readonly Item[];
}

/**
 * Number of handy slots (seed § Equipment).
 * @example
 * ```ts
 * MAX_HANDY_ITEMS; // 5
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export const MAX_HANDY_ITEMS = 5;

/**
 * Empty equipment (unarmed, unarmored).
 * @example
 * ```ts
 * createCharacter({ name: 'Monk', suits, equipment: NO_EQUIPMENT });
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export const NO_EQUIPMENT: Equipment = Object.freeze({ held: Object.freeze([]), armor: null, handy: Object.freeze([]), pack: Object.freeze([]) });

/**
 * Hands used by held items: a two-handed weapon uses 2, anything else 1.
 *
 * @param held - Held items.
 * @returns Hands in use, ≥ 0.
 * @example
 * ```ts
 * handsUsed([WEAPONS.greatsword]); // 2
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function handsUsed(held: readonly (Weapon | Shield | Gear)[]): number {
  return held.reduce((n, i) => n + (i.kind === 'weapon' ? i.hands : 1), 0);
}

/**
 * Validates equipment against the slots and returns a frozen copy.
 *
 * @param equipment - The equipment.
 * @returns The same equipment, frozen.
 * @throws {@link EquipmentError} if held items need more than 2 hands, a strapped shield is held
 *   (it belongs in a handy slot), more than 5 handy items, or armor is not armor.
 * @example
 * ```ts
 * validateEquipment({ held: [WEAPONS.longsword, SHIELDS.shield], armor: ARMORS.chain, handy: [], pack: [] });
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function validateEquipment(equipment: Equipment): Equipment {
  const hands = handsUsed(equipment.held);
  if (hands > 2) throw new EquipmentError(`held items need ${hands} hands; a character has 2`);
  for (const i of equipment.held) {
    if (i.kind === 'shield' && i.strapped) throw new EquipmentError(`${i.name} is strapped to the forearm: put it in a handy slot, not a hand`);
  }
  if (equipment.handy.length > MAX_HANDY_ITEMS) {
    throw new EquipmentError(`at most ${MAX_HANDY_ITEMS} handy items, got ${equipment.handy.length}`);
  }
  if (equipment.armor !== null && equipment.armor.kind !== 'armor') throw new EquipmentError('the armor slot holds armor only');
  return Object.freeze({
    held: Object.freeze([...equipment.held]),
    armor: equipment.armor,
    handy: Object.freeze([...equipment.handy]),
    pack: Object.freeze([...equipment.pack]),
  });
}

/**
 * Total Damage Resistance from armor and shields, held or strapped ([Z16](../../../../docs/rulings/zilch.md#z16): shield DR stacks with
 * armor DR). It reduces physical damage only.
 *
 * @param equipment - The equipment.
 * @returns DR ≥ 0.
 * @example
 * ```ts
 * damageResistance({ held: [SHIELDS.shield], armor: ARMORS.chain, handy: [], pack: [] }); // 3
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function damageResistance(equipment: Equipment): number {
  const shields = [...equipment.held, ...equipment.handy].filter((i): i is Shield => i.kind === 'shield');
  return (equipment.armor?.dr ?? 0) + shields.reduce((n, s) => n + s.dr, 0);
}

/**
 * DR of held (non-strapped) shields, added to defensive pips in a Guarded stance (seed § Shields).
 *
 * @param equipment - The equipment.
 * @returns Pips ≥ 0.
 * @example
 * ```ts
 * guardedShieldBonus({ held: [SHIELDS.large], armor: null, handy: [], pack: [] }); // 2
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function guardedShieldBonus(equipment: Equipment): number {
  return equipment.held.filter((i): i is Shield => i.kind === 'shield' && !i.strapped).reduce((n, s) => n + s.dr, 0);
}

const ARMOR_ORDER: readonly ArmorCategory[] = ['none', 'light', 'medium', 'heavy'];
const SHIELD_ORDER: readonly ShieldCategory[] = ['none', 'buckler', 'shield', 'large'];

/**
 * True when the equipment is heavier than the classes are proficient with, which makes the
 * wearer Hampered ([Z17](../../../../docs/rulings/zilch.md#z17); multiclass characters use the best of their classes). A classless
 * creature is treated as proficient with everything.
 *
 * @param classes - The character's classes.
 * @param equipment - The equipment.
 * @returns Whether the armor or a shield is too heavy.
 * @example
 * ```ts
 * isOverProficiency(['wizard'], { held: [], armor: ARMORS.leather, handy: [], pack: [] }); // true
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function isOverProficiency(classes: readonly ClassName[], equipment: Equipment): boolean {
  if (classes.length === 0) return false;
  const armorCap = Math.max(...classes.map((c) => ARMOR_ORDER.indexOf(CLASSES[c].armor)));
  const shieldCap = Math.max(...classes.map((c) => SHIELD_ORDER.indexOf(CLASSES[c].shield)));
  const armor = ARMOR_ORDER.indexOf(equipment.armor?.category ?? 'none');
  const shields = [...equipment.held, ...equipment.handy].filter((i): i is Shield => i.kind === 'shield');
  return armor > armorCap || shields.some((s) => SHIELD_ORDER.indexOf(s.category) > shieldCap);
}
