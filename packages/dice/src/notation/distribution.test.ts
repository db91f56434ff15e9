import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { expectSamplerFits } from '../../test/samplerCheck.js';
import { asFractions, sessionOracle as oracle } from '../../test/oracle.js';
import { seed } from '../rng/seed.js';
import { parse } from './parse.js';
import { roll, rollTotal } from './roll.js';
import { DistributionError, type Distribution } from '../distribution/Distribution.js';
import { fraction, fractionToNumber } from '../distribution/Fraction.js';
import { probabilityAtLeast } from '../distribution/probability.js';
import { beginRoll, type RollSession } from './beginRoll.js';
import { compile } from './compile.js';
import { DiceNotationError } from './DiceNotationError.js';
import { distribution, expectedValue } from './distribution.js';

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

  it('follows keep/drop among separately exploding dice and success counting on penetrating dice', () => {
    // 2d3!kh1: the highest die of the pool; a 3 explodes into more dice, so 3 unless no die shows
    // 3: 1 with 1/9, 2 with 3/9, 3 with 5/9.
    const d = distribution('2d3!kh1');
    expect([1, 2].map((x) => chance(d, x))).toEqual(['1/9', '1/3']);
    expect(fraction((d.weights[2] as bigint) + d.leftover, d.total)).toEqual({ num: 5n, den: 9n }); // 3, or a chain cut at depth
    // 1d3!pcs>=2: a 3 scores and explodes; its penetrating die counts one less (2 → 1, 3 → 2).
    // 0 successes: a 1 (1/3); 1: a 2 (1/3), or a 3 then a 1 or 2 (1/3·2/3); 2: a 3, a 3, then not a 3…
    const p = distribution('1d3!pcs>=2', { depth: 2 });
    expect([0, 1].map((x) => chance(p, x))).toEqual(['1/3', '5/9']);
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

/**
 * Brute force through the roller itself for rolls that may go on for ever (`u` rerolls until new,
 * explosions): every way the requested dice can fall, fed to {@link beginRoll}, following each
 * branch until the roll is done or its chance falls below `cut`. Returns each total's chance
 * (as a float) and the chance of the branches left unfinished.
 */
function throwsUpTo(notation: string, cut: number): { p: Map<number, number>; open: number } {
  const p = new Map<number, number>();
  let open = 0;
  const go = (s: RollSession, q: number): void => {
    if (s.done) return void p.set(s.result.total, (p.get(s.result.total) ?? 0) + q);
    if (q < cut) return void (open += q);
    const faces = s.request.flatMap((r) => Array.from({ length: r.count }, () => r.faces ?? (r.sides === 'F' ? [-1, 0, 1] : Array.from({ length: r.sides }, (_, i) => i + 1))));
    const each = q / faces.reduce((a, f) => a * f.length, 1);
    const tuple = (i: number, acc: number[]): void => {
      if (i === faces.length) return go(s.supply(acc), each);
      for (const x of faces[i] as number[]) tuple(i + 1, [...acc, x]);
    };
    tuple(0, []);
  };
  go(beginRoll(notation), 1);
  return { p, open };
}

/** `num/den` of an outcome's chance. */
const chance = (d: Distribution<number>, x: number): string => {
  const i = d.outcomes.indexOf(x);
  const f = fraction(i < 0 ? 0n : (d.weights[i] as bigint), d.total);
  return `${f.num}/${f.den}`;
};

describe('distribution (unique dice beside other rerolls and explosions, followed in the roller\'s order)', () => {
  it('follows u beside ro in the roller\'s order (2d3ro1u, worked by hand)', () => {
    // A first 1 waits for its reroll behind the second die. First 2 (1/3): the second die's 1 or
    // 2 is thrown again from {1, 3}, so 3 with 1/3, 5 with 2/3; first 3 the same with 4 and 5.
    // First 1 (1/3): a second 2 stands and the reroll takes 1 or 3 (3 or 5, 1/2 each), a second 3
    // likewise (4 or 5); a second 1 leaves two rerolls, a uniform pair of distinct values.
    // 3: 1/9 + 1/3·(1/6 + 1/9) = 11/54, 4 the same, 5: 16/27.
    const d = distribution('2d3ro1u');
    expect([3, 4, 5].map((x) => chance(d, x))).toEqual(['11/54', '11/54', '16/27']);
    expect(d.outcomes).toEqual([3, 4, 5]);
  });

  it('does not compare a die that r threw again with uo (2d3r1uo, worked by hand)', () => {
    // First 2 or 3 (1/3 each): the second die keeps a new value, else stands on 2 or 3 evenly.
    // First 1 (1/3): its reroll is 2 or 3 and never compared, so two independent values in {2, 3}.
    // 4: 1/3·1/3 + 1/3·1/4 = 7/36, 6 the same, 5: 11/18.
    const d = distribution('2d3r1uo');
    expect([4, 5, 6].map((x) => chance(d, x))).toEqual(['7/36', '11/18', '7/36']);
  });

  it.each([
    ['2d3ro1u', 1e-6], ['2d3r1uo', 1e-6], ['3d3ro1uo', 1e-5], ['2d4ro<2u<3', 1e-6], ['2d4ro3u', 1e-6],
    ['2d3!uo', 1e-6], ['2d3!u<3', 1e-7], ['2d4!pu', 1e-6], ['2d4!ukh1', 1e-6], ['2d3!!uokh1', 1e-6],
    ['2d3!uo>=3', 1e-6], ['2d4!>=4uodl1', 1e-6], ['2d3!u<3cs>=3', 1e-7], ['2d3!!pu<2', 1e-6], ['2d{1,1,2,3}!uo', 1e-6],
    ['2d3!kh1', 1e-6], ['3d3!dl1', 1e-5], ['2d4!pcs>=3', 1e-6], ['2d3!!pcs>=4', 1e-6], ['3d3!>=3kl2', 1e-5], ['2d3!pkh1', 1e-6], ['2d4!dl1', 1e-6], ['3d3!dh1>=2', 1e-5], ['2d3!ro1uodh1', 1e-6], ['3d3!dh1dl1', 1e-5],
  ] as const)('matches every way the roller can throw %s, up to the branches too unlikely to follow', (notation, cut) => {
    const d = distribution(notation, { depth: 12 });
    const { p, open } = throwsUpTo(notation, cut);
    const left = fractionToNumber(fraction(d.leftover, d.total));
    expect(open + left).toBeLessThan(0.01); // so the check below is sharp
    for (const x of new Set([...p.keys(), ...d.outcomes])) {
      const exact = fractionToNumber(fraction(d.weights[d.outcomes.indexOf(x)] ?? 0n, d.total));
      expect(Math.abs(exact - (p.get(x) ?? 0))).toBeLessThanOrEqual(open + left + 1e-12);
    }
  });

  it.each(['2d3ro1u', '3d6ro1uo', '3d6r1uo', '3d6ro1u', '3d6!u<3', '3d6!pu', '3d6!ukh2', '2d6!uo', '3d6!!u<4cs>=5', '4d6ro<2uokh3', '4d6!kh3', '5d6!pcs>=5', '4d6!dl1'])(
    'samples %s as its exact distribution says (chi-square, fixed seed)',
    (notation) => {
      const f = compile(notation);
      expectSamplerFits(distribution(f), (rng) => rollTotal(rng, f), { seed: 20261202, n: 8000 });
    },
  );

  it('refuses, before any work, unique dice whose explosions can use up every value, with the reason', () => {
    for (const f of ['6d6!u', '3d3!u', '5d6r1!u']) {
      expect(() => roll(seed(1), f)).not.toThrow();
      expect(() => distribution(f)).toThrow(/explosions can use up every value.*roll it instead/);
    }
    expect(distribution('5d6!u').outcomes).toEqual([15, 21]); // a 6 explodes into the one value left
    expect(() => distribution('4d6r1!u')).not.toThrow(); // five values stand for at most five dice
  });

  it('never writes to a frozen formula tree or compiled formula', () => {
    const deep = <T>(x: T): T => {
      if (typeof x === 'object' && x !== null) for (const v of Object.values(x)) deep(v);
      return Object.freeze(x);
    };
    const tree = deep(parse('{2d3ro1u, 2d4!kh1}sd+3d3!uo'));
    const f = deep(compile(tree));
    expect(distribution(f, { depth: 4 })).toEqual(distribution('{2d3ro1u, 2d4!kh1}sd+3d3!uo', { depth: 4 }));
    expect(() => roll(seed(2), f)).not.toThrow();
  });

  it('refuses a followed throw over the work limit before it starts', () => {
    for (const f of ['12d20uo!', '12d12ro1uo', '5d10!uo']) expect(() => distribution(f)).toThrow(/over the limit/);
  });
});

describe('distribution (every form the roller takes)', () => {
  const clause = (xs: readonly string[]): fc.Arbitrary<string> => fc.constantFrom('', ...xs);
  test.prop(
    [
      fc.integer({ min: 1, max: 3 }),
      fc.constantFrom('3', '4', '6', 'F', '{1,2,2,3}'),
      clause(['r1', 'ro1', 'r<2', 'ro>=3']),
      clause(['u', 'uo', 'u<3', 'uo=2']),
      clause(['!', '!!', '!p', '!>=3', '!!p']),
      clause(['kh1', 'dl1', 'kl2']),
      clause(['cs>=3', '>=2f=1']),
    ],
    { numRuns: 60 },
  )('gives an exact distribution or a documented refusal for every formula the roller takes', (n, sides, re, u, ex, keep, success) => {
    const notation = `${n}d${sides}${re}${u}${ex}${keep}${success}`;
    let f;
    try {
      f = compile(notation);
      roll(seed(1), f);
    } catch {
      return; // not a formula the roller takes (a clause every face meets, a keep over the dice…)
    }
    try {
      const d = distribution(f, { depth: 4 });
      expect(d.total).toBeGreaterThan(0n);
    } catch (e) {
      expect(e).toBeInstanceOf(DistributionError);
      // Only size limits and the explosions that use up every value (N47).
      expect((e as Error).message).toMatch(/over the limit|outcomes|use up every value/);
    }
  });
});
