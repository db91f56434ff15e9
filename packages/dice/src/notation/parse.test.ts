import { describe, expect, it } from 'vitest';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import type { DiceExpr, DiceNode } from './ast.js';
import { DiceNotationError } from './DiceNotationError.js';
import { MAX_AST_DEPTH, MAX_AST_NODES, MAX_NOTATION_LENGTH } from './limits.js';
import { format } from './format.js';
import { parse, safeParse } from './parse.js';

function dice(e: DiceExpr): DiceNode {
  if (e.kind !== 'dice') throw new Error(`not a dice node: ${e.kind}`);
  return e;
}

function error(notation: string): DiceNotationError {
  const r = safeParse(notation);
  if (r.ok) throw new Error(`${notation} parsed`);
  return r.error;
}

describe('parse', () => {
  it('parses NdX with the span of every node', () => {
    const e = parse('4d6kh3 + 2');
    expect(e).toMatchObject({ kind: 'binary', op: '+', span: { start: 0, end: 10 } });
    if (e.kind !== 'binary') throw new Error('binary');
    const d = dice(e.left);
    expect(d).toMatchObject({ sides: 6, count: { kind: 'number', value: 4, span: { start: 0, end: 1 } }, span: { start: 0, end: 6 } });
    expect(d.keep).toEqual({ which: 'kh', count: 3, span: { start: 3, end: 6 } });
    expect(e.right).toEqual({ kind: 'number', value: 2, span: { start: 9, end: 10 } });
  });

  it('gives dX an implicit count of 1 with an empty span', () => {
    expect(dice(parse('d20')).count).toEqual({ kind: 'number', value: 1, span: { start: 0, end: 0 } });
  });

  it('reads d% as 100 sides, dF as Fudge and udX as a usage die', () => {
    expect(dice(parse('d%')).sides).toBe('%');
    expect(dice(parse('4dF')).sides).toBe('F');
    expect(parse('ud8')).toEqual({ kind: 'usage', sides: 8, span: { start: 0, end: 3 } });
  });

  it('applies precedence, left associativity, parentheses and unary minus', () => {
    const shape = (e: DiceExpr): unknown =>
      e.kind === 'binary' ? [shape(e.left), e.op, shape(e.right)] : e.kind === 'negate' ? ['-', shape(e.operand)] : e.kind === 'number' ? e.value : e.kind;
    expect(shape(parse('1+2*3'))).toEqual([1, '+', [2, '*', 3]]);
    expect(shape(parse('1-2-3'))).toEqual([[1, '-', 2], '-', 3]);
    expect(shape(parse('(1+2)*3'))).toEqual([[1, '+', 2], '*', 3]);
    expect(shape(parse('-1d4+2'))).toEqual([['-', 'dice'], '+', 2]);
    expect(shape(parse('2*-3'))).toEqual([2, '*', ['-', 3]]);
    expect(shape(parse('8/2/2'))).toEqual([[8, '/', 2], '/', 2]);
  });

  it('accepts the Unicode minus sign and whitespace', () => {
    const a = parse('2d6 \u2212 1');
    expect(a).toMatchObject({ kind: 'binary', op: '-', right: { value: 1 } });
    expect(parse(' \t1d20 >= 10 ')).toMatchObject({ kind: 'dice', success: { op: '>=', value: 10 } });
  });

  it('reads a clause the same with whitespace before its number or compare point', () => {
    const same = (spaced: string, packed: string): void => {
      const strip = (e: unknown): string => JSON.stringify(e, (k, v: unknown) => (k === 'span' ? undefined : v));
      expect(strip(parse(spaced))).toBe(strip(parse(packed)));
    };
    same('4d6 kh 3 + 2', '4d6kh3+2');
    same('2d6 d 1', '2d6d1');
    same('1d6 r 1', '1d6r1');
    // The compare point belongs to the reroll, not to a success clause after it.
    same('1d6 ro <= 2', '1d6ro<=2');
    same('1d6 ! >= 5', '1d6!>=5');
    same('1d6 min 2 max 5', '1d6min2max5');
    same('10d10 cs >= 8 f = 1', '10d10cs>=8f=1');
    // Whitespace with no clause after it stays outside the dice term.
    const e = parse('1d6r + 2');
    expect(e.kind === 'binary' && e.left.span).toEqual({ start: 0, end: 4 });
  });

  it('reads keep and drop with k = kh and d = dl', () => {
    expect(dice(parse('2d20k')).keep).toMatchObject({ which: 'kh', count: 1 });
    expect(dice(parse('2d20kl1')).keep).toMatchObject({ which: 'kl', count: 1 });
    expect(dice(parse('4d6d1')).keep).toMatchObject({ which: 'dl', count: 1 });
    expect(dice(parse('4d6dh2')).keep).toMatchObject({ which: 'dh', count: 2 });
    expect(dice(parse('4d6dl')).keep).toMatchObject({ which: 'dl', count: 1 });
  });

  it('reads the three explode modes with optional compare points (a bare number means =)', () => {
    expect(dice(parse('3d6!')).explode).toMatchObject({ mode: 'explode', compare: null });
    expect(dice(parse('3d6!!')).explode).toMatchObject({ mode: 'compound', compare: null });
    expect(dice(parse('3d6!p>4')).explode).toMatchObject({ mode: 'penetrate', compare: { op: '>', value: 4 } });
    expect(dice(parse('3d6!=6')).explode?.compare).toEqual({ op: '=', value: 6 });
    expect(dice(parse('3d6!<2')).explode?.compare).toEqual({ op: '<', value: 2 });
    expect(dice(parse('3d6!5')).explode?.compare).toEqual({ op: '=', value: 5 });
  });

  it('reads several reroll clauses', () => {
    const d = dice(parse('2d6r1r<>4'));
    expect(d.reroll.map((r) => [r.mode, r.compare])).toEqual([
      ['until', { op: '=', value: 1 }],
      ['until', { op: '<>', value: 4 }],
    ]);
    expect(dice(parse('1d12ro<=2')).reroll[0]).toMatchObject({ mode: 'once', compare: { op: '<=', value: 2 } });
  });

  it('reads success counting with failures, bare or with cs', () => {
    expect(dice(parse('10d10>=8f=1'))).toMatchObject({ success: { op: '>=', value: 8 }, failure: { op: '=', value: 1 } });
    expect(dice(parse('5d10!cs>7'))).toMatchObject({ explode: { compare: null }, success: { op: '>', value: 7 } });
  });

  it('reads min/max clamps, with signs for Fudge dice', () => {
    expect(dice(parse('4d6min2max5'))).toMatchObject({ min: 2, max: 5 });
    expect(dice(parse('4dFmin\u22121max0'))).toMatchObject({ min: -1, max: 0 });
  });

  it('accepts clamps at the ends of the face range', () => {
    expect(dice(parse('1d6min6'))).toMatchObject({ min: 6, max: null });
    expect(dice(parse('1d6max1'))).toMatchObject({ min: null, max: 1 });
    expect(dice(parse('dFmin-1max\u22121'))).toMatchObject({ min: -1, max: -1 });
    expect(dice(parse('d%min100'))).toMatchObject({ min: 100 });
  });

  it('accepts a term whose rerolls and explosions spare some face', () => {
    // r rerolls the 1s and ! explodes the 6s: faces 2 to 5 end the roll.
    expect(dice(parse('1d6r!'))).toMatchObject({ reroll: [{ mode: 'until', compare: null }], explode: { mode: 'explode', compare: null } });
    expect(dice(parse('1d3r3!'))).toMatchObject({ reroll: [{ compare: { op: '=', value: 3 } }] });
    expect(dice(parse('4dFr!'))).toMatchObject({ sides: 'F' });
  });

  it('allows a dice-free parenthesized dice count', () => {
    expect(dice(parse('(2+3)d6')).count).toMatchObject({ kind: 'binary', op: '+' });
  });

  it.each([
    ['2d+1', 2, 'syntax', 'Expected a number of sides at 3 in "2d+1"'],
    ['2d6+', 4, 'syntax', 'Expected a number, a die or \'(\' at 5 in "2d6+"'],
    ['((((', 4, 'syntax', undefined],
    ['', 0, 'syntax', undefined],
    ['1.5', 1, 'syntax', undefined],
    ['2d6)', 3, 'syntax', undefined],
    ['(1+2', 4, 'syntax', "Expected ')' at 5 in \"(1+2\""],
    ['1d0', 2, 'range', 'Expected a number of sides ≥ 1 at 3 in "1d0"'],
    ['(5-10)d10', 1, 'range', 'Expected a dice count ≥ 0 (it is -5) at 2 in "(5-10)d10"'],
    ['(1d2)d0', 6, 'range', undefined],
    ['999999999d6', 0, 'limit', undefined],
    ['6000d6+6000d6', 7, 'limit', undefined],
    ['1d2000000', 2, 'limit', undefined],
    ['1d1!', 3, 'infinite', undefined],
    ['1d6!>0', 3, 'infinite', undefined],
    ['4dF!>=-1', 3, 'infinite', undefined],
    ['1d6min6!', 7, 'infinite', undefined],
    ['1d2r=1r=2', 6, 'infinite', undefined],
    ['1d1r', 3, 'infinite', undefined],
    ['1d6r1ro2', 5, 'syntax', undefined],
    ['1d6!!!', 5, 'syntax', undefined],
    ['4d6kh1kh99999', 6, 'limit', undefined],
    ['4d6f<3', 3, 'syntax', undefined],
    ['4d6min4max2', 0, 'range', undefined],
    ['2ud6', 1, 'syntax', undefined],
    ['ud7', 2, 'range', undefined],
    ['1d6>', 4, 'syntax', undefined],
    ['2d6+1e9999', 5, 'syntax', undefined],
    ['99999999999', 0, 'limit', undefined],
    ['1d6min7', 3, 'range', 'Expected a min clamp ≤ 6 at 4 in "1d6min7"'],
    ['1d6max0', 3, 'range', 'Expected a max clamp ≥ 1 at 4 in "1d6max0"'],
    ['dFmin2', 2, 'range', undefined],
    ['4dF max-2', 4, 'range', undefined],
    ['d%min101', 2, 'range', undefined],
    ['1d6min7max3', 0, 'range', 'Expected a min clamp ≤ 3 at 1 in "1d6min7max3"'],
    ['1d6min7!', 3, 'range', undefined],
    ['1d2r!', 4, 'infinite', undefined],
    ['1d6+1d6max0+', 7, 'range', undefined],
  ] as const)('rejects %j at %i (%s)', (notation, index, reason, message) => {
    const e = error(notation);
    expect(e).toBeInstanceOf(DiceNotationError);
    expect(e).toBeInstanceOf(SyntaxError);
    expect(e.name).toBe('DiceNotationError');
    expect([e.index, e.reason, e.notation]).toEqual([index, reason, notation]);
    if (message !== undefined) expect(e.message).toBe(message);
  });

  it('rejects over-long, over-deep and over-large formulas before parsing them', () => {
    expect(error('1+'.repeat(MAX_NOTATION_LENGTH)).reason).toBe('limit');
    // The length is checked before the text is read at all (ten million minus signs).
    expect(error('\u2212'.repeat(1e7))).toMatchObject({ reason: 'limit', index: MAX_NOTATION_LENGTH });
    expect(error(`${'('.repeat(MAX_AST_DEPTH + 1)}1${')'.repeat(MAX_AST_DEPTH + 1)}`).reason).toBe('limit');
    expect(error('-'.repeat(MAX_AST_DEPTH + 1) + '1').reason).toBe('limit');
    expect(error(Array.from({ length: MAX_AST_NODES }, () => '1').join('+')).reason).toBe('limit');
    expect(() => parse(42 as unknown as string)).toThrow(DiceNotationError);
  });
});

