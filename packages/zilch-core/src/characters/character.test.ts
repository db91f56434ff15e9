import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { goodnessOfFit, probabilityAtMost, seed } from '@rollwright/dice';
import { ALL_SUITS, assertCharacter, createCharacter, chipCapacity, conditionsOf, effectiveSuit, maxHp, setChips, spendChips, withCondition, type Character } from './character.js';
import { chargenTotalDistribution, generateSuits, suitValueDistribution } from './generateSuits.js';
import { ChipError } from '../errors/ChipError.js';
import { ClassError } from '../errors/ClassError.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { EquipmentError } from '../errors/EquipmentError.js';
import { ConditionError } from '../errors/ConditionError.js';
import { ARMORS, WEAPONS, SHIELDS } from '../equipment/items.js';
import { caught, deepFreeze, sampleMany } from '../testing.js';

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

// ---------------------------------------------------------------------------------------------
// Rules pinned against the seed text (zilch-lite.txt). Each expected number below is worked out
// by hand from the section named in the comment, not read back from the code.
// ---------------------------------------------------------------------------------------------

const ZEROES = { clubs: 0, spades: 0, diamonds: 0, hearts: 0 };
const sv = (clubs: number, spades: number, diamonds: number, hearts: number) => ({ clubs, spades, diamonds, hearts });
const drained = (c: Character, drain: Partial<Character['drain']>): Character => ({ ...c, drain: { ...ZEROES, ...drain } });

describe('createCharacter: the whole starting record', () => {
  it('gives the seed fighter/wizard (10♣ 7♦) every starting field, frozen', () => {
    const c = fw();
    // § Multi-classing: 10♣ / 2 classes = 5 chips, 7♦ / 2 = 3.5 → 3; § Hearts: 8♥ = 8 HP; nothing else is set.
    expect(c).toStrictEqual({
      name: 'Ada',
      suits: sv(10, 6, 7, 8),
      classes: ['fighter', 'wizard'],
      size: 'medium',
      undead: false,
      chips: sv(5, 0, 3, 8),
      drain: ZEROES,
      taint: ZEROES,
      temporaryDamage: 0,
      rallyMarkers: ZEROES,
      fatigue: 0,
      conditions: [],
      equipment: { held: [], armor: null, handy: [], pack: [] },
      swag: 0,
    });
    for (const part of [c, c.suits, c.chips, c.classes, c.conditions, c.drain, c.taint, c.rallyMarkers]) expect(Object.isFrozen(part)).toBe(true);
  });
  it('keeps the given size and undead flag, and defaults to medium and living', () => {
    const bat = createCharacter({ name: 'Bat', suits: sv(3, 9, 2, 4), size: 'small', undead: true });
    expect(bat.size).toBe('small');
    expect(bat.undead).toBe(true);
    expect(bat.classes).toStrictEqual([]);
    // § Size: 4♥ × ½ = 2 HP; no class, so no class chips at all.
    expect(bat.chips).toStrictEqual(sv(0, 0, 0, 2));
    const man = createCharacter({ name: 'Man', suits: sv(7, 7, 7, 7), undead: false });
    expect(man.undead).toBe(false);
    expect(man.size).toBe('medium');
  });
  it('copies the Suits and classes rather than keeping the caller\'s objects', () => {
    const suits = { clubs: 9, spades: 7, diamonds: 5, hearts: 8 };
    const classes: ['rogue'] = ['rogue'];
    const c = createCharacter({ name: 'R', suits, classes });
    expect(c.suits).not.toBe(suits);
    expect(c.classes).not.toBe(classes);
    expect(c.suits).toStrictEqual(suits);
  });
});

