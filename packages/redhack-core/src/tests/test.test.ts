import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { goodnessOfFit, probability, probabilityWhere, seed, type Fraction } from '@rollwright/dice';
import { AdvantageError, AttributeError, ChaserDieError, DifficultyError, EditionError, RedhackRuleError } from '../errors/index.js';
import { resolveOptions } from '../options/options.js';
import { deepFreeze, sampleMany } from '../testing.js';
import { armourChaser, chaserForBonus } from './chaser.js';
import { resolveTest } from './resolveTest.js';
import { rollTest } from './rollTest.js';
import type { TestSpec } from './spec.js';
import { degreeDistribution, keptDieDistribution, testDistribution } from './testDistribution.js';

const f = (num: number, den: number): Fraction => {
  const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
  const k = g(num, den);
  return { num: BigInt(num / k), den: BigInt(den / k) };
};
const pSuccess = (spec: TestSpec, edition: 'classic' | 'draft31'): Fraction =>
  probabilityWhere(testDistribution(spec, { edition }), (o) => o === 'success' || o === 'critical-success');
const classic = { edition: 'classic' } as const;
const draft31 = { edition: 'draft31' } as const;

describe('resolveTest', () => {
  it('succeeds on 5–12 or a natural 20 for WIS 12 against difficulty 4 (classic example)', () => {
    const wins: number[] = [];
    for (let r = 1; r <= 20; r++) if (resolveTest({ d20: [r] }, { attribute: 12, difficulty: 4 }, classic).success) wins.push(r);
    expect(wins).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 20]);
  });
  it('uses difficulty 1 when none is stated', () => {
    expect(resolveTest({ d20: [2] }, { attribute: 12 }, classic).success).toBe(true);
    expect(resolveTest({ d20: [1] }, { attribute: 12 }, classic).outcome).toBe('critical-failure');
  });
  it('reports the die as the Degree of Success', () => {
    expect(resolveTest({ d20: [9] }, { attribute: 12, difficulty: 4 }).degree).toBe(9);
    expect(resolveTest({ d20: [3] }, { attribute: 12, difficulty: 4 }).degree).toBe(0);
    expect(resolveTest({ d20: [20] }, { attribute: 3, difficulty: 18 }).outcome).toBe('critical-success');
  });
  it('plays STR 18 with a +3 longsword as STR 19 against AC 3 where the foe has AC 5 (classic)', () => {
    const r = resolveTest({ d20: [4] }, { attribute: 18, bonus: 3, difficulty: 5 }, classic);
    expect([r.attribute, r.difficulty, r.success]).toEqual([19, 3, true]);
  });
  it('turns STR 18 + 3 into STR 19 with two advantage levels (draft31)', () => {
    const r = resolveTest({ d20: [4, 14, 2] }, { attribute: 18, bonus: 3, difficulty: 5 }, draft31);
    expect([r.attribute, r.difficulty, r.levels, r.kept]).toEqual([19, 5, 2, 14]);
  });
  it('rerolls a failure under classic advantage and keeps the reroll unless it is a natural 1', () => {
    expect(resolveTest({ d20: [15, 7] }, { attribute: 12, advantage: 1 }, classic).kept).toBe(7);
    expect(resolveTest({ d20: [15, 1] }, { attribute: 12, advantage: 1 }, classic).kept).toBe(15);
    expect(resolveTest({ d20: [9] }, { attribute: 12, advantage: 1 }, classic).kept).toBe(9);
  });
  it('rerolls a success under classic disadvantage and keeps it unless it is a natural 20', () => {
    expect(resolveTest({ d20: [9, 15] }, { attribute: 12, disadvantage: 1 }, classic).kept).toBe(15);
    expect(resolveTest({ d20: [9, 20] }, { attribute: 12, disadvantage: 1 }, classic).kept).toBe(9);
  });
  it('gives disadvantage for two disadvantages and one advantage (classic, no stacking)', () => {
    const r = resolveTest({ d20: [9, 15] }, { attribute: 12, advantage: 1, disadvantage: 2 }, classic);
    expect([r.levels, r.kept]).toEqual([-1, 15]);
  });
  it('keeps the best of |k|+1 in the R03 order (draft31)', () => {
    // 20 > within the attribute (higher first) > over it (lower first) > 1
    expect(resolveTest({ d20: [3, 15] }, { attribute: 12, levels: 1 }).kept).toBe(3);
    expect(resolveTest({ d20: [13, 19] }, { attribute: 12, levels: 1 }).kept).toBe(13);
    expect(resolveTest({ d20: [1, 13] }, { attribute: 12, levels: 1 }).kept).toBe(13);
    expect(resolveTest({ d20: [12, 20, 2] }, { attribute: 12, levels: 2 }).kept).toBe(20);
    expect(resolveTest({ d20: [12, 13, 2] }, { attribute: 12, levels: -2 }).kept).toBe(13);
    expect(resolveTest({ d20: [12, 1] }, { attribute: 12, levels: -1 }).kept).toBe(1);
  });
  it('lets levels cancel one for one (draft31)', () => {
    expect(resolveTest({ d20: [4, 5] }, { attribute: 12, advantage: 3, disadvantage: 2 }).levels).toBe(1);
  });
  it('makes a chaser die succeed on its two highest faces, but not over a natural 1', () => {
    const spec: TestSpec = { attribute: 12, difficulty: 5, chaser: 'cd8' };
    expect(resolveTest({ d20: [15], chaser: 7 }, spec).success).toBe(true);
    expect(resolveTest({ d20: [15], chaser: 7 }, spec).degree).toBe(12);
    expect(resolveTest({ d20: [15], chaser: 6 }, spec).success).toBe(false);
    expect(resolveTest({ d20: [1], chaser: 8 }, spec).outcome).toBe('critical-failure');
  });
  it('makes a splendid weapon hit on a natural 19', () => {
    expect(resolveTest({ d20: [19] }, { attribute: 12, difficulty: 5, splendid: true }).success).toBe(true);
    expect(resolveTest({ d20: [19] }, { attribute: 12, difficulty: 5 }).success).toBe(false);
  });
  it('applies tag-matched advantage sources (R54)', () => {
    const fortitude = { name: 'Divine Fortitude', effect: 'advantage', allOf: ['save', 'attribute:CON'], anyOf: ['vs:poison', 'vs:paralysis'] } as const;
    const poison = resolveTest({ d20: [15, 7] }, { attribute: 12, tags: ['save', 'attribute:CON', 'vs:poison'], sources: [fortitude] }, classic);
    expect([poison.kept, poison.applied]).toEqual([7, ['Divine Fortitude']]);
    const spell = resolveTest({ d20: [15] }, { attribute: 12, tags: ['save', 'attribute:CON', 'vs:spells'], sources: [fortitude] }, classic);
    expect(spell.applied).toEqual([]);
  });
  it('refuses bad input with typed errors and leaves it untouched', () => {
    const spec = deepFreeze<TestSpec>({ attribute: 12, difficulty: 4 });
    const dice = deepFreeze({ d20: [3] });
    expect(() => resolveTest(dice, { ...spec, attribute: 12.5 })).toThrow(AttributeError);
    expect(() => resolveTest(dice, { ...spec, attribute: 20 })).toThrow(AttributeError);
    expect(() => resolveTest(dice, { ...spec, attribute: 1 }, classic)).toThrow(AttributeError);
    expect(resolveTest(dice, { attribute: 0 }, draft31).success).toBe(false);
    expect(() => resolveTest(dice, { ...spec, difficulty: -1 })).toThrow(DifficultyError);
    expect(() => resolveTest(dice, { ...spec, difficulty: 1.5 })).toThrow(DifficultyError);
    expect(() => resolveTest(dice, { ...spec, levels: 1, advantage: 1 })).toThrow(AdvantageError);
    expect(() => resolveTest(dice, { ...spec, levels: 1 }, classic)).toThrow(AdvantageError);
    expect(() => resolveTest(dice, { ...spec, chaser: 'cd20' as 'cd4' })).toThrow(ChaserDieError);
    expect(() => resolveTest(dice, { ...spec, chaser: 'cd8' }, classic)).toThrow(EditionError);
    expect(() => resolveTest(dice, { ...spec, splendid: true }, classic)).toThrow(EditionError);
    expect(() => resolveTest({ d20: [3, 4] }, spec)).toThrow(RedhackRuleError);
    expect(() => resolveTest({ d20: [21] }, spec)).toThrow(RedhackRuleError);
    expect(() => resolveTest(dice, spec, { edition: 'basic' as 'classic' })).toThrow(EditionError);
    expect(spec).toEqual({ attribute: 12, difficulty: 4 });
    expect(dice).toEqual({ d20: [3] });
  });
  it('names the rule in its errors', () => {
    try {
      resolveTest({ d20: [3] }, { attribute: 12, chaser: 'cd8' }, classic);
    } catch (e) {
      expect((e as RedhackRuleError).rule).toBe('R06');
      expect((e as RedhackRuleError).name).toBe('EditionError');
    }
    expect.assertions(2);
  });
});

