import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { goodnessOfFit, mean, probability, seed } from '@rollwright/dice';
import { createCharacter, conditionsOf, spendChips } from '../characters/character.js';
import { applyDamage, drainSuit, heal, recoverDrain, recoverTemporary } from './damage.js';
import { fatigueDamageDistribution, fatigueLevelsFor, fatigueTest, fatigueTestDistribution } from './fatigue.js';
import { fallDamageDistribution, fallDice, rollFall } from './falling.js';
import { burn } from './burning.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { deepFreeze, sampleMany } from '../testing.js';

const hero = (): ReturnType<typeof createCharacter> =>
  deepFreeze(createCharacter({ name: 'Bo', suits: { clubs: 10, spades: 6, diamonds: 7, hearts: 8 }, classes: ['fighter'] }));

describe('applyDamage', () => {
  it('removes HP, then knocks out, then drains Hearts until death (Z28)', () => {
    const h = hero();
    const a = applyDamage(h, { amount: 3 });
    expect(a.character.chips.hearts).toBe(5);
    const b = applyDamage(a.character, { amount: 6 });
    expect(b.character.chips.hearts).toBe(0);
    expect(b.character.drain.hearts).toBe(1);
    expect(b.events.map((e) => e.type)).toEqual(['hpLost', 'unconscious', 'drain']);
    expect(conditionsOf(b.character)).toContain('unconscious');
    const c = applyDamage(b.character, { amount: 7 });
    expect(c.events.at(-1)).toEqual({ type: 'dead' });
    expect(conditionsOf(c.character)).toContain('dead');
    expect(h.chips.hearts).toBe(8);
  });
  it('pools temporary damage and records taint', () => {
    const a = applyDamage(hero(), { amount: 2, temporary: true, tainted: true });
    expect(a.character.temporaryDamage).toBe(2);
    expect(a.character.taint.hearts).toBe(2);
  });
  it('rejects negative damage', () => expect(() => applyDamage(hero(), { amount: -1 })).toThrow(SuitValueError));
});

describe('drainSuit', () => {
  it('drops chips above the new capacity', () => {
    const r = drainSuit(hero(), 'clubs', 4);
    expect(r.character.chips.clubs).toBe(6);
    expect(r.events).toContainEqual({ type: 'chipsLost', suit: 'clubs', amount: 4 });
  });
  it('paralyzes at ♣ 0 (Helpless)', () => expect(conditionsOf(drainSuit(hero(), 'clubs', 10).character)).toContain('helpless'));
});

describe('heal', () => {
  it('removes taint before restoring HP', () => {
    const hurt = applyDamage(hero(), { amount: 3, tainted: true }).character;
    const h = heal(hurt, 4);
    expect(h.taint.hearts).toBe(0);
    expect(h.chips.hearts).toBe(6);
  });
});

describe('recoverTemporary', () => {
  it('moves pool chips back', () => {
    const t = applyDamage(hero(), { amount: 3, temporary: true }).character;
    expect(recoverTemporary(t, 2)).toMatchObject({ temporaryDamage: 1, chips: { hearts: 7 } });
  });
});

describe('recoverDrain', () => {
  it('removes taint first except on Hearts', () => {
    const d = drainSuit(hero(), 'clubs', 3, { tainted: true }).character;
    expect(recoverDrain(d, 'clubs', 2)).toMatchObject({ drain: { clubs: 3 }, taint: { clubs: 1 } });
    const h = drainSuit(hero(), 'hearts', 2, { tainted: true }).character;
    expect(recoverDrain(h, 'hearts', 2).drain.hearts).toBe(0);
  });
});

describe('burn', () => {
  it('deals 2 fire damage', () => expect(burn(hero()).character.chips.hearts).toBe(6));
});

describe('fatigueLevelsFor', () => {
  it('maps degrees', () => expect(['CS', 'S', 'F', 'CF'].map((d) => fatigueLevelsFor(d as never))).toEqual([0, 0, 1, 2]));
});

describe('fatigueTestDistribution', () => {
  it('gives ♥7 P(no effect) = 1/2', () => expect(probability(fatigueTestDistribution(7), 0)).toEqual({ num: 1n, den: 2n }));
});

describe('fatigueDamageDistribution', () => {
  it('has total 216·36 and P(0) = P(success)', () => {
    const d = fatigueDamageDistribution(7);
    expect(d.total).toBe(216n * 36n);
    expect(probability(d, 0)).toEqual({ num: 1n, den: 2n });
  });
});

describe('fatigueTest', () => {
  it('matches both distributions (chi-square, fixed seed)', () => {
    const h = hero();
    const lv = sampleMany(31, 4000, (r) => {
      const [f, n] = fatigueTest(r, h);
      return [f.levels, n] as const;
    });
    expect(goodnessOfFit(fatigueTestDistribution(8), lv).pValue).toBeGreaterThan(1e-6);
    const dm = sampleMany(32, 4000, (r) => {
      const [f, n] = fatigueTest(r, h);
      return [f.damage, n] as const;
    });
    expect(goodnessOfFit(fatigueDamageDistribution(8), dm).pValue).toBeGreaterThan(1e-6);
  });
  test.prop([fc.integer()])('caps the level at 3 and deals temporary damage', (s) => {
    const [f] = fatigueTest(seed(s), { ...hero(), fatigue: 3 });
    expect(f.character.fatigue).toBe(3);
    if (f.damage <= 8) expect(f.character.temporaryDamage).toBe(f.damage);
    else expect(f.character.drain.hearts).toBe(f.damage - 8);
  });
});

describe('fallDice', () => {
  it('reproduces the seed examples (Z30)', () => {
    expect(fallDice({ squares: 2 })).toBe(1); // 10 ft: 1d6
    expect(fallDice({ squares: 4 })).toBe(2); // third-story window, 20 ft: 2d6
    expect(fallDice({ squares: 4, jumped: true })).toBe(1);
    expect(fallDice({ squares: 4, jumped: true }, 'CS')).toBe(0);
    expect(fallDice({ squares: 4, jumped: true }, 'CF')).toBe(2); // CF loses the jump
    expect(fallDice({ squares: 4, treacherous: true })).toBe(3);
  });
  it('rejects bad distances', () => {
    expect(() => fallDice({ squares: -1 })).toThrow(SuitValueError);
    expect(() => fallDice({ squares: 201 })).toThrow(SuitValueError);
  });
});

describe('fallDamageDistribution', () => {
  it('is 2d6 for a 20 ft fall', () => expect(mean(fallDamageDistribution({ squares: 4 }))).toEqual({ num: 7n, den: 1n }));
  it('mixes the Acrobatics degrees', () => {
    const d = fallDamageDistribution({ squares: 6, jumped: true, acrobatics: 9 });
    expect(probability(d, 0)).toEqual({ num: 35n, den: 216n }); // only a CS removes all 2 dice
  });
});

describe('rollFall', () => {
  it('matches fallDamageDistribution (chi-square, fixed seed)', () => {
    const fall = { squares: 6, jumped: true, acrobatics: 8 };
    const xs = sampleMany(41, 5000, (r) => {
      const [f, n] = rollFall(r, fall);
      return [f.damage, n] as const;
    });
    expect(goodnessOfFit(fallDamageDistribution(fall), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('spendChips (with damage)', () => {
  it('is independent of HP', () => expect(spendChips(applyDamage(hero(), { amount: 1 }).character, 'clubs', 1).chips.clubs).toBe(9));
});
