import { describe, expect, it } from 'vitest';
import { AttributeError, CatalogueError, EditionError, EquipmentError } from '../errors/index.js';
import { deepFreeze } from '../testing.js';
import { monsterAcFromDescending, playerAc } from './ac.js';
import { catalogue, findItem } from './catalogue.js';
import { damageDie } from './damage.js';
import { classicLoad, draft31Load } from './encumbrance.js';

const classic = { edition: 'classic' } as const;

describe('catalogue', () => {
  it('lists both editions\u2019 items with the counts of the seeds', () => {
    const count = (e: 'classic' | 'draft31', kind: string): number => catalogue(e).filter((i) => i.kind === kind).length;
    expect(count('classic', 'weapon')).toBe(11);
    expect(catalogue('classic').filter((i) => i.kind === 'armour').length).toBe(9);
    expect(count('draft31', 'weapon')).toBe(13);
    expect(catalogue('classic').filter((i) => i.kind === 'animal' || i.kind === 'vehicle' || ['saddle', 'saddle-bags'].includes(i.id)).length).toBe(11);
  });
  it('keeps the seeds\u2019 usage dice and weights', () => {
    expect(findItem('classic', 'arrows').usageDie).toBe(12);
    expect(findItem('classic', 'quarrels').usageDie).toBe(20);
    expect(findItem('draft31', 'quarrels').usageDie).toBe(12);
    expect(findItem('draft31', 'oil').usageDie).toBe(8);
    expect(findItem('draft31', 'dagger').weight).toBe(0.5);
    expect(findItem('draft31', 'spear').properties).toContain('versatile');
  });
  it('refuses items from the other edition and unknown ones', () => {
    expect(() => findItem('classic', 'greatsword')).toThrow(EditionError);
    expect(() => findItem('draft31', findItem('classic', 'leather'))).toThrow(EditionError);
    expect(() => findItem('draft31', 'lightsaber')).toThrow(CatalogueError);
  });
});

describe('playerAc', () => {
  it('gives Leather 11, Chain 13, Plate 15 for average DEX (draft31)', () => {
    expect(['leather', 'chain', 'plate'].map((a) => playerAc({ dex: 10, armour: a }).ac)).toEqual([11, 13, 15]);
    expect(playerAc({ dex: 10 }).ac).toBe(9);
    expect(playerAc({ dex: 16 }).ac).toBe(11);
    expect(playerAc({ dex: 5, armour: 'leather' }).ac).toBe(9);
  });
  it('reads the casting and thief thresholds without DEX (R47)', () => {
    const wizard = playerAc({ dex: 16, wizard: true });
    expect([wizard.ac, wizard.thresholdAc, wizard.castingHindered]).toEqual([11, 9, false]);
    expect(playerAc({ dex: 10, armour: 'leather' }).castingHindered).toBe(true);
    expect(playerAc({ dex: 10, armour: 'chain' }).thiefDiscount).toBe(false);
    expect(playerAc({ dex: 10, shield: true, wizard: true }).castingHindered).toBe(true);
  });
  it('defends +4 armour on AC 18 as AC 19/cd8 (draft31)', () => {
    expect(playerAc({ dex: 16, pieces: { heavy: 6 }, magicBonus: 1 })).toMatchObject({ ac: 18 });
    const m = playerAc({ dex: 16, armour: 'plate', magicBonus: 3 }); // 17 → 19 uses 2, 1 left
    expect([m.ac, m.chaser]).toEqual([19, 'cd12']);
    expect(playerAc({ dex: 10, armour: 'plate', magicBonus: [1, 3, 2] }).ac).toBe(18); // only +3 counts
  });
  it('builds piecemeal armour within the places per weight class', () => {
    expect(playerAc({ dex: 10, pieces: { light: 2, medium: 2, heavy: 2 } }).ac).toBe(15);
    expect(() => playerAc({ dex: 10, pieces: { light: 3 } })).toThrow(EquipmentError);
    expect(() => playerAc({ dex: 10, pieces: { light: 2, medium: 3 } })).toThrow(EquipmentError);
    expect(() => playerAc({ dex: 10, armour: 'chain', pieces: { light: 1 } })).toThrow(EquipmentError);
  });
  it('computes classic AC from DEX, armour rows, shield and helm (R18)', () => {
    expect(playerAc({ dex: 14 }, classic).ac).toBe(14);
    expect(playerAc({ dex: 14, armour: 'leather' }, classic).ac).toBe(16);
    expect(playerAc({ dex: 13, armour: 'chain-mail' }, classic).ac).toBe(15);
    expect(playerAc({ dex: 8, armour: 'full-plate', shield: true, helm: true }, classic)).toMatchObject({ ac: 19, excess: 1, dexTest: false });
    expect(playerAc({ dex: 8, armour: 'leather' }, classic).castingHindered).toBe(true);
  });
  it('adds the helm\u2019s disadvantages (R53)', () => {
    const s = playerAc({ dex: 10, helm: true }, classic).sources;
    expect(s.flatMap((x) => x.anyOf ?? [])).toEqual(['perception', 'surprise']);
  });
  it('refuses the other edition\u2019s armour and bad DEX', () => {
    expect(() => playerAc({ dex: 10, armour: 'chain-mail' })).toThrow(EditionError);
    expect(() => playerAc({ dex: 25 })).toThrow(AttributeError);
  });
});

