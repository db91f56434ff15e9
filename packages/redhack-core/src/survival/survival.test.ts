import { fraction, goodnessOfFit, probability, seed, type Rng } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { encounterChanceOver } from '../exploration/dungeon.js';
import { testDistribution } from '../tests/index.js';
import {
  FRESH_FATIGUE,
  applyFatigueTest,
  exhaustionGained,
  exhaustionWeight,
  fatigueStatus,
  fatigueTestSpec,
  privationWeight,
  recoverFatigue,
  stayAwakeSpec,
  uncomfortableRestSpec,
  type FatigueState,
} from './fatigue.js';
import { rationLifetime, rest, restEncounterChecks, rollRation, type Rester } from './rest.js';
import { SurvivalError } from './SurvivalError.js';

const classic = { edition: 'classic' } as const;

describe('fatigueTestSpec', () => {
  it('tests thirst with advantage, then normally, then with disadvantage, then fails on day 4', () => {
    const day = (d: number): FatigueState => ({ ...FRESH_FATIGUE, thirstDays: d - 1 });
    expect(fatigueTestSpec('thirst', day(1), 12)).toEqual({ attribute: 12, difficulty: 1, advantage: 1 });
    expect(fatigueTestSpec('thirst', day(2), 12)).toEqual({ attribute: 12, difficulty: 1 });
    expect(fatigueTestSpec('thirst', day(3), 12)).toEqual({ attribute: 12, difficulty: 1, disadvantage: 1 });
    expect(fatigueTestSpec('thirst', day(4), 12)).toBeNull();
  });
  it('keeps hunger advantage until the first failure, tracked apart from exhaustion', () => {
    let s = applyFatigueTest(FRESH_FATIGUE, 'hunger', false);
    expect(fatigueTestSpec('hunger', s, 12)).toEqual({ attribute: 12, difficulty: 1 });
    expect(fatigueTestSpec('exhaustion', s, 12)).toEqual({ attribute: 12, difficulty: 1, advantage: 1 });
    s = applyFatigueTest(s, 'hunger', false);
    expect(fatigueTestSpec('hunger', s, 12)).toEqual({ attribute: 12, difficulty: 1, disadvantage: 1 });
    expect(fatigueTestSpec('hunger', s, 12, true)).toEqual({ attribute: 12, difficulty: 1, advantage: 1 });
    expect(() => fatigueTestSpec('cold' as 'hunger', s, 12)).toThrow(SurvivalError);
  });
});

describe('fatigueStatus', () => {
  it('reads five failed fatigue tests as Drained', () => {
    let s: FatigueState = Object.freeze({ ...FRESH_FATIGUE });
    for (let i = 0; i < 5; i++) s = applyFatigueTest(s, i % 2 === 0 ? 'hunger' : 'exhaustion', false);
    expect(fatigueStatus(s.step)).toBe('Drained');
    expect(fatigueStatus(0)).toBe('Fine');
    expect(fatigueStatus(7)).toBe('Dead');
    expect(() => fatigueStatus(8)).toThrow(SurvivalError);
    expect(FRESH_FATIGUE.step).toBe(0);
  });
});

describe('recoverFatigue', () => {
  it('moves one step on a long rest, two on a full day, all on downtime', () => {
    const s = { ...FRESH_FATIGUE, step: 3, hungerFailures: 2 };
    expect(recoverFatigue(s, 'long').step).toBe(2);
    expect(recoverFatigue(s, 'full-day').step).toBe(1);
    expect(recoverFatigue(s, 'downtime').step).toBe(0);
    expect(recoverFatigue(s, 'long', false).step).toBe(3);
  });
});

describe('stayAwakeSpec', () => {
  it('is a CON test at difficulty 1', () => {
    expect(probability(testDistribution(stayAwakeSpec(11), classic), 'success')).toEqual(fraction(1n, 2n));
  });
});

describe('uncomfortableRestSpec', () => {
  it('is a CON test at difficulty 1: CON 11 rests well 1/2 of the time', () => {
    expect(probability(testDistribution(uncomfortableRestSpec(11), classic), 'success')).toEqual(fraction(1n, 2n));
    expect(uncomfortableRestSpec(11).tags).toContain('uncomfortable-rest');
  });
});

describe('exhaustionWeight', () => {
  it('counts 2 levels as 3 extra items and privations as 1, 2, 3, 4', () => {
    expect(exhaustionWeight(2)).toBe(3);
    expect(exhaustionWeight(0)).toBe(0);
    expect(exhaustionGained(true)).toBe(2);
    expect(privationWeight(['hunger'])).toBe(1);
    expect(privationWeight(['fatigue'])).toBe(2);
    expect(privationWeight(['thirst'])).toBe(3);
    expect(privationWeight(['starvation'])).toBe(4);
    expect(() => privationWeight(['cold' as 'hunger'])).toThrow(SurvivalError);
    expect(() => exhaustionWeight(-1)).toThrow(SurvivalError);
  });
});

