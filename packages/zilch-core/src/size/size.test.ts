import { describe, expect, it } from 'vitest';
import { MAX_SCALED, roundHalfUp, scaleBySize, scaleDamage } from './size.js';
import { SizeError } from '../errors/SizeError.js';
import { caught } from '../testing.js';

const SIZES = 'tiny, tiny+, small, small+, medium, medium+, large, large+, huge, huge+, tremendous';

/** Checks that `f` throws a SizeError with exactly this input, value and message. */
function refuses(f: () => unknown, input: string, value: unknown, message: string): void {
  const e = caught(f);
  expect(e).toBeInstanceOf(SizeError);
  expect(e).toMatchObject({ input, message });
  expect((e as SizeError).value).toBe(value);
}

describe('roundHalfUp: argument range', () => {
  it('accepts the ends of both ranges', () => {
    expect(MAX_SCALED).toBe(1_000_000);
    expect(roundHalfUp(0, 1)).toBe(0);
    expect(roundHalfUp(1_000_000, 1)).toBe(1_000_000);
    expect(roundHalfUp(7, 1_000_000)).toBe(0);
    expect(roundHalfUp(7, 2)).toBe(4); // Z27: halves go up
  });
  it('refuses a bad numerator, naming num', () => {
    for (const v of [-1, 1.5, 1_000_001]) refuses(() => roundHalfUp(v, 2), 'num', v, `num must be a whole number 0..1000000, got ${v}`);
  });
  it('refuses a bad denominator, naming den', () => {
    for (const v of [0, -1, 1.5, 1_000_001]) refuses(() => roundHalfUp(4, v), 'den', v, `den must be a whole number 1..1000000, got ${v}`);
  });
});

describe('scaleBySize: refusals', () => {
  it('accepts 0..MAX_SCALED and refuses other values, naming value', () => {
    expect(scaleBySize(1_000_000, 'medium')).toBe(1_000_000);
    expect(scaleBySize(0, 'large')).toBe(0);
    for (const v of [-1, 1.5, 1_000_001]) refuses(() => scaleBySize(v, 'medium'), 'value', v, `value must be a whole number 0..1000000, got ${v}`);
  });
  it('refuses an unknown size and lists the known ones', () => {
    refuses(() => scaleBySize(4, 'bogus' as never), 'size', 'bogus', `unknown size "bogus"; use ${SIZES} (Z27)`);
  });
  it('refuses a non-string whose text is a size name', () => {
    const box = ['medium'];
    refuses(() => scaleBySize(4, box as never), 'size', box, `unknown size ["medium"]; use ${SIZES} (Z27)`);
  });
});

describe('scaleDamage', () => {
  it('names the refused amount', () => {
    refuses(() => scaleDamage(-1, 0, 'small'), 'physical', -1, 'physical must be a whole number 0..1000000, got -1');
    refuses(() => scaleDamage(0, -1, 'small'), 'energy', -1, 'energy must be a whole number 0..1000000, got -1');
  });
  it('scales no damage to no damage', () => {
    expect(scaleDamage(0, 0, 'large')).toEqual({ physical: 0, energy: 0 });
  });
});