describe('createCharacter: refusals', () => {
  it('refuses an empty or non-string name, and accepts a one-letter one', () => {
    for (const name of ['', 5, undefined]) {
      const e = caught(() => createCharacter({ name: name as string, suits: sv(7, 7, 7, 7) }));
      expect(e).toBeInstanceOf(SuitValueError);
      expect((e as Error).message).toBe('a character needs a non-empty name');
    }
    expect(createCharacter({ name: 'A', suits: sv(7, 7, 7, 7) }).name).toBe('A');
  });
  it('accepts every Suit at 2 and at 14 (Ace), refuses 1, 15 and fractions, naming the Suit (§ Suits)', () => {
    expect(createCharacter({ name: 'Lo', suits: sv(2, 2, 2, 2) }).suits).toStrictEqual(sv(2, 2, 2, 2));
    expect(createCharacter({ name: 'Hi', suits: sv(14, 14, 14, 14) }).chips.hearts).toBe(14);
    for (const suit of ALL_SUITS) {
      for (const bad of [1, 15, 7.5, Number.NaN]) {
        const e = caught(() => createCharacter({ name: 'X', suits: { ...sv(7, 7, 7, 7), [suit]: bad } }));
        expect(e).toBeInstanceOf(SuitValueError);
        expect((e as Error).message).toBe(`${suit} must be a whole number 2..14 (Ace = 14), got ${String(bad)}`);
      }
    }
  });
  it('names the unknown class, the repeated class and both Spellcasters', () => {
    const seven = sv(7, 7, 7, 7);
    const cases: [readonly string[], string][] = [
      [['bard'], 'unknown class "bard"'],
      [['rogue', 'rogue'], 'class rogue is listed twice'],
      [['wizard', 'healer'], 'only one Spellcaster class is allowed (got wizard and healer)'],
      // § Multi-classing: "a wizard/cleric or healer/necromancer cleric is not possible"; Druids are Spellcasters too (§ Magic).
      [['healer', 'necromancer'], 'only one Spellcaster class is allowed (got healer and necromancer)'],
      [['fighter', 'druid', 'wizard'], 'only one Spellcaster class is allowed (got druid and wizard)'],
    ];
    for (const [classes, message] of cases) {
      const e = caught(() => createCharacter({ name: 'X', suits: seven, classes: classes as never }));
      expect(e).toBeInstanceOf(ClassError);
      expect((e as Error).message).toBe(message);
    }
    // one Spellcaster with both martial classes is fine
    expect(createCharacter({ name: 'X', suits: seven, classes: ['fighter', 'rogue', 'necromancer'] }).classes).toStrictEqual(['fighter', 'rogue', 'necromancer']);
  });
});

describe('starting chips (§ Class, § Multi-classing, § Hearts)', () => {
  const make = (suits: ReturnType<typeof sv>, classes: Character['classes']) => createCharacter({ name: 'P', suits, classes });
  it('puts chips equal to the card value on a single class Suit, and HP equal to Hearts', () => {
    // § Recovery's example fighter has 8♣: a full set of 8 Club chips.
    expect(make(sv(8, 6, 5, 9), ['fighter']).chips).toStrictEqual(sv(8, 0, 0, 9));
    expect(make(sv(5, 9, 6, 7), ['rogue']).chips).toStrictEqual(sv(0, 9, 0, 7));
    for (const caster of ['wizard', 'healer', 'necromancer', 'druid'] as const) {
      expect(make(sv(5, 6, 10, 2), [caster]).chips).toStrictEqual(sv(0, 0, 10, 2));
    }
  });
  it('divides by the number of classes and rounds down', () => {
    // 9♣/2 = 4.5 → 4, 8♠/2 = 4
    expect(make(sv(9, 8, 6, 7), ['fighter', 'rogue']).chips).toStrictEqual(sv(4, 4, 0, 7));
    // three classes: 10/3 → 3, 9/3 = 3, 7/3 → 2
    expect(make(sv(10, 9, 7, 6), ['fighter', 'rogue', 'druid']).chips).toStrictEqual(sv(3, 3, 2, 6));
    // 14/3 = 4.67 still rounds down to 4 (not to the nearest, 5)
    expect(make(sv(14, 14, 14, 14), ['rogue', 'wizard', 'fighter']).chips).toStrictEqual(sv(4, 4, 4, 14));
    // the order the classes are listed in changes nothing
    expect(make(sv(10, 6, 7, 8), ['wizard', 'fighter']).chips).toStrictEqual(fw().chips);
  });
});

