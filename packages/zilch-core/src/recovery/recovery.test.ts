import { describe, expect, it } from 'vitest';
import { goodnessOfFit, nextInt, probability, seed } from '@rollwright/dice';
import { createCharacter, spendChips } from '../characters/character.js';
import { applyDamage, drainSuit } from '../injury/damage.js';
import { firstAidDistribution, firstAidHp, rally, rest, restDistribution, sleep } from './recovery.js';
import { rollSuitTest } from '../suitTest/suitTest.js';
import { caught } from '../testing.js';
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

describe('recovery edge cases (mutation triage)', () => {
  it('refuses to rally a Suit that is not a class Suit, naming it and the character', () => {
    const e = caught(() => rally(fighter8(), ['hearts']));
    expect(e).toBeInstanceOf(ChipError);
    expect((e as ChipError).message).toBe('hearts is not a class Suit of F');
  });

  it('accepts interruptionSixths 0 and 6 and refuses -1, 7 and 1.5 with the exact message', () => {
    expect(restDistribution(9, { interruptionSixths: 0 }).outcomes).not.toContain('interrupted');
    expect(probability(restDistribution(9, { interruptionSixths: 0 }), 'interrupted')).toEqual({ num: 0n, den: 1n });
    expect(probability(restDistribution(9, { interruptionSixths: 6 }), 'interrupted')).toEqual({ num: 1n, den: 1n });
    for (const k of [-1, 7, 1.5]) {
      const e = caught(() => restDistribution(9, { interruptionSixths: k }));
      expect(e).toBeInstanceOf(ChipError);
      expect((e as ChipError).message).toBe(`interruptionSixths must be 0..6, got ${String(k)}`);
      expect(() => rest(seed(1), fighter8(), { interruptionSixths: k })).toThrow(ChipError);
    }
    expect(rest(seed(1), fighter8(), { interruptionSixths: 0 }).length).toBe(2);
    expect(rest(seed(1), fighter8(), { interruptionSixths: 6 })[0].interrupted).toBe(true);
  });

  it('outside a dungeon rolls no d6 and tests First Aid with the character\'s own ♦ (7)', () => {
    const [res, next] = rest(seed(5), fighter8(), { dungeon: false });
    const [t, after] = rollSuitTest(seed(5), 7);
    expect(res.interrupted).toBe(false);
    expect(res.firstAid).toEqual(t);
    expect(next).toEqual(after);
  });

  it('in a dungeon is interrupted exactly when the d6 shows 1..k (seed § Recovery: 50% by default)', () => {
    let interrupted = 0;
    for (let s = 1; s <= 30; s++) {
      const [face, afterD6] = nextInt(seed(s), 1, 6);
      const c = fighter8();
      const [res, next] = rest(seed(s), c, { dungeon: true });
      expect(res.interrupted).toBe(face <= 3);
      if (face <= 3) {
        interrupted++;
        expect(res).toEqual({ character: c, interrupted: true, firstAid: null, outcome: 'interrupted' });
        expect(res.character).toBe(c);
        expect(next).toEqual(afterD6);
      } else {
        expect(res.outcome).not.toBe('interrupted');
        expect(res.firstAid).toEqual(rollSuitTest(afterD6, 7)[0]);
      }
    }
    expect(interrupted).toBeGreaterThan(0);
    expect(interrupted).toBeLessThan(30);
  });

  it('removes only one rally marker per class Suit (2 → 1, 0 stays 0)', () => {
    const twice = rally(rally(spendChips(fighter8(), 'clubs', 8)));
    expect(twice.rallyMarkers.clubs).toBe(2);
    const [res] = rest(seed(1), twice, { dungeon: false, firstAidSkill: null });
    expect(res.character.rallyMarkers.clubs).toBe(1);
    expect(res.character.chips.clubs).toBe(8);
    const [fresh] = rest(seed(1), fighter8(), { dungeon: false, firstAidSkill: null });
    expect(fresh.character.rallyMarkers.clubs).toBe(0);
    expect(fresh.character.chips.clubs).toBe(8);
  });
});
