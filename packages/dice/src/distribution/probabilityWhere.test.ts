import { describe, expect, it } from 'vitest';
import { die } from './die.js';
import { probabilityWhere } from './probabilityWhere.js';
import { sumOf } from './sumOf.js';

describe('probabilityWhere', () => {
  it('sums the weights of matching outcomes', () => {
    expect(probabilityWhere(sumOf(2, die(6)), (x) => x % 2 === 0)).toEqual({ num: 1n, den: 2n });
    expect(probabilityWhere(sumOf(2, die(6)), (x) => x >= 7)).toEqual({ num: 7n, den: 12n });
    expect(probabilityWhere(die(6), () => false)).toEqual({ num: 0n, den: 1n });
  });
  it('counts leftover mass as not matching', () => {
    expect(probabilityWhere({ ...die(6), leftover: 2n, total: 8n }, () => true)).toEqual({ num: 3n, den: 4n });
  });
});
