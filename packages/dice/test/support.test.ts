// The roller never gives a total the exact distribution calls impossible (fuzzed formulas).
import fc from 'fast-check';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DistributionError } from '../src/distribution/Distribution.js';
import { compile } from '../src/notation/compile.js';
import { distribution } from '../src/notation/distribution.js';
import { roll, rollTotal } from '../src/notation/roll.js';
import { safeParse } from '../src/notation/parse.js';
import { seed } from '../src/rng/seed.js';
import { split } from '../src/rng/split.js';

const cp = fc.tuple(fc.constantFrom('', '=', '<', '<=', '>', '>=', '<>'), fc.integer({ min: -1, max: 12 })).map(([op, v]) => (op === '' ? '' : `${op}${v}`));
const term = fc
  .record({
    count: fc.integer({ min: 1, max: 3 }),
    sides: fc.constantFrom('2', '3', '4', '6', '8', '10', '12', '20', 'F', '1000'),
    reroll: fc.option(fc.tuple(fc.constantFrom('r', 'ro'), cp), { nil: undefined }),
    explode: fc.option(fc.tuple(fc.constantFrom('!', '!!', '!p'), cp), { nil: undefined }),
    clamp: fc.option(fc.tuple(fc.constantFrom('min', 'max'), fc.integer({ min: -1, max: 8 })), { nil: undefined }),
    keep: fc.option(fc.tuple(fc.constantFrom('kh', 'kl', 'dh', 'dl'), fc.integer({ min: 1, max: 2 })), { nil: undefined }),
    success: fc.option(fc.tuple(fc.constantFrom('>=', '<=', '=', '>', '<'), fc.integer({ min: -1, max: 12 }), fc.option(fc.integer({ min: -1, max: 4 }), { nil: undefined })), { nil: undefined }),
  })
  .map((t) => {
    let s = `${t.count}d${t.sides}`;
    if (t.reroll) s += t.reroll[0] + t.reroll[1];
    if (t.clamp) s += `${t.clamp[0]}${t.clamp[1]}`;
    if (t.explode) s += t.explode[0] + t.explode[1];
    if (t.keep) s += `${t.keep[0]}${t.keep[1]}`;
    if (t.success) s += `cs${t.success[0]}${t.success[1]}${t.success[2] === undefined ? '' : `f=${t.success[2]}`}`;
    return s;
  });
const formula = fc.oneof(
  term,
  fc.tuple(term, fc.constantFrom('+', '-', '*'), fc.oneof(term, fc.integer({ min: 1, max: 5 }).map(String))).map(([a, op, b]) => `${a}${op}${b}`),
);

describe('roll', () => {
  test.prop([formula, fc.integer()], { numRuns: 150 })('gives only totals the exact distribution lists', (f, s) => {
    if (!safeParse(f).ok) return;
    let compiled;
    try {
      compiled = compile(f);
    } catch {
      return; // refused at compile time (division, range), never rolled
    }
    let d;
    try {
      d = distribution(compiled, { depth: 100 });
    } catch (e) {
      if (e instanceof DistributionError) return; // no exact distribution, or over a work limit
      throw e;
    }
    const support = new Set(d.outcomes);
    let r = seed(s);
    for (let i = 0; i < 20; i++) {
      const [a, b] = split(r);
      const [res] = roll(a, compiled);
      expect(rollTotal(a, compiled)[0]).toBe(res.total);
      if (!res.capped) expect(support.has(res.total), `${f} rolled ${res.total}`).toBe(true);
      expect(res.total >= compiled.minimum && res.total <= compiled.maximum, `${f}: ${res.total} in ${compiled.minimum}..${compiled.maximum}`).toBe(true);
      r = b;
    }
  });

  it('rolls 1d1000r>1 as the distribution says: always 1, even past the reroll cap', () => {
    expect(distribution('1d1000r>1').outcomes).toEqual([1]);
    let r = seed(3);
    for (let i = 0; i < 200; i++) {
      const [a, b] = split(r);
      const [res] = roll(a, '1d1000r>1');
      expect(res.total).toBe(1);
      expect(res.capped).toBe(false);
      expect(rollTotal(a, '1d1000r>1')[0]).toBe(1);
      r = b;
    }
  });
});

describe('compile', () => {
  it.each([
    ['3d6r1', 6, 18],
    ['3d6ro1', 3, 18],
    ['2d6r1r2', 6, 12],
    ['3d6>=5', 0, 3],
    ['10d10>=8f=1', -10, 10],
    ['4dF>=1f<0', -4, 4],
    ['1d20min5', 5, 20],
  ])('gives %s the real range %i..%i', (f, lo, hi) => {
    expect([compile(f).minimum, compile(f).maximum]).toEqual([lo, hi]);
  });
  it.each(['2d6>=7', '1d6<1', 'dF=9', '3d6>=1', '4d6r1>=2', '1d20min5<5', '2d6>=5f>6', '2d6>=5f>=1'])(
    'refuses %s: a success or failure point no die can meet or every die meets',
    (f) => {
      expect(() => compile(f)).toThrow(expect.objectContaining({ name: 'DiceNotationError', reason: 'range' }));
    },
  );
});
