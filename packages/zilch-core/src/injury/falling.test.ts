import { describe, expect, it } from 'vitest';
import { rollDie, seed } from '@rollwright/dice';
import { fallDice, MAX_FALL_SQUARES, rollFall } from './falling.js';
import { SuitValueError } from '../errors/SuitValueError.js';

describe('fallDice: distance limits', () => {
  it('accepts 0 and MAX_FALL_SQUARES squares, refuses one past either end', () => {
    expect(MAX_FALL_SQUARES).toBe(200);
    expect(fallDice({ squares: 0 })).toBe(0);
    expect(fallDice({ squares: 200 })).toBe(100); // 1d6 per 2 squares (seed § Falling)
    expect(() => fallDice({ squares: 201 })).toThrow(SuitValueError);
    expect(() => fallDice({ squares: 201 })).toThrow(/^a fall is 0\.\.200 whole squares, got 201$/);
    expect(() => fallDice({ squares: -1 })).toThrow(/^a fall is 0\.\.200 whole squares, got -1$/);
  });
});

describe('fallDice: the Acrobatics degrees (seed § Falling)', () => {
  it('S takes off 1d6, F changes nothing', () => {
    // 20 ft = 2d6; a success leaves 1d6, a failure leaves 2d6, a critical success none.
    expect(fallDice({ squares: 4 }, 'S')).toBe(1);
    expect(fallDice({ squares: 4 }, 'F')).toBe(2);
    expect(fallDice({ squares: 4 }, 'CF')).toBe(3);
    expect(fallDice({ squares: 4 }, 'CS')).toBe(0);
    expect(fallDice({ squares: 8 }, 'CS')).toBe(2); // 40 ft: 4d6 − 2d6
    expect(fallDice({ squares: 8, jumped: true }, 'S')).toBe(2); // 4d6 − 1d6 − 1d6
  });
});

describe('rollFall without a test', () => {
  it('rolls no Acrobatics test and sums 1d6 per 2 squares', () => {
    const [r, next] = rollFall(seed(7), { squares: 4 });
    const [a, r1] = rollDie(seed(7), 6);
    const [b, r2] = rollDie(r1, 6);
    expect(r).toEqual({ damage: a + b, dice: 2, test: null });
    expect(next).toEqual(r2);
  });
});
