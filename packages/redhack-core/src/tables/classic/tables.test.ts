import { describe, expect, it } from 'vitest';
import { probability } from '@rollwright/dice';
import { lookup } from '@rollwright/tables';
import { lookupBand } from '@rollwright/tables';
import { tableDistribution } from '@rollwright/tables';
import {
  classicCureTrade,
  classicEncounterCheck,
  classicFatigue,
  classicInjury,
  classicPrayer,
  classicReaction,
  classicSpellRetention,
  classicSurvival,
} from './tables.js';

const p = (num: bigint, den: bigint): { num: bigint; den: bigint } => ({ num, den });

describe('classicReaction', () => {
  it('has the 2d6 band odds', () => {
    const d = tableDistribution(classicReaction);
    expect(probability(d, 'Hostile')).toEqual(p(1n, 36n));
    expect(probability(d, 'Threatening')).toEqual(p(1n, 4n));
    expect(probability(d, 'Cautious')).toEqual(p(4n, 9n));
    expect(probability(d, 'Ingratiating')).toEqual(p(1n, 36n));
  });
});

describe('classicEncounterCheck', () => {
  it('meets a creature on 1 in 6, 2 in 6 with a visible fire (−1)', () => {
    expect(probability(tableDistribution(classicEncounterCheck), 'Encounter')).toEqual(p(1n, 6n));
    expect(probability(tableDistribution(classicEncounterCheck, { modifier: -1 }), 'Encounter')).toEqual(p(1n, 3n));
  });
});

describe('classicSurvival', () => {
  it('keeps the natural 20 as Discovery and gives Bounty to modified 20+ (R32)', () => {
    const d = tableDistribution(classicSurvival, { modifier: 2 });
    expect(probability(d, 'Discovery')).toEqual(p(1n, 20n));
    expect(probability(d, 'Bounty')).toEqual(p(1n, 10n)); // 18, 19
    expect(lookup(classicSurvival, 3, { modifier: -6 }).row.label).toBe('Injury or Hazard');
  });
});

describe('classicFatigue', () => {
  it('reads the number of failed tests', () => {
    expect(lookupBand(classicFatigue, 1).label).toBe('Distressed');
    expect(lookupBand(classicFatigue, 5).label).toBe('Drained');
    expect(lookupBand(classicFatigue, 7).label).toBe('Dead');
  });
});

describe('classicInjury', () => {
  it('gives each of the six results 1/6 (R22)', () => {
    const d = tableDistribution(classicInjury);
    expect(d.outcomes).toEqual(['Unconscious', 'Wounded', 'Injured', 'Debilitated', 'Disabled', 'Doomed']);
    expect(probability(d, 'Doomed')).toEqual(p(1n, 6n));
  });
});

describe('classicSpellRetention', () => {
  it('rolls 1d6 + 2 for a level-1 spell with components, Epiphany rolling again unmodified (R38)', () => {
    const d = tableDistribution(classicSpellRetention, { modifier: 2 });
    expect(probability(d, 'Endurance')).toEqual(p(1n, 6n));
    expect(probability(d, 'Epiphany → Entropy')).toEqual(p(1n, 12n)); // 1/6 × 3/6
    expect(probability(d, 'Oblivion')).toEqual(p(0n, 1n));
    expect(d.leftover).toBe(0n);
  });
});

describe('classicPrayer', () => {
  it('rolls the sacrifice dice and clamps to 1..24 (R39)', () => {
    const d = tableDistribution(classicPrayer);
    expect(probability(d, 'Sacrifice (3 × 10 × level gp)')).toEqual(p(1n, 120n));
    expect(probability(tableDistribution(classicPrayer, { modifier: 6 }), 'Healed or protected')).toEqual(p(3n, 20n));
    // The open end rows (≤1, 24+) hold every total, so the clamp of R39 is built into the ranges.
    expect(lookup(classicPrayer, 1, { modifier: -5 }).row.label).toBe('Absent deity');
    expect(lookup(classicPrayer, 20, { modifier: 9 }).row.label).toBe('Healed or protected');
  });
});

describe('classicCureTrade', () => {
  it('maps the traded spell level to the Cure spell', () => {
    expect(lookupBand(classicCureTrade, 1).label).toBe('Cure Light Wounds');
    expect(lookupBand(classicCureTrade, 4).label).toBe('Cure Serious Wounds');
    expect(lookupBand(classicCureTrade, 9).label).toBe('Heal');
  });
});
