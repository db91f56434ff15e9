import { fraction, goodnessOfFit, probability, rollDie, seed, type Rng } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import {
  DRAFT31_FEET_PER_TURN,
  checkInterval,
  dungeonEventDistribution,
  encounterChanceOver,
  encounterCheckDistribution,
  encounterRollDistribution,
  encounterRollModifier,
  paceModifier,
  resolveDungeonEvent,
  resolveEncounterCheck,
  sightBand,
  spellExpiry,
  torchEquivalents,
  turnsForMoves,
} from './dungeon.js';
import { ExplorationError } from './ExplorationError.js';

const classic = { edition: 'classic' } as const;

describe('resolveEncounterCheck', () => {
  it('reads 1 as an encounter, 2 as a sign, and the next 1–2 as the signed creature', () => {
    expect(resolveEncounterCheck([1])).toBe('encounter');
    expect(resolveEncounterCheck([2])).toBe('sign');
    expect(resolveEncounterCheck([3])).toBe('nothing');
    expect(resolveEncounterCheck([1], { signPending: true })).toBe('signed');
    expect(resolveEncounterCheck([2], { signPending: true })).toBe('signed');
    expect(resolveEncounterCheck([3], { signPending: true })).toBe('nothing');
  });
  it('keeps the lower of two d6 with unusual light, or the higher with lightEncounterAdvantage rarer', () => {
    expect(resolveEncounterCheck([5, 1], { unusualLight: true })).toBe('encounter');
    expect(resolveEncounterCheck([5, 1], { unusualLight: true }, { lightEncounterAdvantage: 'rarer' })).toBe('nothing');
  });
  it('takes −1 for a visible fire', () => {
    expect(resolveEncounterCheck([2], { modifier: -1 })).toBe('encounter');
  });
  it('throws for the wrong faces', () => {
    expect(() => resolveEncounterCheck(Object.freeze([7]))).toThrow(ExplorationError);
    expect(() => resolveEncounterCheck([1])).not.toThrow();
    expect(() => resolveEncounterCheck([1], { unusualLight: true })).toThrow(/2 d6/);
  });
});

describe('encounterChanceOver', () => {
  it('gives 1 − (5/6)^8 for the eight checks of a dungeon long rest', () => {
    expect(encounterChanceOver(8)).toEqual(fraction(6n ** 8n - 5n ** 8n, 6n ** 8n));
    expect(encounterChanceOver(8)).toEqual(fraction(1288991n, 1679616n));
    expect(encounterChanceOver(0)).toEqual(fraction(0n, 1n));
    expect(() => encounterChanceOver(-1)).toThrow(ExplorationError);
    expect(() => encounterChanceOver(1.5)).toThrow(ExplorationError);
  });
});

describe('encounterCheckDistribution', () => {
  it('gives 1/6 encounter, 1/6 sign, and 11/36 encounters with unusual light', () => {
    const d = encounterCheckDistribution();
    expect(probability(d, 'encounter')).toEqual(fraction(1n, 6n));
    expect(probability(d, 'sign')).toEqual(fraction(1n, 6n));
    expect(probability(encounterCheckDistribution({ unusualLight: true }), 'encounter')).toEqual(fraction(11n, 36n));
    expect(probability(encounterCheckDistribution({ signPending: true }), 'signed')).toEqual(fraction(1n, 3n));
  });
});

describe('checkInterval', () => {
  it('checks every 3 classic ticks and every 2 draft31 turns, 60 feet a turn', () => {
    expect(checkInterval(classic)).toBe(3);
    expect(checkInterval()).toBe(2);
    expect(DRAFT31_FEET_PER_TURN).toBe(60);
  });
});

describe('paceModifier', () => {
  it('gives caution +1 and haste −1 in draft31 and refuses caution in classic', () => {
    expect(paceModifier('caution')).toBe(1);
    expect(paceModifier('haste')).toBe(-1);
    expect(paceModifier('haste', classic)).toBe(0);
    expect(() => paceModifier('caution', classic)).toThrow(ExplorationError);
    expect(() => paceModifier('run' as 'haste')).toThrow(ExplorationError);
  });
});

