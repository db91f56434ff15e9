import { describe, expect, it } from 'vitest';
import { goodnessOfFit, probability, probabilityWhere, type Fraction } from '@rollwright/dice';
import { AttributeError, EditionError, HitDiceError, RedhackRuleError } from '../errors/index.js';
import { deepFreeze, sampleMany } from '../testing.js';
import { attributeGrade, attributeModifier } from './modifiers.js';
import { opposedDistribution, resolveOpposed, rollOpposed } from './opposed.js';
import { npcAttribute, effectTestSpec, monsterSaveDistribution, monsterTestSpec, pcSaveDistribution, pcSaveSpec, resolveMonsterSave, rollMonsterSave } from './saves.js';
import type { TestSpec } from './spec.js';
import { testDistribution } from './testDistribution.js';

const f = (num: number, den: number): Fraction => {
  const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
  const k = g(num, den);
  return { num: BigInt(num / k), den: BigInt(den / k) };
};
const classic = { edition: 'classic' } as const;
const success = (o: string): boolean => o.endsWith('success');

describe('resolveOpposed', () => {
  it('lets a success beat a failure, else the higher roll win (classic)', () => {
    expect(resolveOpposed({ a: { d20: [5] }, b: { d20: [15] } }, { attribute: 12 }, { attribute: 12 }, classic).winner).toBe('a');
    expect(resolveOpposed({ a: { d20: [14] }, b: { d20: [16] } }, { attribute: 12 }, { attribute: 12 }, classic).winner).toBe('b');
    expect(resolveOpposed({ a: { d20: [9] }, b: { d20: [11] } }, { attribute: 12 }, { attribute: 12 }, classic).winner).toBe('b');
  });
  it('lets the highest success win and nobody when both fail (draft31)', () => {
    expect(resolveOpposed({ a: { d20: [9] }, b: { d20: [11] } }, { attribute: 12 }, { attribute: 12 }).winner).toBe('b');
    expect(resolveOpposed({ a: { d20: [14] }, b: { d20: [16] } }, { attribute: 12 }, { attribute: 12 }).winner).toBe('none');
  });
  it('breaks ties by the higher attribute', () => {
    expect(resolveOpposed({ a: { d20: [9] }, b: { d20: [9] } }, { attribute: 12 }, { attribute: 14 }).winner).toBe('b');
    expect(resolveOpposed({ a: { d20: [9] }, b: { d20: [9] } }, { attribute: 12 }, { attribute: 12 }).winner).toBe('none');
  });
  it('uses the opponent\u2019s roll as the difficulty with the forum rule', () => {
    const r = resolveOpposed({ a: { d20: [9] }, b: { d20: [11] } }, { attribute: 12 }, { attribute: 12 }, { opposed: 'forum' });
    expect([r.winner, r.a.difficulty, r.b.difficulty]).toEqual(['b', 11, 9]);
  });
});

