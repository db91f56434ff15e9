import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { AILMENTS, injuryWeeksDistribution, spoilageApplies } from './ailments.js';
import { SurvivalError } from './SurvivalError.js';

describe('AILMENTS', () => {
  it('adds 2 to difficulties for a wound or an injury', () => {
    expect(AILMENTS.wound.penalty).toBe(2);
    expect(AILMENTS.injury.penalty).toBe(2);
    expect(probability(injuryWeeksDistribution(), 6)).toEqual(fraction(1n, 6n));
  });
});

describe('spoilageApplies', () => {
  it('rolls food in wet areas and water in dry ones', () => {
    expect(spoilageApplies('food', 'wet')).toBe(true);
    expect(spoilageApplies('water', 'wet')).toBe(false);
    expect(spoilageApplies('water', 'dry')).toBe(true);
    expect(() => spoilageApplies('ale' as 'food', 'dry')).toThrow(SurvivalError);
  });
});
