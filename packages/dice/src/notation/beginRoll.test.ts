import { describe, expect, it } from 'vitest';
import { replay } from '../../test/oracle.js';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { seed } from '../rng/seed.js';
import { beginRoll } from './beginRoll.js';
import { compile } from './compile.js';
import { DiceFaceError } from './DiceFaceError.js';
import { roll } from './roll.js';


describe('beginRoll', () => {
  it('asks for the first dice grouped by term, then for follow-up dice', () => {
    const s0 = beginRoll('2d6!+1d8ro1');
    expect(s0.done).toBe(false);
    expect(s0.request).toEqual([
      { termIndex: 0, sides: 6, count: 2 },
      { termIndex: 1, sides: 8, count: 1 },
    ]);
    if (s0.done) return;
    const s1 = s0.supply([6, 3, 1]);
    expect(s1.request).toEqual([
      { termIndex: 0, sides: 6, count: 1 },
      { termIndex: 1, sides: 8, count: 1 },
    ]);
    if (s1.done) return;
    const s2 = s1.supply([2, 1]);
    expect(s2.done).toBe(true);
    if (!s2.done) return;
    expect(s2.result.total).toBe(6 + 3 + 2 + 1);
    expect(s2.result.dice.map((d) => [d.kind, d.face, d.parentId, d.round])).toEqual([
      ['roll', 6, null, 0],
      ['roll', 3, null, 0],
      ['roll', 1, null, 0],
      ['explosion', 2, 0, 1],
      ['reroll', 1, 2, 1],
    ]);
  });

  it('is immutable: supplying to the same session twice gives independent results', () => {
    const s0 = beginRoll('1d20');
    if (s0.done) throw new Error('not done');
    const a = s0.supply([20]);
    const b = s0.supply([1]);
    expect(a.done && a.result.total).toBe(20);
    expect(b.done && b.result.total).toBe(1);
    expect(s0.done).toBe(false);
  });

  it('refuses faces once the roll is finished, with a DiceFaceError', () => {
    const done = beginRoll('1d6').supply([4]);
    expect(done.done).toBe(true);
    expect(() => done.supply([1])).toThrow(DiceFaceError);
    expect(() => done.supply([1])).toThrow(/finished/);
    if (done.done) expect(done.result.total).toBe(4);
  });

  it('is done at once for a formula without dice', () => {
    const s = beginRoll('2+3');
    expect(s.done && s.result.total).toBe(5);
  });

  it('accepts Fudge faces −1..1 and d% faces 1..100', () => {
    expect(replay(beginRoll('2dF+d%'), [-1, 1, 100]).total).toBe(100);
  });

  it.each([
    ['1d6', [7], 0],
    ['1d6', [0], 0],
    ['1d6', [2.5], 0],
    ['2d6', [1], 1],
    ['2d6', [1, 2, 3], 3],
    ['1dF', [2], 0],
  ])('rejects %s supplied %j with a DiceFaceError at %i', (n, faces, index) => {
    const s = beginRoll(n);
    if (s.done) throw new Error('not done');
    expect(() => s.supply(faces)).toThrow(DiceFaceError);
    try {
      s.supply(faces);
    } catch (e) {
      expect((e as DiceFaceError).index).toBe(index);
    }
  });

  it('says when a supplied face is not a number at all', () => {
    const s = beginRoll('2d6');
    if (s.done) throw new Error('not done');
    expect(() => s.supply(['6' as unknown as number, 3])).toThrow('a string (not a number) at 0 is not a face of a d6 (1..6)');
    expect(() => s.supply([6, 3n as unknown as number])).toThrow('a bigint (not a number) at 1');
  });

  const notations = fc.constantFrom('4d6kh3', '3d6r1!+2', '10d10>=8f=1', '2d6!!kl1', '5d6!p', '4dF!', '6d8ro<3dh2', 'ud6*2+d%', '3d6r<3!>=5cs>=4',
    // Several terms, the last one exploding (roll throws these term by term).
    '2d4+3d6!kh2', '1d8*2d6!!', '2d10>=6+5d6!>4>=5f=1', 'ud8-2d6!p>=5', '3d6min2+4d4!>=3dl1');
  test.prop([fc.integer(), notations])('gives exactly the RollResult of an Rng roll fed the same faces', (s, n) => {
    const f = compile(n);
    const [r] = roll(seed(s), f);
    expect(replay(beginRoll(f), r.dice.map((d) => d.face))).toEqual(r);
  });
});

