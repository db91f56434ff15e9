import { describe, expect, it } from 'vitest';
import { CombatActionError } from '../errors.js';
import { lengthAdvantage, offHandAttack } from './weapons.js';

describe('lengthAdvantage', () => {
  it('favours a Long weapon in the round the pair came Close, a Short one against it afterwards', () => {
    expect([lengthAdvantage('long', 'normal', 0), lengthAdvantage('long', 'normal', 1)]).toEqual([true, false]);
    expect([lengthAdvantage('short', 'long', 0), lengthAdvantage('short', 'long', 2), lengthAdvantage('short', 'normal', 2)]).toEqual([false, true, false]);
  });
});

describe('offHandAttack', () => {
  it('rolls with disadvantage for improvised damage, and is refused after a disadvantaged attack', () => {
    expect(offHandAttack({ attribute: 13, ac: 4, backstab: 2 }, { count: 1, sides: 6 }, false)).toEqual({ attribute: 13, ac: 4, disadvantage: 1, damage: { count: 1, sides: 6 } });
    expect(() => offHandAttack({ attribute: 13, ac: 4 }, { count: 1, sides: 6 }, true)).toThrow(CombatActionError);
  });
});
