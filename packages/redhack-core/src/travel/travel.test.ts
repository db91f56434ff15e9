import { fraction, goodnessOfFit, probability, seed, type Rng } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { classicSpeed, countedHexes, hexPenalty, leaderOf, resolveSurvivalRoll, rollSurvival, survivalDistribution, survivalModifier } from './classic.js';
import { MAX_HEXES_PER_DAY, hexEventChance, mountCapacity, travelDay, type TravelState } from './draft31.js';
import { TravelError } from './TravelError.js';

describe('hexPenalty', () => {
  it('makes a ten-mile hex −4 and a 2- or 3-mile hex −1', () => {
    expect(hexPenalty(10)).toBe(4);
    expect(hexPenalty(2)).toBe(1);
    expect(hexPenalty(3)).toBe(1);
    expect(hexPenalty(5)).toBe(2);
    expect(() => hexPenalty(0)).toThrow(TravelError);
  });
});

describe('countedHexes', () => {
  it('divides by speed + 1 and multiplies burden by |speed| + 1', () => {
    expect(classicSpeed({ mounts: 1, lightLoad: true })).toBe(2);
    expect(countedHexes(6, 2)).toBe(2);
    expect(survivalModifier({ hexes: 6, speed: 2 })).toBe(-4);
    expect(countedHexes(2, -1)).toBe(4);
    expect(() => countedHexes(-1, 0)).toThrow(TravelError);
    expect(() => countedHexes(1.5, 0)).toThrow(TravelError);
  });
});

describe('resolveSurvivalRoll', () => {
  it('keeps a natural 20 as Discovery and a modified 20+ as Bounty', () => {
    expect(resolveSurvivalRoll(20, { hexes: 6, speed: 2 })).toBe('Discovery');
    expect(resolveSurvivalRoll(19, { hexes: 6, speed: 2 })).toBe('Difficulty');
    expect(resolveSurvivalRoll(19, { hexes: 0, leaderModifiers: 2 })).toBe('Bounty');
    expect(resolveSurvivalRoll(3, { hexes: 3, treacherous: 1 })).toBe('Injury or Hazard');
  });
  it('has exact odds and a matching sampler (fixed seed)', () => {
    const spec = { hexes: 2 };
    const d = survivalDistribution(spec);
    expect(probability(d, 'Injury or Hazard')).toEqual(fraction(9n, 20n));
    let r: Rng = seed(32);
    const xs: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const [x, next] = rollSurvival(r, spec);
      xs.push(x.label);
      r = next;
    }
    expect(goodnessOfFit(d, xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('leaderOf', () => {
  it('needs exactly one leader', () => {
    expect(leaderOf([{ name: 'Ash', leader: true }, { name: 'Bo' }]).name).toBe('Ash');
    expect(() => leaderOf([{ name: 'Ash' }])).toThrow(TravelError);
    expect(() => leaderOf([{ name: 'Ash', leader: true }, { name: 'Bo', leader: true }])).toThrow(TravelError);
  });
});

describe('hexEventChance', () => {
  it('is k/6 on the k-th hex, 2d6 ≤ k mounted', () => {
    expect([1, 2, 3, 6, 10].map((k) => hexEventChance(k))).toEqual([fraction(1n, 6n), fraction(2n, 6n), fraction(3n, 6n), fraction(1n, 1n), fraction(1n, 1n)]);
    expect(hexEventChance(3, true)).toEqual(fraction(3n, 36n));
    expect(() => hexEventChance(11)).toThrow(TravelError);
  });
});

describe('mountCapacity', () => {
  it('carries 30 unencumbered and 60 encumbered on a horse, 240 per ox', () => {
    expect(mountCapacity('horse')).toEqual({ unencumbered: 30, max: 60 });
    expect(mountCapacity('horse-cart')).toEqual({ unencumbered: 60, max: 120 });
    expect(mountCapacity('ox-cart', 2).max).toBe(480);
    expect(() => mountCapacity('camel' as 'horse')).toThrow(TravelError);
  });
});

describe('travelDay', () => {
  const start: TravelState = Object.freeze({ weather: 'Sunny', exhaustion: 0, day: 0 });
  it('rolls once per hex and gives the same log for the same seed', () => {
    const [a] = travelDay(seed(4), start, { hexes: 8 });
    const [b] = travelDay(seed(4), start, { hexes: 8 });
    expect(a.log).toEqual(b.log);
    expect(a.log.filter((l) => /^hex \d+: 1d6/.test(l)).length).toBe(a.hexes);
    expect(a.state.day).toBe(1);
    expect(a.log).toMatchSnapshot();
  });
  it('samples the first-hex event at 1/6 (fixed seed)', () => {
    let r: Rng = seed(33);
    let hits = 0;
    const xs: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const [d, next] = travelDay(r, start, { hexes: 1 });
      const ev = d.events.length > 0;
      if (ev) hits++;
      xs.push(ev ? 'event' : 'none');
      r = next;
    }
    expect(hits).toBeGreaterThan(0);
    expect(goodnessOfFit({ outcomes: ['event', 'none'], weights: [1n, 5n], total: 6n, leftover: 0n }, xs).pValue).toBeGreaterThan(1e-6);
  });
  it('refuses more than ten hexes, fractional hexes, double-counted overruns and unknown weather', () => {
    expect(() => travelDay(seed(1), start, { hexes: MAX_HEXES_PER_DAY + 1 })).toThrow(TravelError);
    expect(() => travelDay(seed(1), start, { hexes: 2.5 })).toThrow(TravelError);
    expect(() => travelDay(seed(1), start, { hexes: 6, slow: true })).toThrow(TravelError);
    expect(() => travelDay(seed(1), { ...start, weather: 'Balmy' as 'Sunny' }, { hexes: 2 })).toThrow(TravelError);
    expect(start.weather).toBe('Sunny');
  });
});
