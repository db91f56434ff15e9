import { fraction, probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { CombatLimitError } from '../errors.js';
import { samplerPValue } from '../chi.js';
import { resolveUnitAttack, rollUnitAttack, unitAttackDistribution } from './units.js';

describe('unitAttackDistribution', () => {
  it('needs 13+ for a d6 unit against the unarmoured (8/20 a die)', () => {
    expect(probability(unitAttackDistribution({ dice: 1, armour: 'unarmoured', damage: 'd6' }), 1)).toEqual(fraction(8n, 20n));
    expect(resolveUnitAttack([13, 12], { dice: 2, armour: 'unarmoured', damage: 'd6' })).toBe(1);
  });
  it('refuses more than five unit dice', () => {
    expect(() => unitAttackDistribution({ dice: 6, armour: 'leather', damage: 'd6' })).toThrow(CombatLimitError);
  });
  it('matches the sampler (chi-square, fixed seed)', () => {
    const spec = { dice: 5, armour: 'chain', damage: 'd8' } as const;
    expect(samplerPValue(unitAttackDistribution(spec), (r) => {
      const [u, n] = rollUnitAttack(r, spec);
      return [u.hits, n];
    })).toBeGreaterThan(1e-6);
  });
});
