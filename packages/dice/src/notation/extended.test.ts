// The forms added in 0.2.0 (roll groups, several keep/drop clauses, custom faces, rolled counts
// and sides, math functions, unique dice, sorting, critical marks, `!!p`, pass/fail tests): exact
// values pinned to given dice, the sampler against the exact distribution, the same faces giving
// the same record through `roll` and `beginRoll`, and the limits that guard them.
import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { combine } from '../distribution/combine.js';
import { DistributionError, type Distribution } from '../distribution/Distribution.js';
import { probability } from '../distribution/probability.js';
import { sumOf } from '../distribution/sumOf.js';
import { die } from '../distribution/die.js';
import { seed } from '../rng/seed.js';
import { given } from '../../test/given.js';
import { expectSamplerFits } from '../../test/samplerCheck.js';
import type { DiceExpr, GroupNode } from './ast.js';
import { beginRoll, type RollSession } from './beginRoll.js';
import { compile } from './compile.js';
import { DiceFaceError } from './DiceFaceError.js';
import { DiceNotationError } from './DiceNotationError.js';
import { distribution, expectedValue } from './distribution.js';
import { estimateDistribution } from './estimateDistribution.js';
import { format } from './format.js';
import { parse, safeParse } from './parse.js';
import { roll, rollTotal } from './roll.js';


/** P(total = x) as a plain fraction string. */
function p(d: Distribution<number>, x: number): string {
  const q = probability(d, x);
  return `${q.num}/${q.den}`;
}

/** Sorted weights by outcome, as [outcome, probability] with a common denominator. */
function table(d: Distribution<number>): [number, string][] {
  return d.outcomes.map((o, i) => [o, `${d.weights[i]}/${d.total}`]);
}

/** Brute force: every way `n` dice of `faces` fall (each equally likely), through `f`. */
function enumerate(n: number, faces: readonly number[], f: (dice: number[]) => number): Map<number, number> {
  const out = new Map<number, number>();
  const go = (acc: number[]): void => {
    if (acc.length === n) {
      const v = f(acc);
      out.set(v, (out.get(v) ?? 0) + 1);
      return;
    }
    for (const x of faces) go([...acc, x]);
  };
  go([]);
  return out;
}

/** The same weights as `counts`, scaled to `d`'s total. */
function expectWeights(d: Distribution<number>, counts: Map<number, number>): void {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const got = new Map(d.outcomes.map((o, i) => [o, (d.weights[i] as bigint) * BigInt(total)]));
  expect(d.leftover).toBe(0n);
  expect(got).toEqual(new Map([...counts].map(([o, w]) => [o, BigInt(w) * d.total])));
}

const D6 = [1, 2, 3, 4, 5, 6];