describe('safeParse', () => {
  it('returns the tree or the error', () => {
    expect(safeParse('1d6')).toMatchObject({ ok: true, value: { kind: 'dice' } });
    expect(safeParse('2d+1')).toMatchObject({ ok: false, error: { index: 2, expected: 'a number of sides' } });
  });

  const alphabet = fc.constantFrom(...'0123456789d%F!prokhl<>=+-*/()fcsminaxu \u2212'.split(''), ...'{}:,_tb'.split(''), 'd{', 'heads:', 'a-b:');
  test.prop([fc.string({ unit: alphabet, maxLength: 40 })], { numRuns: 500 })(
    'ends every input in a tree or a DiceNotationError pointing inside the input',
    (s) => {
      const r = safeParse(s);
      if (!r.ok) {
        expect(r.error).toBeInstanceOf(DiceNotationError);
        expect(r.error.index).toBeGreaterThanOrEqual(0);
        expect(r.error.index).toBeLessThanOrEqual(s.length);
      }
    },
  );
  // Labelled custom faces: the body of `d{…}` from label, value and separator pieces.
  const facePiece = fc.constantFrom('heads', 'h', '_', 'a-b', '1a', ':', ',', '-', '0', '1', '2', ' ', '}', '{', 'é', '.', 'kh1', '!');
  test.prop([fc.integer({ min: 0, max: 3 }), fc.array(facePiece, { maxLength: 16 })], { numRuns: 300 })(
    'ends every labelled-faces input in a tree or a DiceNotationError pointing inside the input',
    (n, pieces) => {
      const s = `${n}d{${pieces.join('')}`;
      const r = safeParse(s);
      if (!r.ok) {
        expect(r.error).toBeInstanceOf(DiceNotationError);
        expect(r.error.index).toBeGreaterThanOrEqual(0);
        expect(r.error.index).toBeLessThanOrEqual(s.length);
      } else expect(format(r.value)).toBe(format(parse(format(r.value))));
    },
  );
  test.prop([fc.string({ maxLength: 60 })])('never throws anything but DiceNotationError on arbitrary text', (s) => {
    expect(() => safeParse(s)).not.toThrow();
  });
});