describe('testDistribution', () => {
  test.prop([fc.integer({ min: 2, max: 18 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: -2, max: 2 }), fc.constantFrom('classic', 'draft31')], { numRuns: 40 })(
    'never lowers the chance of success when the attribute rises',
    (a, d, k, edition) => {
      const spec = (attribute: number): TestSpec => (edition === 'classic' ? { attribute, difficulty: d, ...(k > 0 ? { advantage: 1 } : k < 0 ? { disadvantage: 1 } : {}) } : { attribute, difficulty: d, levels: k });
      const lo = pSuccess(spec(a), edition);
      const hi = pSuccess(spec(a + 1), edition);
      expect(hi.num * lo.den >= lo.num * hi.den).toBe(true);
    },
  );
  it('gives 9/20 for WIS 12 against difficulty 4 (classic)', () => {
    expect(pSuccess({ attribute: 12, difficulty: 4 }, 'classic')).toEqual(f(9, 20));
  });
  it('gives 43/80 for a sword +3 (STR/cd8), STR 12 against AC 5 (draft31)', () => {
    expect(pSuccess({ attribute: 12, difficulty: 5, chaser: chaserForBonus(3).chaser }, 'draft31')).toEqual(f(43, 80));
  });
  it('gives both advantage models P(success) 279/400 for p = 9/20, but different natural 20s', () => {
    const spec: TestSpec = { attribute: 12, difficulty: 4, advantage: 1 };
    expect(pSuccess(spec, 'classic')).toEqual(f(279, 400));
    expect(pSuccess(spec, 'draft31')).toEqual(f(279, 400));
    expect(probability(testDistribution(spec, classic), 'critical-success')).toEqual(f(31, 400));
    expect(probability(testDistribution(spec, draft31), 'critical-success')).toEqual(f(39, 400));
  });
  it('gives P(natural 1) = (1 + p)/20 under classic disadvantage and 39/400 under worst of two', () => {
    const spec: TestSpec = { attribute: 12, difficulty: 4, disadvantage: 1 };
    expect(probability(testDistribution(spec, classic), 'critical-failure')).toEqual(f(29, 400));
    expect(probability(testDistribution(spec, draft31), 'critical-failure')).toEqual(f(39, 400));
    expect(pSuccess(spec, 'classic')).toEqual(f(81, 400));
  });
  it('lists the outcomes in the documented order', () => {
    expect(testDistribution({ attribute: 12, difficulty: 4 }).outcomes).toEqual(['critical-success', 'success', 'failure', 'critical-failure']);
  });
  it('keeps only a natural 20 when the attribute does not exceed the difficulty', () => {
    expect(pSuccess({ attribute: 5, difficulty: 7 }, 'draft31')).toEqual(f(1, 20));
  });
  it('lets option fields override one at a time', () => {
    const mixed = resolveOptions({ edition: 'classic', advantage: 'bestOfTwo' });
    expect(probability(testDistribution({ attribute: 12, difficulty: 4, advantage: 1 }, mixed), 'critical-success')).toEqual(f(39, 400));
  });
  it('gives the hand-worked odds of six reroll-on-fail levels: attribute 19 + 4, two levels, cd4, difficulty 17', () => {
    // The 4 points past 19 become 4 more levels (draft31), so 6 in all: up to 7 d20s and a cd4.
    // Chaser hit (3–4): only a natural 1 fails; it is rerolled, and a second 1 stops the rerolls.
    //   critical-success 21/400, success 378/400, critical-failure 1/400.
    // Chaser miss (1–2): 18–20 succeed (S); the first d20 fails with 17/20, each of the six
    //   rerolls succeeds with 3/20, stops on a 1 (1/20) or fails again (16/20):
    //   S = 3/20 + (17/20)(3/20)(1 + 4/5 + … + (4/5)^5); a 20 is 1/3 of S; critical-failure 1/400.
    const spec: TestSpec = deepFreeze({ attribute: 19, difficulty: 17, bonus: 4, levels: 2, chaser: 'cd4' });
    const d = testDistribution(spec, { edition: 'draft31', advantage: 'rerollOnFail' });
    expect(d.outcomes.map((o) => probability(d, o))).toEqual([
      { num: 162_059n, den: 1_250_000n },
      { num: 424_559n, den: 625_000n },
      { num: 117_849n, den: 625_000n },
      { num: 1n, den: 400n },
    ]);
  });
  // The oracle below visits up to 20^(levels + 1) d20 sequences per chaser face, so the
  // generator keeps the NET levels (given levels plus the attribute overflow past 19, which
  // draft31 turns into levels) within ORACLE_MAX_LEVELS by construction.
  const specs = fc
    .record({
      attribute: fc.integer({ min: 2, max: 19 }),
      difficulty: fc.integer({ min: 0, max: 20 }),
      bonus: fc.integer({ min: 0, max: 4 }),
      chaser: fc.constantFrom(undefined, 'cd12' as const, 'cd8' as const, 'cd4' as const),
      splendid: fc.boolean(),
    })
    .chain((s) => {
      const overflow = Math.max(0, s.attribute + s.bonus - 19);
      return fc.integer({ min: -ORACLE_MAX_LEVELS, max: ORACLE_MAX_LEVELS - overflow }).map((levels) => ({ ...s, levels }));
    });
  test.prop([specs, fc.constantFrom('bestOfTwo', 'rerollOnFail')], { numRuns: 25 })(
    'equals resolveTest enumerated over every combination of dice',
    (s, advantage) => {
      const spec: TestSpec = { attribute: s.attribute, difficulty: s.difficulty, bonus: s.bonus, levels: s.levels, splendid: s.splendid, ...(s.chaser === undefined ? {} : { chaser: s.chaser }) };
      const options = { edition: 'draft31', advantage } as const;
      const d = testDistribution(spec, options);
      const { count, total } = enumerateOutcomes(spec, options);
      for (const o of d.outcomes) expect(probability(d, o)).toEqual(reduce(count.get(o) ?? 0n, total));
      expect([...count.keys()].every((o) => (d.outcomes as readonly string[]).includes(o))).toBe(true);
    },
  );
});

