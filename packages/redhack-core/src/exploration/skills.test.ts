import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { ExplorationError } from './ExplorationError.js';
import {
  LANGUAGE_DIFFICULTY,
  LORE_DIFFICULTY,
  identifyDistribution,
  languageDistribution,
  stealthDistribution,
  listenDistribution,
  loreDistribution,
  pickPocketsDistribution,
  pickPocketsOutcome,
  pushConsequence,
  resolveIdentify,
  resolveListen,
  resolveTrap,
  thiefDifficulty,
  thiefSkillSpec,
  trapDistribution,
} from './skills.js';

describe('thiefDifficulty', () => {
  it('is 6 at levels 1–2 down to 1 at 11+, and 7 for a non-thief', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 10, 11, 20].map(thiefDifficulty)).toEqual([7, 6, 6, 5, 5, 4, 2, 2, 1, 1]);
    expect(() => thiefDifficulty(-1)).toThrow(ExplorationError);
    expect(() => thiefDifficulty(1.5)).toThrow(ExplorationError);
  });
});

describe('thiefSkillSpec', () => {
  it('adds 2 for a level-7 target and gives classic thieves advantage', () => {
    expect(thiefSkillSpec(14, 1, 7)).toEqual({ attribute: 14, difficulty: 8 });
    expect(thiefSkillSpec(14, 3, 4)).toEqual({ attribute: 14, difficulty: 5 });
    expect(thiefSkillSpec(14, 3, 0, { edition: 'classic' })).toEqual({ attribute: 14, difficulty: 1, advantage: 1 });
  });
});

describe('pickPocketsOutcome', () => {
  it('is caught on a failed even roll', () => {
    expect(pickPocketsOutcome(16, false)).toBe('caught');
    expect(pickPocketsOutcome(15, false)).toBe('failed');
    expect(pickPocketsOutcome(8, true)).toBe('success');
    const d = pickPocketsDistribution({ attribute: 12, difficulty: 6 });
    // successes 7..12 and 20; caught: even failures 2, 4, 6, 14, 16, 18.
    expect(probability(d, 'success')).toEqual(fraction(7n, 20n));
    expect(probability(d, 'caught')).toEqual(fraction(6n, 20n));
  });
});

describe('resolveTrap', () => {
  it('triggers 2/6 and a thief notices 2/6', () => {
    expect(probability(trapDistribution(), 'triggered')).toEqual(fraction(1n, 3n));
    expect(probability(trapDistribution({ thief: true }), 'noticed')).toEqual(fraction(1n, 3n));
    expect(probability(trapDistribution(), 'noticed')).toEqual(fraction(0n, 1n));
  });
  it('moves the trigger with the pace and keeps the lower die with a helm', () => {
    expect(resolveTrap([2], { pace: 'caution' })).toBe('passed');
    expect(resolveTrap([3], { pace: 'haste' })).toBe('triggered');
    expect(probability(trapDistribution({ helm: true }), 'triggered')).toEqual(fraction(5n, 9n));
    expect(() => resolveTrap([2, 3])).toThrow(ExplorationError);
  });
});

describe('resolveListen', () => {
  it('hears on 6 less one per criterion and is heard on a 1', () => {
    expect(resolveListen([6])).toBe('hears');
    expect(resolveListen([5])).toBe('nothing');
    expect(resolveListen([5], { criteria: 1 })).toBe('hears');
    expect(resolveListen([1], { criteria: 3 })).toBe('heard');
    // A thief with a fitting background hears on 4–6 and is heard on a 1.
    const d = listenDistribution({ criteria: 2 });
    expect(probability(d, 'hears')).toEqual(fraction(1n, 2n));
    expect(probability(d, 'heard')).toEqual(fraction(1n, 6n));
    expect(probability(listenDistribution({ helm: true }), 'heard')).toEqual(fraction(11n, 36n));
    expect(() => resolveListen([3], { criteria: 4 })).toThrow(ExplorationError);
  });
});

