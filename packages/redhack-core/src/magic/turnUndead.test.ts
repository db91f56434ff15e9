import { describe, expect, it } from 'vitest';
import { fraction, goodnessOfFit, probability } from '@rollwright/dice';
import { HitDiceError } from '../errors/index.js';
import { deepFreeze, sampleMany } from '../testing.js';
import { MagicError } from './MagicError.js';
import { maxTurnedLevel, resolveClassicTurn, resolveDraft31Turn, rollTurnUndead, turnUndeadDistribution } from './turnUndead.js';

const f = (n: number, d: number): ReturnType<typeof fraction> => fraction(BigInt(n), BigInt(d));
const classic = { edition: 'classic' } as const;

describe('turnUndeadDistribution', () => {
  it('turns 3-HD undead at WIS 14 with 11/20 with a holy symbol and 121/400 without (classic)', () => {
    expect(probability(turnUndeadDistribution({ level: 2, hd: 3, wis: 14 }, classic), 'turned')).toEqual(f(11, 20));
    expect(probability(turnUndeadDistribution({ level: 2, hd: 3, wis: 14, holySymbol: false }, classic), 'turned')).toEqual(f(121, 400));
  });
  it('lets a level-3 cleric turn 5-HD undead only on 11+ (1/12) and destroy undead three levels lower (draft31)', () => {
    expect(probability(turnUndeadDistribution({ level: 3, hd: 5 }), 'turned')).toEqual(f(1, 12));
    expect(probability(turnUndeadDistribution({ level: 3, hd: 0 }), 'destroyed')).toEqual(f(1, 1));
    expect(probability(turnUndeadDistribution({ level: 3, hd: 2 }), 'turned')).toEqual(f(1, 1));
    expect(probability(turnUndeadDistribution({ level: 3, hd: 3 }), 'turned')).toEqual(f(21, 36));
    expect(probability(turnUndeadDistribution({ level: 3, hd: 6 }), 'turned')).toEqual(f(0, 1));
  });
  it('samples as it computes in both editions (chi-square, fixed seed)', () => {
    const s = { level: 3, hd: 4, wis: 12 };
    for (const o of [classic, {}]) {
      const xs = sampleMany(43, 10_000, (r) => rollTurnUndead(r, s, o), (x) => x);
      expect(goodnessOfFit(turnUndeadDistribution(s, o), xs).pValue).toBeGreaterThan(1e-6);
    }
  });
  it('refuses a bad HD with HitDiceError and a bad level with MagicError', () => {
    expect(() => turnUndeadDistribution(deepFreeze({ level: 3, hd: -1 }))).toThrow(HitDiceError);
    expect(() => turnUndeadDistribution({ level: 0, hd: 1 })).toThrow(MagicError);
    expect(() => turnUndeadDistribution({ level: 3, hd: 1.5 }, classic)).toThrow(HitDiceError);
  });
});

describe('maxTurnedLevel', () => {
  it('affects equal level on 7, +1 on 9, +2 on 11, lower levels only below 7', () => {
    expect(maxTurnedLevel(4, 7)).toBe(4);
    expect(maxTurnedLevel(4, 8)).toBe(4);
    expect(maxTurnedLevel(4, 9)).toBe(5);
    expect(maxTurnedLevel(4, 11)).toBe(6);
    expect(maxTurnedLevel(4, 6)).toBe(3);
  });
});

describe('resolveClassicTurn', () => {
  it('succeeds on 5..14 or a natural 20 against 3 HD at WIS 14', () => {
    expect(resolveClassicTurn({ d20: [5] }, { level: 1, hd: 3, wis: 14 }).outcome).toBe('turned');
    expect(resolveClassicTurn({ d20: [4] }, { level: 1, hd: 3, wis: 14 }).outcome).toBe('not-turned');
    expect(resolveClassicTurn({ d20: [20] }, { level: 1, hd: 3, wis: 14 }).outcome).toBe('turned');
  });
});

describe('resolveDraft31Turn', () => {
  it('turns the lowest HD first within the 2d6 HD pool, at least one, destroying those 3 levels lower', () => {
    const r = resolveDraft31Turn({ roll: [4, 3], pool: [1, 2] }, 3, deepFreeze([1, 2, 3]));
    expect(r.fates).toEqual(['turned', 'turned', 'not-turned']);
    expect(resolveDraft31Turn({ roll: [1, 1], pool: [1, 1] }, 6, [5, 3, 2]).fates).toEqual(['not-turned', 'not-turned', 'destroyed']);
    expect(resolveDraft31Turn({ roll: [6, 6], pool: [1, 1] }, 3, [5]).fates).toEqual(['turned']);
  });
  it('refuses bad faces', () => {
    expect(() => resolveDraft31Turn({ roll: [7, 1], pool: [1, 1] }, 3, [1])).toThrow(MagicError);
  });
});