describe('maxHp (§ Combat Modifiers: Size, Z27)', () => {
  const hearts = (h: number, size: Character['size']) => createCharacter({ name: 'C', suits: sv(5, 5, 5, h), size });
  it('multiplies Hearts by the size factor and rounds halves up', () => {
    // 7♥: Tiny 7/4 = 1.75 → 2, Small 3.5 → 4 (the seed's example), Medium 7, Large 14, Huge 28, Tremendous 56
    const sizes = ['tiny', 'small', 'medium', 'large', 'huge', 'tremendous'] as const;
    expect(sizes.map((s) => maxHp(hearts(7, s)))).toStrictEqual([2, 4, 7, 14, 28, 56]);
    expect(maxHp(hearts(5, 'small'))).toBe(3); // 2.5 → 3
    expect(maxHp(hearts(2, 'tiny'))).toBe(1); // 0.5 → 1
    expect(maxHp(hearts(9, 'tiny'))).toBe(2); // 2.25 → 2
    expect(maxHp(hearts(14, 'medium'))).toBe(14);
  });
  it('uses the half-step sizes of Z27 (⅜, ¾, 1½, 3, 6)', () => {
    // 7♥: 2.625 → 3, 5.25 → 5, 10.5 → 11, 21, 42
    const sizes = ['tiny+', 'small+', 'medium+', 'large+', 'huge+'] as const;
    expect(sizes.map((s) => maxHp(hearts(7, s)))).toStrictEqual([3, 5, 11, 21, 42]);
  });
  it('starts a sized creature with HP chips equal to its max HP', () => {
    expect(hearts(7, 'small').chips.hearts).toBe(4);
    expect(hearts(7, 'huge').chips.hearts).toBe(28);
  });
  it('counts only the effective (undrained) Hearts (§ Drain)', () => {
    expect(maxHp(drained(fw(), { hearts: 3 }))).toBe(5);
    expect(maxHp(drained(hearts(8, 'small'), { hearts: 1 }))).toBe(4); // 7 × ½ = 3.5 → 4
    expect(maxHp(drained(fw(), { hearts: 8 }))).toBe(0);
    expect(maxHp(drained(fw(), { hearts: 12 }))).toBe(0);
  });
});

describe('effectiveSuit (§ Drain)', () => {
  it('subtracts only that Suit\'s drain, and stops at 0', () => {
    const c = drained(fw(), { clubs: 3, spades: 1, diamonds: 7, hearts: 0 });
    expect(ALL_SUITS.map((s) => effectiveSuit(c, s))).toStrictEqual([7, 5, 0, 8]);
    expect(effectiveSuit(drained(fw(), { clubs: 10 }), 'clubs')).toBe(0);
    expect(effectiveSuit(drained(fw(), { clubs: 9 }), 'clubs')).toBe(1);
    expect(ALL_SUITS.map((s) => effectiveSuit(fw(), s))).toStrictEqual([10, 6, 7, 8]);
  });
});

describe('chipCapacity (§ Class, § Multi-classing, Z23)', () => {
  it('is the HP maximum on Hearts, size included', () => {
    expect(chipCapacity(fw(), 'hearts')).toBe(8);
    expect(chipCapacity(createCharacter({ name: 'Dog', suits: sv(5, 8, 3, 7), size: 'small' }), 'hearts')).toBe(4);
  });
  it('divides the drained value, rounding down, and never goes below 0', () => {
    const fighter = createCharacter({ name: 'F', suits: sv(8, 6, 5, 9), classes: ['fighter'] });
    expect(chipCapacity(fighter, 'clubs')).toBe(8);
    expect(chipCapacity(drained(fighter, { clubs: 3 }), 'clubs')).toBe(5);
    expect(chipCapacity(drained(fighter, { clubs: 8 }), 'clubs')).toBe(0);
    expect(chipCapacity(drained(fighter, { clubs: 11 }), 'clubs')).toBe(0);
    expect(chipCapacity(drained(fw(), { clubs: 9 }), 'clubs')).toBe(0); // 1 / 2 → 0
    expect(chipCapacity(drained(fw(), { diamonds: 1 }), 'diamonds')).toBe(3); // 6 / 2 = 3
    expect(chipCapacity(fighter, 'spades')).toBe(0);
    expect(chipCapacity(fighter, 'diamonds')).toBe(0);
  });
});