/** Most net advantage levels {@link enumerateOutcomes} accepts (it visits up to 20^(levels+1) sequences). */
const ORACLE_MAX_LEVELS = 2;

/**
 * Brute-force oracle: the outcome counts of resolveTest over every d20 sequence (and chaser
 * face), weighted over 20^(levels + 1) × sides; a sequence the rule stops early counts once for
 * each value of the dice it did not read. Refuses more than ORACLE_MAX_LEVELS levels up front.
 */
function enumerateOutcomes(spec: TestSpec, options: { readonly edition: 'draft31'; readonly advantage: 'bestOfTwo' | 'rerollOnFail' }): { count: Map<string, bigint>; total: bigint } {
  const k = Math.abs(rollTest(seed(0), spec, options)[0].levels);
  if (k > ORACLE_MAX_LEVELS) throw new RangeError(`the oracle enumerates at most ${ORACLE_MAX_LEVELS} net levels, got ${k}`);
  const sides = spec.chaser === undefined ? 1 : Number(spec.chaser.slice(2));
  const count = new Map<string, bigint>();
  const visit = (d20: number[], chaser: number | undefined): void => {
    let outcome: string;
    try {
      outcome = resolveTest({ d20, ...(chaser === undefined ? {} : { chaser }) }, spec, options).outcome;
    } catch (e) {
      // Too few faces for what the rule calls for: read one more d20.
      if (!(e instanceof RedhackRuleError) || e.rule !== 'dice' || d20.length > k) throw e;
      for (let f = 1; f <= 20; f++) visit([...d20, f], chaser);
      return;
    }
    count.set(outcome, (count.get(outcome) ?? 0n) + 20n ** BigInt(k + 1 - d20.length));
  };
  for (let c = 1; c <= sides; c++) for (let f = 1; f <= 20; f++) visit([f], spec.chaser === undefined ? undefined : c);
  return { count, total: 20n ** BigInt(k + 1) * BigInt(sides) };
}