describe('beginRoll, faces refused (exact messages)', () => {
  /** The DiceFaceError `supply(faces)` throws on the first request of `n`. */
  function refusal(n: string, faces: readonly unknown[] | unknown): { message: string; index: number } {
    const s = beginRoll(n);
    if (s.done) throw new Error('done at once');
    try {
      s.supply(faces as number[]);
    } catch (e) {
      expect(e).toBeInstanceOf(DiceFaceError);
      const { message, index } = e as DiceFaceError;
      return { message, index };
    }
    throw new Error('accepted');
  }

  it('says how many faces it expected and got, or that it got no array', () => {
    expect(refusal('2d6', [1])).toEqual({ message: 'expected 2 faces, got 1', index: 1 });
    expect(refusal('2d6', [1, 2, 3])).toEqual({ message: 'expected 2 faces, got 3', index: 3 });
    expect(refusal('2d6', 'no')).toEqual({ message: 'expected 2 faces, got no array', index: 0 });
    expect(refusal('2d6', [])).toEqual({ message: 'expected 2 faces, got 0', index: 0 });
  });

  it('accepts the lowest and the highest face and refuses one beyond either', () => {
    const s = beginRoll('2d6');
    if (s.done) throw new Error('done at once');
    const ok = s.supply([1, 6]);
    expect(ok.done && ok.result.total).toBe(7);
    expect(refusal('2d6', [0, 6])).toEqual({ message: 'face 0 at 0 is not a face of a d6 (1..6)', index: 0 });
    expect(refusal('2d6', [1, 7])).toEqual({ message: 'face 7 at 1 is not a face of a d6 (1..6)', index: 1 });
    expect(refusal('1d6', [2.5])).toEqual({ message: 'face 2.5 at 0 is not a face of a d6 (1..6)', index: 0 });
    expect(refusal('1dF', [-2])).toEqual({ message: 'face -2 at 0 is not a face of a dF (-1..1)', index: 0 });
    expect(refusal('1d%', [101])).toEqual({ message: 'face 101 at 0 is not a face of a d100 (1..100)', index: 0 });
  });

  it('refuses a value inside the range of a custom die that is none of its faces', () => {
    const s = beginRoll('1d{1,3,5}');
    if (s.done) throw new Error('done at once');
    const ok = s.supply([5]);
    expect(ok.done && ok.result.total).toBe(5);
    expect(refusal('1d{1,3,5}', [2])).toEqual({ message: 'face 2 at 0 is not a face of a d3 (1..5)', index: 0 });
  });

  it('names a labelled die by its faces as written, unlabelled ones without a label, and cuts a long wrong label', () => {
    expect(refusal('1d{a:1,2,b:3}', [4])).toEqual({ message: 'face 4 at 0 is not a face of a d{a:1,2,b:3} (1..3)', index: 0 });
    expect(refusal('1d{a:1,2,b:3}', ['c'])).toEqual({ message: "'c' (not a label of this die) at 0 is not a face of a d{a:1,2,b:3} (1..3)", index: 0 });
    expect(refusal('1d{a:1,2,b:3}', ['x'.repeat(50)])).toEqual({ message: `'${'x'.repeat(40)}' (not a label of this die) at 0 is not a face of a d{a:1,2,b:3} (1..3)`, index: 0 });
    // Not even null finds an unlabelled face.
    expect(refusal('1d{a:1,2,b:3}', [null])).toEqual({ message: 'a object (not a number) at 0 is not a face of a d{a:1,2,b:3} (1..3)', index: 0 });
    // A string on an unlabelled die is no number at all.
    expect(refusal('1d{1,2}', ['a'])).toEqual({ message: 'a string (not a number) at 0 is not a face of a d2 (1..2)', index: 0 });
  });

  it('takes a labelled die by its label or by a value only one label shows, and an unlabelled face by its value', () => {
    const s = beginRoll('1d{a:1,2,b:3}+1d{a:1,2,b:3}+1d{a:1,2,b:3}');
    if (s.done) throw new Error('done at once');
    const r = s.supply(['b', 1, 2]);
    if (!r.done) throw new Error('not done');
    expect(r.result.total).toBe(6);
    // The first label, too.
    const first = beginRoll('1d{a:1,2,b:3}').supply(['a']);
    expect(first.done && first.result.dice.map((d) => [d.face, d.label])).toEqual([[1, 'a']]);
    expect(r.result.dice.map((d) => [d.face, d.label])).toEqual([
      [3, 'b'],
      [1, 'a'],
      [2, undefined],
    ]);
  });

  it('says the roll is finished when supplied after its end', () => {
    const done = beginRoll('1d6').supply([4]);
    expect(done.request).toEqual([]);
    expect(() => done.supply([1])).toThrow(new DiceFaceError('the roll is finished: no dice are requested', 0));
  });
});

describe('beginRoll, one session supplied twice', () => {
  it('keeps a rolled count of one branch out of the other', () => {
    const s0 = beginRoll('(1d4)d6');
    if (s0.done) throw new Error('done at once');
    const a = s0.supply([2]);
    const b = s0.supply([3]);
    expect(a.request).toEqual([{ termIndex: 1, sides: 6, count: 2 }]);
    expect(b.request).toEqual([{ termIndex: 1, sides: 6, count: 3 }]);
    const ra = a.supply([6, 5]);
    const rb = b.supply([1, 2, 3]);
    expect(ra.done && ra.result.terms.map((t) => t.total)).toEqual([2, 11]);
    expect(rb.done && rb.result.terms.map((t) => t.total)).toEqual([3, 6]);
  });
});

describe('beginRoll, requests for custom dice', () => {
  it('lists a custom die its faces, and a labelled one its labels too', () => {
    const s = beginRoll('1d{1,3,5}+2d{a:1,2,b:3}');
    expect(s.request).toEqual([
      { termIndex: 0, sides: 3, count: 1, faces: [1, 3, 5] },
      { termIndex: 1, sides: 3, count: 2, faces: [1, 2, 3], labels: ['a', null, 'b'] },
    ]);
  });
});
