import { describe, expect, it } from 'vitest';
import { rollDie, seed, type Rng } from '@rollwright/dice';
import { compileDie, dieFor, MAX_DIE_OUTCOMES } from './dieExpr.js';
import { DieExpressionError } from './errors.js';

const plain = (d: { outcomes: readonly number[]; weights: readonly bigint[]; total: bigint; leftover: bigint }) => ({
  outcomes: d.outcomes, weights: d.weights, total: d.total, leftover: d.leftover,
});

describe('compileDie', () => {
  it('reads d66 as a tens die and a units die: 36 values 11..66', () => {
    const d = compileDie('D66');
    expect(d).toMatchObject({ notation: 'D66', kind: 'd66', uniform: false, min: 11, max: 66, size: 36 });
    expect(d.faces.slice(0, 7)).toEqual([11, 12, 13, 14, 15, 16, 21]);
    expect(d.faces[35]).toBe(66);
    expect(d.distribution.total).toBe(36n);
    expect(d.distribution.weights.every((w) => w === 1n)).toBe(true);
    expect([11, 16, 61, 66].every((v) => d.hasFace(v))).toBe(true);
    expect([10, 17, 20, 67, 70].some((v) => d.hasFace(v))).toBe(false);
  });

  it('rolls d66 from two given d6: tens first, then units', () => {
    for (let s = 0; s < 10; s++) {
      const [t, r1] = rollDie(seed(s), 6);
      const [u, r2] = rollDie(r1, 6);
      const [v, next] = compileDie('d66').roll(seed(s));
      expect(v).toBe(10 * t + u);
      expect(next).toEqual(r2);
    }
  });

  it('reads a single die, maybe shifted, as uniform over min..max', () => {
    expect(compileDie('d20')).toMatchObject({ kind: 'total', uniform: true, min: 1, max: 20, size: 20 });
    expect(compileDie('1d%')).toMatchObject({ uniform: true, min: 1, max: 100, size: 100 });
    expect(compileDie('d6+1')).toMatchObject({ uniform: true, min: 2, max: 7, size: 6 });
    expect(compileDie('1d100-1')).toMatchObject({ uniform: true, min: 0, max: 99, size: 100 });
    expect(compileDie('d4 + 2').faces).toEqual([3, 4, 5, 6]);
    expect(plain(compileDie('d4-1').distribution)).toEqual({ outcomes: [0, 1, 2, 3], weights: [1n, 1n, 1n, 1n], total: 4n, leftover: 0n });
    const d8 = compileDie('d8+2');
    expect([3, 10].every((v) => d8.hasFace(v))).toBe(true);
    expect([2, 11, 3.5].some((v) => d8.hasFace(v))).toBe(false);
  });

  it('rolls a single die as the dice package rolls it', () => {
    for (let s = 0; s < 10; s++) {
      const [f, next] = rollDie(seed(s), 8);
      expect(compileDie('d8+2').roll(seed(s))).toEqual([f + 2, next]);
    }
  });

  it('reads other notation through its exact distribution', () => {
    const d = compileDie('2d6');
    expect(d).toMatchObject({ kind: 'total', uniform: false, min: 2, max: 12, size: 11 });
    expect(d.distribution.weights).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 5n, 4n, 3n, 2n, 1n]);
    expect(d.hasFace(7)).toBe(true);
    expect(d.hasFace(1)).toBe(false);
    const [v] = d.roll(seed(3));
    expect(v >= 2 && v <= 12).toBe(true);
  });

  it('reads × and x as multiplication', () => {
    expect(compileDie('1d6×10').faces).toEqual([10, 20, 30, 40, 50, 60]);
    expect(compileDie('2d6x10')).toMatchObject({ min: 20, max: 120 });
    expect(compileDie('(1d2)x3').faces).toEqual([3, 6]);
  });

  it('refuses unreadable notation with the dice package message kept', () => {
    expect(() => compileDie('banana')).toThrow(DieExpressionError);
    expect(() => compileDie('banana')).toThrow(/^die expression "banana": /);
    expect(() => compileDie(42 as unknown as string)).toThrow('die expression "42": must be text');
  });

  it('accepts d1000000 and refuses a single die with more than MAX_DIE_OUTCOMES faces', () => {
    expect(MAX_DIE_OUTCOMES).toBe(1_000_000);
    expect(compileDie('d1000000')).toMatchObject({ uniform: true, size: 1_000_000, max: 1_000_000 });
    expect(() => compileDie('d1000001')).toThrow('die expression "d1000001": has more than 1000000 possible totals');
  });
});