describe('refusing a bad character or Suit', () => {
  const notCharacter = (value: unknown, shown: string) => {
    const e = caught(() => assertCharacter(value));
    expect(e).toBeInstanceOf(SuitValueError);
    expect(e).toMatchObject({ message: `expected a character (see createCharacter), got ${shown}`, input: 'character' });
    expect((e as SuitValueError).value).toBe(value);
  };
  it('accepts a created character', () => {
    expect(() => assertCharacter(fw())).not.toThrow();
  });
  it('refuses non-objects, naming what was given', () => {
    notCharacter(42, '42');
    notCharacter(null, 'null');
    notCharacter(undefined, 'undefined');
    notCharacter('Ada', 'Ada');
    notCharacter(Symbol('x'), 'a symbol');
  });
  it('refuses a record missing any of its Suit tables, its equipment or its conditions', () => {
    for (const key of ['suits', 'chips', 'drain', 'taint', 'equipment', 'conditions'] as const) {
      for (const bad of [null, 3, undefined]) {
        expect(caught(() => assertCharacter({ ...fw(), [key]: bad }))).toBeInstanceOf(SuitValueError);
      }
    }
    expect(caught(() => assertCharacter({ ...fw(), equipment: { ...fw().equipment, held: 'sword' } }))).toBeInstanceOf(SuitValueError);
    expect(caught(() => assertCharacter({ ...fw(), conditions: 'prone' }))).toBeInstanceOf(SuitValueError);
    // a function carrying every field is still not a character record, nor is a function as equipment
    const { name: _name, ...fields } = fw(); // a function's own `name` is read-only
    expect(() => assertCharacter({ ...fields })).not.toThrow();
    expect(caught(() => assertCharacter(Object.assign(() => 0, fields)))).toBeInstanceOf(SuitValueError);
    expect(caught(() => assertCharacter({ ...fw(), equipment: Object.assign(() => 0, { held: [] }) }))).toBeInstanceOf(SuitValueError);
  });
  it('refuses a prototype-less object with a SuitValueError too (String() cannot convert it)', () => {
    // Not a rule of the seed but the documented contract (@throws SuitValueError).
    notCharacter(Object.create(null), 'an object');
  });
  it('makes every rule function refuse a non-character before any work', () => {
    const bad = 42 as unknown as Character;
    const calls: (() => unknown)[] = [
      () => effectiveSuit(bad, 'clubs'),
      () => maxHp(bad),
      () => chipCapacity(bad, 'clubs'),
      () => setChips(bad, 'clubs', 0),
      () => spendChips(bad, 'clubs', 0),
      () => conditionsOf(bad),
      () => withCondition(bad, 'prone'),
    ];
    for (const call of calls) expect(caught(call)).toMatchObject({ name: 'SuitValueError', input: 'character', value: 42 });
  });
  it('refuses an unknown Suit by name in every Suit-taking function', () => {
    const cases: [unknown, string][] = [
      ['bogus', '"bogus"'],
      ['Clubs', '"Clubs"'],
      [3, '3'],
      [undefined, 'undefined'],
      [Symbol('s'), 'symbol'],
    ];
    for (const [suit, shown] of cases) {
      const s = suit as 'clubs';
      for (const call of [() => effectiveSuit(fw(), s), () => chipCapacity(fw(), s), () => setChips(fw(), s, 0), () => spendChips(fw(), s, 0)]) {
        const e = caught(call);
        expect(e).toBeInstanceOf(SuitValueError);
        expect(e).toMatchObject({ message: `unknown Suit ${shown}; use clubs, spades, diamonds or hearts`, input: 'suit' });
        expect((e as SuitValueError).value).toBe(suit);
      }
    }
  });
  it('lists the four Suits in the seed\'s order', () => {
    expect(ALL_SUITS).toStrictEqual(['clubs', 'spades', 'diamonds', 'hearts']);
  });
});

