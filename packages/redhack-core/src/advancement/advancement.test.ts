import { describe, expect, it } from 'vitest';
import { fraction, goodnessOfFit, maxValue, mean, minValue, probability, seed } from '@rollwright/dice';
import { deepFreeze, sampleMany } from '../testing.js';
import { AdvancementError } from './AdvancementError.js';
import { experiencesToLevel, levelUpCostDistribution, needsMentor } from './experiences.js';
import { attributeGainDistribution, levelUp, resolveLevelUp, type LevellingCharacter } from './levelUp.js';
import {
  followerAttributeDistribution,
  followerFirstLevel,
  followerTest,
  genericFollower,
  groupInitiativeDie,
  retainerGainsExperience,
  rollFollowerFirstLevel,
} from './followers.js';

const f = (n: number, d: number): ReturnType<typeof fraction> => fraction(BigInt(n), BigInt(d));

const wizard: LevellingCharacter = deepFreeze({
  edition: 'draft31',
  className: 'wizard',
  level: 1,
  attributes: { STR: 9, DEX: 12, CON: 10, INT: 15, WIS: 13, CHA: 8 },
  hp: 4,
  maxHp: 4,
  experiences: ['Entered the Catacombs', 'Fought the ghoul lord', 'Saved against the basilisk', 'Beat my treasure record', 'Spare one'],
  secondaryRequisite: 'WIS',
});

const warrior: LevellingCharacter = deepFreeze({
  edition: 'classic',
  className: 'warrior',
  level: 3,
  attributes: { STR: 19, DEX: 12, CON: 10, INT: 9, WIS: 8, CHA: 11 },
  hp: 20,
  experiences: 3,
});

describe('experiencesToLevel', () => {
  it('needs 4 experiences to reach 2nd level in draft31 and the current level in classic', () => {
    expect(experiencesToLevel('draft31', 1)).toBe(4);
    expect(experiencesToLevel('draft31', 11)).toBe(14);
    expect(experiencesToLevel('classic', 3)).toBe(3);
  });
  it('refuses to level past 12 in draft31 (R74)', () => {
    expect(() => experiencesToLevel('draft31', 12)).toThrow(AdvancementError);
    expect(() => experiencesToLevel('draft31', 0)).toThrow(AdvancementError);
  });
});

describe('needsMentor', () => {
  it('needs a mentor below level 9 in draft31, none from level 9, never in classic', () => {
    expect(needsMentor(8)).toBe(true);
    expect(needsMentor(9)).toBe(false);
    expect(needsMentor(3, { edition: 'classic' })).toBe(false);
  });
});

describe('levelUpCostDistribution', () => {
  it('costs 3d6 × 3 gp at 3rd level: 9..54, mean 63/2', () => {
    const d = levelUpCostDistribution(3);
    expect(minValue(d)).toBe(9);
    expect(maxValue(d)).toBe(54);
    expect(mean(d)).toEqual(f(63, 2));
  });
});

describe('attributeGainDistribution', () => {
  it('raises a value v with (20 − v)/20, 19 only on a 20', () => {
    expect(probability(attributeGainDistribution(15), true)).toEqual(f(1, 4));
    expect(probability(attributeGainDistribution(19), true)).toEqual(f(1, 20));
  });
});

