// Condition names and their implications (Z05 Defenseless, Z06 Helpless, Z08 Hampered, Z10
// Unconscious; seed § Conditions).
import { describe, expect, it } from 'vitest';
import { assertCondition, CONDITIONS, withImplied, type Condition, type ConditionEffect } from './conditions.js';
import { ConditionError } from '../errors/ConditionError.js';

describe('assertCondition', () => {
  it('accepts every condition name', () => {
    for (const c of Object.keys(CONDITIONS)) expect(() => assertCondition(c)).not.toThrow();
  });
  it('refuses an unknown name, quoting it and listing the known ones', () => {
    expect(() => assertCondition('bogus')).toThrow(ConditionError);
    expect(() => assertCondition('bogus')).toThrow('unknown condition "bogus"; use defenseless, helpless, slowed, hampered, prone,');
    expect(() => assertCondition('bogus')).toThrow(expect.objectContaining({ name: 'ConditionError', condition: 'bogus' }));
  });
  it('refuses a value that is not a string even when it names a condition as a property key', () => {
    // ['prone'] turns into the property key 'prone', yet it is not a condition name.
    expect(() => assertCondition(['prone'])).toThrow(ConditionError);
    expect(() => assertCondition(['prone'])).toThrow('unknown condition ["prone"]');
  });
  it('names a symbol as "symbol" and undefined as "undefined"', () => {
    expect(() => assertCondition(Symbol('prone'))).toThrow(/^unknown condition symbol; use defenseless/);
    expect(() => assertCondition(undefined)).toThrow(/^unknown condition undefined; use/);
  });
});

describe('withImplied', () => {
  it('closes Unconscious to Defenseless, Helpless, Unconscious, in sorted order (Z10 ⇒ Z06 ⇒ Z05)', () => {
    expect(withImplied(['unconscious'])).toStrictEqual(['defenseless', 'helpless', 'unconscious']);
    expect(withImplied(['prone', 'hampered'])).toStrictEqual(['hampered', 'prone', 'slowed']);
  });
  it('refuses conditions that are not an array, saying so', () => {
    expect(() => withImplied('prone' as never)).toThrow(ConditionError);
    expect(() => withImplied('prone' as never)).toThrow('conditions must be an array of condition names');
    expect(() => withImplied(null as never)).toThrow(ConditionError);
  });
  it('looks up each condition once, so a cyclic house-rule table still ends (Prone ⇄ Hampered)', () => {
    let lookups = 0;
    const looped = (c: Condition, implies: readonly Condition[]): ConditionEffect => ({
      ...CONDITIONS[c],
      get implies() {
        lookups++;
        if (lookups > 10) throw new Error('implications looked up again and again');
        return implies;
      },
    });
    const table = { ...CONDITIONS, prone: looped('prone', ['hampered']), hampered: looped('hampered', ['prone']) };
    expect(withImplied(['prone'], table)).toStrictEqual(['hampered', 'prone']);
    expect(lookups).toBe(2);
  });
});
