import { fraction, probability, type UsageDie } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatInputError, CombatLimitError } from '../errors.js';
import { samplerPValue } from '../chi.js';
import { ongoingDamageDistribution, resolveOngoingDamage, rollOngoingDamage } from './ongoing.js';

function total(r0: Parameters<typeof rollOngoingDamage>[0], d: UsageDie, resolving = false): readonly [number, typeof r0] {
  let r = r0;
  let s: UsageDie | 'exhausted' = d;
  let t = 0;
  while (s !== 'exhausted') {
    const [x, n]: readonly [{ damage: number; next: UsageDie | 'exhausted' }, typeof r0] = rollOngoingDamage(r, s, resolving);
    t += x.damage;
    s = x.next;
    r = n;
  }
  return [t, r];
}

describe('ongoingDamageDistribution', () => {
  it('gives a ud4 total 1 with chance 1/4 and 2 with 1/4', () => {
    const d = ongoingDamageDistribution(4);
    expect(probability(d, 1)).toEqual(fraction(1n, 4n));
    expect(probability(d, 2)).toEqual(fraction(1n, 4n));
    expect(probability(d, 4)).toEqual(fraction(1n, 16n)); // 3 then 1
  });
  it('keeps the burning mass as leftover when cut', () => {
    const d = ongoingDamageDistribution(4, { maxRollsPerSize: 2 });
    expect(d.leftover * 4n).toBe(d.total); // two 3–4s in a row: 1/4
  });
  it('refuses a non-usage die and a cut past the limit', () => {
    expect(() => ongoingDamageDistribution(7 as UsageDie)).toThrow(CombatInputError);
    expect(() => ongoingDamageDistribution(6, { maxRollsPerSize: 500 })).toThrow(CombatLimitError);
    // a ud20 (or ud12) cut at 200 rolls per size is refused before any work, in no time
    expect(() => ongoingDamageDistribution(20, { maxRollsPerSize: 200, resolving: true })).toThrow(CombatLimitError);
    expect(() => ongoingDamageDistribution(20, { maxRollsPerSize: 200 })).toThrow(CombatLimitError);
    expect(() => ongoingDamageDistribution(12, { maxRollsPerSize: 200 })).toThrow(/lower maxRollsPerSize/);
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    expect(samplerPValue(ongoingDamageDistribution(8, { maxRollsPerSize: 100 }), (r) => total(r, 8), 10_000)).toBeGreaterThan(1e-6);
    expect(samplerPValue(ongoingDamageDistribution(6, { resolving: true, maxRollsPerSize: 120 }), (r) => total(r, 6, true), 10_000)).toBeGreaterThan(1e-6);
  });
});

describe('resolveOngoingDamage', () => {
  it('adds each face and steps down on 1–2', () => {
    expect(resolveOngoingDamage([5, 2, 3, 1], 6)).toEqual({ total: 11, die: 'exhausted', ended: true });
    expect(() => resolveOngoingDamage([1, 1, 3], 6)).toThrow(CombatInputError);
  });
});
