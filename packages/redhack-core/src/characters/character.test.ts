import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { goodnessOfFit, mean, probability, probabilityWhere, seed, type Fraction } from '@rollwright/dice';
import { AttributeError, CatalogueError, CharacterError, EditionError } from '../errors/index.js';
import { resolveTest } from '../tests/resolveTest.js';
import { testDistribution } from '../tests/testDistribution.js';
import { deepFreeze, sampleMany } from '../testing.js';
import { classFor, findKit, kitsFor } from './catalogue.js';
import { CLASSIC_CLASSES, DRAFT31_CLASSES } from './classes.js';
import { CLASSIC_KITS, DRAFT31_PACKAGES } from './kits.js';
import {
  attributeDistribution,
  createCharacter,
  generateCharacter,
  rollAttributes,
  startingCoinsDistribution,
  startingHpDistribution,
  type CharacterInput,
} from './character.js';

const classic = { edition: 'classic' } as const;
const f = (n: number, d: number): Fraction => ({ num: BigInt(n), den: BigInt(d) });
const fighter: CharacterInput = {
  name: 'Ada',
  className: 'fighter',
  rolled: [11, 14, 9, 12, 8, 16],
  swaps: [['STR', 'CHA']],
  secondaryRequisite: 'CON',
  background: 'eagle-eyed',
  kit: 'knight-errant',
  hp: 11,
};

describe('classFor', () => {
  it('holds both editions\u2019 classes with their dice', () => {
    expect(CLASSIC_CLASSES.map((c) => [c.id, c.startingHp.sides, c.damageDie, c.improvisedDie, c.primeRequisites.join('&')])).toEqual([
      ['warrior', 10, 8, 6, 'STR&DEX'],
      ['thief', 6, 6, 4, 'DEX&WIS'],
      ['cleric', 8, 6, 4, 'WIS&CON'],
      ['wizard', 4, 4, 3, 'INT&WIS'],
      ['bard', 6, 6, 4, 'DEX&CHA'],
    ]);
    expect(DRAFT31_CLASSES.map((c) => [c.id, c.hitDie, c.initiativeDie, c.primeRequisites[0], c.secondaryRequisites?.join('/')])).toEqual([
      ['fighter', 10, 6, 'STR', 'DEX/CON/CHA'],
      ['thief', 6, 8, 'DEX', 'WIS/STR/CHA'],
      ['cleric', 8, 6, 'WIS', 'STR/CON/CHA'],
      ['wizard', 4, 4, 'INT', 'WIS/DEX/CHA'],
    ]);
  });
  it('refuses classic "fighter" and draft31 "bard"', () => {
    expect(() => classFor('fighter', classic)).toThrow(CatalogueError);
    expect(() => classFor('bard')).toThrow(/draft31 has no class "bard" \(it is a classic class\)/);
  });
});

describe('startingHpDistribution', () => {
  it('gives 1d10+4, 1d6+4, 1d8+4, 1d4+4, 1d6+4 in classic', () => {
    expect(CLASSIC_CLASSES.map((c) => startingHpDistribution(c.id, classic).outcomes.join(','))).toEqual([
      '5,6,7,8,9,10,11,12,13,14',
      '5,6,7,8,9,10',
      '5,6,7,8,9,10,11,12',
      '5,6,7,8',
      '5,6,7,8,9,10',
    ]);
    expect(mean(startingHpDistribution('warrior', classic))).toEqual(f(19, 2));
  });
});

describe('startingCoinsDistribution', () => {
  it('rolls each kit\u2019s coins and gives the draft\u2019s fixed gold by default (R51)', () => {
    expect(startingCoinsDistribution('thief-1', classic).outcomes).toEqual([10, 20, 30, 40, 50, 60]);
    expect(startingCoinsDistribution('cleric-2', classic).outcomes).toEqual([0]);
    expect(startingCoinsDistribution('noble').outcomes).toEqual([20]);
    expect(mean(startingCoinsDistribution('man-at-arms', { packageGold: 'roll' }))).toEqual(f(14, 1));
    expect(probability(startingCoinsDistribution('gold'), 30)).toEqual(f(1, 216));
  });
});

describe('kitsFor', () => {
  it('gives each classic class its kits and the Bard the Thief\u2019s (R49)', () => {
    expect(['warrior', 'thief', 'wizard', 'cleric', 'bard'].map((c) => kitsFor(c, classic).length)).toEqual([3, 2, 2, 2, 2]);
    expect(kitsFor('bard', { ...classic, bardKit: 'none' })).toEqual([]);
    expect(CLASSIC_KITS).toHaveLength(9);
    expect(DRAFT31_PACKAGES.filter((p) => p.id !== 'gold')).toHaveLength(8);
  });
  it('refuses unknown kits and the other edition\u2019s', () => {
    expect(() => findKit('warrior-4', classic)).toThrow(CatalogueError);
    expect(() => findKit('noble', classic)).toThrow(EditionError);
  });
});