describe('restEncounterChecks', () => {
  it('makes 8 checks on a dungeon long rest (1 − (5/6)^8 for an encounter) and refuses a full day there', () => {
    expect(restEncounterChecks('long', 'dungeon')).toBe(8);
    expect(encounterChanceOver(restEncounterChecks('long', 'dungeon'))).toEqual(fraction(6n ** 8n - 5n ** 8n, 6n ** 8n));
    expect(restEncounterChecks('full-day', 'wilderness')).toBe(3);
    expect(restEncounterChecks('short', 'dungeon')).toBe(1);
    expect(() => restEncounterChecks('full-day', 'dungeon')).toThrow(SurvivalError);
  });
});

describe('rest', () => {
  const hero: Rester = Object.freeze({ hp: 2, maxHp: 30, hitDice: 3, level: 3, hdSides: 8 });
  it('spends one hit die on a short rest and two on a long rest', () => {
    const [s] = rest(seed(1), hero, 'short', 'dungeon', classic);
    expect(s.rester.hitDice).toBe(2);
    expect(s.checks).toHaveLength(1);
    const [l] = rest(seed(1), hero, 'long', 'dungeon', classic);
    expect(l.rester.hitDice).toBe(1);
    expect(l.checks).toHaveLength(8);
    expect(hero.hp).toBe(2);
  });
  it('restores every hit point on a classic downtime, with no roll', () => {
    const [d, next] = rest(seed(2), { ...hero, hitDice: 0 }, 'downtime', 'safe', classic);
    expect(d.rester).toMatchObject({ hp: 30, hitDice: 3 });
    expect(d.log).toContain('downtime: hit points fully restored (2 → 30)');
    expect(d.checks).toHaveLength(0);
    expect(next).toEqual(seed(2));
  });
  it('heals all hit dice on a full day and refills the pool', () => {
    const [f] = rest(seed(2), { ...hero, hitDice: 0 }, 'full-day', 'wilderness', classic);
    expect(f.rester.hitDice).toBe(3);
    expect(f.log.filter((l) => l.startsWith('hit die'))).toHaveLength(3);
  });
  it('removes one draft31 exhaustion level on a breather and all overnight, +1 HP each', () => {
    const [b] = rest(seed(3), { ...hero, exhaustion: 3 }, 'breather');
    expect(b.rester).toMatchObject({ exhaustion: 2, hp: 3 });
    const [o] = rest(seed(3), { ...hero, exhaustion: 3, eats: false }, 'overnight');
    expect(o.rester).toMatchObject({ exhaustion: 0, hp: 5 });
  });
  it('throws for a full day in a dungeon and the other edition\'s rests', () => {
    expect(() => rest(seed(1), hero, 'full-day', 'dungeon', classic)).toThrow(SurvivalError);
    expect(() => rest(seed(1), hero, 'breather', 'dungeon', classic)).toThrow(SurvivalError);
    expect(() => rest(seed(1), hero, 'long')).toThrow(SurvivalError);
    expect(() => rest(seed(1), { ...hero, hp: 40 }, 'long', 'safe', classic)).toThrow(SurvivalError);
  });
  it('gives the same log for the same seed', () => {
    expect(rest(seed(5), hero, 'long', 'dungeon', classic)[0].log).toEqual(rest(seed(5), hero, 'long', 'dungeon', classic)[0].log);
  });
});

describe('rollRation', () => {
  it('ignores 2s on half rations', () => {
    let r: Rng = seed(89);
    const faces: number[] = [];
    for (let i = 0; i < 300; i++) {
      const [u, next] = rollRation(r, 8, { half: true });
      if (u.face === 2) expect(u.stepped).toBe(false);
      faces.push(u.face);
      r = next;
    }
    expect(faces).toContain(2);
    expect(probability(rationLifetime(4, { half: true }), 1)).toEqual(fraction(1n, 4n));
    expect(probability(rationLifetime(4), 1)).toEqual(fraction(1n, 2n));
  });
  it('samples lifetimes as the exact distribution says (fixed seed)', () => {
    let r: Rng = seed(8);
    const xs: number[] = [];
    for (let i = 0; i < 3000; i++) {
      let die: 4 | 6 | 'exhausted' = 6;
      let n = 0;
      while (die !== 'exhausted') {
        const [u, next] = rollRation(r, die, { half: true });
        r = next;
        n++;
        die = u.next as 4 | 6 | 'exhausted';
      }
      xs.push(n);
    }
    expect(goodnessOfFit(rationLifetime(6, { half: true }), xs).pValue).toBeGreaterThan(1e-6);
  });
});
