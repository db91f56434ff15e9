import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { samplerPValue } from '../chi.js';
import { canExploitOpening, meleeAttackerLimit, monsterReactDistribution, reactChance, reactionsPerRound, resolveMonsterReact, rollMonsterReact } from './reactions.js';

describe('reactChance', () => {
  it('runs from 1/6 at HD 0–1 to 6/6 at HD 14+', () => {
    expect([0, 1, 2, 4, 7, 10, 13, 14, 30].map(reactChance)).toEqual([1, 1, 2, 3, 4, 5, 5, 6, 6]);
  });
});

describe('monsterReactDistribution', () => {
  it('uses the best chance among the monsters that could react', () => {
    expect(probability(monsterReactDistribution([0]), 'reacts')).toEqual(fraction(1n, 6n));
    expect(probability(monsterReactDistribution([1, 5]), 'reacts')).toEqual(fraction(3n, 6n));
    expect(probability(monsterReactDistribution([14]), 'reacts')).toEqual(fraction(1n, 1n));
  });
  it('lets a large group roll two d6 and keep the lower', () => {
    expect(probability(monsterReactDistribution([1], true), 'reacts')).toEqual(fraction(11n, 36n));
  });
  it('refuses an empty group', () => {
    expect(() => monsterReactDistribution([])).toThrow(CombatInputError);
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    expect(samplerPValue(monsterReactDistribution([4], true), (r) => rollMonsterReact(r, [4], true))).toBeGreaterThan(1e-6);
    expect(resolveMonsterReact([4], [5])).toBe('none');
  });
});

describe('reactionsPerRound', () => {
  it('gives Fighters one more every even level and Thieves one', () => {
    expect([reactionsPerRound('fighter', 1), reactionsPerRound('fighter', 4), reactionsPerRound('thief', 9)]).toEqual([1, 3, 1]);
  });
});

describe('canExploitOpening', () => {
  it('refuses your own attacker unless you hold a dagger or they gave two openings', () => {
    expect(canExploitOpening({ targetAttackedYou: true })).toMatch(/attacked you/);
    expect(canExploitOpening({ targetAttackedYou: true, dagger: true })).toBe(true);
    expect(canExploitOpening({ targetAttackedYou: true, openings: 2 })).toBe(true);
    expect(canExploitOpening({ ranged: true, targetInMeleeOrCover: true })).toMatch(/ranged/);
  });
});

describe('meleeAttackerLimit', () => {
  it('caps attackers at 6 / 3 / 1 by position, one more per long weapon over each', () => {
    expect([meleeAttackerLimit('open'), meleeAttackerLimit('wall'), meleeAttackerLimit('doorway')]).toEqual([6, 3, 1]);
    expect([meleeAttackerLimit('open', 9), meleeAttackerLimit('doorway', 1)]).toEqual([12, 2]);
  });
});
