import { describe, expect, it } from 'vitest';
import { EquipmentError } from '../errors/EquipmentError.js';
import { caught } from '../testing.js';
import { damageResistance, isOverProficiency, MAX_HANDY_ITEMS, NO_EQUIPMENT, validateEquipment, type Equipment } from './equipment.js';
import { ARMORS, SHIELDS, WEAPONS, type Armor, type Gear } from './items.js';

const gear = (name: string): Gear => ({ kind: 'gear', name });
const kit = (over: Partial<Equipment>): Equipment => ({ held: [], armor: null, handy: [], pack: [], ...over });

describe('NO_EQUIPMENT', () => {
  it('holds nothing in any slot', () => {
    expect(NO_EQUIPMENT).toStrictEqual({ held: [], armor: null, handy: [], pack: [] });
  });
});

describe('validateEquipment (seed § Equipment, § Shields)', () => {
  it('accepts two hands of items and exactly 5 handy items', () => {
    const handy = [SHIELDS.buckler, gear('rope'), gear('torch'), gear('salve'), WEAPONS.dagger];
    const v = validateEquipment(kit({ held: [WEAPONS.longsword, SHIELDS.shield], armor: ARMORS.chain, handy }));
    expect(v.held).toEqual([WEAPONS.longsword, SHIELDS.shield]);
    expect(v.handy).toHaveLength(MAX_HANDY_ITEMS);
  });

  it('refuses more than two hands of held items, saying how many are needed', () => {
    const e = caught(() => validateEquipment(kit({ held: [WEAPONS.greatsword, WEAPONS.dagger] })));
    expect(e).toBeInstanceOf(EquipmentError);
    expect((e as Error).message).toBe('held items need 3 hands; a character has 2');
  });

  it('refuses a strapped shield in a hand (it takes a handy slot instead)', () => {
    const e = caught(() => validateEquipment(kit({ held: [WEAPONS.dagger, SHIELDS.buckler] })));
    expect(e).toBeInstanceOf(EquipmentError);
    expect((e as Error).message).toBe('buckler is strapped to the forearm: put it in a handy slot, not a hand');
  });

  it('refuses a sixth handy item', () => {
    const handy = [gear('a'), gear('b'), gear('c'), gear('d'), gear('e'), gear('f')];
    const e = caught(() => validateEquipment(kit({ handy })));
    expect(e).toBeInstanceOf(EquipmentError);
    expect((e as Error).message).toBe('at most 5 handy items, got 6');
  });

  it('refuses a shield in the armor slot', () => {
    const e = caught(() => validateEquipment(kit({ armor: SHIELDS.large as unknown as Armor })));
    expect(e).toBeInstanceOf(EquipmentError);
    expect((e as Error).message).toBe('the armor slot holds armor only');
  });
});

describe('damageResistance (Z16)', () => {
  it('adds held and strapped shield DR to armour DR: chain 2 + shield 1 + buckler 1 = 4', () => {
    expect(damageResistance(kit({ held: [SHIELDS.shield], armor: ARMORS.chain, handy: [SHIELDS.buckler] }))).toBe(4);
  });

  it('counts a large shield alone as 2 and plate alone as 3', () => {
    expect(damageResistance(kit({ held: [SHIELDS.large] }))).toBe(2);
    expect(damageResistance(kit({ armor: ARMORS.plate }))).toBe(3);
  });
});

describe('isOverProficiency (Z17)', () => {
  it('flags armour heavier than the class category', () => {
    expect(isOverProficiency(['wizard'], kit({ armor: ARMORS.leather }))).toBe(true);
    expect(isOverProficiency(['rogue'], kit({ armor: ARMORS.chain }))).toBe(true);
    expect(isOverProficiency(['druid'], kit({ armor: ARMORS.plate }))).toBe(true);
  });

  it('accepts armour at or below the class category', () => {
    expect(isOverProficiency(['wizard'], kit({}))).toBe(false);
    expect(isOverProficiency(['rogue'], kit({ armor: ARMORS.leather }))).toBe(false);
    expect(isOverProficiency(['healer'], kit({ armor: ARMORS.scale }))).toBe(false);
    expect(isOverProficiency(['fighter'], kit({ armor: ARMORS.plate }))).toBe(false);
  });

  it('flags shields heavier than the class category, held or strapped', () => {
    expect(isOverProficiency(['wizard'], kit({ handy: [SHIELDS.buckler] }))).toBe(true);
    expect(isOverProficiency(['rogue'], kit({ held: [SHIELDS.shield] }))).toBe(true);
    expect(isOverProficiency(['healer'], kit({ held: [SHIELDS.large] }))).toBe(true);
  });

  it('accepts shields at or below the class category', () => {
    expect(isOverProficiency(['rogue'], kit({ handy: [SHIELDS.buckler] }))).toBe(false);
    expect(isOverProficiency(['druid'], kit({ held: [SHIELDS.shield] }))).toBe(false);
    expect(isOverProficiency(['fighter'], kit({ held: [SHIELDS.large] }))).toBe(false);
  });

  it('uses the best of a multiclass character\'s classes', () => {
    expect(isOverProficiency(['wizard', 'fighter'], kit({ armor: ARMORS.plate, held: [SHIELDS.large] }))).toBe(false);
    expect(isOverProficiency(['fighter', 'wizard'], kit({ armor: ARMORS.plate, held: [SHIELDS.large] }))).toBe(false);
  });

  it('treats a classless creature as proficient with everything', () => {
    expect(isOverProficiency([], kit({ armor: ARMORS.plate, held: [SHIELDS.large] }))).toBe(false);
  });
});
