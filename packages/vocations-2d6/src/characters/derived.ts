// Values derived from a character sheet: health, ether, capacity and load, Total Defense, DR, speed.
import { TRAITS } from './traits.js';
import { baseHealth, canCastOf, maxEtherOf, type Character } from './character.js';

/**
 * Everything a sheet derives.
 *
 * @since 0.1.0
 * @category Characters
 */
export interface Derived {
  /** Max health: 10 (Hardy 12, Feeble 8) + Strength + bought health. */
  readonly maxHealth: number;
  /** Max ether: 10 + the magic vocation with a source of magic, else 0. */
  readonly maxEther: number;
  /** Whether the character may cast at all. */
  readonly canCast: boolean;
  /** Carrying capacity in items: 10 (Strong Back 15) + Strength + bought capacity. */
  readonly capacity: number;
  /** Items carried (heavy armour counts 2; supplies and torches 6 to an item, coins 100, ammunition 20). */
  readonly load: number;
  /** Carrying the maximum load (or more): speed drops to 15 ft. */
  readonly encumbered: boolean;
  /** Carrying more than the capacity. */
  readonly overloaded: boolean;
  /** Feet per round: 30, or 15 when encumbered. */
  readonly speed: number;
  /** The Defense skill after heavy armour's −1. */
  readonly defense: number;
  /** Agility after heavy armour's −1 (used for every Agility roll). */
  readonly agility: number;
  /** Total Defense: 9 + Defense (after armour). */
  readonly totalDefense: number;
  /** Damage reduction: light armour 1, heavy 3, a held shield +1. */
  readonly dr: number;
  /** Highest max health or capacity exp can buy: 20 + Strength. */
  readonly raiseCap: number;
}

/**
 * Quantum items: how many of each fit in one item slot (Source: vocations-2d6.txt › Carrying
 * Capacity): supplies 6, torches 6, currency 100, ammunition 20.
 *
 * @example
 * ```ts
 * QUANTUM_ITEMS.currency; // 100
 * ```
 * @since 0.1.0
 * @category Characters
 */
export const QUANTUM_ITEMS: Readonly<Record<'supplies' | 'torches' | 'currency' | 'ammo', number>> = Object.freeze({ supplies: 6, torches: 6, currency: 100, ammo: 20 });

/**
 * The load of a kit in item slots (Source: vocations-2d6.txt › Carrying Capacity;
 * [ruling V17](../../../../docs/rulings/vocations-2d6.md#v17)).
 *
 * @param kit - The kit.
 * @returns Item slots used.
 * @example
 * ```ts
 * kitLoad(hero.kit); // e.g. 5: weapon, armour, 6 supplies, 10 coins, a memento
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function kitLoad(kit: Character['kit']): number {
  const bundles = (n: number | undefined, per: number): number => Math.ceil((n ?? 0) / per);
  return (
    1 +
    (kit.armour === 'heavy' ? 2 : kit.armour === 'light' ? 1 : 0) +
    (kit.shield ? 1 : 0) +
    bundles(kit.supplies, QUANTUM_ITEMS.supplies) +
    bundles(kit.currency, QUANTUM_ITEMS.currency) +
    bundles(kit.torches, QUANTUM_ITEMS.torches) +
    bundles(kit.ammo, QUANTUM_ITEMS.ammo) +
    (kit.memento == null ? 0 : 1) +
    (kit.toolset == null ? 0 : 1) +
    (kit.magicItem == null ? 0 : 1) +
    (kit.items?.length ?? 0)
  );
}

/**
 * Derives a character's values (Source: vocations-2d6.txt › Character creation, Health, Ether,
 * Carrying Capacity, Starting Equipment, Combat Skills; rulings
 * [V12](../../../../docs/rulings/vocations-2d6.md#v12), [V17](../../../../docs/rulings/vocations-2d6.md#v17),
 * [V34](../../../../docs/rulings/vocations-2d6.md#v34), [V36](../../../../docs/rulings/vocations-2d6.md#v36)).
 *
 * @param c - The character.
 * @returns The derived values.
 * @example
 * ```ts
 * derive(hero).totalDefense; // 9 + Defense
 * ```
 * @since 0.1.0
 * @category Characters
 */
export function derive(c: Character): Derived {
  const str = c.attributes.strength;
  const heavy = c.kit.armour === 'heavy' ? 1 : 0;
  const baseCap = c.traits.map((t) => TRAITS[t.id].baseCapacity).find((x) => x !== undefined) ?? 10;
  const capacity = baseCap + str + c.capacityBonus;
  const load = kitLoad(c.kit);
  const encumbered = load >= capacity;
  const defense = c.skills.defense - heavy;
  return Object.freeze({
    maxHealth: baseHealth(c) + str + c.healthBonus,
    maxEther: maxEtherOf(c),
    canCast: canCastOf(c),
    capacity,
    load,
    encumbered,
    overloaded: load > capacity,
    speed: encumbered ? 15 : 30,
    defense,
    agility: c.attributes.agility - heavy,
    totalDefense: 9 + defense,
    dr: (c.kit.armour === 'heavy' ? 3 : c.kit.armour === 'light' ? 1 : 0) + (c.kit.shield ? 1 : 0),
    raiseCap: 20 + str,
  });
}