describe('parse (forms added in 0.2.0)', () => {
  it.each([
    ['{4d6+2d8, 3d20+3}kh1', '{4d6+2d8,3d20+3}kh1'],
    ['{3d6, 3d6, 3d6}dl1', '{3d6,3d6,3d6}dl1'],
    ['{2d20}kh1', '{2d20}kh1'],
    ['{3d6, 2d8}>=10', '{3d6,2d8}>=10'],
    ['4d6dh1dl1', '4d6dh1dl1'],
    ['1d{1,2,2,3}', '1d{1,2,2,3}'],
    ['2d{-1, 0, 1}', '2d{-1,0,1}'],
    ['(1d4)d6', '(1d4)d6'],
    ['2d(1d6+2)', '2d(1d6+2)'],
    ['2d(6)', '2d6'],
    ['floor(1d6/2)', 'floor(1d6/2)'],
    ['max(1d20, 10)', 'max(1d20,10)'],
    ['min(1d6, 1d8, 4)', 'min(1d6,1d8,4)'],
    ['abs(1d6-1d6)', 'abs(1d6-1d6)'],
    ['4d6u', '4d6u'],
    ['4d6uo=1', '4d6uo=1'],
    ['4d6s', '4d6sa'],
    ['4d6sd', '4d6sd'],
    ['1d20crit', '1d20crit=20'],
    ['1d20crit>=19fumble', '1d20crit>=19fumble=1'],
    ['2d6!!p', '2d6!!p'],
    ['10d10>=8f1', '10d10>=8f=1'],
    ['1d6!!cs6', '1d6!!cs=6'],
    ['(3d6)<=12', '(3d6)<=12'],
    ['(2d6+1) >= 8', '(2d6+1)>=8'],
  ])('reads %j as %j and formats it back', (notation, canonical) => {
    const e = parse(notation);
    expect(format(e)).toBe(canonical);
    expect(format(parse(canonical))).toBe(canonical);
  });

  it('keeps the meaning formulas had before: a compare point after dice counts successes', () => {
    expect(parse('3d6<=3')).toMatchObject({ kind: 'dice', success: { op: '<=', value: 3 } });
    // Every d6 is at most 12: as a per-die success point that is a typo, refused as before.
    expect(safeParse('3d6<=12')).toMatchObject({ ok: false, error: { reason: 'range' } });
    expect(parse('(3d6)<=12')).toMatchObject({ kind: 'test', compare: { op: '<=', value: 12 } });
  });

  it('writes a tree with only the fields a formula uses (older trees stay as they were)', () => {
    expect(Object.keys(parse('4d6kh3')).sort()).toEqual(['count', 'explode', 'failure', 'keep', 'kind', 'max', 'min', 'reroll', 'sides', 'span', 'success']);
    expect(parse('4d6dh1dl1')).toMatchObject({ keep: { which: 'dh', count: 1 }, keeps: [{ which: 'dh' }, { which: 'dl' }] });
    expect(parse('2d6!!p')).toMatchObject({ explode: { mode: 'compound', penetrating: true } });
  });

  it.each([
    ['{}', 1, 'syntax'],
    ['{1d6', 4, 'syntax'],
    ['{1d6+1}kh1', 0, 'range'],
    ['{1d6,1d6}kh3', 9, 'limit'],
    ['1d{}', 3, 'syntax'],
    ['1d{1,2', 6, 'syntax'],
    ['floor(1d6, 2)', 0, 'syntax'],
    ['max(1d6)', 0, 'syntax'],
    ['(3d6)<=', 7, 'syntax'],
    ['3d2u', 3, 'infinite'],
    ['1d6uu', 4, 'syntax'],
    ['2d(1d6)crit', 7, 'syntax'],
    [`{${Array(101).fill('1').join(',')}}`, 0, 'limit'],
  ] as const)('rejects %j at %i (%s)', (notation, index, reason) => {
    const r = safeParse(notation);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.index, r.error.reason]).toEqual([index, reason]);
  });

  const alphabet = fc.constantFrom(...'0123456789d%F!prokhlu<>=+-*/(){},fcsminaxtbdeoru \u2212'.split(''), 'floor(', 'max(', 'crit', 'fumble', '!!p', 'sd');
  test.prop([fc.array(alphabet, { maxLength: 30 }).map((xs) => xs.join(''))], { numRuns: 400 })(
    'ends every input, new syntax included, in a formula or a DiceNotationError inside the input',
    (s) => {
      const t = performance.now();
      try {
        compile(s);
      } catch (e) {
        expect(e).toBeInstanceOf(DiceNotationError);
        const { index } = e as DiceNotationError;
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThanOrEqual(s.length);
      }
      expect(performance.now() - t).toBeLessThan(1000);
    },
  );
});

