import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { seed } from '@rollwright/dice';
import { createCharacter } from './character.js';
import { derive } from './derived.js';
import { generateCharacter } from './generate.js';
import { attackSetupFor, defendingDefense, surpriseBonus, traitModifier, reactionModifier } from './modifiers.js';
import { awardExp, improve, improvementCost } from './improve.js';
import { CharacterRuleError, ImprovementError } from '../errors/errors.js';
import { attackDistribution } from '../rolls/attack.js';
import { deepFreeze, p, wren } from '../testing.js';

const rule = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof CharacterRuleError || e instanceof ImprovementError) return e.rule;
    throw e;
  }
  return 'none';
};
const make = (over: Parameters<typeof wren>[0]): string => rule(() => createCharacter(deepFreeze(wren(over))));

describe('createCharacter', () => {
  it('accepts a legal sheet and starts at full health and ether', () => {
    const c = createCharacter(deepFreeze(wren()));
    expect(c).toMatchObject({ health: 11, ether: 11, exp: 0 });
    expect(Object.isFrozen(c.attributes)).toBe(true);
  });
  it('rejects point totals other than 4', () => {
    expect(make({ attributes: { strength: 2, agility: 1, intellect: 1, willpower: 1 } })).toBe('attribute-points');
    expect(make({ skills: { brawling: 0, melee: 2, range: 1, defense: 0 } })).toBe('skill-points');
    expect(make({ vocations: [{ name: 'A', rating: 2 }, { name: 'B', rating: 2 }, { name: 'C', rating: 1 }, { name: 'D', rating: 0 }] })).toBe('vocation-points');
  });
  it('rejects a starting value above 3', () => {
    expect(make({ attributes: { strength: 4, agility: 0, intellect: 0, willpower: 0 } })).toBe('start-cap');
  });
  it('allows one −1 whose point goes to another attribute (V25)', () => {
    expect(make({ attributes: { strength: -1, agility: 3, intellect: 1, willpower: 1 } })).toBe('none');
    expect(make({ attributes: { strength: -1, agility: -1, intellect: 3, willpower: 3 } })).toBe('minus-one');
    expect(make({ skills: { brawling: -1, melee: 3, range: 1, defense: 1 } })).toBe('minus-one');
    expect(make({ vocations: [{ name: 'A', rating: -1 }, { name: 'B', rating: 3 }, { name: 'C', rating: 1 }, { name: 'D', rating: 1 }] })).toBe('minus-one');
  });
  it('sends the point anywhere with minusOnePoint: anywhere', () => {
    const input = wren({ attributes: { strength: -1, agility: 2, intellect: 1, willpower: 1 }, skills: { brawling: 1, melee: 2, range: 1, defense: 1 } });
    expect(rule(() => createCharacter(input))).toBe('attribute-points');
    expect(rule(() => createCharacter(input, { minusOnePoint: 'anywhere' }))).toBe('none');
  });
  it('needs exactly four vocations', () => {
    expect(make({ vocations: [{ name: 'A', rating: 2 }, { name: 'B', rating: 2 }] })).toBe('vocation-count');
  });
  it('charges a flaw for each trait after the first, and refuses duplicates', () => {
    expect(make({ traits: [{ id: 'lucky' }, { id: 'brute' }] })).toBe('extra-trait-flaw');
    expect(make({ traits: [{ id: 'lucky' }, { id: 'brute' }], flaws: [{ id: 'ugly' }] })).toBe('none');
    expect(make({ traits: [{ id: 'lucky' }, { id: 'lucky' }], flaws: [{ id: 'ugly' }] })).toBe('duplicate-trait');
    expect(make({ traits: [{ id: 'a', b: 1 } as never] })).toBe('unknown-trait');
  });
  it('needs a goal and a name', () => {
    expect(make({ goal: ' ' })).toBe('required');
    expect(make({ name: '' })).toBe('required');
  });
  it('checks the starting kit (V33)', () => {
    const k = wren().kit;
    expect(make({ kit: { ...k, shield: true } })).toBe('kit');
    expect(make({ kit: { ...k, supplies: 7 } })).toBe('kit');
    expect(make({ kit: { ...k, toolset: { name: 'Lute', vocation: 'Bard' } } })).toBe('kit');
  });
});

describe('derive', () => {
  it('gives health 10 + Str (Hardy 12, Feeble 8) and capacity 10 + Str (Strong Back 15)', () => {
    expect(derive(createCharacter(wren())).maxHealth).toBe(11);
    expect(derive(createCharacter(wren({ traits: [{ id: 'hardy' }] }))).maxHealth).toBe(13);
    expect(derive(createCharacter(wren({ flaws: [{ id: 'feeble' }] }))).maxHealth).toBe(9);
    expect(derive(createCharacter(wren())).capacity).toBe(11);
    expect(derive(createCharacter(wren({ traits: [{ id: 'strongBack' }] }))).capacity).toBe(16);
  });
  it('gives Total Defense 9 + Defense, DR light + shield, heavy 3 with −1 Agility and Defense', () => {
    const light = derive(createCharacter(wren()));
    expect([light.totalDefense, light.dr]).toEqual([10, 1]);
    const heavy = derive(createCharacter(wren({ kit: { ...wren().kit, armour: 'heavy' } })));
    expect([heavy.totalDefense, heavy.dr, heavy.agility, heavy.load]).toEqual([9, 3, 0, 7]);
    const shield = derive(createCharacter(wren({ kit: { ...wren().kit, armour: null, shield: true } })));
    expect(shield.dr).toBe(1);
    expect(derive({ ...createCharacter(wren()), kit: { ...wren().kit, shield: true } }).dr).toBe(2);
  });
  it('slows an encumbered character to 15 ft', () => {
    const c = createCharacter(wren());
    expect(derive(c).speed).toBe(30);
    expect(derive({ ...c, kit: { ...c.kit, items: ['rope', 'pole', 'tent', 'pot', 'net', 'lamp'] } })).toMatchObject({ encumbered: true, speed: 15 });
  });
  it('gives no ether without a source of magic (V36)', () => {
    const mundane = wren({ vocations: wren().vocations.map((v) => ({ name: v.name, rating: v.rating })) });
    expect(derive(createCharacter(mundane)).maxEther).toBe(0);
    expect(derive(createCharacter({ ...mundane, traits: [{ id: 'magicBloodline' }] })).maxEther).toBe(10);
  });
});

