import { describe, expect, it } from 'vitest';
import { goodnessOfFit, keepHighest, die, mean, probabilityWhere, type Fraction } from '@rollwright/dice';
import { AdvantageError, RedhackRuleError } from '../errors/index.js';
import { sampleMany } from '../testing.js';
import { magicWeapon } from './chaser.js';
import { multiDieDistribution, resolveMultiDie, rollMultiDie } from './multiDie.js';
import { attackSpec, defenceSpec } from './rollTypes.js';
import { testDistribution } from './testDistribution.js';

const f = (n: number, d: number): Fraction => ({ num: BigInt(n), den: BigInt(d) });
const success = (o: string): boolean => o.endsWith('success');

describe('attackSpec', () => {
  it('plays the sword +3 example: STR 12/cd8 against AC 5 hits 43/80', () => {
    const w = magicWeapon(3);
    expect(w).toEqual({ chaser: 'cd8', levels: 0, damageBonus: 3 });
    expect(probabilityWhere(testDistribution(attackSpec(12, 5, 'melee', { chaser: w.chaser })), success)).toEqual(f(43, 80));
    expect(attackSpec(14, 3, 'ranged').tags).toEqual(['attack', 'ranged', 'attribute:DEX']);
    expect(() => attackSpec(12, -1)).toThrow(RedhackRuleError);
  });
});

describe('defenceSpec', () => {
  it('needs 7–14 or a natural 20 for AC 14 against a 6 HD monster (classic example)', () => {
    const d = testDistribution(defenceSpec(14, 6, { dexTest: true }), { edition: 'classic' });
    expect(probabilityWhere(d, success)).toEqual(f(9, 20));
    expect(defenceSpec(14, 6, { dexTest: true }).tags).toContain('attribute:DEX');
  });
});

describe('resolveMultiDie', () => {
  it('adds a die and drops the worst per advantage level, the best per disadvantage level', () => {
    expect(resolveMultiDie([2, 6, 5], 2, 6, 1)).toEqual({ total: 11, kept: [6, 5] });
    expect(resolveMultiDie([2, 6, 5], 2, 6, -1)).toEqual({ total: 7, kept: [2, 5] });
    expect(() => resolveMultiDie([2, 6], 2, 6, 1)).toThrow(RedhackRuleError);
    expect(() => resolveMultiDie([2, 6, 5], 2, 6, 1000)).toThrow(AdvantageError);
  });
});

describe('multiDieDistribution', () => {
  it('is keep-highest of count + levels', () => {
    expect(multiDieDistribution(2, 6, 1)).toEqual(keepHighest(3, 2, die(6)));
    expect(mean(multiDieDistribution(1, 6, 0))).toEqual(f(7, 2));
  });
  it('samples exactly (fixed seed, chi-square p > 1e-6)', () => {
    const xs = sampleMany(9, 20_000, (r) => rollMultiDie(r, 2, 6, -2), (x) => x.total);
    expect(goodnessOfFit(multiDieDistribution(2, 6, -2), xs).pValue).toBeGreaterThan(1e-6);
  });
});