describe('setChips: the chip maximum (§ Class: no more class chips than the card\'s value)', () => {
  const chipError = (f: () => unknown, message: string) => {
    const e = caught(f);
    expect(e).toBeInstanceOf(ChipError);
    expect((e as Error).message).toBe(message);
  };
  it('accepts 0 and exactly the capacity, refuses one more, naming who, the Suit and both numbers', () => {
    expect(setChips(fw(), 'clubs', 5).chips).toStrictEqual(sv(5, 0, 3, 8));
    expect(setChips(fw(), 'clubs', 0).chips).toStrictEqual(sv(0, 0, 3, 8));
    chipError(() => setChips(fw(), 'clubs', 6), 'Ada can hold at most 5 clubs chips, not 6');
    expect(setChips(fw(), 'diamonds', 3).chips.diamonds).toBe(3);
    chipError(() => setChips(fw(), 'diamonds', 4), 'Ada can hold at most 3 diamonds chips, not 4');
    // chips only ever sit on class Suits and Hearts
    expect(setChips(fw(), 'spades', 0).chips.spades).toBe(0);
    chipError(() => setChips(fw(), 'spades', 1), 'Ada can hold at most 0 spades chips, not 1');
    expect(setChips(fw(), 'hearts', 0).chips).toStrictEqual(sv(5, 0, 3, 0));
    chipError(() => setChips(fw(), 'hearts', 9), 'Ada can hold at most 8 hearts chips, not 9');
  });
  it('caps by the drained value (§ Drain: chips above the new value are lost)', () => {
    chipError(() => setChips(drained(fw(), { clubs: 3 }), 'clubs', 4), 'Ada can hold at most 3 clubs chips, not 4');
    expect(setChips(drained(fw(), { clubs: 3 }), 'clubs', 3).chips.clubs).toBe(3);
  });
  it('refuses negative, fractional and non-number counts', () => {
    for (const [count, shown] of [[-1, '-1'], [2.5, '2.5'], [Number.NaN, 'NaN'], [Number.POSITIVE_INFINITY, 'Infinity'], [Symbol('n'), 'a symbol']] as const) {
      chipError(() => setChips(fw(), 'clubs', count as number), `chip count must be a whole number ≥ 0, got ${shown}`);
    }
  });
  it('changes only that Suit and returns a new frozen character', () => {
    const a = deepFreeze(fw());
    const b = setChips(a, 'clubs', 2);
    expect(b).toStrictEqual({ ...a, chips: sv(2, 0, 3, 8) });
    expect(Object.isFrozen(b) && Object.isFrozen(b.chips)).toBe(true);
    expect(a.chips).toStrictEqual(sv(5, 0, 3, 8));
  });
});

describe('spendChips (§ Suits: chips are spent for class effects)', () => {
  const chipError = (f: () => unknown, message: string) => {
    const e = caught(f);
    expect(e).toBeInstanceOf(ChipError);
    expect((e as Error).message).toBe(message);
  };
  it('spends down to exactly 0 and refuses one more than held', () => {
    expect(spendChips(fw(), 'clubs', 5).chips).toStrictEqual(sv(0, 0, 3, 8));
    expect(spendChips(fw(), 'clubs', 0).chips).toStrictEqual(sv(5, 0, 3, 8));
    chipError(() => spendChips(fw(), 'clubs', 6), 'Ada has 5 clubs chips, cannot spend 6');
    expect(spendChips(fw(), 'diamonds', 1).chips).toStrictEqual(sv(5, 0, 2, 8));
    chipError(() => spendChips(fw(), 'diamonds', 4), 'Ada has 3 diamonds chips, cannot spend 4');
    chipError(() => spendChips(fw(), 'spades', 1), 'Ada has 0 spades chips, cannot spend 1');
  });
  it('counts the chips held now, not the capacity', () => {
    const low = setChips(fw(), 'clubs', 2);
    expect(spendChips(low, 'clubs', 2).chips.clubs).toBe(0);
    chipError(() => spendChips(low, 'clubs', 3), 'Ada has 2 clubs chips, cannot spend 3');
  });
  it('refuses to spend Heart chips at all (§ Hearts: they are HP)', () => {
    for (const n of [0, 1]) chipError(() => spendChips(fw(), 'hearts', n), 'Heart chips are HP: they are lost to damage, not spent');
  });
  it('refuses negative, fractional and non-number counts', () => {
    for (const [count, shown] of [[-1, '-1'], [0.5, '0.5'], [Number.NaN, 'NaN'], [Symbol('n'), 'a symbol']] as const) {
      chipError(() => spendChips(fw(), 'clubs', count as number), `chips to spend must be a whole number ≥ 0, got ${shown}`);
    }
  });
  it('returns a new frozen character with only that Suit changed', () => {
    const a = deepFreeze(fw());
    const b = spendChips(a, 'diamonds', 3);
    expect(b).toStrictEqual({ ...a, chips: sv(5, 0, 0, 8) });
    expect(Object.isFrozen(b) && Object.isFrozen(b.chips)).toBe(true);
  });
});

