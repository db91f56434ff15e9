import { describe, expect, it } from 'vitest';
import { caught } from '../../test/caught.js';
import { DIALECT_NAMES, dialectByName } from './dialectByName.js';
import { foundry } from './foundry.js';
import { roll20 } from './roll20.js';
import { rollwright } from './rollwright.js';
import { rpgDiceRoller } from './rpgDiceRoller.js';

describe('DIALECT_NAMES', () => {
  it('lists the four names in the documented order, frozen', () => {
    expect(DIALECT_NAMES).toEqual(['rollwright', 'foundry', 'roll20', 'rpg-dice-roller']);
    expect(Object.isFrozen(DIALECT_NAMES)).toBe(true);
  });
});

describe('dialectByName', () => {
  it('returns the dialect object of each name', () => {
    expect(DIALECT_NAMES.map((n) => dialectByName(n))).toEqual([rollwright, foundry, roll20, rpgDiceRoller]);
    expect(dialectByName('rpg-dice-roller')).toBe(rpgDiceRoller);
    expect(dialectByName('foundry')).toBe(foundry);
  });

  it('refuses any other name with reason range at 0, listing the names', () => {
    const e = caught(() => dialectByName('Foundry'));
    expect([e.reason, e.index, e.notation, e.message]).toEqual(['range', 0, 'Foundry', 'Expected a dialect name: rollwright, foundry, roll20, rpg-dice-roller at 1 in "Foundry"']);
  });
});
