import { describe, expect, it } from 'vitest';
import { createCharacter, spendChips } from '../characters/character.js';
import { applyDamage, drainSuit, heal, MAX_INJURY, recoverDrain, recoverTemporary } from './damage.js';
import { SuitValueError } from '../errors/SuitValueError.js';
import { caught, deepFreeze } from '../testing.js';

// ♣10 ♠6 ♦7 ♥8 fighter: 10 ♣ chips, 8 HP.
const hero = (): ReturnType<typeof createCharacter> =>
  deepFreeze(createCharacter({ name: 'Bo', suits: { clubs: 10, spades: 6, diamonds: 7, hearts: 8 }, classes: ['fighter'] }));

const USE = 'use clubs, spades, diamonds or hearts';

describe('injury amounts: range and refusal messages', () => {
  it('accepts exactly MAX_INJURY and refuses one more, naming the call', () => {
    expect(MAX_INJURY).toBe(10_000);
    expect(() => applyDamage(hero(), { amount: 10_000 })).not.toThrow();
    const e = caught(() => applyDamage(hero(), { amount: 10_001 }));
    expect(e).toBeInstanceOf(SuitValueError);
    expect(e).toMatchObject({ message: 'damage must be a whole number 0..10000, got 10001', input: 'amount', value: 10_001 });
  });
  it('shows a fraction as is and a symbol as "a symbol"', () => {
    expect(() => applyDamage(hero(), { amount: 1.5 })).toThrow(/^damage must be a whole number 0\.\.10000, got 1\.5$/);
    expect(() => applyDamage(hero(), { amount: Symbol('x') as never })).toThrow(/^damage must be a whole number 0\.\.10000, got a symbol$/);
  });
  it('names each function in its message', () => {
    const h = hero();
    expect(() => drainSuit(h, 'clubs', -1)).toThrow(/^drain must be a whole number 0\.\.10000, got -1$/);
    expect(() => heal(h, -1)).toThrow(/^healing must be a whole number 0\.\.10000, got -1$/);
    expect(() => recoverTemporary(h, -1)).toThrow(/^temporary recovery must be a whole number 0\.\.10000, got -1$/);
    expect(() => recoverDrain(h, 'clubs', -1)).toThrow(/^drain recovery must be a whole number 0\.\.10000, got -1$/);
  });
});

describe('injury Suit names', () => {
  it('refuses an unknown Suit name with the name quoted', () => {
    const e = caught(() => recoverDrain(hero(), 'bogus' as never, 1));
    expect(e).toBeInstanceOf(SuitValueError);
    expect(e).toMatchObject({ message: `unknown Suit "bogus"; ${USE}`, input: 'suit', value: 'bogus' });
    expect(() => drainSuit(hero(), 'bogus' as never, 1)).toThrow(`unknown Suit "bogus"; ${USE}`);
  });
  it('refuses a symbol and a number', () => {
    expect(() => recoverDrain(hero(), Symbol('s') as never, 1)).toThrow(`unknown Suit symbol; ${USE}`);
    expect(() => recoverDrain(hero(), 3 as never, 1)).toThrow(`unknown Suit 3; ${USE}`);
  });
});

describe('applyDamage: the damage argument', () => {
  it('refuses null and a bare number with its own message', () => {
    for (const bad of [null, 5]) {
      const e = caught(() => applyDamage(hero(), bad as never));
      expect(e).toBeInstanceOf(SuitValueError);
      expect(e).toMatchObject({ message: 'damage must be an object { amount, temporary?, tainted? }', input: 'damage', value: bad });
    }
  });
  it('zero damage changes nothing and reports nothing', () => {
    const r = applyDamage(hero(), { amount: 0 });
    expect(r.events).toEqual([]);
    expect(r.character.chips.hearts).toBe(8);
  });
  it('a character already at 0 HP is not knocked out again: the point becomes ♥ drain (seed § Injury)', () => {
    const ko = applyDamage(hero(), { amount: 8 });
    expect(ko.events).toEqual([{ type: 'hpLost', amount: 8, temporary: false }, { type: 'unconscious' }]);
    const r = applyDamage(ko.character, { amount: 1 });
    expect(r.events).toEqual([{ type: 'drain', suit: 'hearts', amount: 1 }]);
    expect(r.character.drain.hearts).toBe(1);
  });
});

describe('drainSuit', () => {
  it('zero drain returns the same character and no events', () => {
    const h = hero();
    const r = drainSuit(h, 'clubs', 0);
    expect(r.character).toBe(h);
    expect(r.events).toEqual([]);
  });
  it('reports death once: draining a dead character adds no second death (seed § Drain)', () => {
    const dead = drainSuit(hero(), 'hearts', 8);
    expect(dead.events.at(-1)).toEqual({ type: 'dead' });
    expect(drainSuit(dead.character, 'hearts', 1).events).toEqual([{ type: 'drain', suit: 'hearts', amount: 1 }]);
  });
  it('loses no chips when the chips already fit the new value (seed § Drain)', () => {
    const spent = spendChips(hero(), 'clubs', 4); // 6 ♣ chips left
    const r = drainSuit(spent, 'clubs', 4); // ♣ 10 → 6: the 6 chips still fit
    expect(r.events).toEqual([{ type: 'drain', suit: 'clubs', amount: 4 }]);
    expect(r.character.chips.clubs).toBe(6);
  });
  it('♥ drain shrinks the temporary pool so HP chips plus pool never exceed max HP (Z28)', () => {
    // 8 HP, 3 temporary damage: 5 chips + 3 in the pool. ♥ drained 2 → max HP 6: pool 1.
    const t = applyDamage(hero(), { amount: 3, temporary: true }).character;
    const a = drainSuit(t, 'hearts', 2);
    expect(a.character.chips.hearts).toBe(5);
    expect(a.character.temporaryDamage).toBe(1);
    expect(a.events).toEqual([{ type: 'drain', suit: 'hearts', amount: 2 }]);
    // ♥ drained 4 → max HP 4: one chip lost, pool emptied.
    const b = drainSuit(t, 'hearts', 4);
    expect(b.character).toMatchObject({ chips: { hearts: 4 }, temporaryDamage: 0 });
  });
  it('leaves the pool alone when chips plus pool still fit, and on other Suits', () => {
    // 8 HP, 2 normal + 3 temporary damage: 3 chips + 3 pool = 6.
    const hurt = applyDamage(applyDamage(hero(), { amount: 2 }).character, { amount: 3, temporary: true }).character;
    expect(hurt).toMatchObject({ chips: { hearts: 3 }, temporaryDamage: 3 });
    expect(drainSuit(hurt, 'hearts', 1).character).toMatchObject({ chips: { hearts: 3 }, temporaryDamage: 3 }); // max HP 7 ≥ 6
    expect(drainSuit(hurt, 'hearts', 2).character).toMatchObject({ chips: { hearts: 3 }, temporaryDamage: 3 }); // max HP 6 = 6
    expect(drainSuit(hurt, 'clubs', 1).character).toMatchObject({ chips: { hearts: 3 }, temporaryDamage: 3 });
  });
});

describe('heal with a temporary pool', () => {
  it('does not restore chips that sit in the temporary pool (seed § Temporary damage)', () => {
    const t = applyDamage(applyDamage(hero(), { amount: 2 }).character, { amount: 3, temporary: true }).character; // 3 chips, pool 3
    expect(heal(t, 5).chips.hearts).toBe(5); // room 8 − 3 − 3 = 2
    const full = applyDamage(hero(), { amount: 3, temporary: true }).character; // 5 chips, pool 3: no room
    expect(heal(full, 5).chips.hearts).toBe(5);
  });
});
