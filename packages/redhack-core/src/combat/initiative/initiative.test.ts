import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatInputError } from '../errors.js';
import { samplerPValue } from '../chi.js';
import { initiativeDistribution, resolveInitiative, resolveSurprise, rollInitiative, rollSurprise, surpriseDistribution } from './initiative.js';

const classic = { edition: 'classic' } as const;

describe('initiativeDistribution', () => {
  it('puts d4 / d6 / d8 PCs before the monsters 1/4, 1/2, 5/8 of the time (draft31)', () => {
    expect(probability(initiativeDistribution({ cls: 'wizard' }), 'before')).toEqual(fraction(1n, 4n));
    expect(probability(initiativeDistribution({ cls: 'fighter' }), 'before')).toEqual(fraction(1n, 2n));
    expect(probability(initiativeDistribution({ cls: 'thief' }), 'before')).toEqual(fraction(5n, 8n));
  });
  it('is a DEX check in classic, and a held action always goes first', () => {
    expect(probability(initiativeDistribution({ dex: 12 }, classic), 'before')).toEqual(fraction(12n, 20n));
    expect(probability(initiativeDistribution({ dex: 3, held: true }, classic), 'before')).toEqual(fraction(1n, 1n));
  });
  it('refuses a class the draft has not got', () => {
    expect(() => initiativeDistribution({ cls: 'bard' })).toThrow(CombatInputError);
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    expect(samplerPValue(initiativeDistribution({ dex: 11 }, classic), (r) => {
      const [x, n] = rollInitiative(r, { dex: 11 }, classic);
      return [x.outcome, n];
    })).toBeGreaterThan(1e-6);
  });
  it('reads the class die as the count', () => {
    expect(resolveInitiative(7, { cls: 'thief' })).toEqual({ outcome: 'before', count: 7 });
  });
});

describe('surpriseDistribution', () => {
  it('gives surprise on 6+ and surprised on a 1 in round 1 (draft31)', () => {
    expect(probability(surpriseDistribution({ cls: 'thief' }), 'surprise')).toEqual(fraction(3n, 8n));
    expect(probability(surpriseDistribution({ cls: 'cleric' }), 'surprise')).toEqual(fraction(1n, 6n));
    expect(probability(surpriseDistribution({ cls: 'wizard' }), 'surprise')).toEqual(fraction(0n, 1n));
    expect(probability(surpriseDistribution({ cls: 'cleric' }), 'surprised')).toEqual(fraction(1n, 6n));
    expect(probability(surpriseDistribution({ cls: 'cleric', monsterSurprise: 3 }), 'surprised')).toEqual(fraction(1n, 2n));
  });
  it('leaves ambushed PCs surprised unless 6+, and ambushing PCs surprise unless 1', () => {
    expect(probability(surpriseDistribution({ cls: 'fighter', ambush: 'monsters' }), 'surprised')).toEqual(fraction(5n, 6n));
    expect(probability(surpriseDistribution({ cls: 'fighter', ambush: 'pcs' }), 'surprise')).toEqual(fraction(5n, 6n));
  });
  it('gives the classic party its free round on a natural 20 and surprises a failed WIS check', () => {
    expect(resolveSurprise(20, { wis: 9 }, classic)).toBe('surprise');
    expect(resolveSurprise(12, { wis: 9 }, classic)).toBe('surprised');
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    expect(samplerPValue(surpriseDistribution({ cls: 'thief', monsterSurprise: 2 }), (r) => {
      const [x, n] = rollSurprise(r, { cls: 'thief', monsterSurprise: 2 });
      return [x.outcome, n];
    })).toBeGreaterThan(1e-6);
  });
});
