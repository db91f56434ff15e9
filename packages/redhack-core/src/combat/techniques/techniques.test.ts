import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { chaseDistribution, defensiveFighting, isBloodied, snipeDistribution, suppressionDistribution, tricksyDistribution, twistTheKnife } from './techniques.js';

describe('isBloodied', () => {
  it('is true at half HP or less', () => {
    expect([isBloodied(5, 10), isBloodied(6, 10)]).toEqual([true, false]);
    expect(() => isBloodied(11, 10)).toThrow(CombatInputError);
  });
});

describe('tricksyDistribution', () => {
  it('is a DEX test against the HD', () => {
    expect(probability(tricksyDistribution({ attribute: 14, hd: 3 }, { edition: 'classic' }), 'tricked')).toEqual(fraction(12n, 20n));
  });
});

describe('defensiveFighting and twistTheKnife', () => {
  it('add advantage (and the level as damage)', () => {
    expect(defensiveFighting({ ac: 14, hd: 6 }).advantage).toBe(1);
    expect(twistTheKnife({ attribute: 13, ac: 4 }, 3)).toEqual({ attribute: 13, ac: 4, advantage: 1, damage: { count: 1, sides: 6, bonus: 3 } });
  });
});

describe('suppressionDistribution', () => {
  it('lets a morale-7 NPC shoot on 2d6 ≤ 7', () => {
    expect(probability(suppressionDistribution(7), 'may shoot')).toEqual(fraction(7n, 12n));
  });
});

describe('snipeDistribution', () => {
  it('crits when any reaction d20 is a 20', () => {
    expect(probability(snipeDistribution(2), 'critical')).toEqual(fraction(39n, 400n));
  });
});

describe('chaseDistribution', () => {
  it('goes to the unencumbered side, then to the side running all out, else an opposed DEX test', () => {
    expect(probability(chaseDistribution({ unencumbered: true, allOut: false, dex: 9 }, { unencumbered: false, allOut: true, dex: 15 }), 'a')).toEqual(fraction(1n, 1n));
    expect(probability(chaseDistribution({ unencumbered: false, allOut: false, dex: 9 }, { unencumbered: false, allOut: true, dex: 5 }), 'b')).toEqual(fraction(1n, 1n));
    const d = chaseDistribution({ unencumbered: true, allOut: true, dex: 12 }, { unencumbered: true, allOut: true, dex: 12 });
    expect(probability(d, 'a')).toEqual(probability(d, 'b'));
  });
});
