// Which weapon an attack uses, and which pairs qualify for Two-Weapon Fighting (Z33, seed § Weapons).
import { ActionError } from '../errors/ActionError.js';
import { WEAPONS, type Weapon } from '../equipment/items.js';
import type { Character } from '../characters/character.js';
import { quoted } from '../errors/shown.js';

/** @internal The held weapons (not shields or gear). */
export function heldWeapons(c: Character): readonly Weapon[] {
  return c.equipment.held.filter((i): i is Weapon => i.kind === 'weapon');
}

/** @internal The weapon named by an attack: the first held weapon by default, `unarmed`, `shieldBash`, or a held weapon by name. */
export function pickWeapon(c: Character, name: string | undefined): Weapon {
  const held = heldWeapons(c);
  if (name === undefined) return held[0] ?? WEAPONS.unarmed;
  if (name === 'unarmed') return WEAPONS.unarmed;
  if (name === 'shieldBash') {
    const sh = c.equipment.held.find((i) => i.kind === 'shield' && !i.strapped);
    if (sh === undefined || sh.kind !== 'shield') throw new ActionError(`${c.name} holds no shield to bash with`);
    return sh.spiked ? WEAPONS.spikedShieldBash : WEAPONS.shieldBash;
  }
  const w = held.find((i) => i.name === name);
  if (w === undefined) throw new ActionError(`${c.name} does not hold a weapon named ${quoted(name)}`);
  return w;
}

const PAIRS: readonly string[] = ['light+light', 'heavy+tiny', 'light+tiny', 'tiny+tiny'];

/**
 * @internal The two weapons of a Two-Weapon Fighting action ([Z33](../../../../docs/rulings/zilch.md#z33), seed § Weapons), or an
 * ActionError saying why not: two one-handed weapons (Light + Light, Heavy + Tiny, or a lighter
 * pair), one double weapon used as two Light ones (a staff), or one Light projectile weapon fired
 * twice (a shortbow; a Heavy longbow is too large, slings and crossbows reload too slowly).
 */
export function twoWeaponPair(c: Character): readonly [Weapon, Weapon] {
  const ws = heldWeapons(c);
  const [a, b] = ws;
  if (ws.length === 1 && a !== undefined) {
    if (a.double) {
      const end = Object.freeze({ ...a, category: 'light' as const });
      return [end, end];
    }
    if (a.delivery === 'projectile' && a.category === 'light' && !a.slowReload) return [a, a];
    throw new ActionError(
      `Two-Weapon Fighting with one weapon needs a double weapon (staff) or a Light bow (shortbow); ${a.name} is neither (Z33)`,
    );
  }
  if (ws.length === 2 && a !== undefined && b !== undefined) {
    if (ws.some((w) => w.slowReload)) throw new ActionError('slings and crossbows take too long to reload for Two-Weapon Fighting (Z33)');
    if (ws.some((w) => w.hands !== 1)) throw new ActionError('Two-Weapon Fighting makes one attack with each one-handed weapon (Z33)');
    const cats = ws.map((w) => w.category).sort().join('+');
    if (PAIRS.includes(cats)) return [a, b];
  }
  throw new ActionError('Two-Weapon Fighting needs two one-handed Light weapons, or a Heavy and a Tiny one, or a lighter pair, or a staff or shortbow (Z33)');
}
