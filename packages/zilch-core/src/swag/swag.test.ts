import { describe, expect, it } from 'vitest';
import { createCharacter } from '../characters/character.js';
import { drainSuit } from '../injury/damage.js';
import { caught } from '../testing.js';
import { applyDamage } from '../injury/damage.js';
import { conditionsOf } from '../characters/character.js';
import { awardSwag, resurrect, spendSwag } from './swag.js';
import { SwagError } from '../errors/SwagError.js';

const c = createCharacter({ name: 'S', suits: { clubs: 7, spades: 7, diamonds: 7, hearts: 4 } });

describe('awardSwag', () => {
  it('gives 2/3/4 plus bonus', () => expect(awardSwag(awardSwag(c, 'hard', 1), 'easy').swag).toBe(7));
  it('rejects a negative bonus', () => expect(() => awardSwag(c, 'easy', -1)).toThrow(SwagError));
});

describe('spendSwag', () => {
  it('refuses to overspend', () => expect(() => spendSwag(c, 1)).toThrow(SwagError));
});

describe('resurrect', () => {
  it('costs 10 Swag and brings the dead back at 1 HP', () => {
    const dead = applyDamage(awardSwag(c, 'hard', 6), { amount: 8 }).character;
    expect(conditionsOf(dead)).toContain('dead');
    const { character } = resurrect(dead);
    expect(character.swag).toBe(0);
    expect(character.chips.hearts).toBe(1);
    expect(conditionsOf(character)).not.toContain('dead');
    expect(() => resurrect(dead, c)).toThrow(SwagError);
  });
});

describe('swag edge cases (mutation triage)', () => {
  const msg = (f: () => unknown): string => {
    const e = caught(f);
    expect(e).toBeInstanceOf(SwagError);
    return (e as SwagError).message;
  };
  it('refuses unknown difficulties and bad bonuses with exact messages', () => {
    expect(msg(() => awardSwag(c, 42 as unknown as 'easy'))).toBe('unknown encounter difficulty number');
    expect(msg(() => awardSwag(c, 'epic' as 'easy'))).toBe('unknown encounter difficulty "epic"');
    expect(msg(() => awardSwag(c, 'toString' as 'easy'))).toBe('unknown encounter difficulty "toString"');
    for (const b of [-1, 1.5, 1_000_001]) expect(msg(() => awardSwag(c, 'easy', b))).toBe(`bonus Swag must be a whole number ≥ 0, got ${String(b)}`);
    expect(msg(() => awardSwag(c, 'easy', Symbol('x') as unknown as number))).toBe('bonus Swag must be a whole number ≥ 0, got a symbol');
  });
  it('takes a bonus of exactly 1 000 000 (Swag table: easy 2 + bonus)', () => {
    expect(awardSwag(c, 'easy', 1_000_000).swag).toBe(1_000_002);
    expect(awardSwag(c, 'average', 0).swag).toBe(3);
  });
  it('spends 0 and refuses negative, fractional or excessive amounts with exact messages', () => {
    expect(spendSwag(c, 0).swag).toBe(0);
    expect(spendSwag(awardSwag(c, 'hard'), 4).swag).toBe(0);
    for (const a of [-1, 1.5]) expect(msg(() => spendSwag(c, a))).toBe(`Swag to spend must be a whole number ≥ 0, got ${String(a)}`);
    expect(msg(() => spendSwag(c, Symbol('x') as unknown as number))).toBe('Swag to spend must be a whole number ≥ 0, got a symbol');
    expect(msg(() => spendSwag(c, 1))).toBe('S has 0 Swag, cannot spend 1');
  });
  it('resurrects the dead one, paid by an ally, keeping other drain and taint', () => {
    const hurt = drainSuit(c, 'clubs', 1).character;
    const dead0 = applyDamage(hurt, { amount: 8 }).character;
    const dead = { ...dead0, taint: { ...dead0.taint, spades: 2, hearts: 3 } };
    const ally = createCharacter({ name: 'Ally', suits: { clubs: 7, spades: 7, diamonds: 7, hearts: 7 } });
    const rich = awardSwag(awardSwag(awardSwag(ally, 'hard'), 'hard'), 'hard'); // 12 Swag
    const { character, payer } = resurrect(dead, rich);
    expect(character.name).toBe('S');
    expect(character.swag).toBe(0);
    expect(character.drain).toEqual({ clubs: 1, spades: 0, diamonds: 0, hearts: 0 });
    expect(character.taint).toEqual({ clubs: 0, spades: 2, diamonds: 0, hearts: 0 });
    expect(payer.name).toBe('Ally');
    expect(payer.swag).toBe(2);
    expect(payer).not.toBe(character);
  });
  it('returns the same object as character and payer when self-paid', () => {
    const dead = applyDamage(awardSwag(c, 'hard', 7), { amount: 8 }).character;
    const r = resurrect(dead);
    expect(r.payer).toBe(r.character);
    expect(r.character.swag).toBe(1);
  });
});