describe('opposedDistribution', () => {
  it('is symmetric for equal sides and lists a, b, none', () => {
    for (const edition of ['classic', 'draft31'] as const) {
      const d = opposedDistribution({ attribute: 12 }, { attribute: 12 }, { edition });
      expect(d.outcomes).toEqual(['a', 'b', 'none']);
      expect(probability(d, 'a')).toEqual(probability(d, 'b'));
    }
  });
  it('gives the draft\u2019s no-winner chance as both failing or tying', () => {
    // both fail: (8/20)^2 = 64/400; equal successes: 12 faces (1 per face) = 12/400
    expect(probability(opposedDistribution({ attribute: 12 }, { attribute: 12 }), 'none')).toEqual(f(76, 400));
  });
  it('samples the exact distribution (fixed seed, chi-square p > 1e-6)', () => {
    const a: TestSpec = { attribute: 13, levels: 1 };
    const b: TestSpec = { attribute: 11, chaser: 'cd10' };
    const xs = sampleMany(7, 20_000, (r) => rollOpposed(r, a, b), (x) => x.winner);
    expect(goodnessOfFit(opposedDistribution(a, b), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('pcSaveSpec', () => {
  it('uses difficulties 2, 6 and 4 in the draft and the optional five', () => {
    expect(['death-poison', 'spells', 'other'].map((v) => pcSaveSpec(12, v as 'other').difficulty)).toEqual([2, 6, 4]);
    expect(['death-poison', 'wands', 'paralysis-petrification', 'breath', 'spells'].map((v) => pcSaveSpec(12, v as 'other', { saveSet: 'five' }).difficulty)).toEqual([2, 3, 4, 5, 6]);
  });
  it('uses difficulty 1 in classic, or the source\u2019s HD on request (R09a)', () => {
    expect(pcSaveSpec(12, 'other', classic).difficulty).toBe(1);
    expect(pcSaveSpec(12, 'other', { ...classic, classicSaveDifficulty: 'sourceHd' }, { sourceHd: 6 }).difficulty).toBe(6);
    expect(() => pcSaveSpec(12, 'other', { ...classic, classicSaveDifficulty: 'sourceHd' })).toThrow(RedhackRuleError);
  });
  it('tags the save so the Cleric\u2019s Divine Fortitude applies', () => {
    const fort = { name: 'Divine Fortitude', effect: 'advantage', allOf: ['save', 'attribute:CON'], anyOf: ['vs:death-poison'] } as const;
    const d = pcSaveDistribution(12, 'death-poison', classic, { attributeName: 'CON', test: { sources: [fort] } });
    expect(probabilityWhere(d, success)).toEqual(f(336, 400)); // p = 12/20 → 1 − (8/20)²
  });
  it('refuses categories outside the save set', () => {
    expect(() => pcSaveSpec(12, 'breath')).toThrow(RedhackRuleError);
  });
});

describe('monsterSaveDistribution', () => {
  it('affects HD 0 on 5+ (16/20) and HD 5 on 9+ (12/20) in the draft', () => {
    expect(probability(monsterSaveDistribution(0, 'other'), 'affected')).toEqual(f(16, 20));
    expect(probability(monsterSaveDistribution(5, 'other'), 'affected')).toEqual(f(12, 20));
    expect(probability(monsterSaveDistribution(5, 'death-poison'), 'affected')).toEqual(f(10, 20));
    expect(probability(monsterSaveDistribution(5, 'spells'), 'affected')).toEqual(f(14, 20));
  });
  it('lets a natural 20 affect even 22+ HD, unless switched off', () => {
    expect(probability(monsterSaveDistribution(30, 'other'), 'affected')).toEqual(f(1, 20));
    expect(monsterSaveDistribution(30, 'other', { nat20AlwaysAffects: false }).outcomes).toEqual(['saved']);
  });
  it('plays the classic effect test (WIS vs HD) and the monster\u2019s own 10 + HD test', () => {
    const eff = monsterSaveDistribution(6, 'spells', classic, { casterAttribute: 14 });
    expect(probability(eff, 'affected')).toEqual(f(9, 20)); // 7..14 or 20
    const own = monsterSaveDistribution(4, 'other', classic); // monster 14 vs D 1: saves on 2..14, 20
    expect(probability(own, 'affected')).toEqual(f(6, 20));
  });
  it('samples the draft table and the classic test exactly', () => {
    const xs = sampleMany(3, 10_000, (r) => rollMonsterSave(r, 7, 'spells'), (x) => x.outcome);
    expect(goodnessOfFit(monsterSaveDistribution(7, 'spells'), xs).pValue).toBeGreaterThan(1e-6);
    const ys = sampleMany(4, 10_000, (r) => rollMonsterSave(r, 3, 'other', classic, { casterAttribute: 13, test: { advantage: 1 } }), (x) => x.outcome);
    expect(goodnessOfFit(monsterSaveDistribution(3, 'other', classic, { casterAttribute: 13, test: { advantage: 1 } }), ys).pValue).toBeGreaterThan(1e-6);
  });
  it('refuses negative or fractional HD', () => {
    expect(() => monsterSaveDistribution(-1, 'other')).toThrow(HitDiceError);
    expect(() => monsterSaveDistribution(1.5, 'other')).toThrow(HitDiceError);
    expect(() => resolveMonsterSave([21], 3, 'other')).toThrow(RedhackRuleError);
  });
});

describe('monsterTestSpec', () => {
  it('uses HD + 10, the excess past 19 being a bonus (R12)', () => {
    expect(monsterTestSpec(4)).toEqual({ attribute: 14, difficulty: 1 });
    expect(monsterTestSpec(12)).toEqual({ attribute: 19, bonus: 3, difficulty: 1 });
    const d = testDistribution({ ...monsterTestSpec(12), difficulty: 4 }, classic); // difficulty 4 − 3 = 1
    expect(probabilityWhere(d, success)).toEqual(f(19, 20));
  });
});

describe('effectTestSpec', () => {
  it('tests WIS in classic and INT in the draft against the HD', () => {
    expect(effectTestSpec(14, 6, classic).tags).toContain('attribute:WIS');
    expect(effectTestSpec(14, 6).tags).toContain('attribute:INT');
  });
});

describe('attributeModifier', () => {
  it('gives +3 at 18 and −2 at 4 (classic)', () => {
    expect([2, 3, 4, 5, 6, 8, 9, 12, 13, 15, 16, 17, 18, 19].map((v) => attributeModifier(v, classic))).toEqual([-3, -3, -2, -2, -1, -1, 0, 0, 1, 1, 2, 2, 3, 3]);
  });
  it('exists only in classic', () => {
    expect(() => attributeModifier(18)).toThrow(EditionError);
    expect(() => attributeModifier(1, classic)).toThrow(AttributeError);
  });
});

describe('attributeGrade', () => {
  it('reads high at 16+ and low at 6 or less (draft31)', () => {
    expect([0, 6, 7, 15, 16, 19].map((v) => attributeGrade(v))).toEqual(['low', 'low', 'average', 'average', 'high', 'high']);
  });
  it('exists only in the draft', () => {
    expect(() => attributeGrade(16, classic)).toThrow(EditionError);
  });
  it('does not touch frozen options', () => {
    const o = deepFreeze({ edition: 'draft31' as const });
    expect(attributeGrade(16, o)).toBe('high');
  });
});

describe('npcAttribute', () => {
  it('uses the major value in the NPC\u2019s field and the minor one elsewhere', () => {
    expect(npcAttribute({ major: 16, minor: 9 }, true)).toBe(16);
    expect(npcAttribute({ major: 16, minor: 9 }, false)).toBe(9);
    expect(() => npcAttribute({ major: 20, minor: 9 }, true)).toThrow(RedhackRuleError);
  });
});