describe('distribution (forms added in 0.2.0)', () => {
  it('keeps the two best of three 3d6 sub-rolls ({3d6, 3d6, 3d6}dl1) exactly', () => {
    const three = sumOf(3, die(6));
    // Oracle: every triple of 3d6 totals, weighted.
    const counts = new Map<number, number>();
    three.outcomes.forEach((a, i) =>
      three.outcomes.forEach((b, j) =>
        three.outcomes.forEach((c, k) => {
          const v = a + b + c - Math.min(a, b, c);
          const w = Number(three.weights[i]) * Number(three.weights[j]) * Number(three.weights[k]);
          counts.set(v, (counts.get(v) ?? 0) + w);
        }),
      ),
    );
    const d = distribution('{3d6, 3d6, 3d6}dl1');
    expectWeights(d, counts);
    expect(p(d, 6)).toBe('1/10077696'); // 1·1·1 of 216³: all three rolls 3
    expect(expectedValue('{3d6, 3d6, 3d6}dl1')).toEqual({ num: 40633n, den: 1728n });
  });

  it('gives custom faces their weights (1d{1,2,2,3}, 2d{-1,0,1})', () => {
    expect(table(distribution('1d{1,2,2,3}'))).toEqual([[1, '1/4'], [2, '2/4'], [3, '1/4']]);
    expect(table(distribution('2d{-1,0,1}'))).toEqual([[-2, '1/9'], [-1, '2/9'], [0, '3/9'], [1, '2/9'], [2, '1/9']]);
  });

  it('mixes over a rolled count or side count', () => {
    expect(expectedValue('(1d4)d6')).toEqual({ num: 35n, den: 4n });
    expect(p(distribution('(1d4)d6'), 1)).toBe('1/24'); // count 1 (1/4), then a 1 (1/6)
    expect(expectedValue('2d(1d6+2)')).toEqual({ num: 13n, den: 2n });
    expect(p(distribution('1d(1d2+1)'), 3)).toBe('1/6'); // only a d3 shows 3: 1/2 · 1/3
    expect(distribution('(1d10)d10').outcomes).toHaveLength(100);
  });

  it('tests a total: (3d6)<=12 passes with P = 20/27', () => {
    expect(table(distribution('(3d6)<=12'))).toEqual([[0, '56/216'], [1, '160/216']]);
    expect(expectedValue('(3d6)<=12')).toEqual({ num: 20n, den: 27n });
  });

  it('applies several keep/drop clauses in turn (4d6dh1dl1 keeps the middle two)', () => {
    expectWeights(distribution('4d6dh1dl1'), enumerate(4, D6, (xs) => [...xs].sort((a, b) => a - b).slice(1, 3).reduce((a, b) => a + b)));
    expectWeights(distribution('5d6kh4dl1'), enumerate(5, D6, (xs) => [...xs].sort((a, b) => a - b).slice(2).reduce((a, b) => a + b)));
  });

  it('counts sub-rolls on a group success point and keeps the dice of a single sub-roll', () => {
    expect(expectedValue('{3d6, 2d8}>=10')).toEqual({ num: 17n, den: 16n }); // 135/216 + 28/64
    expect(distribution('{2d20}kh1')).toEqual(distribution('2d20kh1'));
    const max = combine(distribution('4d6+2d8'), distribution('3d20+3'), (a, b) => Math.max(a, b));
    expect(distribution('{4d6+2d8, 3d20+3}kh1')).toEqual(max);
  });

  it('rounds inside floor/ceil/round and applies abs/min/max', () => {
    expect(table(distribution('floor(1d6/2)'))).toEqual([[0, '1/6'], [1, '2/6'], [2, '2/6'], [3, '1/6']]);
    expect(table(distribution('ceil(1d6/2)'))).toEqual([[1, '2/6'], [2, '2/6'], [3, '2/6']]);
    expect(p(distribution('max(1d20, 10)'), 10)).toBe('1/2');
    expect(p(distribution('abs(1d6-1d6)'), 0)).toBe('1/6');
    expect(expectedValue('floor(100d6/2)')).toEqual({ num: 699n, den: 4n });
  });

  it('draws unique dice without repeats (4d6u: every set of four faces alike)', () => {
    const d = distribution('4d6u');
    expect(p(d, 10)).toBe('1/15'); // {1,2,3,4} of C(6,4) = 15 sets
    expect(expectedValue('4d6u')).toEqual({ num: 14n, den: 1n });
  });

  it('leaves the total alone for sorting and critical marks', () => {
    expect(distribution('4d6sd')).toEqual(distribution('4d6'));
    expect(distribution('1d20crit>=19fumble')).toEqual(distribution('1d20'));
  });

  it('compounds penetrating dice (!!p) as one die per chain', () => {
    expect(distribution('1d6!!p', { depth: 10 })).toEqual(distribution('1d6!p', { depth: 10 }));
    expect(expectedValue('2d6!!p', { depth: 30 }).num > 0n).toBe(true);
  });

});