describe('resolveLevelUp', () => {
  it('levels a draft31 wizard: requisites INT and WIS, two extra rolls, one hit die', () => {
    const r = resolveLevelUp({ hp: 3, attributes: { INT: 16, WIS: 4 }, extra: [12, 20] }, wizard, { mentorLevel: 3, extraRolls: ['CON', 'WIS'] });
    expect(r.character.level).toBe(2);
    expect(r.character.hp).toBe(7);
    expect(r.character.attributes).toEqual({ STR: 9, DEX: 12, CON: 11, INT: 16, WIS: 14, CHA: 8 });
    expect(r.gained).toEqual(['CON', 'INT', 'WIS']);
    expect(r.character.experiences).toEqual(['Spare one']);
    expect(wizard.level).toBe(1);
  });
  it('never gives more than +1 to one attribute in a level-up (draft31)', () => {
    const r = resolveLevelUp({ hp: 1, attributes: { INT: 20, WIS: 1 }, extra: [20, 20] }, wizard, { mentorLevel: 2, extraRolls: ['INT', 'STR'] });
    expect(r.character.attributes.INT).toBe(16);
    expect(r.log.some((e) => e.text.includes('at most +1'))).toBe(true);
    expect(() => resolveLevelUp({ hp: 1, attributes: { INT: 1, WIS: 1 }, extra: [20, 20] }, wizard, { mentorLevel: 2, extraRolls: ['STR', 'STR'] })).toThrow(AdvancementError);
  });
  it('levels a classic warrior: cost (L)d6 × L, every attribute, a prime reroll, 19 past into difficulty reduction', () => {
    const r = resolveLevelUp(
      { hp: 7, cost: [1, 2, 3], attributes: { STR: 20, DEX: 5, CON: 11, INT: 1, WIS: 20, CHA: 11 }, primeReroll: 18 },
      warrior,
    );
    expect(r.cost).toBe(18);
    expect(r.character.attributes).toEqual({ STR: 19, DEX: 13, CON: 11, INT: 9, WIS: 9, CHA: 11 });
    expect(r.character.attributeOverflow).toEqual({ STR: 1 });
    expect(r.character.experiences).toBe(0);
    expect(r.character.maxHp).toBe(27);
  });
  it('refuses too few experiences, a missing mentor, a bad character, leaving inputs untouched', () => {
    const poor = deepFreeze({ ...wizard, experiences: ['one'] });
    expect(() => resolveLevelUp({ hp: 1, attributes: {} }, poor, { mentorLevel: 3 })).toThrow(/experiences/);
    expect(() => resolveLevelUp({ hp: 1, attributes: { INT: 1, WIS: 1 }, extra: [1, 1] }, wizard)).toThrow(/mentor/);
    expect(() => resolveLevelUp({ hp: 1, attributes: {} }, { ...wizard, attributes: { ...wizard.attributes, STR: 25 } }, { mentorLevel: 3 })).toThrow(/attributes\.STR/);
    expect(() => resolveLevelUp({ hp: 1, attributes: {} }, { ...wizard, level: 12, experiences: 20 }, {})).toThrow(AdvancementError);
  });
});

describe('levelUp', () => {
  it('rolls a level-up whose log is stable for a seed (snapshot)', () => {
    const [r] = levelUp(seed(12), warrior);
    expect(r.log.map((e) => e.text)).toMatchSnapshot();
    const [w] = levelUp(seed(12), wizard, { mentorLevel: 4, downtimeAction: 'Spell research' });
    expect(w.log.map((e) => e.text)).toMatchSnapshot();
  });
  it('gains an attribute as often as the exact odds say (chi-square, fixed seed)', () => {
    const xs = sampleMany(45, 10_000, (r) => levelUp(r, warrior), (x) => x.gained.includes('CON'));
    expect(goodnessOfFit(attributeGainDistribution(10), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('genericFollower', () => {
  it('has 10 in every attribute and 1d6 HP; at first level each becomes 10 + d6 − d6', () => {
    const g = genericFollower(4);
    expect(Object.values(g.attributes)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(g.hp).toBe(4);
    const l1 = followerFirstLevel(deepFreeze(g), [[6, 1], [1, 6], [3, 3], [4, 2], [2, 5], [5, 5]]);
    expect(l1.attributes).toEqual({ STR: 15, DEX: 5, CON: 10, INT: 12, WIS: 7, CHA: 10 });
    expect(() => followerFirstLevel(l1, [[1, 1], [1, 1], [1, 1], [1, 1], [1, 1], [1, 1]])).toThrow(AdvancementError);
  });
  it('spreads each first-level attribute over 5..15 (10 with 1/6) and samples so (chi-square)', () => {
    const d = followerAttributeDistribution();
    expect(probability(d, 10)).toEqual(f(1, 6));
    expect(probability(d, 15)).toEqual(f(1, 36));
    const xs = sampleMany(46, 5_000, (r) => rollFollowerFirstLevel(r, genericFollower(1)), (x) => x.attributes.STR);
    expect(goodnessOfFit(d, xs).pValue).toBeGreaterThan(1e-6);
  });
  it('banks the leader\'s experiences and acts on the lowest initiative die unless led by a Fighter', () => {
    expect(retainerGainsExperience(genericFollower(2), 4).experiences).toBe(4);
    expect(groupInitiativeDie('thief', 8, [6, 4])).toBe(4);
    expect(groupInitiativeDie('fighter', 6, [4])).toBe(6);
    expect(followerTest({ style: 15, notStyle: 12 }, true).attribute).toBe(15);
  });
});
