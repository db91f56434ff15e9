import { fraction, goodnessOfFit, probability, seed, type Rng, type UsageDie } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { afterBattle, maintainEquipment, repairKitDistribution, resolveRepairKit, spendDisrepair, startMaintenance } from './maintenance.js';
import { SurvivalError } from './SurvivalError.js';

describe('resolveRepairKit', () => {
  it('keeps the higher of two faces for a Warrior and steps down on a 1 or 2', () => {
    expect(resolveRepairKit(8, [2, 5], true)).toEqual({ face: 5, next: 8 });
    expect(resolveRepairKit(8, [1, 2], true)).toEqual({ face: 2, next: 6 });
    expect(resolveRepairKit(8, [2], false)).toEqual({ face: 2, next: 6 });
    expect(resolveRepairKit(4, [1], false)).toEqual({ face: 1, next: 'exhausted' });
    expect(() => resolveRepairKit(8, [5], true)).toThrow(SurvivalError);
    expect(() => resolveRepairKit(8, [9], false)).toThrow(SurvivalError);
    expect(() => resolveRepairKit(7 as UsageDie, [1], false)).toThrow(SurvivalError);
  });
});

describe('repairKitDistribution', () => {
  it('steps a ud8 down 1/4 of the time, and 1/16 for a Warrior', () => {
    expect(probability(repairKitDistribution(8, false), 6)).toEqual(fraction(1n, 4n));
    expect(probability(repairKitDistribution(8, true), 6)).toEqual(fraction(1n, 16n));
    expect(probability(repairKitDistribution(4, true), 'exhausted')).toEqual(fraction(1n, 4n));
  });
  it('matches maintainEquipment (fixed seed)', () => {
    let r: Rng = seed(72);
    const xs: (UsageDie | 'exhausted')[] = [];
    for (let i = 0; i < 3000; i++) {
      const [m, next] = maintainEquipment(r, startMaintenance(6), 0, true);
      xs.push(m.state.tools);
      r = next;
    }
    expect(goodnessOfFit(repairKitDistribution(6, true), xs).pValue).toBeGreaterThan(1e-6);
  });
});

describe('afterBattle', () => {
  it('gives the DM a disrepair point unless the kit was rolled within the last day', () => {
    const fresh = Object.freeze(startMaintenance(8));
    expect(afterBattle(fresh, 0).state.disrepair).toBe(1);
    const [m] = maintainEquipment(seed(1), fresh, 4, false);
    expect(afterBattle(m.state, 4).state.disrepair).toBe(0);
    expect(afterBattle(m.state, 5).state.disrepair).toBe(0);
    expect(afterBattle(m.state, 6).state.disrepair).toBe(1);
    expect(afterBattle(m.state, 6).log[0]).toContain('disrepair point (1)');
    expect(fresh).toEqual({ tools: 8, lastMaintained: null, disrepair: 0 });
  });
});

describe('spendDisrepair', () => {
  it('spends a point for disadvantage on an attack or defence roll', () => {
    const m = afterBattle(afterBattle(startMaintenance(8), 1).state, 2).state;
    const s = spendDisrepair(m, 'defence');
    expect(s.state.disrepair).toBe(1);
    expect(s.disadvantage).toBe(1);
    expect(() => spendDisrepair(startMaintenance(8), 'attack')).toThrow(SurvivalError);
    expect(() => spendDisrepair(m, 'damage' as 'attack')).toThrow(SurvivalError);
  });
});

describe('maintainEquipment', () => {
  it('refuses a used-up kit, a day before the last maintenance and a bad state', () => {
    expect(() => maintainEquipment(seed(1), { tools: 'exhausted', lastMaintained: null, disrepair: 0 }, 1, true)).toThrow(SurvivalError);
    expect(() => maintainEquipment(seed(1), { tools: 8, lastMaintained: 5, disrepair: 0 }, 4, true)).toThrow(SurvivalError);
    expect(() => maintainEquipment(seed(1), { tools: 8, lastMaintained: null, disrepair: -1 }, 4, true)).toThrow(SurvivalError);
    expect(() => maintainEquipment(seed(1), startMaintenance(8), 1.5, true)).toThrow(SurvivalError);
    const [m] = maintainEquipment(seed(3), startMaintenance(8), 1, true);
    expect(m.log[0]).toMatch(/^day 1: a Warrior maintains the equipment, repair kit ud8 rolled \d+ and \d+ → ud\d+$/);
  });
});