describe('roll and beginRoll (forms added in 0.2.0)', () => {
  it('records which sub-roll each die belongs to and which sub-rolls were kept', () => {
    const r = given('{3d6, 3d6, 3d6}dl1', [1, 1, 1, 6, 6, 6, 2, 2, 2]);
    expect(r.total).toBe(24);
    expect(r.groups).toEqual([{ groupIndex: 0, notation: '{3d6,3d6,3d6}dl1', subRolls: [{ total: 3, kept: false }, { total: 18, kept: true }, { total: 6, kept: true }], total: 24 }]);
    expect(r.dice.map((d) => [d.subRoll, d.kept, d.droppedBy])).toEqual([
      ...Array(3).fill([0, false, 'drop']),
      ...Array(3).fill([1, true, null]),
      ...Array(3).fill([2, true, null]),
    ]);
    expect(given('{3d6, 2d8}>=10', [4, 4, 2, 8, 1]).total).toBe(1);
    expect(given('{2d20}kh1', [3, 17]).dice.map((d) => d.droppedBy)).toEqual(['keep', null]);
  });

  it('traces nested groups: each die names its innermost group, each group lists its sub-rolls', () => {
    const r = given('{{1d6, 1d6}kh1, 1d8}kh1+1', [5, 5, 3]);
    expect(r.total).toBe(6);
    expect(r.groups?.map((g) => g.subRolls)).toEqual([
      [{ total: 5, kept: true }, { total: 3, kept: false }],
      [{ total: 5, kept: false }, { total: 5, kept: true }], // a tie: the later sub-roll ranks higher
    ]);
    expect(r.dice.map((d) => [d.group, d.subRoll, d.droppedBy])).toEqual([[1, 0, 'keep'], [1, 1, null], [0, 1, 'keep']]);
    expect(expectedValue('((1d2)d4)d6')).toEqual({ num: 105n, den: 8n }); // 1.5 · 2.5 · 3.5
  });

  it('asks for a rolled count and side count first, then for the dice they give', () => {
    let s = beginRoll('(1d4)d6');
    expect(s.request).toEqual([{ termIndex: 0, sides: 4, count: 1 }]);
    s = s.done ? s : s.supply([3]);
    expect(s.request).toEqual([{ termIndex: 1, sides: 6, count: 3 }]);
    s = s.done ? s : s.supply([1, 2, 3]);
    expect(s.done && s.result.total).toBe(6);
    s = beginRoll('2d(1d6+2)');
    s = s.done ? s : s.supply([4]);
    expect(s.request).toEqual([{ termIndex: 1, sides: 6, count: 2 }]);
    expect(() => (s.done ? 0 : s.supply([7, 1]))).toThrow(DiceFaceError);
    expect(given('(1d2-1)d6+1', [1]).total).toBe(1); // no dice at all for a count of 0
  });

  it('takes the values of custom dice, and refuses a value the die lacks', () => {
    const s = beginRoll('1d{1,2,2,3}');
    expect(s.request).toEqual([{ termIndex: 0, sides: 4, count: 1, faces: [1, 2, 2, 3] }]);
    expect(() => (s.done ? 0 : s.supply([4]))).toThrow(DiceFaceError);
    expect(given('2d{-1,0,1}', [-1, -1]).total).toBe(-2);
  });

  it('rerolls repeats of unique dice (u until none repeats, uo once)', () => {
    const r = given('3d6u', [2, 2, 5], [2], [6]);
    expect(r.total).toBe(13);
    expect(r.dice.map((d) => d.droppedBy)).toEqual([null, 'rerolled', null, 'rerolled', null]);
    expect(given('3d6uo', [2, 2, 5], [2]).total).toBe(9);
  });

  it('bounds totals by the dice the clauses keep', () => {
    expect([compile('4d6dh1dl1').minimum, compile('4d6dh1dl1').maximum]).toEqual([2, 12]);
    expect([compile('(1d4)d6').minimum, compile('(1d4)d6').maximum]).toEqual([1, 24]);
    expect([compile('(3d6)<=12').minimum, compile('(3d6)<=12').maximum]).toEqual([0, 1]);
  });

  it('applies several keep/drop clauses in turn', () => {
    const r = given('4d6dh1dl1', [6, 1, 3, 4]);
    expect(r.total).toBe(7);
    expect(r.dice.map((d) => d.droppedBy)).toEqual(['drop', 'drop', null, null]);
  });

  it('marks critical dice without changing the total, and sorts for display only', () => {
    expect(given('1d20crit>=19fumble', [19]).dice[0]).toMatchObject({ critical: 'success', value: 19 });
    expect(given('1d20crit>=19fumble', [1]).dice[0]).toMatchObject({ critical: 'failure' });
    expect(given('1d20crit>=19fumble', [7]).dice[0]?.critical).toBeUndefined();
    const r = given('4d6sd', [2, 5, 1, 5]);
    expect([r.total, r.terms[0]?.order]).toEqual([13, [1, 3, 0, 2]]);
  });

  it('compounds a penetrating chain (!!p) into one die, each extra roll one less', () => {
    const r = given('2d6!!p', [6, 3], [2]);
    expect(r.total).toBe(6 + 1 + 3);
    expect(given('2d6!!pkh1', [6, 5], [1]).total).toBe(6); // the chain 6 + (1 − 1) beats the 5
  });

  it('rounds inside functions and tests totals', () => {
    expect([given('floor(1d6/2)', [5]).total, given('ceil(1d6/2)', [5]).total, given('round(1d6/2)', [5]).total]).toEqual([2, 3, 3]);
    expect([given('max(1d20, 10)', [4]).total, given('min(1d20, 10)', [14]).total, given('abs(1d6-1d6)', [2, 5]).total]).toEqual([10, 10, 3]);
    expect([given('(3d6)<=12', [6, 5, 1]).total, given('(3d6)<=12', [6, 6, 1]).total]).toEqual([1, 0]);
  });

  const formulas = ['2d6u<3', '3d6!u', '3d{1,2,2,3}uokh2', '{1d6, 1d8, 1d10}dh1dl1', '{4d6+2d8, 3d20+3}kh1', '{3d6, 3d6, 3d6}dl1', '{2d20}kh1', '4d6dh1dl1', '1d{1,2,2,3}', '(1d4)d6', '2d(1d6+2)!', 'floor(1d6/2)+max(1d20,10)', '4d6u', '5d6uo', '4d6sd', '1d20crit>=19', '3d6!!p', '(3d6)<=12', '{(1d3)d4, 2d4}kh1'];
  test.prop([fc.constantFrom(...formulas), fc.integer({ min: 0, max: 2 ** 31 - 1 })], { numRuns: 60 })(
    'gives the same record from beginRoll with the faces roll threw, and the same total from rollTotal',
    (notation, s) => {
      const [r] = roll(seed(s), notation);
      expect(rollTotal(seed(s), notation)[0]).toBe(r.total);
      // Replay: answer each request with the faces of the dice roll threw, in throw order.
      let session = beginRoll(notation);
      let next = 0;
      while (!session.done) {
        const n = session.request.reduce((a, q) => a + q.count, 0);
        session = session.supply(r.dice.slice(next, next + n).map((d) => d.face));
        next += n;
      }
      expect(session.result).toEqual(r);
      expect(r.total).toBeGreaterThanOrEqual(compile(notation).minimum);
      expect(r.total).toBeLessThanOrEqual(compile(notation).maximum);
    },
  );

  it.each(['{3d6, 3d6, 3d6}dl1', '{4d6+2d8, 3d20+3}kh1', '4d6dh1dl1', '1d{1,2,2,3}+2d{-1,0,1}', '(1d4)d6', '2d(1d6+2)', 'floor(2d6/3)', 'max(1d20, 10)', '4d6u', '{3d6, 2d8}>=10', '(3d6)<=12', '3d6uo', '4d6uo=1kh3', '2d6u<3', '2d{1,2,2,3}u', '3d4r1u<4', '{1d6, 1d8, 1d10}dh1dl1', '{1d6, 2d4, 1d10}dh1dl1>=5', '3d6!u', '2d6!>=5u'])(
    'samples %s as its exact distribution says (chi-square, fixed seed)',
    (notation) => {
      const f = compile(notation);
      expectSamplerFits(distribution(f), (rng) => rollTotal(rng, f), { seed: 20261202, n: 8000 });
    },
  );

  it('never writes to a frozen formula tree', () => {
    const deep = <T>(x: T): T => {
      if (typeof x === 'object' && x !== null) for (const v of Object.values(x)) deep(v);
      return Object.freeze(x);
    };
    const tree = deep(parse('{2d6, (1d4)d{1,2,3}}kh1+floor(1d6/2)'));
    expect(() => roll(seed(1), compile(tree))).not.toThrow();
    expect(() => distribution(compile(tree))).not.toThrow();
  });
});