describe('turnsForMoves', () => {
  it('doubles the turns with caution and halves them with haste', () => {
    expect(turnsForMoves(3)).toBe(3);
    expect(turnsForMoves(3, 'caution')).toBe(6);
    expect(turnsForMoves(3, 'haste')).toBe(2);
    expect(() => turnsForMoves(-1)).toThrow(ExplorationError);
  });
});

describe('resolveDungeonEvent', () => {
  it('reads the event table and brings a spoored creature on the next 1–2', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => resolveDungeonEvent(f))).toEqual(['Encounter', 'Spoor', 'Light', 'Exhaustion', 'Event or Timer', 'Magic Expires']);
    expect(resolveDungeonEvent(2, { spoorPending: true })).toBe('Spoored creature');
  });
  it('leaves the event die alone for the pace by default and moves it with paceModifies eventDie', () => {
    expect(resolveDungeonEvent(2, { pace: 'haste' })).toBe('Spoor');
    expect(resolveDungeonEvent(2, { pace: 'haste' }, { paceModifies: 'eventDie' })).toBe('Encounter');
    expect(probability(dungeonEventDistribution({ pace: 'haste' }, { paceModifies: 'eventDie' }), 'Encounter')).toEqual(fraction(1n, 3n));
  });
});

describe('encounterRollDistribution', () => {
  it('adds the pace to the 2d6 encounter roll (caution +1, haste −1)', () => {
    expect(encounterRollModifier({ pace: 'caution' })).toBe(1);
    expect(encounterRollModifier({ pace: 'caution' }, { paceModifies: 'eventDie' })).toBe(0);
    expect(encounterRollModifier({ plus: 2, minus: 1, sleepingUnwatched: true })).toBe(-3);
    expect(probability(encounterRollDistribution(), 'Ambushed')).toEqual(fraction(1n, 36n));
    expect(probability(encounterRollDistribution({ pace: 'haste' }), 'Ambushed')).toEqual(fraction(1n, 12n));
    expect(probability(encounterRollDistribution({ sleepingUnwatched: true }), 'Ambushed')).toEqual(fraction(5n, 12n));
  });
  it('throws for a bad count', () => {
    expect(() => encounterRollModifier({ plus: -1 })).toThrow(ExplorationError);
  });
});

describe('torchEquivalents', () => {
  it('needs 3 torches to see to Far in the dark, and a lantern counts as 2', () => {
    expect(sightBand({ torches: 3 })).toBe('Far');
    expect(sightBand({ torches: 1, lanterns: 1 })).toBe('Far');
    expect(sightBand({ torches: 2 })).toBe('Near');
    expect(sightBand({})).toBeNull();
    expect(torchEquivalents({ torches: 1, outdoorsAtNight: true, clearSky: true })).toBe(3);
    expect(() => torchEquivalents({ torches: -1 })).toThrow(ExplorationError);
  });
});

describe('resolveDungeonEvent sampler', () => {
  it('follows the exact event-die distribution (fixed seed)', () => {
    let r: Rng = seed(35);
    const xs: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const [f, next] = rollDie(r, 6);
      xs.push(resolveDungeonEvent(f, { spoorPending: true }));
      r = next;
    }
    expect(goodnessOfFit(dungeonEventDistribution({ spoorPending: true }), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('spellExpiry', () => {
  it('steps a 3× spell to 2×, ends a 1× spell, or gives a 2× spell a 50% chance', () => {
    expect(spellExpiry(3)).toEqual({ ends: fraction(0n, 1n), remaining: 2 });
    expect(spellExpiry(1).ends).toEqual(fraction(1n, 1n));
    expect(spellExpiry(2, 'chance').ends).toEqual(fraction(1n, 2n));
    expect(() => spellExpiry(0)).toThrow(ExplorationError);
  });
});
