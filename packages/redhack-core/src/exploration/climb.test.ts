import { fraction, goodnessOfFit, probability, probabilityWhere, seed, type Rng } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { classicClimbDistribution, classicClimbSpec, climbDifficulty, resolveFall, rollClassicClimb, sheerWallDistribution, sheerWallFall } from './climb.js';
import { resolveRopedTeamFall, ropedTeamDistribution, ropedTeamFall } from './ropedTeam.js';
import { testDistribution } from '../tests/index.js';
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

describe('resolveRopedTeamFall', () => {
  it('pulls off the lowest roller when no neighbour holds, then three falling pull everyone', () => {
    // Climber 1 falls; 0 (STR 12) rolls 15 and 2 (STR 10) rolls 13: both fail, 2 is lower.
    const f = resolveRopedTeamFall([12, 14, 10], 1, false, [{ d20: [15] }, { d20: [13] }, { d20: [18] }], classic);
    expect(f.fallen).toEqual([0, 1, 2]);
    expect(f.log).toEqual([
      'climber 0 STR save: d20 15 → failure',
      'climber 2 STR save: d20 13 → failure',
      'climber 2 is pulled off',
      'climber 0 STR save: d20 18 → failure',
      'climber 0 is pulled off',
      'three have fallen: everyone falls',
    ]);
  });
  it('stops as soon as one neighbour holds, and breaks ties by rope order', () => {
    expect(resolveRopedTeamFall([12, 14, 10], 1, false, [{ d20: [15] }, { d20: [4] }], classic).fallen).toEqual([1]);
    // Both roll 17: climber 0 (first in rope order) is pulled; then 2 holds with disadvantage (5, then the reroll of that success, 6).
    expect(resolveRopedTeamFall([12, 14, 10, 11], 1, false, [{ d20: [17] }, { d20: [17] }, { d20: [5, 6] }], classic).fallen).toEqual([0, 1]);
  });
  it('refuses too few or too many saves with ExplorationError', () => {
    expect(() => resolveRopedTeamFall([12, 14, 10], 1, false, [{ d20: [15] }], classic)).toThrow(ExplorationError);
    expect(() => resolveRopedTeamFall([12, 14, 10], 1, false, [{ d20: [4] }, { d20: [4] }, { d20: [4] }], classic)).toThrow(ExplorationError);
  });
});

describe('ropedTeamDistribution', () => {
  it('gives the worked odds of a three-climber rope', () => {
    const d = ropedTeamDistribution([12, 14, 10], 1, false, classic);
    // First round: STR 12 fails on 1 and 13..19 (8/20), STR 10 on 1 and 11..19 (10/20).
    expect(probability(d, '1')).toEqual(fraction(4n, 5n));
    // Of the 80 failing pairs, 38 have climber 0 lower or equal (pulled), 42 climber 2.
    const fails = (str: number): bigint => {
      const t = testDistribution({ attribute: str, difficulty: 1, disadvantage: 1 }, classic);
      return t.outcomes.reduce((a, o, i) => (o.endsWith('success') ? a : a + (t.weights[i] ?? 0n)), 0n) * (400n / t.total);
    };
    // Everyone falls when the last neighbour then fails with disadvantage.
    expect(probability(d, '0,1,2')).toEqual(fraction(38n * fails(10) + 42n * fails(12), 400n * 400n));
    expect(probability(d, '0,1')).toEqual(fraction(38n * (400n - fails(10)), 400n * 400n));
    expect(probability(ropedTeamDistribution([12, 14, 10], 1, true, classic), '1')).toEqual(fraction(1n, 1n));
  });
  it('matches ropedTeamFall (fixed seed)', () => {
    const team = Object.freeze([9, 8, 11, 7, 10]);
    let r: Rng = seed(84);
    const xs: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const [f, next] = ropedTeamFall(r, team, 2, false);
      xs.push(f.fallen.join(','));
      r = next;
    }
    expect(goodnessOfFit(ropedTeamDistribution(team, 2, false), xs).pValue).toBeGreaterThan(1e-6);
    expect(team).toEqual([9, 8, 11, 7, 10]);
  });
});

describe('ropedTeamDistribution (laws)', () => {
  // Teams of 2..6 climbers with STR 3..18: at most three saving rounds, so every case is small.
  test.prop([fc.array(fc.integer({ min: 3, max: 18 }), { minLength: 2, maxLength: 6 }), fc.nat(), fc.constantFrom('classic' as const, 'draft31' as const)], { numRuns: 25 })(
    'always includes the faller, falls as a contiguous stretch, and sums to 1',
    (team, k, edition) => {
      const faller = k % team.length;
      const d = ropedTeamDistribution(team, faller, false, { edition });
      expect(d.weights.reduce((a, w) => a + w, 0n)).toBe(d.total);
      for (const o of d.outcomes) {
        const idx = o.split(',').map(Number);
        expect(idx).toContain(faller);
        expect(idx.every((x, i) => i === 0 || x === (idx[i - 1] ?? 0) + 1)).toBe(true);
        expect(idx.length <= 2 || idx.length === team.length).toBe(true);
      }
    },
  );
});