describe('limits (forms added in 0.2.0)', () => {
  /** The error each entry point gives, all before any work. */
  const refusals = (notation: string | DiceExpr): unknown[] =>
    [() => compile(notation), () => roll(seed(1), compile(notation)), () => distribution(compile(notation)), () => estimateDistribution(compile(notation))].map((f) => {
      try {
        f();
        return 'accepted';
      } catch (e) {
        return (e as DiceNotationError).reason;
      }
    });

  it('refuses a rolled count that can reach a billion dice, with the reason', () => {
    expect(refusals('(1d1000000000)d6')).toEqual(['limit', 'limit', 'limit', 'limit']);
    expect(refusals('(1d100*1d100)d6')).toEqual(['limit', 'limit', 'limit', 'limit']);
    expect(refusals('(1d4-2)d6')).toEqual(['range', 'range', 'range', 'range']);
    expect(refusals('2d(1d6-1)')).toEqual(['range', 'range', 'range', 'range']);
  });

  it('refuses a group of ten thousand sub-rolls, written or built by hand', () => {
    const one = parse('1d6');
    const group: GroupNode = { kind: 'group', items: Array(10_000).fill(one), keeps: [], success: null, failure: null, span: { start: 0, end: 0 } };
    expect(refusals(group)).toEqual(['limit', 'limit', 'limit', 'limit']);
    expect(safeParse(`{${Array(10_000).fill('1d6').join(',')}}`)).toMatchObject({ ok: false, error: { reason: 'limit' } });
  });

  it('refuses unique dice that can never finish (three unique d2)', () => {
    expect(refusals('3d2u')).toEqual(['infinite', 'infinite', 'infinite', 'infinite']);
    expect(refusals('(1d3)d2u')).toEqual(['infinite', 'infinite', 'infinite', 'infinite']);
    expect(refusals('3d2u=1')[0]).toBe('accepted'); // a 2 may repeat
  });
});