describe('monsterAcFromDescending', () => {
  it('follows the classic conversion table (R18a)', () => {
    expect([9, 5, 1, 0, -1, -2, -3, -4].map((d) => monsterAcFromDescending(d))).toEqual([1, 5, 9, 10, 10, 11, 12, 13]);
    expect(monsterAcFromDescending(-2, { descendingAc: 'linear' })).toBe(12);
  });
});

describe('damageDie', () => {
  it('steps a Fighter\u2019s greatsword with STR 16 from d8 to d12, and never past d12 (draft31)', () => {
    expect(damageDie({ weapon: 'greatsword', className: 'fighter', str: 16 })).toEqual({ sides: 12, base: 8, steps: ['+1 high STR', '+1 Fighter'] });
    expect(damageDie({ weapon: 'greatsword', className: 'fighter', str: 16, twoHanded: true }).sides).toBe(12);
    expect(damageDie({ weapon: 'longsword', className: 'fighter', str: 18, twoHanded: true }).sides).toBe(12);
  });
  it('steps Versatile weapons up two-handed, not true two-handers (R21, R52)', () => {
    expect(damageDie({ weapon: 'longsword', twoHanded: true }).sides).toBe(8);
    expect(damageDie({ weapon: 'spear', twoHanded: true }).sides).toBe(6);
    expect(damageDie({ weapon: 'halberd' }).sides).toBe(8);
    expect(() => damageDie({ weapon: 'shortsword', twoHanded: true })).toThrow(EquipmentError);
  });
  it('steps down for low STR and improvised weapons, and keeps ranged dice', () => {
    expect(damageDie({ weapon: 'dagger', str: 5, improvised: true }).sides).toBe(2);
    expect(damageDie({ weapon: 'heavy-crossbow', className: 'fighter', str: 18 }).sides).toBe(10);
  });
  it('uses the class die in classic, one step up two-handed, the improvised die improvised', () => {
    expect(damageDie({ className: 'warrior', weapon: 'sword' }, classic).sides).toBe(8);
    expect(damageDie({ className: 'warrior', weapon: 'two-handed-sword' }, classic).sides).toBe(10);
    expect(damageDie({ className: 'wizard', weapon: 'two-handed-sword' }, classic).sides).toBe(6);
    expect(damageDie({ className: 'wizard', improvised: true }, classic).sides).toBe(3);
    expect(() => damageDie({ className: 'fighter' }, classic)).toThrow(CatalogueError);
  });
});