describe('dieFor', () => {
  it('returns the same compiled die for the same notation', () => {
    expect(dieFor('3d4')).toBe(dieFor('3d4'));
    expect(dieFor('3d4')).not.toBe(dieFor('3d4+0'));
    const rng: Rng = seed(1);
    expect(dieFor('3d4').roll(rng)).toEqual(compileDie('3d4').roll(rng));
  });
});

describe('compileDie (forms and limits)', () => {
  it('reads case and spaces away but keeps the notation as written', () => {
    expect(compileDie('D20')).toMatchObject({ notation: 'D20', uniform: true, min: 1, max: 20 });
    expect(compileDie(' d 66 ')).toMatchObject({ kind: 'd66', size: 36 });
    expect(compileDie('2d6 x 10')).toMatchObject({ min: 20, max: 120, size: 11 });
  });

  it('reads percentile dice shifted either way as uniform', () => {
    expect(compileDie('d%+5')).toMatchObject({ uniform: true, min: 6, max: 105, size: 100 });
    expect(compileDie('1d6-6')).toMatchObject({ uniform: true, min: -5, max: 0, size: 6 });
  });

  it('keeps a shift up to MAX_DIE_OUTCOMES on the uniform path and reads a larger one as notation', () => {
    expect(compileDie('d6+1000000')).toMatchObject({ uniform: true, min: 1_000_001, max: 1_000_006 });
    const far = compileDie('d6+1000001');
    expect(far).toMatchObject({ uniform: false, min: 1_000_002, max: 1_000_007, size: 6 });
    expect(far.hasFace(1_000_002)).toBe(true);
    expect(far.hasFace(1_000_001)).toBe(false);
  });

  it('reads a die of no sides as an error of the notation', () => {
    expect(() => compileDie('d0')).toThrow(DieExpressionError);
    expect(() => compileDie('d0')).toThrow(/^die expression "d0": /);
  });

  it('refuses notation past a million totals when its distribution is asked for, as a DieExpressionError', () => {
    // 1d1001 × 1000 + 1d1000 spans 1000..1001000: the dice package refuses that range itself
    // (so a distribution of more than MAX_DIE_OUTCOMES values never reaches this package)
    const big = compileDie('1d1001*1000+1d1000');
    expect(() => big.size).toThrow(DieExpressionError);
    expect(() => big.size).toThrow(/^die expression "1d1001\*1000\+1d1000": .*1000000/);
  });

  it('keeps the shape of a non-uniform die: min, max, size, faces and hasFace from its distribution', () => {
    const d = compileDie('3d4');
    expect(d).toMatchObject({ uniform: false, min: 3, max: 12, size: 10 });
    expect(d.faces).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(d.distribution.weights).toEqual([1n, 3n, 6n, 10n, 12n, 12n, 10n, 6n, 3n, 1n]);
    expect([2, 3, 12, 13].map((v) => d.hasFace(v))).toEqual([false, true, true, false]);
  });
});

describe('dieFor (cache)', () => {
  it('forgets its entries once it holds 512, so memory stays bounded', () => {
    const first = dieFor('2d4+1');
    for (let i = 1; i <= 600; i++) dieFor(`d${i}+7`);
    expect(dieFor('2d4+1')).not.toBe(first);
    expect(dieFor('2d4+1')).toBe(dieFor('2d4+1'));
  });
});