/**
 * Brute force through the roller itself: every way the requested dice can fall (each face of a
 * request equally likely), fed to {@link beginRoll} until the roll is done; the totals' exact
 * probabilities as reduced fractions. Only for rolls that always finish within a few requests
 * (`uo`, not `u`).
 */
function throwsOf(notation: string): Map<number, string> {
  const out = new Map<number, [bigint, bigint]>();
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const add = (x: number, n: bigint, d: bigint): void => {
    const [a, b] = out.get(x) ?? [0n, 1n];
    const num = a * d + n * b;
    const den = b * d;
    const g = gcd(num, den);
    out.set(x, [num / g, den / g]);
  };
  const go = (s: RollSession, den: bigint): void => {
    if (s.done) return add(s.result.total, 1n, den);
    const faces = s.request.flatMap((q) => Array.from({ length: q.count }, () => q.faces ?? Array.from({ length: q.sides as number }, (_, i) => i + 1)));
    const tuple = (i: number, acc: number[]): void => {
      if (i === faces.length) return go(s.supply(acc), den * faces.reduce((a, f) => a * BigInt(f.length), 1n));
      for (const x of faces[i] as number[]) tuple(i + 1, [...acc, x]);
    };
    tuple(0, []);
  };
  go(beginRoll(notation), 1n);
  return new Map([...out].sort((a, b) => a[0] - b[0]).map(([x, [n, d]]) => [x, `${n}/${d}`]));
}

/** Every outcome's probability as a reduced fraction string. */
function fractions(d: Distribution<number>): Map<number, string> {
  return new Map(d.outcomes.map((o) => [o, p(d, o)]));
}

