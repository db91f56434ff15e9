import { describe, expect, it } from 'vitest';
import { DistributionError, type Distribution } from '../distribution/Distribution.js';
import { fraction, fractionToNumber } from '../distribution/Fraction.js';
import { probabilityAtLeast } from '../distribution/probability.js';
import { beginRoll, type RollSession } from './beginRoll.js';
import { compile } from './compile.js';
import { DiceNotationError } from './DiceNotationError.js';
import { distribution, expectedValue } from './distribution.js';

/**
 * Oracle: every face sequence the engine can ask for, weighted by its probability, run
 * through `beginRoll`, so the exact distribution is checked against the roller's own rules.
 */
function oracle(notation: string): Map<string, string> {
  // Probability of each total as a reduced fraction string.
  const probs = new Map<number, { num: bigint; den: bigint }>();
  const walk = (s: RollSession, p: { num: bigint; den: bigint }): void => {
    if (s.done) {
      const old = probs.get(s.result.total) ?? { num: 0n, den: 1n };
      probs.set(s.result.total, fraction(old.num * p.den + p.num * old.den, old.den * p.den));
      return;
    }
    const dice = s.request.flatMap((r) => Array.from({ length: r.count }, () => (r.sides === 'F' ? [-1, 0, 1] : Array.from({ length: r.sides }, (_, i) => i + 1))));
    const n = dice.reduce((a, f) => a * BigInt(f.length), 1n);
    const faces: number[] = [];
    const rec = (i: number): void => {
      if (i === dice.length) return walk(s.supply(faces), { num: p.num, den: p.den * n });
      for (const f of dice[i] ?? []) {
        faces[i] = f;
        rec(i + 1);
      }
    };
    rec(0);
  };
  walk(beginRoll(notation), { num: 1n, den: 1n });
  return new Map([...probs].sort((a, b) => a[0] - b[0]).map(([k, v]) => [String(k), `${v.num}/${v.den}`]));
}

function asFractions(d: Distribution<number>): Map<string, string> {
  return new Map(d.outcomes.map((o, i) => {
    const f = fraction(d.weights[i] ?? 0n, d.total);
    return [String(o), `${f.num}/${f.den}`];
  }));
}

describe('distribution', () => {
  it('gives the worked values', () => {
    expect(probabilityAtLeast(distribution('2d6'), 7)).toEqual({ num: 7n, den: 12n });
    expect(probabilityAtLeast(distribution('2d20kh1'), 11)).toEqual({ num: 3n, den: 4n });
    expect(probabilityAtLeast(distribution('2d20kl1'), 11)).toEqual({ num: 1n, den: 4n });
  });

  it('builds 1000d6 by convolution', () => {
    const d = distribution('1000d6');
    expect(d.outcomes).toHaveLength(5001);
    expect(expectedValue('1000d6')).toEqual({ num: 3500n, den: 1n });
  });

  it('reports the leftover of a depth-limited explosion', () => {
    const d = distribution('1d6!', { depth: 20 });
    expect(d.leftover * 6n ** 21n).toBe(d.total);
    expect(d.depth).toBe(20);
    expect(Math.abs(fractionToNumber(expectedValue('1d6!')) - 21 / 5)).toBeLessThan(1e-12);
    expect(distribution('1d6!', { depth: 0 }).outcomes).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    '3d4kh2', '3d4dl1>=3', '3d4kl2>=3f=1', '2d4ro1', '2d6min2max5', '3dF+1', '2dF>=0f<0', '(2d4+1)/2', '2d3*1d4-1d2',
    '3d4dh1', 'ud4+1d4', '-1d4', '2d4kh1>=3', '1d4*2', '1d4/(1d2+1)', '3d4kh2min2', '2d4ro<=2kh1', '(1+1)d4', '2d4>2',
  ])('matches an exhaustive enumeration of the roller for %s', (notation) => {
    expect(asFractions(distribution(notation))).toEqual(oracle(notation));
  });

  it('agrees with rounding options', () => {
    expect(asFractions(distribution('1d4/3', { rounding: 'ceil' }))).toEqual(new Map([['1', '3/4'], ['2', '1/4']]));
  });

  it('refuses keep/drop among non-compounding exploding dice and success counting on penetrating dice', () => {
    expect(() => distribution('4d6!kh3')).toThrow(DistributionError);
    expect(() => distribution('4d6!pcs>=5')).toThrow(DistributionError);
    expect(() => distribution('4d6', { depth: 101 })).toThrow(DistributionError);
    expect(() => distribution('4d6!!kh3')).not.toThrow();
  });

  it('throws DiceNotationError for bad notation', () => {
    expect(() => distribution('1d1!')).toThrow(DiceNotationError);
  });

  it('keeps every outcome within the formula bounds', () => {
    for (const n of ['4d6kh3', '10d10>=8f=1', '4dF!', '3d6!p', '2d6*1d4-1d3', '(2d6+3)/2']) {
      const f = compile(n);
      const d = distribution(f, { depth: 5 });
      expect(d.outcomes[0]).toBeGreaterThanOrEqual(f.minimum);
      expect(d.outcomes[d.outcomes.length - 1]).toBeLessThanOrEqual(f.maximum);
    }
  });
});

describe('distribution work limit', () => {
  it('refuses formulas that would take too long with DistributionError, before the work', () => {
    for (const [f, depth] of [
      ['1000d1000'],
      ['5000d100'],
      ['10000d10!cs>=8'],
      ['2d1000!', 50],
      ['20d6!!', 100],
      ['1000d6+1000d6'],
    ] as const) {
      expect(() => distribution(f, depth === undefined ? {} : { depth })).toThrow(DistributionError);
    }
  });
  it('still builds 2000d100 exactly', () => {
    const d = distribution('2000d100');
    expect(d.outcomes.length).toBe(198_001);
    expect(d.total).toBe(100n ** 2000n);
    expect([d.weights[0], d.weights[1]]).toEqual([1n, 2000n]);
  });
});

describe('expectedValue', () => {
  it('gives E[4d6dl1] = 15869/1296 and E[1d12ro<=2] = 22/3', () => {
    expect(expectedValue('4d6dl1')).toEqual({ num: 15869n, den: 1296n });
    expect(expectedValue('1d12ro<=2')).toEqual({ num: 22n, den: 3n });
    expect(expectedValue(compile('10d10>=8f=1'))).toEqual({ num: 2n, den: 1n });
  });
});