describe('conditionsOf: conditions that follow from the record', () => {
  it('gives a fresh character no condition', () => {
    expect(conditionsOf(fw())).toStrictEqual([]);
  });
  it('adds each fatigue level in turn (§ Fatigue: Slowed, + Hampered, + Unconscious)', () => {
    expect([0, 1, 2, 3].map((fatigue) => conditionsOf({ ...fw(), fatigue }))).toStrictEqual([
      [],
      ['slowed'],
      ['hampered', 'slowed'],
      ['defenseless', 'hampered', 'helpless', 'slowed', 'unconscious'],
    ]);
  });
  it('knocks out at 0 HP but not at 1 (§ Injury)', () => {
    expect(conditionsOf({ ...fw(), chips: sv(5, 0, 3, 0) })).toStrictEqual(['defenseless', 'helpless', 'unconscious']);
    expect(conditionsOf({ ...fw(), chips: sv(5, 0, 3, 1) })).toStrictEqual([]);
  });
  it('reads each Suit drained to 0 as the seed says (§ Drain)', () => {
    // ♣ or ♠ at 0: paralyzed and Helpless; one point left is still fine
    expect(conditionsOf(drained(fw(), { clubs: 10 }))).toStrictEqual(['defenseless', 'helpless']);
    expect(conditionsOf(drained(fw(), { clubs: 9 }))).toStrictEqual([]);
    expect(conditionsOf(drained(fw(), { spades: 6 }))).toStrictEqual(['defenseless', 'helpless']);
    expect(conditionsOf(drained(fw(), { spades: 5 }))).toStrictEqual([]);
    // ♦ at 0: comatose and Unconscious
    expect(conditionsOf(drained(fw(), { diamonds: 7 }))).toStrictEqual(['defenseless', 'helpless', 'unconscious']);
    expect(conditionsOf(drained(fw(), { diamonds: 6 }))).toStrictEqual([]);
    // ♥ at 0: dead (the HP chips in this record were not touched)
    expect(conditionsOf(drained(fw(), { hearts: 8 }))).toStrictEqual(['dead', 'defenseless', 'helpless']);
    expect(conditionsOf(drained(fw(), { hearts: 7 }))).toStrictEqual([]);
  });
  it('hampers armor heavier than every class allows, not armor one class allows (§ Armor, Z17)', () => {
    const inArmor = (classes: Character['classes'], armor: (typeof ARMORS)[keyof typeof ARMORS]) =>
      createCharacter({ name: 'A', suits: sv(8, 7, 9, 6), classes, equipment: { held: [], armor, handy: [], pack: [] } });
    expect(conditionsOf(inArmor(['wizard'], ARMORS.leather))).toStrictEqual(['hampered', 'slowed']);
    expect(conditionsOf(inArmor(['rogue'], ARMORS.leather))).toStrictEqual([]);
    expect(conditionsOf(inArmor(['rogue'], ARMORS.chain))).toStrictEqual(['hampered', 'slowed']);
    expect(conditionsOf(inArmor(['fighter', 'wizard'], ARMORS.plate))).toStrictEqual([]);
  });
  it('keeps stored conditions and adds what they imply', () => {
    expect(conditionsOf(withCondition(fw(), 'prone'))).toStrictEqual(['prone']);
    expect(conditionsOf({ ...withCondition(fw(), 'threatened'), fatigue: 1 })).toStrictEqual(['slowed', 'threatened']);
  });
});

describe('withCondition: stored conditions', () => {
  it('adds once, keeps the list sorted, removes, and defaults to adding', () => {
    const a = withCondition(withCondition(fw(), 'prone'), 'burning', true);
    expect(a.conditions).toStrictEqual(['burning', 'prone']);
    expect(withCondition(a, 'prone').conditions).toStrictEqual(['burning', 'prone']);
    expect(withCondition(a, 'burning', false).conditions).toStrictEqual(['prone']);
    expect(withCondition(fw(), 'grappling', false).conditions).toStrictEqual([]);
    expect(Object.isFrozen(a) && Object.isFrozen(a.conditions)).toBe(true);
    const frozen = deepFreeze(fw());
    expect(withCondition(frozen, 'prone')).toStrictEqual({ ...frozen, conditions: ['prone'] });
    expect(frozen.conditions).toStrictEqual([]);
  });
  it('refuses an unknown condition and a non-boolean switch, naming them', () => {
    const e = caught(() => withCondition(fw(), 'bogus' as 'prone'));
    expect(e).toBeInstanceOf(ConditionError);
    expect((e as ConditionError).condition).toBe('bogus');
    expect((e as Error).message).toMatch(/^unknown condition "bogus"; use defenseless, /);
    for (const [on, shown] of [[1, '1'], ['true', 'true'], [null, 'null'], [Symbol('o'), 'a symbol']] as const) {
      const f = caught(() => withCondition(fw(), 'prone', on as unknown as boolean));
      expect(f).toBeInstanceOf(ConditionError);
      expect(f).toMatchObject({ condition: 'prone', message: `on must be true or false, got ${shown}` });
    }
  });
});