describe('distribution (unique dice and group ranks, followed die by die)', () => {
  it('rerolls a repeat once for uo (2d3uo, worked by hand)', () => {
    // 27 equally likely (first, second, reroll): a 2 total needs 1, 1, 1; a 3 is 1 then 2 (3
    // rerolls unused) or 1, 1, 2, and the same from 2, 1: 8 of 27.
    expect(table(distribution('2d3uo'))).toEqual([[2, '1/27'], [3, '8/27'], [4, '9/27'], [5, '8/27'], [6, '1/27']]);
  });

  it.each(['2d3uo', '3d4uo', '3d4uokh2', '3d4uo=2', '3d{1,2,2,3}uo', '2d4uo<3dl1', '3d4uo>=3cs>=3', '3d4min2uo'])(
    'matches the roller on every way the dice fall (%s)',
    (notation) => {
      expect(fractions(distribution(notation))).toEqual(throwsOf(notation));
    },
  );

  test.prop(
    [
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 2, max: 4 }),
      fc.constantFrom('', '=1', '<3', '>=2'),
      fc.constantFrom('', 'kh1', 'dl1', 'kl2'),
      fc.constantFrom('', '>=3'),
    ],
    { numRuns: 25 },
  )('matches the roller on every way uo dice fall, for any count, sides, compare point and keep', (n, sides, cp, keep, success) => {
    const notation = `${n}d${sides}uo${cp}${keep}${success}`;
    const ok = safeParse(notation).ok && (() => {
      try {
        compile(notation);
        return true;
      } catch {
        return false;
      }
    })();
    if (!ok) return; // a keep count over the dice, or a success point every die meets
    expect(fractions(distribution(notation))).toEqual(throwsOf(notation));
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 4 }), fc.constantFrom('dh1dl1', 'kh2dl1', 'kl2kh1', 'dl1')], { numRuns: 25 })(
    'keeps ranks of sub-rolls that differ as the brute force over every face does',
    (sides, keeps) => {
      const notation = `{${sides.map((k) => `1d${k}`).join(', ')}}${keeps}`;
      const f = compile(notation);
      const g = f.expr as GroupNode;
      const counts = new Map<number, number>();
      const go = (i: number, acc: number[]): void => {
        if (i === sides.length) {
          const ranked = [...acc].sort((a, b) => a - b);
          let from = 0;
          let to = ranked.length;
          for (const k of g.keeps) {
            if (k.which === 'kh') from = Math.max(from, to - k.count);
            else if (k.which === 'kl') to = Math.min(to, from + k.count);
            else if (k.which === 'dh') to = Math.max(from, to - k.count);
            else from = Math.min(to, from + k.count);
          }
          const x = ranked.slice(from, to).reduce((a, b) => a + b, 0);
          counts.set(x, (counts.get(x) ?? 0) + 1);
          return;
        }
        for (let v = 1; v <= (sides[i] as number); v++) go(i + 1, [...acc, v]);
      };
      go(0, []);
      const all = sides.reduce((a, b) => a * b, 1);
      const d = distribution(f);
      expect(d.outcomes).toEqual([...counts.keys()].sort((a, b) => a - b));
      for (const [x, c] of counts) expect(p(d, x)).toBe(p({ outcomes: [x], weights: [BigInt(c)], total: BigInt(all), leftover: 0n }, x));
    },
  );

  it('rerolls only repeats of values meeting the compare point (2d6u<3, worked by hand)', () => {
    const d = distribution('2d6u<3');
    // A first 1 or 2 leaves five values for the second die, a first 3..6 all six.
    expect(p(d, 3)).toBe('1/15'); // (1, 2) or (2, 1): 2 · 1/6 · 1/5
    expect(p(d, 4)).toBe('11/180'); // (1, 3), (3, 1): 1/30 + 1/36
    expect(p(d, 12)).toBe('1/36'); // a 6 may repeat
    // E = 7/2 + (1/6·4 + 1/6·19/5 + 2/3·7/2) for the second die.
    expect(expectedValue('2d6u<3')).toEqual({ num: 107n, den: 15n });
    expect(d.total).toBe(180n);
  });

  it('adds the dice unique explosions bring, each value used once (2d3!u, 2d6!u, worked by hand)', () => {
    // {1, 2} (1/3) stops at 3; {1, 3} or {2, 3} explodes into the one value left: 6.
    expect(table(distribution('2d3!u'))).toEqual([[3, '1/3'], [6, '2/3']]);
    // 10 needs {1, 6} then a 3, or {3, 6} then a 1: 2 · 1/15 · 1/4.
    expect(p(distribution('2d6!u'), 10)).toBe('1/30');
    expect(p(distribution('2d6!u'), 3)).toBe('1/15');
    expect(distribution('2d6!!u')).toEqual(distribution('2d6!u'));
  });

  it('weighs the values left when faces are unequal (2d{1,2,2,3}u, worked by hand)', () => {
    // First 1 (1/4): 2 with 2/3, 3 with 1/3; first 2 (1/2): 1 or 3, 1/2 each; first 3 (1/4): 1 with 1/3.
    expect(table(distribution('2d{1,2,2,3}u'))).toEqual([[3, '5/12'], [4, '2/12'], [5, '5/12']]);
    expect(table(distribution('3d{1,2,2,3}u'))).toEqual([[6, '1/1']]);
  });

  it('keeps the middle of sub-rolls that differ ({1d2, 1d3, 1d4}dh1dl1, worked by hand)', () => {
    // The median is 1 when two of three show 1 (7 of 24), 3 when the d3 and d4 both show 3+ (1/6).
    expect(table(distribution('{1d2, 1d3, 1d4}dh1dl1'))).toEqual([[1, '7/24'], [2, '13/24'], [3, '4/24']]);
  });

  it('keeps ranks of sub-rolls that differ as every way they fall says', () => {
    const faces = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
    const median = new Map<number, number>();
    for (const a of faces(6)) for (const b of faces(8)) for (const c of faces(10)) {
      const m = [a, b, c].sort((x, y) => x - y)[1] as number;
      median.set(m, (median.get(m) ?? 0) + 1);
    }
    const d = distribution('{1d6, 1d8, 1d10}dh1dl1');
    for (const [m, w] of median) expect(p(d, m)).toBe(p({ outcomes: [m], weights: [BigInt(w)], total: 480n, leftover: 0n }, m));
    expect(d.outcomes).toEqual([...median.keys()].sort((x, y) => x - y));
    expect(p(distribution('{1d6, 1d8, 1d10}dh1dl1>=5'), 1)).toBe('7/15'); // 224/480
  });

  it('refuses unique dice whose explosions can use up every value, with the reason, in distribution and estimateDistribution alike', () => {
    for (const f of ['6d6!u', '3d3!u']) {
      expect(() => distribution(f)).toThrow(/unique dice/);
      expect(() => estimateDistribution(f)).toThrow(/unique dice/);
    }
    for (const f of ['3d6!uo', '3d6!u<3', '3d6!pu', '3d6!ukh2', '3d6ro1uo', '3d6r1uo', '3d6ro1u']) expect(distribution(f, { depth: 3 }).total).toBeGreaterThan(0n);
  });

  it('refuses work over the limit before it starts, in distribution and estimateDistribution alike', () => {
    for (const f of ['12d20uo', '{4d6, 4d8, 4d10, 4d12, 4d20, 4d4}dh2dl2']) {
      expect(() => estimateDistribution(f)).toThrow(/over the limit/);
      expect(() => distribution(f)).toThrow(/over the limit/);
    }
    expect(() => distribution('12d20uo')).toThrow(DistributionError);
  });
});

