import { describe, expect, it } from 'vitest';
import { EquipmentError } from '../errors/EquipmentError.js';
import { caught } from '../testing.js';
import { ARMORS, SHIELDS, WEAPONS, weaponDamage, type Weapon } from './items.js';

describe('WEAPONS table (Z15)', () => {
  // [category, hands, delivery, slowReload, throwable, double] per weapon, from ruling Z15 and
  // seed § Weapons (staff has two ends; slings and crossbows are slow to load).
  const expected: Record<string, [string, 1 | 2, string, boolean, boolean, boolean]> = {
    unarmed: ['unarmed', 1, 'melee', false, false, false],
    dagger: ['tiny', 1, 'melee', false, true, false],
    knife: ['tiny', 1, 'melee', false, true, false],
    dart: ['tiny', 1, 'thrown', false, false, false],
    sling: ['tiny', 1, 'projectile', true, false, false],
    shortSword: ['light', 1, 'melee', false, false, false],
    club: ['light', 1, 'melee', false, false, false],
    mace: ['light', 1, 'melee', false, false, false],
    handAxe: ['light', 1, 'melee', false, true, false],
    spear: ['light', 1, 'melee', false, true, false],
    shortbow: ['light', 2, 'projectile', false, false, false],
    lightCrossbow: ['light', 2, 'projectile', true, false, false],
    longsword: ['heavy', 1, 'melee', false, false, false],
    battleaxe: ['heavy', 1, 'melee', false, false, false],
    warhammer: ['heavy', 1, 'melee', false, false, false],
    longbow: ['heavy', 2, 'projectile', false, false, false],
    heavyCrossbow: ['heavy', 2, 'projectile', true, false, false],
    staff: ['heavy', 2, 'melee', false, false, true],
    greatsword: ['great', 2, 'melee', false, false, false],
    greataxe: ['great', 2, 'melee', false, false, false],
    maul: ['great', 2, 'melee', false, false, false],
    shieldBash: ['tiny', 1, 'melee', false, false, false],
    spikedShieldBash: ['light', 1, 'melee', false, false, false],
  };

  it('lists exactly the expected weapons with their name, category, hands, delivery and flags', () => {
    expect(Object.keys(WEAPONS).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, [category, hands, delivery, slowReload, throwable, double]] of Object.entries(expected)) {
      expect(WEAPONS[name as keyof typeof WEAPONS], name).toStrictEqual({ kind: 'weapon', name, category, hands, delivery, slowReload, throwable, double });
    }
  });
});

describe('ARMORS and SHIELDS tables (Z16)', () => {
  it('gives light armour DR 1, medium 2, heavy 3', () => {
    expect(ARMORS).toStrictEqual({
      padded: { kind: 'armor', name: 'padded', category: 'light', dr: 1 },
      leather: { kind: 'armor', name: 'leather', category: 'light', dr: 1 },
      chain: { kind: 'armor', name: 'chain', category: 'medium', dr: 2 },
      scale: { kind: 'armor', name: 'scale', category: 'medium', dr: 2 },
      plate: { kind: 'armor', name: 'plate', category: 'heavy', dr: 3 },
    });
  });

  it('gives buckler, bracers and shield DR 1, large shield 2; only buckler and bracers are strapped', () => {
    expect(SHIELDS).toStrictEqual({
      buckler: { kind: 'shield', name: 'buckler', category: 'buckler', dr: 1, strapped: true, spiked: false },
      heavyBracers: { kind: 'shield', name: 'heavyBracers', category: 'buckler', dr: 1, strapped: true, spiked: false },
      shield: { kind: 'shield', name: 'shield', category: 'shield', dr: 1, strapped: false, spiked: false },
      spikedShield: { kind: 'shield', name: 'spikedShield', category: 'shield', dr: 1, strapped: false, spiked: true },
      large: { kind: 'shield', name: 'large', category: 'large', dr: 2, strapped: false, spiked: false },
    });
  });
});

describe('weaponDamage (Z15)', () => {
  it('deals 1 / 1 / 2 / 3 / 4 for unarmed, tiny, light, heavy and great weapons', () => {
    expect(weaponDamage(WEAPONS.unarmed)).toBe(1);
    expect(weaponDamage(WEAPONS.dagger)).toBe(1);
    expect(weaponDamage(WEAPONS.club)).toBe(2);
    expect(weaponDamage(WEAPONS.longsword)).toBe(3);
    expect(weaponDamage(WEAPONS.greatsword)).toBe(4);
  });

  it('treats only great weapons as heavy when greatCategory is false', () => {
    expect(weaponDamage(WEAPONS.greatsword, { greatCategory: false })).toBe(3);
    expect(weaponDamage(WEAPONS.dagger, { greatCategory: false })).toBe(1);
    expect(weaponDamage(WEAPONS.club, { greatCategory: false })).toBe(2);
    expect(weaponDamage(WEAPONS.greatsword, { greatCategory: true })).toBe(4);
  });

  it('refuses an unknown category string with an EquipmentError naming the category and the valid ones', () => {
    const e = caught(() => weaponDamage({ ...WEAPONS.club, category: 'polearm' } as unknown as Weapon));
    expect(e).toBeInstanceOf(EquipmentError);
    expect((e as EquipmentError).message).toBe('unknown weapon category "polearm"; use unarmed, tiny, light, heavy, great (Z15)');
    expect((e as EquipmentError).input).toBe('category');
    expect((e as EquipmentError).value).toBe('polearm');
  });

  it('refuses a category that is not a string even when it converts to a known key', () => {
    const bad = { ...WEAPONS.club, category: ['heavy'] } as unknown as Weapon;
    const e = caught(() => weaponDamage(bad));
    expect(e).toBeInstanceOf(EquipmentError);
    expect((e as EquipmentError).message).toBe('unknown weapon category ["heavy"]; use unarmed, tiny, light, heavy, great (Z15)');
  });

  it('refuses null, and a function carrying a category, as EquipmentError (not TypeError)', () => {
    for (const bad of [null, Object.assign(() => 0, { category: 'heavy' })]) {
      const e = caught(() => weaponDamage(bad as unknown as Weapon));
      expect(e).toBeInstanceOf(EquipmentError);
      expect((e as EquipmentError).message).toBe('unknown weapon category undefined; use unarmed, tiny, light, heavy, great (Z15)');
      expect((e as EquipmentError).input).toBe('category');
      expect((e as EquipmentError).value).toBeUndefined();
    }
  });
});