function reduce(num: bigint, den: bigint): Fraction {
  const g = (a: bigint, b: bigint): bigint => (b === 0n ? a : g(b, a % b));
  const k = g(num, den);
  return { num: num / k, den: den / k };
}

describe('rollTest', () => {
  const cases: readonly [string, TestSpec, 'classic' | 'draft31'][] = [
    ['plain', { attribute: 12, difficulty: 4 }, 'classic'],
    ['classic advantage', { attribute: 12, difficulty: 4, advantage: 1 }, 'classic'],
    ['classic disadvantage', { attribute: 14, difficulty: 6, disadvantage: 1 }, 'classic'],
    ['draft31 two levels', { attribute: 12, difficulty: 4, levels: 2 }, 'draft31'],
    ['draft31 disadvantage with a chaser', { attribute: 11, difficulty: 6, levels: -1, chaser: 'cd6' }, 'draft31'],
  ];
  for (const [name, spec, edition] of cases) {
    it(`samples the exact distribution (${name}, fixed seed, chi-square p > 1e-6)`, () => {
      const xs = sampleMany(20_240 + name.length, 20_000, (r) => rollTest(r, spec, { edition }), (t) => t.outcome);
      expect(goodnessOfFit(testDistribution(spec, { edition }), xs).pValue).toBeGreaterThan(1e-6);
    });
  }
  it('samples the kept die and degree distributions too', () => {
    const spec: TestSpec = { attribute: 12, difficulty: 4, levels: 1, chaser: 'cd10' };
    const kept = sampleMany(99, 20_000, (r) => rollTest(r, spec), (t) => (t.success ? t.kept : -t.kept));
    expect(goodnessOfFit(keptDieDistribution(spec), kept).pValue).toBeGreaterThan(1e-6);
    const degrees = sampleMany(98, 20_000, (r) => rollTest(r, spec), (t) => t.degree);
    expect(goodnessOfFit(degreeDistribution(spec), degrees).pValue).toBeGreaterThan(1e-6);
  });
  it('returns the dice it rolled, which resolve to the same result', () => {
    const [t] = rollTest(seed(5), { attribute: 12, levels: 2, chaser: 'cd8' });
    expect(resolveTest(t.dice, { attribute: 12, levels: 2, chaser: 'cd8' })).toEqual(t);
    expect(t.dice.d20).toHaveLength(3);
  });
  it('is stable for a fixed seed', () => {
    expect(sampleMany(1, 8, (r) => rollTest(r, { attribute: 12, difficulty: 4 }), (t) => t.kept)).toMatchSnapshot();
  });
});

describe('chaserForBonus', () => {
  it('maps +1…+5 to cd12…cd4 and adds levels past +5', () => {
    expect([1, 2, 3, 4, 5].map((b) => chaserForBonus(b).chaser)).toEqual(['cd12', 'cd10', 'cd8', 'cd6', 'cd4']);
    expect(chaserForBonus(6)).toEqual({ chaser: 'cd4', levels: 1 });
    expect(() => chaserForBonus(0)).toThrow(ChaserDieError);
  });
});

describe('armourChaser', () => {
  it('defends +4 armour on base AC 18 as AC 19/cd8', () => {
    expect(armourChaser(18, 4)).toEqual({ ac: 19, chaser: 'cd8', levels: 0 });
    expect(armourChaser(11, 2)).toEqual({ ac: 13, levels: 0 });
  });
});
