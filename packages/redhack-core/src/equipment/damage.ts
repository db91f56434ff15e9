import { stepDamageDie, type DamageSides } from '@rollwright/dice';
import { CLASSIC_CLASSES } from '../characters/classes.js';
import { CatalogueError, EquipmentError, RedhackRuleError } from '../errors/index.js';
import { resolveOptions, type RedhackOptions, type ResolvedOptions } from '../options/options.js';
import { prepareTest } from '../tests/spec.js';
import { findItem } from './catalogue.js';
import type { Item } from './items.js';

/**
 * Who attacks with what, for the damage die.
 * @since 0.1.0
 * @category Equipment
 */
export interface DamageInput {
  /** The weapon: an id or item of the edition's catalogue (draft: required; classic: for its hands). */
  readonly weapon?: string | Item;
  /** The attacker's class id (classic: required; draft: `'fighter'` steps the die up). */
  readonly className?: string;
  /** Draft: the attacker's STR (16+ steps up, 6 or less steps down). */
  readonly str?: number;
  /** Used with both hands (a Versatile weapon steps up in the draft; any two-handed weapon in classic). */
  readonly twoHanded?: boolean;
  /** An improvised weapon or unarmed (one step down). */
  readonly improvised?: boolean;
}

/**
 * A damage die and how it got there.
 * @since 0.1.0
 * @category Equipment
 */
export interface DamageDie {
  /** The die's sides, d2 … d12. */
  readonly sides: DamageSides;
  /** The die before any step. */
  readonly base: DamageSides;
  /** Each step applied, in order, e.g. `['+1 high STR', '+1 Fighter']`. */
  readonly steps: readonly string[];
}

/**
 * A player character's melee damage die ([ruling R21](../../../../docs/rulings/redhack.md#r21)),
 * on the damage ladder d2 … d12 of `@rollwright/dice` (`stepDamageDie`), never past either end.
 *
 * Draft (`weaponDamage: 'byWeapon'`): the weapon's die, one step up each for high STR (16+),
 * being a Fighter (Heavy Hitter) and a Versatile weapon used two-handed; one step down each for
 * low STR (6 or less) and an improvised weapon. Ranged weapons keep their listed die.
 * Classic (`weaponDamage: 'byClass'`): the class's die, one step up with a two-handed weapon, or
 * the class's improvised die for improvised and unarmed attacks.
 * Source: redhack-3.1-draft.txt › Damage; redhack-rules.txt › 2. Class, Weapon Types.
 *
 * @param input - Weapon, class, STR and grip; never mutated.
 * @param options - Edition and rule options (default draft31).
 * @returns The die, its base and the steps taken.
 * @throws {@link CatalogueError} for an unknown class or weapon; {@link EditionError} for the other edition's.
 * @throws {@link EquipmentError} for a weapon that is not one, or two hands on a one-handed non-Versatile weapon.
 * @throws {@link AttributeError} for a STR that is not whole or outside the range in play.
 * @example
 * ```ts
 * damageDie({ weapon: 'greatsword', className: 'fighter', str: 16 }).sides; // 12 (d8 → d10 → d12)
 * damageDie({ className: 'warrior', weapon: 'two-handed-sword' }, { edition: 'classic' }).sides; // 10
 * ```
 * @since 0.1.0
 * @category Equipment
 */
export function damageDie(input: DamageInput, options: RedhackOptions | ResolvedOptions = {}): DamageDie {
  const o = resolveOptions(options);
  if (typeof input !== 'object' || input === null) throw new RedhackRuleError('R21', 'damage input must be an object', input);
  const weapon = input.weapon === undefined ? undefined : findItem(o.edition, input.weapon);
  if (weapon !== undefined && weapon.kind !== 'weapon') throw new EquipmentError('R21', `${weapon.name} is not a weapon`, weapon.id);
  const steps: string[] = [];
  if (o.weaponDamage === 'byClass') {
    const cls = CLASSIC_CLASSES.find((c) => c.id === input.className);
    if (cls === undefined || cls.damageDie === undefined || cls.improvisedDie === undefined) {
      throw new CatalogueError('class', `classic damage needs a classic class (warrior, thief, cleric, wizard, bard), got ${String(input.className)}`, input.className);
    }
    const base = cls.damageDie;
    if (input.improvised === true) return Object.freeze({ sides: cls.improvisedDie, base, steps: Object.freeze(['improvised die']) });
    const two = input.twoHanded === true || weapon?.hands === 2;
    if (two && weapon?.properties?.includes('ranged') !== true) {
      steps.push('+1 two-handed');
      return Object.freeze({ sides: stepDamageDie(base, 1), base, steps: Object.freeze(steps) });
    }
    return Object.freeze({ sides: base, base, steps: Object.freeze(steps) });
  }
  if (weapon === undefined || weapon.damage === undefined) throw new EquipmentError('R21', 'draft damage needs a weapon of the draft catalogue', input.weapon);
  const base = weapon.damage;
  if (weapon.properties?.includes('ranged') === true) return Object.freeze({ sides: base, base, steps: Object.freeze([]) });
  let n = 0;
  if (input.str !== undefined) {
    prepareTest({ attribute: input.str }, o);
    if (input.str >= 16) {
      n++;
      steps.push('+1 high STR');
    }
    if (input.str <= 6) {
      n--;
      steps.push('-1 low STR');
    }
  }
  if (input.className === 'fighter') {
      n++;
      steps.push('+1 Fighter');
    }
  if (input.twoHanded === true) {
    if (weapon.properties?.includes('versatile') === true) {
      n++;
      steps.push('+1 Versatile two-handed');
    }
    else if (weapon.hands !== 2) throw new EquipmentError('R21', `${weapon.name} is not Versatile and cannot be used two-handed`, weapon.id);
  }
  if (input.improvised === true) {
      n--;
      steps.push('-1 improvised');
    }
  return Object.freeze({ sides: stepDamageDie(base, n), base, steps: Object.freeze(steps) });
}