describe('classicLoad', () => {
  it('carries 3750 coins on STR 15 but at most 8 pouches freehand on DEX 8', () => {
    expect(classicLoad({ str: 15, dex: 8, items: [], coins: 3750 }, classic)).toMatchObject({ slots: 15, status: 'unencumbered' });
    const pouches = { item: 'coin-pouch', count: 8 };
    expect(classicLoad({ str: 15, dex: 8, items: [pouches], freehand: [pouches] }, classic).freehand).toBe(8);
    expect(() => classicLoad({ str: 15, dex: 8, items: [{ item: 'coin-pouch', count: 15 }], freehand: [{ item: 'coin-pouch', count: 15 }] }, classic)).toThrow(EquipmentError);
  });
  it('counts medium armour 2, heavy 3, two-handed and reach weapons 2, and disadvantages movement past STR', () => {
    const load = classicLoad({ str: 5, dex: 10, items: ['chain-mail', 'polearm', 'spear', 'dagger'] }, classic);
    expect(load).toMatchObject({ slots: 7, status: 'encumbered' });
    expect(load.sources[0]?.anyOf).toEqual(['movement']);
    expect(() => classicLoad({ str: 3, dex: 10, items: ['plate-mail', 'polearm', 'pike'] }, classic)).toThrow(EquipmentError);
  });
  it('refuses two suits of armour and a two-handed weapon with a shield', () => {
    expect(() => classicLoad({ str: 15, dex: 10, items: ['leather', 'chain-mail'] }, classic)).toThrow(EquipmentError);
    expect(() => classicLoad({ str: 15, dex: 10, items: ['polearm', 'shield'], freehand: ['polearm', 'shield'] }, classic)).toThrow(EquipmentError);
  });
});

describe('draft31Load', () => {
  it('weighs body and carried items with coins by pouches (R50)', () => {
    const load = draft31Load({ str: 12, con: 10, hands: ['longsword', 'shield'], body: ['chain'], carried: ['backpack', 'rations'], coins: 120 });
    expect(load.carried).toEqual({ num: 17n, den: 5n });
    expect(draft31Load({ str: 12, con: 10, carried: ['backpack'], coins: 49 }).carried).toEqual({ num: 0n, den: 1n });
    expect(draft31Load({ str: 12, con: 10, carried: ['backpack'], coins: 250 }).carried).toEqual({ num: 1n, den: 1n });
  });
  it('refuses a third hand, a two-handed weapon with a shield, two suits, and carrying without a container', () => {
    const input = deepFreeze({ str: 12, con: 10, hands: ['longsword', 'shield', 'dagger'] });
    expect(() => draft31Load(input)).toThrow(EquipmentError);
    expect(input.hands).toEqual(['longsword', 'shield', 'dagger']);
    expect(() => draft31Load({ str: 12, con: 10, hands: ['greatsword', 'shield'] })).toThrow(/two-handed/);
    expect(() => draft31Load({ str: 12, con: 10, body: ['leather', 'chain'], carried: ['backpack'] })).toThrow(EquipmentError);
    expect(() => draft31Load({ str: 12, con: 10, carried: ['rations'] })).toThrow(/backpack or sack/);
    expect(() => draft31Load({ str: 12, con: 3, body: ['plate'], carried: ['backpack', 'rations'] })).toThrow(EquipmentError);
  });
  it('halves speed with a burden up to STR, and one trinket per container', () => {
    expect(draft31Load({ str: 4, con: 10, burden: ['pole', 'pole'] }).burdened).toBe(true);
    expect(() => draft31Load({ str: 3, con: 10, burden: ['pole', 'pole'] })).toThrow(EquipmentError);
    expect(() => draft31Load({ str: 10, con: 10, carried: ['backpack'], trinkets: ['silver-mirror', 'crowbar'] })).toThrow(EquipmentError);
  });
});
