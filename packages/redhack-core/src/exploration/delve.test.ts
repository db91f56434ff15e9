import { goodnessOfFit, seed, type Rng } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { encounterCheckDistribution } from './dungeon.js';
import { delve, startDelve, type DelveState } from './delve.js';
import { ExplorationError } from './ExplorationError.js';

const classic = { edition: 'classic' } as const;

describe('delve', () => {
  it('checks every 3 classic ticks and burns every light each time', () => {
    const [r] = delve(seed(1), startDelve([{ name: 'lantern', die: 20 }]), { turns: 9 }, classic);
    expect(r.events.filter((e) => e.roll === 'encounter-check').map((e) => e.at)).toEqual([3, 6, 9]);
    expect(r.events.filter((e) => e.roll === 'light')).toHaveLength(3);
    expect(r.state.elapsed).toBe(9);
  });
  it('rolls the draft31 event die every 2 turns, counting from the state', () => {
    const s: DelveState = { ...startDelve(), elapsed: 1 };
    const [r] = delve(seed(2), s, { turns: 5 });
    expect(r.events.filter((e) => e.roll === 'event-die').map((e) => e.at)).toEqual([2, 4, 6]);
  });
  it('gives the same log byte for byte for the same seed and never mutates the state', () => {
    const s = Object.freeze(startDelve());
    const a = delve(seed(9), s, { turns: 40, pace: 'caution' });
    const b = delve(seed(9), s, { turns: 40, pace: 'caution' });
    expect(a[0].log.join('\n')).toBe(b[0].log.join('\n'));
    expect(a[1]).toEqual(b[1]);
    expect(s.elapsed).toBe(0);
    expect(a[0].log.slice(0, 6)).toMatchSnapshot();
  });
  it('makes an encounter roll after every draft31 encounter', () => {
    const [r] = delve(seed(3), startDelve(), { turns: 400, pace: 'haste' });
    const enc = r.events.filter((e) => e.roll === 'event-die' && (e.result === 'Encounter' || e.result === 'Spoored creature')).length;
    expect(r.events.filter((e) => e.roll === 'encounter-roll')).toHaveLength(enc);
    expect(r.state.encounters).toBe(enc);
    expect(r.log.some((l) => l.includes('−1'))).toBe(true);
  });
  it('samples classic checks as the exact distribution says (fixed seed)', () => {
    let rng: Rng = seed(61);
    let s = startDelve([]);
    const xs: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const [r, next] = delve(rng, { ...s, signPending: false }, { turns: 3 }, classic);
      xs.push(r.events[0]?.result ?? '?');
      s = r.state;
      rng = next;
    }
    expect(goodnessOfFit(encounterCheckDistribution(), xs).pValue).toBeGreaterThan(1e-6);
  });
  it('reports the classic fast pace as disadvantage on search and surprise tests, first in the log', () => {
    const [r] = delve(seed(5), startDelve(), { turns: 3, pace: 'haste' }, classic);
    expect(r.testEffects).toEqual([{ tests: ['search', 'surprise'], effect: 'disadvantage', cause: 'fast-and-careless' }]);
    expect(r.log[0]).toBe('fast and careless: disadvantage on search and surprise tests');
    const [both] = delve(seed(5), startDelve(), { turns: 3, pace: 'haste', unusualLight: true }, classic);
    expect(both.testEffects.map((e) => e.effect)).toEqual(['disadvantage', 'advantage']);
    expect(both.log[1]).toBe('unusual light: advantage on search and surprise tests (the two cancel)');
    expect(delve(seed(5), startDelve(), { turns: 3 }, classic)[0].testEffects).toEqual([]);
    expect(delve(seed(5), startDelve(), { turns: 4, pace: 'haste' })[0].testEffects).toEqual([]);
  });
  it('throws typed errors for bad turns, caution in classic and unusual light in draft31', () => {
    const s = startDelve();
    expect(() => delve(seed(1), s, { turns: -1 })).toThrow(ExplorationError);
    expect(() => delve(seed(1), s, { turns: 1.5 })).toThrow(ExplorationError);
    expect(() => delve(seed(1), s, { turns: 10_001 })).toThrow(ExplorationError);
    expect(() => delve(seed(1), s, { turns: 3, pace: 'caution' }, classic)).toThrow(ExplorationError);
    expect(() => delve(seed(1), s, { turns: 3, unusualLight: true })).toThrow(ExplorationError);
  });
});
