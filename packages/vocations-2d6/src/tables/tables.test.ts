import { describe, expect, it } from 'vitest';
import { probability } from '@rollwright/dice';
import { tableDistribution } from '@rollwright/tables';
import { vocationsLightSources, vocationsReaction, vocationsSampleNpcs, vocationsWanderingMonster } from './tables.js';

describe('vocationsReaction', () => {
  it('adds Willpower and reputation to 2d6 (V19)', () => {
    expect(probability(tableDistribution(vocationsReaction), 'Neutral')).toEqual({ num: 4n, den: 9n });
    expect(probability(tableDistribution(vocationsReaction, { modifier: 2 }), 'Ideal')).toEqual({ num: 1n, den: 6n });
    expect(probability(tableDistribution(vocationsReaction, { modifier: -2 }), 'Hostile')).toEqual({ num: 1n, den: 6n });
  });
});

describe('vocationsWanderingMonster', () => {
  it('places a monster 2d6 × 10 ft away on a 1 (V22)', () => {
    const d = tableDistribution(vocationsWanderingMonster);
    expect(probability(d, 'Wandering monster (70 feet)')).toEqual({ num: 1n, den: 36n });
    expect(probability(d, 'Nothing')).toEqual({ num: 5n, den: 6n });
  });
});

describe('vocationsLightSources', () => {
  it('burns torches 6 turns and lanterns 24 (V23)', () => {
    expect(vocationsLightSources.map((l) => l.turns)).toEqual([6, 24, 144, null]);
  });
});

describe('vocationsSampleNpcs', () => {
  it('holds the eleven sample stat blocks', () => {
    expect(vocationsSampleNpcs).toHaveLength(11);
    expect(vocationsSampleNpcs.find((n) => n.name === 'Troll')).toMatchObject({ health: 15, hitBonus: 4, defense: 11 });
  });
});
