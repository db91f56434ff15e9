import type { ArmorCategory, ShieldCategory } from '../classes/classes.js';
import { EquipmentError } from '../errors/EquipmentError.js';
import { quoted } from '../errors/shown.js';

/**
 * Weapon categories and their damage ([Z15](../../../../docs/rulings/zilch.md#z15)): Unarmed 1 (temporary damage), Tiny 1, Light 2,
 * Heavy 3, Great 4 (two-handed only; `greatCategory: false` treats them as Heavy).
 * @since 0.1.0
 * @category Equipment
 */
export type WeaponCategory = 'unarmed' | 'tiny' | 'light' | 'heavy' | 'great';

/**
 * How a weapon reaches its target (seed § Distances): Long is out of reach for thrown weapons
 * and costs projectiles −5.
 * @example
 * ```ts
 * WEAPONS.dart.delivery;     // 'thrown'
 * WEAPONS.shortbow.delivery; // 'projectile'
 * ```
 * @since 0.2.0
 * @category Equipment
 */
export type WeaponDelivery = 'melee' | 'thrown' | 'projectile';

/**
 * Base damage of each weapon category, in HP ([Z15](../../../../docs/rulings/zilch.md#z15)).
 * @example
 * ```ts
 * WEAPON_DAMAGE.great; // 4
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export const WEAPON_DAMAGE: Readonly<Record<WeaponCategory, number>> = Object.freeze({
  unarmed: 1,
  tiny: 1,
  light: 2,
  heavy: 3,
  great: 4,
});

/**
 * A weapon.
 * @since 0.1.0
 * @category Equipment
 */
export interface Weapon {
  /** Discriminant. */
  readonly kind: 'weapon';
  /** Name, e.g. `'greatsword'`. */
  readonly name: string;
  /** Damage category ([Z15](../../../../docs/rulings/zilch.md#z15)). */
  readonly category: WeaponCategory;
  /** Hands needed to use it (1 or 2). */
  readonly hands: 1 | 2;
  /**
   * How it reaches a target (seed § Distances): `melee` (Adjacent only), `thrown` (darts: up to
   * Medium, never Long) or `projectile` (bows, crossbows, slings: up to Long at −5).
   */
  readonly delivery: WeaponDelivery;
  /** A melee weapon that may also be thrown (dagger, knife, hand axe, spear): pass `thrown: true` in the attack. */
  readonly throwable: boolean;
  /** A weapon with two ends (staff): usable as two Light weapons (2 damage each) for Two-Weapon Fighting (seed § Weapons). */
  readonly double: boolean;
  /** True for slings and crossbows: too slow to reload for Two-Weapon Fighting ([Z33](../../../../docs/rulings/zilch.md#z33)). */
  readonly slowReload: boolean;
  /** Extra energy damage on a hit (e.g. 1 for a flaming weapon), default none. */
  readonly energy?: { 
/** Extra energy damage on a hit, in HP. */
readonly amount: number; 
/** Energy type, e.g. `fire`. */
readonly type: string };
}

/**
 * A suit of armor ([Z16](../../../../docs/rulings/zilch.md#z16)).
 * @since 0.1.0
 * @category Equipment
 */
export interface Armor {
  /** Discriminant. */
  readonly kind: 'armor';
  /** Name, e.g. `'chain'`. */
  readonly name: string;
  /** Category, for proficiency ([Z17](../../../../docs/rulings/zilch.md#z17)). */
  readonly category: ArmorCategory;
  /** Damage Resistance, 0..3. */
  readonly dr: number;
}

/**
 * A shield ([Z16](../../../../docs/rulings/zilch.md#z16)). Strapped ones (buckler, heavy bracers) use a handy slot instead of a hand,
 * give no Guarded bonus and cannot bash.
 * @since 0.1.0
 * @category Equipment
 */
export interface Shield {
  /** Discriminant. */
  readonly kind: 'shield';
  /** Name, e.g. `'shield'`. */
  readonly name: string;
  /** Category, for proficiency ([Z17](../../../../docs/rulings/zilch.md#z17)). */
  readonly category: ShieldCategory;
  /** Damage Resistance added to armor's. */
  readonly dr: number;
  /** True for bucklers and heavy bracers. */
  readonly strapped: boolean;
  /** True for a spiked shield (bashes as a Light weapon instead of Tiny). */
  readonly spiked: boolean;
}

/**
 * Any other item (potion, wand, torch, rope…).
 * @since 0.1.0
 * @category Equipment
 */
export interface Gear {
  /** Discriminant. */
  readonly kind: 'gear';
  /** Name. */
  readonly name: string;
}

/**
 * Anything carried.
 * @since 0.1.0
 * @category Equipment
 */
export type Item = Weapon | Shield | Armor | Gear;

/**
 * Names of the weapons in {@link WEAPONS}.
 * @since 0.1.0
 * @category Equipment
 */
export type WeaponName =
  | 'unarmed'
  | 'dagger'
  | 'knife'
  | 'dart'
  | 'sling'
  | 'shortSword'
  | 'club'
  | 'mace'
  | 'handAxe'
  | 'spear'
  | 'shortbow'
  | 'lightCrossbow'
  | 'longsword'
  | 'battleaxe'
  | 'warhammer'
  | 'longbow'
  | 'heavyCrossbow'
  | 'staff'
  | 'greatsword'
  | 'greataxe'
  | 'maul'
  | 'shieldBash'
  | 'spikedShieldBash';

