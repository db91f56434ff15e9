import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { goodnessOfFit, probabilityAtMost, seed } from '@rollwright/dice';
import { createCharacter, chipCapacity, conditionsOf, effectiveSuit, maxHp, setChips, spendChips, withCondition } from './character.js';
import { chargenTotalDistribution, generateSuits, suitValueDistribution } from './generateSuits.js';
import { ChipError } from '../errors/ChipError.js';
import { ClassError } from '../errors/ClassError.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { EquipmentError } from '../errors/EquipmentError.js';
import { ARMORS, WEAPONS, SHIELDS } from '../equipment/items.js';
import { deepFreeze, sampleMany } from '../testing.js';

const fw = (): ReturnType<typeof createCharacter> =>
  createCharacter({ name: 'Ada', suits: { clubs: 10, spades: 6, diamonds: 7, hearts: 8 }, classes: ['fighter', 'wizard'] });

describe('createCharacter', () => {
  it('validates manual entry', () => {
    expect(() => createCharacter({ name: 'X', suits: { clubs: 15, spades: 7, diamonds: 7, hearts: 7 } })).toThrow(SuitValueError);
    expect(() => createCharacter({ name: 'X', suits: { clubs: 1, spades: 7, diamonds: 7, hearts: 7 } })).toThrow(SuitValueError);
    expect(() => createCharacter({ name: 'X', suits: { clubs: 7, spades: 7, diamonds: 7, hearts: 7 }, classes: ['wizard', 'healer'] })).toThrow(ClassError);
    expect(() => createCharacter({ name: 'X', suits: { clubs: 7, spades: 7, diamonds: 7, hearts: 7 }, classes: ['rogue', 'rogue'] })).toThrow(ClassError);
    expect(() =>
      createCharacter({
        name: 'X',
        suits: { clubs: 7, spades: 7, diamonds: 7, hearts: 7 },
        equipment: { held: [WEAPONS.greatsword, SHIELDS.shield], armor: null, handy: [], pack: [] },
      }),
    ).toThrow(EquipmentError);
  });
  it('starts with full chips: the seed fighter/wizard has 5♣ and 3♦ chips', () => {
    expect(fw().chips).toEqual({ clubs: 5, spades: 0, diamonds: 3, hearts: 8 });
  });
});

describe('maxHp', () => {
  it('gives the seed Small creature with 7♥ 4 HP', () => {
    expect(maxHp(createCharacter({ name: 'Dog', suits: { clubs: 5, spades: 8, diamonds: 3, hearts: 7 }, size: 'small' }))).toBe(4);
  });
  it('doubles for Large', () => {
    expect(maxHp(createCharacter({ name: 'Ogre', suits: { clubs: 9, spades: 5, diamonds: 3, hearts: 7 }, size: 'large' }))).toBe(14);
  });
});

describe('chipCapacity', () => {
  it('halves for two classes and is 0 on a non-class Suit', () => {
    expect(chipCapacity(fw(), 'clubs')).toBe(5);
    expect(chipCapacity(fw(), 'diamonds')).toBe(3);
    expect(chipCapacity(fw(), 'spades')).toBe(0);
  });
  it('uses the effective (drained) value', () => {
    expect(chipCapacity({ ...fw(), drain: { clubs: 3, spades: 0, diamonds: 0, hearts: 0 } }, 'clubs')).toBe(3);
  });
});

describe('effectiveSuit', () => {
  it('bottoms out at 0', () => {
    expect(effectiveSuit({ ...fw(), drain: { clubs: 20, spades: 0, diamonds: 0, hearts: 0 } }, 'clubs')).toBe(0);
  });
});

describe('setChips', () => {
  it('refuses chips beyond capacity', () => {
    expect(() => setChips(fw(), 'clubs', 6)).toThrow(ChipError);
    expect(() => setChips(fw(), 'spades', 1)).toThrow(ChipError);
    expect(setChips(fw(), 'clubs', 2).chips.clubs).toBe(2);
  });
});

