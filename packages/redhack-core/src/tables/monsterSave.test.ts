import { describe, expect, it } from 'vitest';
import { monsterAffectedChance } from './monsterSave.js';

describe('monsterAffectedChance', () => {
  it('reproduces the R10 probability table', () => {
    expect(monsterAffectedChance(0, 'other')).toEqual({ num: 4n, den: 5n }); // 16/20
    expect(monsterAffectedChance(0, 'deathOrPoison')).toEqual({ num: 7n, den: 10n }); // 14/20
    expect(monsterAffectedChance(5, 'other')).toEqual({ num: 3n, den: 5n }); // 12/20
    expect(monsterAffectedChance(22, 'spell')).toEqual({ num: 1n, den: 10n }); // 2/20
    expect(monsterAffectedChance(22, 'other')).toEqual({ num: 1n, den: 20n }); // natural 20 only
    expect(monsterAffectedChance(22, 'other', { nat20AlwaysAffects: false })).toEqual({ num: 0n, den: 1n });
  });
});
