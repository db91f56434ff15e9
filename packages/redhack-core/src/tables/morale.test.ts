import { describe, expect, it } from 'vitest';
import { probability } from '@rollwright/dice';
import { tableDistribution } from '@rollwright/tables';
import { TableDefinitionError } from '@rollwright/tables';
import { moraleTable } from './morale.js';

describe('moraleTable', () => {
  it('breaks above the morale score on 2d6 (R24)', () => {
    expect(probability(tableDistribution(moraleTable('draft31', 7)), 'Broken')).toEqual({ num: 5n, den: 12n });
    expect(probability(tableDistribution(moraleTable('classic', 7)), 'Holds')).toEqual({ num: 7n, den: 12n });
  });

  it('lowers the score by 1 per earlier test in draft31', () => {
    expect(probability(tableDistribution(moraleTable('draft31', 7, 2)), 'Broken')).toEqual({ num: 13n, den: 18n });
  });

  it('handles the extremes and rejects bad scores', () => {
    expect(tableDistribution(moraleTable('draft31', 12)).outcomes).toEqual(['Holds']);
    expect(tableDistribution(moraleTable('draft31', 2, 1)).outcomes).toEqual(['Broken']);
    expect(() => moraleTable('classic', 13)).toThrow(TableDefinitionError);
    expect(() => moraleTable('classic', 7, 1)).toThrow(TableDefinitionError);
  });
});
