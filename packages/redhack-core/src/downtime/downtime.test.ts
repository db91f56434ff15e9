import { describe, expect, it } from 'vitest';
import { fraction, goodnessOfFit, probability, probabilityWhere } from '@rollwright/dice';
import { deepFreeze, sampleMany } from '../testing.js';
import { DowntimeError } from './DowntimeError.js';
import { fortuneDistribution, resolveFortune, roleAptitude, rollFortune, type FortuneEntry } from './fortune.js';
import { haggleDistribution, rollHaggle } from './haggle.js';
import {
  DOWNTIME_ACTIONS,
  RELATIONSHIP_LEVELS,
  relationshipTest,
  resolveRelationship,
  startDowntimeWeek,
  takeDowntimeAction,
} from './actions.js';

const f = (n: number, d: number): ReturnType<typeof fraction> => fraction(BigInt(n), BigInt(d));

const jungle: readonly FortuneEntry[] = deepFreeze([
  { min: 1, max: 3, label: 'Lost', role: 'navigator' },
  { min: 4, max: 5, label: 'Ambush', role: 'scout' },
  { min: 6, max: 6, label: 'Spoiled food', role: 'quartermaster' },
  { min: 7, max: 7, label: 'The woods have eyes', role: 'scout' },
  { min: 8, max: 14, label: 'Uneventful' },
  { min: 15, max: 20, label: 'Shortcut', role: 'navigator' },
]);

describe('roleAptitude', () => {
  it('counts positive combined modifiers up to +6, −1 for negative, backgrounds, class, conflicts, −2 unassigned', () => {
    expect(roleAptitude({ modifiers: [2, 1], backgrounds: 1 })).toBe(4);
    expect(roleAptitude({ modifiers: [3, 3], backgrounds: 1, classApplies: true })).toBe(8);
    expect(roleAptitude({ modifiers: [-2, 1] })).toBe(-1);
    expect(roleAptitude({ modifiers: [1, 0], conflicting: true })).toBe(0);
    expect(roleAptitude({ modifiers: [3, 3], assigned: false })).toBe(-2);
    expect(() => roleAptitude({ modifiers: [4, 0] })).toThrow(DowntimeError);
  });
});

describe('resolveFortune', () => {
  it('reproduces the jungle example with a −1 navigator: 5 → 4 ambush → 6 spoiled food → 7, scout spent (R42a)', () => {
    const r = resolveFortune(5, jungle, deepFreeze({ scout: 2, navigator: -1, quartermaster: 1 }));
    expect(r.steps).toEqual([4, 6, 7]);
    expect(r.used).toEqual(['scout', 'quartermaster']);
    expect(r.entry.label).toBe('The woods have eyes');
  });
  it('takes 5 to 3 with the printed −2 navigator (the seed typo)', () => {
    const r = resolveFortune(5, jungle, { scout: 2, navigator: -2, quartermaster: 1 });
    expect(r.steps).toEqual([3]);
    expect(r.entry.label).toBe('Lost');
  });
  it('refuses a table with gaps', () => {
    expect(() => resolveFortune(5, [{ min: 1, max: 3, label: 'a' }, { min: 5, max: 20, label: 'b' }], {})).toThrow(DowntimeError);
  });
});

describe('fortuneDistribution', () => {
  it('gives exact odds and samples so (chi-square, fixed seed)', () => {
    const apt = { scout: 2, navigator: -1, quartermaster: 1 };
    const d = fortuneDistribution(jungle, apt);
    expect(probability(d, 'Lost')).toEqual(f(4, 20));
    expect(probability(d, 'Ambush')).toEqual(f(0, 1));
    const xs = sampleMany(47, 10_000, (r) => rollFortune(r, jungle, apt), (x) => x.entry.label);
    expect(goodnessOfFit(d, xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('haggleDistribution', () => {
  it('takes the dice off on a CHA success at difficulty 1 and adds them on a failure (R43, R78)', () => {
    const d = haggleDistribution({ value: 10, cha: 12 });
    expect(probabilityWhere(d, (x) => x < 0)).toEqual(f(1, 2));
    expect(probability(d, 7)).toEqual(f(0, 1));
    expect(probability(d, -7)).toEqual(f(1, 120));
    expect(probability(d, 5)).toEqual(f(8, 120));
  });
  it('refuses an order under 10 gp', () => {
    expect(() => haggleDistribution(deepFreeze({ value: 9, cha: 12 }))).toThrow(DowntimeError);
  });
  it('samples as it computes (chi-square, fixed seed)', () => {
    const spec = { value: 40, cha: 11 };
    const xs = sampleMany(48, 20_000, (r) => rollHaggle(r, spec), (x) => x.change);
    expect(goodnessOfFit(haggleDistribution(spec), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('DOWNTIME_ACTIONS', () => {
  it('lists the fourteen actions plus relationships, only relationships open on the road', () => {
    expect(DOWNTIME_ACTIONS).toHaveLength(15);
    expect(DOWNTIME_ACTIONS.filter((x) => x.onTheRoad).map((x) => x.id)).toEqual(['develop-relationship']);
    expect(RELATIONSHIP_LEVELS).toEqual(['Strangers', 'Acquaintances', 'Associates', 'Friends', 'Intimates']);
  });
});

describe('takeDowntimeAction', () => {
  it('allows one action a week and refuses a second', () => {
    const w = takeDowntimeAction(startDowntimeWeek(1, true), 'carousing');
    expect(w.state.action).toBe('carousing');
    expect(() => takeDowntimeAction(deepFreeze(w.state), 'spying')).toThrow(/already spent/);
  });
  it('refuses settlement actions on the road', () => {
    expect(() => takeDowntimeAction(startDowntimeWeek(2, false), 'spell-research')).toThrow(DowntimeError);
    expect(takeDowntimeAction(startDowntimeWeek(2, false), 'develop-relationship').state.action).toBe('develop-relationship');
  });
});

describe('resolveRelationship', () => {
  it('raises the level by one on a CHA success, never past Intimates', () => {
    expect(relationshipTest(2, 13).difficulty).toBe(2);
    expect(resolveRelationship({ d20: [9] }, 1, 12).level).toBe(2);
    expect(resolveRelationship({ d20: [20] }, 4, 12).level).toBe(4);
    expect(resolveRelationship({ d20: [1] }, 1, 12).level).toBe(1);
    expect(() => relationshipTest(5, 12)).toThrow(DowntimeError);
  });
});
