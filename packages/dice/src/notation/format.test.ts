import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import type { ComparePoint, DiceExpr, DiceNode, RerollClause } from './ast.js';
import { format } from './format.js';
import { parse, safeParse } from './parse.js';

const span = { start: 0, end: 0 };

/** The tree without spans, for structural comparison. */
export function stripSpans(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(stripSpans);
  if (x === null || typeof x !== 'object') return x;
  return Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'span').map(([k, v]) => [k, stripSpans(v)]));
}

const num = (value: number): DiceExpr => ({ kind: 'number', value, span });
const cmpArb: fc.Arbitrary<ComparePoint> = fc.record({
  op: fc.constantFrom('=', '<>', '<', '<=', '>', '>=' as const),
  value: fc.integer({ min: -2, max: 25 }),
});
const rerollArb = (mode: 'until' | 'once'): fc.Arbitrary<RerollClause> =>
  fc.record({ mode: fc.constant(mode), compare: fc.option(cmpArb), span: fc.constant(span) });

/** Any dice term the grammar can write (some are rejected as infinite; the property filters them). */
export const diceArb: fc.Arbitrary<DiceNode> = fc
  .record({
    count: fc.oneof(
      fc.nat(30).map(num),
      fc.tuple(fc.nat(9), fc.nat(9)).map(([a, b]): DiceExpr => ({ kind: 'binary', op: '+', left: num(a), right: num(b), span })),
    ),
    sides: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom('%' as const, 'F' as const)),
    min: fc.option(fc.integer({ min: -1, max: 4 })),
    max: fc.option(fc.integer({ min: 4, max: 30 })),
    reroll: fc.oneof(fc.constant([]), fc.array(rerollArb('until'), { minLength: 1, maxLength: 2 }), fc.array(rerollArb('once'), { minLength: 1, maxLength: 2 })),
    explode: fc.option(fc.record({ mode: fc.constantFrom('explode', 'compound', 'penetrate' as const), compare: fc.option(cmpArb), span: fc.constant(span) })),
    keep: fc.option(fc.record({ which: fc.constantFrom('kh', 'kl', 'dh', 'dl' as const), count: fc.nat(5), span: fc.constant(span) })),
    success: fc.option(cmpArb),
    failure: fc.option(cmpArb),
  })
  .map((r): DiceNode => ({ kind: 'dice', ...r, failure: r.success === null ? null : r.failure, span }));

/** Any syntax tree (number literals ≥ 0). */
export const exprArb: fc.Arbitrary<DiceExpr> = fc.letrec<{ e: DiceExpr }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.nat(1000).map(num),
    diceArb,
    fc.constantFrom(4, 6, 8, 10, 12, 20 as const).map((sides): DiceExpr => ({ kind: 'usage', sides, span })),
    tie('e').map((operand): DiceExpr => ({ kind: 'negate', operand, span })),
    fc.record({ op: fc.constantFrom('+', '-', '*', '/' as const), left: tie('e'), right: tie('e') }).map((b): DiceExpr => ({ kind: 'binary', ...b, span })),
  ),
})).e;

describe('format', () => {
  it.each([
    ['d20 + 5', '1d20+5'],
    ['4d6 k3', '4d6kh3'],
    ['4d6d1', '4d6dl1'],
    ['2d20kh', '2d20kh1'],
    ['(1+2)*3', '(1+2)*3'],
    ['1-(2-3)', '1-(2-3)'],
    ['1-(-3)', '1--3'],
    ['-(1+2)', '-(1+2)'],
    ['d%', '1d%'],
    ['4dF', '4dF'],
    ['ud6', 'ud6'],
    ['10d10f=1>=8', '10d10>=8f=1'],
    ['4d6!kh3max5min2r1', '4d6min2max5r=1!kh3'],
    ['5d10!cs>=8', '5d10!cs>=8'],
    ['5d10r cs>=8', '5d10rcs>=8'],
    ['(2+3)d6', '(2+3)d6'],
    ['3d6!p>=5', '3d6!p>=5'],
    ['1d20\u22122', '1d20-2'],
  ])('writes %j as %j', (input, canonical) => {
    expect(format(parse(input))).toBe(canonical);
  });

  test.prop([exprArb], { numRuns: 500 })('round-trips: parse(format(e)) equals e apart from spans', (e) => {
    const text = format(e);
    const r = safeParse(text);
    fc.pre(r.ok); // limits and never-ending rolls are rejected by design
    if (r.ok) expect(stripSpans(r.value)).toEqual(stripSpans(e));
  });

  test.prop([exprArb], { numRuns: 300 })('is a fixed point on its own output', (e) => {
    const r = safeParse(format(e));
    fc.pre(r.ok);
    if (r.ok) expect(format(r.value)).toBe(format(e));
  });
});