describe('sorting a roll group (display order only)', () => {
  it('sorts the dice inside and lists the sub-rolls by total, the total unchanged', () => {
    const [r] = roll(seed(7), compile('{3d6, 2d8+1}sd'));
    const [plain] = roll(seed(7), compile('{3d6, 2d8+1}'));
    expect(r.total).toBe(plain.total);
    const g = r.groups?.[0];
    const totals = g?.subRolls.map((s) => s.total) ?? [];
    expect(g?.order?.map((j) => totals[j])).toEqual([...totals].sort((a, b) => b - a));
    for (const t of r.terms) {
      const values = (t.order ?? []).map((id) => r.dice[id]?.value ?? 0);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it('keeps ties in the order written and a term\'s own sort clause', () => {
    const f = compile('{1d1, 1d1, 2d6sa}sd');
    const [r] = roll(seed(3), f);
    expect(r.groups?.[0]?.order?.slice(-2)).toEqual([0, 1]); // the two 1s, after the 2d6
    expect(f.terms.map((t) => t.sort)).toEqual(['desc', 'desc', 'asc']);
  });

  it('round-trips through format and leaves the exact distribution alone', () => {
    expect(compile('{4d6+4}s').notation).toBe('{4d6+4}sa');
    expect(format(parse('{3d6,3d6}kh1sd'))).toBe('{3d6,3d6}kh1sd');
    expect(distribution('{3d6, 3d6}kh1sd')).toEqual(distribution('{3d6, 3d6}kh1'));
  });

  it('refuses a second sort clause and critical marks on a group, saying what to write', () => {
    expect(() => parse('{3d6,3d6}sasd')).toThrow(/only one sort clause per group/);
    expect(() => parse('{3d6,3d6}crit>=6')).toThrow(/inside the group \(write \{3d6crit>=6, 3d6crit>=6\}/);
    expect(() => parse('{3d6,3d6}fumble<=1')).toThrow(DiceNotationError);
  });
});
