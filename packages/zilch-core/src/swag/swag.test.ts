import { describe, expect, it } from 'vitest';
import { createCharacter } from '../characters/character.js';
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
