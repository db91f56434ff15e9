import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { goodnessOfFit, probability, probabilityAtMost, seed } from '@rollwright/dice';
import { degreeOf, SKILL_LIMIT } from './degree.js';
import { suitTestRollDistribution } from './suitTestRoll.js';
import { rollSuitTest, suitTestDistribution, SUIT_TEST_MODIFIERS } from './suitTest.js';
import { contestDistribution, contestWinner, rollContest } from './contest.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { sampleMany } from '../testing.js';

describe('suitTestRollDistribution', () => {
  it('matches the rules-notes CDF table (Z20)', () => {
    const cdf = [1, 4, 10, 20, 35, 56, 81, 108, 135, 160, 181, 196, 206, 212, 215, 216];
    const d = suitTestRollDistribution();
    expect(d.total).toBe(216n);
    cdf.forEach((w, k) => {
      const p = probabilityAtMost(d, k);
      expect(Number(p.num) / Number(p.den)).toBeCloseTo(w / 216, 12);
    });
    expect(probabilityAtMost(d, 7)).toEqual({ num: 1n, den: 2n });
  });
});

describe('degreeOf', () => {
  it('reproduces the 9♣ cliff climb', () => {
    expect(degreeOf(4, 9)).toBe('CS');
    expect(degreeOf(5, 9)).toBe('S');
    expect(degreeOf(9, 9)).toBe('S');
    expect(degreeOf(10, 9)).toBe('F');
    expect(degreeOf(14, 9)).toBe('F');
    expect(degreeOf(15, 9)).toBe('CF');
  });
  it('applies the special 0 and 15 rules', () => {
    expect(degreeOf(0, 3)).toBe('CS');
    expect(degreeOf(0, 2)).toBe('S');
    expect(degreeOf(0, -1)).toBe('F');
    expect(degreeOf(15, 13)).toBe('CF');
    expect(degreeOf(15, 14)).toBe('F');
    expect(degreeOf(15, 15)).toBe('S');
    expect(degreeOf(8, 2)).toBe('CF');
    expect(degreeOf(7, 2)).toBe('F');
  });
  it('rejects bad rolls and skills', () => {
    expect(() => degreeOf(16, 9)).toThrow(SuitValueError);
    expect(() => degreeOf(3, SKILL_LIMIT + 1)).toThrow(SuitValueError);
    expect(() => degreeOf(3, 2.5)).toThrow(SuitValueError);
  });
  it('names the bad roll or skill in the error', () => {
    expect(() => degreeOf(-1, 9)).toThrow(expect.objectContaining({ name: 'SuitValueError', message: 'a Suit-test roll is 0..15, got -1' }));
    expect(() => degreeOf(1.5, 9)).toThrow(expect.objectContaining({ name: 'SuitValueError', message: 'a Suit-test roll is 0..15, got 1.5' }));
    expect(() => degreeOf(3, -51)).toThrow(expect.objectContaining({ name: 'SuitValueError', message: 'skill must be a whole number in -50..50, got -51' }));
    expect(() => degreeOf(3, Symbol('x') as never)).toThrow(expect.objectContaining({ name: 'SuitValueError', message: 'skill must be a whole number in -50..50, got a symbol' }));
    expect(() => degreeOf(3, 51)).toThrow(expect.objectContaining({ input: 'skill', value: 51 }));
  });
  it('accepts the limits of the modified skill: ±50', () => {
    expect(degreeOf(0, SKILL_LIMIT)).toBe('CS');
    expect(degreeOf(15, SKILL_LIMIT)).toBe('CS');
    expect(degreeOf(0, -SKILL_LIMIT)).toBe('CF');
    expect(degreeOf(15, 14)).toBe('F');
  });
});

describe('suitTestDistribution', () => {
  it('gives exact degrees for 9♣', () => {
    const d = suitTestDistribution(9);
    expect(probability(d, 'CS')).toEqual({ num: 35n, den: 216n });
    expect(probability(d, 'S')).toEqual({ num: 125n, den: 216n });
    expect(probability(d, 'F')).toEqual({ num: 55n, den: 216n });
    expect(probability(d, 'CF')).toEqual({ num: 1n, den: 216n });
  });
  it('applies modifiers', () => {
    expect(suitTestDistribution(11, SUIT_TEST_MODIFIERS.hard)).toEqual(suitTestDistribution(9));
  });
  test.prop([fc.integer({ min: -5, max: 20 })])('a higher skill never lowers P(success)', (s) => {
    const p = (k: number): number => {
      const d = suitTestDistribution(k);
      return Number(d.weights.filter((_, i) => d.outcomes[i] === 'CS' || d.outcomes[i] === 'S').reduce((a, b) => a + b, 0n));
    };
    expect(p(s + 1)).toBeGreaterThanOrEqual(p(s));
  });
});

describe('rollSuitTest', () => {
  it('matches suitTestDistribution (chi-square, fixed seed)', () => {
    for (const skill of [2, 7, 9, 14]) {
      const xs = sampleMany(skill, 4000, (r) => {
        const [t, n] = rollSuitTest(r, skill);
        return [t.degree, n] as const;
      });
      expect(goodnessOfFit(suitTestDistribution(skill), xs).pValue).toBeGreaterThan(1e-6);
    }
  });
  test.prop([fc.integer()])('reads dice 0..5 and sums them', (s) => {
    const [t] = rollSuitTest(seed(s), 9);
    expect(t.dice.every((x) => x >= 0 && x <= 5)).toBe(true);
    expect(t.roll).toBe(t.dice[0] + t.dice[1] + t.dice[2]);
    expect(t.degree).toBe(degreeOf(t.roll, 9));
  });
});

