import { describe, expect, it } from 'vitest';
import { DieSizeError, stepDown, stepUp } from './ladder.js';

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
