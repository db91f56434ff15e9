import { fraction, goodnessOfFit, probability, probabilityWhere, seed, type Rng } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { classicClimbDistribution, classicClimbSpec, climbDifficulty, resolveFall, rollClassicClimb, ropedTeamFall, sheerWallDistribution, sheerWallFall } from './climb.js';
import { ExplorationError } from './ExplorationError.js';

const classic = { edition: 'classic' } as const;

describe('climbDifficulty', () => {
  it('is 1 per 100 feet: a 250-foot climb is difficulty 3', () => {
    expect(climbDifficulty(250)).toBe(3);
    expect(climbDifficulty(50)).toBe(1);
    expect(() => climbDifficulty(-10)).toThrow(ExplorationError);
    expect(() => climbDifficulty(2.5)).toThrow(ExplorationError);
  });
});

describe('classicClimbSpec', () => {
  it('needs no roll with advantage twice', () => {
    expect(classicClimbSpec({ dex: 13, feet: 250, rope: true, advantage: 1 })).toBeNull();
    expect(classicClimbSpec({ dex: 13, feet: 250, rope: true })).toEqual({ attribute: 13, difficulty: 3, advantage: 1 });
  });
});

describe('resolveFall', () => {
  it('never deals more than 1d6 per 10 feet', () => {
    expect(resolveFall(250, [false, false, false])).toEqual({ loseItems: true, dice: 3 });
    expect(resolveFall(10, [true, false, false])).toEqual({ loseItems: false, dice: 1 });
    expect(resolveFall(250, [true, true])).toEqual({ loseItems: false, dice: 0 });
    expect(() => resolveFall(250, [true, false])).toThrow(ExplorationError);
  });
});

describe('classicClimbDistribution', () => {
  it('gives DEX 13 at difficulty 3 a climb chance of 11/20', () => {
    const d = classicClimbDistribution({ dex: 13, feet: 250 }, classic);
    expect(probability(d, 'climbed')).toEqual(fraction(11n, 20n));
    // saves at difficulty 1: success 2..13 or 20 = 13/20; fail 7/20.
    expect(probability(d, 'fell: loses 1d4 items, 3d6')).toEqual(fraction(9n * 7n * 7n * 7n, 20n ** 4n));
    expect(probabilityWhere(d, (o) => o.endsWith('3d6'))).toEqual(fraction(9n * 7n * 7n, 20n ** 3n));
    expect(probability(classicClimbDistribution({ dex: 13, feet: 250, rope: true, advantage: 1 }, classic), 'no roll')).toEqual(fraction(1n, 1n));
  });
  it('matches rollClassicClimb (fixed seed)', () => {
    const spec = { dex: 13, feet: 250 };
    let r: Rng = seed(44);
    const xs: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const [c, next] = rollClassicClimb(r, spec, classic);
      xs.push(c.outcome);
      r = next;
    }
    expect(goodnessOfFit(classicClimbDistribution(spec, classic), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('sheerWallFall', () => {
  it('falls from halfway up the section being climbed, halved by a catch', () => {
    expect(sheerWallFall(250, 0, false)).toEqual({ feet: 50, dice: 5 });
    expect(sheerWallFall(250, 2, false)).toEqual({ feet: 225, dice: 22 });
    expect(sheerWallFall(250, 2, true)).toEqual({ feet: 112, dice: 11 });
    expect(() => sheerWallFall(250, 3, false)).toThrow(ExplorationError);
  });
});

describe('sheerWallDistribution', () => {
  it('rolls once per 100 feet at the thief difficulty', () => {
    expect(probability(sheerWallDistribution({ dex: 12, feet: 100, thiefLevel: 3 }), 'climbed')).toEqual(fraction(8n, 20n));
    expect(probability(sheerWallDistribution({ dex: 12, feet: 200, thiefLevel: 3 }), 'climbed')).toEqual(fraction(64n, 400n));
  });
});

describe('ropedTeamFall', () => {
  it('leaves everyone dangling on a secured rope and never mutates the team', () => {
    const team = Object.freeze([12, 14, 10]);
    const [f] = ropedTeamFall(seed(1), team, 1, true, classic);
    expect(f).toMatchObject({ fallen: [1], dangling: true });
    expect(team).toEqual([12, 14, 10]);
  });
  it('pulls off neighbours until one holds or three fall', () => {
    for (let s = 0; s < 50; s++) {
      const [f] = ropedTeamFall(seed(s), [3, 3, 3, 3, 3], 2, false, classic);
      expect(f.fallen.includes(2)).toBe(true);
      expect(f.fallen.length === 5 || f.fallen.length <= 2).toBe(true);
    }
    expect(() => ropedTeamFall(seed(1), [12], 0)).toThrow(ExplorationError);
    expect(() => ropedTeamFall(seed(1), [12, 13], 2)).toThrow(ExplorationError);
  });
});