describe('contestWinner', () => {
  it('follows Z21', () => {
    expect(contestWinner(3, 9, 5, 12)).toBe('a');
    expect(contestWinner(10, 9, 11, 9)).toBe('draw');
    expect(contestWinner(10, 9, 4, 9)).toBe('b');
    expect(contestWinner(4, 9, 4, 12)).toBe('draw');
    expect(contestWinner(4, 9, 4, 12, { tieBreak: 'initiator' })).toBe('a');
    expect(contestWinner(4, 9, 4, 12, { tieBreak: 'higherSkill' })).toBe('b');
    expect(contestWinner(4, 10, 3, 8)).toBe('b'); // a CS does not beat a lower-rolled S
  });
});

describe('contestDistribution', () => {
  it('is symmetric for equal skills and sums to 216²', () => {
    const d = contestDistribution(7, 7);
    expect(d.total).toBe(46656n);
    expect(probability(d, 'a')).toEqual(probability(d, 'b'));
  });
  it('matches rollContest (chi-square, fixed seed)', () => {
    const xs = sampleMany(11, 5000, (r) => {
      const [c, n] = rollContest(r, 9, 7);
      return [c.winner, n] as const;
    });
    expect(goodnessOfFit(contestDistribution(9, 7), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('rollContest', () => {
  it('is deterministic for a seed', () => {
    expect(rollContest(seed(4), 8, 8)).toEqual(rollContest(seed(4), 8, 8));
  });
});

describe('rollSuitTest (dice as read)', () => {
  it('reads a rolled 6 as 0 and every other face as itself, die by die', async () => {
    const { rollDie, seed } = await import('@rollwright/dice');
    const { rollSuitTest } = await import('./suitTest.js');
    let sixes = 0;
    for (let n = 0; n < 60; n++) {
      const [a, r1] = rollDie(seed(n), 6);
      const [b, r2] = rollDie(r1, 6);
      const [c] = rollDie(r2, 6);
      const faces = [a, b, c];
      sixes += faces.filter((f) => f === 6).length;
      const [t] = rollSuitTest(seed(n), 7);
      expect(t.dice).toEqual(faces.map((f) => (f === 6 ? 0 : f)));
      expect(t.roll).toBe(t.dice[0] + t.dice[1] + t.dice[2]);
    }
    expect(sixes).toBeGreaterThan(0);
  });
});

describe('contestWinner (one side succeeds, skill tie-break)', () => {
  it('the only success wins even with the higher roll (Z21)', () => {
    expect(contestWinner(9, 9, 5, 4)).toBe('a'); // a: 9 on 9 succeeds; b: 5 on 4 fails
    expect(contestWinner(5, 4, 9, 9)).toBe('b');
  });
  it('higherSkill gives the tie to the higher skill on either side, and equal skills draw', () => {
    expect(contestWinner(4, 12, 4, 9, { tieBreak: 'higherSkill' })).toBe('a');
    expect(contestWinner(4, 9, 4, 12, { tieBreak: 'higherSkill' })).toBe('b');
    expect(contestWinner(4, 9, 4, 9, { tieBreak: 'higherSkill' })).toBe('draw');
  });
});

describe('skill refusals name the argument', () => {
  const msg = (label: string, v: number): string => `${label} must be a whole number in -50..50, got ${v}`;
  it('contestDistribution names skill a and skill b', () => {
    expect(() => contestDistribution(51, 7)).toThrow(msg('skill a', 51));
    expect(() => contestDistribution(7, 51)).toThrow(msg('skill b', 51));
  });
  it('suitTestDistribution and rollSuitTest name skill, modifier and the modified skill', () => {
    for (const f of [(s: number, m: number) => suitTestDistribution(s, m), (s: number, m: number) => rollSuitTest(seed(1), s, m)]) {
      expect(() => f(51, 0)).toThrow(SuitValueError);
      expect(() => f(51, 0)).toThrow(msg('skill', 51));
      expect(() => f(9, 51)).toThrow(msg('modifier', 51));
      expect(() => f(40, 20)).toThrow(msg('modified skill', 60));
    }
  });
});

describe('rollSuitTest: modifier and success flag', () => {
  it('adds the modifier to the skill', () => {
    const [t] = rollSuitTest(seed(3), 9, 2);
    expect(t.skill).toBe(11);
    expect(t.degree).toBe(degreeOf(t.roll, 11));
    expect(rollSuitTest(seed(3), 9, -2)[0].skill).toBe(7);
  });
  it('counts CS and S as successes, F and CF as failures (Z20)', () => {
    const results = [];
    let r = seed(5);
    for (let i = 0; i < 3000; i++) {
      const [t, next] = rollSuitTest(r, 9);
      results.push(t);
      r = next;
    }
    const expected = { CS: true, S: true, F: false, CF: false } as const;
    for (const degree of ['CS', 'S', 'F', 'CF'] as const) {
      const t = results.find((x) => x.degree === degree);
      expect(t, degree).toBeDefined();
      expect(t?.success, degree).toBe(expected[degree]);
    }
  });
});
