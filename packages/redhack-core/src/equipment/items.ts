import type { UsageDie } from '@rollwright/dice';
import type { Edition } from '../options/options.js';

/**
 * What kind of thing an item is.
 * @since 0.1.0
 * @category Equipment
 */
export type ItemKind = 'weapon' | 'armour' | 'shield' | 'helm' | 'tool' | 'gear' | 'container' | 'animal' | 'vehicle' | 'coins';

/**
 * Weapon properties of both editions. Classic: `short`, `long`, `two-handed`, `ranged`,
 * `thrown`. Draft: also `versatile`, `clumsy`, `reload`. Source: redhack-rules.txt › Weapon
 * Types; redhack-3.1-draft.txt › Weapons › Rules.
 * @since 0.1.0
 * @category Equipment
 */
export type WeaponProperty = 'short' | 'long' | 'two-handed' | 'versatile' | 'clumsy' | 'thrown' | 'ranged' | 'reload';

/**
 * The weight class of armour: light, medium or heavy.
 * @since 0.1.0
 * @category Equipment
 */
export type ArmourWeight = 'light' | 'medium' | 'heavy';

/**
 * One entry of an equipment catalogue. Costs are in gold pieces; `weight` is the draft's item
 * weight (1, ½ = 0.5, ⅕ = 0.2, 0), absent in classic, where slots are counted instead.
 * @since 0.1.0
 * @category Equipment
 */
export interface Item {
  /** Catalogue key, kebab-case, e.g. `'longsword'`. */
  readonly id: string;
  /** The catalogue's name, e.g. `'Longsword/Warhammer'`. */
  readonly name: string;
  /** The edition whose catalogue lists it. */
  readonly edition: Edition;
  /** What it is. */
  readonly kind: ItemKind;
  /** Price in gp; `null` when the catalogue gives none. */
  readonly cost: number | null;
  /** `true` when the price is a minimum ("1000+", custom order). */
  readonly minimumCost?: boolean;
  /** Draft item weight: 0, 0.2 (⅕), 0.5 (½), 1, 2 or 3. */
  readonly weight?: number;
  /** Its usage die, when it is used up. */
  readonly usageDie?: UsageDie;
  /** A short paraphrase of the catalogue's notes. */
  readonly notes?: string;
  /** Weapons: hands needed (1 or 2). */
  readonly hands?: 1 | 2;
  /** Weapons: properties. */
  readonly properties?: readonly WeaponProperty[];
  /** Draft weapons: the damage die's sides (d3 … d10). */
  readonly damage?: 2 | 3 | 4 | 6 | 8 | 10 | 12;
  /** Ranged weapons: the range band they shoot to without penalty. */
  readonly range?: 'Near' | 'Far' | 'Distant';
  /** Armour: its weight class. */
  readonly armourWeight?: ArmourWeight;
  /** Classic armour: the AC formula as printed, e.g. `'DEX+2'`, `'½ DEX+9'`, `'16'`. */
  readonly acFormula?: string;
  /** Draft armour: the suit's AC (Leather 11, Chain 13, Plate 15). */
  readonly ac?: number;
  /** Draft armour: the suit's pieces by weight class. */
  readonly pieces?: { readonly light: number; readonly medium: number; readonly heavy: number };
  /** Containers: items (and coins) it holds. */
  readonly holds?: { readonly items?: number; readonly coins?: number };
}
