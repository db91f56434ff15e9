import { fraction, goodnessOfFit, probability, seed, type Rng } from '@rollwright/dice';
import { tableDistribution } from '@rollwright/tables';
import { describe, expect, it } from 'vitest';
import { draft31ReactionChaCrit, draft31ReactionChaFail, draft31ReactionChaFumble, draft31ReactionChaSuccess } from '../tables/draft31/tables.js';
import { ExplorationError } from './ExplorationError.js';
import { CHA_TESTS, combatReactionTest, reactionDiceCount, reactionDistribution, resolveReaction, rollReaction, type ChaTest } from './reaction.js';

const classic = { edition: 'classic' } as const;

describe('resolveReaction', () => {
  it('shifts the classic band one step with the CHA test and stops at the ends', () => {
    expect(resolveReaction([3, 4], 'success', classic).band).toBe('Friendly');
    expect(resolveReaction([3, 4], 'failure', classic).band).toBe('Threatening');
    expect(resolveReaction([6, 6], 'success', classic).band).toBe('Ingratiating');
    expect(resolveReaction([1, 1], 'fumble', classic).band).toBe('Hostile');
    expect(resolveReaction([1, 1], 'none', classic).band).toBe('Hostile');
  });
  it('keeps the two highest after a draft31 success and the two lowest after a failure', () => {
    expect(resolveReaction([1, 5, 6], 'success')).toMatchObject({ kept: [5, 6], total: 11, band: 'Hospitable' });
    expect(resolveReaction([1, 5, 6], 'failure')).toMatchObject({ kept: [1, 5], total: 6, band: 'Neutral' });
    expect(resolveReaction([6, 1, 6, 6], 'critical')).toMatchObject({ total: 12, band: 'Friendly' });
    expect(resolveReaction([6, 1, 6, 1], 'fumble')).toMatchObject({ total: 2, band: 'Hostile' });
  });
  it('throws a typed error for the wrong dice and leaves frozen input alone', () => {
    const dice = Object.freeze([3, 4]);
    expect(() => resolveReaction(dice, 'success')).toThrow(ExplorationError);
    expect(() => resolveReaction(Object.freeze([0, 4]), 'none')).toThrow(/1..6/);
    expect(() => resolveReaction(dice, 'lucky' as ChaTest)).toThrow(ExplorationError);
    expect(dice).toEqual([3, 4]);
  });
});

describe('reactionDiceCount', () => {
  it('adds a third die for a CHA test and a fourth on a critical in draft31 only', () => {
    expect(CHA_TESTS.map((c) => reactionDiceCount(c))).toEqual([2, 3, 3, 4, 4]);
    expect(CHA_TESTS.map((c) => reactionDiceCount(c, classic))).toEqual([2, 2, 2, 2, 2]);
  });
});

describe('reactionDistribution', () => {
  it('gives the exact classic odds with the CHA shift', () => {
    const none = reactionDistribution('none', classic);
    expect(probability(none, 'Cautious')).toEqual(fraction(4n, 9n));
    expect(probability(reactionDistribution('success', classic), 'Ingratiating')).toEqual(fraction(5n, 18n));
    expect(probability(reactionDistribution('failure', classic), 'Hostile')).toEqual(fraction(5n, 18n));
  });
  it('matches the existing draft31 keep-two variant tables', () => {
    const pairs = [
      ['success', draft31ReactionChaSuccess],
      ['failure', draft31ReactionChaFail],
      ['critical', draft31ReactionChaCrit],
      ['fumble', draft31ReactionChaFumble],
    ] as const;
    for (const [cha, table] of pairs) {
      const ours = reactionDistribution(cha);
      const theirs = tableDistribution(table);
      for (const band of ['Hostile', 'Unfriendly', 'Neutral', 'Hospitable', 'Friendly']) {
        expect(probability(ours, band)).toEqual(probability(theirs, band));
      }
    }
    expect(probability(reactionDistribution('success'), 'Friendly')).toEqual(fraction(2n, 27n));
    expect(probability(reactionDistribution('critical'), 'Friendly')).toEqual(fraction(19n, 144n));
  });
});

describe('rollReaction', () => {
  it.each([['none'], ['success'], ['critical'], ['fumble']] as const)('follows the exact distribution (%s, fixed seed)', (cha) => {
    for (const options of [{}, classic]) {
      let r: Rng = seed(25);
      const xs: string[] = [];
      for (let i = 0; i < 4000; i++) {
        const [x, next] = rollReaction(r, cha, options);
        xs.push(x.band);
        r = next;
      }
      expect(goodnessOfFit(reactionDistribution(cha, options), xs).pValue).toBeGreaterThan(1e-6);
    }
  });
});

describe('combatReactionTest', () => {
  it('adds 2 per damaging attack with disadvantage', () => {
    expect(combatReactionTest(0)).toEqual({ difficulty: 1, disadvantage: false });
    expect(combatReactionTest(2)).toEqual({ difficulty: 5, disadvantage: true });
    expect(() => combatReactionTest(-1)).toThrow(ExplorationError);
  });
});