const w = (
  name: string,
  category: WeaponCategory,
  hands: 1 | 2,
  delivery: WeaponDelivery = 'melee',
  extra: { readonly slowReload?: boolean; readonly throwable?: boolean; readonly double?: boolean } = {},
): Weapon =>
  Object.freeze({
    kind: 'weapon',
    name,
    category,
    hands,
    delivery,
    slowReload: extra.slowReload ?? false,
    throwable: extra.throwable ?? false,
    double: extra.double ?? false,
  });

/**
 * The suggested weapons of [Z15](../../../../docs/rulings/zilch.md#z15) by category, plus `unarmed`, `staff` (two-handed; a Heavy weapon,
 * or two Light ones in Two-Weapon Fighting, since it is `double`) and the shield bashes. Darts are
 * thrown; slings, bows and crossbows shoot projectiles; daggers, knives, hand axes and spears are
 * melee weapons that may be thrown.
 * @example
 * ```ts
 * WEAPONS.greatsword.category; // 'great'
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export const WEAPONS: Readonly<Record<WeaponName, Weapon>> = Object.freeze({
  unarmed: w('unarmed', 'unarmed', 1),
  dagger: w('dagger', 'tiny', 1, 'melee', { throwable: true }),
  knife: w('knife', 'tiny', 1, 'melee', { throwable: true }),
  dart: w('dart', 'tiny', 1, 'thrown'),
  sling: w('sling', 'tiny', 1, 'projectile', { slowReload: true }),
  shortSword: w('shortSword', 'light', 1),
  club: w('club', 'light', 1),
  mace: w('mace', 'light', 1),
  handAxe: w('handAxe', 'light', 1, 'melee', { throwable: true }),
  spear: w('spear', 'light', 1, 'melee', { throwable: true }),
  shortbow: w('shortbow', 'light', 2, 'projectile'),
  lightCrossbow: w('lightCrossbow', 'light', 2, 'projectile', { slowReload: true }),
  longsword: w('longsword', 'heavy', 1),
  battleaxe: w('battleaxe', 'heavy', 1),
  warhammer: w('warhammer', 'heavy', 1),
  longbow: w('longbow', 'heavy', 2, 'projectile'),
  heavyCrossbow: w('heavyCrossbow', 'heavy', 2, 'projectile', { slowReload: true }),
  staff: w('staff', 'heavy', 2, 'melee', { double: true }),
  greatsword: w('greatsword', 'great', 2),
  greataxe: w('greataxe', 'great', 2),
  maul: w('maul', 'great', 2),
  shieldBash: w('shieldBash', 'tiny', 1),
  spikedShieldBash: w('spikedShieldBash', 'light', 1),
});

/**
 * Armor by [Z16](../../../../docs/rulings/zilch.md#z16): none 0, padded and leather 1 (Light), chain and scale 2 (Medium), plate 3 (Heavy).
 * @example
 * ```ts
 * ARMORS.plate.dr; // 3
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export const ARMORS: Readonly<Record<'padded' | 'leather' | 'chain' | 'scale' | 'plate', Armor>> = Object.freeze({
  padded: { kind: 'armor', name: 'padded', category: 'light', dr: 1 },
  leather: { kind: 'armor', name: 'leather', category: 'light', dr: 1 },
  chain: { kind: 'armor', name: 'chain', category: 'medium', dr: 2 },
  scale: { kind: 'armor', name: 'scale', category: 'medium', dr: 2 },
  plate: { kind: 'armor', name: 'plate', category: 'heavy', dr: 3 },
});

/**
 * Shields by [Z16](../../../../docs/rulings/zilch.md#z16): buckler and heavy bracers 1 (strapped), shield 1, large shield 2, and a spiked shield.
 * @example
 * ```ts
 * SHIELDS.large.dr; // 2
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export const SHIELDS: Readonly<Record<'buckler' | 'heavyBracers' | 'shield' | 'spikedShield' | 'large', Shield>> = Object.freeze({
  buckler: { kind: 'shield', name: 'buckler', category: 'buckler', dr: 1, strapped: true, spiked: false },
  heavyBracers: { kind: 'shield', name: 'heavyBracers', category: 'buckler', dr: 1, strapped: true, spiked: false },
  shield: { kind: 'shield', name: 'shield', category: 'shield', dr: 1, strapped: false, spiked: false },
  spikedShield: { kind: 'shield', name: 'spikedShield', category: 'shield', dr: 1, strapped: false, spiked: true },
  large: { kind: 'shield', name: 'large', category: 'large', dr: 2, strapped: false, spiked: false },
});

/**
 * Base damage of a weapon ([Z15](../../../../docs/rulings/zilch.md#z15)). With `greatCategory: false`, Great weapons count as Heavy (3).
 *
 * @param weapon - The weapon.
 * @param options - `greatCategory` (default `true`).
 * @returns Damage in HP, 1..4.
 * @throws {@link EquipmentError} naming `category` when the weapon's category is not one of {@link WEAPON_DAMAGE}.
 * @example
 * ```ts
 * weaponDamage(WEAPONS.greatsword);                           // 4
 * weaponDamage(WEAPONS.greatsword, { greatCategory: false }); // 3
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function weaponDamage(weapon: Weapon, options: { readonly greatCategory?: boolean } = {}): number {
  const category: unknown = typeof weapon === 'object' && weapon !== null ? weapon.category : undefined;
  if (typeof category !== 'string' || !Object.hasOwn(WEAPON_DAMAGE, category)) {
    throw new EquipmentError(`unknown weapon category ${quoted(category)}; use ${Object.keys(WEAPON_DAMAGE).join(', ')} (Z15)`, 'category', category);
  }
  if (weapon.category === 'great' && options.greatCategory === false) return WEAPON_DAMAGE.heavy;
  return WEAPON_DAMAGE[weapon.category];
}
