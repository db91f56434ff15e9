import { probability } from '@rollwright/dice';
import { describe, expect, it } from 'vitest';
import { testDistribution } from '../../tests/index.js';
import { helmSources } from './helm.js';

const ok = (tags: string[], edition: 'classic' | 'draft31') => {
  const d = testDistribution({ attribute: 11, tags, sources: helmSources({ edition }) }, { edition });
  return probability(d, 'success').num * 400n / probability(d, 'success').den + probability(d, 'critical-success').num * 400n / probability(d, 'critical-success').den;
};

describe('helmSources', () => {
  it('gives draft31 CHA and perception tests disadvantage (p = 11/20 → 121/400)', () => {
    expect(ok(['attribute:CHA'], 'draft31')).toBe(121n);
    expect(ok(['perception'], 'draft31')).toBe(121n);
    expect(ok(['attribute:STR'], 'draft31')).toBe(220n);
  });
  it('spares classic intimidation but not surprise', () => {
    expect(ok(['attribute:CHA', 'intimidate'], 'classic')).toBe(220n);
    expect(ok(['attribute:CHA'], 'classic')).toBe(121n);
    expect(ok(['attribute:WIS', 'surprise'], 'classic')).toBe(121n);
  });
});