describe('resolveIdentify', () => {
  it('gives one fact per full 3 points: a roll of 12 is 4 facts, 15+ all 5', () => {
    expect(resolveIdentify(12, { int: 14 })).toBe('facts-4');
    expect(resolveIdentify(15, { int: 16 })).toBe('facts-5');
    expect(resolveIdentify(18, { int: 19 })).toBe('facts-5');
    expect(resolveIdentify(20, { int: 10 })).toBe('familiar');
    expect(resolveIdentify(1, { int: 10 })).toBe('misapprehension');
    expect(resolveIdentify(3, { int: 10, difficulty: 4 })).toBe('use');
    expect(resolveIdentify(13, { int: 10 })).toBe('value');
  });
  it('reads a cursed item one grade worse', () => {
    expect(resolveIdentify(12, { int: 14 }, true)).toBe('value');
    expect(resolveIdentify(13, { int: 10 }, true)).toBe('misapprehension');
    expect(resolveIdentify(20, { int: 10 }, true)).toBe('facts-5');
  });
  it('has exact odds from the test core', () => {
    const d = identifyDistribution({ int: 19 });
    expect(probability(d, 'facts-5')).toEqual(fraction(5n, 20n));
    expect(probability(d, 'familiar')).toEqual(fraction(1n, 20n));
  });
});

describe('languageDistribution', () => {
  it('tests INT against 4/6/8/10 and again with no difficulty for fluency', () => {
    expect(Object.values(LANGUAGE_DIFFICULTY)).toEqual([4, 6, 8, 10]);
    const d = languageDistribution(12, 'homeland');
    expect(probability(d, 'misunderstood')).toEqual(fraction(1n, 20n));
    expect(probability(d, 'excellent')).toEqual(fraction(1n, 20n));
    // first: plain success 5..12 (8/20); second: 2..12 or 20 (12/20).
    expect(probability(d, 'fluent')).toEqual(fraction(8n * 12n, 400n));
    expect(() => languageDistribution(12, 'elvish' as 'foreign')).toThrow(ExplorationError);
  });
  it('lets a Thief reroll a failure, knowing the written form only on success (Read Languages)', () => {
    const d = languageDistribution(12, 'homeland', { readLanguages: true });
    // 11/20 of first tests fail (2..4, 13..19 and the 1); the reroll succeeds on 5..12 or 20 (9/20).
    expect(probability(d, 'written')).toEqual(fraction(11n * 9n, 400n));
    expect(probability(d, 'misunderstood')).toEqual(fraction(11n, 400n));
    expect(probability(d, 'none')).toEqual(fraction(11n * 10n, 400n));
    expect(probability(d, 'fluent')).toEqual(fraction(8n * 12n, 400n));
    expect(() => languageDistribution(12, 'homeland', { readLanguages: 'yes' as unknown as boolean })).toThrow(ExplorationError);
  });
});

describe('loreDistribution', () => {
  it('tests INT against 4/8/12 and splits failures by kind', () => {
    expect(Object.values(LORE_DIFFICULTY)).toEqual([4, 8, 12]);
    const d = loreDistribution({ int: 14, difficulty: LORE_DIFFICULTY.rare });
    expect(probability(d, 'concrete')).toEqual(fraction(3n, 10n));
    expect(probability(d, 'nothing')).toEqual(fraction(7n, 20n));
    expect(probability(d, 'rumours')).toEqual(fraction(5n, 20n));
  });
});

describe('pushConsequence', () => {
  it('is dangerous on an odd face and frustrating on an even one', () => {
    expect(pushConsequence(7)).toBe('dangerous');
    expect(pushConsequence(8)).toBe('frustrating');
    expect(() => pushConsequence(0)).toThrow(ExplorationError);
  });
});

describe('stealthDistribution', () => {
  it('gives an opening on them on a success and one for them on a failure, at the thief difficulty', () => {
    // Thief level 3: difficulty 5; DEX 12 succeeds on 6..12 or a 20 (8/20).
    const d = stealthDistribution(12, 3);
    expect(d.outcomes).toEqual(['opening-on-them', 'opening-for-them']);
    expect(probability(d, 'opening-on-them')).toEqual(fraction(8n, 20n));
    expect(() => stealthDistribution(12, 31)).toThrow(ExplorationError);
  });
});
