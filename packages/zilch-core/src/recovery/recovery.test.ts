import { describe, expect, it } from 'vitest';
import { goodnessOfFit, probability, seed } from '@rollwright/dice';
import { createCharacter, spendChips } from '../characters/character.js';
import { applyDamage, drainSuit } from '../injury/damage.js';
import { firstAidDistribution, firstAidHp, rally, rest, restDistribution, sleep } from './recovery.js';
import { ChipError } from '../errors/ChipError.js';
import { deepFreeze, sampleMany } from '../testing.js';

const fighter8 = (): ReturnType<typeof createCharacter> =>
  deepFreeze(createCharacter({ name: 'F', suits: { clubs: 8, spades: 7, diamonds: 7, hearts: 7 }, classes: ['fighter'] }));

describe('rally', () => {
  it('reproduces the 8♣ sequence 7, 6, 5 (Z31)', () => {
    let c = spendChips(fighter8(), 'clubs', 8);
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      c = rally(c);
      seen.push(c.chips.clubs);
      c = spendChips(c, 'clubs', c.chips.clubs);
    }
    expect(seen).toEqual([7, 6, 5]);
    expect(c.rallyMarkers.clubs).toBe(3);
  });
  it('returns 1 temporary HP and never loses chips', () => {
    const t = applyDamage(fighter8(), { amount: 3, temporary: true }).character;
    const r = rally(t);
    expect(r.chips.hearts).toBe(5);
    expect(r.chips.clubs).toBe(8);
  });
  it('refuses a non-class Suit', () => expect(() => rally(fighter8(), ['diamonds'])).toThrow(ChipError));
});

describe('firstAidHp', () => {
  it('maps CS +2, S +1, F 0, CF −1', () => expect((['CS', 'S', 'F', 'CF'] as const).map(firstAidHp)).toEqual([2, 1, 0, -1]));
});

describe('firstAidDistribution', () => {
  it('gives ♦9 P(+2) = 35/216', () => expect(probability(firstAidDistribution(9), 2)).toEqual({ num: 35n, den: 216n }));
});

describe('restDistribution', () => {
  it('is interrupted half the time in a dungeon', () => {
    expect(probability(restDistribution(9), 'interrupted')).toEqual({ num: 1n, den: 2n });
    expect(probability(restDistribution(9, { dungeon: false }), 'interrupted')).toEqual({ num: 0n, den: 1n });
  });
});

describe('rest', () => {
  it('matches restDistribution (chi-square, fixed seed)', () => {
    const c = applyDamage(fighter8(), { amount: 4 }).character;
    const xs = sampleMany(51, 5000, (r) => {
      const [res, n] = rest(r, c, { firstAidSkill: 9 });
      return [res.outcome, n] as const;
    });
    expect(goodnessOfFit(restDistribution(9), xs).pValue).toBeGreaterThan(1e-6);
  });
  it('restores chips and temporary HP, removing one rally marker', () => {
    let c = rally(spendChips(fighter8(), 'clubs', 8));
    c = applyDamage(c, { amount: 2, temporary: true }).character;
    const [res] = rest(seed(1), c, { dungeon: false, firstAidSkill: null });
    expect(res.character).toMatchObject({ chips: { clubs: 8, hearts: 7 }, rallyMarkers: { clubs: 0 }, temporaryDamage: 0 });
  });
});

describe('sleep', () => {
  it('removes markers and up to 2 drain per Suit and heals 2', () => {
    let c = rally(rally(fighter8()));
    c = drainSuit(c, 'spades', 3).character;
    c = applyDamage(c, { amount: 4 }).character;
    const s = sleep(c);
    expect(s).toMatchObject({ rallyMarkers: { clubs: 0 }, drain: { spades: 1 }, chips: { hearts: 5, clubs: 8 } });
  });
});