describe('spendChips', () => {
  it('spends without mutating a frozen input', () => {
    const a = deepFreeze(fw());
    expect(spendChips(a, 'clubs', 2).chips.clubs).toBe(3);
    expect(a.chips.clubs).toBe(5);
    expect(() => spendChips(a, 'clubs', 6)).toThrow(ChipError);
    expect(() => spendChips(a, 'hearts', 1)).toThrow(ChipError);
  });
});

describe('conditionsOf', () => {
  it('derives conditions from fatigue, HP and drain (Z10, Z29)', () => {
    expect(conditionsOf({ ...fw(), fatigue: 2 })).toEqual(['hampered', 'slowed']);
    expect(conditionsOf({ ...fw(), chips: { ...fw().chips, hearts: 0 } })).toContain('unconscious');
    expect(conditionsOf({ ...fw(), drain: { clubs: 0, spades: 6, diamonds: 0, hearts: 0 } })).toContain('helpless');
    expect(conditionsOf({ ...fw(), drain: { clubs: 0, spades: 0, diamonds: 0, hearts: 8 } })).toContain('dead');
  });
  it('makes a wizard in leather Hampered (Z17)', () => {
    const w = createCharacter({
      name: 'W',
      suits: { clubs: 5, spades: 7, diamonds: 10, hearts: 6 },
      classes: ['wizard'],
      equipment: { held: [], armor: ARMORS.leather, handy: [], pack: [] },
    });
    expect(conditionsOf(w)).toContain('hampered');
  });
});

describe('withCondition', () => {
  it('adds and removes', () => {
    expect(withCondition(withCondition(fw(), 'prone'), 'prone', false).conditions).toEqual([]);
  });
});

describe('generateSuits', () => {
  test.prop([fc.integer()])('stays in 5..10 and redraws at most once', (s) => {
    const [g] = generateSuits(seed(s));
    expect(Object.values(g.suits).every((v) => v >= 5 && v <= 10)).toBe(true);
    expect(g.hands.length).toBeLessThanOrEqual(2);
  });
  test.prop([fc.integer()])('high-powered hands total more than 30 and stay in 6..11', (s) => {
    const [g] = generateSuits(seed(s), { highPowered: true });
    const t = Object.values(g.suits).reduce((a, b) => a + b, 0);
    expect(t).toBeGreaterThan(30);
    expect(Object.values(g.suits).every((v) => v >= 6 && v <= 11)).toBe(true);
  });
  it('rejects a bad maxRedraws', () => {
    expect(() => generateSuits(seed(1), { maxRedraws: -1 })).toThrow(SuitValueError);
  });
  it('matches chargenTotalDistribution for all three rules (chi-square, fixed seed)', () => {
    for (const opts of [{ maxRedraws: 0 }, {}, { highPowered: true }]) {
      const xs = sampleMany(21, 4000, (r) => {
        const [g, n] = generateSuits(r, opts);
        return [g.suits.clubs + g.suits.spades + g.suits.diamonds + g.suits.hearts, n] as const;
      });
      expect(goodnessOfFit(chargenTotalDistribution(opts), xs).pValue).toBeGreaterThan(1e-6);
      const cl = sampleMany(22, 3000, (r) => {
        const [g, n] = generateSuits(r, opts);
        return [g.suits.clubs, n] as const;
      });
      expect(goodnessOfFit(suitValueDistribution(opts), cl).pValue).toBeGreaterThan(1e-6);
    }
  });
});

describe('chargenTotalDistribution', () => {
  it('gives P(total ≤ 25) = 126/1296 without redraws (Z22)', () => {
    expect(probabilityAtMost(chargenTotalDistribution({ maxRedraws: 0 }), 25)).toEqual({ num: 7n, den: 72n });
  });
  it('gives a high-powered total > 30 only, over 1090 hands', () => {
    const d = chargenTotalDistribution({ highPowered: true });
    expect(d.outcomes[0]).toBe(31);
    expect(d.total).toBe(1090n);
  });
});

describe('suitValueDistribution', () => {
  it('is uniform without redraws', () => {
    expect(suitValueDistribution({ maxRedraws: 0 }).weights.every((w, _, a) => w === a[0])).toBe(true);
  });
});