describe('createCharacter', () => {
  it('makes a legal draft Fighter with one swap, a package and fixed gold', () => {
    const ada = createCharacter(fighter);
    expect(ada.attributes).toEqual({ STR: 16, DEX: 14, CON: 9, INT: 12, WIS: 8, CHA: 11 });
    expect([ada.coins, ada.kit?.id, ada.hp, ada.ac.ac, ada.secondaryRequisite]).toEqual([7, 'knight-errant', 11, 15, 'CON']);
    expect(ada.tags).toContain('has:helm');
  });
  it('reads classic kits as printed (R48): Gambeson as Padded, kit arrows ud8, kit tools ud8', () => {
    const w = createCharacter({ className: 'warrior', rolled: [15, 12, 11, 9, 10, 8], kit: 'warrior-3', hp: 14, coins: 18 }, classic);
    expect(w.equipment.map((e) => [e.item.id, e.usageDie])).toEqual([
      ['armourers-tools', 8],
      ['torch', 6],
      ['sword', undefined],
      ['padded', undefined],
      ['short-bow', undefined],
      ['arrows', 8],
    ]);
    expect(w.ac.ac).toBe(13);
  });
  it('gives a classic Thief advantage with tools and disadvantage without (R54, R55)', () => {
    const t = createCharacter({ className: 'thief', rolled: [10, 15, 11, 9, 12, 8], kit: 'thief-1', hp: 8, coins: 30 }, classic);
    const lock = (tags: string[]) => resolveTest({ d20: [17, 9] }, { attribute: t.attributes.DEX, tags, sources: t.sources }, classic);
    expect(lock(['skill:pick-locks', ...t.tags]).levels).toBe(1);
    const w = createCharacter({ className: 'wizard', rolled: [10, 15, 11, 9, 12, 8], kit: 'wizard-1', hp: 6, coins: 12 }, classic);
    expect(resolveTest({ d20: [9, 17] }, { attribute: 15, tags: ['skill:pick-locks', ...w.tags], sources: w.sources }, classic).levels).toBe(-1);
    expect(probabilityWhere(testDistribution({ attribute: 15, tags: ['skill:hide'], sources: t.sources }, classic), (o) => o.endsWith('success'))).toEqual(f(15, 16)); // p = 15/20 → 1 − (5/20)²
  });
  it('refuses bad input with typed errors and leaves it untouched', () => {
    const input = deepFreeze({ ...fighter });
    const bad = (patch: Partial<CharacterInput>, options = {}): (() => unknown) => () => createCharacter({ ...input, ...patch } as CharacterInput, options);
    expect(bad({ className: 'bard' })).toThrow(CatalogueError);
    expect(bad({ className: 'fighter' }, classic)).toThrow(CatalogueError);
    expect(bad({ rolled: [11, 14, 9, 12, 8, 19] })).toThrow(AttributeError);
    expect(bad({ rolled: [11, 14, 9, 12, 8, 2] })).toThrow(AttributeError);
    expect(bad({ rolled: [11, 14, 9, 12, 8, 10.5] })).toThrow(AttributeError);
    expect(bad({ rolled: [11, 14, 9, 12, 8] })).toThrow(AttributeError);
    expect(bad({ swaps: [['STR', 'CHA'], ['DEX', 'CON']] })).toThrow(CharacterError);
    expect(bad({ swaps: [['STR', 'STR']] })).toThrow(CharacterError);
    expect(bad({ secondaryRequisite: 'INT' })).toThrow(CharacterError);
    expect(bad({ kit: 'warrior-1' })).toThrow(EditionError);
    expect(bad({ kit: 'squire' })).toThrow(CatalogueError);
    expect(bad({ background: 'unknown' })).toThrow(CatalogueError);
    expect(bad({ background: 'raised-by-goblins' })).toThrow(EditionError);
    expect(bad({ hp: 15 })).toThrow(CharacterError);
    expect(bad({ hp: 4 })).toThrow(CharacterError);
    expect(bad({ coins: 8 })).toThrow(CharacterError);
    expect(() => createCharacter({ className: 'cleric', rolled: [10, 10, 10, 10, 10, 10], kit: 'warrior-1', hp: 6, coins: 5 }, classic)).toThrow(CharacterError);
    expect(() => createCharacter({ className: 'warrior', rolled: [10, 10, 10, 10, 10, 10], kit: 'warrior-1', hp: 6, coins: 13 }, classic)).toThrow(CharacterError);
    expect(input).toEqual(fighter);
  });
});

describe('rollAttributes', () => {
  it('rolls 3d6 six times in order (fixed seed, chi-square p > 1e-6)', () => {
    let r = seed(11);
    const xs: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const [a, next] = rollAttributes(r);
      xs.push(...a);
      r = next;
    }
    expect(goodnessOfFit(attributeDistribution(), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('generateCharacter', () => {
  test.prop([fc.integer(), fc.constantFrom('classic', 'draft31')], { numRuns: 60 })('makes only legal characters, replayable from its input', (s, edition) => {
    const [c, input] = generateCharacter(seed(s), {}, { edition });
    expect(createCharacter(input, { edition })).toEqual(c);
    expect(Object.values(c.rolled).every((v) => v >= 3 && v <= 18)).toBe(true);
  });
  it('samples starting HP exactly (fixed seed, chi-square p > 1e-6)', () => {
    const xs = sampleMany(5, 5000, (r) => { const [c, , n] = generateCharacter(r, { className: 'warrior' }, classic); return [c, n] as const; }, (c) => c.hp);
    expect(goodnessOfFit(startingHpDistribution('warrior', classic), xs).pValue).toBeGreaterThan(1e-6);
  });
  it('is stable for a fixed seed', () => {
    const [c] = generateCharacter(seed(42), {}, classic);
    expect({ class: c.class.id, rolled: c.rolled, hp: c.hp, kit: c.kit?.id, coins: c.coins }).toMatchSnapshot();
  });
});
