// Which weapon an attack uses (seed § Weapons, § Shields; Z15, Z33).
import { describe, expect, it } from 'vitest';
import { createCharacter, type Character } from '../characters/character.js';
import { ActionError } from '../errors/ActionError.js';
import { SHIELDS, WEAPONS, type Gear, type Shield, type Weapon } from '../equipment/items.js';
import { caught } from '../testing.js';
import { heldWeapons, pickWeapon, twoWeaponPair } from './weaponChoice.js';

const torch: Gear = { kind: 'gear', name: 'torch' };
const holding = (held: readonly (Weapon | Shield | Gear)[], handy: readonly (Weapon | Shield | Gear)[] = []): Character =>
  createCharacter({
    name: 'Ann',
    suits: { clubs: 9, spades: 10, diamonds: 5, hearts: 8 },
    classes: ['fighter'],
    equipment: { held: [...held], armor: null, handy: [...handy], pack: [] },
  });

describe('heldWeapons', () => {
  it('lists the weapons in hand only, not a shield or a torch', () => {
    expect(heldWeapons(holding([SHIELDS.shield, WEAPONS.dagger]))).toEqual([WEAPONS.dagger]);
    expect(heldWeapons(holding([torch, SHIELDS.large]))).toEqual([]);
  });
});

describe('pickWeapon', () => {
  it('by default attacks with the first held weapon, skipping a shield held before it', () => {
    expect(pickWeapon(holding([SHIELDS.shield, WEAPONS.dagger]), undefined)).toBe(WEAPONS.dagger);
    expect(pickWeapon(holding([WEAPONS.longsword, SHIELDS.shield]), undefined)).toBe(WEAPONS.longsword);
  });

  it('fights unarmed by default when the hands hold only a shield and a torch', () => {
    const w = pickWeapon(holding([SHIELDS.shield, torch]), undefined);
    expect(w).toBe(WEAPONS.unarmed);
    expect(w.category).toBe('unarmed');
  });

  it('a shield bash with a plain shield is a Tiny weapon (1 damage), whatever else is in hand', () => {
    for (const held of [[SHIELDS.shield], [WEAPONS.longsword, SHIELDS.shield], [SHIELDS.large, WEAPONS.dagger]]) {
      const w = pickWeapon(holding(held), 'shieldBash');
      expect(w).toBe(WEAPONS.shieldBash);
      expect(w.category).toBe('tiny');
    }
  });

  it('a spiked shield bashes as a Light weapon (2 damage)', () => {
    const w = pickWeapon(holding([WEAPONS.dagger, SHIELDS.spikedShield]), 'shieldBash');
    expect(w).toBe(WEAPONS.spikedShieldBash);
    expect(w.category).toBe('light');
  });

  it('refuses a shield bash with no shield in hand; a buckler strapped on (a handy slot) cannot bash', () => {
    const none = new ActionError('Ann holds no shield to bash with');
    for (const c of [holding([]), holding([WEAPONS.dagger, torch]), holding([WEAPONS.longsword], [SHIELDS.buckler])]) {
      const e = caught(() => pickWeapon(c, 'shieldBash'));
      expect(e).toBeInstanceOf(ActionError);
      expect(e).toEqual(none);
    }
  });

  it('refuses a weapon the character does not hold, naming it', () => {
    const e = caught(() => pickWeapon(holding([WEAPONS.dagger], [WEAPONS.longsword]), 'longsword'));
    expect(e).toBeInstanceOf(ActionError);
    expect(e).toEqual(new ActionError('Ann does not hold a weapon named "longsword"'));
    expect(pickWeapon(holding([WEAPONS.dagger, WEAPONS.shortSword]), 'shortSword')).toBe(WEAPONS.shortSword);
    expect(pickWeapon(holding([WEAPONS.dagger]), 'unarmed')).toBe(WEAPONS.unarmed);
  });
});

describe('twoWeaponPair', () => {
  it('refuses one Light melee weapon alone: only a staff or a Light bow makes two attacks on its own (Z33)', () => {
    for (const w of [WEAPONS.shortSword, WEAPONS.dagger]) {
      const e = caught(() => twoWeaponPair(holding([w])));
      expect(e).toBeInstanceOf(ActionError);
      expect(e).toEqual(
        new ActionError(`Two-Weapon Fighting with one weapon needs a double weapon (staff) or a Light bow (shortbow); ${w.name} is neither (Z33)`),
      );
    }
    expect(twoWeaponPair(holding([WEAPONS.shortbow]))).toEqual([WEAPONS.shortbow, WEAPONS.shortbow]);
  });

  it('refuses empty hands with the general Z33 message', () => {
    expect(caught(() => twoWeaponPair(holding([SHIELDS.shield])))).toEqual(
      new ActionError('Two-Weapon Fighting needs two one-handed Light weapons, or a Heavy and a Tiny one, or a lighter pair, or a staff or shortbow (Z33)'),
    );
  });
});
