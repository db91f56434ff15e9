import { describe, expect, it } from 'vitest';
import { DAMAGE_LADDER, DieSizeError, stepDamageDie, stepDown, stepUp } from './ladder.js';

describe('stepDown', () => {
  it('walks d20 → d12 → d10 → d8 → d6 → d4 → exhausted (R07)', () => {
    expect([20, 12, 10, 8, 6, 4].map(stepDown)).toEqual([12, 10, 8, 6, 4, 'exhausted']);
  });
  it('rejects sizes off the ladder', () => {
    expect(() => stepDown(7)).toThrow(DieSizeError);
    expect(() => stepDown(100)).toThrow(/not on the die-size ladder/);
  });
});

describe('stepUp', () => {
  it('walks d4 → d6 → d8 → d10 → d12 → d20 → max', () => {
    expect([4, 6, 8, 10, 12, 20].map(stepUp)).toEqual([6, 8, 10, 12, 20, 'max']);
  });
  it('rejects sizes off the ladder', () => {
    expect(() => stepUp(3)).toThrow(DieSizeError);
  });
});

describe('stepDamageDie', () => {
  it('walks the damage ladder d2 → d3 → d4 → d6 → d8 → d10 → d12 (R21)', () => {
    expect(DAMAGE_LADDER.map((s) => stepDamageDie(s, 1))).toEqual([3, 4, 6, 8, 10, 12, 12]);
    expect(DAMAGE_LADDER.map((s) => stepDamageDie(s, -1))).toEqual([2, 2, 3, 4, 6, 8, 10]);
  });
  it('stops at both ends', () => {
    expect(stepDamageDie(8, 3)).toBe(12);
    expect(stepDamageDie(3, -5)).toBe(2);
    expect(stepDamageDie(6, 0)).toBe(6);
  });
  it('rejects sizes off the damage ladder and fractional steps', () => {
    expect(() => stepDamageDie(20, 1)).toThrow(DieSizeError);
    expect(() => stepDamageDie(5, 1)).toThrow(/d2, d3, d4, d6, d8, d10, d12/);
    expect(() => stepDamageDie(6, 0.5)).toThrow(RangeError);
  });
});

describe('DieSizeError', () => {
  it('quotes a size given as a string and names the ladder it was checked against', () => {
    expect(() => stepDown('6' as unknown as number)).toThrow(new DieSizeError('6' as unknown as number));
    expect(() => stepDown('6' as unknown as number)).toThrowError(/^d"6" is not on the die-size ladder d4, d6, d8, d10, d12, d20$/);
    expect(() => stepUp(Number.NaN)).toThrowError(/^dNaN is not on the die-size ladder d4, d6, d8, d10, d12, d20$/);
    expect(() => stepUp(7)).toThrowError(/^d7 is not on the die-size ladder d4, d6, d8, d10, d12, d20$/);
    expect(() => stepDamageDie(20, 1)).toThrowError(/^d20 is not on the die-size ladder d2, d3, d4, d6, d8, d10, d12$/);
  });
  it('says why a step count is refused, quoting a string', () => {
    expect(() => stepDamageDie(6, 0.5)).toThrowError(/^stepping d6 on the ladder d2, d3, d4, d6, d8, d10, d12: steps must be a whole number, got 0\.5$/);
    expect(() => stepDamageDie(6, '1' as unknown as number)).toThrowError(/^stepping d6 on the ladder d2, d3, d4, d6, d8, d10, d12: steps must be a whole number, got "1"$/);
    const e = new DieSizeError(7);
    expect([e.name, e.sides]).toEqual(['DieSizeError', 7]);
  });
});