describe('traitModifier', () => {
  it('applies traits and flaws as data', () => {
    const c = createCharacter(wren({ traits: [{ id: 'sharpSenses' }, { id: 'attractive' }], flaws: [{ id: 'addiction', detail: 'pipe weed' }] }));
    expect(surpriseBonus(c)).toBe(3);
    expect(reactionModifier(c, 0, { leading: true })).toBe(3);
    expect(reactionModifier(c, 0)).toBe(1);
    expect(traitModifier(c, null, { addictionUnmet: true })).toBe(-2);
  });
  it('feeds the attack roll: Str 1 + Melee 2 against a Goblin hits 26/36', () => {
    const c = createCharacter(wren({ traits: [{ id: 'brute' }] }));
    const setup = attackSetupFor(c, { defense: 9, dr: 0 });
    expect(p(attackDistribution(setup), 'miss')).toBe('5/18');
    expect(setup).toMatchObject({ bonus: 3, attribute: 1, brute: true });
  });
  it('computes Defend (V10)', () => {
    const c = createCharacter(wren());
    expect(defendingDefense(c)).toBe(13);
    expect(defendingDefense(c, false)).toBe(12);
  });
});

describe('generateCharacter', () => {
  test.prop([fc.integer()])('makes only legal characters', (s) => {
    const [c] = generateCharacter(seed(s));
    expect(() => createCharacter(c)).not.toThrow();
  });
  it('is stable for a fixed seed (snapshot)', () => {
    const [c] = generateCharacter(seed(42));
    expect({ name: c.name, attributes: c.attributes, skills: c.skills, vocations: c.vocations, traits: c.traits }).toMatchSnapshot();
  });
});

describe('improve', () => {
  const strong = createCharacter(wren({ attributes: { strength: 3, agility: 1, intellect: 0, willpower: 0 } }));
  it('costs the new value: Strength 3 → 4 costs 4 exp', () => {
    expect(improvementCost(strong, { kind: 'raise', stat: 'strength' })).toBe(4);
    const { character, cost } = improve(awardExp(strong, 2), { kind: 'raise', stat: 'strength' });
    expect([cost, character.attributes.strength, character.exp]).toEqual([4, 4, 0]);
  });
  it('caps stats at 5 and charges at least 1 (V26)', () => {
    const five = { ...strong, attributes: { ...strong.attributes, strength: 5 }, exp: 20 };
    expect(rule(() => improve(deepFreeze(five), { kind: 'raise', stat: 'strength' }))).toBe('cap');
    const low = { ...strong, attributes: { ...strong.attributes, willpower: -1 }, exp: 1 };
    expect(improve(low, { kind: 'raise', stat: 'willpower' }).cost).toBe(1);
  });
  it('sells traits and vocations for 2, buys off held flaws only', () => {
    const rich = deepFreeze({ ...strong, exp: 10, flaws: [{ id: 'ugly' as const }] });
    expect(improve(rich, { kind: 'vocation', name: 'Noble' }).character.vocations.at(-1)).toEqual({ name: 'Noble', rating: 0 });
    expect(improve(rich, { kind: 'trait', trait: { id: 'brute' } }).cost).toBe(2);
    expect(improve(rich, { kind: 'buyOffFlaw', flaw: 'ugly' }).character.flaws).toEqual([]);
    expect(rule(() => improve(rich, { kind: 'buyOffFlaw', flaw: 'fear' }))).toBe('flaw-not-held');
    expect(rule(() => improve(rich, { kind: 'trait', trait: { id: 'lucky' } }))).toBe('duplicate');
  });
  it('raises health and capacity up to 20 + Strength, and refuses without exp', () => {
    const c = { ...strong, exp: 100, healthBonus: 10 };
    expect(rule(() => improve(c, { kind: 'health' }))).toBe('cap');
    expect(improve({ ...strong, exp: 1 }, { kind: 'capacity' }).cost).toBe(1);
    expect(rule(() => improve(strong, { kind: 'capacity' }))).toBe('exp');
  });
});

describe('resistBonus', () => {
  it('adds Strength and Diehard against disease, fatigue and poison; bundles quantum items', async () => {
    const { resistBonus, willpowerBonus } = await import('./modifiers.js');
    const { QUANTUM_ITEMS, kitLoad } = await import('./derived.js');
    const c = createCharacter(wren({ traits: [{ id: 'diehard' }] }));
    expect([resistBonus(c, 'poison'), resistBonus(c, 'disease'), willpowerBonus(c, { frightened: true })]).toEqual([2, 2, -1]);
    expect(QUANTUM_ITEMS).toEqual({ supplies: 6, torches: 6, currency: 100, ammo: 20 });
    expect(kitLoad({ ...c.kit, supplies: 7, currency: 101, torches: 6, ammo: 21 })).toBe(1 + 1 + 2 + 2 + 1 + 2 + 1 + 1);
  });
});
