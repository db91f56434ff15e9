import { seed } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { samplerPValue } from '../chi.js';
import { CombatInputError } from '../errors.js';
import { chaseDistribution } from './techniques.js';
import { resolveChase, rollChase } from './chase.js';

const fast = Object.freeze({ unencumbered: true, allOut: true, dex: 14 });
const slow = Object.freeze({ unencumbered: true, allOut: true, dex: 9 });

describe('resolveChase', () => {
  it('needs no dice when the burden or the effort decides', () => {
    expect(resolveChase({ a: [], b: [] }, { ...fast, unencumbered: false }, slow)).toBe('b');
    expect(resolveChase({ a: [], b: [] }, fast, { ...slow, allOut: false })).toBe('a');
    expect(() => resolveChase({ a: [5], b: [] }, fast, { ...slow, allOut: false })).toThrow(CombatInputError);
  });
  it('makes an opposed DEX test between two unencumbered sides running all out', () => {
    expect(resolveChase({ a: [12], b: [7] }, fast, slow)).toBe('a');
    expect(resolveChase({ a: [15], b: [7] }, fast, slow)).toBe('b');
    expect(resolveChase({ a: [15], b: [12] }, fast, slow)).toBe('none');
  });
});

describe('rollChase', () => {
  it('samples chaseDistribution', () => {
    expect(samplerPValue(chaseDistribution(fast, slow), (r) => rollChase(r, fast, slow), 6000)).toBeGreaterThan(1e-6);
    const r = seed(1);
    expect(rollChase(r, { ...fast, unencumbered: false }, slow)).toEqual(['b', r]);
  });
});
